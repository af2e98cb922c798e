import Foundation

// libFuzzer's entry for the host session's messages before and after the welcome (compiled into
// the PhysarumCore module by scripts/dev/fuzz.sh, with -sanitize=fuzzer,address). The HMAC and the
// PAKE are stand-ins: the fuzzer exercises the session's handling, not the cryptography.
private struct XorSigner: RemoteProofSigner {
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 32)
        for (index, byte) in (key + message).enumerated() {
            out[index % 32] ^= byte &+ UInt8(truncatingIfNeeded: index)
        }
        return out
    }
}

private struct FixedExchange: RemotePairingExchange {
    final class Half: RemotePairingHostHalf {
        let hostKey = [UInt8](repeating: 0x55, count: RemoteProtocol.pakePublicKeyLength)
        func sharedKey(remoteKey: [UInt8]) -> [UInt8]? {
            remoteKey.allSatisfy { $0 == 0 } ? nil : Array(remoteKey.prefix(32))
        }
    }
    func hostBegin(code: String, remoteID: String, salt: [UInt8]) -> RemotePairingHostHalf? { Half() }
    func remoteAgree(code: String, remoteID: String, salt: [UInt8], hostKey: [UInt8])
        -> (remoteKey: [UInt8], sharedKey: [UInt8])?
    { nil }
}

nonisolated(unsafe) private let store: PairingStore = {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("physarum-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
        return try RemoteSessionFuzzing.pinnedStore(in: directory)
    } catch {
        fatalError("the fuzz target's pin file: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHostSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RemoteSessionFuzzing.feed(
        Array(UnsafeBufferPointer(start: data, count: size)), store: store, signer: XorSigner(),
        exchange: FixedExchange())
    return 0
}
