import Foundation
import PhysarumTestSupport
import XCTest

final class AppEnvironmentTests: XCTestCase {
    func testTheUsersFoldersLieUnderTheHomeAndTheRestIsKept() {
        let home = URL(fileURLWithPath: "/tmp/some-test-home")
        let base = [
            "PATH": "/usr/bin", "XDG_CONFIG_HOME": "/home/me/.config", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/run",
        ]
        let environment = AppEnvironment.isolated(under: home, from: base)
        XCTAssertEqual(environment["XDG_CONFIG_HOME"], "/tmp/some-test-home/config", "the user's own is replaced")
        XCTAssertEqual(environment["XDG_DATA_HOME"], "/tmp/some-test-home/data")
        XCTAssertEqual(environment["XDG_STATE_HOME"], "/tmp/some-test-home/state")
        XCTAssertEqual(environment["XDG_CACHE_HOME"], "/tmp/some-test-home/cache")
        XCTAssertEqual(environment["PHYSARUM_DATA_DIR"], RepositoryRoot.appending("data").path)
        XCTAssertEqual(environment["DBUS_SYSTEM_BUS_ADDRESS"], AppEnvironment.noSystemBus, "no real Avahi")
        XCTAssertTrue(AppEnvironment.noSystemBus.contains("/nonexistent/"))
        XCTAssertEqual(environment["PATH"], "/usr/bin", "the rest is kept")
        XCTAssertEqual(environment.count, base.count + 4)
    }
}
