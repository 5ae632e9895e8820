import Foundation

/// The committed PNG fixtures, found next to this file because the package declares no
/// resources for the test target. Fixtures/make_fixtures.py documents how each was built.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String {
        "\(folder)/\(name)"
    }
}
