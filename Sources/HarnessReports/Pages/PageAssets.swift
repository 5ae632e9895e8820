/// The four pages' static text: the page, the kit's stylesheet and script, and each page's own
/// script, each in a file of its own under Pages/ as a raw string literal, so the text reads as
/// written and has one copy. Swift source rather than SwiftPM's `embedInCode` resources: those
/// become `[UInt8]` array literals, and optimising 66 KB of them took 15 of the module's 27
/// CPU-seconds in every clean build (a string literal compiles in a fraction of a second).
enum PageAssets {}
