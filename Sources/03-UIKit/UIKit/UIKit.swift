@_exported import Foundation
@_exported import UIKitText
@_exported import UIKitViews

// A module named UIKit so that code written for Apple's UIKit compiles on Linux against the
// harness: the part of UIKit that keyboard-avoiding layout code uses, with UIKit's names,
// defaults and semantics (reference: uikit-semantics.md). CGFloat, CGPoint, CGSize and CGRect
// are Foundation's, with Apple's semantics (`.null`, `.isInfinite`, `minY`/`maxY`). Classes are
// `@MainActor`, as UIKit's are. Its two halves: UIKitViews (geometry, hierarchy, windows and the
// keyboard, scroll views, colours, the animation timeline) and UIKitText (fonts, text views and
// fields, labels, buttons, over the harness's Pango engine). What UIKit does not document and
// the harness estimates is in `UIKitEstimates`.
