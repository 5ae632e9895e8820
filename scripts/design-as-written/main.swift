// The check's runner (glue, committed): every stock scenario on every cell of the sweep, once
// with our model's caret tracking and once with the design's code as written (Content.swift,
// generated), comparing every frame's scroll origin. Exit 1 naming the first frame that differs.
import ComponentFlow
import Foundation
import HarnessScript
import HarnessScreens
import HarnessPasses
import HarnessText
import UIKit

extension TextStyleEditContentComponent.View: DesignContentView {
    var titleFieldView: ComponentFlow.TextFieldComponent.View? { titleField.textFieldView }
    var textFieldView: ComponentFlow.TextFieldComponent.View? { textField.textFieldView }

    func update(state: ContentState, availableSize: CGSize, environment: ViewControllerComponentContainer.Environment,
                transition: ComponentFlow.ComponentTransition) {
        onApply = { content, titleSection, titleField, textSection, textField in
            state.apply(to: content, titleSection: titleSection, titleField: titleField, textSection: textSection,
                        textField: textField, transition: transition)
        }
        update(availableSize: availableSize, environment: environment, transition: transition)
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let scenarioFolder = arguments.first else {
    FileHandle.standardError.write(Data("usage: design-check SCENARIO-FOLDER [--cells N]\n".utf8))
    exit(2)
}
let cellLimit = arguments.firstIndex(of: "--cells").flatMap { Int(arguments[$0 + 1]) }
let names = try FileManager.default.contentsOfDirectory(atPath: scenarioFolder).filter { $0.hasSuffix(".scenario") }.sorted()
let scenarios = try names.map { try ScenarioParser.parse(contentsOf: "\(scenarioFolder)/\($0)") }
TextLayoutCache.installed = TextLayoutCache()
var variants = SweepAxes.full.variants
if let cellLimit { variants = Array(variants.prefix(cellLimit)) }
var compared = 0
for variant in variants {
    for scenario in scenarios {
        var ours = ScenarioRunner(variant: variant, appearance: .light)
        ours.draws = false
        var written = ours
        written.avoidanceMaker = {
            UIKitContentAvoidance(id: "design-as-written") { TextStyleEditContentComponent.View() }
        }
        let a = try ours.records(of: scenario), b = try written.records(of: scenario)
        guard a.count == b.count else {
            print("design-as-written: \(scenario.path) on \(variant.id): \(a.count) frames ours, \(b.count) as written")
            exit(1)
        }
        for (x, y) in zip(a, b) where x.snapshot.scrollOriginY != y.snapshot.scrollOriginY {
            print("design-as-written: frame \(x.name) (#\(x.index), line \(x.line), \(x.eventDescription)) of "
                  + "\(scenario.path) on \(variant.id): scroll origin \(x.snapshot.scrollOriginY) ours, "
                  + "\(y.snapshot.scrollOriginY) as written")
            exit(1)
        }
        compared += a.count
    }
}
print("design-as-written: \(compared) frames compared (\(scenarios.count) scenarios on \(variants.count) cells), "
      + "every scroll origin equal")
