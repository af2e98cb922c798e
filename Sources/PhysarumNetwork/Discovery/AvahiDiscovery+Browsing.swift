import CAvahiClient
import CGLib
import Glibc
import PhysarumCore

extension AvahiDiscovery {
    public func startBrowsing() {
        browsing = true
        browseIfNeeded()
    }

    public func stopBrowsing() {
        browsing = false
        for resolver in resolvers.values { avahi_service_resolver_free(resolver) }
        resolvers.removeAll()
        if let browser { avahi_service_browser_free(browser) }
        browser = nil
        ownServiceKeys.removeAll()
        hostList.removeAll()
        publishSnapshot()
    }

    func browseIfNeeded() {
        guard browsing, browser == nil, let client = runningClient else { return }
        browser = avahi_service_browser_new(
            client, AvahiIfIndex(AVAHI_IF_UNSPEC), AvahiProtocol(AVAHI_PROTO_UNSPEC), RemoteProtocol.serviceType,
            nil, AvahiLookupFlags(0),
            { browser, interface, protocolFamily, event, name, _, domain, flags, userdata in
                AvahiDiscovery.from(userdata).browserEvent(
                    browser!, interface, protocolFamily, event, name, domain, flags)
            }, userdata)
    }

    private func browserEvent(
        _ browser: OpaquePointer, _ interface: AvahiIfIndex, _ protocolFamily: AvahiProtocol,
        _ event: AvahiBrowserEvent, _ name: UnsafePointer<CChar>?,
        _ domain: UnsafePointer<CChar>?, _ flags: AvahiLookupResultFlags
    ) {
        switch event {
        case AVAHI_BROWSER_NEW:
            guard let name, let domain else { return }
            let key = DiscoveredHostList.Key(
                interface: interface, protocolFamily: protocolFamily,
                serviceName: String(cString: name), domain: String(cString: domain))
            // Our own service (same Avahi client): never listed, not even resolved.
            if flags.rawValue & AVAHI_LOOKUP_RESULT_OUR_OWN.rawValue != 0 {
                ownServiceKeys.insert(key)
                return
            }
            guard resolvers[key] == nil else { return }
            // Kept alive while the service exists: it reports TXT changes ("playing") too.
            let resolver = avahi_service_resolver_new(
                avahi_service_browser_get_client(browser), interface, protocolFamily, name,
                RemoteProtocol.serviceType, domain, AvahiProtocol(AVAHI_PROTO_UNSPEC), AvahiLookupFlags(0),
                { _, interface, protocolFamily, event, name, _, domain, _, address, port, txt, _, userdata in
                    AvahiDiscovery.from(userdata).resolverEvent(
                        interface, protocolFamily, event, name, domain, address, port, txt)
                }, userdata)
            if let resolver { resolvers[key] = resolver }
        case AVAHI_BROWSER_REMOVE:
            guard let name, let domain else { return }
            let key = DiscoveredHostList.Key(
                interface: interface, protocolFamily: protocolFamily,
                serviceName: String(cString: name), domain: String(cString: domain))
            ownServiceKeys.remove(key)
            if let resolver = resolvers.removeValue(forKey: key) { avahi_service_resolver_free(resolver) }
            hostList.remove(key)
            publishSnapshot()
        case AVAHI_BROWSER_FAILURE:
            // Usually the daemon going away; the client callback recreates everything. Else retry.
            avahi_service_browser_free(browser)
            self.browser = nil
            for resolver in resolvers.values { avahi_service_resolver_free(resolver) }
            resolvers.removeAll()
            hostList.removeAll()
            publishSnapshot()
            browseIfNeeded()
        default:
            break  // ALL_FOR_NOW, CACHE_EXHAUSTED
        }
    }

    private func resolverEvent(
        _ interface: AvahiIfIndex, _ protocolFamily: AvahiProtocol, _ event: AvahiResolverEvent,
        _ name: UnsafePointer<CChar>?, _ domain: UnsafePointer<CChar>?,
        _ address: UnsafePointer<AvahiAddress>?, _ port: UInt16,
        _ txt: UnsafeMutablePointer<AvahiStringList>?
    ) {
        guard let name, let domain else { return }
        let key = DiscoveredHostList.Key(
            interface: interface, protocolFamily: protocolFamily,
            serviceName: String(cString: name), domain: String(cString: domain))
        guard event == AVAHI_RESOLVER_FOUND, let address else {
            // Timed out (the host vanished mid-resolve): drop it; a new sighting resolves again.
            // Freeing a resolver inside its own callback is what Avahi's examples do.
            if let resolver = resolvers.removeValue(forKey: key) { avahi_service_resolver_free(resolver) }
            hostList.remove(key)
            publishSnapshot()
            return
        }
        let isIPv6 = Int32(address.pointee.proto) == AVAHI_PROTO_INET6
        hostList.update(
            key,
            DiscoveredHostList.Resolved(
                serviceName: key.serviceName, txt: TXTRecord.decode(Self.strings(txt)),
                address: Self.numericAddress(address, interface: interface), port: port, isIPv6: isIPv6))
        publishSnapshot()
    }

    /// The address as text; IPv6 link-local gets its "%interface" scope, without which it is
    /// unusable.
    static func numericAddress(_ address: UnsafePointer<AvahiAddress>, interface: AvahiIfIndex) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AVAHI_ADDRESS_STR_MAX))
        avahi_address_snprint(&buffer, buffer.count, address)
        let text = String(cString: buffer)
        guard text.lowercased().hasPrefix("fe80:"), interface >= 0 else { return text }
        var name = [CChar](repeating: 0, count: Int(IF_NAMESIZE))
        guard if_indextoname(UInt32(interface), &name) != nil else { return text }
        return text + "%" + String(cString: name)
    }

    static func strings(_ list: UnsafeMutablePointer<AvahiStringList>?) -> [String] {
        var entries: [String] = []
        var node = list
        while let current = node {
            let bytes = UnsafeBufferPointer(
                start: avahi_string_list_get_text(current),
                count: Int(avahi_string_list_get_size(current)))
            entries.append(String(decoding: bytes, as: UTF8.self))
            node = avahi_string_list_get_next(current)
        }
        return entries
    }
}
