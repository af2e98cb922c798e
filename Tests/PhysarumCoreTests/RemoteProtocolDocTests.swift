import Foundation
import XCTest

@testable import PhysarumCore

/// docs/PROTOCOL.md is the specification: its examples must be valid messages, and it must cover
/// every message type, intent and error code.
final class RemoteProtocolDocTests: XCTestCase {
    private func document() throws -> String {
        try String(contentsOf: protocolDocumentURL(), encoding: .utf8)
    }

    /// The contents of every fenced ```json block.
    private func jsonExamples(_ text: String) -> [String] {
        var examples: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```json" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                examples.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return examples
    }

    func testEveryJSONExampleIsAValidMessageAndEveryKindHasOne() throws {
        let examples = jsonExamples(try document())
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        var types: Set<RemoteMessageType> = []
        var intents: Set<String> = []
        for example in examples {
            do {
                let message = try RemoteMessageCoder.decode(Data(example.utf8))
                types.insert(message.type)
                if case .intent(let intent) = message { intents.insert(intent.name) }
            } catch {
                XCTFail("example does not parse (\(error)):\n\(example)")
            }
        }
        XCTAssertEqual(types, Set(RemoteMessageType.allCases))
        XCTAssertEqual(intents, ["next", "previous", "jumpTo", "setCycling"])
    }

    func testTheExamplesFollowTheDocumentedSession() throws {
        let messages = try jsonExamples(try document()).map { try RemoteMessageCoder.decode(Data($0.utf8)) }
        guard case .greeting(let greeting)? = messages.first(where: { $0.type == .greeting }),
            case .hello(let hello)? = messages.first(where: { $0.type == .hello })
        else { return XCTFail() }
        XCTAssertEqual(greeting.protocolVersion, RemoteProtocol.version)
        XCTAssertEqual(hello.protocolVersion, RemoteProtocol.version)
        let steps = messages.compactMap { if case .pake(let step) = $0 { step.name } else { nil } }
        XCTAssertEqual(steps, ["challenge", "response", "confirm"], "the PAKE's steps, in their order")
    }

    func testEveryErrorCodeIsInTheTable() throws {
        let text = try document()
        for code in RemoteErrorCode.allCases {
            let row = text.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
            XCTAssertNotNil(row, "no table row for \(code.rawValue)")
            XCTAssertEqual(
                row?.hasSuffix(code.endsSession ? "| yes |" : "| no |"), true, "\(code.rawValue): Ends column")
        }
    }

    func testTheDocumentsConstantsAreTheCodes() throws {
        let text = try document()
        XCTAssertTrue(text.contains("(default **\(RemoteProtocol.defaultPort)**"))
        XCTAssertTrue(text.contains("1 … \(RemoteProtocol.maxFrameLength) (256 KiB)"))
        XCTAssertTrue(text.contains("`\(RemoteProtocol.serviceType)`"))
        // "%g": a constant of 2.2 s must not pass as the document's "2 s".
        func seconds(_ value: Double) -> String { String(format: "%g", value) }
        XCTAssertTrue(text.contains("when it has sent nothing for \(seconds(RemoteProtocol.keepAliveInterval)) s"))
        XCTAssertTrue(text.contains("more than \(seconds(RemoteProtocol.idleTimeout)) s"))
        XCTAssertTrue(text.contains("up to \(seconds(RemoteProtocol.handshakeTimeout)) s for the hello"))
        XCTAssertTrue(text.contains("\(seconds(RemoteProtocol.greetingTimeout)) s after connecting"))
        XCTAssertTrue(text.contains("For up to \(seconds(RemoteProtocol.adoptionHold)) s after the adoption"))
        XCTAssertTrue(text.contains("≥ \(seconds(RemoteProtocol.editInterval * 1000)) ms between two params messages"))
        XCTAssertTrue(text.contains("first \(ProofRateLimiter.freeFailures) consecutive wrong codes are free"))
        let budget = RemoteConnectionBudget.standard
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            words.contains(
                "at most \(budget.total) connections that are not the controller wait at once, and at most "
                    + "\(budget.perAddress) from one address"), "the connection budget's numbers")
        XCTAssertTrue(words.contains("one that would make \(budget.total + 1) evicts the weakest of all"))
        XCTAssertTrue(words.contains("from an address that has \(budget.perAddress) waiting evicts"))
        XCTAssertTrue(words.contains("sat at its step for more than \(seconds(budget.stallSeconds)) s"))
        XCTAssertTrue(
            words.contains(
                "starts at most \(RemoteConnectionBudget.handshakeSlots) handshakes at once, and at most "
                    + "\(RemoteConnectionBudget.handshakeSlotsForClosedAddresses) for connections from addresses"))
        XCTAssertTrue(words.contains("in the last \(seconds(RemoteAddressHistory.closedMemory)) s"))
        XCTAssertTrue(words.contains("remembers at most \(RemoteAddressHistory.capacity) addresses"))
        let keepAlive = try RemoteFrame.encode(.keepAlive)
        XCTAssertEqual(Array(keepAlive.prefix(4)), [0, 0, 0, 20])
        XCTAssertTrue(text.contains("is 20 bytes, so its frame is `00 00 00 14`"))
    }

    /// The key-confirmation example's transcript, built from the fields the document lists, has the
    /// length and SHA-256 the document states; its confirmations are checked in `RemoteAuthTests`.
    func testTheTranscriptExampleIsRebuiltFromTheText() throws {
        let all = try document().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let paragraph = try XCTUnwrap(all.range(of: "**Worked example** (checked by")).lowerBound
        let words = String(all[paragraph...].prefix { $0 != "|" })  // up to the table of confirmations
        func after(_ label: String) throws -> String {
            let start = try XCTUnwrap(words.range(of: label), label).upperBound
            return String(words[start...].prefix { $0 != "`" })
        }
        let hostID = try after("**Worked example** (checked by `RemoteAuthTests.testTheDocumentedVectors`): `hostId` `")
        let remoteID = try after("`remoteId` `")
        func repeated(_ count: Int, _ hex: String) -> [UInt8] { Array(repeating: UInt8(hex, radix: 16)!, count: count) }
        // "host fingerprint 32 × `11`, …": each field's byte and count, as the text gives them.
        var fields: [[UInt8]] = [Array(hostID.utf8), Array(remoteID.utf8)]
        for label in ["host fingerprint", "remote fingerprint", "channel binding", "salt", "B", "A"] {
            let spec = try after(label == "B" || label == "A" ? ", \(label) " : "\(label) ")
            let count = try XCTUnwrap(Int(spec.prefix { $0.isNumber }), label)
            let byte = try after("\(label) \(count) × `")
            fields.append(repeated(count, byte))
        }
        let transcript = fields.flatMap { field in
            withUnsafeBytes(of: UInt32(field.count).bigEndian, Array.init) + field
        }
        let documented = RemotePairingTranscript(
            hostID: hostID, remoteID: remoteID, hostCertificate: fields[2], remoteCertificate: fields[3],
            channelBinding: fields[4], salt: fields[5], hostKey: fields[6], remoteKey: fields[7])
        XCTAssertEqual(documented.encoded, transcript, "the document's layout is the code's")
        let length = try XCTUnwrap(Int(try after("4 × 32 + 2 × 384 = **").prefix { $0.isNumber }))
        XCTAssertEqual(transcript.count, length, "the stated length")
        XCTAssertEqual(8 * 4 + hostID.utf8.count + remoteID.utf8.count + 4 * 32 + 2 * 384, length)
        let sha = try after("bytes**, whose SHA-256 is `")
        XCTAssertEqual(try OpenSSLDigest.sha256(transcript), sha, "the stated SHA-256")
    }

    /// The SRP section's k and x for the example's inputs, recomputed from the document's own N.
    func testTheSRPExampleIsRebuiltFromTheText() throws {
        let text = try document()
        let start = try XCTUnwrap(text.range(of: "```text\nN = \n")).upperBound
        let end = try XCTUnwrap(text.range(of: "\n```", range: start..<text.endIndex)).lowerBound
        let prime = try XCTUnwrap(RemoteAuth.bytes(hex: text[start..<end].filter { !$0.isWhitespace }.lowercased()))
        XCTAssertEqual(prime.count, RemoteProtocol.pakePublicKeyLength, "N is 384 bytes")
        let generator = [UInt8](repeating: 0, count: prime.count - 1) + [5]  // PAD(g), g = 5
        func row(_ name: String) throws -> String {
            let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| \(name) | `") }, name)
            return String(line.dropFirst("| \(name) | `".count).prefix(64))
        }
        XCTAssertEqual(try OpenSSLDigest.sha256(prime + generator), try row("k"), "k = H(PAD(N) ‖ PAD(g))")
        let salt = [UInt8](repeating: 0x44, count: 32)
        let inner = try XCTUnwrap(RemoteAuth.bytes(hex: try OpenSSLDigest.sha256(Array("laptop-7:123456".utf8))))
        XCTAssertEqual(try OpenSSLDigest.sha256(salt + inner), try row("x"), "x = H(salt ‖ H(identity ‖ \":\" ‖ code))")
    }
}
