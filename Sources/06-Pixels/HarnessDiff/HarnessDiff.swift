// `import HarnessDiff`: the image diff in one import. Each part is its own target:
// HarnessDiffTypes (what a diff is asked and answers: options, metric, regions, pixel boxes,
// the result, the budget and its verdict, the error), HarnessDiffKernel (the per-pixel scan:
// YIQ and OKLab distances, anti-aliasing, the window count, the diff image and the strip).
@_exported import HarnessDiffKernel
@_exported import HarnessDiffTypes
