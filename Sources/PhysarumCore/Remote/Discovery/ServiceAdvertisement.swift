/// What a host announces over DNS-SD as `RemoteProtocol.serviceType` (docs/PROTOCOL.md
/// "Discovery" documents the TXT keys).
public struct ServiceAdvertisement: Equatable, Sendable {
    /// Stable across restarts and renames: the remote deduplicates and remembers hosts by it.
    public var instanceID: String
    /// Shown in the remote's Connect menu; also the DNS-SD instance name.
    public var name: String
    public var port: UInt16
    public var protocolVersion: Int
    /// What the host is playing now (a preset name), updated live in the TXT record.
    public var playing: String?

    public init(
        instanceID: String, name: String, port: UInt16, protocolVersion: Int = RemoteProtocol.version,
        playing: String? = nil
    ) {
        self.instanceID = instanceID
        self.name = name
        self.port = port
        self.protocolVersion = protocolVersion
        self.playing = playing
    }

    /// The DNS-SD instance name: at most 63 bytes of UTF-8, cut at a character boundary.
    public var serviceName: String { TXTRecord.truncated(name.isEmpty ? "Physarum" : name, maxBytes: 63) }

    public var txtRecord: [String] {
        var record = [
            TXTRecord.entry("id", instanceID), TXTRecord.entry("name", name),
            TXTRecord.entry("proto", String(protocolVersion)),
        ]
        if let playing { record.append(TXTRecord.entry("playing", playing)) }
        return record
    }
}

/// DNS-SD TXT strings ("key=value", each at most 255 bytes; RFC 6763 §6).
public enum TXTRecord {
    public static let maxEntryBytes = 255

    /// "key=value", the value cut at a character boundary so the entry fits.
    public static func entry(_ key: String, _ value: String) -> String {
        key + "=" + truncated(value, maxBytes: maxEntryBytes - key.utf8.count - 1)
    }

    /// Keys are case-insensitive (lowercased here); the first occurrence of a key wins; an
    /// entry without "=" is a boolean attribute with an empty value.
    public static func decode(_ entries: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0].lowercased()
            guard !key.isEmpty, result[key] == nil else { continue }
            result[key] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    static func truncated(_ text: String, maxBytes: Int) -> String {
        guard text.utf8.count > maxBytes else { return text }
        var result = ""
        var bytes = 0
        for character in text {
            let size = String(character).utf8.count
            guard bytes + size <= maxBytes else { break }
            result.append(character)
            bytes += size
        }
        return result
    }
}
