import Foundation
import HarnessAssertion
import HarnessScenario
import HarnessSheet
import HarnessViewTree

/// `assertCaret` on a screen of the app's own `UIView`s: the script runs through UIKit's calls
/// on the view tree, once per variant, and every expectation is checked from what the tree
/// shows (`CaretScene`: the focused input's caret, the keyboard, the views drawn over the caret);
/// each failing expectation is reported at the calling line. Pixels and goldens are not checked
/// on view screens yet (the view-tree painter is not in); `during motion` is checked at rest.
public func assertCaret(
    _ script: Script, on screen: ViewScreen, variants: [ScreenVariant] = [.standard],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    let report = Reporter(fileID: fileID, filePath: filePath, line: line, column: column)
    for message in await caretFailures(script, on: screen, variants: variants) { report(message) }
}

/// The messages of `assertCaret(_:on:variants:)` for a view screen, one a failing expectation.
public func caretFailures(_ script: Script, on screen: ViewScreen, variants: [ScreenVariant]) async -> [String] {
    do {
        let scenario = try script.scenario()
        var messages: [String] = []
        for variant in variants {
            let frames = try await MainActor.run {
                try ViewScreenRun(screen: screen, variant: Variant(device: variant.device, settings: variant.settings),
                                  dark: variant.appearance == .dark).run(scenario)
            }
            for frame in frames {
                for failure in frame.failures {
                    messages.append("\(variant) frame \(frame.name): expect \(failure.expect) failed: \(failure.message) "
                                    + "(\(script.location(ofLine: failure.line)))")
                }
            }
        }
        return messages
    } catch {
        return ["assertCaret: \(error)"]
    }
}
