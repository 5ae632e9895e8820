import HarnessCore

/// Draws display lists to straight-alpha RGBA images with cairo and the pinned FreeType faces.
///
/// The output depends only on the list, the scale and the font files: no fontconfig, no hinting,
/// no clock. A renderer is not thread-safe; give each thread its own. Renderers share no FreeType
/// or cairo object that draws, so they run in parallel without affecting each other's pixels.
package final class CairoRenderer {
    private let library: FreeTypeLibrary
    private let fontPath: (FontFace) -> String
    // Loaded on first use and kept for the renderer's lifetime, so a font file is read once.
    private var fontFaces: [FontFace: CairoFontFace] = [:]
    // The last render's surface, drawn on again by the next render of the same size (cleared first
    // unless that render's first command paints every pixel): a full-screen surface is 12 MB at
    // 3x, and allocating and faulting it in costs more than clearing it.
    private var surface: CairoSurface?
    // `renderCulled`'s pixel buffer, reused frame after frame, and its keyboard rows.
    private var kept: RGBAImage?
    private var segments = SegmentCache()
    // What the kept surface shows when a culled draw made it and it was painted over from its
    // first command: the next culled draw of the same size redraws only the rows that differ.
    private var shown: (list: DisplayList, scale: Double, plan: OcclusionPlan)?

    /// A renderer with its own FreeType library; `fontPath` says which file holds each face
    /// (by default `FontFace.path`). Throws if FreeType cannot start.
    package init(fontPath: @escaping (FontFace) -> String = { $0.path }) throws {
        library = try FreeTypeLibrary()
        self.fontPath = fontPath
    }

    /// Draws `list` onto a transparent image of `list.size * scale` pixels, each side rounded to
    /// the nearest integer, every command in order with points scaled by `scale`.
    ///
    /// Throws `RenderError` when the size is not drawable, a font file cannot be loaded, a
    /// gradient is not drawable (`LinearGradient.problem`), cairo fails, or `pushClip`/`popClip`
    /// are unbalanced.
    package func render(_ list: DisplayList, scale: Double) throws -> RGBAImage {
        try draw(list, scale: scale, culled: false).rgbaImage()
    }

    /// Draws `list` to exactly the pixels `render` makes, with less work, and hands them to
    /// `body` in a buffer the renderer keeps and reuses (so `body` must not keep the image):
    /// each command is confined to the rows no later opaque full-width fill covers, or skipped
    /// when there are none (`OcclusionPlan`), and the commands from the last large square
    /// opaque full-width fill on (a keyboard) are replaced by their pixels from an earlier frame
    /// that drew the same commands, when those commands were found to touch no pixel outside
    /// that fill's rows (`SegmentCache`). When the list's first command paints every pixel and the
    /// surface shows the last culled frame of this size and scale, only the rows where the two
    /// lists can differ (`DamageRows`) are drawn again, the rest kept.
    package func renderCulled<T>(_ list: DisplayList, scale: Double, _ body: (RGBAImage) throws -> T) throws -> T {
        let surface = try draw(list, scale: scale, culled: true)
        var image = kept ?? RGBAImage(width: 0, height: 0)
        kept = nil
        try surface.rgbaImage(into: &image)
        defer { kept = image }
        return try body(image)
    }

    /// `renderCulled`'s pixels handed to `body` as the surface holds them, with no converted copy:
    /// `width * height` pixels of four bytes, blue, green, red, alpha, every alpha 255. Only when
    /// that is sure before drawing: the list's first command paints every pixel opaque (the later
    /// ones, composited OVER, never lower alpha, and opaque straight and premultiplied pixels are
    /// the same bytes) and the machine is little-endian; else nil, with nothing drawn.
    package func renderCulledOpaqueBGRA<T>(_ list: DisplayList, scale: Double,
                                          _ body: (_ bytes: UnsafeRawBufferPointer, _ width: Int, _ height: Int) throws -> T) throws -> T? {
        let width = (list.size.width * scale).rounded(), height = (list.size.height * scale).rounded()
        guard 1.littleEndian == 1, Self.paintsEveryPixel(list.commands.first, scale: scale, width: width, height: height) else { return nil }
        let surface = try draw(list, scale: scale, culled: true)
        return try surface.withUnpaddedBytes { try body($0, surface.width, surface.height) }
    }

    /// Draws `list` on the kept surface (made, or cleared unless its first command paints every
    /// pixel) and returns it.
    private func draw(_ list: DisplayList, scale: Double, culled: Bool) throws -> CairoSurface {
        let width = (list.size.width * scale).rounded(), height = (list.size.height * scale).rounded()
        guard scale > 0, width >= 0, height >= 0, width <= Double(Int32.max), height <= Double(Int32.max) else {
            throw RenderError.invalidSize(width: list.size.width, height: list.size.height, scale: scale)
        }
        let paintedOver = Self.paintsEveryPixel(list.commands.first, scale: scale, width: width, height: height)
        let before = shown
        shown = nil
        redrawnBands = nil
        let surface = try reusableSurface(width: Int(width), height: Int(height), paintedOver: paintedOver)
        guard culled else {
            try draw(list.commands[...], on: surface, scale: scale, plan: nil)
            return surface
        }
        let plan = OcclusionPlan(list, scale: scale, width: surface.width, height: surface.height)
        if paintedOver, let before, before.scale == scale, let bands = damage(from: before, to: list, plan, on: surface) {
            for band in bands { try draw(list.commands[...], on: surface, scale: scale, plan: plan.confined(to: band)) }
            redrawnBands = bands
        } else {
            try drawCulled(list, plan: plan, on: surface, scale: scale)
        }
        // Only now, drawn without an error, does the surface show `list`.
        if paintedOver { shown = (list, scale, plan) }
        return surface
    }

    /// Every command with the plan, the keyboard-like part pasted from `segments` when kept.
    private func drawCulled(_ list: DisplayList, plan: OcclusionPlan, on surface: CairoSurface, scale: Double) throws {
        let segment = SegmentCache.Key(list, scale: scale, width: surface.width, height: surface.height)
        if let segment, let rows = segments.rows(for: segment) {
            try draw(list.commands[..<segment.start], on: surface, scale: scale, plan: plan)
            try surface.replaceRows(segment.rows, with: rows)
            return
        }
        try draw(list.commands[...], on: surface, scale: scale, plan: plan)
        if let segment, try segmentStaysInItsRows(segment) {
            segments.insert(try surface.copyRows(segment.rows), for: segment)
        }
    }

    /// The rows where `list` can differ from the frame the surface shows (`DamageRows`), nil
    /// when everything must be drawn. Each first command painted every pixel, so a redrawn row
    /// starts from it, as on a cleared surface.
    private func damage(from before: (list: DisplayList, scale: Double, plan: OcclusionPlan), to list: DisplayList,
                        _ plan: OcclusionPlan, on surface: CairoSurface) -> [Range<Int>]? {
        // Made on the first glyph run asked about; it only measures, it draws nothing.
        var measuring: CairoContext?
        return DamageRows.between(before.list, before.plan, and: list, plan, scale: before.scale, height: surface.height) { run in
            guard let face = try? fontFace(for: run.face) else { return nil }
            if measuring == nil {
                measuring = try? CairoContext(surface: surface)
                measuring?.scale(by: before.scale)
            }
            return measuring?.inkRows(of: run, fontFace: face)
        }
    }

    /// Whether the segment's commands, drawn alone on a transparent surface, leave every pixel
    /// outside its rows transparent: compositing with OVER never lowers alpha, so then none of
    /// them changed such a pixel, whatever lay under it.
    private func segmentStaysInItsRows(_ key: SegmentCache.Key) throws -> Bool {
        let scratch = try CairoSurface(width: key.width, height: key.height)
        do {
            try draw(key.commands[...], on: scratch, scale: key.scale, plan: nil)
        } catch is RenderError {
            return false
        }
        return try scratch.isTransparent(outside: key.rows)
    }

    /// Draws `commands` in order with points scaled by `scale`; with a plan, each drawing command
    /// only on the rows the plan says can show (none: skipped).
    private func draw(_ commands: ArraySlice<DrawCommand>, on surface: CairoSurface, scale: Double, plan: OcclusionPlan?) throws {
        let context = try CairoContext(surface: surface)
        context.scale(by: scale)
        var clipDepth = 0
        for (index, command) in zip(commands.indices, commands) {
            switch command {
            case let .pushClip(rect, radii):
                context.pushClip(rect, radii: radii)
                clipDepth += 1
            case .popClip:
                guard clipDepth > 0 else { throw RenderError.popClipWithoutPush(commandIndex: index) }
                context.popClip()
                clipDepth -= 1
            default:
                if case let .fillGradient(_, _, gradient) = command, let problem = gradient.problem {
                    throw RenderError.invalidGradient(commandIndex: index, reason: problem)
                }
                let rows = plan.map { $0.rows[index] } ?? 0..<surface.height
                guard let rows else { continue }
                if rows.count < surface.height { context.confine(toRows: rows, width: surface.width) }
                try draw(command, index: index, with: context)
                if rows.count < surface.height { context.endConfinement() }
            }
            try context.check("command \(index) (\(command.name))")
        }
        guard clipDepth == 0 else { throw RenderError.unclosedClips(count: clipDepth) }
    }

    private func draw(_ command: DrawCommand, index: Int, with context: CairoContext) throws {
        switch command {
        case let .fill(rect, radii, color):
            context.fill(rect, radii: radii, color: color)
        case let .fillGradient(rect, radii, gradient):
            context.fill(rect, radii: radii, pattern: try CairoLinearPattern(gradient))
        case let .fillEllipse(rect, color):
            context.fillEllipse(in: rect, color: color)
        case let .stroke(rect, radii, lineWidth, color):
            context.stroke(rect, radii: radii, lineWidth: lineWidth, color: color)
        case let .line(start, end, lineWidth, color):
            context.line(from: start, to: end, lineWidth: lineWidth, color: color)
        case let .glyphs(run, color):
            context.show(run, fontFace: try fontFace(for: run.face), color: color)
        case .pushClip, .popClip:
            break
        }
    }

    /// How many keyboard-like parts `renderCulled` keeps pixels of (for tests).
    var keptSegmentCount: Int { segments.count }
    /// The rows, sorted and disjoint, the last draw redrew over the frame before it, every other
    /// row left as that frame's; nil when it drew every row (or failed).
    package private(set) var redrawnBands: [Range<Int>]?
    /// How many rows that was (for tests).
    var redrawnRows: Int? { redrawnBands?.reduce(0) { $0 + $1.count } }

    /// The kept surface when it has this size, cleared unless the first command will paint over
    /// every pixel anyway; else a new one (kept from now on).
    private func reusableSurface(width: Int, height: Int, paintedOver: Bool) throws -> CairoSurface {
        if let kept = surface, kept.width == width, kept.height == height {
            if !paintedOver { try kept.clear() }
            return kept
        }
        surface = nil
        let made = try CairoSurface(width: width, height: height)
        surface = made
        return made
    }

    /// Whether `command` is an opaque square-cornered fill reaching every edge of the surface:
    /// each pixel is then wholly covered by an opaque colour, which replaces whatever was there
    /// (over with alpha 1 leaves nothing of the destination), so the surface needs no clearing first.
    static func paintsEveryPixel(_ command: DrawCommand?, scale: Double, width: Double, height: Double) -> Bool {
        guard case let .fill(rect, radii, color) = command, radii == .none, color.alpha >= 1 else { return false }
        return rect.minX * scale <= 0 && rect.minY * scale <= 0 && rect.maxX * scale >= width && rect.maxY * scale >= height
    }

    private func fontFace(for face: FontFace) throws -> CairoFontFace {
        if let loaded = fontFaces[face] { return loaded }
        let loaded = try CairoFontFace(library: library, path: fontPath(face), color: face.isColor)
        fontFaces[face] = loaded
        return loaded
    }
}

@available(*, unavailable, message: "give each thread its own CairoRenderer")
extension CairoRenderer: Sendable {}

private extension DrawCommand {
    /// The case name, for error messages.
    var name: String {
        switch self {
        case .fill: return "fill"
        case .fillGradient: return "fillGradient"
        case .fillEllipse: return "fillEllipse"
        case .stroke: return "stroke"
        case .line: return "line"
        case .glyphs: return "glyphs"
        case .pushClip: return "pushClip"
        case .popClip: return "popClip"
        }
    }
}
