import Foundation
import HarnessRun

/// FrameResult values built by hand (through their JSON, as the model makes them from a run): a
/// frame with the given step, caret gap and occluders; the other facts are fixed filler.
enum HandBuiltFrames {
    static func entry(_ name: String, step: Int, gap: Double?, occludedBy: [String] = []) throws -> FrameResult {
        let rect: [String: Double] = ["x": 0, "y": 0, "width": 393, "height": 10]
        var json: [String: Any] = [
            "name": name, "png": name + ".png", "step": step, "stepText": "step \(step)", "event": "type",
            "eventDescription": "type \"a\"", "line": 1, "hint": "none", "inputHeight": 336, "scrollOriginBefore": 0,
            "scrollOriginY": 0, "boundsHeight": 852, "contentHeight": 852, "button": rect, "header": rect,
            "visibleTop": 24, "visibleBottom": 408, "occludedBy": occludedBy, "designRuleSatisfied": true,
            "expectations": [Any](), "verdict": "pass",
        ]
        if let gap {
            json["caretGapToButton"] = gap
            json["caret"] = rect
        }
        return try JSONDecoder().decode(FrameResult.self, from: JSONSerialization.data(withJSONObject: json))
    }
}
