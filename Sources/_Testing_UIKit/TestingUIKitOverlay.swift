// The cross-import overlay the toolchain's Testing declares for a module named UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`): when a file imports
// both Testing and UIKit the compiler imports this module too, and fails with "no such module
// '_Testing_UIKit'" when it cannot find it. On Apple platforms it holds Testing's UIKit
// attachments; the harness's UIKit has nothing to add, so the module only re-exports the two. It is a
// dependency of `CaretHarness`, so every test target that can import both has it.

// An overlay stands in for the pair it joins: a file that imports both sees them through it.
@_exported import Testing
@_exported import UIKit
