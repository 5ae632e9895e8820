// `import HarnessGoldens`: goldens in one import. Each part is its own target:
// HarnessGoldenStore (paths, manifest, renderer fingerprint, comparing any image under the
// caret-aware budget), HarnessGoldenRecorder (`record`: the recorder and its transaction) and
// HarnessGoldenVerifier (`verify`: the verifier, its report, failure messages).
@_exported import HarnessGoldenStore
@_exported import HarnessGoldenRecorder
@_exported import HarnessGoldenVerifier
