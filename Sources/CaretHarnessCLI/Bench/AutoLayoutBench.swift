import HarnessCore
import HarnessPixels
import HarnessScreens
import UIKit

/// Auto Layout's cost beside drawing: the `AutoLayoutForm` on the bench's device. One layout pass
/// re-solves after a constant changes (as a growing text view's height constraint does on every
/// keystroke), and the same window is drawn at the device's scale.
@MainActor
enum AutoLayoutBench {
    static func stages(device: Device, runs: Int) throws -> [Benchmark.Stage] {
        let form = AutoLayoutForm(device: device)
        let renderer = try CairoRenderer()
        var solves: [Double] = [], draws: [Double] = []
        for run in 0..<runs {
            form.barHeight.constant = run % 2 == 0 ? 60 : 52
            let start = Benchmark.now()
            form.window.layoutIfNeeded()
            solves.append(Benchmark.now() - start)
            let drawStart = Benchmark.now()
            _ = try renderer.render(UIViewPainter().paint(form.window), scale: device.scale)
            draws.append(Benchmark.now() - drawStart)
        }
        let installed = LayoutEngine.engine(for: form.window)?.solver.constraintCount ?? 0
        return [Benchmark.Stage.median("auto layout pass, form of \(installed) constraints", solves),
                Benchmark.Stage.median("draw the same form (Cairo)", draws)]
    }
}
