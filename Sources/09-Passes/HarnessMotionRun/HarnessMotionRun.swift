// `import HarnessMotionRun`: the motion pass in one import. Each part is its own target:
// HarnessMotionFrames (the in-between frames: the pass over the model, painted at the presented
// state, drawn, measured and encoded on several lanes), HarnessMotionVerdicts (frames at rest
// judged by their motion, findings, verify's report), HarnessMotionArtefacts (APNGs,
// motion.json, motion.html, motion goldens) and HarnessMotionBench (`bench`'s motion figures).
@_exported import HarnessMotionFrames
@_exported import HarnessMotionVerdicts
@_exported import HarnessMotionArtefacts
@_exported import HarnessMotionBench
