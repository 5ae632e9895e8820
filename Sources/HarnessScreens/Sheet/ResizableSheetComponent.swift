import HarnessCore

/// The model of ResizableSheetComponent with the inputHeight plumbing of sheet-geometry.md:
/// a full-screen scroll view whose content is the sheet, a pinned header and a bottom button.
public enum ResizableSheetComponent {
    /// Numbers of the sheet itself, in points.
    public enum Metrics {
        public static let containerInsetBelowStatusBar: Double = 10
        public static let cornerRadius: Double = 40
        public static let dimmingAlpha: Double = 0.4
        public static let headerHeight: Double = 80
        public static let titleCenterY: Double = 38
        public static let titleBoxHeight: Double = 66
        public static let titleBoxSideInset: Double = 72
        public static let closeButtonOrigin: Double = 16
        public static let closeButtonSize: Double = 44
        public static let buttonHeight: Double = 52
        public static let buttonSideInsetKeyboardHidden: Double = 30
        public static let buttonSideInsetKeyboardShown: Double = 16
        public static let buttonMinimumBottomKeyboardHidden: Double = 30
        public static let buttonGapAboveKeyboard: Double = 8
        public static let bottomEdgeEffectHeight: Double = 52 + 36
    }

    /// The sizing formulas of sheet-geometry.md for one content height.
    public struct Sizing: Hashable, Sendable {
        public let containerInset: Double
        public let topInset: Double
        public let scrollContentHeight: Double
        /// The content view's y in scroll coordinates.
        public let contentOriginY: Double

        /// topInset = max(0, H - containerInset - contentHeight - inputHeight);
        /// scroll content height = max(topInset + contentHeight + containerInset + inputHeight,
        /// H - containerInset); content y = topInset + containerInset.
        public init(screenHeight: Double, statusBarHeight: Double, contentHeight: Double, inputHeight: Double) {
            containerInset = statusBarHeight + Metrics.containerInsetBelowStatusBar
            topInset = max(0, screenHeight - containerInset - contentHeight - inputHeight)
            scrollContentHeight = max(topInset + contentHeight + containerInset + inputHeight,
                                      screenHeight - containerInset)
            contentOriginY = topInset + containerInset
        }
    }

    /// The screen: a scroll view filling it, holding the content; the button, keyboard and
    /// header are overlays computed from the device and the keyboard.
    public final class View: HarnessCore.View {
        public let device: Device
        public let scrollView = ScrollView()
        public let content: TextStyleEditContentComponent.View
        /// How the sheet keeps typed text above the keyboard: the design's caret tracking unless
        /// another approach is being compared.
        public let avoidance: KeyboardAvoidance
        public private(set) var environment = SheetEnvironment(inputHeight: 0)
        public private(set) var sizing: Sizing

        /// The device and settings the sheet is laid out for.
        public let variant: Variant

        public init(variant: Variant, content: TextStyleEditContentComponent.View,
                    avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
            self.variant = variant
            self.device = variant.device
            self.content = content
            self.avoidance = avoidance
            self.sizing = Sizing(screenHeight: variant.screen.height, statusBarHeight: variant.statusBarHeight,
                                 contentHeight: 0, inputHeight: 0)
            super.init(frame: Rect(origin: .zero, size: variant.screen))
            addSubview(scrollView)
            scrollView.addSubview(content)
        }

        /// The sheet on `device` in portrait at the standard settings.
        public convenience init(device: Device, content: TextStyleEditContentComponent.View,
                                avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
            self.init(variant: Variant(device: device), content: content, avoidance: avoidance)
        }

        /// The sheet's width on a phone: min(W, H) less the side safe areas (none in portrait).
        public var sheetWidth: Double { min(bounds.width, bounds.height) - 2 * variant.safeArea.left }

        /// The sheet's left edge on screen: centred.
        public var sheetMinX: Double { (bounds.width - sheetWidth) / 2 }

        /// The size the content is laid out in.
        public var contentAvailableSize: Size { Size(width: sheetWidth, height: bounds.height) }

        /// Lays out the sheet for the environment, then lets the keyboard-avoidance approach act
        /// on the update (the design: the content's check of the transition's hint).
        public func update(environment: SheetEnvironment, transition: ComponentTransition,
                           focusedField: ListMultilineTextFieldItemComponent.View? = nil) {
            let previousEnvironment = self.environment
            self.environment = environment
            setFrame(bounds, of: scrollView)
            let available = contentAvailableSize
            let contentSize = content.update(availableSize: available)
            let padding = avoidance.contentBottomPadding(environment: environment, device: device)
            sizing = Sizing(screenHeight: bounds.height, statusBarHeight: variant.statusBarHeight,
                            contentHeight: contentSize.height + padding, inputHeight: environment.inputHeight)
            scrollView.contentSize = Size(width: bounds.width, height: sizing.scrollContentHeight)
            scrollView.setFrame(
                Rect(x: sheetMinX, y: sizing.contentOriginY,
                     width: sheetWidth, height: contentSize.height), of: content)
            avoidance.sheetDidUpdate(AvoidanceContext(
                sheet: self, transition: transition, environment: environment, previousEnvironment: previousEnvironment,
                focusedField: focusedField))
        }

        /// The sheet's top edge on screen as it scrolls: it moves with the content but never
        /// rises above the container inset, where the header is pinned.
        public var sheetTopOnScreen: Double {
            max(sizing.contentOriginY - scrollView.bounds.origin.y, sizing.containerInset)
        }

        /// The pinned header overlay (title, close button): content under it is covered.
        public var headerRect: Rect {
            Rect(x: sheetMinX, y: sheetTopOnScreen, width: sheetWidth,
                 height: Metrics.headerHeight)
        }

        /// The keyboard's frame on screen, nil when hidden.
        public var keyboardRect: Rect? {
            environment.inputHeight > 0
                ? Rect(x: 0, y: bounds.height - environment.inputHeight, width: bounds.width,
                       height: environment.inputHeight)
                : nil
        }

        /// The bottom button, inside the sheet's width: 16 pt from the sheet's sides and 8 pt above
        /// the keyboard while it shows, else 30 pt from the sides with its bottom at
        /// max(safeBottom, 30). In portrait the sheet is the screen's width.
        public var buttonRect: Rect {
            let m = Metrics.self
            if environment.inputHeight > 0 {
                return Rect(x: sheetMinX + m.buttonSideInsetKeyboardShown,
                            y: bounds.height - environment.inputHeight - m.buttonGapAboveKeyboard - m.buttonHeight,
                            width: sheetWidth - 2 * m.buttonSideInsetKeyboardShown, height: m.buttonHeight)
            }
            let bottom = max(variant.safeArea.bottom, m.buttonMinimumBottomKeyboardHidden)
            return Rect(x: sheetMinX + m.buttonSideInsetKeyboardHidden, y: bounds.height - bottom - m.buttonHeight,
                        width: sheetWidth - 2 * m.buttonSideInsetKeyboardHidden, height: m.buttonHeight)
        }
    }
}
