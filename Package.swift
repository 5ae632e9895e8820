// swift-tools-version:6.0
import PackageDescription

// Layers, lowest first. Each layer is a folder under Sources/ (00-Base ... 11-CLI) and every
// dependency points down: to a target listed earlier, in the same folder or a lower one
// (scripts/check-layering checks both). Only the C modules and their thin wrappers in
// 01-Native (CCairo/HarnessCairo, CPNG/HarnessPNG, CPango/HarnessPango) touch C.
// The two command binaries carry the Swift runtime and Foundation inside them (`-static-stdlib`):
// a process then starts without resolving some 13,000 symbols against libswiftCore and
// Foundation's shared objects (a Foundation hello-world: 13.1 ms dynamic, 3.9 ms static, on this
// machine). The C libraries (Cairo, Pango, libpng, libdeflate) stay shared, from Debian.
let staticSwift: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"] + (["--start-group"] + [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation", "_FoundationICU",
    "_FoundationCShims", "_FoundationCollections", "swiftDispatch", "dispatch", "BlocksRuntime", "swiftSynchronization",
].map { "-l" + $0 } + ["--end-group"]).flatMap { ["-Xlinker", $0] })]

/// A test target: its own code compiled without optimisation in release builds too (the code it
/// tests stays optimised). scripts/test builds in release, and the test targets' 14,000 lines
/// took 154 CPU-seconds at -O against 64 at -Onone, the build's largest share it does not run
/// hot: the frames, diffs and sweeps a test drives run in the library's optimised code.
func testTarget(name: String, dependencies: [Target.Dependency] = [], path: String? = nil, exclude: [String] = []) -> Target {
    .testTarget(
        name: name, dependencies: dependencies, path: path, exclude: exclude,
        swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .release))]
    )
}

let package = Package(
    name: "CaretHarness",
    products: [
        // The lean front (Foundation, libpng, libdeflate): help, devices, diff; it execs
        // caret-harness-draw, built beside it, for --version and every drawing command.
        .executable(name: "caret-harness", targets: ["CaretHarnessCLI"]),
        .executable(name: "caret-harness-draw", targets: ["CaretHarnessDraw"]),
        .executable(name: "reencode-goldens", targets: ["ReencodeGoldens"]),
        // `import CaretHarness` in a team's own XCTest and Swift Testing suites (issue 24).
        .library(name: "CaretHarness", targets: ["CaretHarness"]),
        // What scripts/check-design-as-written links the design's code, compiled at test time, against.
        .library(
            name: "DesignAsWrittenHost", type: .dynamic,
            targets: ["UIKit", "ComponentFlow", "TextStyleEditViews", "HarnessSheet", "HarnessScenario", "HarnessSweep"]
        ),
    ],
    targets: [
        // 00-Base: geometry, safe file writes, images in memory, the display list.
        .target(name: "HarnessGeometry", path: "Sources/00-Base/HarnessGeometry"),
        // The one way a number becomes text (names, flags, messages, tables, file names).
        .target(name: "HarnessNumbers", path: "Sources/00-Base/HarnessNumbers"),
        // Safe files, in three parts and one import (HarnessFiles): bounded reading, atomic
        // writes, resolved paths and file identity; the many-file transaction with its journal,
        // lock and rollback; where a run may write and prune.
        .target(name: "HarnessFileAccess", path: "Sources/00-Base/HarnessFileAccess"),
        .target(name: "HarnessFileTransaction", dependencies: ["HarnessFileAccess"], path: "Sources/00-Base/HarnessFileTransaction"),
        .target(name: "HarnessFolderPolicy", dependencies: ["HarnessFileAccess"], path: "Sources/00-Base/HarnessFolderPolicy"),
        .target(
            name: "HarnessFiles", dependencies: ["HarnessFileAccess", "HarnessFileTransaction", "HarnessFolderPolicy"],
            path: "Sources/00-Base/HarnessFiles"
        ),
        .target(name: "HarnessImage", path: "Sources/00-Base/HarnessImage"),
        .target(name: "HarnessDrawing", dependencies: ["HarnessGeometry"], path: "Sources/00-Base/HarnessDrawing"),
        // "Did you mean": the nearest known name to a mistyped one (issue 25).
        .target(name: "HarnessNames", path: "Sources/00-Base/HarnessNames"),
        // The devices and their numbers (sheet-geometry.md), below everything that draws.
        .target(name: "HarnessDevices", dependencies: ["HarnessGeometry"], path: "Sources/00-Base/HarnessDevices"),

        // 01-Native: the C libraries and the thin Swift types that own their objects.
        .systemLibrary(
            name: "CPango", path: "Sources/01-Native/CPango",
            pkgConfig: "pangoft2",
            providers: [.apt(["libpango1.0-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
        ),
        // The text engine's C side: Pango's breaks, itemizing and fallback, HarfBuzz shaping.
        .target(name: "HarnessPango", dependencies: ["CPango"], path: "Sources/01-Native/HarnessPango"),
        // SHA-256 through OpenSSL's libcrypto (its EVP digest): fonts, scenarios and goldens fingerprinted.
        .systemLibrary(name: "CCrypto", path: "Sources/01-Native/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "HarnessHash", dependencies: ["CCrypto"], path: "Sources/01-Native/HarnessHash"),
        .systemLibrary(
            name: "CCairo", path: "Sources/01-Native/CCairo",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The renderer, in two parts and one import (HarnessCairo). The row work on a frame that
        // needs no C: which rows each command can still show and the kept last part (the sweep's
        // culled rendering), premultiplied ARGB32 rows to straight RGBA.
        .target(name: "HarnessRasterRows", dependencies: ["HarnessDrawing", "HarnessImage"], path: "Sources/01-Native/HarnessRasterRows"),
        // cairo's and FreeType's objects, each owned by a Swift type, and `CairoRenderer`.
        .target(
            name: "HarnessCairoRenderer", dependencies: ["CCairo", "HarnessGeometry", "HarnessDrawing", "HarnessImage", "HarnessRasterRows"],
            path: "Sources/01-Native/HarnessCairoRenderer"
        ),
        .target(
            name: "HarnessCairo", dependencies: ["HarnessCairoRenderer", "HarnessRasterRows"], path: "Sources/01-Native/HarnessCairo"
        ),
        .target(
            name: "CPNG", path: "Sources/01-Native/CPNG",
            // Optimised in debug builds too: the row loops at -O0 made a debug test run decode
            // the goldens several times slower than libpng.
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]
        ),
        // PNG in two parts and one import (HarnessPNG): files (decode through libdeflate or
        // libpng, encode, atomic writes, errors), and animated PNG.
        .target(name: "HarnessPNGCodec", dependencies: ["CPNG", "HarnessImage", "HarnessFiles"], path: "Sources/01-Native/HarnessPNGCodec"),
        .target(name: "HarnessAPNG", dependencies: ["CPNG", "HarnessImage", "HarnessPNGCodec"], path: "Sources/01-Native/HarnessAPNG"),
        .target(name: "HarnessPNG", dependencies: ["HarnessAPNG", "HarnessPNGCodec"], path: "Sources/01-Native/HarnessPNG"),

        // 02-Text: text layout (lines, bidi, carets) over the Pango shaper.
        // In two parts and one import (HarnessText): the layout (shaping, line fitting, bidi, the
        // system line metrics, the engine and its cache) and the edited text (TextView, positions).
        .target(
            name: "HarnessTextLayout", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessPango"],
            path: "Sources/02-Text/HarnessTextLayout"
        ),
        .target(
            name: "HarnessTextEditing", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessTextLayout"],
            path: "Sources/02-Text/HarnessTextEditing"
        ),
        .target(name: "HarnessText", dependencies: ["HarnessTextEditing", "HarnessTextLayout"], path: "Sources/02-Text/HarnessText"),
        // 03-UIKit (issue 22): a module named UIKit (the part of UIKit keyboard-avoiding layout
        // code uses, over the harness's text engine) and the codebase's own surface the design
        // calls (ComponentFlow: transitions, the text field components and their tags).
        // `import UIKit` re-exports its two halves: UIKitViews (geometry, windows and the keyboard,
        // scroll views, colours, animations) and UIKitText (fonts, text views, labels, buttons).
        // UIKitLayers: colours and traits, content size categories, CALayer and its gradient and
        // shape layers (UIKitViews re-exports it).
        .target(name: "UIKitLayers", dependencies: ["HarnessDrawing"], path: "Sources/03-UIKit/UIKitLayers"),
        .target(name: "UIKitViews", dependencies: ["HarnessGeometry", "UIKitLayers"], path: "Sources/03-UIKit/UIKitViews"),
        .target(name: "UIKitText", dependencies: ["HarnessDrawing", "HarnessText", "UIKitViews"], path: "Sources/03-UIKit/UIKitText"),
        .target(name: "UIKit", dependencies: ["UIKitText", "UIKitViews"], path: "Sources/03-UIKit/UIKit"),
        .target(name: "ComponentFlow", dependencies: ["UIKit"], path: "Sources/03-UIKit/ComponentFlow"),
        // One painter for any UIView tree, into the harness's display list.
        .target(
            name: "UIKitPainter", dependencies: ["HarnessDrawing", "HarnessGeometry", "HarnessText", "UIKit"],
            path: "Sources/03-UIKit/UIKitPainter"
        ),
        // 04-Model: the sheet and its caret-tracking rule, the other approaches, motion curves.
        // The sheet's views as the app writes them, against UIKit and ComponentFlow only: the
        // content column and its recenterCaret (issue 22). HarnessText is for ContentState alone,
        // the harness's hand-over of the model's fields, which counts graphemes by its rule.
        .target(name: "TextStyleEditViews", dependencies: ["ComponentFlow", "HarnessText", "UIKit"], path: "Sources/04-Model/TextStyleEditViews"),
        // The sheet's plain values: the variant and its settings, the appearance, the mode, the
        // gap rule, the transition, recenterCaret's result (HarnessSheet re-exports them).
        .target(
            name: "HarnessSheetBasics",
            dependencies: ["HarnessNumbers", "HarnessNames", "HarnessDevices", "HarnessDrawing", "HarnessGeometry", "TextStyleEditViews"],
            path: "Sources/04-Model/HarnessSheetBasics"
        ),
        // The sheet's model, with its UIKit tree (`UIKitSheetMirror`) where the caret tracking runs.
        .target(
            name: "HarnessSheet",
            dependencies: [
                "HarnessDevices", "HarnessGeometry", "HarnessText", "ComponentFlow", "UIKit", "TextStyleEditViews", "HarnessSheetBasics",
            ],
            path: "Sources/04-Model/HarnessSheet"
        ),
        // The other keyboard-avoidance approaches (compare's columns) and the catalogue of all.
        .target(name: "HarnessStrategies", dependencies: ["HarnessGeometry", "HarnessSheet"], path: "Sources/04-Model/HarnessStrategies"),
        // The sheet's views as UIViews (issue 22): header, button, emoji circle, sections, link
        // row, edge effects, keyboard and shortcuts bar, each laying out its children.
        .target(
            name: "SheetViews", dependencies: ["HarnessSheet", "TextStyleEditViews", "UIKit"],
            path: "Sources/04-Model/SheetViews"
        ),
        // The sheet's frames as display lists: its UIView tree built from the model's layout and
        // drawn by the one painter for any view tree (UIKitPainter); the edge effects' numbers.
        .target(
            name: "HarnessSheetPainting",
            dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessSheet", "SheetViews", "UIKit", "UIKitPainter"],
            path: "Sources/04-Model/HarnessSheetPainting"
        ),
        .target(name: "HarnessMotion", dependencies: ["HarnessNumbers", "HarnessGeometry"], path: "Sources/04-Model/HarnessMotion"),
        .target(
            name: "HarnessMotionSheet", dependencies: ["HarnessGeometry", "HarnessMotion", "HarnessSheet"],
            path: "Sources/04-Model/HarnessMotionSheet"
        ),

        // 05-Script: the .scenario language, its parser and the steps it runs.
        // The language as types: commands, expectations, expected values, frame names, the name rule.
        .target(name: "HarnessScenarioLanguage", dependencies: ["HarnessNumbers", "HarnessSheet"], path: "Sources/05-Script/HarnessScenarioLanguage"),
        // A file's bytes to a `Scenario`: tokenizer, token reader, grammars, parse state.
        .target(
            name: "HarnessScenarioParser", dependencies: ["HarnessNumbers", "HarnessFileAccess", "HarnessHash", "HarnessScenarioLanguage", "HarnessSheet"],
            path: "Sources/05-Script/HarnessScenarioParser"
        ),
        // A scenario through the model, frame by frame: session, timeline, limits, frame records,
        // the model's side of `expect`.
        .target(
            name: "HarnessScenarioRunner",
            dependencies: [
                "HarnessNumbers", "HarnessGeometry", "HarnessDrawing", "HarnessScenarioLanguage", "HarnessSheet", "HarnessSheetPainting",
                "HarnessStrategies",
            ],
            path: "Sources/05-Script/HarnessScenarioRunner"
        ),
        // `import HarnessScenario`: the three above in one import.
        .target(
            name: "HarnessScenario", dependencies: ["HarnessScenarioLanguage", "HarnessScenarioParser", "HarnessScenarioRunner"],
            path: "Sources/05-Script/HarnessScenario"
        ),

        // 06-Pixels: the image diff kernel and the caret measured from pixels.
        // The image diff, in two parts and one import (HarnessDiff): what a diff is asked and
        // answers (options, result, budget, verdict), and the per-pixel kernel.
        .target(name: "HarnessDiffTypes", path: "Sources/06-Pixels/HarnessDiffTypes"),
        .target(name: "HarnessDiffKernel", dependencies: ["HarnessDiffTypes", "HarnessImage"], path: "Sources/06-Pixels/HarnessDiffKernel"),
        .target(name: "HarnessDiff", dependencies: ["HarnessDiffKernel", "HarnessDiffTypes"], path: "Sources/06-Pixels/HarnessDiff"),
        .target(name: "HarnessMeasure", dependencies: ["HarnessImage"], path: "Sources/06-Pixels/HarnessMeasure"),
        // 07-Run: running a scenario into typed frame results, in four parts and one import
        // (HarnessRun). The pixels' side of a frame, typed: what the measurer found, the one
        // model-pixels agreement rule, the pixels' side of a caret-gap, the measurer's colours.
        .target(
            name: "HarnessPixelSide", dependencies: ["HarnessNumbers", "HarnessNames", "HarnessDrawing", "HarnessMeasure", "HarnessSheet"],
            path: "Sources/07-Run/HarnessPixelSide"
        ),
        // A frame's typed results and their verdict: FrameResult, expectation outcomes, the
        // pixel cross-check, frames.json, the summary.
        .target(
            name: "HarnessFrameResults",
            dependencies: [
                "HarnessNumbers", "HarnessGeometry", "HarnessImage", "HarnessMeasure", "HarnessMotion", "HarnessPixelSide", "HarnessScenario",
                "HarnessSheet",
            ],
            path: "Sources/07-Run/HarnessFrameResults"
        ),
        // The options every command shares and the files it reads: variants list, located JSON errors.
        .target(
            name: "HarnessRunOptions", dependencies: ["HarnessNumbers", "HarnessFiles", "HarnessNames", "HarnessPNG", "HarnessScenario", "HarnessSheet"],
            path: "Sources/07-Run/HarnessRunOptions"
        ),
        // Frames produced in parallel, handed to handlers, artefacts under out/.
        .target(
            name: "HarnessFrameProduction",
            dependencies: [
                "HarnessCairo", "HarnessDrawing", "HarnessFiles", "HarnessFrameResults", "HarnessImage", "HarnessPNG",
                "HarnessRunOptions", "HarnessScenario", "HarnessSheet",
            ], path: "Sources/07-Run/HarnessFrameProduction"
        ),
        .target(
            name: "HarnessRun", dependencies: ["HarnessPixelSide", "HarnessFrameResults", "HarnessRunOptions", "HarnessFrameProduction"],
            path: "Sources/07-Run/HarnessRun"
        ),
        // Goldens, in three parts and one import (HarnessGoldens). The store: paths, manifest,
        // renderer fingerprint, comparing any image under the caret-aware budget (GoldenCheck).
        .target(
            name: "HarnessGoldenStore",
            dependencies: [
                "HarnessCairo", "HarnessDiff", "HarnessDrawing", "HarnessFiles", "HarnessGeometry", "HarnessHash", "HarnessImage",
                "HarnessPNG", "HarnessRun", "HarnessText",
            ], path: "Sources/07-Run/HarnessGoldenStore"
        ),
        // `record`: the recorder and its transaction.
        .target(
            name: "HarnessGoldenRecorder",
            dependencies: [
                "HarnessDiff", "HarnessFiles", "HarnessGoldenStore", "HarnessHash", "HarnessImage", "HarnessPNG", "HarnessRun",
                "HarnessScenario",
            ], path: "Sources/07-Run/HarnessGoldenRecorder"
        ),
        // `verify`: the verifier, the verification report, failure messages.
        .target(
            name: "HarnessGoldenVerifier",
            dependencies: ["HarnessNumbers", "HarnessDiff", "HarnessFiles", "HarnessGoldenStore", "HarnessPNG", "HarnessRun", "HarnessScenario"],
            path: "Sources/07-Run/HarnessGoldenVerifier"
        ),
        .target(
            name: "HarnessGoldens", dependencies: ["HarnessGoldenStore", "HarnessGoldenRecorder", "HarnessGoldenVerifier"],
            path: "Sources/07-Run/HarnessGoldens"
        ),
        // 08-Reports: the writers: console table, report.html, report.json, junit.xml. They only format.
        .target(
            name: "HarnessReports",
            dependencies: ["HarnessNumbers", "HarnessRun", "HarnessGoldens"], path: "Sources/08-Reports/HarnessReports"
        ),
        // 09-Passes: whole passes over runs (motion, compare, sweep).
        // The motion pass (issue 14), in four parts and one import (HarnessMotionRun). The
        // in-between frames of each animated event: the pass over the model, painted at the
        // presented state, drawn, measured and encoded as APNG on several lanes.
        .target(
            name: "HarnessMotionFrames",
            dependencies: [
                "HarnessCairo", "HarnessDrawing", "HarnessGeometry", "HarnessImage", "HarnessMeasure", "HarnessMotion",
                "HarnessMotionSheet", "HarnessPNG", "HarnessRun", "HarnessScenario", "HarnessSheet", "HarnessSheetPainting",
            ], path: "Sources/09-Passes/HarnessMotionFrames"
        ),
        // Frames at rest judged by their motion: `during motion` verdicts, warnings, findings, verify's report.
        .target(
            name: "HarnessMotionVerdicts",
            dependencies: ["HarnessNumbers", "HarnessGoldens", "HarnessMotion", "HarnessMotionFrames", "HarnessRun", "HarnessScenario", "HarnessSheet"],
            path: "Sources/09-Passes/HarnessMotionVerdicts"
        ),
        // What a command writes of motion: APNGs, motion.json, motion.html, motion goldens.
        .target(
            name: "HarnessMotionArtefacts",
            dependencies: [
                "HarnessNumbers", "HarnessGoldens", "HarnessImage", "HarnessMotion", "HarnessMotionFrames", "HarnessMotionVerdicts", "HarnessPNG",
                "HarnessReports", "HarnessRun", "HarnessScenario", "HarnessSheet",
            ], path: "Sources/09-Passes/HarnessMotionArtefacts"
        ),
        // `bench`'s motion figures: one event's frames drawn, and each stage on its own.
        .target(
            name: "HarnessMotionBench",
            dependencies: [
                "HarnessCairo", "HarnessImage", "HarnessMeasure", "HarnessMotionFrames", "HarnessPNG", "HarnessRun", "HarnessScenario",
                "HarnessSheet",
            ], path: "Sources/09-Passes/HarnessMotionBench"
        ),
        .target(
            name: "HarnessMotionRun",
            dependencies: ["HarnessMotionFrames", "HarnessMotionVerdicts", "HarnessMotionArtefacts", "HarnessMotionBench"],
            path: "Sources/09-Passes/HarnessMotionRun"
        ),
        // The keyboard-avoidance approaches side by side: matrix, strategy strip, compare.html.
        .target(
            name: "HarnessCompare",
            dependencies: [
                "HarnessNumbers", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessPNG", "HarnessRun", "HarnessGoldens",
                "HarnessReports", "HarnessFiles", "HarnessMotion", "HarnessMotionRun", "HarnessStrategies",
            ], path: "Sources/09-Passes/HarnessCompare"
        ),
        // The model-only settings sweep, in two parts and one import (HarnessSweep). The axes,
        // each cell run through the model with its motion, its typed findings and the summary.
        // In two parts and one import (HarnessSweepEngine): one cell through the model (its
        // evaluator, motion, findings, results and summary), and the pass over the axes.
        .target(
            name: "HarnessSweepCells",
            dependencies: [
                "HarnessNumbers", "HarnessFrameResults", "HarnessGeometry", "HarnessMotion", "HarnessMotionSheet", "HarnessPixelSide", "HarnessScenario",
                "HarnessSheet",
            ],
            path: "Sources/09-Passes/HarnessSweepCells"
        ),
        .target(
            name: "HarnessSweepPass", dependencies: ["HarnessScenario", "HarnessSheet", "HarnessSweepCells", "HarnessText"],
            path: "Sources/09-Passes/HarnessSweepPass"
        ),
        .target(
            name: "HarnessSweepEngine", dependencies: ["HarnessSweepCells", "HarnessSweepPass"], path: "Sources/09-Passes/HarnessSweepEngine"
        ),
        // sweep.json and sweep.html's data, streamed to disk.
        .target(
            name: "HarnessSweepWriters", dependencies: ["HarnessFrameResults", "HarnessPixelSide", "HarnessReports", "HarnessSheet", "HarnessSweepEngine"],
            path: "Sources/09-Passes/HarnessSweepWriters"
        ),
        .target(
            name: "HarnessSweep", dependencies: ["HarnessSweepEngine", "HarnessSweepWriters"], path: "Sources/09-Passes/HarnessSweep"
        ),
        // `sweep --pixels` and the sweep baseline: draws each cell's frames, measures them, and
        // compares a sweep's findings with Goldens/sweep.json (HarnessSweep stays model-only).
        .target(
            name: "HarnessSweepPixels",
            dependencies: ["HarnessNumbers", "HarnessFiles", "HarnessDrawing", "HarnessSheet", "HarnessScenario", "HarnessCairo", "HarnessMeasure", "HarnessRun", "HarnessSweep"], path: "Sources/09-Passes/HarnessSweepPixels"
        ),
        // 10-Library: what every command and the test-suite API call (issue 21, 24).
        // `diff A.png B.png`: both files read, decoded and compared; no drawing library.
        .target(name: "HarnessDiffRun", dependencies: ["HarnessDiff", "HarnessFiles", "HarnessPNGCodec"], path: "Sources/10-Library/HarnessDiffRun"),
        // The terminal's text of the commands that draw nothing: devices, diff, help.
        .target(name: "HarnessPlainText", dependencies: ["HarnessDevices", "HarnessDiff"], path: "Sources/10-Library/HarnessPlainText"),
        // Review and approve (issue 25): a finished verify run's frames become goldens through
        // the recorder, without drawing again (`accept`), or from a page on 127.0.0.1 (`review`).
        .target(
            name: "HarnessApprove",
            dependencies: ["HarnessFiles", "HarnessNames", "HarnessImage", "HarnessPNG", "HarnessSheet", "HarnessScenario", "HarnessRun", "HarnessGoldens",
                           "HarnessReports"],
            path: "Sources/10-Library/HarnessApprove"
        ),
        // What a failing verify prints, bounded by causes (issue 25).
        .target(
            name: "HarnessDigest",
            dependencies: ["HarnessFiles", "HarnessRun", "HarnessGoldens", "HarnessReports", "HarnessSweepPixels"],
            path: "Sources/10-Library/HarnessDigest"
        ),
        // The pipeline, in three parts and one import (HarnessPipeline), each a typed outcome the
        // CLI prints. The plan: variants x scenarios, shards, each scenario parsed once.
        .target(
            name: "HarnessPipelinePlan", dependencies: ["HarnessNumbers", "HarnessFiles", "HarnessGoldens", "HarnessRun", "HarnessScenario", "HarnessSheet"],
            path: "Sources/10-Library/HarnessPipelinePlan"
        ),
        // run, verify and record over the plan: each variant verified, the motion goldens, the sweep baseline.
        .target(
            name: "HarnessPipelineRuns",
            dependencies: [
                "HarnessDigest", "HarnessFiles", "HarnessGoldens", "HarnessMotionRun", "HarnessPipelinePlan", "HarnessReports", "HarnessRun",
                "HarnessScenario", "HarnessSweepPixels",
            ], path: "Sources/10-Library/HarnessPipelineRuns"
        ),
        // The commands outside the plan: compare, geometry, motion findings, sweep, accept/review, merge-reports.
        .target(
            name: "HarnessPipelineTools",
            dependencies: [
                "HarnessApprove", "HarnessCompare", "HarnessFiles", "HarnessGoldens", "HarnessMotion", "HarnessMotionRun",
                "HarnessPipelinePlan", "HarnessPNG", "HarnessReports", "HarnessRun", "HarnessScenario", "HarnessSheet", "HarnessSweep",
                "HarnessSweepPixels",
            ], path: "Sources/10-Library/HarnessPipelineTools"
        ),
        .target(
            name: "HarnessPipeline", dependencies: ["HarnessPipelinePlan", "HarnessPipelineRuns", "HarnessPipelineTools"],
            path: "Sources/10-Library/HarnessPipeline"
        ),
        // What the harness reads off any view tree (first responder, caret, keyboard, covers), its
        // motion on the animation timeline, and its painting.
        .target(
            name: "HarnessViewTree",
            dependencies: [
                "HarnessNumbers", "UIKit", "UIKitPainter", "HarnessDrawing", "HarnessGeometry", "HarnessMotion", "HarnessRun", "HarnessScenario", "HarnessSheet",
            ],
            path: "Sources/10-Library/HarnessViewTree"
        ),
        // The test-suite API (issue 24): a script on a screen over variants, checked like verify.
        .target(
            name: "HarnessAssertion",
            dependencies: [
                "HarnessCairo", "HarnessFiles", "HarnessGoldens", "HarnessMotionRun", "HarnessPipeline", "HarnessRun", "HarnessScenario",
                "HarnessSheet", "HarnessStrategies", "HarnessViewTree",
            ],
            path: "Sources/10-Library/HarnessAssertion"
        ),
        // `import CaretHarness`: the assertion for XCTest and Swift Testing, record scopes and trait.
        .target(
            name: "CaretHarness",
            dependencies: ["HarnessAssertion", "HarnessDevices", "HarnessViewTree", "HarnessGoldens", "HarnessScenario", "HarnessSheet"],
            path: "Sources/10-Library/CaretHarness"
        ),
        // `bench`: each stage of a frame timed, the motion draw, the assertion against verify.
        .target(
            name: "HarnessBench",
            dependencies: [
                "HarnessAssertion", "HarnessCairo", "HarnessDiff", "HarnessImage", "HarnessMeasure", "HarnessMotionRun", "HarnessPNG",
                "HarnessRun", "HarnessScenario", "HarnessSheet", "HarnessText",
            ], path: "Sources/10-Library/HarnessBench"
        ),
        // The terminal's text: every command's lines, the progress line, colour; formatting only.
        .target(
            name: "HarnessConsole",
            dependencies: [
                "HarnessNumbers", "HarnessApprove", "HarnessAssertion", "HarnessBench", "HarnessCairo", "HarnessCompare", "HarnessDigest", "HarnessDrawing",
                "HarnessGoldens", "HarnessMotionRun", "HarnessPNG", "HarnessPipeline", "HarnessReports", "HarnessRun", "HarnessScenario",
                "HarnessSheet", "HarnessSweep",
            ], path: "Sources/10-Library/HarnessConsole"
        ),
        // 11-CLI: parses arguments and prints. The command table, every flag table, the parser
        // and dispatch, and the commands that draw nothing (devices, diff), shared by both binaries.
        .target(
            name: "CaretHarnessCommands",
            dependencies: ["HarnessDiff", "HarnessDiffRun", "HarnessNames", "HarnessPlainText"],
            path: "Sources/11-CLI/CaretHarnessCommands"
        ),
        // `caret-harness`: links no drawing library (no Cairo, Pango, fontconfig or fonts); execs
        // caret-harness-draw for --version and the drawing commands.
        .executableTarget(
            name: "CaretHarnessCLI", dependencies: ["CaretHarnessCommands", "HarnessFiles"], path: "Sources/11-CLI/CaretHarnessCLI",
            linkerSettings: staticSwift
        ),
        // `caret-harness-draw`: every command, the drawing ones with Cairo, Pango and the fonts.
        .executableTarget(
            name: "CaretHarnessDraw",
            dependencies: [
                "CaretHarnessCommands", "HarnessApprove", "HarnessBench", "HarnessConsole", "HarnessFiles", "HarnessGoldens",
                "HarnessNames", "HarnessPipeline", "HarnessRun", "HarnessSheet", "HarnessStrategies", "HarnessSweep",
            ], path: "Sources/11-CLI/CaretHarnessDraw",
            linkerSettings: staticSwift
        ),

        // The goldens' one-off re-encoding with the current encoder, pixels checked (scripts/reencode-goldens).
        .executableTarget(
            name: "ReencodeGoldens", dependencies: ["HarnessNumbers", "HarnessFiles", "HarnessGoldens", "HarnessHash", "HarnessImage", "HarnessPNG"],
            path: "Sources/11-CLI/ReencodeGoldens"
        ),

        testTarget(name: "HarnessGeometryTests", dependencies: ["HarnessGeometry"]),
        testTarget(name: "HarnessHashTests", dependencies: ["HarnessHash"]),
        testTarget(name: "HarnessFilesTests", dependencies: ["HarnessFileAccess", "HarnessFileTransaction", "HarnessFolderPolicy"]),
        testTarget(name: "HarnessImageTests", dependencies: ["HarnessImage"]),
        testTarget(
            name: "HarnessMotionTests",
            dependencies: ["HarnessGeometry", "HarnessMotion", "HarnessMotionSheet", "HarnessSheet", "HarnessPNG", "HarnessImage"]
        ),
        testTarget(
            name: "HarnessTextTests", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText", "HarnessTextEditing", "HarnessTextLayout"]
        ),
        testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "ComponentFlow", "UIKitPainter", "TextStyleEditViews", "HarnessSheet", "SheetViews", "HarnessCairo", "HarnessImage",
                "HarnessDrawing", "HarnessGeometry",
            ]
        ),
        testTarget(
            name: "HarnessSheetTests",
            dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText", "HarnessSheet", "HarnessSheetPainting", "HarnessStrategies"]
        ),
        testTarget(
            name: "HarnessSweepTests",
            dependencies: [
                "HarnessFrameResults", "HarnessSheet", "HarnessScenario", "HarnessSweep", "HarnessSweepCells", "HarnessSweepEngine",
                "HarnessSweepPass", "HarnessSweepWriters", "HarnessReports",
            ]
        ),
        testTarget(
            name: "HarnessSweepPixelsTests",
            dependencies: ["HarnessCairo", "HarnessDrawing", "HarnessGeometry", "HarnessSheet", "HarnessScenario", "HarnessRun", "HarnessSweep", "HarnessSweepPixels", "HarnessTestSupport"]
        ),
        testTarget(name: "HarnessScenarioTests", dependencies: ["HarnessSheet", "HarnessScenario", "HarnessFiles"]),
        testTarget(
            name: "HarnessCairoTests",
            dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessImage", "HarnessCairo", "HarnessCairoRenderer", "HarnessRasterRows"]
        ),
        testTarget(name: "HarnessPNGTests", dependencies: ["HarnessImage", "HarnessPNG", "HarnessPNGCodec", "HarnessAPNG", "HarnessFiles"], exclude: ["Fixtures"]),
        testTarget(name: "HarnessDiffTests", dependencies: ["HarnessImage", "HarnessDiff"]),
        testTarget(name: "HarnessMeasureTests", dependencies: ["HarnessImage", "HarnessMeasure", "HarnessPNG"]),
        // Test helpers shared by the test targets above HarnessRun: repository paths, a
        // throwaway goldens workspace.
        .target(name: "HarnessTestSupport", dependencies: ["HarnessRun", "HarnessGoldens"], path: "Tests/HarnessTestSupport"),
        testTarget(
            name: "HarnessRunTests",
            dependencies: [
                "HarnessGeometry", "HarnessDrawing", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessMeasure", "HarnessCairo", "HarnessPNG",
                "HarnessRun", "HarnessFrameResults", "HarnessRunOptions", "HarnessFrameProduction", "HarnessTestSupport",
                "HarnessSheetPainting",
            ]
        ),
        testTarget(
            name: "HarnessGoldensTests",
            dependencies: ["HarnessPNG", "HarnessRun", "HarnessGoldens", "HarnessTestSupport"]
        ),
        testTarget(
            name: "HarnessReportsTests",
            dependencies: ["HarnessRun", "HarnessGoldens", "HarnessReports", "HarnessTestSupport"]
        ),
        testTarget(
            name: "HarnessCompareTests",
            dependencies: [
                "HarnessSheet", "HarnessImage", "HarnessPNG", "HarnessRun", "HarnessGoldens", "HarnessCompare",
                "HarnessTestSupport",
            ]
        ),
        testTarget(
            name: "HarnessMotionRunTests",
            dependencies: [
                "HarnessCairo", "HarnessMotion", "HarnessMotionRun", "HarnessMotionFrames", "HarnessMotionVerdicts",
                "HarnessMotionArtefacts", "HarnessMotionBench", "HarnessRun", "HarnessScenario", "HarnessSheet",
            ]
        ),
        // Examples/: screens of the app's own UIViews through the public API only (CaretHarness and
        // the UIKit-shaped modules; scripts/check-layering refuses any other import).
        .target(name: "InputBar", dependencies: ["CaretHarness", "UIKit"], path: "Examples/InputBar"),
        testTarget(name: "InputBarTests", dependencies: ["CaretHarness", "InputBar"], path: "Examples/InputBarTests", exclude: ["__Goldens__"]),
        .target(name: "LongForm", dependencies: ["CaretHarness", "UIKit"], path: "Examples/LongForm"),
        testTarget(name: "LongFormTests", dependencies: ["CaretHarness", "LongForm"], path: "Examples/LongFormTests", exclude: ["__Goldens__"]),
        testTarget(name: "HarnessViewTreeTests", dependencies: ["HarnessViewTree", "UIKit"]),
        // The one pipeline verify and the assertion share (issue 24), tested once.
        testTarget(
            name: "HarnessPipelineTests",
            dependencies: ["HarnessFiles", "HarnessGoldens", "HarnessMotionRun", "HarnessPipeline", "HarnessRun", "HarnessScenario", "HarnessTestSupport"]
        ),
        testTarget(name: "CaretHarnessTests", dependencies: ["CaretHarness", "HarnessScenario", "HarnessTestSupport"],
                    exclude: ["__Goldens__"]),
        testTarget(
            name: "HarnessApproveTests",
            dependencies: ["HarnessApprove", "HarnessNames", "HarnessPNG", "HarnessRun", "HarnessGoldens", "HarnessReports", "HarnessTestSupport"]
        ),
        // Runs the two binaries as a user does, from the build's bin folder (`swift build` and
        // `swift test` build every product). Not a dependency on their targets: SwiftPM would link
        // their code, and their static Swift runtime, into the test binary too.
        testTarget(
            name: "CaretHarnessCLITests", dependencies: ["HarnessImage", "HarnessPNG", "HarnessHash", "HarnessPipeline"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The build graph is the declared graph closed over: every target also depends on what its
// dependencies depend on, down to the bottom. SwiftPM recompiles a module only when the
// interface file of a module it declares changes, and the compiler leaves an interface file
// untouched when its bytes are the same. A stored property added to RunPlan (HarnessPipelinePlan)
// changed that module's interface but not that of HarnessPipeline, which re-exports it, so
// CaretHarnessDraw kept the old layout of a struct it copies and the incremental build's binary
// crashed; a clean build did not (swiftlang/swift-package-manager#10483, swiftlang/swift#89636).
// Declaring the closure makes every module whose interface changed a direct input of every
// module above it. scripts/check-layering reads the graph as written (the variable below).
if Context.environment["CARET_HARNESS_DECLARED_GRAPH"] == nil {
    func name(_ dependency: Target.Dependency) -> String? {
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): return name
        default: return nil
        }
    }
    let declared = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0.dependencies.compactMap(name)) })
    for target in package.targets where target.type != .system {
        var closure = Set<String>(), stack = declared[target.name] ?? []
        while let next = stack.popLast() {
            if let below = declared[next], closure.insert(next).inserted { stack += below }
        }
        let named = Set(target.dependencies.compactMap(name))
        target.dependencies += closure.subtracting(named).sorted().map { .target(name: $0) }
    }
}
