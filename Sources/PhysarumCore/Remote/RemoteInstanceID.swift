import Foundation

/// This installation's stable id: the host's id in its TXT record and greeting, the remote's id in
/// its hello. Created once (a random UUID) in `<XDG data>/physarum/remote/instance-id`.
public enum RemoteInstanceID {
    /// The stored id, created on first use. Falls back to a fresh id (not stored) when the file
    /// cannot be written, so that hosting still works from a read-only home.
    public static func load(directory: URL = PairingStore.directory()) -> String {
        let url = directory.appendingPathComponent("instance-id")
        if let text = try? String(contentsOf: url, encoding: .utf8) {
            let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if RemoteProtocol.isValidID(id) { return id }
        }
        let id = UUID().uuidString.lowercased()
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try? AtomicFile.write(Data((id + "\n").utf8), to: url, overwrite: true)
        return id
    }
}
