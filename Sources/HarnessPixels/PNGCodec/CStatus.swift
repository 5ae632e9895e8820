import CPNG

/// Room for any cpng message; the C side truncates rather than overflows.
package let messageCapacity = 256

/// Runs a cpng call with a message buffer and turns a failing status into a `PNGError`.
package func checkCPNG(_ call: (UnsafeMutablePointer<CChar>, Int) -> cpng_status) throws(PNGError) {
    var failure: PNGError?
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: messageCapacity) { buffer in
        let base = buffer.baseAddress!
        base.initialize(to: 0)
        let status = call(base, messageCapacity)
        if status != CPNG_OK {
            failure = PNGError(kind: PNGError.Kind(status), message: String(cString: base))
        }
    }
    if let failure { throw failure }
}

extension PNGError.Kind {
    init(_ status: cpng_status) {
        switch status {
        case CPNG_EMPTY: self = .zeroLength
        case CPNG_NOT_PNG: self = .notPNG
        case CPNG_TRUNCATED: self = .truncated
        case CPNG_TOO_LARGE: self = .tooLarge
        case CPNG_NO_MEMORY: self = .outOfMemory
        case CPNG_ENCODE_FAILED, CPNG_INVALID_ARGUMENT: self = .unencodable
        default: self = .corrupt
        }
    }
}
