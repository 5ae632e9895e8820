import ComponentFlow
import HarnessCore
import HarnessText
import UIKit

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

extension CaretPlacement {
    /// Where the placement puts the caret in `text`, in UTF-16 units, the same on every screen:
    /// line N is the laid-out line of `layout` (clamped to the lines there are), the text's end
    /// while there is no layout.
    package func utf16Offset(in text: String, layout: TextLayout?) -> Int {
        let graphemes: Int
        switch self {
        case .start: return 0
        case .end: return text.utf16.count
        case .middle: graphemes = text.count / 2
        case .endOfLine(let n):
            guard let layout, !layout.lines.isEmpty else { return text.utf16.count }
            graphemes = layout.offset(atLineEnd: min(max(n, 1), layout.lines.count) - 1)
        }
        return GraphemeUnits.utf16Offset(of: graphemes, in: text)
    }
}

extension UITextView {
    /// The caret a person sees: at the selection's end, in the view's own space (null before
    /// the view has a width).
    package var caretRectAtSelectionEnd: CGRect {
        caretRect(for: selectedTextRange?.end ?? endOfDocument)
    }
}

/// The screen a user drives: the sheet's UIKit view tree in its own `UIWindow`. Each user event
/// is UIKit's own call on the tree (a tap makes the field's `UITextView` first responder, the
/// window shows its keyboard and posts the keyboard notifications, text goes in through
/// `insertText`) followed by the state update (and transition) the real components run, with the
/// keyboard's height as the app's container reads it from those notifications. Every fact a frame
/// records is read off this one tree: the caret the design scrolls is the caret that is drawn and
/// judged.
@MainActor
package final class TextStyleEditScreen {
    package let device: Device
    /// The device and the settings (text size, orientation, keyboard) the screen is laid out for.
    package let variant: Variant
    package let mode: SheetMode
    package let sheet: ResizableSheetComponent.View
    /// The window the sheet fills: it holds the first responder and the keyboard.
    package let window: UIWindow
    /// The stock field that is first responder.
    package var focusedField: FieldID? {
        (window.firstResponder as? UITextView)?.accessibilityIdentifier.map(FieldID.init(rawValue:))
    }
    /// The keyboard's height as the last keyboard notification's end frame gave it (0 once it
    /// lies below the screen), as the app's container passes it to the sheet.
    private var keyboardHeight = 0.0
    private var keyboardObservation: NotificationObservation?
    /// Whether the keyboard shows its predictive bar (inputHeight 336 rather than 292 on a 6.1").
    package var predictiveBar: Bool { variant.keyboard.showsPredictiveBar }
    /// The transition of the most recent update.
    package private(set) var lastTransition = ComponentTransition.immediate
    /// The sheet's own animation timeline: UIKit records the animations of the sheet's updates
    /// here (it is `UIViewAnimationTimeline.shared` while an update runs), so several sheets run
    /// at once on the main actor keep theirs apart. The run moves its clock (`advanceClock(to:)`).
    package let animations = UIViewAnimationTimeline()
    /// The animations the most recent update started.
    package private(set) var lastAnimations: [UIViewAnimationTimeline.Record] = []
    /// How many updates have run; an event that changes it ran an update.
    package private(set) var updateCount = 0

    /// The placeholder each stock field shows while empty.
    package static func placeholder(_ field: FieldID) -> String { field == .title ? "Style Name" : "Instructions" }

    /// Presents the sheet for `variant` with the keyboard hidden; `title` and `instructions`
    /// prefill the fields, set in the variant's text size. `avoidance` is the design's caret
    /// tracking unless another approach is compared.
    package init(variant: Variant, mode: SheetMode, title: String = "", instructions: String = "",
                 avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
        self.variant = variant
        self.device = variant.device
        self.mode = mode
        sheet = ResizableSheetComponent.View(variant: variant, hasDeleteSection: mode == .edit, buttonTitle: mode.buttonTitle,
                                             avoidance: avoidance)
        let s = variant.safeArea
        window = UIWindow(display: HarnessDisplay(
            screenSize: CGSize(width: variant.screen.width, height: variant.screen.height), scale: variant.device.scale,
            safeAreaInsets: UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right),
            keyboardHeight: variant.inputHeight))
        window.addSubview(sheet)
        window.makeKeyAndVisible()
        for field in FieldID.allCases {
            let view = textView(field)
            // The list field sets its text view in the app's list font size and names it for UI tests.
            view.font = .systemFont(ofSize: CGFloat(variant.textSize))
            view.accessibilityIdentifier = field.rawValue
        }
        // Prefilled text obeys the fields' rules as typed text does (no newline in the title,
        // the length limits), so a scenario cannot start the sheet in a state the app cannot reach.
        Self.insert(title, into: textView(.title), field: .title)
        Self.insert(instructions, into: textView(.instructions), field: .instructions)
        keyboardObservation = NotificationObservation(UIResponder.keyboardWillChangeFrameNotification, from: window.screen) {
            [weak self] note in self?.keyboardWillChangeFrame(note)
        }
        update(.immediate)
    }

    /// The container's reading of a keyboard notification: the end frame's height while it
    /// lies on the screen, 0 once it lies below it.
    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeight = end.minY < window.bounds.height ? Double(end.height) : 0
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
    package var content: any DesignContentView { sheet.content }

    /// The text field component of a stock field.
    package func field(_ field: FieldID) -> TextFieldComponent.View {
        (field == .title ? content.titleFieldView : content.textFieldView)!
    }

    /// The list section a stock field's row fills, in the column's space.
    package func section(_ field: FieldID) -> UIView {
        self.field(field).superview!.superview!
    }

    /// The UITextView of a stock field.
    package func textView(_ field: FieldID) -> UITextView {
        self.field(field).inputTextView
    }

    /// The caret a person sees in a field: at its selection's end, in the text view's space
    /// (null before the view has a width).
    package func caretRect(_ field: FieldID) -> CGRect {
        textView(field).caretRectAtSelectionEnd
    }

    /// The keyboard height the environment carries now.
    package var inputHeight: Double { keyboardHeight }

    /// Makes a field first responder and places its caret; the keyboard shows if hidden. Fires a
    /// `.textFocusChanged` hint, which the design ignores, on the 0.5 s spring (motion.md).
    package func tap(_ field: FieldID, at placement: CaretPlacement = .end) {
        let view = textView(field)
        if view.isFirstResponder {
            window.setKeyboardHiddenKeepingFocus(false)
        } else {
            _ = view.becomeFirstResponder()
        }
        place(caretIn: field, at: placement)
        update(ComponentTransition(animation: .curve(duration: 0.5, curve: .spring))
            .withUserData(hint(field, .textFocusChanged(isFocused: true))))
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
        edit { Self.insert(text, into: $0, field: $1) }
    }

    /// Deletes the selection or the grapheme before the caret, as one edit.
    @discardableResult
    package func backspace() -> Bool {
        edit { view, _ in view.deleteBackward() }
    }

    /// A manual scroll to `y`, kept inside the scroll view's range as a drag that ends there
    /// would be.
    package func scroll(to y: Double) {
        let scrollView = sheet.scrollView
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y).clamped(to: scrollView.verticalOffsetRange))
    }

    /// The largest scroll origin the content allows.
    package var maximumScrollOrigin: Double { Double(sheet.scrollView.verticalOffsetRange.upperBound) }

    /// Shows or hides the keyboard alone (focus stays, as with a hardware keyboard); the sheet
    /// relayouts on the keyboard's 0.5 s spring (motion.md) with no hint, so the design does not scroll.
    package func setKeyboardVisible(_ visible: Bool) {
        window.setKeyboardHiddenKeepingFocus(!visible)
        update(ComponentTransition(animation: .curve(duration: 0.5, curve: .spring)))
    }

    private func edit(_ change: (UITextView, FieldID) -> Void) -> Bool {
        guard let field = focusedField else { return false }
        let view = textView(field)
        let before = view.text ?? ""
        change(view, field)
        guard view.text != before else { return false }
        update(ComponentTransition(animation: .curve(duration: 0.4, curve: .spring)).withUserData(hint(field, .textChanged)))
        return true
    }

    /// The field's rules for an insertion, as the app's list field keeps them: the title takes no
    /// newline, each field stops at its character limit (a longer insertion is cut, one with no
    /// room left changes nothing, as when the text view's delegate declines the edit). The
    /// caret ends after the insertion, on a grapheme boundary.
    private static func insert(_ string: String, into view: UITextView, field: FieldID) {
        let text = view.text ?? ""
        var insertion = field == .title ? String(string.filter { !$0.isNewline }) : string
        let selected = view.selectedRange
        let units = text.utf16
        let start = units.index(units.startIndex, offsetBy: selected.location)
        let end = units.index(start, offsetBy: selected.length)
        let head = text[..<start], replaced = text[start..<end]
        let limit = field == .title ? ContentMetrics.titleCharacterLimit : ContentMetrics.instructionsCharacterLimit
        insertion = String(insertion.prefix(max(0, limit - (text.count - replaced.count))))
        if insertion.isEmpty, !string.isEmpty { return }
        view.insertText(insertion)
        let caret = (String(head) + insertion).count
        view.selectedRange = NSRange(location: GraphemeUnits.utf16Offset(of: caret, in: view.text ?? ""), length: 0)
    }

    private func hint(_ field: FieldID, _ kind: TextFieldComponent.AnimationHint.Kind) -> TextFieldComponent.AnimationHint {
        TextFieldComponent.AnimationHint(view: self.field(field), kind: kind)
    }

    private func place(caretIn field: FieldID, at placement: CaretPlacement) {
        let view = textView(field)
        view.selectedRange = NSRange(location: placement.utf16Offset(in: view.text ?? "", layout: view.laidOutText?.layout), length: 0)
    }

    /// Runs the sheet's update: the column's state is the fields' own text and selection.
    private func update(_ transition: ComponentTransition) {
        lastTransition = transition
        updateCount += 1
        let first = animations.records.count
        let state = ContentState(title: Self.state(of: textView(.title)), instructions: Self.state(of: textView(.instructions)),
                                 textSize: CGFloat(variant.textSize))
        recording {
            sheet.update(environment: SheetEnvironment(inputHeight: inputHeight), transition: transition, state: state,
                         focusedField: focusedField.map(field))
        }
        lastAnimations = Array(animations.records[first...])
    }

    /// Runs `body` with the sheet's timeline recording UIKit's animations.
    private func recording(_ body: () -> Void) {
        let shared = UIViewAnimationTimeline.shared
        UIViewAnimationTimeline.shared = animations
        defer { UIViewAnimationTimeline.shared = shared }
        body()
    }

    /// The additive offsets of the scroll view's bounds-origin animations the most recent update
    /// started (the design's `animateBoundsOrigin`: previous - new).
    package var lastScrollOffsets: [Double] {
        lastAnimations.filter { $0.view === sheet.scrollView && $0.property == .bounds }.map { Double($0.from[1]) }
    }

    /// Moves the sheet's animation clock to `time` (seconds on the run's timeline): the next
    /// update's animations begin then.
    package func advanceClock(to time: Double) {
        // The completions of what ended by then run as the sheet's code, recording on its timeline.
        recording { animations.advance(to: time) }
    }

    private static func state(of view: UITextView) -> ContentState.Field {
        ContentState.Field(text: view.text ?? "", selection: view.selectedRange)
    }
}

/// One observer of one notification from one object on `NotificationCenter.default`, removed when
/// the observation goes (with the screen that holds it). The block runs on the main actor: UIKit
/// posts from there.
final class NotificationObservation: @unchecked Sendable {
    private let token: NSObjectProtocol

    @MainActor
    init(_ name: Notification.Name, from object: AnyObject, _ handle: @escaping @MainActor (Notification) -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { handle(note) }
        }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
}
