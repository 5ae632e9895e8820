/// Assertions of one process that share a folder take turns: the cases of a parameterized
/// Swift Testing test run at once and share their test's goldens and artefacts folders, whose
/// locks (`GuardedFolder`, one holder at a time, refusing the others) guard them against other
/// processes. Inside the process, a second assertion on the same folders waits for the first.
actor FolderTurns {
    static let shared = FolderTurns()
    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body` once no other assertion of this process holds `key`.
    static func run<T: Sendable>(_ key: String, _ body: () async throws -> T) async rethrows -> T {
        await shared.acquire(key)
        do {
            let value = try await body()
            await shared.release(key)
            return value
        } catch {
            await shared.release(key)
            throw error
        }
    }

    private func acquire(_ key: String) async {
        guard busy.contains(key) else { busy.insert(key); return }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    private func release(_ key: String) {
        if var queue = waiting[key], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[key] = queue
            next.resume()
        } else {
            busy.remove(key)
        }
    }
}
