// The sheet's plain values (the variant and its settings, the appearance, the mode, the gap
// rule, the transition, recenterCaret's result, what covers a caret, the main-actor hop) live
// in HarnessSheetBasics (issues 21 and 22: HarnessSheet kept under 800 lines); every
// `import HarnessSheet` still sees them.
