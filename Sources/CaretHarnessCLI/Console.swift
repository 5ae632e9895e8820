import Foundation
import HarnessReports
import HarnessRun

/// What the commands print.
enum Console {
    /// Progress goes to standard error so tables on standard output stay clean.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data("caret-harness: \(line)\n".utf8))
    }

    /// Prints each scenario's table and the failures, then the summary; returns the exit code.
    static func printTables(_ documents: [FramesDocument], writer: ArtefactWriter) -> Int32 {
        for doc in documents {
            print("\(doc.scenario) on \(doc.device)-\(doc.appearance): frames in \(writer.variantDirectory)/\(doc.scenario)/")
            print(FrameTable(includePixels: true).render(doc.frames))
            print("")
        }
        let failures = RunSummary.failures(in: documents)
        for failure in failures { print("FAILED \(failure)") }
        print(RunSummary(documents: documents).line)
        return failures.isEmpty ? 0 : 1
    }
}
