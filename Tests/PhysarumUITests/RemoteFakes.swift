import Foundation
import PhysarumCore

@testable import PhysarumUI

/// Network services for UI tests: nothing leaves the process.
final class FakeRemoteNetworking: RemoteNetworking {
    final class Browser: HostBrowsing {
        var snapshot = DiscoverySnapshot(availability: .available, hosts: [])
        var onChange: ((DiscoverySnapshot) -> Void)?
        var browsing = false
        func startBrowsing() { browsing = true }
        func stopBrowsing() { browsing = false }
        func set(_ snapshot: DiscoverySnapshot) {
            self.snapshot = snapshot
            onChange?(snapshot)
        }
    }

    final class ClientTransport: RemoteClientTransport {
        weak var session: RemoteClientSession?
        var opened: [RemoteEndpoint] = []
        var sent: [RemoteMessage] = []
        var closes = 0
        func open(_ endpoint: RemoteEndpoint) { opened.append(endpoint) }
        func send(_ frame: Data) {
            var decoder = RemoteFrameDecoder()
            if let payload = decoder.append(frame).frames.first, let message = try? RemoteMessageCoder.decode(payload) {
                sent.append(message)
            }
        }
        func close() { closes += 1 }
        /// The host's side of the conversation, scripted by the test. A greeting comes after the TLS
        /// handshake, which this fake reports first.
        func hostSays(_ message: RemoteMessage) {
            if case .greeting = message {
                session?.connectionSecured(
                    RemoteChannelSecurity(
                        localCertificate: TestExchange.certificate("me"),
                        peerCertificate: TestExchange.certificate("host"),
                        channelBinding: TestExchange.binding))
            }
            session?.received((try? RemoteFrame.encode(message)) ?? Data())
        }

        /// Plays the host's side of the PAKE for the code hello just sent, as a host that knows `code`.
        func hostConfirmsPairing(code: String, hostID: String = "host-1") {
            let salt = [UInt8](repeating: 1, count: 32)
            guard let half = TestExchange().hostBegin(code: code, remoteID: "me", salt: salt) else { return }
            hostSays(.pake(.challenge(salt: salt, hostKey: half.hostKey)))
            guard case .pake(.response(let remoteKey, _))? = sent.last, let key = half.sharedKey(remoteKey: remoteKey)
            else { return }
            let transcript = RemotePairingTranscript(
                hostID: hostID, remoteID: "me", hostCertificate: TestExchange.certificate("host"),
                remoteCertificate: TestExchange.certificate("me"), channelBinding: TestExchange.binding, salt: salt,
                hostKey: half.hostKey, remoteKey: remoteKey)
            hostSays(
                .pake(
                    .confirm(
                        confirmation: RemoteAuth.confirmation(
                            role: .host, key: key, transcript: transcript, signer: TestSigner()))))
        }
    }

    final class HostTransport: RemoteHostTransport, RemoteHostingHandle {
        let port: UInt16
        var sent: [RemoteConnectionID: [RemoteMessage]] = [:]
        var closed: [RemoteConnectionID] = []
        var stopped = false
        init(port: UInt16) { self.port = port }
        func send(_ frame: Data, to connection: RemoteConnectionID) {
            var decoder = RemoteFrameDecoder()
            if let payload = decoder.append(frame).frames.first, let message = try? RemoteMessageCoder.decode(payload) {
                sent[connection, default: []].append(message)
            }
        }
        func close(_ connection: RemoteConnectionID) { closed.append(connection) }
        func stop() { stopped = true }
    }

    final class Advertiser: HostAdvertising {
        var published: [ServiceAdvertisement] = []
        var withdrawn = false
        func publish(_ advertisement: ServiceAdvertisement) { published.append(advertisement) }
        func withdraw() { withdrawn = true }
    }

    let fakeBrowser = Browser()
    let client = ClientTransport()
    var hosts: [HostTransport] = []
    var advertisers: [Advertiser] = []
    var hostingError: Error?
    var discovery = true

    var signer: any RemoteProofSigner { TestSigner() }
    var pairingExchange: any RemotePairingExchange { TestExchange() }
    var browser: HostBrowsing? { discovery ? fakeBrowser : nil }

    func startHosting(session: RemoteHostSession, port: UInt16) throws -> RemoteHostingHandle {
        if let hostingError { throw hostingError }
        let transport = HostTransport(port: port == 0 ? 50_000 : port)
        session.transport = transport
        hosts.append(transport)
        return transport
    }

    func makeClientTransport(for session: RemoteClientSession) -> RemoteClientTransport {
        client.session = session
        session.transport = client
        return client
    }

    func makeAdvertiser() -> HostAdvertising? {
        let advertiser = Advertiser()
        advertisers.append(advertiser)
        return advertiser
    }
}

extension FakeRemoteNetworking {
    /// A window's remote control through these fakes, its pairing stores in `directory`.
    /// Connects `remote` to the fake host "Living room" through the Connect menu and pairs it with
    /// the code, as a person does; the session is welcomed after it.
    @MainActor
    func connectAndPair(_ remote: WindowRemote) {
        remote.menu.manualEntry.text = "10.0.0.5"
        remote.menu.manualConnect.click()
        let greeting = RemoteMessage.greeting(
            RemoteGreeting(
                hostID: "host-1", hostName: "Living room",
                state: RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: true)))
        client.hostSays(greeting)
        remote.menu.codeEntry.text = "123456"
        remote.menu.pairButton.click()
        client.hostSays(greeting)
        client.hostConfirmsPairing(code: "123456")
        client.hostSays(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room")))
    }

    func windowOptions(directory: URL, hostOnStart: RemoteWindowOptions.Hosting? = nil) -> RemoteWindowOptions {
        RemoteWindowOptions(
            networking: self, instanceID: "me", displayName: "Studio", hostOnStart: hostOnStart,
            hostStore: PairingStore(fileURL: directory.appendingPathComponent("remotes.json")),
            remoteStore: PairingStore(fileURL: directory.appendingPathComponent("hosts.json")))
    }
}

/// A keyed mix standing in for HMAC-SHA256 (the real one is the network layer's GHmac).
struct TestSigner: RemoteProofSigner {
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key + [0xFF] + message { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var rng = SplitMix64(seed: hash)
        return (0..<32).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }
}

/// A stand-in PAKE (the real SRP is the network layer's): both sides get the same key exactly when
/// they used the same code.
struct TestExchange: RemotePairingExchange {
    final class Half: RemotePairingHostHalf {
        let code: String
        let salt: [UInt8]
        let hostKey = [UInt8](repeating: 0x42, count: 384)
        init(code: String, salt: [UInt8]) {
            self.code = code
            self.salt = salt
        }
        func sharedKey(remoteKey: [UInt8]) -> [UInt8]? { TestExchange.key(code, salt, hostKey, remoteKey) }
    }

    static func key(_ code: String, _ salt: [UInt8], _ hostKey: [UInt8], _ remoteKey: [UInt8]) -> [UInt8] {
        TestSigner().hmacSHA256(key: Array(code.utf8), message: salt + hostKey + remoteKey)
    }

    /// A made-up certificate fingerprint per name, and the fake TLS sessions' channel binding.
    static func certificate(_ name: String) -> [UInt8] { TestSigner().hmacSHA256(key: [1], message: Array(name.utf8)) }
    static let binding = [UInt8](repeating: 0x5A, count: 32)

    func hostBegin(code: String, remoteID: String, salt: [UInt8]) -> RemotePairingHostHalf? {
        Half(code: code, salt: salt)
    }

    func remoteAgree(code: String, remoteID: String, salt: [UInt8], hostKey: [UInt8])
        -> (remoteKey: [UInt8], sharedKey: [UInt8])?
    {
        let remoteKey = [UInt8](repeating: 0x24, count: 384)
        return (remoteKey, Self.key(code, salt, hostKey, remoteKey))
    }
}

struct HostingFailure: Error, CustomStringConvertible {
    var description: String { "port 47420 is in use" }
}
