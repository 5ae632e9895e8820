/// The sheet's two modes: a new style or an existing one.
public enum SheetMode: String, Hashable, Sendable, Codable {
    case create
    case edit

    /// The header title.
    public var title: String { self == .create ? "New Style" : "Edit Style" }
    /// The bottom button's label.
    public var buttonTitle: String { self == .create ? "Create" : "Save" }
}

/// What the sheet's components read from their environment.
package struct SheetEnvironment: Hashable, Sendable {
    /// The keyboard's height over the screen's bottom edge, 0 when hidden.
    package var inputHeight: Double

    package init(inputHeight: Double) {
        self.inputHeight = inputHeight
    }
}
