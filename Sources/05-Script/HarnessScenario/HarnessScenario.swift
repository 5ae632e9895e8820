// `import HarnessScenario`: the whole script layer in one import. Each part is its own target:
// HarnessScenarioLanguage (the .scenario language as types: commands, expectations and their
// numbers, frame names, the name rule, the script's error), HarnessScenarioParser (bytes to a
// `Scenario`: tokenizer, grammars, parse state) and HarnessScenarioRunner (a scenario through
// the model, frame by frame: session, timeline, limits, frame records, the model's checks).
@_exported import HarnessScenarioLanguage
@_exported import HarnessScenarioParser
@_exported import HarnessScenarioRunner
