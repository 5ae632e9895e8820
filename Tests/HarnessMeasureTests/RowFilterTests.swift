@testable import HarnessPixels
import XCTest

/// The scan's row filter finds the first pixel of a row that matches, exactly where `matches` does.
final class RowFilterTests: XCTestCase {
    private func firstMatch(_ target: Target, _ pixels: [(UInt8, UInt8, UInt8, UInt8)], from start: Int = 0) -> Int {
        let bytes = pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] }
        return bytes.withUnsafeBufferPointer { RowFilter(target).firstMatch(in: $0.baseAddress!, from: start, count: pixels.count) }
    }

    private func anyMatch(_ target: Target, _ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> Bool {
        firstMatch(target, pixels) < pixels.count
    }

    /// In rows of 1 to 19 pixels (the 8-pixel steps, the 4-pixel ones and the 1 to 3 left), a
    /// lone match at every place is found from every start at or before it, and from a start
    /// after it the row's length comes back: no match. Two matches: the first after the start.
    func testTheFirstMatchAtEveryPlace() {
        let tint = Target((0, 122, 255), tolerance: 24)
        let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255), blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
        for count in 1...19 {
            for place in 0..<count {
                var row = [(UInt8, UInt8, UInt8, UInt8)](repeating: white, count: count)
                row[place] = blue
                for start in 0...count {
                    XCTAssertEqual(firstMatch(tint, row, from: start), start <= place ? place : count, "\(count) pixels, match at \(place), from \(start)")
                }
            }
            XCTAssertEqual(firstMatch(tint, [(UInt8, UInt8, UInt8, UInt8)](repeating: white, count: count)), count)
        }
        var row = [(UInt8, UInt8, UInt8, UInt8)](repeating: white, count: 17)
        row[5] = blue
        row[13] = blue
        XCTAssertEqual(firstMatch(tint, row), 5)
        XCTAssertEqual(firstMatch(tint, row, from: 6), 13)
    }

    func testTheEdgesOfTheTolerance() {
        // Tint (0, 122, 255) within 24: red 0...24, green 98...146, blue 231...255, alpha 250...255.
        let tint = Target((0, 122, 255), tolerance: 24)
        let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        XCTAssertTrue(anyMatch(tint, [white, (24, 98, 231, 250), white]))
        XCTAssertTrue(anyMatch(tint, [(0, 146, 255, 255)]))
        XCTAssertFalse(anyMatch(tint, [(25, 122, 255, 255)]))  // red one past
        XCTAssertFalse(anyMatch(tint, [(0, 97, 255, 255), (0, 147, 255, 255)]))  // green one below, one above
        XCTAssertFalse(anyMatch(tint, [(0, 122, 230, 255)]))  // blue one below
        XCTAssertFalse(anyMatch(tint, [(0, 122, 255, 249)]))  // alpha one below 250
        XCTAssertFalse(anyMatch(tint, []))
        // A match in the last of 4, 5 and 7 pixels: the tail after the 4-pixel steps is read too.
        for count in [4, 5, 7] {
            XCTAssertTrue(anyMatch(tint, [(UInt8, UInt8, UInt8, UInt8)](repeating: white, count: count - 1) + [(0, 122, 255, 255)]))
            XCTAssertFalse(anyMatch(tint, [(UInt8, UInt8, UInt8, UInt8)](repeating: white, count: count)))
        }
        XCTAssertFalse(anyMatch(Target((0, 122, 255), tolerance: -1), [(0, 122, 255, 255)]))
    }

    func testAgreesWithThePixelTestOnEveryChannelValue() {
        // Each channel swept over 0...255 with the others on target: the filter and `matches`
        // agree pixel by pixel, for a target near each end of the range. The pixel sits among
        // three white ones, so it is read both in a 4-pixel step and (at 5 pixels) in the tail.
        for target in [Target((0, 122, 255), tolerance: 24), Target((200, 3, 128), tolerance: 6)] {
            for channel in 0..<4 {
                for value in 0...255 {
                    var pixel: [UInt8] = [UInt8(target.r), UInt8(target.g), UInt8(target.b), 255]
                    pixel[channel] = UInt8(value)
                    let single = pixel.withUnsafeBufferPointer { target.matches($0.baseAddress!) }
                    let p = (pixel[0], pixel[1], pixel[2], pixel[3]), w: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
                    XCTAssertEqual(anyMatch(target, [w, p, w, w]), single, "channel \(channel) at \(value)")
                    XCTAssertEqual(anyMatch(target, [w, w, w, w, p]), single, "channel \(channel) at \(value), in the tail")
                }
            }
        }
    }
}
