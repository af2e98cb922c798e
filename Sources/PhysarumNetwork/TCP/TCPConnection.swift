import CGLib
import GLibKit
import Glibc
import PhysarumCore

/// One TCP connection on the GLib main loop: non-blocking reads and writes, a bounded send
/// queue, and exactly one `onClose`.
///
/// Reads take at most `readChunk` bytes per main-loop dispatch. A peer that keeps the socket
/// saturated gets `burstBudget` seconds of handling (reading and `onReceive`), then reading pauses
/// for `burstPause`, so the redraw and everything else below the default priority get their
/// turn: a flooding peer costs bounded work per frame and never blocks the UI.
public final class TCPConnection: ByteConnection, CountedConnection {
    public static let readChunk = 16 * 1024
    /// Several full protocol frames (256 KiB each) plus slack.
    public static let defaultSendLimit = 1 << 20
    /// How long `close(afterFlushing: true)` waits for a peer to read what is queued.
    public static let flushDeadlineSeconds = 2.0
    /// Handling time a saturated connection gets before reading pauses (half a 60 Hz frame).
    public static let burstBudget = 0.008
    /// How long it then waits before reading on.
    public static let burstPause = 0.008

    public var onReceive: (([UInt8]) -> Void)?
    public var onClose: ((CloseReason) -> Void)?
    public let peer: String
    public private(set) var isOpen = true

    /// For the listener's connection count.
    var onClosedInternally: (() -> Void)?

    private let fd: Int32
    private var sendBuffer: SendBuffer
    private var readSource: MainLoopSource?
    private var writeSource: MainLoopSource?
    private var flushDeadline: MainLoopTimer?
    private var burstPauseTimer: MainLoopTimer?
    /// Seconds spent on this connection's reads since it last paused or ran dry.
    private var burstSpent = 0.0
    private var readBuffer = [UInt8](repeating: 0, count: TCPConnection.readChunk)

    /// Takes ownership of a connected socket.
    init(fd: Int32, sendLimit: Int = TCPConnection.defaultSendLimit) {
        self.fd = fd
        Socket.setNonBlocking(fd)
        Socket.configureStream(fd)
        peer = Socket.describe(fd, peer: true)
        sendBuffer = SendBuffer(limit: sendLimit)
        watchReadable()
    }

    private func watchReadable() {
        readSource = MainLoopSource.watch(
            fd: fd, condition: [.input, .hangUp, .error], priority: MainLoopSource.ioPriority
        ) {
            [weak self] _ in self?.readable() ?? false
        }
    }

    deinit {
        if isOpen { finish(nil) }
    }

    /// Bytes waiting in the send queue (for tests and diagnostics).
    public var pendingSendBytes: Int { sendBuffer.count }

    public func send(_ bytes: [UInt8]) {
        guard isOpen, flushDeadline == nil, !bytes.isEmpty else { return }
        var remaining = bytes[...]
        if sendBuffer.isEmpty {
            let written = write(remaining.withUnsafeBytes { $0 })
            guard written >= 0 else { return }
            remaining = remaining.dropFirst(written)
        }
        guard !remaining.isEmpty else { return }
        guard sendBuffer.append(remaining) else { return finish(.sendBufferOverflow) }
        watchWritable()
    }

    public func close(afterFlushing: Bool = false) {
        guard isOpen else { return }
        guard afterFlushing, !sendBuffer.isEmpty else { return finish(.local) }
        // Stop reading; close once the queue drains or the deadline passes.
        readSource?.cancel()
        readSource = nil
        burstPauseTimer?.cancel()
        burstPauseTimer = nil
        flushDeadline = MainLoopTimer(after: Self.flushDeadlineSeconds) { [weak self] in self?.finish(.local) }
    }

    // MARK: I/O

    /// Writes what the socket takes now; -1 after closing on an error.
    private func write(_ bytes: UnsafeRawBufferPointer) -> Int {
        var total = 0
        while total < bytes.count {
            let n = Glibc.send(fd, bytes.baseAddress! + total, bytes.count - total, Int32(MSG_NOSIGNAL))
            if n > 0 {
                total += n
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                break
            } else {
                finish(Self.errorReason(errno))
                return -1
            }
        }
        return total
    }

    private func watchWritable() {
        guard writeSource == nil else { return }
        writeSource = MainLoopSource.watch(
            fd: fd, condition: [.output, .error, .hangUp], priority: MainLoopSource.ioPriority
        ) {
            [weak self] _ in self?.writable() ?? false
        }
    }

    private func writable() -> Bool {
        guard isOpen else { return false }
        var failed = false
        sendBuffer.drain { pending in
            let n = write(pending)
            failed = n < 0
            return max(n, 0)
        }
        guard !failed, isOpen else { return false }
        guard sendBuffer.isEmpty else { return true }
        writeSource = nil
        if flushDeadline != nil { finish(.local) }
        return false
    }

    private func readable() -> Bool {
        guard isOpen else { return false }
        let n = readBuffer.withUnsafeMutableBytes { Glibc.recv(fd, $0.baseAddress, $0.count, 0) }
        if n > 0 {
            let started = g_get_monotonic_time()
            onReceive?(Array(readBuffer[0..<n]))
            guard isOpen, readSource != nil else { return false }
            guard n == readBuffer.count else {
                burstSpent = 0  // ran dry: not a flood
                return true
            }
            burstSpent += Double(g_get_monotonic_time() - started) / 1_000_000
            guard burstSpent >= Self.burstBudget else { return true }
            // Saturated past its budget: let the rest of the loop run, then read on.
            burstSpent = 0
            readSource = nil
            burstPauseTimer = MainLoopTimer(after: Self.burstPause) { [weak self] in
                guard let self, self.isOpen, self.flushDeadline == nil else { return }
                self.burstPauseTimer = nil
                self.watchReadable()
            }
            return false
        }
        if n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return true }
        let reason = n == 0 ? CloseReason.peerClosed : Self.errorReason(errno)
        readSource = nil  // returning false removes it
        finish(reason)
        return false
    }

    /// Releases everything; tells `onClose` unless `reason` is nil (deinit).
    private func finish(_ reason: CloseReason?) {
        guard isOpen else { return }
        isOpen = false
        readSource?.cancel()
        writeSource?.cancel()
        flushDeadline?.cancel()
        burstPauseTimer?.cancel()
        burstPauseTimer = nil
        readSource = nil
        writeSource = nil
        flushDeadline = nil
        Glibc.close(fd)
        onClosedInternally?()
        onClosedInternally = nil
        let handler = onClose
        onClose = nil
        onReceive = nil
        if let reason { handler?(reason) }
    }

    private static func errorReason(_ code: Int32) -> CloseReason {
        let message: String
        switch code {
        case ETIMEDOUT: message = tr("the connection timed out (the other side stopped answering)")
        case ECONNRESET: message = tr("the other side reset the connection")
        case EPIPE: message = tr("the other side closed the connection")
        default: message = String(cString: strerror(code))
        }
        return .error(code: code, message: message)
    }
}
