// The cross-import overlay the toolchain's Testing declares for a module named UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`): when a file imports
// both Testing and UIKit the compiler imports this module too, and fails with "no such module
// '_Testing_UIKit'" when it cannot find it. On Apple platforms it makes UIKit's images
// attachable; here it makes views attachable, drawn as the harness draws a frame.
import HarnessCore
import HarnessPixels

// An overlay stands in for the pair it joins: a file that imports both sees them through it.
@_exported import Testing
@_exported import UIKit

/// A view attached to a Swift Testing test: `Attachment.record(view)` or `Attachment(view)`.
/// Testing's `AttachableAsImage` is unavailable on Linux, so, as Testing's own image wrapper
/// does on Apple platforms, the view is wrapped; the PNG is drawn when the attachment is made,
/// on the main actor where the view lives, and a drawing that failed is the attachment's error.
public struct _AttachableViewWrapper: AttachableWrapper, Sendable {
    public let wrappedValue: UIView
    private let png: Result<[UInt8], any Error>

    @MainActor
    init(_ view: UIView) {
        wrappedValue = view
        png = Result { try view.attachmentPNG() }
    }

    public var estimatedAttachmentByteCount: Int? { try? png.get().count }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<Self>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try png.get().withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<Self>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == _AttachableViewWrapper {
    /// An attachment of what `view` draws, as a PNG.
    @MainActor
    public init(_ view: UIView, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(_AttachableViewWrapper(view), named: preferredName, sourceLocation: sourceLocation)
    }

    /// Attaches what `view` draws, as a PNG, to the current test.
    @MainActor
    public static func record(_ view: UIView, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        record(Self(view, named: preferredName, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }
}

extension UIView {
    /// The PNG an attachment of the view holds: the view and its subviews painted by
    /// `UIViewPainter` in its traits (a window with its keyboard), at its `contentScaleFactor`,
    /// its bounds at the image's top-left. It is laid out first, as a snapshot on iOS is.
    package func attachmentPNG() throws -> [UInt8] {
        layoutIfNeeded()
        let painter = UIViewPainter(traits: traitCollection)
        var list: DisplayList
        if let window = self as? UIWindow {
            list = painter.paint(window)
        } else {
            // The painter draws a view where it sits in its window; the image starts at its bounds.
            let shown = convert(bounds, to: nil)
            list = DisplayList(size: Size(width: Double(bounds.width), height: Double(bounds.height)))
            painter.paint(self, alpha: 1, into: &list)
            list.commands = list.commands.map { $0.offsetBy(dx: -Double(shown.minX), dy: -Double(shown.minY)) }
        }
        let image = try CairoRenderer().render(list, scale: Double(contentScaleFactor))
        return try PNGCodec.encode(image, compression: .fast)
    }
}

extension DrawCommand {
    /// The same command moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .fill(let r, let radii, let color): return .fill(r.offsetBy(dx: dx, dy: dy), radii: radii, color: color)
        case .fillGradient(let r, let radii, var gradient):
            gradient.start = moved(gradient.start)
            gradient.end = moved(gradient.end)
            return .fillGradient(r.offsetBy(dx: dx, dy: dy), radii: radii, gradient: gradient)
        case .fillEllipse(let r, let color): return .fillEllipse(r.offsetBy(dx: dx, dy: dy), color: color)
        case .stroke(let r, let radii, let width, let color):
            return .stroke(r.offsetBy(dx: dx, dy: dy), radii: radii, lineWidth: width, color: color)
        case .line(let from, let to, let width, let color): return .line(from: moved(from), to: moved(to), lineWidth: width, color: color)
        case .glyphs(let run, let color): return .glyphs(run.offsetBy(dx: dx, dy: dy), color: color)
        case .pushClip(let r, let radii): return .pushClip(r.offsetBy(dx: dx, dy: dy), radii: radii)
        case .popClip: return .popClip
        }
    }
}
