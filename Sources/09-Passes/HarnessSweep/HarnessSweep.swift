// `import HarnessSweep`: the model-only settings sweep in one import. Each part is its own
// target: HarnessSweepEngine (the axes, each cell run through the model with its motion, the
// typed findings, the summary and its text) and HarnessSweepWriters (sweep.json and sweep.html's
// data, streamed to disk).
@_exported import HarnessSweepEngine
@_exported import HarnessSweepWriters
