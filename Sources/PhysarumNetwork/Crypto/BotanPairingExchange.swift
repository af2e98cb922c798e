import CSRP
import PhysarumCore

/// SRP-6a (RFC 5054's 3072-bit group, SHA-256) through Botan: the pairing code's PAKE. A passive
/// listener learns nothing about the code; an active one gets one guess per attempt.
public struct BotanPairingExchange: RemotePairingExchange {
    public init() {}

    public func hostBegin(code: String, remoteID: String, salt: [UInt8]) -> RemotePairingHostHalf? {
        var hostKey = [UInt8](repeating: 0, count: physarum_srp_public_length())
        guard let server = physarum_srp_server_start(remoteID, code, salt, salt.count, &hostKey) else { return nil }
        return Half(server: server, hostKey: hostKey)
    }

    public func remoteAgree(code: String, remoteID: String, salt: [UInt8], hostKey: [UInt8])
        -> (remoteKey: [UInt8], sharedKey: [UInt8])?
    {
        var remoteKey = [UInt8](repeating: 0, count: physarum_srp_public_length())
        var key = [UInt8](repeating: 0, count: physarum_srp_key_length())
        let result = physarum_srp_client_agree(
            remoteID, code, salt, salt.count, hostKey, hostKey.count, &remoteKey, &key)
        return result == 0 ? (remoteKey, key) : nil
    }

    private final class Half: RemotePairingHostHalf {
        let server: OpaquePointer
        let hostKey: [UInt8]
        init(server: OpaquePointer, hostKey: [UInt8]) {
            self.server = server
            self.hostKey = hostKey
        }
        deinit { physarum_srp_server_free(server) }

        func sharedKey(remoteKey: [UInt8]) -> [UInt8]? {
            var key = [UInt8](repeating: 0, count: physarum_srp_key_length())
            return physarum_srp_server_finish(server, remoteKey, remoteKey.count, &key) == 0 ? key : nil
        }
    }
}
