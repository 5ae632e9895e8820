import UIKit
import Foundation

/// TextStyleEditContentComponent as the app writes it, against UIKit and the codebase's modules
/// only: the column whose two list fields carry the tags the design adds (step 1), updated with
/// every frame set before the design's trigger (step 2) runs `recenterCaret` (RecenterCaret.swift).
public enum TextStyleEditContentComponent {
    /// The content view. Its parent (the sheet's scroll view) sets its frame; it sets the frames
    /// of its sections, and each section the frame of its row.
    @MainActor
    public final class View: UIView, DesignContentView {
        // Design step 1: two tags created once.
        let titleFieldTag = ListMultilineTextFieldItemComponent.Tag()
        let textFieldTag = ListMultilineTextFieldItemComponent.Tag()

        /// The two list fields, constructed with the tags.
        public private(set) lazy var titleField = ListMultilineTextFieldItemComponent.View(tag: self.titleFieldTag)
        public private(set) lazy var textField = ListMultilineTextFieldItemComponent.View(tag: self.textFieldTag)
        public let titleSection = ListSectionComponent.View()
        public let textSection = ListSectionComponent.View()

        /// What the last update's `recenterCaret` did, nil when it did not run (the app's method
        /// returns nothing; the harness writes it into frames.json and the sweep).
        public internal(set) var lastRecenterOutcome: RecenterOutcome?

        public var titleFieldView: TextFieldComponent.View? { titleField.textFieldView }
        public var textFieldView: TextFieldComponent.View? { textField.textFieldView }

        /// Lays the column out from `state` (the sections' frames, the fields' text and
        /// selection), then, with every frame set, the design's trigger: a `.textChanged` hint
        /// recenters the caret; any other hint, or none, leaves the scroll alone.
        public func update(state: ContentState, availableSize: CGSize,
                           environment: ViewControllerComponentContainer.Environment, transition: ComponentTransition) {
            state.apply(to: self, titleSection: titleSection, titleField: titleField, textSection: textSection,
                        textField: textField, transition: transition)
            lastRecenterOutcome = nil
            // Design step 2: the recenter trigger, at the end of update.
            if let hint = transition.userData(TextFieldComponent.AnimationHint.self),
               case .textChanged = hint.kind,
               let hintView = hint.view {
                self.recenterCaret(hintView: hintView, availableSize: availableSize, environment: environment,
                                   transition: transition)
            }
        }
    }
}
