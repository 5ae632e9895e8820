import Foundation
import HarnessFiles
import XCTest

final class SHA256Tests: XCTestCase {
    // Vectors from FIPS 180-4's examples (NIST CSRC "SHA256.pdf").
    func testEmptyMessage() {
        XCTAssertEqual(SHA256.hex(of: [UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlockMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(SHA256.hex(of: Array(message.utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testIncrementalUpdatesMatchOneShot() {
        var hasher = SHA256()
        hasher.update(Array("ab".utf8))
        hasher.update(Array("c".utf8))
        XCTAssertEqual(hasher.finalizeHex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Contiguous bytes go to libcrypto as they are, any other sequence through a copy; both
    /// give FIPS 180-4's digest of "abc".
    func testEverySequenceKindGivesTheSameDigest() {
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        XCTAssertEqual(SHA256.hex(of: Data("abc".utf8)), abc)
        XCTAssertEqual(SHA256.hex(of: "abc".utf8), abc)
        let bytes = Array("abc".utf8)
        XCTAssertEqual(SHA256.hex(of: (0..<3).lazy.map { bytes[$0] }), abc, "a sequence with no contiguous storage")
    }

    /// After a digest the hasher starts over: the same message gives the same digest again.
    func testAHasherStartsOverAfterADigest() {
        var hasher = SHA256()
        hasher.update(Array("abc".utf8))
        XCTAssertEqual(hasher.finalizeHex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hasher.finalizeHex(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "the empty message")
        hasher.update(Array("abc".utf8))
        XCTAssertEqual(hasher.finalizeHex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}

final class SHA256BlockTests: XCTestCase {
    // FIPS 180-4 long-message vector: one million 'a's.
    func testMillionAs() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: 0x61, count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        XCTAssertEqual(hasher.finalizeHex(), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testUnalignedPiecesMatchOneShot() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        var hasher = SHA256()
        hasher.update(message[0..<3])
        hasher.update(message[3..<50])
        hasher.update(message[50...])
        XCTAssertEqual(hasher.finalizeHex(), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
