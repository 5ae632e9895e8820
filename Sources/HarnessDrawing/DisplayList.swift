import HarnessGeometry

/// One glyph of a run: the font's glyph index and its pen position (baseline origin) in points.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyphID: UInt32
    public var x: Double
    public var y: Double

    public init(glyphID: UInt32, x: Double, y: Double) {
        self.glyphID = glyphID
        self.x = x
        self.y = y
    }
}

/// Glyphs already laid out by the text layer, drawn as they are so caret and glyphs agree.
public struct GlyphRun: Hashable, Sendable {
    public var face: FontFace
    public var pointSize: Double
    public var glyphs: [PositionedGlyph]

    public init(face: FontFace, pointSize: Double, glyphs: [PositionedGlyph]) {
        self.face = face
        self.pointSize = pointSize
        self.glyphs = glyphs
    }

    /// The same run moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> GlyphRun {
        GlyphRun(face: face, pointSize: pointSize,
                 glyphs: glyphs.map { PositionedGlyph(glyphID: $0.glyphID, x: $0.x + dx, y: $0.y + dy) })
    }
}

/// Corner radii of a rounded rectangle, clockwise from the top-left.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public static func all(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// Rounded top corners only (a bottom sheet).
    public static func top(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
    }

    public static let none = CornerRadii.all(0)
}

/// A drawing instruction in screen points; the Cairo layer scales by the device scale.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle, rounded by `radii`.
    case fill(Rect, radii: CornerRadii, color: Color)
    /// Fill the ellipse inscribed in a rectangle.
    case fillEllipse(Rect, color: Color)
    /// Stroke a rectangle's outline, rounded by `radii`.
    case stroke(Rect, radii: CornerRadii, lineWidth: Double, color: Color)
    /// A straight line.
    case line(from: Point, to: Point, lineWidth: Double, color: Color)
    /// Glyphs in one colour.
    case glyphs(GlyphRun, color: Color)
    /// Restrict the following commands to a rounded rectangle until the matching `popClip`.
    case pushClip(Rect, radii: CornerRadii)
    /// End the innermost `pushClip`.
    case popClip
}

/// What one frame shows, back to front, in screen points.
public struct DisplayList: Hashable, Sendable {
    /// Screen size in points.
    public var size: Size
    public var commands: [DrawCommand]

    public init(size: Size, commands: [DrawCommand] = []) {
        self.size = size
        self.commands = commands
    }

    /// Appends one command.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }
}
