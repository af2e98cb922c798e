import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// Why discovery is unavailable, as the Connect menu says it: Avahi's words are English only,
/// so the one a desktop without the daemon shows is the app's own, translated.
final class AvahiDiscoveryTests: XCTestCase {
    /// Avahi's error number for "Daemon not running" (avahi-common/error.h).
    static let noDaemon: Int32 = -26

    func testNoDaemonIsSaidInTheUsersLanguage() throws {
        XCTAssertEqual(AvahiDiscovery.message(Self.noDaemon), "Daemon not running", "Avahi's own words")
        XCTAssertEqual(AvahiDiscovery.reason(Self.noDaemon), "daemon not running")
        let saved = ["LANGUAGE", "LC_ALL"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        setenv("LANGUAGE", "de", 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            Localization.start()
        }
        _ = try XCTUnwrap(Localization.start(), "no compiled catalog: run scripts/setup/compile-po.sh (make test does)")
        XCTAssertEqual(AvahiDiscovery.reason(Self.noDaemon), "Dienst läuft nicht")
        // Any other error keeps Avahi's words, lowercased to end a sentence.
        XCTAssertEqual(AvahiDiscovery.reason(-2), AvahiDiscovery.message(-2).lowercased())
    }
}
