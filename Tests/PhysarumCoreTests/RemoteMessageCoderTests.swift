import Foundation
import XCTest

@testable import PhysarumCore

final class RemoteMessageCoderTests: XCTestCase {
    func testEveryMessageRoundTrips() throws {
        let messages = sampleMessages()
        XCTAssertEqual(Set(messages.map(\.type)), Set(RemoteMessageType.allCases), "a sample of every type")
        for message in messages {
            XCTAssertEqual(try RemoteMessageCoder.decode(try RemoteMessageCoder.encode(message)), message)
        }
    }

    func testJSONIsReadableWithATypeField() throws {
        let text = String(decoding: try RemoteMessageCoder.encode(.intent(.jumpTo(presetID: "fibers"))), as: UTF8.self)
        XCTAssertEqual(text, #"{"intent":"jumpTo","presetId":"fibers","type":"intent"}"#)
        XCTAssertEqual(
            String(decoding: try RemoteMessageCoder.encode(.keepAlive), as: UTF8.self), #"{"type":"keepAlive"}"#)
        let params = try jsonObject(.params(PresetParams()))
        XCTAssertEqual(params["type"] as? String, "params")
        XCTAssertEqual((params["params"] as? [String: Any])?["decay"] as? Double, 0.9)
    }

    /// A payload of exactly the largest frame is encoded; one byte more is refused with its length.
    func testAPayloadOfTheLargestFrameIsEncodedAndOneByteMoreIsNot() throws {
        func payload(reasonLength: Int) throws -> Data {
            try RemoteMessageCoder.encode(
                .error(RemoteErrorMessage(code: .busy, reason: String(repeating: "x", count: reasonLength))))
        }
        let fits = RemoteProtocol.maxFrameLength - (try payload(reasonLength: 0)).count
        XCTAssertEqual(try payload(reasonLength: fits).count, RemoteProtocol.maxFrameLength)
        XCTAssertEqual(
            protocolError { try payload(reasonLength: fits + 1) },
            .frameTooLarge(length: UInt32(RemoteProtocol.maxFrameLength + 1)))
    }

    func testInvalidUTF8IsRefused() {
        let bytes = Data([0x7B, 0x22, 0x74, 0x79, 0x70, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
        XCTAssertEqual(protocolError { try RemoteMessageCoder.decode(bytes) }, .invalidUTF8)
    }

    func testInvalidJSONIsRefusedWithTheParsersWords() {
        for text in [#"{"type":"keepAlive""#, #"{"type": NaN}"#, "{\"type\":\"params\",\"x\":1e400}", "nope"] {
            guard case .invalidJSON(let detail)? = protocolError({ try RemoteMessageCoder.decode(Data(text.utf8)) })
            else { XCTFail(text); continue }
            XCTAssertFalse(detail.isEmpty)
        }
    }

    func testDeeplyNestedJSONIsRefusedWithoutCrashing() {
        let deep =
            #"{"type":"keepAlive","x":"# + String(repeating: "[", count: 100_000)
            + String(repeating: "]", count: 100_000) + "}"
        guard case .invalidJSON? = protocolError({ try RemoteMessageCoder.decode(Data(deep.utf8)) }) else {
            return XCTFail("deep nesting accepted")
        }
    }

    func testSomethingThatIsNoMessageIsRefused() {
        for text in ["[1,2]", "42", #""keepAlive""#, #"{"kind":"keepAlive"}"#, #"{"type":7}"#] {
            XCTAssertEqual(protocolError { try RemoteMessageCoder.decode(Data(text.utf8)) }, .notAMessage, text)
        }
    }

    func testUnknownTypeIsNamed() {
        XCTAssertEqual(
            protocolError { try RemoteMessageCoder.decode(Data(#"{"type":"reboot"}"#.utf8)) },
            .unknownType("reboot"))
    }

    func testEveryRequiredFieldOfEveryMessageIsRequired() throws {
        let optional: Set<String> = ["presetId", "presetName", "pairingSalt", "retryAfter"]
        for message in sampleMessages() {
            let object = try jsonObject(message)
            for key in object.keys where key != "type" && !optional.contains(key) {
                var broken = object
                broken[key] = nil
                XCTAssertEqual(protocolError { try decodeObject(broken) }, .missingField(key), "\(message.type) \(key)")
            }
        }
    }

    func testNestedMissingFieldIsNamedWithItsPath() throws {
        var object = try jsonObject(sampleMessages()[2])
        var state = try XCTUnwrap(object["state"] as? [String: Any])
        var params = try XCTUnwrap(state["params"] as? [String: Any])
        var species = try XCTUnwrap(params["species"] as? [[String: Any]])
        species[1]["deposit"] = nil
        params["species"] = species
        state["params"] = params
        object["state"] = state
        XCTAssertEqual(protocolError { try decodeObject(object) }, .missingField("state.params.species[1].deposit"))
    }

    func testWrongTypesAreNamed() throws {
        var cycling = try jsonObject(.intent(.setCycling(true)))
        cycling["cycling"] = "yes"
        XCTAssertEqual(protocolError { try decodeObject(cycling) }?.code, .wrongType)
        var intent = try jsonObject(.intent(.next))
        intent["intent"] = "reboot"
        XCTAssertEqual(protocolError { try decodeObject(intent) }?.code, .wrongType)
        var auth = try jsonObject(sampleMessages()[2])
        auth["auth"] = "password"
        XCTAssertEqual(
            protocolError { try decodeObject(auth) }, .wrongType(field: "auth", expected: "\"code\" or \"certificate\"")
        )
        var code = try jsonObject(.error(RemoteErrorMessage(.timeout)))
        code["code"] = "explode"
        XCTAssertEqual(protocolError { try decodeObject(code) }?.code, .wrongType)
        var agents = try jsonObject(.params(PresetParams()))
        var params = try XCTUnwrap(agents["params"] as? [String: Any])
        params["agents"] = 1000.5
        agents["params"] = params
        XCTAssertEqual(
            protocolError { try decodeObject(agents) }, .wrongType(field: "params.agents", expected: "a whole number"))
        // One beyond Int: out of the parameter's range, named, not "not valid JSON".
        params["agents"] = 424_242
        agents["params"] = params
        let text = String(decoding: try JSONSerialization.data(withJSONObject: agents), as: UTF8.self)
        let beyond = text.replacingOccurrences(of: "424242", with: "9223372036854775808")
        XCTAssertEqual(
            protocolError { try RemoteMessageCoder.decode(Data(beyond.utf8)) },
            .outOfRange(field: "params.agents", value: 0x1p63, range: ParamRegistry.descriptor(.agents).range))
    }

    func testIdsNamesAndDigestsFollowTheirRules() throws {
        let cases: [(RemoteMessage, String, Any)] = [
            (sampleMessages()[0], "hostId", "has space"),
            (sampleMessages()[0], "hostId", String(repeating: "a", count: 65)),
            (sampleMessages()[0], "hostName", "   "),
            (sampleMessages()[0], "hostName", "bell\u{7}"),
            (sampleMessages()[2], "remoteId", ""),
            (sampleMessages()[4], "salt", String(repeating: "AB", count: 32)),
            (sampleMessages()[4], "salt", String(repeating: "ab", count: 31)),
            (sampleMessages()[4], "hostKey", String(repeating: "ab", count: 385)),
            (sampleMessages()[4], "step", "reveal"),
            (sampleMessages()[5], "remoteKey", "0f"),
            (sampleMessages()[5], "confirmation", String(repeating: "a", count: 63)),
            (sampleMessages()[6], "confirmation", 42),
            (.intent(.jumpTo(presetID: "net")), "presetId", "Net!"),
        ]
        for (message, key, value) in cases {
            var object = try jsonObject(message)
            object[key] = value
            XCTAssertEqual(protocolError { try decodeObject(object) }?.code, .wrongType, "\(key) = \(value)")
        }
        // Just inside the limits is fine.
        var object = try jsonObject(sampleMessages()[0])
        object["hostId"] = String(repeating: "a", count: 64)
        object["hostName"] = String(repeating: "é", count: 64)
        XCTAssertNoThrow(try decodeObject(object))
    }

    /// Every one of the 45 parameters, just outside each end of its range, in a params message
    /// and in a hello; just inside is accepted.
    func testEveryParameterOutOfRangeIsNamed() throws {
        for descriptor in ParamRegistry.all {
            let step = descriptor.isInteger ? 1 : (descriptor.range.upperBound - descriptor.range.lowerBound) * 1e-6
            for value in [descriptor.range.lowerBound - step, descriptor.range.upperBound + step] {
                var params = PresetParams()
                descriptor.setter(&params, value)
                XCTAssertEqual(
                    protocolError { try RemoteMessageCoder.decode(RemoteMessageCoder.encode(.params(params))) },
                    .outOfRange(field: "params." + descriptor.id.rawValue, value: value, range: descriptor.range))
                let hello = RemoteMessage.hello(
                    RemoteHello(
                        remoteID: "r", remoteName: "R", method: .code,
                        state: RemoteSessionState(presetID: nil, params: params, cycling: false)))
                XCTAssertEqual(
                    protocolError { try RemoteMessageCoder.decode(RemoteMessageCoder.encode(hello)) }?.code,
                    .outOfRange)
            }
            for value in [descriptor.range.lowerBound, descriptor.range.upperBound] {
                var params = PresetParams()
                descriptor.setter(&params, value)
                XCTAssertNoThrow(
                    try RemoteMessageCoder.decode(RemoteMessageCoder.encode(.params(params))), "\(descriptor.id)")
            }
        }
    }

    func testNonFiniteNumbersAreNamed() throws {
        for text in ["NaN", "Infinity", "-Infinity"] {
            var object = try jsonObject(.params(PresetParams()))
            var params = try XCTUnwrap(object["params"] as? [String: Any])
            params["decay"] = text
            object["params"] = params
            XCTAssertEqual(protocolError { try decodeObject(object) }, .nonFinite(field: "params.decay"))
        }
        var error = try jsonObject(.error(RemoteErrorMessage(.rateLimited(retryAfter: 1))))
        error["retryAfter"] = "Infinity"
        XCTAssertEqual(protocolError { try decodeObject(error) }, .nonFinite(field: "retryAfter"))
        error["retryAfter"] = -1
        XCTAssertEqual(protocolError { try decodeObject(error) }?.code, .outOfRange)
        error["retryAfter"] = 0.5
        XCTAssertEqual(
            protocolError { try decodeObject(error) },
            .wrongType(field: "retryAfter", expected: "a whole number of seconds"))
        error["retryAfter"] = 3
        XCTAssertNoThrow(try decodeObject(error), "whole seconds pass")
    }

    func testWrongArrayShapesAreNamed() throws {
        var object = try jsonObject(.params(PresetParams()))
        var params = try XCTUnwrap(object["params"] as? [String: Any])
        params["colors"] = ["#ffffff"]
        object["params"] = params
        XCTAssertEqual(protocolError { try decodeObject(object) }?.code, .wrongType)
    }

    func testVersionMismatchIsReportedBeforeAnythingElse() throws {
        for index in [0, 2] {
            var object = try jsonObject(sampleMessages()[index])
            object["protocolVersion"] = 1
            object["nonce"] = String(repeating: "ab", count: 32)  // another version sends other fields
            object["hostName"] = nil
            object["remoteName"] = nil
            XCTAssertEqual(protocolError { try decodeObject(object) }, .versionMismatch(peer: 1, ours: 2))
        }
    }

    func testEveryErrorHasACodeAndASentence() {
        let errors: [RemoteProtocolError] = [
            .emptyFrame, .frameTooLarge(length: 1), .invalidUTF8, .invalidJSON(detail: "d"), .notAMessage,
            .unknownType("t"), .missingField("f"), .wrongType(field: "f", expected: "e"), .nonFinite(field: "f"),
            .outOfRange(field: "f", value: 2, range: 0...1), .unknownPreset(id: "p"),
            .versionMismatch(peer: 2, ours: 1), .unexpectedMessage(type: "t"), .busy, .notPaired,
            .authenticationFailed, .certificateChanged, .rateLimited(retryAfter: 1), .timeout, .tooManyConnections,
            .tooFast,
        ]
        XCTAssertEqual(Set(errors.map(\.code)), Set(RemoteErrorCode.allCases))
        for error in errors { XCTAssertFalse(error.message.isEmpty) }
        XCTAssertTrue(RemoteProtocolError.unknownType(String(repeating: "x", count: 10_000)).message.count < 200)
    }
}
