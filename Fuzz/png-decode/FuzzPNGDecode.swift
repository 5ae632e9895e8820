/// libFuzzer's entry point: any bytes must decode to a whole image or fail with a `PNGError`
/// (PNGFuzzCase, linked from Tests/HarnessPNGTests); sanitizer reports are findings too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = PNGFuzzCase.problems(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = problems.first { fatalError(first) }
    return 0
}
