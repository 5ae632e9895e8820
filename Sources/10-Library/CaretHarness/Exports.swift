// The public surface of `import CaretHarness`: the assertion's pieces (HarnessAssertion) and the
// model's types a script and a variant are written with, nothing else of the harness.
@_exported import HarnessAssertion
@_exported import HarnessViewTree
@_exported import enum HarnessGoldens.RecordMode
@_exported import enum HarnessScenario.Expectation
@_exported import enum HarnessScenario.ExpectationScope
@_exported import enum HarnessScenario.ExpectedValue
@_exported import enum HarnessScenario.ScrollTarget
@_exported import enum HarnessSheet.Appearance
@_exported import enum HarnessSheet.CaretPlacement
@_exported import struct HarnessDevices.Device
@_exported import enum HarnessSheet.FieldID
@_exported import enum HarnessSheet.KeyboardKind
@_exported import enum HarnessSheet.Orientation
@_exported import struct HarnessSheet.Settings
@_exported import enum HarnessSheet.SheetMode
@_exported import enum HarnessSheet.TextSizes
