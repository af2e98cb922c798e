import Foundation
import XCTest

/// mDNS end to end on a private LAN the test builds: two network namespaces joined by a veth
/// pair, each with its own D-Bus and avahi-daemon allowed only on that veth
/// (scripts/mdns-sandbox.sh). Nothing is multicast outside it. Needs root (CI runs as root): if
/// the sandbox cannot be built the test fails with the reason — it is never skipped.
final class MDNSSandboxTests: XCTestCase {
    private var sandbox: MDNSSandbox!

    override func setUpWithError() throws {
        // A thrown error fails the test (never a skip) with the reason: not root, no `ip`, …
        sandbox = try MDNSSandbox()
    }

    override func tearDown() {
        sandbox?.tearDown()
        sandbox = nil
    }

    func testHostInAIsDiscoveredResolvedAndConnectedFromBAndDiscoveryRecoversFromDaemonRestarts() throws {
        let browser = try sandbox.probe("b", ["browse", "--connect", "host-a"])
        XCTAssertNotNil(browser.waitFor(10) { $0.availability == "available" }, "B's Avahi client came up")

        // Host start → listed in B: the discovery time the issue asks to report.
        let hostStart = Date()
        let host = try sandbox.probe(
            "a",
            [
                "publish", "--id", "host-a", "--name", "Studio TV", "--playing", "Bloom",
                "--browse",
            ])
        let listed = try XCTUnwrap(browser.waitFor(15) { $0.hostIDs.contains("host-a") }, "B lists A within 15 s")
        let discoveryMs = Date().timeIntervalSince(hostStart) * 1000
        print("mDNS sandbox: host in A listed in B \(Int(discoveryMs)) ms after the host process started")

        let entry = try XCTUnwrap((listed.event["hosts"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["name"] as? String, "Studio TV")
        XCTAssertEqual(entry["proto"] as? Int, 1)
        XCTAssertEqual(entry["playing"] as? String, "Bloom")
        XCTAssertNotNil(
            browser.waitFor(10) { ($0["event"] as? String) == "echo" && ($0["text"] as? String) == "ping" },
            "B connected to the resolved endpoint and got its bytes echoed")
        XCTAssertNotNil(host.waitFor(5) { ($0["event"] as? String) == "accepted" })

        // Seen over IPv4 and IPv6 on the veth, listed once; A never lists itself (OUR_OWN).
        spinWait(1.5)
        for event in browser.events { XCTAssertLessThanOrEqual(event.hostIDs.filter { $0 == "host-a" }.count, 1) }
        XCTAssertTrue(host.events.allSatisfy { !$0.hostIDs.contains("host-a") }, "A's own browser skips its service")
        XCTAssertTrue(host.events.contains { $0.availability == "available" })

        // B's daemon crashes: B says discovery is unavailable, then recovers when it returns.
        var mark = browser.events.count
        try sandbox.run("avahi-kill", sandbox.directory.path, "b")
        let lost = try XCTUnwrap(
            browser.waitFor(10, from: mark) { $0.availability == "unavailable" },
            "B reports discovery unavailable")
        XCTAssertEqual(lost.event.hostIDs, [], "no stale hosts while unavailable")
        mark = browser.events.count
        let restartB = Date()
        try sandbox.run("avahi-start", sandbox.directory.path, "b")
        XCTAssertNotNil(
            browser.waitFor(15, from: mark) { $0.hostIDs.contains("host-a") },
            "B lists A again after its daemon restarted")
        print(
            "mDNS sandbox: B's daemon restarted → A listed again after \(Int(Date().timeIntervalSince(restartB) * 1000)) ms"
        )

        // A's daemon stops (withdrawing A's service): B drops A; A's client re-publishes when it returns.
        mark = browser.events.count
        let hostMark = host.events.count
        try sandbox.run("avahi-stop", sandbox.directory.path, "a")
        XCTAssertNotNil(
            browser.waitFor(15, from: mark) { $0.availability == "available" && !$0.hostIDs.contains("host-a") },
            "B drops A when A's daemon withdraws it")
        XCTAssertNotNil(host.waitFor(10, from: hostMark) { $0.availability == "unavailable" }, "A notices")
        mark = browser.events.count
        let restartA = Date()
        try sandbox.run("avahi-start", sandbox.directory.path, "a")
        XCTAssertNotNil(
            browser.waitFor(15, from: mark) { $0.hostIDs.contains("host-a") },
            "A re-publishes by itself after its daemon restarted")
        print(
            "mDNS sandbox: A's daemon restarted → A listed in B again after \(Int(Date().timeIntervalSince(restartA) * 1000)) ms"
        )
    }

    func testLiveTXTUpdateOfWhatTheHostPlays() throws {
        let browser = try sandbox.probe("b", ["browse"])
        _ = try sandbox.probe(
            "a",
            [
                "publish", "--id", "host-a", "--name", "Studio TV", "--playing", "Bloom",
                "--playing-after", "2", "Ripples",
            ])
        let first = try XCTUnwrap(browser.waitFor(15) { $0.hostIDs == ["host-a"] })
        XCTAssertEqual((first.event["hosts"] as? [[String: Any]])?.first?["playing"] as? String, "Bloom")
        XCTAssertNotNil(
            browser.waitFor(15, from: first.index) {
                ($0["hosts"] as? [[String: Any]])?.first?["playing"] as? String == "Ripples"
            }, "the changed TXT record reaches the remote without a re-browse")
    }

    private func spinWait(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }
}
