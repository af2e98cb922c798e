import Glibc
import XCTest

@testable import PhysarumNetwork

/// Real sockets on 127.0.0.1, driven by the GLib main loop.
final class TCPConnectionTests: XCTestCase {
    /// A listener on loopback, the client connection and the accepted server side.
    private func connectedPair(sendLimit: Int = TCPConnection.defaultSendLimit, maxConnections: Int = 64)
        throws -> (listener: TCPListener, client: TCPConnection, server: ByteConnection)
    {
        let listener = try TCPListener(
            address: "127.0.0.1", port: 0, maxConnections: maxConnections,
            sendLimit: sendLimit)
        var server: ByteConnection?
        listener.onAccept = { server = $0 }
        var result: Result<TCPConnection, NetworkError>?
        let connector = TCPConnector(hostAndPort: "127.0.0.1:\(listener.port)", defaultPort: 1, sendLimit: sendLimit) {
            result = $0
        }
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil && server != nil }, "connected within 5 s")
        withExtendedLifetime(connector) {}
        return (listener, try XCTUnwrap(result).get(), try XCTUnwrap(server))
    }

    func testBytesArriveInOrderBothWaysIncludingALargeTransfer() throws {
        let (listener, client, server) = try connectedPair()
        var atServer: [UInt8] = []
        var atClient: [UInt8] = []
        server.onReceive = { atServer += $0 }
        client.onReceive = { atClient += $0 }
        let big = (0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        client.send(Array("hello".utf8))
        client.send(big)
        server.send(Array("welcome".utf8))
        XCTAssertTrue(spinMainLoop(seconds: 10) { atServer.count == 5 + big.count && atClient.count == 7 })
        XCTAssertEqual(Array(atServer.prefix(5)), Array("hello".utf8))
        XCTAssertEqual(Array(atServer.dropFirst(5)), big)
        XCTAssertEqual(atClient, Array("welcome".utf8))
        XCTAssertEqual(client.pendingSendBytes, 0)
        XCTAssertEqual(server.peer.hasPrefix("127.0.0.1:"), true)
        XCTAssertEqual(client.peer, "127.0.0.1:\(listener.port)")
    }

    func testReadsAreChunkedSoOneDispatchIsBounded() throws {
        let (_, client, server) = try connectedPair()
        var chunks: [Int] = []
        server.onReceive = { chunks.append($0.count) }
        client.send([UInt8](repeating: 7, count: 500_000))
        XCTAssertTrue(spinMainLoop(seconds: 10) { chunks.reduce(0, +) == 500_000 })
        XCTAssertLessThanOrEqual(chunks.max() ?? 0, TCPConnection.readChunk)
        XCTAssertGreaterThan(chunks.count, 500_000 / TCPConnection.readChunk)
    }

    func testPeerCloseIsReportedOnceAndSendingAfterwardsIsANoOp() throws {
        let (_, client, server) = try connectedPair()
        var reasons: [CloseReason] = []
        server.onClose = { reasons.append($0) }
        client.close(afterFlushing: false)
        XCTAssertFalse(client.isOpen)
        XCTAssertTrue(spinMainLoop(seconds: 5) { !reasons.isEmpty })
        server.send([1, 2, 3])
        spinMainLoop(seconds: 0.2)
        XCTAssertEqual(reasons, [.peerClosed])
        XCTAssertFalse(server.isOpen)
    }

    func testLocalCloseReportsLocal() throws {
        let (_, client, _) = try connectedPair()
        var reasons: [CloseReason] = []
        client.onClose = { reasons.append($0) }
        client.close(afterFlushing: false)
        client.close(afterFlushing: false)
        XCTAssertEqual(reasons, [.local])
    }

    func testCloseAfterFlushingDeliversTheLastMessageFirst() throws {
        let (_, client, server) = try connectedPair()
        var received: [UInt8] = []
        var clientClosed: CloseReason?
        client.onReceive = { received += $0 }
        client.onClose = { clientClosed = $0 }
        let farewell = [UInt8](repeating: 9, count: 300_000)  // more than the socket takes at once
        server.send(farewell)
        server.close(afterFlushing: true)
        XCTAssertTrue(spinMainLoop(seconds: 10) { clientClosed != nil })
        XCTAssertEqual(received.count, farewell.count, "everything queued arrived before the close")
        XCTAssertEqual(clientClosed, .peerClosed)
    }

    /// A peer that never reads: the send queue stops at its bound and the connection closes,
    /// instead of memory growing.
    func testAPeerThatDoesNotReadOverflowsTheBoundedQueueAndIsClosed() throws {
        let limit = 256 * 1024
        let (_, client, server) = try connectedPair(sendLimit: limit)
        client.onReceive = nil  // receives nothing: the client's kernel buffer fills, then ours
        var reason: CloseReason?
        server.onClose = { reason = $0 }
        let tcpServer = try XCTUnwrap(server as? TCPConnection)
        var sent = 0
        while server.isOpen, sent < 64 * 1024 * 1024 {
            server.send([UInt8](repeating: 1, count: 16 * 1024))
            sent += 16 * 1024
            XCTAssertLessThanOrEqual(tcpServer.pendingSendBytes, limit)
        }
        XCTAssertEqual(reason, .sendBufferOverflow)
        XCTAssertLessThan(sent, 64 * 1024 * 1024, "closed long before 64 MiB")
        withExtendedLifetime(client) {}
    }

    func testConnectionsPastTheLimitAreClosedAtOnceAndFreedSlotsAreReused() throws {
        let listener = try TCPListener(address: "127.0.0.1", port: 0, maxConnections: 2)
        var accepted: [ByteConnection] = []
        listener.onAccept = { accepted.append($0) }
        var clients: [TCPConnection] = []
        var connectors: [TCPConnector] = []
        for _ in 0..<3 {
            connectors.append(
                TCPConnector(hostAndPort: "127.0.0.1", defaultPort: listener.port) {
                    if case .success(let c) = $0 { clients.append(c) }
                })
        }
        XCTAssertTrue(spinMainLoop(seconds: 5) { clients.count == 3 && accepted.count == 2 })
        var closedClients = 0
        for client in clients { client.onClose = { _ in closedClients += 1 } }
        XCTAssertTrue(spinMainLoop(seconds: 5) { closedClients == 1 }, "the third was closed by the listener")
        spinMainLoop(seconds: 0.2)
        XCTAssertEqual(closedClients, 1, "the first two stay open")
        XCTAssertEqual(listener.openConnections, 2)
        accepted[0].close(afterFlushing: false)
        XCTAssertEqual(listener.openConnections, 1)
        connectors.append(TCPConnector(hostAndPort: "127.0.0.1", defaultPort: listener.port) { _ in })
        XCTAssertTrue(spinMainLoop(seconds: 5) { accepted.count == 3 }, "a freed slot takes a new connection")
    }

    func testConnectingToAClosedPortFailsWithAReason() throws {
        let listener = try TCPListener(address: "127.0.0.1", port: 0)
        let port = listener.port
        listener.close()
        var result: Result<TCPConnection, NetworkError>?
        let connector = TCPConnector(hostAndPort: "127.0.0.1:\(port)", defaultPort: 1) { result = $0 }
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil })
        guard case .failure(.connectFailed(let reason)) = result else {
            return XCTFail("expected a failure: \(String(describing: result))")
        }
        XCTAssertTrue(reason.lowercased().contains("refused"), reason)
        withExtendedLifetime(connector) {}
    }

    func testCancelReportsCancelled() {
        var result: Result<TCPConnection, NetworkError>?
        // 192.0.2.1 (TEST-NET-1) is never routed; loopback-only machines fail even sooner.
        let connector = TCPConnector(hostAndPort: "127.0.0.1:9", defaultPort: 1) { result = $0 }
        connector.cancel()
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil })
        if case .failure(let error) = result {
            XCTAssertTrue(error == .cancelled || error.description.lowercased().contains("refused"), "\(error)")
        } else {
            XCTFail("cancelled connect must not succeed")
        }
    }

    func testValidateHostAndPort() {
        for good in ["10.0.0.5:4400", "tv.local", "tv.local:4400", "[fe80::1%eth0]:4400", "::1"] {
            XCTAssertNoThrow(try TCPConnector.validate(hostAndPort: good, defaultPort: 4400).get(), good)
        }
        for bad in ["", ":4400", "a b", "host:0", "host:", "host:notaport", "host:99999", "[::1"] {
            XCTAssertThrowsError(try TCPConnector.validate(hostAndPort: bad, defaultPort: 4400).get(), bad)
        }
    }

    func testAPortInUseIsAClearError() throws {
        let first = try TCPListener(address: "127.0.0.1", port: 0)
        XCTAssertThrowsError(try TCPListener(address: "127.0.0.1", port: first.port)) { error in
            XCTAssertEqual(error as? NetworkError, .addressInUse(port: first.port))
            XCTAssertEqual("\(error)", "TCP port \(first.port) is already in use")
        }
        XCTAssertThrowsError(try TCPListener(address: "not-an-address", port: 0))
    }

    func testEverySocketHasKeepAliveAndNoDelay() throws {
        let (_, client, _) = try connectedPair()
        let fd = try XCTUnwrap(Mirror(reflecting: client).children.first { $0.label == "fd" }?.value as? Int32)
        XCTAssertEqual(Socket.intOption(fd, SOL_SOCKET, SO_KEEPALIVE), 1)
        XCTAssertEqual(Socket.intOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY), 1)
        XCTAssertEqual(Socket.intOption(fd, Int32(IPPROTO_TCP), TCP_KEEPIDLE), Socket.keepAliveIdleSeconds)
        XCTAssertEqual(Socket.intOption(fd, Int32(IPPROTO_TCP), TCP_USER_TIMEOUT), Socket.userTimeoutMilliseconds)
    }
}
