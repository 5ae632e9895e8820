// swift-tools-version:6.1
import PackageDescription

// One module a part, each named for what it holds (docs/modules.md has the map). Dependencies
// point down: the C libraries, then files and plain values, text, pixels and the diff, the UIKit
// surface, the screens, the script, a run, goldens, reports, the passes, approval, and on top
// the `CaretHarness` library for test suites and the `caret-harness` command line.

/// A test target: its own code compiled without optimisation in release builds too (the code it
/// tests stays optimised); test targets are never built for a package that depends on this one.
func testTarget(_ name: String, _ dependencies: [Target.Dependency], path: String? = nil, exclude: [String] = []) -> Target {
    .testTarget(
        name: name, dependencies: dependencies, path: path, exclude: exclude,
        swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .release))]
    )
}

let package = Package(
    name: "CaretHarness",
    products: [
        .executable(name: "caret-harness", targets: ["CaretHarnessCLI"]),
        // `import CaretHarness` in a team's own XCTest and Swift Testing suites.
        .library(name: "CaretHarness", targets: ["CaretHarness"]),
        // What scripts/check-design-as-written links the design's code, compiled at test time, against.
        .library(
            name: "DesignAsWrittenHost", type: .dynamic,
            targets: ["UIKit", "ComponentFlow", "HarnessScreens", "HarnessScript", "HarnessPasses"]
        ),
        // A team applies it to a test-support target to compile its own UIKit files unchanged (@objc, #selector).
        .plugin(name: "CaretHarnessSourcesPlugin", targets: ["CaretHarnessSourcesPlugin"]),
    ],
    targets: [
        // The C libraries, from Debian (scripts/bootstrap). Only the thin Swift types that own
        // their objects touch them: HarnessText (Pango), HarnessPixels (Cairo, libpng), HarnessFiles (libcrypto).
        .systemLibrary(
            name: "CPango", path: "Sources/CLibraries/CPango", pkgConfig: "pangoft2",
            providers: [.apt(["libpango1.0-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(name: "CCairo", path: "Sources/CLibraries/CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Sources/CLibraries/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // Whole-image PNG decoding and encoding through libdeflate, libpng for the rest.
        .target(
            name: "CPNG", path: "Sources/CLibraries/CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]
        ),

        // Safe files: bounded reads, atomic writes, the many-file transaction with its journal and
        // lock, where a run may write and prune, SHA-256 fingerprints.
        .target(name: "HarnessFiles", dependencies: ["CCrypto"]),
        // Plain values: geometry, numbers as text, names, the devices, images in memory, the display list.
        .target(name: "HarnessCore"),
        // Text: Pango's shaping and breaks, line layout, bidi, carets, the edited text.
        .target(name: "HarnessText", dependencies: ["CPango", "HarnessCore"]),
        // Drawing and pixels: the display list drawn with Cairo, PNG and APNG files, the caret measured from pixels.
        .target(name: "HarnessPixels", dependencies: ["CCairo", "CPNG", "HarnessCore", "HarnessFiles"]),
        // The image diff (pixelmatch's rules): options, kernel, marks, the diff image.
        .target(name: "HarnessDiff", dependencies: ["HarnessCore"]),
        // The UIKit surface a screen's own code compiles against, and the painter for any view tree.
        .target(name: "UIKit", dependencies: ["HarnessCore", "HarnessText"]),
        // Objective-C-only syntax adapted, same lines: the rewriter, its tool and the build-tool plugin that runs it.
        .executableTarget(name: "caret-harness-adapt", path: "Sources/SourceAdapter"),
        .plugin(name: "CaretHarnessSourcesPlugin", capability: .buildTool(), dependencies: ["caret-harness-adapt"]),
        // The app codebase's component framework the design is written against, and the sheet's content column.
        .target(name: "ComponentFlow", dependencies: ["HarnessText", "UIKit"]),
        // The screens: the sheet (its model, views and the caret rule), the other approaches, motion curves.
        .target(name: "HarnessScreens", dependencies: ["ComponentFlow", "HarnessCore", "HarnessText", "UIKit"]),
        // The .scenario language: its types, the parser, and a scenario run through the model.
        .target(name: "HarnessScript", dependencies: ["HarnessCore", "HarnessFiles", "HarnessScreens"]),
        // One run: frames produced and drawn, their typed results and verdicts, the options every command shares.
        .target(name: "HarnessRun", dependencies: ["HarnessCore", "HarnessFiles", "HarnessPixels", "HarnessScreens", "HarnessScript"]),
        // Goldens: the store and manifest, comparing under the caret-aware budget, record and verify.
        .target(
            name: "HarnessGoldens",
            dependencies: ["HarnessCore", "HarnessDiff", "HarnessFiles", "HarnessPixels", "HarnessRun", "HarnessScript", "HarnessText"]
        ),
        // The writers: console table, report.html, report.json, junit.xml. They only format.
        .target(name: "HarnessReports", dependencies: ["HarnessCore", "HarnessGoldens", "HarnessRun"]),
        // Approval: `accept` and `review` turn a verify run's frames into goldens.
        .target(
            name: "HarnessApprove",
            dependencies: [
                "HarnessCore", "HarnessFiles", "HarnessGoldens", "HarnessPixels", "HarnessReports", "HarnessRun", "HarnessScreens",
                "HarnessScript",
            ]
        ),
        // The passes over scenarios and variants: the plan, run/verify/record, motion, compare,
        // the sweeps, a team's view screens and the assertion's check.
        .target(
            name: "HarnessPasses",
            dependencies: [
                "HarnessApprove", "HarnessCore", "HarnessFiles", "HarnessGoldens", "HarnessPixels", "HarnessReports", "HarnessRun",
                "HarnessScreens", "HarnessScript", "HarnessText", "UIKit",
            ]
        ),
        // Testing's cross-import overlay for a module named UIKit: a file importing both Testing and
        // UIKit needs a module of this name; it makes a view attachable, drawn to PNG.
        .target(name: "_Testing_UIKit", dependencies: ["HarnessCore", "HarnessPixels", "UIKit"]),
        // `import CaretHarness`: the assertion for XCTest and Swift Testing, record scopes and trait.
        .target(
            name: "CaretHarness",
            dependencies: ["HarnessCore", "HarnessGoldens", "HarnessPasses", "HarnessScreens", "HarnessScript", "UIKit", "_Testing_UIKit"]
        ),
        // `caret-harness`: parses arguments and prints.
        .executableTarget(
            name: "CaretHarnessCLI",
            dependencies: [
                "HarnessApprove", "HarnessCore", "HarnessDiff", "HarnessFiles", "HarnessGoldens", "HarnessPasses", "HarnessPixels",
                "HarnessReports", "HarnessRun", "HarnessScreens", "HarnessScript", "HarnessText", "UIKit",
            ]
        ),

        // Test helpers shared by the test targets above HarnessRun: repository paths, a throwaway goldens workspace.
        .target(name: "HarnessTestSupport", dependencies: ["HarnessGoldens", "HarnessRun"], path: "Tests/HarnessTestSupport"),
        testTarget("HarnessGeometryTests", ["HarnessCore"]),
        testTarget("HarnessImageTests", ["HarnessCore"]),
        testTarget("HarnessHashTests", ["HarnessFiles"]),
        testTarget("HarnessFilesTests", ["HarnessFiles"]),
        testTarget("HarnessTextTests", ["ComponentFlow", "HarnessCore", "HarnessText", "UIKit"]),
        testTarget("HarnessCairoTests", ["HarnessCore", "HarnessPixels"]),
        testTarget("HarnessPNGTests", ["HarnessCore", "HarnessFiles", "HarnessPixels"], exclude: ["Fixtures"]),
        testTarget("HarnessMeasureTests", ["HarnessCore", "HarnessPixels"]),
        testTarget("HarnessDiffTests", ["HarnessCore", "HarnessDiff"]),
        testTarget("UIKitTests", ["ComponentFlow", "HarnessCore", "HarnessPixels", "HarnessScreens", "UIKit"]),
        testTarget("HarnessSheetTests", ["ComponentFlow", "HarnessCore", "HarnessScreens", "HarnessText", "UIKit"]),
        testTarget("HarnessMotionTests", ["HarnessCore", "HarnessPixels", "HarnessScreens"]),
        testTarget("HarnessScenarioTests", ["HarnessFiles", "HarnessScreens", "HarnessScript"]),
        testTarget(
            "HarnessRunTests", ["HarnessCore", "HarnessPixels", "HarnessRun", "HarnessScreens", "HarnessScript", "HarnessTestSupport"]
        ),
        testTarget("HarnessGoldensTests", ["HarnessGoldens", "HarnessPixels", "HarnessRun", "HarnessTestSupport"]),
        testTarget("HarnessReportsTests", ["HarnessGoldens", "HarnessReports", "HarnessRun", "HarnessTestSupport"]),
        testTarget(
            "HarnessApproveTests",
            ["HarnessApprove", "HarnessCore", "HarnessGoldens", "HarnessPixels", "HarnessReports", "HarnessRun", "HarnessTestSupport"]
        ),
        testTarget(
            "HarnessCompareTests",
            ["HarnessCore", "HarnessGoldens", "HarnessPasses", "HarnessPixels", "HarnessRun", "HarnessScreens", "HarnessTestSupport"]
        ),
        testTarget("HarnessMotionRunTests", ["HarnessPasses", "HarnessPixels", "HarnessRun", "HarnessScreens", "HarnessScript"]),
        testTarget("HarnessSweepTests", ["HarnessPasses", "HarnessReports", "HarnessRun", "HarnessScreens", "HarnessScript"]),
        testTarget(
            "HarnessSweepPixelsTests",
            ["HarnessCore", "HarnessPasses", "HarnessPixels", "HarnessScreens", "HarnessScript", "HarnessTestSupport"]
        ),
        testTarget(
            "HarnessPipelineTests", ["HarnessFiles", "HarnessGoldens", "HarnessPasses", "HarnessRun", "HarnessScript", "HarnessTestSupport"]
        ),
        testTarget("HarnessViewTreeTests", ["HarnessCore", "HarnessPasses", "HarnessReports", "HarnessScreens", "HarnessScript", "UIKit"]),
        testTarget("SourceAdapterTests", ["caret-harness-adapt"]),
        testTarget(
            "CaretHarnessTests", ["CaretHarness", "HarnessCore", "HarnessPixels", "HarnessScript", "HarnessTestSupport", "UIKit"],
            exclude: ["__Goldens__"]
        ),
        // Runs the binary as a user does, from the build's bin folder (`swift build` and `swift
        // test` build every product); not a dependency on its target, whose code would be linked in.
        testTarget("CaretHarnessCLITests", ["HarnessCore", "HarnessFiles", "HarnessPasses", "HarnessPixels"]),

        // Examples/: screens of the app's own UIViews through the public API only (CaretHarness and UIKit).
        .target(name: "InputBar", dependencies: ["CaretHarness", "UIKit"], path: "Examples/InputBar"),
        testTarget("InputBarTests", ["CaretHarness", "InputBar"], path: "Examples/InputBarTests", exclude: ["__Goldens__"]),
        .target(name: "LongForm", dependencies: ["CaretHarness", "UIKit"], path: "Examples/LongForm"),
        testTarget("LongFormTests", ["CaretHarness", "LongForm"], path: "Examples/LongFormTests", exclude: ["__Goldens__"]),
        // The composer: the team's own file (Examples/Composer, in no target) compiled unchanged through the plugin.
        .target(
            name: "ComposerSupport", dependencies: ["CaretHarness", "UIKit"], path: "Examples/ComposerSupport",
            exclude: ["caret-harness-sources.json"], plugins: ["CaretHarnessSourcesPlugin"]
        ),
        testTarget("ComposerTests", ["CaretHarness", "ComposerSupport", "UIKit"], path: "Examples/ComposerTests", exclude: ["__Goldens__"]),
        // A stack-view form in a scroll view that insets itself for the keyboard, the same way.
        .target(
            name: "SignUpFormSupport", dependencies: ["CaretHarness", "UIKit"], path: "Examples/SignUpFormSupport",
            exclude: ["caret-harness-sources.json"], plugins: ["CaretHarnessSourcesPlugin"]
        ),
        testTarget("SignUpFormTests", ["CaretHarness", "SignUpFormSupport"], path: "Examples/SignUpFormTests", exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)
