import Foundation
import HarnessRun
import HarnessScreens

/// sweep.json's cell text, written by hand because Foundation's JSONEncoder took a quarter of
/// the sweep's time. It writes what `Codable` reads back (keys sorted, nil left out), and
/// escapes "/" so a cell can sit inside a <script> block of sweep.html.
struct CellJSON {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    static func encode(_ cell: SweepCell) -> Data {
        var j = CellJSON()
        j.cell(cell)
        return Data(j.bytes)
    }

    private mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func key(_ k: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        raw(k)
        raw("\":")
    }

    private mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "/"): raw("\\/")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 15)])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func number(_ v: Double) {
        guard v.isFinite else { return raw("null") }
        if v == v.rounded(), abs(v) < 1e15 {
            bytes.append(contentsOf: String(Int(v)).utf8)
        } else {
            bytes.append(contentsOf: v.description.utf8)
        }
    }

    private mutating func int(_ v: Int) { bytes.append(contentsOf: String(v).utf8) }
    private mutating func bool(_ v: Bool) { v ? raw("true") : raw("false") }

    private mutating func optional(_ k: StaticString, _ v: Double?) {
        guard let v else { return }
        key(k)
        number(v)
    }

    private mutating func array<T>(_ items: [T], _ each: (inout CellJSON, T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            each(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func counts(_ c: OccluderCounts) {
        raw("{\"button\":"); int(c.button)
        raw(",\"header\":"); int(c.header)
        raw(",\"keyboard\":"); int(c.keyboard)
        raw(",\"screenEdge\":"); int(c.screenEdge)
        raw("}")
    }

    /// One expectation alone (for tests of the escaping).
    mutating func expectationForTest(_ e: ExpectationOutcome) { expectation(e) }

    /// `SweepExpectationJSON`'s shape.
    private mutating func expectation(_ e: ExpectationOutcome) {
        raw("{\"line\":"); int(e.line)
        raw(",\"message\":"); string(e.message)
        raw(",\"passed\":"); bool(e.passed)
        raw(",\"text\":"); string(e.expect)
        raw("}")
    }

    /// `SweepFrameJSON`'s shape, written straight from the frame.
    private mutating func frame(_ f: FrameResult) {
        raw("{\"buttonTop\":"); number(f.button.y)
        optional("caretBottom", f.caret?.maxY)
        optional("caretTop", f.caret?.y)
        key("coveredBy"); array(f.occludedBy) { $0.string($1.rawValue) }
        key("designScrolled"); bool(f.designScrolled)
        key("event"); string(f.frameEvent.description)
        key("expectations"); array(f.expectations) { $0.expectation($1) }
        optional("gap", f.caretGapToButton)
        key("headerBottom"); number(f.header.maxY)
        key("index"); int(f.number)
        optional("keyboardTop", f.keyboard?.y)
        key("line"); int(f.line)
        if let recenter = f.recenter { key("recenter"); string(recenter.words) }
        if let rule = f.ruleHolds { key("ruleHolds"); bool(rule) }
        key("scrollOriginY"); number(f.scrollOriginY)
        raw("}")
    }

    private mutating func scenario(_ s: SweepScenarioResult) {
        raw("{\"brokenFrames\":"); int(s.brokenFrames)
        key("clamps"); int(s.clamps)
        key("command"); string(s.command)
        key("coveredAfterEdit"); counts(s.coveredAfterEdit)
        key("coveredAfterEditFrames"); int(s.coveredAfterEditFrames)
        key("expectedWarnings"); int(s.expectedWarnings)
        key("failedExpectations"); array(s.failedExpectations) { $0.expectation($1) }
        key("frames"); array(s.frames) { $0.frame($1) }
        key("keyboardHiddenFindings"); int(s.keyboardHiddenFindings)
        optional("minMotionGap", s.minMotionGap)
        optional("minScrolledGap", s.minScrolledGap)
        optional("minScrolledGapNoInputView", s.minScrolledGapNoInputView)
        optional("motionCoveredMs", s.motionCoveredMs)
        key("path"); string(s.path)
        key("ruleViolations"); int(s.ruleViolations)
        key("scenario"); string(s.scenario)
        raw("}")
    }

    private mutating func pixels(_ p: PixelFindings) {
        raw("{\"agreed\":"); int(p.agreed)
        key("disagreements")
        array(p.disagreements) { j, d in
            j.raw("{\"frame\":"); j.string(d.frame)
            j.optional("modelGap", d.modelGap)
            j.optional("pixelGap", d.pixelGap)
            j.key("scenario"); j.string(d.scenario)
            j.key("status"); j.string(d.status.words)
            j.raw("}")
        }
        key("frames"); int(p.frames)
        key("notAsked"); int(p.notAsked)
        key("scale"); number(p.scale)
        raw("}")
    }

    private mutating func cell(_ c: SweepCell) {
        raw("{\"beyondApp\":"); bool(c.beyondApp)
        key("brokenFrames"); int(c.brokenFrames)
        key("clamps"); int(c.clamps)
        key("coveredAfterEdit"); counts(c.coveredAfterEdit)
        key("device"); string(c.device)
        key("expectedWarnings"); int(c.expectedWarnings)
        key("failedExpectations"); int(c.failedExpectations)
        key("id"); string(c.id)
        key("inputHeight"); number(c.inputHeight)
        key("keyboard"); string(c.keyboard.rawValue)
        key("keyboardHiddenFindings"); int(c.keyboardHiddenFindings)
        optional("lineHeight", c.lineHeight)
        optional("minMotionGap", c.minMotionGap)
        optional("minScrolledGap", c.minScrolledGap)
        optional("minScrolledGapNoInputView", c.minScrolledGapNoInputView)
        optional("motionCoveredMs", c.motionCoveredMs)
        key("orientation"); string(c.orientation.rawValue)
        if let p = c.pixels { key("pixels"); pixels(p) }
        key("ruleViolations"); int(c.ruleViolations)
        key("scenarios"); array(c.scenarios) { $0.scenario($1) }
        key("sheetWidth"); number(c.sheetWidth)
        key("textSize"); number(c.textSize)
        key("verdict"); string(c.verdict.rawValue)
        raw("}")
    }
}
