/// The resolved services the browser knows, reduced to one entry per host.
///
/// Avahi reports a service once per interface × protocol (and again after a rename), so one host
/// can arrive many times: entries are merged by the instance id in TXT. Our own instance is
/// left out. Pure, so the rules are tested without a daemon.
public struct DiscoveredHostList: Equatable {
    /// One resolved service record: where Avahi saw it and what it said.
    public struct Resolved: Equatable {
        public var serviceName: String
        public var txt: [String: String]
        public var address: String
        public var port: UInt16
        public var isIPv6: Bool

        public init(serviceName: String, txt: [String: String], address: String, port: UInt16, isIPv6: Bool) {
            self.serviceName = serviceName
            self.txt = txt
            self.address = address
            self.port = port
            self.isIPv6 = isIPv6
        }
    }

    /// Avahi's identity of a sighting: interface, protocol, name (type and domain are fixed).
    public struct Key: Hashable {
        public var interface: Int32
        public var protocolFamily: Int32
        public var serviceName: String
        public var domain: String

        public init(interface: Int32, protocolFamily: Int32, serviceName: String, domain: String) {
            self.interface = interface
            self.protocolFamily = protocolFamily
            self.serviceName = serviceName
            self.domain = domain
        }
    }

    public let ownInstanceID: String?
    private var sightings: [Key: Resolved] = [:]

    public init(ownInstanceID: String?) { self.ownInstanceID = ownInstanceID }

    public mutating func update(_ key: Key, _ resolved: Resolved) { sightings[key] = resolved }
    public mutating func remove(_ key: Key) { sightings[key] = nil }
    public mutating func removeAll() { sightings.removeAll() }

    /// One host per instance id (services without one are keyed by their name), ours excluded,
    /// IPv4 preferred (it needs no interface scope), sorted by name then id.
    public var hosts: [DiscoveredHost] {
        var best: [String: (key: Key, resolved: Resolved)] = [:]
        for (key, resolved) in sightings {
            let id = resolved.txt["id"].flatMap { $0.isEmpty ? nil : $0 } ?? "name:" + resolved.serviceName
            guard id != ownInstanceID else { continue }
            if let current = best[id], !Self.prefer((key, resolved), over: current) { continue }
            best[id] = (key, resolved)
        }
        return best.map { id, entry in
            let txt = entry.resolved.txt
            let name = txt["name"].flatMap { $0.isEmpty ? nil : $0 } ?? entry.resolved.serviceName
            return DiscoveredHost(
                instanceID: id, name: name, address: entry.resolved.address,
                port: entry.resolved.port, protocolVersion: txt["proto"].flatMap { Int($0) },
                playing: txt["playing"])
        }.sorted { ($0.name, $0.instanceID) < ($1.name, $1.instanceID) }
    }

    /// IPv4 over IPv6; then the lower interface index, then the rest of the key in order: every
    /// key differs, so the choice never depends on the dictionary's order.
    private static func prefer(_ a: (key: Key, resolved: Resolved), over b: (key: Key, resolved: Resolved)) -> Bool {
        if a.resolved.isIPv6 != b.resolved.isIPv6 { return !a.resolved.isIPv6 }
        return (a.key.interface, a.key.serviceName, a.key.protocolFamily, a.key.domain)
            < (b.key.interface, b.key.serviceName, b.key.protocolFamily, b.key.domain)
    }
}
