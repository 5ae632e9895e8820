enum BenchCommand { static func run(_ w: [String]) async throws -> Int32 { 2 } }
