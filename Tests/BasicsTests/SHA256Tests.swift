import Basics
import XCTest

/// `SHA256.hex` against the example vectors of FIPS 180-4 (NIST's "SHA-256" examples, and the
/// one-million-'a' vector of FIPS 180-2), and against the padding's edges. Self-contained: it
/// needs only `SHA256.hex`, wherever that lives.
final class SHA256Tests: XCTestCase {
    private func digest(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }

    func testOneBlockMessage() {
        XCTAssertEqual(digest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testEmptyMessage() {
        XCTAssertEqual(digest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// 448 bits: the length fills the first block's last 64 bits exactly, so padding takes a
    /// second block.
    func testTwoBlockMessage() {
        XCTAssertEqual(digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// 896 bits, the longer of the multi-block examples.
    func testLongerTwoBlockMessage() {
        XCTAssertEqual(
            digest("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testOneMillionAs() {
        XCTAssertEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Messages either side of where the 0x80 byte and the 8-byte length stop fitting in the
    /// last block (55 and 56 bytes), and of a whole block (63, 64) and two (119, 120). Digests
    /// from Python's hashlib.
    func testLengthsAtThePaddingEdges() {
        let expected: [(Int, String)] = [
            (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
            (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
            (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
            (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        ]
        for (count, digest) in expected {
            XCTAssertEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: count)), digest, "\(count) bytes")
        }
    }

    /// Every byte value once: bytes at and above 0x80 are taken as unsigned.
    func testEveryByteValue() {
        XCTAssertEqual(SHA256.hex((0...255).map { UInt8($0) }),
                       "40aff2e9d2d8922e47afd4648e6967497158785fbd1da870e7110266bf944880")
    }
}
