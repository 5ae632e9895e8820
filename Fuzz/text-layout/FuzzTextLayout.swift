/// libFuzzer's entry point: lays out random UTF-8 at a random width (TextLayoutFuzzCase, linked
/// from Tests/HarnessTextTests) and traps on the first broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = TextLayoutFuzzCase.problems(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = problems.first { fatalError(first) }
    return 0
}
