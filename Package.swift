// swift-tools-version:6.0
import PackageDescription

// Layers, lowest first; every dependency points down this list.
// Only CCairo/HarnessCairo and CPNG/HarnessPNG touch C.
let package = Package(
    name: "CaretHarness",
    products: [
        .executable(name: "caret-harness", targets: ["CaretHarnessCLI"]),
    ],
    targets: [
        .target(name: "HarnessGeometry"),
        .target(name: "HarnessHash"),
        .target(name: "HarnessDrawing", dependencies: ["HarnessGeometry"]),
        .target(name: "HarnessText", dependencies: ["HarnessGeometry", "HarnessDrawing"]),
        .target(name: "HarnessSheet", dependencies: ["HarnessGeometry", "HarnessDrawing", "HarnessText"]),
        .target(name: "HarnessScenario", dependencies: ["HarnessSheet", "HarnessHash"]),
        .target(name: "HarnessImage"),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "HarnessCairo", dependencies: ["CCairo", "HarnessDrawing", "HarnessImage"]),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16")]
        ),
        .target(name: "HarnessPNG", dependencies: ["CPNG", "HarnessImage"]),
        .target(name: "HarnessDiff", dependencies: ["HarnessImage"]),
        .target(name: "HarnessMeasure", dependencies: ["HarnessImage"]),
        .target(
            name: "HarnessGoldens",
            dependencies: [
                "HarnessScenario", "HarnessCairo", "HarnessPNG", "HarnessDiff", "HarnessMeasure", "HarnessHash",
            ]
        ),
        .target(name: "HarnessSweep", dependencies: ["HarnessScenario", "HarnessSheet", "HarnessText"]),
        .executableTarget(name: "CaretHarnessCLI", dependencies: ["HarnessGoldens", "HarnessSweep"]),

        .testTarget(name: "HarnessGeometryTests", dependencies: ["HarnessGeometry"]),
        .testTarget(name: "HarnessHashTests", dependencies: ["HarnessHash"]),
        .testTarget(name: "HarnessImageTests", dependencies: ["HarnessImage"]),
        .testTarget(name: "HarnessTextTests", dependencies: ["HarnessText"]),
        .testTarget(name: "HarnessSheetTests", dependencies: ["HarnessSheet"]),
        .testTarget(name: "HarnessScenarioTests", dependencies: ["HarnessScenario"]),
        .testTarget(name: "HarnessSweepTests", dependencies: ["HarnessSweep"]),
        .testTarget(name: "HarnessCairoTests", dependencies: ["HarnessCairo"]),
        .testTarget(name: "HarnessPNGTests", dependencies: ["HarnessPNG"], exclude: ["Fixtures"]),
        .testTarget(name: "HarnessDiffTests", dependencies: ["HarnessDiff"]),
        .testTarget(name: "HarnessMeasureTests", dependencies: ["HarnessMeasure", "HarnessPNG"]),
        .testTarget(name: "HarnessGoldensTests", dependencies: ["HarnessGoldens"]),
        .testTarget(name: "CaretHarnessCLITests", dependencies: ["CaretHarnessCLI", "HarnessPNG"]),
    ],
    swiftLanguageModes: [.v6]
)
