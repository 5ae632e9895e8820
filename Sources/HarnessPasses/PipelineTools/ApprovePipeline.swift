import HarnessApprove

/// `accept` and `review`: a finished verify run's frames approved as goldens through the
/// recorder (HarnessApprove), without drawing again.
package enum ApprovePipeline {
    /// The run folder `out` read, with the goldens it approves into (`goldens`, else the ones
    /// the run verified against, from its report.json).
    package static func approver(out: String, goldens: String?) throws -> Approver {
        let run = try RunFolder(directory: out)
        return Approver(run: run, goldensDirectory: goldens ?? run.report.goldensDirectory)
    }

    /// `accept`: the selected frames of the run in `out` become goldens.
    package static func accept(out: String, goldens: String?, selection: ApprovalSelection) throws -> ApprovalResult {
        try approver(out: out, goldens: goldens).approve(selection)
    }

    /// `review`: the run's review page on 127.0.0.1:`port` (0: any free one) until its Stop
    /// button, a signal or `timeout` seconds without a request; `started` gets the bound port,
    /// `log` each approval. Returns why it stopped.
    package static func review(_ approver: Approver, port: Int, timeout: Double, started: (Int) -> Void,
                              log: @escaping (String) -> Void) throws -> String {
        let server = try LoopbackServer(port: port)
        server.idleTimeout = timeout
        let session = ReviewSession(approver: approver, port: server.port)
        session.log = log
        started(server.port)
        return server.serve(session.handle)
    }
}
