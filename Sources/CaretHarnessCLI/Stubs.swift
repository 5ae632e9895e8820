enum BenchCommand { static func run(_ w: [String]) throws -> Int32 { 2 } }
