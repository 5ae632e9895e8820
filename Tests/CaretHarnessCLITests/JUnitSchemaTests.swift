import Foundation
import FoundationXML
import XCTest

/// junit.xml as CI tools read it, from a real failing `verify` of two scenarios (one golden
/// swapped): valid against junit-10.xsd, the Jenkins xunit plugin's JUnit schema (`JUnitSchema`
/// holds its rules), and its counts, times and failures the same as report.json's.
final class JUnitSchemaTests: XCTestCase {
    func testAFailingVerifysJUnitIsValidAndAgreesWithReportJSON() throws {
        let a = try ApprovalWorkspace()
        defer { a.remove() }
        let other = try a.w.scenario("other", "open create\ntap instructions\n")
        let record = try a.run(["record", "--missing", "--scenario", a.scenario, "--scenario", other, "--out", "rec"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        try FileManager.default.removeItem(atPath: a.golden(ApprovalWorkspace.frame2))
        try FileManager.default.copyItem(atPath: a.golden(ApprovalWorkspace.frame1), toPath: a.golden(ApprovalWorkspace.frame2))
        let verify = try a.run(["verify", "--scenario", a.scenario, "--scenario", other, "--out", "out"])
        XCTAssertEqual(verify.code, 1, verify.out + verify.err)

        let text = try String(contentsOfFile: a.w.path("out/junit.xml"), encoding: .utf8)
        let junit = try XMLDocument(xmlString: text).rootElement()!
        XCTAssertEqual(JUnitSchema.violations(junit), [])
        // The rules can refuse: a suite without its required `errors`, a test case with an attribute the schema has not.
        let broken = text.replacingOccurrences(of: #" errors="0" skipped="#, with: " skipped=")
        XCTAssertEqual(JUnitSchema.violations(try XMLDocument(xmlString: broken).rootElement()!).first,
                       "testsuite lacks the required errors")
        let extra = text.replacingOccurrences(of: "<testcase ", with: #"<testcase flaky="1" "#)
        XCTAssertEqual(JUnitSchema.violations(try XMLDocument(xmlString: extra).rootElement()!).first, "testcase has no attribute flaky")

        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: a.w.path("out/report.json"))))
                                   as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        var verdicts: [String: (verdict: String, path: String)] = [:]
        for scenario in report["scenarios"] as? [[String: Any]] ?? [] {
            let suite = "\(scenario["variant"] ?? "").\(scenario["scenario"] ?? "")"
            for frame in scenario["frames"] as? [[String: Any]] ?? [] {
                let name = (frame["frame"] as? [String: Any])?["name"] as? String ?? ""
                verdicts[suite + "/" + name] = (frame["verdict"] as? String ?? "", scenario["scenarioPath"] as? String ?? "")
            }
        }
        let suites = junit.elements(forName: "testsuite")
        XCTAssertEqual(suites.count, 2)
        var tests = 0, failed = 0
        for suite in suites {
            XCTAssertNotNil(suite.attribute(forName: "timestamp"), suite.xmlString)
            XCTAssertGreaterThan(Double(suite.attribute(forName: "time")?.stringValue ?? "") ?? 0, 0, suite.xmlString)
            for testcase in suite.elements(forName: "testcase") {
                tests += 1
                let key = (testcase.attribute(forName: "classname")?.stringValue ?? "") + "/"
                    + (testcase.attribute(forName: "name")?.stringValue ?? "")
                let expected = try XCTUnwrap(verdicts[key], "\(key) is not in report.json")
                let failures = testcase.elements(forName: "failure")
                XCTAssertEqual(failures.count, expected.verdict == "fail" ? 1 : 0, key)
                failed += failures.count
                for failure in failures {
                    let message = failure.attribute(forName: "message")?.stringValue ?? ""
                    XCTAssertFalse(failure.attribute(forName: "type")?.stringValue?.isEmpty ?? true, key)
                    XCTAssertFalse(message.contains("\n"), message)
                    XCTAssertTrue(message.contains(expected.path + ":"), "\(message) names no line of \(expected.path)")
                }
            }
        }
        XCTAssertEqual(tests, summary["frames"] as? Int)
        XCTAssertEqual(failed, summary["failed"] as? Int)
        XCTAssertEqual(failed, 1)
    }
}

/// junit-10.xsd's rules (pytest's copy of the Jenkins xunit plugin's schema, MIT): each element's
/// required and optional attributes and the elements it may hold, and the SUREFIRE_TIME pattern
/// of a suite's `time`.
enum JUnitSchema {
    private static let rerun = (required: ["type"], optional: ["message"], children: ["stackTrace", "system-out", "system-err"])
    private static let rules: [String: (required: [String], optional: [String], children: [String])] = [
        "testsuites": ([], ["name", "time", "tests", "failures", "errors"], ["testsuite"]),
        "testsuite": (["name", "tests", "failures", "errors"],
                      ["group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url", "version"],
                      ["testsuite", "properties", "testcase", "system-out", "system-err"]),
        "testcase": (["name"], ["time", "classname", "group"],
                     ["skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError", "system-out", "system-err"]),
        "failure": ([], ["type", "message"], []), "error": ([], ["type", "message"], []), "skipped": ([], ["type", "message"], []),
        "properties": ([], [], ["property"]), "property": (["name", "value"], [], []),
        "system-out": ([], [], []), "system-err": ([], [], []), "stackTrace": ([], [], []),
        "rerunFailure": rerun, "rerunError": rerun, "flakyFailure": rerun, "flakyError": rerun,
    ]
    private static let time = #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]{0,3})?$"#
    /// The elements whose content is elements only (the rest are mixed or text).
    private static let elementOnly = ["testsuites", "testsuite", "testcase", "properties", "property"]

    /// What in `root` the schema refuses, in document order; empty when it is valid.
    static func violations(_ root: XMLElement) -> [String] {
        guard ["testsuites", "testsuite"].contains(root.name ?? "") else { return ["the root is \(root.name ?? "?")"] }
        return violations(of: root)
    }

    private static func violations(of element: XMLElement) -> [String] {
        let name = element.name ?? ""
        guard let rule = rules[name] else { return ["no element \(name) in the schema"] }
        let attributes = (element.attributes ?? []).compactMap(\.name)
        var found = rule.required.filter { !attributes.contains($0) }.map { "\(name) lacks the required \($0)" }
        found += attributes.filter { !rule.required.contains($0) && !rule.optional.contains($0) }.map { "\(name) has no attribute \($0)" }
        if ["testsuites", "testsuite"].contains(name), let value = element.attribute(forName: "time")?.stringValue,
           value.range(of: time, options: .regularExpression) == nil {
            found.append("\(name) time \(value) is not a SUREFIRE_TIME")
        }
        for child in element.children ?? [] {
            if let child = child as? XMLElement {
                found += rule.children.contains(child.name ?? "") ? violations(of: child)
                    : ["\(name) may not hold \(child.name ?? "?")"]
            } else if child.kind == .text, elementOnly.contains(name), !(child.stringValue ?? "").allSatisfy(\.isWhitespace) {
                found.append("\(name) may not hold text")
            }
        }
        return found
    }
}
