// `import HarnessText`: the text engine in one import. Each part is its own target:
// HarnessTextLayout (text laid out as UITextView lays it out: shaping through Pango, line
// fitting, bidi order, the system line metrics, the engine and the layout cache),
// HarnessTextEditing (the edited text: `TextView`, its positions and ranges, the caret).
@_exported import HarnessTextEditing
@_exported import HarnessTextLayout
