// `import HarnessRun`: running a scenario into typed results, in one import. Each part is its
// own target: HarnessPixelSide (what the pixels found, typed; the one model-pixels agreement
// rule; the measurer's colours), HarnessFrameResults (FrameResult, expectation outcomes, the
// pixel cross-check and verdict, frames.json, the summary), HarnessRunOptions (the options
// every command shares, the variants list, located JSON errors, the run's error) and
// HarnessFrameProduction (frames made in parallel, their handlers, artefacts under out/).
@_exported import HarnessPixelSide
@_exported import HarnessFrameResults
@_exported import HarnessRunOptions
@_exported import HarnessFrameProduction
