import CAvahiClient
import CGLib
import PhysarumCore

extension AvahiDiscovery {
    /// Avahi's renames after collisions ("Name #2", "#3", …) are bounded.
    static let maxCollisionRenames = 20

    public func publish(_ advertisement: ServiceAdvertisement) {
        if advertisement.name != self.advertisement?.name { registeredName = advertisement.serviceName }
        self.advertisement = advertisement
        registerIfNeeded()
    }

    public func withdraw() {
        advertisement = nil
        if let group { avahi_entry_group_free(group) }  // sends the DNS-SD goodbye
        group = nil
        registeredAdvertisement = nil
    }

    /// Brings the daemon's entry group in line with `advertisement`: nothing to do, a TXT
    /// update (what is playing changed), or a fresh registration.
    func registerIfNeeded() {
        guard let client = runningClient, let advertisement, advertisement != registeredAdvertisement else { return }
        guard var name = registeredName else { return }
        if let group, let registered = registeredAdvertisement,
            registered.name == advertisement.name, registered.port == advertisement.port
        {
            let rc = withTXT(advertisement.txtRecord) {
                avahi_entry_group_update_service_txt_strlst(
                    group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(0),
                    name, RemoteProtocol.serviceType, nil, $0)
            }
            if rc >= 0 {
                registeredAdvertisement = advertisement
                return
            }
        }
        if group == nil {
            group = avahi_entry_group_new(
                client, { group, state, userdata in AvahiDiscovery.from(userdata).groupChanged(group!, state) },
                userdata)
        }
        guard let group else { return }
        avahi_entry_group_reset(group)
        for _ in 0...Self.maxCollisionRenames {
            let rc = withTXT(advertisement.txtRecord) {
                avahi_entry_group_add_service_strlst(
                    group, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiPublishFlags(0),
                    name, RemoteProtocol.serviceType, nil, nil, advertisement.port, $0)
            }
            if Int(rc) == AVAHI_ERR_COLLISION {
                name = Self.alternativeName(name)
                continue
            }
            registeredName = name
            guard rc >= 0, avahi_entry_group_commit(group) >= 0 else { return }
            registeredAdvertisement = advertisement
            return
        }
    }

    private func groupChanged(_ group: OpaquePointer, _ state: AvahiEntryGroupState) {
        guard state == AVAHI_ENTRY_GROUP_COLLISION, let name = registeredName else { return }
        // Another host on the network has our name: take Avahi's alternative and re-register.
        registeredName = Self.alternativeName(name)
        registeredAdvertisement = nil
        registerIfNeeded()
    }

    static func alternativeName(_ name: String) -> String {
        guard let alternative = avahi_alternative_service_name(name) else { return name + " 2" }
        defer { avahi_free(alternative) }
        return String(cString: alternative)
    }

    private func withTXT<R>(_ entries: [String], _ body: (UnsafeMutablePointer<AvahiStringList>?) -> R) -> R {
        var list: UnsafeMutablePointer<AvahiStringList>?
        for entry in entries.reversed() { list = avahi_string_list_add(list, entry) }  // add prepends
        defer { avahi_string_list_free(list) }
        return body(list)
    }
}
