// `import UIKit` brings Foundation with it on iOS (CGRect, Notification, NSCoder ...); a team's
// file that imports only UIKit compiles the same here.
@_exported import Foundation
