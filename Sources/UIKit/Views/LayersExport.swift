// Colours, traits, content size categories and Core Animation's layers live in UIKitLayers
// (issue 22: UIKitViews kept under 800 lines); UIKitViews and `import UIKit` still see them.
