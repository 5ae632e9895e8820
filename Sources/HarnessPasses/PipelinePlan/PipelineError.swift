/// Bad input the pipeline found (a variant list, a shard, a selection that covers nothing):
/// the command exits 2 with this message.
package struct PipelineError: Error, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ message: String) {
        description = message
    }
}
