import Foundation
import HarnessPasses

/// `assertCaret` on a screen of the app's own `UIView`s: the script runs through UIKit's calls
/// on the view tree, once per variant; every frame is painted (`UIViewPainter`), drawn with
/// Cairo and compared with its golden, and every expectation is checked from what the tree
/// shows (`CaretScene`: the focused input's caret, the keyboard, the views drawn over the caret),
/// `during motion` over the tree's in-between moments, and the caret gap from the pixels where
/// the measurer applies (a caret in the tint, the keyboard or a tint-filled view below it).
/// Goldens, record modes and failures are those of `assertCaret(_:on:variants:)` for the sheet.
public func assertCaret(
    _ script: Script, on screen: ViewScreen, variants: [ScreenVariant] = [.standard],
    record: RecordMode? = nil, goldens: String? = nil, threshold: Double = 0.1, comparesGoldens: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) async {
    await assertCaret(script, on: .views(screen), variants: variants, record: record, goldens: goldens, threshold: threshold,
                      comparesGoldens: comparesGoldens, fileID: fileID, filePath: filePath, line: line, column: column,
                      function: function)
}
