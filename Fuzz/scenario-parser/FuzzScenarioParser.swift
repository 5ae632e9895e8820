/// libFuzzer's entry point: any bytes must parse to a scenario or fail with a located
/// `ScenarioError` (ScenarioFuzzCase, linked from Tests/HarnessScenarioTests).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = ScenarioFuzzCase.problems(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = problems.first { fatalError(first) }
    return 0
}
