import CAvahiClient
import CAvahiGLib
import CGLib
import GLibKit
import PhysarumCore

/// mDNS/DNS-SD through the system's Avahi daemon (libavahi-client over D-Bus, driven by the GLib
/// main loop): publishes this instance as a host and browses for others.
///
/// One Avahi client serves both, so a service we publish is flagged
/// AVAHI_LOOKUP_RESULT_OUR_OWN when we browse. The client is created with AVAHI_CLIENT_NO_FAIL:
/// without a daemon it waits for one (availability `.unavailable`), and when the daemon dies it
/// is freed and recreated, after which publishing and browsing resume by themselves.
public final class AvahiDiscovery: HostAdvertising, HostBrowsing {
    public private(set) var snapshot: DiscoverySnapshot
    public var onChange: ((DiscoverySnapshot) -> Void)?

    let poll: OpaquePointer
    var client: OpaquePointer?
    /// The client's pointer once it is RUNNING (the callback fires inside avahi_client_new,
    /// before `client` is assigned, so callbacks use the pointer they are given).
    var runningClient: OpaquePointer?
    var recreate: MainLoopSource?

    // Publishing
    var advertisement: ServiceAdvertisement?
    var group: OpaquePointer?
    /// The DNS-SD instance name to register under; Avahi's alternative after a collision.
    var registeredName: String?
    var registeredAdvertisement: ServiceAdvertisement?

    // Browsing
    var browsing = false
    var browser: OpaquePointer?
    var resolvers: [DiscoveredHostList.Key: OpaquePointer] = [:]
    var ownServiceKeys: Set<DiscoveredHostList.Key> = []
    var hostList: DiscoveredHostList

    /// `ownInstanceID`: left out of the host list even when published by another client
    /// (e.g. a second process of the same installation).
    public init(ownInstanceID: String?) {
        poll = avahi_glib_poll_new(nil, Int32(G_PRIORITY_DEFAULT))
        hostList = DiscoveredHostList(ownInstanceID: ownInstanceID)
        snapshot = DiscoverySnapshot(availability: .starting, hosts: [])
        createClient()
    }

    deinit {
        recreate?.cancel()
        freeClient()
        avahi_glib_poll_free(poll)
    }

    var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ userdata: UnsafeMutableRawPointer?) -> AvahiDiscovery {
        Unmanaged<AvahiDiscovery>.fromOpaque(userdata!).takeUnretainedValue()
    }

    // MARK: Client lifecycle

    private func createClient() {
        var error: Int32 = 0
        client = avahi_client_new(
            avahi_glib_poll_get(poll), AVAHI_CLIENT_NO_FAIL,
            { client, state, userdata in AvahiDiscovery.from(userdata).clientChanged(client!, state) },
            userdata, &error)
        if client == nil {
            // Even NO_FAIL fails on out-of-memory or a broken D-Bus set-up; retry later.
            setAvailability(
                .unavailable(
                    reason: tr(
                        "the Avahi daemon cannot be reached ({reason})", ["reason": Self.reason(error)])))
            scheduleRecreate(afterSeconds: 5)
        }
    }

    /// Frees the client and with it every browser, resolver and entry group it owns.
    private func freeClient() {
        guard let client else { return }
        forgetClientObjects()
        self.client = nil
        avahi_client_free(client)
    }

    /// Drops our pointers to the objects a dying client takes with it.
    private func forgetClientObjects() {
        runningClient = nil
        group = nil
        registeredAdvertisement = nil
        browser = nil
        resolvers.removeAll()
        ownServiceKeys.removeAll()
        hostList.removeAll()
    }

    private func scheduleRecreate(afterSeconds seconds: UInt32) {
        guard recreate == nil else { return }
        // Never free a client inside its own callback: do it from the main loop.
        let fire: () -> Bool = { [weak self] in
            guard let self else { return false }
            self.recreate = nil
            self.freeClient()
            self.createClient()
            return false
        }
        recreate =
            seconds == 0
            ? MainLoopSource.idle { _ = fire() } : MainLoopSource.timeout(milliseconds: seconds * 1000, handler: fire)
    }

    private func clientChanged(_ client: OpaquePointer, _ state: AvahiClientState) {
        switch state {
        case AVAHI_CLIENT_S_RUNNING:
            runningClient = client
            setAvailability(.available)
            registerIfNeeded()
            browseIfNeeded()
        case AVAHI_CLIENT_S_COLLISION, AVAHI_CLIENT_S_REGISTERING:
            // The daemon's host name changed: withdraw until RUNNING again, then re-register.
            if let group { avahi_entry_group_reset(group) }
            registeredAdvertisement = nil
        case AVAHI_CLIENT_CONNECTING:
            runningClient = nil
            setAvailability(.unavailable(reason: tr("no Avahi daemon is running")))
        case AVAHI_CLIENT_FAILURE:
            let error = avahi_client_errno(client)
            forgetClientObjects()  // still allocated: freed with the client, from the main loop
            setAvailability(
                .unavailable(
                    reason: tr("the Avahi daemon went away ({reason})", ["reason": Self.reason(error)])))
            scheduleRecreate(afterSeconds: Int(error) == AVAHI_ERR_DISCONNECTED ? 0 : 2)
        default:
            break
        }
    }

    // MARK: Snapshot

    func setAvailability(_ availability: DiscoveryAvailability) {
        guard snapshot.availability != availability else { return }
        snapshot.availability = availability
        if availability != .available { hostList.removeAll() }
        snapshot.hosts = hostList.hosts
        onChange?(snapshot)
    }

    func publishSnapshot() {
        let hosts = hostList.hosts
        guard hosts != snapshot.hosts else { return }
        snapshot.hosts = hosts
        onChange?(snapshot)
    }

    static func message(_ error: Int32) -> String { String(cString: avahi_strerror(error)) }

    /// `error` as the end of a sentence: Avahi's own words (English only, lowercased), translated
    /// for the one a user sees on a desktop without the daemon.
    static func reason(_ error: Int32) -> String {
        Int(error) == AVAHI_ERR_NO_DAEMON ? tr("daemon not running") : message(error).lowercased()
    }
}
