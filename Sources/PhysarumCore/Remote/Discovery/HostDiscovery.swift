/// Announces this instance as a host (the real one is `AvahiDiscovery`; tests use fakes).
public protocol HostAdvertising: AnyObject {
    /// Starts announcing, or replaces what is announced (a changed `playing` only rewrites TXT).
    func publish(_ advertisement: ServiceAdvertisement)
    /// Stops announcing (DNS-SD goodbye).
    func withdraw()
}

/// Lists hosts on the network (the real one is `AvahiDiscovery`; tests use fakes).
public protocol HostBrowsing: AnyObject {
    var snapshot: DiscoverySnapshot { get }
    /// Called on the main loop whenever `snapshot` changes.
    var onChange: ((DiscoverySnapshot) -> Void)? { get set }
    func startBrowsing()
    func stopBrowsing()
}
