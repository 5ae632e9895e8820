import HarnessPasses
import XCTest

/// `--shard I/N` splits variants x scenarios into parts that are disjoint and together complete.
final class ShardTests: XCTestCase {
    /// The committed list's shape: two variants with every scenario, one with the smoke test:
    /// 3 + 3 + 1 = 7 units.
    private var units: [RunUnit] {
        let all = ["Scenarios/keyboard-hide.scenario", "Scenarios/smoke-test.scenario", "Scenarios/top-edge.scenario"]
        let variants = [GoldenVariant(device: "iphone-15-pro", appearance: "light"),
                        GoldenVariant(device: "iphone-15-pro", appearance: "dark"),
                        GoldenVariant(device: "iphone-se-3", appearance: "light", scenarios: ["smoke-test"])]
        return variants.flatMap { v in all.filter(v.covers).map { RunUnit(variant: v, scenarioPath: $0) } }
    }

    func testSharedPartsAreDisjointAndComplete() throws {
        let all = units
        XCTAssertEqual(all.count, 7)
        for n in 1...9 {
            let parts = try (1...n).map { try Shard(parsing: "\($0)/\(n)").select(all) }
            XCTAssertEqual(parts.map(\.count).reduce(0, +), all.count, "N=\(n): a unit lost or doubled")
            XCTAssertEqual(Set(parts.flatMap { $0 }), Set(all), "N=\(n): not complete")
            for i in parts.indices {
                for j in parts.indices where j > i {
                    XCTAssertTrue(Set(parts[i]).isDisjoint(with: parts[j]), "N=\(n): parts \(i + 1) and \(j + 1) overlap")
                }
            }
            // Round robin: no part is more than one unit larger than another.
            XCTAssertLessThanOrEqual((parts.map(\.count).max() ?? 0) - (parts.map(\.count).min() ?? 0), 1)
        }
    }

    func testABadShardIsRefused() {
        for text in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "-1/2"] {
            XCTAssertThrowsError(try Shard(parsing: text), text) { error in
                XCTAssertTrue("\(error)".contains("--shard \(text): expected I/N"), "\(error)")
            }
        }
    }

    func testTheCommittedVariantList() throws {
        let list = try XCTUnwrap(VariantList.load(goldens: CLIProcess.repository + "/Goldens"))
        XCTAssertEqual(list.order, ["iphone-15-pro-light", "iphone-15-pro-dark", "iphone-se-3-light", "iphone-se-3-light-26pt",
                                    "iphone-15-pro-light-landscape", "iphone-15-pro-dark-23pt-hardware"])
        XCTAssertTrue(list.variants[2].covers("Scenarios/smoke-test.scenario"))
        XCTAssertFalse(list.variants[2].covers("Scenarios/top-edge.scenario"))
    }
}
