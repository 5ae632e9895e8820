// Device moved down to 00-Base (HarnessDevices) so `caret-harness devices` links no drawing
// library; every `import HarnessSheet` still sees it.
@_exported import HarnessCore
