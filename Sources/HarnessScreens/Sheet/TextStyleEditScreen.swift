import HarnessCore
import HarnessText

/// A text input a script names, the way UI tests name it: by its `accessibilityIdentifier`
/// (XCUITest's `app.textViews["comment"]`). `Step.tap("comment")` in Swift, `tap comment` in a
/// `.scenario` file. The stock sheet's two fields are identified `title` and `instructions`.
public struct FieldID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    /// The input's accessibility identifier.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ identifier: String) { self.rawValue = identifier }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// The stock sheet's title field.
    public static let title = FieldID("title")
    /// The stock sheet's instructions field.
    public static let instructions = FieldID("instructions")
    /// The stock sheet's fields, top to bottom.
    public static let allCases: [FieldID] = [.title, .instructions]
}

/// Where a tap or a selection puts the caret.
public enum CaretPlacement: Hashable, Sendable {
    case start
    case end
    /// The grapheme in the middle of the text.
    case middle
    /// The end of laid-out line N (1-based), before its newline.
    case endOfLine(Int)
}

/// The screen a user drives: it owns the sheet's view tree, the focus and the keyboard, and turns
/// each user event into the state update (and transition) the real components would run.
package final class TextStyleEditScreen {
    package let device: Device
    /// The device and the settings (text size, orientation, keyboard) the screen is laid out for.
    package let variant: Variant
    package let mode: SheetMode
    package let sheet: ResizableSheetComponent.View
    package private(set) var focusedField: FieldID?
    package private(set) var isKeyboardVisible = false
    /// Whether the keyboard shows its predictive bar (inputHeight 336 rather than 292 on a 6.1").
    package var predictiveBar: Bool { variant.keyboard.showsPredictiveBar }
    /// The transition of the most recent update.
    package private(set) var lastTransition = ComponentTransition.immediate
    /// How many updates have run; an event that changes it ran an update.
    package private(set) var updateCount = 0

    /// Presents the sheet for `variant` with the keyboard hidden; `title` and `instructions`
    /// prefill the fields, set in the variant's text size. `avoidance` is the design's caret
    /// tracking unless another approach is compared.
    package init(variant: Variant, mode: SheetMode, title: String = "", instructions: String = "",
                avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
        self.variant = variant
        self.device = variant.device
        self.mode = mode
        let content = TextStyleEditContentComponent.View(mode: mode, textSize: variant.textSize)
        sheet = ResizableSheetComponent.View(variant: variant, content: content, avoidance: avoidance)
        // Prefilled text obeys the fields' rules as typed text does (no newline in the title,
        // the length limits), so a scenario cannot start the sheet in a state the app cannot reach.
        textView(.title).insertText(title)
        textView(.instructions).insertText(instructions)
        update(.immediate)
    }

    /// The sheet on `device` in portrait at 17 pt, with the software keyboard with or without
    /// its predictive bar.
    package convenience init(device: Device, mode: SheetMode, title: String = "", instructions: String = "",
                            predictiveBar: Bool = true, avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
        let keyboard: KeyboardKind = predictiveBar ? .software : .softwareNoPredictive
        self.init(variant: Variant(device: device, settings: Settings(keyboard: keyboard)), mode: mode, title: title,
                  instructions: instructions, avoidance: avoidance)
    }

    /// The content column.
    package var content: TextStyleEditContentComponent.View { sheet.content }

    /// The row view of a field.
    package func fieldView(_ field: FieldID) -> ListMultilineTextFieldItemComponent.View {
        field == .title ? content.titleField : content.textField
    }

    /// The UITextView model of a field.
    package func textView(_ field: FieldID) -> TextView {
        fieldView(field).textFieldView!.inputTextView
    }

    /// The keyboard height the environment carries now.
    package var inputHeight: Double {
        isKeyboardVisible ? variant.inputHeight : 0
    }

    /// Focuses a field and places its caret; shows the keyboard if hidden. Fires a
    /// `.textFocusChanged` hint, which the design ignores.
    package func tap(_ field: FieldID, at placement: CaretPlacement = .end) {
        focusedField = field
        isKeyboardVisible = true
        place(caretIn: field, at: placement)
        update(ComponentTransition(animation: .easeInOut(duration: 0.5),
                                   userData: [hint(field, .textFocusChanged(isFocused: true))]))
    }

    /// Moves the caret of the focused field without editing; no hint, no scroll.
    package func select(_ field: FieldID, at placement: CaretPlacement) {
        place(caretIn: field, at: placement)
        update(.immediate)
    }

    /// Inserts text at the caret of the focused field as one edit, with a `.textChanged` hint on
    /// a 0.4 s spring. Returns false (and fires nothing) when no field is focused or the text did
    /// not change (a newline in the title field, or the field's length limit).
    @discardableResult
    package func type(_ text: String) -> Bool {
        edit { $0.insertText(text) }
    }

    /// Deletes the selection or the grapheme before the caret, as one edit.
    @discardableResult
    package func backspace() -> Bool {
        edit { $0.deleteBackward() }
    }

    /// A manual scroll to `y`, kept inside the scroll view's range as a drag that ends there
    /// would be.
    package func scroll(to y: Double) {
        let scrollView = sheet.scrollView
        scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: scrollView.clampedContentOffsetY(y))
    }

    /// The largest scroll origin the content allows.
    package var maximumScrollOrigin: Double { sheet.scrollView.maxContentOffsetY }

    /// Shows or hides the keyboard alone (focus stays, as with a hardware keyboard); the sheet
    /// relayouts with no hint, so the design does not scroll.
    package func setKeyboardVisible(_ visible: Bool) {
        isKeyboardVisible = visible
        update(ComponentTransition(animation: .easeInOut(duration: 0.5)))
    }

    private func edit(_ change: (TextView) -> Void) -> Bool {
        guard let field = focusedField else { return false }
        let view = textView(field)
        let before = view.text
        change(view)
        guard view.text != before else { return false }
        update(ComponentTransition(animation: .spring(duration: 0.4), userData: [hint(field, .textChanged)]))
        return true
    }

    private func hint(_ field: FieldID, _ kind: TextFieldComponent.AnimationHint.Kind) -> TextFieldComponent.AnimationHint {
        TextFieldComponent.AnimationHint(view: fieldView(field).textFieldView, kind: kind)
    }

    private func place(caretIn field: FieldID, at placement: CaretPlacement) {
        let view = textView(field)
        let count = view.text.count
        let offset: Int
        switch placement {
        case .start: offset = 0
        case .end: offset = count
        case .middle: offset = count / 2
        case .endOfLine(let n):
            if let layout = view.layout, !layout.lines.isEmpty {
                offset = layout.offset(atLineEnd: min(max(n, 1), layout.lines.count) - 1)
            } else {
                offset = count
            }
        }
        view.select(offset: offset)
    }

    private func update(_ transition: ComponentTransition) {
        lastTransition = transition
        updateCount += 1
        sheet.update(environment: SheetEnvironment(inputHeight: inputHeight), transition: transition,
                     focusedField: focusedField.map(fieldView))
    }
}
