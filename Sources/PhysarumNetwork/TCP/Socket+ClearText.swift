import Glibc
import PhysarumCore

extension Socket {
    /// Sends `error` as one clear-text frame, once, best effort and never blocking (a fresh
    /// socket's buffer takes its ~100 bytes at once): how a connection refused before or without
    /// TLS is told why.
    static func sendClearText(_ fd: Int32, error: RemoteErrorMessage) {
        guard let frame = try? RemoteFrame.encode(.error(error)) else { return }
        _ = Array(frame).withUnsafeBytes {
            Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        }
    }
}
