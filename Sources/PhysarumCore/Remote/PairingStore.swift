import Foundation

/// A peer this side has paired with, and the certificate it pinned for it.
public struct PairedPeer: Codable, Equatable, Sendable {
    /// The peer's id (a remote's id on the host, a host's id on the remote).
    public var id: String
    /// Its display name when it paired (for "forget" lists and the Connect menu).
    public var name: String
    /// SHA-256 of the peer's TLS certificate, 64 lowercase hex digits: later connections from this
    /// id must present exactly this certificate. Not a secret.
    public var certificate: String

    public init(id: String, name: String, certificate: String) {
        self.id = id
        self.name = name
        self.certificate = certificate
    }
}

/// The paired peers of one side, in one JSON file readable only by the user (mode 0600): the host
/// keeps its remotes by remote id, a remote keeps its hosts by host id.
///
/// An unreadable file is reported in `loadError` and moved aside (`<name>.bad`) at the next save,
/// never silently overwritten. A file of version 1 (tokens, before TLS) holds no pins: it reads as
/// empty (those peers pair again once) and is replaced at the next save.
public final class PairingStore {
    /// The file format's version; 1 held tokens.
    public static let fileVersion = 2

    private struct File: Codable {
        var version = PairingStore.fileVersion
        var peers: [PairedPeer]
    }

    private struct Version: Decodable {
        var version: Int
    }

    public let fileURL: URL
    /// The paired peers by id.
    public private(set) var peers: [String: PairedPeer] = [:]
    /// Why the file could not be read, if it could not.
    public private(set) var loadError: String?

    public init(fileURL: URL) {
        self.fileURL = fileURL
        reload()
    }

    /// Where the host keeps the remotes it paired with: `<XDG data>/physarum/remote/paired-remotes.json`.
    public static func hostSide(environment: [String: String] = ProcessInfo.processInfo.environment) -> PairingStore {
        PairingStore(fileURL: directory(environment: environment).appendingPathComponent("paired-remotes.json"))
    }

    /// Where a remote keeps the hosts it paired with: `<XDG data>/physarum/remote/paired-hosts.json`.
    public static func remoteSide(environment: [String: String] = ProcessInfo.processInfo.environment) -> PairingStore {
        PairingStore(fileURL: directory(environment: environment).appendingPathComponent("paired-hosts.json"))
    }

    /// `<XDG data home>/physarum/remote`.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectories.dataHome(environment: environment).appendingPathComponent("physarum/remote", isDirectory: true)
    }

    /// Re-reads the file (a missing file is an empty store).
    public func reload() {
        peers = [:]
        loadError = nil
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            let data = try Data(contentsOf: fileURL)
            guard try JSONDecoder().decode(Version.self, from: data).version == Self.fileVersion else { return }
            let file = try JSONDecoder().decode(File.self, from: data)
            for peer in file.peers where RemoteProtocol.isValidID(peer.id) && RemoteAuth.isHexDigest(peer.certificate) {
                peers[peer.id] = peer
            }
        } catch {
            loadError = "\(fileURL.path): \(error.localizedDescription)"
        }
    }

    /// The certificate fingerprint pinned for `id`, if paired.
    public func certificate(for id: String) -> String? { peers[id]?.certificate }

    /// Stores (or replaces) `peer` and writes the file.
    public func remember(_ peer: PairedPeer) throws {
        var next = peers
        next[peer.id] = peer
        try save(next)
    }

    /// Removes `id` and writes the file; returns whether it was there.
    @discardableResult
    public func forget(_ id: String) throws -> Bool {
        guard peers[id] != nil else { return false }
        var next = peers
        next[id] = nil
        try save(next)
        return true
    }

    /// Removes every peer and writes the file once; returns how many there were.
    @discardableResult
    public func forgetAll() throws -> Int {
        let count = peers.count
        if count > 0 { try save([:]) }
        return count
    }

    private func save(_ next: [String: PairedPeer]) throws {
        let fm = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        try fm.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if loadError != nil, fm.fileExists(atPath: fileURL.path) {
            let aside = fileURL.appendingPathExtension("bad")
            try? fm.removeItem(at: aside)
            try fm.moveItem(at: fileURL, to: aside)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let file = File(peers: next.values.sorted { $0.id < $1.id })
        try AtomicFile.write(try encoder.encode(file), to: fileURL, overwrite: true, permissions: 0o600)
        peers = next
        loadError = nil
    }
}
