// The sheet's plain values (the variant and its settings, the appearance, the mode, the gap
// rule, the transition, recenterCaret's result) live in HarnessSheetBasics (issue 22:
// HarnessSheet kept under 800 lines); every `import HarnessSheet` still sees them.
@_exported import HarnessSheetBasics
