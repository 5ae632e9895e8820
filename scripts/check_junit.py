"""junit.xml checked as CI tools read it: valid against junit-10.xsd (xmlschema), its counts,
times and failures read back by junitparser and compared with report.json, and proof that the
schema check can fail (the same document without a required attribute is refused).

usage: check_junit.py SCHEMA JUNIT_XML REPORT_JSON
"""
import json
import sys

import junitparser
import xmlschema


def main():
    schema_path, junit_path, report_path = sys.argv[1:4]
    schema = xmlschema.XMLSchema(schema_path)
    failures = []
    errors = list(schema.iter_errors(junit_path))
    for e in errors[:5]:
        failures.append(f"schema: {e.reason} at {e.path}")
    with open(report_path) as f:
        report = json.load(f)
    xml = junitparser.JUnitXml.fromfile(junit_path)
    suites = list(xml)
    tests = sum(s.tests for s in suites)
    failed = sum(s.failures for s in suites)
    if tests != report["summary"]["frames"] or failed != report["summary"]["failed"]:
        failures.append(f"junitparser reads {tests} tests, {failed} failures; report.json has "
                        f"{report['summary']['frames']} frames, {report['summary']['failed']} failed")
    verdicts = {}
    for scenario in report["scenarios"]:
        for frame in scenario["frames"]:
            verdicts[(scenario["variant"] + "." + scenario["scenario"], frame["frame"]["name"])] = (frame["verdict"], scenario["scenarioPath"])
    for suite in suites:
        if suite.timestamp is None or suite.time is None or suite.time <= 0:
            failures.append(f"suite {suite.name}: timestamp {suite.timestamp!r}, time {suite.time!r}")
        for case in suite:
            verdict, path = verdicts.get((case.classname, case.name), (None, None))
            results = [r for r in case.result if isinstance(r, junitparser.Failure)]
            if (verdict == "fail") != bool(results):
                failures.append(f"{case.classname}/{case.name}: report.json says {verdict}, junit has {len(results)} failures")
            for r in results:
                if not r.type or not r.message or "\n" in r.message or f"{path}:" not in r.message:
                    failures.append(f"{case.name}: failure type {r.type!r}, message {r.message!r} (one line naming {path}:LINE wanted)")
    # The check can fail: drop the required `errors` of the first suite and the schema refuses it.
    with open(junit_path) as f:
        text = f.read()
    broken = text.replace(' errors="0" skipped=', ' skipped=', 1)
    if broken == text or schema.is_valid(broken):
        failures.append("the schema check could not fail: a suite without errors= was accepted (or none was found)")
    for message in failures:
        print("check-junit: FAIL " + message)
    if failures:
        sys.exit(1)
    print(f"check-junit: {junit_path} valid against junit-10.xsd; junitparser reads {len(suites)} suites, "
          f"{tests} tests, {failed} failures, the same as report.json; every failure has a type and a one-line message with its scenario line")


if __name__ == "__main__":
    main()
