// `import HarnessFiles`: the whole file-safety layer in one import. Each part is its own target:
// HarnessFileAccess (bounded reading, atomic single-file writes, paths resolved, file
// identity, the layer's typed error), HarnessFileTransaction (the all-or-nothing commit of many
// files: staging, journal, rollback on SIGINT/SIGTERM, the folder lock, stale temporaries),
// HarnessFolderPolicy (where a run may write and prune: the goldens guard, the output-folder
// policy, the symlink-safe prune).
@_exported import HarnessFileAccess
@_exported import HarnessFileTransaction
@_exported import HarnessFolderPolicy
