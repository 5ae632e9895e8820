// `import HarnessSweepEngine`: the sweep's model side in one import. Each part is its own
// target: HarnessSweepCells (one cell through the model: the evaluator, the motion after each
// event, the typed findings and results, the summary and its text), HarnessSweepPass (the axes
// and the pass over every cell of them, in parallel batches).
@_exported import HarnessSweepCells
@_exported import HarnessSweepPass
