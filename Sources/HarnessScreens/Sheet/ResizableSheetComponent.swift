import HarnessCore

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

    /// The screen: a scroll view filling it, holding the content; the button, keyboard and
    /// header are overlays computed from the device and the keyboard.
    package final class View: HarnessCore.View {
        package let device: Device
        package let scrollView = ScrollView()
        package let content: TextStyleEditContentComponent.View
        /// How the sheet keeps typed text above the keyboard: the design's caret tracking unless
        /// another approach is being compared.
        package let avoidance: KeyboardAvoidance
        package private(set) var environment = SheetEnvironment(inputHeight: 0)
        package private(set) var sizing: Sizing

        /// The device and settings the sheet is laid out for.
        package let variant: Variant

        package init(variant: Variant, content: TextStyleEditContentComponent.View,
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
        package convenience init(device: Device, content: TextStyleEditContentComponent.View,
                                avoidance: KeyboardAvoidance = CaretTrackingDesign()) {
            self.init(variant: Variant(device: device), content: content, avoidance: avoidance)
        }

        /// The sheet's width on a phone: min(W, H) less the side safe areas (none in portrait).
        package var sheetWidth: Double { min(bounds.width, bounds.height) - 2 * variant.safeArea.left }

        /// The sheet's left edge on screen: centred.
        package var sheetMinX: Double { (bounds.width - sheetWidth) / 2 }

        /// The size the content is laid out in.
        package var contentAvailableSize: Size { Size(width: sheetWidth, height: bounds.height) }

        /// Lays out the sheet for the environment, then lets the keyboard-avoidance approach act
        /// on the update (the design: the content's check of the transition's hint).
        package func update(environment: SheetEnvironment, transition: ComponentTransition,
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
        package var sheetTopOnScreen: Double {
            max(sizing.contentOriginY - scrollView.bounds.origin.y, sizing.containerInset)
        }

        /// The pinned header overlay (title, close button): content under it is covered.
        package var headerRect: Rect {
            Rect(x: sheetMinX, y: sheetTopOnScreen, width: sheetWidth,
                 height: Metrics.headerHeight)
        }

        /// The keyboard's frame on screen, nil when hidden.
        package var keyboardRect: Rect? {
            environment.inputHeight > 0
                ? Rect(x: 0, y: bounds.height - environment.inputHeight, width: bounds.width,
                       height: environment.inputHeight)
                : nil
        }

        /// The bottom button, inside the sheet's width: 16 pt from the sheet's sides and 8 pt above
        /// the keyboard while it shows, else 30 pt from the sides with its bottom at
        /// max(safeBottom, 30). In portrait the sheet is the screen's width.
        package var buttonRect: Rect {
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
