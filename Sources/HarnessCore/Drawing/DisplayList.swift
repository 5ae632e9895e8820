
/// One glyph of a run: the font's glyph index and its pen position (baseline origin) in points.
package struct PositionedGlyph: Hashable, Sendable {
    package var glyphID: UInt32
    package var x: Double
    package var y: Double

    package init(glyphID: UInt32, x: Double, y: Double) {
        self.glyphID = glyphID
        self.x = x
        self.y = y
    }
}

/// Glyphs already laid out by the text layer, drawn as they are so caret and glyphs agree.
package struct GlyphRun: Hashable, Sendable {
    package var face: FontFace
    package var pointSize: Double
    package var glyphs: [PositionedGlyph]

    package init(face: FontFace, pointSize: Double, glyphs: [PositionedGlyph]) {
        self.face = face
        self.pointSize = pointSize
        self.glyphs = glyphs
    }

    /// The same run moved by (dx, dy).
    package func offsetBy(dx: Double, dy: Double) -> GlyphRun {
        GlyphRun(face: face, pointSize: pointSize,
                 glyphs: glyphs.map { PositionedGlyph(glyphID: $0.glyphID, x: $0.x + dx, y: $0.y + dy) })
    }
}

/// Corner radii of a rounded rectangle, clockwise from the top-left.
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomRight: Double
    package var bottomLeft: Double

    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    package static func all(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// Rounded top corners only (a bottom sheet).
    package static func top(_ r: Double) -> CornerRadii {
        CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
    }

    package static let none = CornerRadii.all(0)
}

/// One colour of a linear gradient: `color` at `offset` along the gradient's line, 0 at its
/// start point and 1 at its end point.
package struct GradientStop: Hashable, Sendable {
    package var offset: Double
    package var color: Color

    package init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient: the colour at a point is the stops' colour at the point's projection onto
/// the line from `start` to `end`, each of colour and alpha interpolated linearly between
/// neighbouring stops, and held at the first and last stop beyond the ends (cairo's "pad").
///
/// A gradient is drawable when it has at least one stop, its offsets are finite, in 0...1 and
/// never decrease, and `start` and `end` are distinct finite points; the renderer refuses any
/// other with an error naming the command.
package struct LinearGradient: Hashable, Sendable {
    package var start: Point
    package var end: Point
    package var stops: [GradientStop]

    package init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// Why the gradient cannot be drawn, nil when it can.
    package var problem: String? {
        guard !stops.isEmpty else { return "has no stops" }
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return "has a non-finite end point" }
        guard start != end else { return "starts and ends at the same point (\(start.x), \(start.y))" }
        var previous = 0.0
        for (index, stop) in stops.enumerated() {
            guard stop.offset.isFinite, (0...1).contains(stop.offset) else {
                return "stop \(index) has offset \(stop.offset), outside 0...1"
            }
            guard stop.offset >= previous else {
                return "stop \(index) has offset \(stop.offset), below the previous stop's \(previous)"
            }
            previous = stop.offset
        }
        return nil
    }
}

/// A drawing instruction in screen points; the Cairo layer scales by the device scale.
package enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle, rounded by `radii`.
    case fill(Rect, radii: CornerRadii, color: Color)
    /// Fill a rectangle, rounded by `radii`, with a linear gradient (its points in screen points too).
    case fillGradient(Rect, radii: CornerRadii, gradient: LinearGradient)
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
package struct DisplayList: Hashable, Sendable {
    /// Screen size in points.
    package var size: Size
    package var commands: [DrawCommand]

    package init(size: Size, commands: [DrawCommand] = []) {
        self.size = size
        self.commands = commands
    }

    /// Appends one command.
    package mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }
}
