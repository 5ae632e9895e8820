import Foundation
import HarnessImage
import HarnessMeasure
import HarnessPNG
import XCTest

final class ZZTempRealFrames: XCTestCase {
    func testRealFrames() throws {
        let root = "/work/main/out"
        let fm = FileManager.default
        guard let all = fm.enumerator(atPath: root)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".png") }).sorted() else { return }
        for rel in all {
            let image = try PNGFile.read(path: root + "/" + rel)
            let t = Date()
            let m = HarnessMeasure.measure(image, options: .light(scale: 3))
            let ms = Date().timeIntervalSince(t) * 1000
            let c = m.caret.map { String(format: "x %.3f-%.3f y %.3f-%.3f cols %d-%d rows %d-%d", $0.leftX, $0.rightX, $0.topY, $0.bottomY, $0.minX, $0.maxX, $0.topRow, $0.bottomRow) } ?? "-"
            print(rel, m.status.rawValue, "n=\(m.caretCandidateCount)", c, "btn", m.buttonTopY.map { String(format: "%.3f", $0) } ?? "-", m.buttonTopRow ?? -1, "kb", m.keyboardTopY.map { String(format: "%.3f", $0) } ?? "-", "gap", m.gapPoints.map { String(format: "%.4f", $0) } ?? "-", String(format: "%.0fms", ms))
        }
    }
}
