/// Bad input the pipeline found (a variant list, a shard, a selection that covers nothing):
/// the command exits 2 with this message.
public struct PipelineError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ message: String) {
        description = message
    }
}
