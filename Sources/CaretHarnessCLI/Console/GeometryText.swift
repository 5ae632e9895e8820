import HarnessPasses
import HarnessReports
import HarnessRun

/// What `geometry` prints: each scenario's frame table (no pixel columns) and its failed expectations.
package enum GeometryText {
    package static func lines(_ all: [GeometryScenario], options: HarnessOptions) -> [String] {
        all.flatMap { s in
            ["\(s.name) on \(options.variant) (inputHeight \(Int(options.sheetVariant.inputHeight)) pt):",
             FrameTable(includePixels: false).render(s.frames)]
                + s.failures.map { "FAILED \(s.path):\($0.result.line): frame \($0.frame): expect \($0.result.expectation.text): \($0.result.message)" }
                + [""]
        }
    }
}
