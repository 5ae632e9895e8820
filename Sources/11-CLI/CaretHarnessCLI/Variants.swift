import Foundation
import HarnessFiles
import HarnessRun
import HarnessSheet

/// One golden variant from `Goldens/variants.json`: a device and appearance, the settings
/// (orientation, text size, keyboard; absent: the standard ones) and the scenarios it covers
/// (nil: every scenario). `why` says why the variant is worth a golden.
struct GoldenVariant: Codable, Hashable, Sendable {
    var device: String
    var appearance: String
    /// Scenario names (the file name without `.scenario`); absent: every scenario.
    var scenarios: [String]?
    var orientation: String?
    var textSize: Double?
    var keyboard: String?
    var why: String?

    /// The settings, parsed (an unknown value is a `UsageError` naming it).
    func settings() throws -> Settings {
        try Settings.parse(textSize: textSize.map { Variant.format($0) }, orientation: orientation, keyboard: keyboard)
    }

    /// `<device>-<appearance>` plus the non-standard settings, the folder under Goldens/ and out/.
    var id: String {
        "\(device)-\(appearance)" + HarnessOptions.settingsSuffix((try? settings()) ?? .standard)
    }

    func covers(_ scenarioPath: String) -> Bool {
        guard let scenarios else { return true }
        return scenarios.contains(GoldenVariant.scenarioName(scenarioPath))
    }

    static func scenarioName(_ path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
    }
}

/// The one list of golden variants every command and script uses by default.
struct VariantList: Sendable {
    static let fileName = "variants.json"
    var variants: [GoldenVariant]

    private struct Document: Codable {
        var variants: [GoldenVariant]
    }

    /// `<goldens>/variants.json`; nil when the goldens folder has none (one default variant then).
    static func load(goldens: String) throws -> VariantList? {
        let path = goldens + "/" + fileName
        guard FileIdentity.of(path) != nil else { return nil }
        let data = Data(try VariantListFile.read(path))  // bounded, keys and devices checked, located
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw UsageError("\(path): not a variant list ({\"variants\": [{\"device\": …, \"appearance\": …}]}): \(error)")
        }
        for (i, v) in document.variants.enumerated() {
            do { _ = try v.settings() } catch { throw UsageError("\(path): variant \(i + 1) (\(v.device)-\(v.appearance)): \(error)") }
        }
        let ids = document.variants.map(\.id)
        if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            throw UsageError("\(path): variant \(twice) listed twice")
        }
        guard !document.variants.isEmpty else { throw UsageError("\(path): the variant list is empty") }
        return VariantList(variants: document.variants)
    }

    /// The variant order reports use: the list's order (ids).
    var order: [String] { variants.map(\.id) }
}

/// One piece of work: a scenario on a variant.
struct RunUnit: Hashable, Sendable {
    let variant: GoldenVariant
    let scenarioPath: String
}

/// `--shard I/N`: part I (1-based) of N.
struct Shard: Hashable, Sendable {
    let index: Int
    let count: Int

    static let whole = Shard(index: 1, count: 1)

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw UsageError("--shard \(text): expected I/N with 1 <= I <= N, e.g. 2/4")
        }
        self.init(index: i, count: n)
    }

    /// The units of this part: every N-th unit from the I-th, so parts are disjoint, together
    /// complete, and each gets a share of every variant.
    func select(_ units: [RunUnit]) -> [RunUnit] {
        units.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// What `run`, `verify` and `record` do: the variants (from the list, or the one named by
/// --device/--appearance), times the scenarios, cut to the shard, grouped back by variant.
struct RunPlan: Sendable {
    /// Per variant in list order: its options (scenario paths of this shard only).
    let groups: [HarnessOptions]
    /// The variant order for reports.
    let order: [String]
    let units: [RunUnit]
    let outDirectory: String
    let goldensDirectory: String

    init(_ args: Arguments, shard: Shard = .whole) throws {
        let goldens = args.value(SharedFlags.goldens.name) ?? "Goldens"
        let explicit = (["device", "appearance"] + SharedFlags.settings.map(\.name)).contains { args.value($0) != nil }
        let list = explicit ? nil : try VariantList.load(goldens: goldens)
        let base = try SharedFlags.options(args)
        let standard = Settings.standard
        let variants = list?.variants ?? [GoldenVariant(
            device: base.device.id, appearance: base.appearance.rawValue, scenarios: nil,
            orientation: base.settings.orientation == standard.orientation ? nil : base.settings.orientation.rawValue,
            textSize: base.settings.textSize == standard.textSize ? nil : base.settings.textSize,
            keyboard: base.settings.keyboard == standard.keyboard ? nil : base.settings.keyboard.rawValue)]
        let units = variants.flatMap { v in base.scenarioPaths.filter(v.covers).map { RunUnit(variant: v, scenarioPath: $0) } }
        guard !units.isEmpty else {
            throw UsageError("no variant in \(goldens)/\(VariantList.fileName) covers \(base.scenarioPaths.joined(separator: ", "))")
        }
        let chosen = shard.select(units)
        var groups: [HarnessOptions] = []
        for v in variants {
            let paths = chosen.filter { $0.variant == v }.map(\.scenarioPath)
            guard !paths.isEmpty else { continue }
            var options = try HarnessOptions(scenarios: paths, device: v.device, appearance: v.appearance,
                                             out: args.value(SharedFlags.out.name), goldens: goldens)
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
    }
}
