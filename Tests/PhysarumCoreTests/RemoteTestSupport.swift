import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// Time that moves only when a test says so.
final class FakeClock {
    var now = 1_000.0
    func advance(_ seconds: Double) { now += seconds }
}

/// A deterministic keyed function standing in for HMAC-SHA256 in session tests: different keys or
/// messages give different 32-byte outputs. (The real GHmac signer is tested in the network layer;
/// `OpenSSLSigner` checks the documented vectors.)
struct FakeSigner: RemoteProofSigner {
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key + [0xFF] + message {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var rng = SplitMix64(seed: hash)
        return (0..<32).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }
}

/// Real HMAC-SHA256 through the `openssl` command, to check the documented test vectors.
struct OpenSSLSigner: RemoteProofSigner {
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        let hexKey = RemoteAuth.hex(key)
        guard
            let result = try? ChildProcess.run(
                "openssl", ["dgst", "-sha256", "-mac", "HMAC", "-macopt", "hexkey:\(hexKey)", "-r"],
                input: Data(message))
        else { return [] }
        let hex = result.stdout.prefix(64)
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
            let byte = UInt8(hex[index..<next], radix: 16)
        {
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}

/// Records what the host session sends and closes.
final class FakeHostTransport: RemoteHostTransport {
    var frames: [RemoteConnectionID: [Data]] = [:]
    var closed: [RemoteConnectionID] = []

    func send(_ frame: Data, to connection: RemoteConnectionID) { frames[connection, default: []].append(frame) }
    func close(_ connection: RemoteConnectionID) { closed.append(connection) }

    /// Every message sent to `id`, decoded.
    func messages(to id: RemoteConnectionID) throws -> [RemoteMessage] {
        try (frames[id] ?? []).map { try decodeFrame($0) }
    }

    /// Messages sent to `id` since the last call of `take`.
    func take(_ id: RemoteConnectionID) throws -> [RemoteMessage] {
        defer { frames[id] = [] }
        return try messages(to: id)
    }
}

/// Records what the client session opens, sends and closes.
final class FakeClientTransport: RemoteClientTransport {
    var opened: [RemoteEndpoint] = []
    var frames: [Data] = []
    var closeCount = 0

    func open(_ endpoint: RemoteEndpoint) { opened.append(endpoint) }
    func send(_ frame: Data) { frames.append(frame) }
    func close() { closeCount += 1 }

    func take() throws -> [RemoteMessage] {
        defer { frames = [] }
        return try frames.map { try decodeFrame($0) }
    }
}

/// The message in one whole frame.
func decodeFrame(_ frame: Data) throws -> RemoteMessage {
    var decoder = RemoteFrameDecoder()
    let output = decoder.append(frame)
    guard output.error == nil, output.frames.count == 1 else {
        throw RemoteProtocolError.invalidJSON(detail: "not one frame")
    }
    return try RemoteMessageCoder.decode(output.frames[0])
}

/// A frame carrying `message`; fails the test if it cannot be encoded.
func frame(_ message: RemoteMessage, file: StaticString = #filePath, line: UInt = #line) -> Data {
    do {
        return try RemoteFrame.encode(message)
    } catch {
        XCTFail("cannot encode \(message): \(error)", file: file, line: line)
        return Data()
    }
}

/// A frame carrying raw JSON text.
func rawFrame(_ json: String) -> Data {
    (try? RemoteFrame.wrap(Data(json.utf8))) ?? Data()
}

/// A fresh pairing store in a temporary directory.
func makeStore(_ test: XCTestCase, name: String = "paired.json") throws -> PairingStore {
    PairingStore(fileURL: try makeTemporaryDirectory(test).appendingPathComponent(name))
}

let sampleHostState = RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: true)

let sampleNonce = String(repeating: "ab", count: 32)

/// One message of every type and every intent.
func sampleMessages() -> [RemoteMessage] {
    var params = PresetParams()
    params.decay = 0.95
    params.species[1].deposit = 7.5
    return [
        .greeting(
            RemoteGreeting(hostID: "host-1", hostName: "Living room", nonce: sampleNonce, state: sampleHostState)),
        .greeting(
            RemoteGreeting(
                hostID: "host-1", hostName: "Living room", nonce: sampleNonce,
                state: RemoteHostState(presetID: nil, presetName: nil, cycling: false))),
        .hello(
            RemoteHello(
                remoteID: "remote-1", remoteName: "Laptop", method: .code,
                proof: String(repeating: "0f", count: 32),
                state: RemoteSessionState(presetID: "net", params: params, cycling: false))),
        .hello(
            RemoteHello(
                remoteID: "remote-1", remoteName: "Laptop", method: .token,
                proof: String(repeating: "1e", count: 32),
                state: RemoteSessionState(presetID: nil, params: PresetParams(), cycling: true))),
        .welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room", pairingSalt: sampleNonce)),
        .welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room")),
        .error(RemoteErrorMessage(.busy)),
        .error(RemoteErrorMessage(.rateLimited(retryAfter: 4))),
        .intent(.next),
        .intent(.previous),
        .intent(.jumpTo(presetID: "fibers")),
        .intent(.setCycling(true)),
        .intent(.setCycling(false)),
        .params(params),
        .state(sampleHostState),
        .keepAlive,
    ]
}

/// The JSON object of `message`, to break on purpose.
func jsonObject(_ message: RemoteMessage) throws -> [String: Any] {
    let data = try RemoteMessageCoder.encode(message)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Decodes a JSON object as a message payload.
func decodeObject(_ object: [String: Any]) throws -> RemoteMessage {
    try RemoteMessageCoder.decode(try JSONSerialization.data(withJSONObject: object))
}

/// The error `body` throws, as a protocol error (fails when it throws none or another kind).
func protocolError(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> RemoteProtocolError?
{
    do {
        let value = try body()
        XCTFail("accepted: \(value)", file: file, line: line)
        return nil
    } catch let error as RemoteProtocolError {
        return error
    } catch {
        XCTFail("not a protocol error: \(error)", file: file, line: line)
        return nil
    }
}
