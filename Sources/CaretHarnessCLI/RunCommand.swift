import HarnessMotionRun
import HarnessRun

/// `caret-harness run`: every frame to PNG and frames.json, a table, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = [SharedFlags.scenario, SharedFlags.device, SharedFlags.appearance, SharedFlags.out, MotionFlag.flag]

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "run", flags: flags)
        let options = try SharedFlags.options(args)
        try options.prepareOutDirectory()
        let writer = ArtefactWriter(options: options)
        let atRest = try await HarnessSession(options: options, handlers: [writer], progress: Console.progress).run()
        // The motion after each event: the model's side always, drawn with --motion.
        let judged = try await MotionRun(options: options, fps: fps ?? 60, draw: fps != nil).apply(to: atRest)
        let documents = judged.map(\.0)
        for (doc, motion) in judged where fps != nil {
            print("\(doc.scenario): \(motion.events.count) animated events drawn at \(Int(motion.fps)) fps (curve \(motion.curve)): "
                  + "\(writer.variantDirectory)/\(doc.scenario)/motion.html")
        }
        for doc in documents { for frame in doc.frames { if let w = frame.motion?.warning { print("\(doc.scenario)/\(frame.name): \(w)") } } }
        return Console.printTables(documents, writer: writer)
    }
}
