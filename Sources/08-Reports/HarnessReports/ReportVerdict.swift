import HarnessGoldens

/// How report.html colours a frame. A design warning is a finding about the design, not a
/// regression, so it gets amber and never the failure's red.
enum ReportVerdict {
    case pass
    case finding
    case fail

    init(_ frame: FrameVerification) {
        switch frame.verdict {
        case .pass: self = .pass
        case .designWarning: self = .finding
        case .fail: self = .fail
        }
    }

    /// The CSS class that carries the colour.
    var cssClass: String {
        switch self {
        case .pass: "pass"
        case .finding: "finding"
        case .fail: "fail"
        }
    }

    /// The badge's words.
    var label: String {
        switch self {
        case .pass: "pass"
        case .finding: "design warning"
        case .fail: "fail"
        }
    }
}
