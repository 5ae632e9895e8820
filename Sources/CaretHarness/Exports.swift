// The public surface of `import CaretHarness`: the assertion's pieces (HarnessPasses) and the
// model's types a script and a variant are written with, nothing else of the harness.
@_exported import HarnessPasses
@_exported import enum HarnessGoldens.RecordMode
@_exported import enum HarnessScript.Expectation
@_exported import enum HarnessScript.ExpectationScope
@_exported import enum HarnessScript.ExpectedValue
@_exported import enum HarnessScript.ScrollTarget
@_exported import enum HarnessScript.OnScreenKeyboard
@_exported import enum HarnessScreens.Appearance
@_exported import enum HarnessScreens.CaretPlacement
@_exported import struct HarnessCore.Device
@_exported import struct HarnessScreens.CaretScene
@_exported import struct HarnessScreens.FieldID
@_exported import enum HarnessScreens.KeyboardKind
@_exported import enum HarnessScreens.Orientation
@_exported import struct HarnessScreens.Settings
@_exported import enum HarnessScreens.SheetMode
@_exported import enum HarnessScreens.TextSizes
