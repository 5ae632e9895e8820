import Foundation
import HarnessApprove
import HarnessFiles

/// `accept` and `review`: a finished verify run's frames approved as goldens through the
/// recorder (HarnessApprove), without drawing again. The out folder is untrusted; the goldens
/// folder and its variants list are the project's.
package enum ApprovePipeline {
    /// The project's goldens folder, relative to the current folder.
    package static let projectGoldens = "Goldens"

    /// An out folder opened for approval: its lock held (a `verify` into it is refused until this
    /// value is gone) and its report read.
    package final class Opened {
        package let approver: Approver
        let lock: FolderLock

        init(approver: Approver, lock: FolderLock) {
            self.approver = approver
            self.lock = lock
        }
    }

    /// The goldens folder approval writes: the project's `Goldens/`, or `explicit` when it is the
    /// project's or already a goldens folder (holds manifest.json), never inside another goldens
    /// folder, never in or around the out folder. report.json's `goldensDirectory` is never read.
    package static func goldensFolder(_ explicit: String?, out: String) throws -> String {
        let folder = explicit ?? projectGoldens
        do throws(FileSafetyError) {
            let isProjects = try ResolvedPath(folder) == ResolvedPath(projectGoldens)
            try GoldensGuard.check(goldens: folder, mustHoldManifest: !isProjects)
            let goldens = try ResolvedPath(folder), run = try ResolvedPath(out)
            if goldens.isWithin(run) || run.isWithin(goldens) {
                throw FileSafetyError(path: folder, kind: .folderConflict(other: out, relation: "is, contains or lies inside the out folder"))
            }
        } catch {
            throw ApprovalError.goldensFolder(folder, reason: error.reason)
        }
        return folder
    }

    /// Opens `out` for approval into `goldens` (see `goldensFolder`): refused under `CI` before
    /// anything else, then the out folder's lock taken, then report.json and frames.json read.
    package static func open(out: String, goldens: String?, command: String,
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Opened {
        if let ci = environment["CI"], !ci.isEmpty { throw ApprovalError.underCI }
        let folder = try goldensFolder(goldens, out: out)
        let listed: [Approver.ListedVariant]?
        do {
            listed = try VariantList.load(goldens: folder).map { list in
                list.variants.map { Approver.ListedVariant(id: $0.id, scenarios: $0.scenarios.map(Set.init)) }
            }
        } catch {
            throw ApprovalError.goldensFolder(folder, reason: "\(error)")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), isFolder.boolValue else {
            throw ApprovalError.noReport(out + "/report.json", reason: "no such folder")
        }
        let lock: FolderLock
        do {
            lock = try FolderLock(folder: out, command: command)
        } catch {
            throw ApprovalError.outFolder("\(error)")
        }
        let run = try RunFolder(directory: out)
        return Opened(approver: Approver(run: run, goldensDirectory: folder, environment: environment, listedVariants: listed), lock: lock)
    }

    /// `accept`: the selected frames of the run in `out` become goldens, the out folder locked meanwhile.
    package static func accept(out: String, goldens: String?, selection: ApprovalSelection,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ApprovalResult {
        let opened = try open(out: out, goldens: goldens, command: "caret-harness accept", environment: environment)
        return try withExtendedLifetime(opened) { try opened.approver.approve(selection) }
    }

    /// `review`: the run's review page on 127.0.0.1:`port` (0: any free one) until its Stop
    /// button, a signal or `timeout` seconds without a request; `started` gets the bound port,
    /// `log` each request that changed something. The out folder stays locked while it serves.
    /// Returns why it stopped.
    package static func review(_ opened: Opened, port: Int, timeout: Double, started: (Int) -> Void,
                               log: @escaping @Sendable (String) -> Void) throws -> String {
        let server = try LoopbackServer(port: port)
        server.idleTimeout = timeout
        let session = ReviewSession(approver: opened.approver, port: server.port)
        session.log = log
        started(server.port)
        return withExtendedLifetime(opened) { server.serve(session.handle) }
    }
}
