import CCrypto

/// SHA-256 (FIPS 180-4) for fingerprints: the pinned fonts, scenario files and goldens. Not
/// secret, so not constant-time work; OpenSSL's libcrypto does it (its EVP digest, on the
/// CPU's SHA instructions where it has them): the six pinned fonts' 17 MB take about 16 ms,
/// where the hand-written Swift this replaced took 170 ms in every process that drew.
///
/// Owns one `EVP_MD_CTX`, freed in `deinit`; noncopyable, so two values never share it.
package struct SHA256: ~Copyable {
    private let context: OpaquePointer

    package init() {
        guard let context = EVP_MD_CTX_new() else { SHA256.fail("EVP_MD_CTX_new") }
        self.context = context
        SHA256.check(EVP_DigestInit_ex(context, EVP_sha256(), nil), "EVP_DigestInit_ex")
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds bytes to the message (without a copy when they are contiguous: Array, Data, slices).
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let added: Void? = bytes.withContiguousStorageIfAvailable { add($0) }
        if added == nil { Array(bytes).withUnsafeBufferPointer { add($0) } }
    }

    /// The digest of everything added, as 64 lowercase hex digits; the hasher then starts over
    /// with an empty message.
    package mutating func finalizeHex() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        SHA256.check(EVP_DigestFinal_ex(context, &digest, &length), "EVP_DigestFinal_ex")
        guard length == 32 else { fatalError("SHA-256: OpenSSL's EVP_DigestFinal_ex gave \(length) bytes, not 32") }
        SHA256.check(EVP_DigestInit_ex(context, EVP_sha256(), nil), "EVP_DigestInit_ex")
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest[0..<32] {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The hex digest of a byte sequence.
    package static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    private func add(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        SHA256.check(EVP_DigestUpdate(context, base, buffer.count), "EVP_DigestUpdate")
    }

    /// libcrypto's calls return 1 on success. A digest fails only when memory or OpenSSL's own
    /// configuration (OPENSSL_CONF) does, and no fingerprint can be made without it: the process
    /// stops, naming the call and OpenSSL's reason.
    private static func check(_ status: Int32, _ call: String) {
        if status != 1 { fail(call) }
    }

    private static func fail(_ call: String) -> Never {
        var reason = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(ERR_get_error(), &reason, reason.count)
        let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fatalError("SHA-256: OpenSSL's \(call) failed (\(text)); check OPENSSL_CONF and free memory")
    }
}
