import Foundation

/// The host session under outside messages, before and after the welcome, as one function: one
/// connection whose TLS handshake showed the certificate `pinnedCertificate`, then the bytes
/// (all but the first) in chunks of a size the first byte picks, with a clock tick after each. A
/// certificate hello from `pinnedRemoteID` is welcomed, so what follows it runs as the
/// controller's messages; a code hello starts a pairing. The libFuzzer target `host-session`
/// (scripts/dev/fuzz.sh) and the replay of its corpus in `make test` both call it.
public enum RemoteSessionFuzzing {
    /// The remote id `pinnedStore(in:)` pins, and the certificate it pins for it.
    public static let pinnedRemoteID = "laptop-7"
    public static let pinnedCertificate = [UInt8](repeating: 0x22, count: 32)

    /// A store in `directory` with `pinnedRemoteID` paired.
    public static func pinnedStore(in directory: URL) throws -> PairingStore {
        let store = PairingStore(fileURL: directory.appendingPathComponent("paired-remotes.json"))
        try store.remember(
            PairedPeer(id: pinnedRemoteID, name: "Fuzz", certificate: RemoteAuth.hex(pinnedCertificate)))
        return store
    }

    /// Feeds `bytes` through; returns how many frames the host sent.
    @discardableResult
    public static func feed(
        _ bytes: [UInt8], store: PairingStore, signer: some RemoteProofSigner, exchange: some RemotePairingExchange
    ) -> Int {
        guard let first = bytes.first else { return 0 }
        var now = 1_000.0
        let transport = CountingTransport()
        let session = RemoteHostSession(
            configuration: .init(hostID: "fuzz-host", hostName: "Fuzz", fixedPairingCode: "123456"),
            hostState: RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: true), store: store,
            signer: signer, exchange: exchange, transport: transport, clock: { now })
        session.presetNames = ["fibers": "Fibers", "net": "Net"]
        let id = RemoteConnectionID(1)
        session.connectionOpened(id, from: "192.0.2.1")
        session.connectionSentClientHello(id)
        session.connectionSecured(
            id,
            security: RemoteChannelSecurity(
                localCertificate: [UInt8](repeating: 0x11, count: 32), peerCertificate: pinnedCertificate,
                channelBinding: [UInt8](repeating: 0x33, count: 32)))
        let chunk = Int(first % 64) + 1
        var stream = bytes.dropFirst()
        while !stream.isEmpty, session.connectionCount > 0 {
            session.received(stream.prefix(chunk), from: id)
            stream = stream.dropFirst(chunk)
            now += 0.01
            session.tick()
        }
        session.closeAll()
        return transport.frames
    }

    private final class CountingTransport: RemoteHostTransport {
        var frames = 0
        func send(_ frame: Data, to connection: RemoteConnectionID) { frames += 1 }
        func close(_ connection: RemoteConnectionID) {}
    }
}
