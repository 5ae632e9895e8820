enum VerifyCommand { static func run(_ w: [String], recordMode: String?) throws -> Int32 { 2 } }
enum RecordCommand { static func run(_ w: [String]) throws -> Int32 { 2 } }
enum DiffCommand { static func run(_ w: [String]) throws -> Int32 { 2 } }
enum BenchCommand { static func run(_ w: [String]) throws -> Int32 { 2 } }
