import ComponentFlow
import HarnessCore
import UIKit

/// The model of ResizableSheetComponent with the inputHeight plumbing of sheet-geometry.md:
/// a full-screen scroll view whose content is the sheet, a pinned header and a bottom button.
package enum ResizableSheetComponent {
    /// Numbers of the sheet itself, in points.
    package enum Metrics {
        package static let containerInsetBelowStatusBar: Double = 10
        package static let cornerRadius: Double = 40
        package static let dimmingAlpha: Double = 0.4
        package static let headerHeight: Double = 80
        package static let titleCenterY: Double = 38
        package static let titleBoxHeight: Double = 66
        package static let titleBoxSideInset: Double = 72
        package static let closeButtonOrigin: Double = 16
        package static let closeButtonSize: Double = 44
        package static let buttonHeight: Double = 52
        package static let buttonSideInsetKeyboardHidden: Double = 30
        package static let buttonSideInsetKeyboardShown: Double = 16
        package static let buttonMinimumBottomKeyboardHidden: Double = 30
        package static let buttonGapAboveKeyboard: Double = 8
        package static let bottomEdgeEffectHeight: Double = 52 + 36
    }

    /// The sizing formulas of sheet-geometry.md for one content height.
    package struct Sizing: Hashable, Sendable {
        package let containerInset: Double
        package let topInset: Double
        package let scrollContentHeight: Double
        /// The content view's y in scroll coordinates.
        package let contentOriginY: Double

        /// topInset = max(0, H - containerInset - contentHeight - inputHeight);
        /// scroll content height = max(topInset + contentHeight + containerInset + inputHeight,
        /// H - containerInset); content y = topInset + containerInset.
        package init(screenHeight: Double, statusBarHeight: Double, contentHeight: Double, inputHeight: Double) {
            containerInset = statusBarHeight + Metrics.containerInsetBelowStatusBar
            topInset = max(0, screenHeight - containerInset - contentHeight - inputHeight)
            scrollContentHeight = max(topInset + contentHeight + containerInset + inputHeight,
                                      screenHeight - containerInset)
            contentOriginY = topInset + containerInset
        }
    }

    /// The screen: a `UIScrollView` filling it whose content is the sheet's column (the app's
    /// UIKit column, where the design's `recenterCaret` runs), and overlays computed from the
    /// device and the keyboard (the pinned header, the bottom button, the keyboard).
    ///
    /// The scroll view sits in `sheetView`, the sheet's rounded background, which clips what
    /// scrolls above the sheet's top; the scroll view still covers the screen (its frame offsets
    /// the sheet view's), so every conversion to the screen is as if it were the screen's child.
    /// The look (`SheetChrome`) is added when the sheet is first drawn.
    ///
    /// A parent sets a child's frame, each view lays out its own children against its bounds.
    @MainActor
    package final class View: UIView {
        package let device: Device
        package let sheetView = UIView()
        package let scrollView = UIScrollView()
        /// The bottom button, set by the sheet through each update's transition (its look, the
        /// tint and the title's colour, comes with `SheetChrome`).
        package let buttonView: SheetButtonView
        /// Where the keyboard is: over the screen's bottom while it shows, just below the screen
        /// while hidden, set through each update's transition so that it slides (the keys are
        /// the look's, drawn inside it).
        package let keyboardView = UIView()
        /// The content column, written against UIKit and ComponentFlow.
        package let content: any DesignContentView
        /// How the sheet keeps typed text above the keyboard: the design's caret tracking (its
        /// content column's own update) unless another approach is being compared.
        package let avoidance: KeyboardAvoidance
        package private(set) var environment = SheetEnvironment(inputHeight: 0)
        package private(set) var sizing: Sizing
        /// Edit mode has a delete section below the fields.
        package let hasDeleteSection: Bool
        /// The sheet's look once it has been drawn, kept with the tree it is part of.
        var look: SheetChrome?

        /// The device and settings the sheet is laid out for.
        package let variant: Variant

        package init(variant: Variant, hasDeleteSection: Bool, buttonTitle: String, avoidance: KeyboardAvoidance) {
            self.variant = variant
            buttonView = SheetButtonView(title: buttonTitle)
            self.device = variant.device
            self.avoidance = avoidance
            self.hasDeleteSection = hasDeleteSection
            content = avoidance.makeContent()
            self.sizing = Sizing(screenHeight: variant.screen.height, statusBarHeight: variant.statusBarHeight,
                                 contentHeight: 0, inputHeight: 0)
            super.init(frame: CGRect(x: 0, y: 0, width: variant.screen.width, height: variant.screen.height))
            scrollView.contentInsetAdjustmentBehavior = .never
            sheetView.frame = bounds
            sheetView.clipsToBounds = true
            addSubview(sheetView)
            sheetView.addSubview(scrollView)
            scrollView.addSubview(content)
            addSubview(buttonView)
            addSubview(keyboardView)
        }

        package required init?(coder: NSCoder) { return nil }

        /// The screen's size in points.
        package var screenSize: Size { Size(width: Double(bounds.width), height: Double(bounds.height)) }

        /// The sheet's width on a phone: min(W, H) less the side safe areas (none in portrait).
        package var sheetWidth: Double { min(Double(bounds.width), Double(bounds.height)) - 2 * variant.safeArea.left }

        /// The sheet's left edge on screen: centred.
        package var sheetMinX: Double { (Double(bounds.width) - sheetWidth) / 2 }

        /// The size the content is laid out in.
        package var contentAvailableSize: Size { Size(width: sheetWidth, height: Double(bounds.height)) }

        /// The column's rhythm at the sheet's width with the fields' text as it stands: every
        /// child's frame in the column's space and the column's size (`ContentLayout`).
        package var contentLayout: ContentLayout {
            let width = CGFloat(contentAvailableSize.width)
            let sectionWidth = ContentLayout.sectionWidth(columnWidth: width)
            return ContentLayout(width: width, titleHeight: ContentState.height(of: content.titleFieldView, sectionWidth: sectionWidth),
                                 textHeight: ContentState.height(of: content.textFieldView, sectionWidth: sectionWidth),
                                 hasDeleteSection: hasDeleteSection)
        }

        /// Lays out the sheet for the environment: the scroll view fills it, its content size and
        /// the column's frame follow the sizing formulas; then the column's update runs (where
        /// the design's trigger recenters the caret) and the approach acts on the update.
        package func update(environment: SheetEnvironment, transition: ComponentTransition, state: ContentState,
                            focusedField: TextFieldComponent.View? = nil) {
            let previousEnvironment = self.environment
            self.environment = environment
            scrollView.frame = bounds.offsetBy(dx: -sheetView.frame.minX, dy: -sheetView.frame.minY)
            let contentSize = contentLayout.size
            let padding = avoidance.contentBottomPadding(environment: environment, device: device)
            sizing = Sizing(screenHeight: Double(bounds.height), statusBarHeight: variant.statusBarHeight,
                            contentHeight: Double(contentSize.height) + padding, inputHeight: environment.inputHeight)
            scrollView.contentSize = CGSize(width: bounds.width, height: sizing.scrollContentHeight)
            transition.setFrame(view: content, frame: CGRect(x: sheetMinX, y: sizing.contentOriginY, width: sheetWidth,
                                                             height: Double(contentSize.height)))
            transition.setFrame(view: buttonView, frame: CGRect(buttonRect))
            transition.setFrame(view: keyboardView, frame: CGRect(keyboardRect ?? hiddenKeyboardRect))
            content.update(state: state, availableSize: CGSize(width: contentAvailableSize.width, height: contentAvailableSize.height),
                           environment: ViewControllerComponentContainer.Environment(inputHeight: environment.inputHeight),
                           transition: transition)
            avoidance.sheetDidUpdate(AvoidanceContext(
                sheet: self, transition: transition, environment: environment, previousEnvironment: previousEnvironment,
                focusedField: focusedField))
        }

        /// The sheet's top edge on screen as it scrolls: it moves with the content but never
        /// rises above the container inset, where the header is pinned.
        package var sheetTopOnScreen: Double {
            max(sizing.contentOriginY - Double(scrollView.bounds.origin.y), sizing.containerInset)
        }

        /// The sheet's background on screen: from its top to the screen's bottom.
        package var sheetRect: Rect {
            Rect(x: sheetMinX, y: sheetTopOnScreen, width: sheetWidth, height: Double(bounds.height) - sheetTopOnScreen)
        }

        /// Moves the sheet's background to where the scroll puts its top, the scroll view staying
        /// where it is on screen.
        package func placeSheetView() {
            let rect = CGRect(sheetRect)
            sheetView.frame = rect
            scrollView.frame = bounds.offsetBy(dx: -rect.minX, dy: -rect.minY)
        }

        /// The pinned header overlay (title, close button): content under it is covered.
        package var headerRect: Rect {
            Rect(x: sheetMinX, y: sheetTopOnScreen, width: sheetWidth,
                 height: Metrics.headerHeight)
        }

        /// The keyboard's frame on screen, nil when hidden.
        package var keyboardRect: Rect? {
            environment.inputHeight > 0
                ? Rect(x: 0, y: Double(bounds.height) - environment.inputHeight, width: Double(bounds.width),
                       height: environment.inputHeight)
                : nil
        }

        /// Where the keyboard waits while hidden: its size, just below the screen.
        package var hiddenKeyboardRect: Rect {
            Rect(x: 0, y: Double(bounds.height), width: Double(bounds.width), height: variant.inputHeight)
        }

        /// The bottom button, inside the sheet's width: 16 pt from the sheet's sides and 8 pt above
        /// the keyboard while it shows, else 30 pt from the sides with its bottom at
        /// max(safeBottom, 30). In portrait the sheet is the screen's width.
        package var buttonRect: Rect {
            let m = Metrics.self
            let height = Double(bounds.height)
            if environment.inputHeight > 0 {
                return Rect(x: sheetMinX + m.buttonSideInsetKeyboardShown,
                            y: height - environment.inputHeight - m.buttonGapAboveKeyboard - m.buttonHeight,
                            width: sheetWidth - 2 * m.buttonSideInsetKeyboardShown, height: m.buttonHeight)
            }
            let bottom = max(variant.safeArea.bottom, m.buttonMinimumBottomKeyboardHidden)
            return Rect(x: sheetMinX + m.buttonSideInsetKeyboardHidden, y: height - bottom - m.buttonHeight,
                        width: sheetWidth - 2 * m.buttonSideInsetKeyboardHidden, height: m.buttonHeight)
        }
    }
}
