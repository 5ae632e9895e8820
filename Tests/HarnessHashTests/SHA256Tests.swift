import HarnessHash
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
}
