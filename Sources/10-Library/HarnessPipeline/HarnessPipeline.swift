// `import HarnessPipeline`: the whole pipeline in one import. Each part is its own target:
// HarnessPipelinePlan (the run plan: variants, shards, each scenario parsed once, the pipeline
// value and its error), HarnessPipelineRuns (run, verify and record over the plan: a variant
// verified, the motion goldens, the sweep baseline steps), HarnessPipelineTools (the commands
// outside the plan: compare, geometry, motion findings, sweep, accept/review, merge-reports;
// `diff` is HarnessDiffRun).
@_exported import HarnessPipelinePlan
@_exported import HarnessPipelineRuns
@_exported import HarnessPipelineTools
