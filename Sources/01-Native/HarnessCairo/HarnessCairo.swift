// `import HarnessCairo`: the renderer in one import. Each part is its own target:
// HarnessCairoRenderer (the thin Swift types that own cairo's and FreeType's objects, and
// `CairoRenderer`, which draws a display list with them), HarnessRasterRows (the row work on a
// frame that needs no C: which rows each command can still show and the kept last part, for
// the sweep's culled rendering, and premultiplied ARGB32 rows to straight RGBA).
@_exported import HarnessCairoRenderer
@_exported import HarnessRasterRows
