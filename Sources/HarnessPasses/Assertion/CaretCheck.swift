import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessReports
import HarnessRun
import HarnessScript
import HarnessScreens

/// The screen a script runs on.
public struct Screen: Sendable {
    /// The keyboard-avoidance approach the sheet is made with (`KeyboardAvoidanceCatalog.ids`).
    let avoidance: String
    /// A screen of the app's own `UIView`s instead of the harness's sheet.
    let views: ViewScreen?

    init(avoidance: String, views: ViewScreen? = nil) {
        self.avoidance = avoidance
        self.views = views
    }

    /// A screen of the app's own `UIView`s (`ViewScreen { context in MyScreen(context: context) }`).
    public static func views(_ screen: ViewScreen) -> Screen { Screen(avoidance: "design", views: screen) }

    /// TextStyleEditScreen's sheet as the harness models it, with the caret-tracking design.
    public static let textStyleEdit = Screen(avoidance: "design")

    /// The same sheet with another keyboard-avoidance approach (`caret-harness compare --help`).
    public static func textStyleEdit(avoidance: String) -> Screen { Screen(avoidance: avoidance) }
}

/// Runs a script on a screen over variants, each through the step `caret-harness verify` runs
/// for each of its variants (HarnessPasses's `VariantVerify`: frames against goldens, then the
/// motion pass) and, when the record mode asks, `caret-harness record`'s `GoldenRecorder` in one
/// transaction a variant. It reports; the assertions turn its outcome
/// into test failures.
public struct CaretCheck: Sendable {
    public var script: Script
    public var screen: Screen
    public var variants: [ScreenVariant]
    public var location: GoldenLocation
    public var policy: RecordPolicy
    /// The colour distance a pixel may differ by (verify's `--threshold`).
    public var threshold: Double = 0.1
    /// The motion pass's frame rate for `during motion` expectations.
    public var fps: Double = 60
    /// False to check the expectations only: frames are still drawn (the pixel side of each
    /// expectation), but no golden is read or written (a known bug's buggy variant).
    public var comparesGoldens = true

    public init(script: Script, screen: Screen, variants: [ScreenVariant], location: GoldenLocation, policy: RecordPolicy) {
        self.script = script
        self.screen = screen
        self.variants = variants
        self.location = location
        self.policy = policy
    }

    /// Every variant in turn; a bad script or an unusable folder throws (the assertion reports it).
    public func run() async throws -> CaretOutcome {
        let scenario = try script.scenario()
        guard KeyboardAvoidanceCatalog.make(screen.avoidance) != nil else {
            throw CaretCheckError("unknown keyboard-avoidance approach \(screen.avoidance)")
        }
        guard !variants.isEmpty else { throw CaretCheckError("no variants to check") }
        return try await FolderTurns.run(location.directory + "\n" + location.artefacts) {
            var outcome = CaretOutcome(policy: policy)
            var parts: [VerificationReport] = []
            for variant in variants {
                AssertionProgress.tick()
                parts.append(try await check(scenario, on: variant, into: &outcome))
            }
            // The same report.html, report.json and junit.xml as `verify` writes, over every
            // variant of this assertion, beside its frames (no job summary: a test is not a CI step).
            if let report = ReportMerge.merge(parts, order: parts.flatMap { $0.scenarios.map(\.variant) }) {
                try ReportWriters.writeAll(report, outDirectory: location.artefacts, environment: [:])
                outcome.report = (location.artefacts as NSString).appendingPathComponent(HTMLReportWriter().fileName)
            }
            return outcome
        }
    }

    private func check(_ scenario: Scenario, on variant: ScreenVariant, into outcome: inout CaretOutcome) async throws
        -> VerificationReport
    {
        let options = HarnessOptions(device: variant.device, appearance: variant.appearance, settings: variant.settings,
                                     outDirectory: location.artefacts, goldensDirectory: location.directory,
                                     avoidance: screen.avoidance)
        let outFolder = try options.prepareOutDirectory(command: "assertCaret")
        defer { withExtendedLifetime(outFolder) {} }
        let paths = GoldenPaths(options: options)
        var recorder: GoldenRecorder?
        var goldensFolder: GuardedFolder?
        if policy.mode != .never && comparesGoldens {
            // Never a goldens folder inside another: the outer manifest would not list its PNGs.
            try GoldensGuard.check(goldens: location.directory, mustHoldManifest: false)
            try FileSystem.makeDirectory(location.directory)
            goldensFolder = try GuardedFolder(folder: location.directory, command: "assertCaret")
            recorder = try GoldenRecorder(options: options, mode: policy.mode)
        }
        defer { withExtendedLifetime(goldensFolder) {} }
        let report = if let views = screen.views {
            try await verify(views, scenario, options: options, recorder: recorder, fps: fps)
        } else {
            try await verify(scenario, options: options, recorder: recorder, outFolder: outFolder)
        }
        let frames = report.scenarios.flatMap(\.frames)
        outcome.frames += frames.count
        let expectationsFail = frames.contains { $0.frame.expectations.contains { !$0.passed } }
        for frame in frames where comparesGoldens ? !frame.passed : frame.frame.verdict == .fail {
            outcome.failures.append(FrameFailure(variant: variant.description, frame: frame, paths: paths,
                                                 outDirectory: location.artefacts, script: script, comparesGoldens: comparesGoldens))
        }
        guard let recorder else { return report }
        if expectationsFail {
            // As `record` does: a frame whose expectations fail is never made a golden.
            outcome.notes.append("\(variant): goldens not recorded: an expectation failed")
            return report
        }
        try recorder.commit()
        let written = Set(recorder.written)
        outcome.recorded += recorder.written
        // A frame whose golden this run wrote has nothing left to fail on (its expectations held).
        outcome.failures.removeAll { $0.variant == variant.description && written.contains($0.golden) }
        return report
    }
}

extension CaretCheck {
    /// One variant as `caret-harness verify` checks it: HarnessPasses's `VariantVerify`, the
    /// step verify runs per variant, with the recorder as an extra handler and the motion pass's
    /// model side only. Before a goldens folder has its manifest (nothing recorded yet) the step
    /// reads it as empty: every frame is then missing its golden.
    func verify(_ scenario: Scenario, options: HarnessOptions, recorder: GoldenRecorder?, outFolder: GuardedFolder) async throws
        -> VerificationReport
    {
        var step = VariantVerify(options: options, scenarios: [scenario], threshold: threshold,
                                 motion: MotionRun(options: options, fps: fps, draw: false))
        step.writesMotion = false
        step.handlers = recorder.map { [$0] } ?? []
        step.allowsNoManifest = true
        return try await step.run(outFolder: outFolder)
    }
}

/// What one assertion found over every variant.
public struct CaretOutcome: Sendable {
    public var policy: RecordPolicy
    /// The frames that failed, in variant and frame order.
    public var failures: [FrameFailure] = []
    /// The failures grouped by cause: what the assertion reports, one issue a cause.
    public var causes: [CauseFailure] { CauseFailure.group(failures) }
    /// The goldens written (absolute or as the test file's path gave them).
    public var recorded: [String] = []
    /// Frames checked.
    public var frames = 0
    /// Other things to tell (goldens not recorded and why).
    public var notes: [String] = []
    /// report.html over every variant of the assertion (as `verify` writes it), when one was written.
    public var report: String?

    init(policy: RecordPolicy) { self.policy = policy }
}

/// A bad argument to the check.
public struct CaretCheckError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
