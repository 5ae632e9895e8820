import HarnessFiles
import HarnessRun

/// `record` as one transaction (issue 23): the goldens of every variant, any other file under
/// the goldens folder (the sweep baseline) and the manifest go in with one `FileTransaction`
/// commit, so after a failure or any kill the next start (`GuardedFolder`) leaves all of them
/// old or all of them new. Hold the goldens folder's lock from before the first `recorder`
/// until after `removePruned`.
package final class RecordTransaction {
    package let goldensDirectory: String
    private let transaction: FileTransaction
    package private(set) var recorders: [GoldenRecorder] = []
    /// Other files staged (relative to the goldens folder).
    package private(set) var others: [String] = []
    package private(set) var committed = false

    /// `scenarioPaths`: the run's inputs, which no staged file may replace.
    package init(goldens: String, scenarioPaths: [String]) {
        goldensDirectory = goldens
        transaction = FileTransaction(root: goldens, protected: ProtectedInputs(paths: scenarioPaths))
    }

    /// A recorder for one variant staging into this transaction.
    package func recorder(options: HarnessOptions, mode: RecordMode) throws -> GoldenRecorder {
        precondition(options.goldensDirectory == goldensDirectory, "one goldens folder per record transaction")
        let recorder = try GoldenRecorder(options: options, mode: mode, transaction: transaction)
        recorders.append(recorder)
        return recorder
    }

    /// Stages another file under the goldens folder (`relativePath`, e.g. `sweep.json`).
    package func stage(_ bytes: [UInt8], at relativePath: String) throws {
        try transaction.stage(bytes, at: relativePath)
        others.append(relativePath)
    }

    /// Stages the manifest (the one on disk with each recorded variant's entries replaced) and
    /// commits everything at once; before this returns nothing under the goldens folder changed.
    package func commit() throws {
        var manifest = try GoldenManifest.load(from: goldensDirectory + "/manifest.json", missing: .startEmpty)
        for recorder in recorders { recorder.merge(into: &manifest) }
        try transaction.stage(manifest.encoded(), at: "manifest.json", last: true)
        try transaction.commit()
        committed = true
    }

    /// After `commit`: each recorder's pruned goldens go (see `GoldenRecorder.removePruned`).
    package func removePruned() throws {
        precondition(committed, "removePruned before commit")
        for recorder in recorders { try recorder.removePruned() }
    }
}
