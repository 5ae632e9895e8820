import CaretHarness
import Foundation
import InputBar
import Testing

/// One broken rule (the input bar without its keyboard padding), run over two phones, is
/// reported once per cause, as the command line groups causes: every caret the script checks is
/// under the keyboard, so its eight `expect` lines fail in two ways only, over 2 variants and
/// several frames: the caret hidden (caret-visible, InputBarScript.swift lines 14, 26, 29, 32)
/// and a negative gap (caret-gap, lines 15, 23, 30, 33). Each message is under 10 lines, the
/// cause first, its numbers to 0.01 pt.
struct InputBarFailureGroupsTests {
    @Test func oneBrokenRuleIsOneIssuePerCause() async throws {
        let se = ScreenVariant(device: Device.named("iphone-se-3")!)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("caret-harness-groups-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let messages = await caretFailures(InputBarScript.script, on: .views(inputBarScreenWithoutAvoidance), variants: [.standard, se],
                                           record: .never, goldens: root, threshold: 0.1, comparesGoldens: false,
                                           filePath: #filePath, function: #function)
        try #require(messages.count == 2, "\(messages)")
        #expect(messages[0].hasPrefix("expect caret-visible failed: the caret is hidden by keyboard ("))
        #expect(messages[1].hasPrefix("expect caret-gap >= 16 failed: model gap -"))
        for message in messages {
            let lines = message.split(separator: "\n")
            #expect(lines.count < 10, "\(message)")
            #expect(lines.contains("  on iphone-15-pro-light, iphone-se-3-light"), "\(message)")
            #expect(lines.contains { $0.hasPrefix("  first: iphone-15-pro-light frame ") }, "\(message)")
            // No number with more than two decimals.
            #expect(message.range(of: #"\d\.\d{3}"#, options: .regularExpression) == nil, "\(message)")
            // Plain words: the pixels' side is left out when they were not asked.
            #expect(!message.contains("not asked"), "\(message)")
            // No golden is compared, so none is named.
            #expect(!message.contains("golden: "), "\(message)")
        }
    }
}
