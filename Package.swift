// swift-tools-version:6.0
import PackageDescription

// Layers, lowest first; every dependency points down this list.
// Only CCairo/HarnessCairo, CPNG/HarnessPNG and CPango/HarnessPango touch C.
let package = Package(
    name: "CaretHarness",
    products: [
        .executable(name: "caret-harness", targets: ["CaretHarnessCLI"]),
    ],
    targets: [
        .target(name: "HarnessGeometry"),
        .target(name: "HarnessHash"),
        .target(name: "HarnessFiles"),
        .target(name: "HarnessDrawing", dependencies: ["HarnessGeometry"]),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangoft2",
            providers: [.apt(["libpango1.0-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
        ),
        // The text engine's C side: Pango's breaks, itemizing and fallback, HarfBuzz shaping.
        .target(name: "HarnessPango", dependencies: ["CPango"]),
        .target(name: "HarnessText", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessPango"]),
        .target(name: "HarnessSheet", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText"]),
        .target(name: "HarnessScenario", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessSheet", "HarnessHash", "HarnessFiles"]),
        .target(name: "HarnessImage"),
        .target(name: "HarnessMotion", dependencies: ["HarnessGeometry"]),
        .target(name: "HarnessMotionSheet", dependencies: ["HarnessGeometry", "HarnessMotion", "HarnessSheet"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "HarnessCairo", dependencies: ["CCairo", "HarnessGeometry", "HarnessDrawing", "HarnessImage"]),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "HarnessPNG", dependencies: ["CPNG", "HarnessImage", "HarnessFiles"]),
        .target(name: "HarnessDiff", dependencies: ["HarnessImage"]),
        .target(name: "HarnessMeasure", dependencies: ["HarnessImage"]),
        // Running a scenario into typed frame results: frame production, the pixel
        // cross-check, artefacts under out/, the options every command shares.
        .target(
            name: "HarnessRun",
            dependencies: [
                "HarnessGeometry", "HarnessDrawing", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessCairo",
                "HarnessPNG", "HarnessMeasure", "HarnessFiles",
            ]
        ),
        // Goldens: store, manifest, renderer fingerprint, comparing and recording any image.
        .target(
            name: "HarnessGoldens",
            dependencies: [
                "HarnessGeometry", "HarnessDrawing", "HarnessScenario", "HarnessImage", "HarnessCairo", "HarnessPNG", "HarnessDiff",
                "HarnessHash", "HarnessRun", "HarnessFiles", "HarnessText",
            ]
        ),
        // Writers: console table, report.html, report.json, junit.xml. They only format.
        .target(
            name: "HarnessReports",
            dependencies: ["HarnessRun", "HarnessGoldens"],
            resources: [
                .embedInCode("Resources/report.css"), .embedInCode("Resources/report.js"),
                .embedInCode("Resources/motion.css"), .embedInCode("Resources/motion.js"),
            ]
        ),
        // The motion pass (issue 14): the in-between frames of each animated event drawn at the
        // presented state, measured, encoded as APNG; `during motion` verdicts; motion.json.
        .target(
            name: "HarnessMotionRun",
            dependencies: [
                "HarnessDrawing", "HarnessGeometry", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessCairo",
                "HarnessPNG", "HarnessMeasure", "HarnessMotion", "HarnessMotionSheet", "HarnessRun", "HarnessGoldens",
                "HarnessReports",
            ]
        ),
        // The keyboard-avoidance approaches side by side: matrix, strategy strip, compare.html.
        .target(
            name: "HarnessCompare",
            dependencies: [
                "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessPNG", "HarnessRun", "HarnessGoldens",
                "HarnessReports", "HarnessFiles", "HarnessMotion", "HarnessMotionRun",
            ],
            resources: [.embedInCode("Resources/compare.css")]
        ),
        .target(
            name: "HarnessSweep",
            dependencies: ["HarnessGeometry", "HarnessScenario", "HarnessSheet", "HarnessText", "HarnessMotion", "HarnessMotionSheet"]
        ),
        // `sweep --pixels` and the sweep baseline: draws each cell's frames, measures them, and
        // compares a sweep's findings with Goldens/sweep.json (HarnessSweep stays model-only).
        .target(
            name: "HarnessSweepPixels",
            dependencies: ["HarnessFiles", "HarnessSheet", "HarnessScenario", "HarnessCairo", "HarnessMeasure", "HarnessRun", "HarnessSweep"]
        ),
        .executableTarget(
            name: "CaretHarnessCLI",
            dependencies: [
                "HarnessText", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessCairo", "HarnessPNG", "HarnessDiff",
                "HarnessMeasure", "HarnessRun", "HarnessGoldens", "HarnessReports", "HarnessCompare", "HarnessSweep", "HarnessFiles",
                "HarnessMotion", "HarnessMotionRun", "HarnessSweepPixels",
            ]
        ),

        .testTarget(name: "HarnessGeometryTests", dependencies: ["HarnessGeometry"]),
        .testTarget(name: "HarnessHashTests", dependencies: ["HarnessHash"]),
        .testTarget(name: "HarnessFilesTests", dependencies: ["HarnessFiles"]),
        .testTarget(name: "HarnessImageTests", dependencies: ["HarnessImage"]),
        .testTarget(
            name: "HarnessMotionTests",
            dependencies: ["HarnessGeometry", "HarnessMotion", "HarnessMotionSheet", "HarnessSheet", "HarnessPNG", "HarnessImage"]
        ),
        .testTarget(name: "HarnessTextTests", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText"]),
        .testTarget(name: "HarnessSheetTests", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText", "HarnessSheet"]),
        .testTarget(name: "HarnessSweepTests", dependencies: ["HarnessSheet", "HarnessScenario", "HarnessSweep"]),
        .testTarget(
            name: "HarnessSweepPixelsTests",
            dependencies: ["HarnessSheet", "HarnessScenario", "HarnessRun", "HarnessSweep", "HarnessSweepPixels", "HarnessTestSupport"]
        ),
        .testTarget(name: "HarnessScenarioTests", dependencies: ["HarnessSheet", "HarnessScenario", "HarnessFiles"]),
        .testTarget(
            name: "HarnessCairoTests", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessImage", "HarnessCairo"]
        ),
        .testTarget(name: "HarnessPNGTests", dependencies: ["HarnessImage", "HarnessPNG", "HarnessFiles"], exclude: ["Fixtures"]),
        .testTarget(name: "HarnessDiffTests", dependencies: ["HarnessImage", "HarnessDiff"]),
        .testTarget(name: "HarnessMeasureTests", dependencies: ["HarnessImage", "HarnessMeasure", "HarnessPNG"]),
        // Test helpers shared by the test targets above HarnessRun: repository paths, a
        // throwaway goldens workspace.
        .target(name: "HarnessTestSupport", dependencies: ["HarnessRun", "HarnessGoldens"], path: "Tests/HarnessTestSupport"),
        .testTarget(
            name: "HarnessRunTests",
            dependencies: [
                "HarnessGeometry", "HarnessDrawing", "HarnessSheet", "HarnessScenario", "HarnessImage", "HarnessCairo", "HarnessPNG",
                "HarnessRun", "HarnessTestSupport",
            ]
        ),
        .testTarget(
            name: "HarnessGoldensTests",
            dependencies: ["HarnessPNG", "HarnessRun", "HarnessGoldens", "HarnessTestSupport"]
        ),
        .testTarget(
            name: "HarnessReportsTests",
            dependencies: ["HarnessRun", "HarnessGoldens", "HarnessReports", "HarnessTestSupport"]
        ),
        .testTarget(
            name: "HarnessCompareTests",
            dependencies: [
                "HarnessSheet", "HarnessImage", "HarnessPNG", "HarnessRun", "HarnessGoldens", "HarnessCompare",
                "HarnessTestSupport",
            ]
        ),
        .testTarget(
            name: "HarnessMotionRunTests",
            dependencies: ["HarnessCairo", "HarnessMotion", "HarnessMotionRun", "HarnessRun", "HarnessScenario", "HarnessSheet"]
        ),
        .testTarget(name: "CaretHarnessCLITests", dependencies: ["CaretHarnessCLI", "HarnessImage", "HarnessPNG", "HarnessHash"]),
    ],
    swiftLanguageModes: [.v6]
)
