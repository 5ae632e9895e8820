import HarnessCore
import HarnessPixels
import UIKit

/// Auto Layout's cost beside drawing: a form of 12 rows (a label and a fixed-size view in a
/// horizontal stack) in a vertical stack inside a scroll view, over a bar pinned to the keyboard
/// layout guide, on the bench's device. One layout pass re-solves after a constant changes (as a
/// growing text view's height constraint does on every keystroke), and the same window is drawn
/// at the device's scale. The layout pass should cost well under a tenth of the drawing.
@MainActor
enum AutoLayoutBench {
    static func stages(device: Device, runs: Int) throws -> [Benchmark.Stage] {
        let window = UIWindow(display: HarnessDisplay(
            screenSize: CGSize(width: device.screen.width, height: device.screen.height), scale: device.scale,
            safeAreaInsets: UIEdgeInsets(top: device.safeAreaTop, left: 0, bottom: device.safeAreaBottom, right: 0),
            keyboardHeight: device.keyboardHeight))
        window.backgroundColor = .systemBackground
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let scroll = UIScrollView(), stack = UIStackView(), bar = UIView()
        for view in [scroll, stack, bar] { view.translatesAutoresizingMaskIntoConstraints = false }
        stack.axis = .vertical
        stack.spacing = 12
        root.addSubview(scroll)
        root.addSubview(bar)
        scroll.addSubview(stack)
        bar.backgroundColor = .systemBlue
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<12 {
            let row = UIStackView()
            row.spacing = 8
            let label = UILabel()
            label.text = "Field \(i + 1)"
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = UIView()
            field.backgroundColor = .secondarySystemBackground
            constraints += [field.widthAnchor.constraint(equalToConstant: 120), field.heightAnchor.constraint(equalToConstant: 36)]
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            stack.addArrangedSubview(row)
        }
        let barHeight = bar.heightAnchor.constraint(equalToConstant: 52)
        NSLayoutConstraint.activate(constraints + [
            scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor), barHeight,
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        window.layoutIfNeeded()
        let renderer = try CairoRenderer()
        var solves: [Double] = [], draws: [Double] = []
        for run in 0..<runs {
            barHeight.constant = run % 2 == 0 ? 60 : 52
            let start = Benchmark.now()
            window.layoutIfNeeded()
            solves.append(Benchmark.now() - start)
            let drawStart = Benchmark.now()
            _ = try renderer.render(UIViewPainter().paint(window), scale: device.scale)
            draws.append(Benchmark.now() - drawStart)
        }
        let installed = LayoutEngine.engine(for: window)?.solver.constraintCount ?? 0
        return [Benchmark.Stage.median("auto layout pass, form of \(installed) constraints", solves),
                Benchmark.Stage.median("draw the same form (Cairo)", draws)]
    }
}
