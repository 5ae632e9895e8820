import Foundation
import HarnessDiff
import HarnessFiles
import HarnessPixels
import HarnessRun
import HarnessScript
import Synchronization

/// Compares every frame with its golden (never writing under Goldens/), writes each frame's
/// PNG to out/ (a frame equal to its golden is the golden's own bytes, so it is never encoded),
/// writes the diff artefacts of frames that moved, and collects what the reports show.
package final class GoldenVerifier: FrameHandler {
    package let options: HarnessOptions
    package let paths: GoldenPaths
    /// Mode `never`: verify reads goldens, it never writes them.
    private let check: GoldenCheck
    private let state = Mutex(State())

    /// What has been verified so far; `handle` adds frames from several tasks at once.
    private struct State {
        var scenarios: [ScenarioVerification] = []
        var current: ScenarioVerification?
        var began: Date?
    }

    /// Every scenario verified so far, frames in order.
    package var scenarios: [ScenarioVerification] { state.withLock { $0.scenarios } }

    private let manifest: GoldenManifest

    package init(options: HarnessOptions, manifest: GoldenManifest, threshold: Double = DiffOptions().threshold) {
        self.options = options
        self.manifest = manifest
        paths = GoldenPaths(options: options)
        check = GoldenCheck(comparer: GoldenComparer(scale: options.device.scale, threshold: threshold), mode: .never)
    }

    package func begin(_ scenario: Scenario) throws {
        let fresh = ScenarioVerification(
            scenario: scenario.name, scenarioPath: scenario.path, variant: paths.variant, frames: [],
            firstDivergingFrame: nil, framesJSON: "\(paths.variant)/\(scenario.name)/frames.json")
        state.withLock {
            $0.current = fresh
            $0.began = Date()
        }
    }

    package func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        let goldenPath = paths.golden(frame.relativePath)
        let regions = check.comparer.strictRegions(of: frame.result, width: frame.image.width, height: frame.image.height)
        let outcome = try check.check(frame.image, regions: regions, goldenPath: goldenPath,
                                      known: manifest.goldens[paths.manifestKey(frame.relativePath)], frame: frame.result.name,
                                      scenario: scenario.name, scenarioHash: scenario.sourceHash).comparison
        let (comparison, golden, diff) = (outcome.comparison, outcome.golden, outcome.diff)
        var verification = FrameVerification(frame: frame.result, comparison: comparison,
                                             actualImage: paths.actual(frame.relativePath))
        let actualPath = paths.outDirectory + "/" + verification.actualImage
        // The bytes written are hashed, so approval can tell this frame from any other file put there.
        let bytes: [UInt8]
        if comparison.status == .match, comparison.differingPixels == 0, let golden = outcome.goldenBytes {
            bytes = golden
        } else {
            do {
                bytes = try PNGCodec.encode(frame.image, compression: .fast)
            } catch let error as PNGError {
                throw error.inFile(actualPath)
            }
        }
        try AtomicFile.write(bytes, to: actualPath)
        verification.actualSHA256 = SHA256.hex(of: bytes)
        if let golden, comparison.differingPixels > 0 || comparison.status == .sizeChanged {
            let expected = paths.artefact(frame.relativePath, kind: "expected")
            try FileSystem.makeDirectory((paths.outDirectory + "/" + expected as NSString).deletingLastPathComponent)
            try PNGFile.write(golden, to: paths.outDirectory + "/" + expected, compression: .fast)
            verification.expectedImage = expected
            if let diff {
                let diffPath = paths.artefact(frame.relativePath, kind: "diff")
                let stripPath = paths.artefact(frame.relativePath, kind: "strip")
                try PNGFile.write(diff, to: paths.outDirectory + "/" + diffPath, compression: .fast)
                try PNGFile.write(PixelDiff.strip(expected: golden, diff: diff, actual: frame.image),
                                  to: paths.outDirectory + "/" + stripPath, compression: .fast)
                verification.diffImage = diffPath
                verification.stripImage = stripPath
            }
        }
        verification.failure = FailureMessage(options: options, paths: paths, scenario: scenario,
                                              record: manifest.goldens[paths.manifestKey(frame.relativePath)])
            .message(for: verification)
        state.withLock { $0.current?.frames.append(verification) }
    }

    package func finish(_ scenario: Scenario, document: FramesDocument) throws {
        state.withLock { state in
            guard var done = state.current else { return }
            done.frames.sort { $0.frame.number < $1.frame.number }
            done.screen = document.screen
            done.constants = document.constants
            done.firstDivergingFrame = done.frames.first { $0.comparison.status != .match }?.frame.name
            if let began = state.began {
                done.startedAt = began.formatted(.iso8601)
                done.seconds = Date().timeIntervalSince(began)
            }
            state.scenarios.append(done)
            state.current = nil
        }
    }
}
