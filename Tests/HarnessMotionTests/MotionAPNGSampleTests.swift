import Foundation
import HarnessCore
import HarnessScreens
import HarnessPixels
import XCTest

/// The smoke test's full-line newline as an animated PNG of flat rectangles (sections, keyboard,
/// button, caret) drawn from the presented states: the instant of the event, then its 24 frames
/// at 60 fps. Read back here; with CARET_HARNESS_APNG_DIR set it also writes the animation and its
/// source frames there, for checking the file with an independent APNG reader.
final class MotionAPNGSampleTests: XCTestCase {
    @MainActor
    func testSampleAnimationReadsBack() async throws {
        let smoke = SmokeNewline()
        let event = smoke.event
        let states = [smoke.reader.state(of: smoke.screen, at: event.time, sinceEvent: 0)]
            + smoke.reader.states(of: smoke.screen, after: event, until: event.settles, fps: 60)
        XCTAssertEqual(states.count, 25)
        let images = states.map { SchematicFrames.draw($0, screen: smoke.screen.sheet.screenSize, scale: 1) }
        // Frame 0 is the instant of the event: the sheet where it was, the new line already in;
        // frames 1 and 24 must differ (the sheet moved).
        XCTAssertNotEqual(images[1], images[24])
        // Show the frame at rest for half a second, then each motion frame for 1/60 s.
        let delays = [APNGDelay(numerator: 1, denominator: 2)] + Array(repeating: APNGDelay.frame(atFPS: 60), count: 24)
        let bytes = try APNGEncoder.encode(frames: images, delays: delays, loops: 1)
        let read = try APNGReader.read(bytes)
        XCTAssertEqual(read.frames.map(\.image), images)
        XCTAssertEqual(read.frames.map(\.delay), delays)

        guard let folder = ProcessInfo.processInfo.environment["CARET_HARNESS_APNG_DIR"] else { return }
        try AtomicFile.write(bytes, to: folder + "/sample.apng")
        for (n, image) in images.enumerated() {
            try AtomicFile.write(try PNGCodec.encode(image, compression: .fast),
                                 to: folder + "/frame-" + String(format: "%02d", n) + ".png")
        }
        let milliseconds = delays.map { String(1000 * Double($0.numerator) / Double($0.denominator)) }
        try AtomicFile.write(Array((milliseconds.joined(separator: "\n") + "\n").utf8), to: folder + "/delays-ms.txt")
        try AtomicFile.write(Array("\(images[0].width) \(images[0].height)\n".utf8), to: folder + "/size.txt")
    }
}
