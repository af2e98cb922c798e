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
        XCTAssertTrue(words.contains("one that would make \(budget.total + 1) evicts the oldest of all"))
        XCTAssertTrue(words.contains("from an address that has \(budget.perAddress) waiting evicts"))
        let keepAlive = try RemoteFrame.encode(.keepAlive)
        XCTAssertEqual(Array(keepAlive.prefix(4)), [0, 0, 0, 20])
        XCTAssertTrue(text.contains("is 20 bytes, so its frame is `00 00 00 14`"))
    }
}
