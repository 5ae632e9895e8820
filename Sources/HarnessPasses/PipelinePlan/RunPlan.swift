import HarnessRun
import HarnessScreens

/// One piece of work: a scenario on a variant.
package struct RunUnit: Hashable, Sendable {
    package let variant: GoldenVariant
    package let scenarioPath: String

    package init(variant: GoldenVariant, scenarioPath: String) {
        self.variant = variant
        self.scenarioPath = scenarioPath
    }
}

/// `--shard I/N`: part I (1-based) of N.
package struct Shard: Hashable, Sendable {
    package let index: Int
    package let count: Int

    package static let whole = Shard(index: 1, count: 1)

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw PipelineError("--shard \(text): expected I/N with 1 <= I <= N, e.g. 2/4")
        }
        self.init(index: i, count: n)
    }

    /// The units of this part: every N-th unit from the I-th, so parts are disjoint, together
    /// complete, and each gets a share of every variant.
    package func select(_ units: [RunUnit]) -> [RunUnit] {
        units.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// What `run`, `verify` and `record` do: the variants (from the list, or the one named by
/// --device/--appearance), times the scenarios, cut to the shard, grouped back by variant.
package struct RunPlan: Sendable {
    /// Per variant in list order: its options (scenario paths of this shard only).
    package let groups: [HarnessOptions]
    /// The variant order for reports.
    package let order: [String]
    package let units: [RunUnit]
    package let outDirectory: String
    package let goldensDirectory: String
    /// Every scenario the command line named (every stock scenario on a plain run), before the
    /// variants' lists and the shard cut it: what the sweep baseline sweeps.
    package let scenarioPaths: [String]

    /// `goldens` the goldens folder; `variantChosen` true when a device, appearance or setting
    /// was named (then `base` alone is the variant and variants.json is not read); `base` the
    /// options from the command line, made after the variant list is read.
    package init(goldens: String, variantChosen: Bool, base makeBase: () throws -> HarnessOptions, shard: Shard = .whole) throws {
        let list = variantChosen ? nil : try VariantList.load(goldens: goldens)
        let base = try makeBase()
        let standard = Settings.standard
        let variants = list?.variants ?? [GoldenVariant(
            device: base.device.id, appearance: base.appearance.rawValue, scenarios: nil,
            orientation: base.settings.orientation == standard.orientation ? nil : base.settings.orientation.rawValue,
            textSize: base.settings.textSize == standard.textSize ? nil : base.settings.textSize,
            keyboard: base.settings.keyboard == standard.keyboard ? nil : base.settings.keyboard.rawValue)]
        let units = variants.flatMap { v in base.scenarioPaths.filter(v.covers).map { RunUnit(variant: v, scenarioPath: $0) } }
        guard !units.isEmpty else {
            throw PipelineError("no variant in \(goldens)/\(VariantList.fileName) covers \(base.scenarioPaths.joined(separator: ", "))")
        }
        let chosen = shard.select(units)
        var groups: [HarnessOptions] = []
        for v in variants {
            let paths = chosen.filter { $0.variant == v }.map(\.scenarioPath)
            guard !paths.isEmpty else { continue }
            var options = try HarnessOptions(scenarios: paths, device: v.device, appearance: v.appearance,
                                             out: base.outDirectory, goldens: goldens)
            options.avoidance = base.avoidance
            options.maxFrames = base.maxFrames
            options.settings = try v.settings()
            groups.append(options)
        }
        try HarnessOptions.checkFrameBudget(groups)
        self.groups = groups
        self.units = chosen
        order = variants.map(\.id)
        outDirectory = base.outDirectory
        goldensDirectory = goldens
        scenarioPaths = base.scenarioPaths
    }
}
