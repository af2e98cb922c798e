import Foundation
import XCTest

@testable import PhysarumNetwork

/// A TCP proxy on 127.0.0.1 between a remote and a host, for attack tests: it forwards bytes both
/// ways and lets a test change them (`alterToHost`), add its own (`inject`), or record them.
final class TCPProxy {
    private let listener: TCPListener
    private let targetPort: UInt16
    private var pairs: [(client: ByteConnection, upstream: ByteConnection?)] = []
    private var connectors: [TCPConnector] = []
    /// Changes each chunk going to the host (remote → host) before it is forwarded.
    var alterToHost: (([UInt8]) -> [UInt8])?
    /// Everything that passed, each direction.
    private(set) var toHost: [UInt8] = []
    private(set) var toRemote: [UInt8] = []

    init(to targetPort: UInt16) throws {
        self.targetPort = targetPort
        listener = try TCPListener(address: "127.0.0.1", port: 0)
        listener.onAccept = { [weak self] in self?.accepted($0) }
    }

    var port: UInt16 { listener.port }

    /// Sends `bytes` to the host on the latest connection, as if the remote had.
    func inject(_ bytes: [UInt8]) { pairs.last?.upstream?.send(bytes) }

    func close() {
        listener.close()
        for pair in pairs {
            pair.client.close(afterFlushing: false)
            pair.upstream?.close(afterFlushing: false)
        }
        pairs.removeAll()
    }

    private func accepted(_ client: ByteConnection) {
        let index = pairs.count
        pairs.append((client, nil))
        var early: [UInt8] = []
        client.onReceive = { [weak self] bytes in
            guard let self else { return }
            let forwarded = self.alterToHost?(bytes) ?? bytes
            self.toHost += forwarded
            if let upstream = self.pairs[index].upstream { upstream.send(forwarded) } else { early += forwarded }
        }
        client.onClose = { [weak self] _ in self?.pairs[index].upstream?.close(afterFlushing: true) }
        connectors.append(
            TCPConnector(hostAndPort: "127.0.0.1", defaultPort: targetPort) { [weak self] result in
                guard let self, case .success(let upstream) = result else { return client.close(afterFlushing: false) }
                self.pairs[index].upstream = upstream
                upstream.onReceive = { [weak self] bytes in
                    self?.toRemote += bytes
                    client.send(bytes)
                }
                upstream.onClose = { _ in client.close(afterFlushing: true) }
                if !early.isEmpty { upstream.send(early) }
            })
    }
}
