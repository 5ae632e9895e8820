import HarnessPasses
import Testing

/// What an enclosing scope sets for the assertions inside it.
public struct CaretHarnessScope: Sendable, Equatable {
    /// The record mode for every assertion in the scope that does not pass its own.
    public var record: RecordMode?
    /// A goldens folder instead of `__Goldens__` beside the test file.
    public var goldens: String?

    public init(record: RecordMode? = nil, goldens: String? = nil) {
        self.record = record
        self.goldens = goldens
    }

    /// The scope the current task runs in (set by `withCaretHarness` and the `.caretHarness` trait).
    @TaskLocal public static var current = CaretHarnessScope()
}

/// Runs `operation` with a record mode and/or goldens folder for every assertion inside it
/// (an inner scope's values win; a call's own `record:` wins over any scope). For XCTest:
/// `await withCaretHarness(record: .failed) { await assertCaret(...) }`.
public func withCaretHarness<R>(record: RecordMode? = nil, goldens: String? = nil,
                                isolation: isolated (any Actor)? = #isolation,
                                operation: () async throws -> R) async rethrows -> R {
    let outer = CaretHarnessScope.current
    let scope = CaretHarnessScope(record: record ?? outer.record, goldens: goldens ?? outer.goldens)
    return try await CaretHarnessScope.$current.withValue(scope, operation: operation, isolation: isolation)
}

/// The synchronous form of `withCaretHarness`.
public func withCaretHarness<R>(record: RecordMode? = nil, goldens: String? = nil, operation: () throws -> R) rethrows -> R {
    let outer = CaretHarnessScope.current
    let scope = CaretHarnessScope(record: record ?? outer.record, goldens: goldens ?? outer.goldens)
    return try CaretHarnessScope.$current.withValue(scope, operation: operation)
}

/// The Swift Testing trait: `@Test(.caretHarness(record: .all))` or on a `@Suite` (every test in it).
public struct CaretHarnessTrait: TestTrait, SuiteTrait, TestScoping {
    public let scope: CaretHarnessScope
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withCaretHarness(record: scope.record, goldens: scope.goldens) { try await function() }
    }
}

extension Trait where Self == CaretHarnessTrait {
    /// Sets the record mode and/or the goldens folder for the assertions of a test or suite.
    public static func caretHarness(record: RecordMode? = nil, goldens: String? = nil) -> Self {
        CaretHarnessTrait(scope: CaretHarnessScope(record: record, goldens: goldens))
    }
}
