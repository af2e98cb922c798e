import PhysarumCore
import XCTest

final class DiscoveredHostListTests: XCTestCase {
    private func key(_ interface: Int32, _ family: Int32, _ name: String = "Studio") -> DiscoveredHostList.Key {
        .init(interface: interface, protocolFamily: family, serviceName: name, domain: "local")
    }

    private func resolved(
        _ id: String?, name: String = "Studio", address: String, v6: Bool = false,
        playing: String? = nil
    ) -> DiscoveredHostList.Resolved {
        var txt = ["name": name, "proto": "1"]
        txt["id"] = id
        txt["playing"] = playing
        return .init(serviceName: name, txt: txt, address: address, port: 4400, isIPv6: v6)
    }

    func testOneHostSeenOnSeveralInterfacesAndProtocolsIsListedOnceOverIPv4() {
        var list = DiscoveredHostList(ownInstanceID: nil)
        list.update(key(3, 1), resolved("h1", address: "fe80::1%eth0", v6: true))
        list.update(key(2, 0), resolved("h1", address: "192.168.1.5"))
        list.update(key(3, 0), resolved("h1", address: "10.0.0.5"))
        XCTAssertEqual(list.hosts.count, 1)
        XCTAssertEqual(list.hosts.first?.address, "192.168.1.5", "IPv4, lowest interface index")
        XCTAssertEqual(list.hosts.first?.endpoint, "192.168.1.5:4400")
    }

    /// The family decides before the interface: IPv4 wins over IPv6 seen on a lower interface index.
    func testIPv4OutranksIPv6SeenOnALowerInterface() {
        var list = DiscoveredHostList(ownInstanceID: nil)
        list.update(key(1, 1), resolved("h1", address: "fe80::1%eth0", v6: true))
        list.update(key(5, 0), resolved("h1", address: "10.0.0.5"))
        XCTAssertEqual(list.hosts.map(\.address), ["10.0.0.5"])
    }

    /// Seen over IPv4 on one interface through both protocols (Avahi can resolve an A record over
    /// IPv6): the lower protocol number wins, whichever sighting came first and wherever the keys
    /// hash to (16 interfaces: a choice left to the dictionary's order would differ among them).
    func testATieOnInterfaceAndNameIsBrokenByTheRestOfTheKey() {
        for interface: Int32 in 1...16 {
            for firstIsLower in [true, false] {
                var list = DiscoveredHostList(ownInstanceID: nil)
                let sightings = [(key(interface, 0), "10.0.0.5"), (key(interface, 1), "10.0.0.6")]
                for (key, address) in firstIsLower ? sightings : sightings.reversed() {
                    list.update(key, resolved("h1", address: address))
                }
                XCTAssertEqual(
                    list.hosts.map(\.address), ["10.0.0.5"], "interface \(interface), lower first: \(firstIsLower)")
            }
        }
    }

    func testOnlyIPv6LeftIsStillListedWithBracketedEndpoint() {
        var list = DiscoveredHostList(ownInstanceID: nil)
        list.update(key(2, 0), resolved("h1", address: "10.0.0.5"))
        list.update(key(2, 1), resolved("h1", address: "fe80::1%eth0", v6: true))
        list.remove(key(2, 0))
        XCTAssertEqual(list.hosts.map(\.endpoint), ["[fe80::1%eth0]:4400"])
        list.remove(key(2, 1))
        XCTAssertEqual(list.hosts, [])
    }

    func testARenamedHostWithTheSameIdIsOneEntry() {
        var list = DiscoveredHostList(ownInstanceID: nil)
        list.update(key(2, 0, "Studio"), resolved("h1", name: "Studio", address: "10.0.0.5"))
        list.update(key(2, 0, "Studio #2"), resolved("h1", name: "Studio", address: "10.0.0.5"))
        XCTAssertEqual(list.hosts.count, 1)
    }

    func testOwnInstanceIsExcludedOthersKeptSortedByName() {
        var list = DiscoveredHostList(ownInstanceID: "me")
        list.update(key(2, 0, "Mine"), resolved("me", name: "Mine", address: "10.0.0.1"))
        list.update(key(2, 0, "Zeta"), resolved("z", name: "Zeta", address: "10.0.0.3"))
        list.update(key(2, 0, "Alpha"), resolved("a", name: "Alpha", address: "10.0.0.2", playing: "Bloom"))
        XCTAssertEqual(list.hosts.map(\.instanceID), ["a", "z"])
        XCTAssertEqual(list.hosts.first?.playing, "Bloom")
        XCTAssertEqual(list.hosts.first?.protocolVersion, 1)
    }

    func testServicesWithoutIdAreKeyedByNameAndWithoutProtoHaveNoVersion() {
        var list = DiscoveredHostList(ownInstanceID: nil)
        list.update(
            key(2, 0, "Foreign"),
            .init(
                serviceName: "Foreign", txt: [:], address: "10.0.0.9", port: 1,
                isIPv6: false))
        XCTAssertEqual(list.hosts.map(\.instanceID), ["name:Foreign"])
        XCTAssertEqual(list.hosts.first?.name, "Foreign")
        XCTAssertNil(list.hosts.first?.protocolVersion)
    }
}
