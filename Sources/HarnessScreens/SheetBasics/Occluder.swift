/// What covers the caret in a frame.
package enum Occluder: String, Hashable, Sendable, Codable, CaseIterable {
    case keyboard
    case button
    /// The pinned header, and everything above it where the sheet clips its content.
    case header
    /// The caret lies outside the screen.
    case offScreen
}
