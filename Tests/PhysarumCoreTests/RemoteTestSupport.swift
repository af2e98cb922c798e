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

/// A stand-in PAKE for session tests: both sides derive the same key exactly when they used the
/// same code (a keyed hash of the code and the public values). No security; the real SRP exchange
/// is tested in the network layer.
struct FakeExchange: RemotePairingExchange {
    final class Half: RemotePairingHostHalf {
        let code: String
        let salt: [UInt8]
        let hostKey: [UInt8]
        init(code: String, salt: [UInt8], hostKey: [UInt8]) {
            self.code = code
            self.salt = salt
            self.hostKey = hostKey
        }
        func sharedKey(remoteKey: [UInt8]) -> [UInt8]? {
            FakeExchange.key(code: code, salt: salt, hostKey: hostKey, remoteKey: remoteKey)
        }
    }

    static func key(code: String, salt: [UInt8], hostKey: [UInt8], remoteKey: [UInt8]) -> [UInt8] {
        FakeSigner().hmacSHA256(key: Array(code.utf8), message: salt + hostKey + remoteKey)
    }

    func hostBegin(code: String, remoteID: String, salt: [UInt8]) -> RemotePairingHostHalf? {
        var random = SystemRandomNumberGenerator()
        return Half(code: code, salt: salt, hostKey: RemoteAuth.randomBytes(384, using: &random))
    }

    func remoteAgree(code: String, remoteID: String, salt: [UInt8], hostKey: [UInt8])
        -> (remoteKey: [UInt8], sharedKey: [UInt8])?
    {
        var random = SystemRandomNumberGenerator()
        let remoteKey = RemoteAuth.randomBytes(384, using: &random)
        return (remoteKey, Self.key(code: code, salt: salt, hostKey: hostKey, remoteKey: remoteKey))
    }
}

/// A made-up certificate fingerprint per name.
func sampleCertificate(_ name: String) -> [UInt8] {
    FakeSigner().hmacSHA256(key: Array("certificate".utf8), message: Array(name.utf8))
}

/// The channel binding the fake TLS sessions share.
let sampleBinding = [UInt8](repeating: 0x5A, count: 32)

let sampleSession = RemoteSessionState(presetID: "net", params: PresetParams(), cycling: false)

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

/// One message of every type and every intent.
func sampleMessages() -> [RemoteMessage] {
    var params = PresetParams()
    params.decay = 0.95
    params.species[1].deposit = 7.5
    return [
        .greeting(RemoteGreeting(hostID: "host-1", hostName: "Living room", state: sampleHostState)),
        .greeting(
            RemoteGreeting(
                hostID: "host-1", hostName: "Living room",
                state: RemoteHostState(presetID: nil, presetName: nil, cycling: false))),
        .hello(
            RemoteHello(
                remoteID: "remote-1", remoteName: "Laptop", method: .code,
                state: RemoteSessionState(presetID: "net", params: params, cycling: false))),
        .hello(
            RemoteHello(
                remoteID: "remote-1", remoteName: "Laptop", method: .certificate,
                state: RemoteSessionState(presetID: nil, params: PresetParams(), cycling: true))),
        .pake(.challenge(salt: [UInt8](repeating: 0x11, count: 32), hostKey: [UInt8](repeating: 0x22, count: 384))),
        .pake(
            .response(
                remoteKey: [UInt8](repeating: 0x33, count: 384), confirmation: [UInt8](repeating: 0x44, count: 32))),
        .pake(.confirm(confirmation: [UInt8](repeating: 0x55, count: 32))),
        .welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room")),
        .error(RemoteErrorMessage(.busy)),
        .error(RemoteErrorMessage(.rateLimited(retryAfter: 4))),
        .audioFeatures(AudioFeatures(loudness: 0.42, bass: 0.8, mid: 0.31, treble: 0.12, onset: 1)),
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

/// SHA-256 through the openssl command (an implementation independent of the app's).
enum OpenSSLDigest {
    static func sha256(_ bytes: [UInt8]) throws -> String {
        let result = try ChildProcess.run("openssl", ["dgst", "-sha256", "-r"], input: Data(bytes))
        return String(result.stdout.prefix(64))
    }
}
