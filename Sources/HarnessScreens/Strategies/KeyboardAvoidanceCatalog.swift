
/// The approaches by id, the design first.
package enum KeyboardAvoidanceCatalog {
    /// A maker of each approach, in the order of `compare`'s columns; each id is written once,
    /// in its own type.
    static let makers: [@Sendable () -> KeyboardAvoidance] = [
        { CaretTrackingDesign() }, { NoAvoidance() }, { KeyboardAdaptivePadding() }, { ScrollFieldIntoView() },
        { IQKeyboardManagerModel() }, { TPKeyboardAvoidingModel() }, { ComposePollScreenModel() },
    ]

    /// Every id `compare` accepts, in the order of its columns.
    package static let ids = makers.map { $0().id }

    /// A fresh instance of the approach with this id (approaches keep state), or nil.
    package static func make(_ id: String) -> KeyboardAvoidance? {
        makers.lazy.map { $0() }.first { $0.id == id }
    }
}
