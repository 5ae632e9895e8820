// `import UIKit` brings Foundation (CGFloat, CGRect, Notification, ...) with it, as it does on iOS:
// a screen's own file that imports only UIKit compiles here unchanged.
@_exported import Foundation
