import CGLib
import Foundation
import GLibKit
import Glibc
import PhysarumCore

/// A connection that reports what its TLS handshake established, before any byte.
public protocol SecuredByteConnection: ByteConnection {
    var onSecured: ((RemoteChannelSecurity) -> Void)? { get set }
    /// Host only, when set: the peer's ClientHello arrived, and the handshake waits for
    /// `startHandshake()` (a `HandshakeGate` decides when); nil: it starts at once.
    var onClientHello: (() -> Void)? { get set }
    /// The handshake that was started is over (done, failed, or cancelled by a close).
    var onHandshakeEnded: (() -> Void)? { get set }
    func startHandshake()
}

/// One remote-protocol connection on the GLib main loop: the clear-text version preface, then TLS
/// 1.3 through GIO's `GTlsConnection` (glib-networking, GnuTLS) with both certificates presented,
/// then bytes in and out like `TCPConnection` (a bounded send queue, bounded work per dispatch,
/// exactly one `onClose`).
///
/// - The host writes the preface (`RemotePreface`) at once and waits for the peer's first byte: a
///   TLS record starts the handshake; anything else is a clear-text (version-1) peer, which gets a
///   clear-text `versionMismatch` error and is closed.
/// - The remote reads the preface; `onPreface` hears the version; TLS starts only when it is ours.
///
/// Self-signed certificates are accepted during the handshake (`accept-certificate`): who the
/// peer is, is decided above by the pinned fingerprint or the pairing's key confirmation, which
/// `onSecured` gives the material for. Anything but TLS 1.3 is refused.
public final class TLSConnection: SecuredByteConnection, CountedConnection {
    public enum Role: Sendable {
        /// Accepted by a host: writes the preface, TLS server, asks for the client's certificate.
        case host
        /// Opened by a remote: reads the preface, TLS client.
        case remote
    }

    /// Bytes read per dispatch at most (a flood costs bounded work per main-loop iteration).
    static let readsPerDispatch = 4
    /// How long a connection closed in the middle of its TLS handshake waits for the handshake to
    /// finish so that its reason can go out inside TLS: a real remote's takes milliseconds, and a
    /// short wait keeps a flood of stalled handshakes from holding the listener's descriptors.
    static let handshakeGraceSeconds = 0.5
    /// The longest preface a remote reads (the real one is ~40 bytes).
    static let maxPrefaceLength = 1024

    public var onReceive: (([UInt8]) -> Void)?
    public var onClose: ((CloseReason) -> Void)?
    public var onSecured: ((RemoteChannelSecurity) -> Void)?
    public var onClientHello: (() -> Void)?
    public var onHandshakeEnded: (() -> Void)?
    /// Remote only: the version the host's preface announced (TLS follows only if it is ours).
    public var onPreface: ((Int) -> Void)?
    /// Remote only: the host refused the connection in clear text in place of the preface.
    public var onRefused: ((RemoteErrorMessage) -> Void)?
    public let peer: String
    public private(set) var isOpen = true
    /// What the handshake established (nil before).
    public private(set) var security: RemoteChannelSecurity?

    /// For the listener's connection count.
    var onClosedInternally: (() -> Void)?

    private let role: Role
    private let identity: TLSIdentity
    private var fd: Int32
    private var socket: UnsafeMutablePointer<GSocket>?
    private var tls: UnsafeMutablePointer<GIOStream>?
    private let cancellable = g_cancellable_new()!
    private var prefaceWatch: MainLoopSource?
    private var initFailure: MainLoopSource?
    private var preface: [UInt8] = []
    private var readSource: PollableSource?
    private var writeSource: PollableSource?
    private var sendBuffer: SendBuffer
    private var flushDeadline: MainLoopTimer?
    private var readBuffer = [UInt8](repeating: 0, count: TCPConnection.readChunk)
    private var burstPauseTimer: MainLoopTimer?
    /// Seconds spent handling this connection's reads since it last paused or ran dry.
    private var burstSpent = 0.0
    /// Host: the peer has sent the first byte of a TLS record (from then on it reads TLS, so no
    /// clear-text frame may reach it).
    private var peerStartedTLS = false
    /// Host: its ClientHello waits for `startHandshake()`.
    private var awaitingHandshake = false
    /// A handshake runs on GLib's worker pool.
    private var handshakeRunning = false

    /// Takes ownership of a connected socket.
    init(fd: Int32, role: Role, identity: TLSIdentity, sendLimit: Int = TCPConnection.defaultSendLimit) {
        self.fd = fd
        self.role = role
        self.identity = identity
        Socket.setNonBlocking(fd)
        Socket.configureStream(fd)
        peer = Socket.describe(fd, peer: true)
        sendBuffer = SendBuffer(limit: sendLimit)
        if role == .host {
            let frame = Array(RemotePreface.frame())
            // A fresh socket's buffer takes ~40 bytes at once.
            guard Glibc.send(fd, frame, frame.count, Int32(MSG_NOSIGNAL)) == frame.count else {
                let code = errno
                initFailure = MainLoopSource.idle { [weak self] in
                    self?.finish(.error(code: code, message: tr("could not greet the peer")))
                }
                return
            }
        }
        prefaceWatch = MainLoopSource.watch(
            fd: fd, condition: [.input, .hangUp, .error], priority: MainLoopSource.ioPriority
        ) { [weak self] _ in self?.prefaceReadable() ?? false }
    }

    deinit {
        if isOpen { finish(nil) }
        g_object_unref(cancellable)
    }

    public func send(_ bytes: [UInt8]) {
        guard isOpen, flushDeadline == nil, !bytes.isEmpty else { return }
        guard sendBuffer.append(bytes) else { return finish(.sendBufferOverflow) }
        if tls != nil, security != nil { flush() }
    }

    public func close(afterFlushing: Bool = false) {
        guard isOpen else { return }
        if role == .host, tls == nil, !peerStartedTLS {
            // A ClientHello may have arrived that the loop has not looked at yet.
            var first: UInt8 = 0
            peerStartedTLS =
                Glibc.recv(fd, &first, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 1 && first == RemotePreface.tlsRecordByte
        }
        if afterFlushing, role == .host, tls == nil, !sendBuffer.isEmpty, !peerStartedTLS {
            // Refused before it sent a byte (evicted while idle): the reason goes out in clear
            // text, a second frame after the preface, best effort. One that has begun TLS (its
            // ClientHello waits) would read a clear-text frame as a broken record: it is closed
            // without a word below.
            sendBuffer.drain { pending in
                max(0, Glibc.send(fd, pending.baseAddress, pending.count, Int32(MSG_NOSIGNAL)))
            }
            return finish(.local)
        }
        // Welcomed, or in its TLS handshake (evicted, or timed out, while a handshake was under way):
        // what is queued goes out inside TLS, once the handshake is done, within the deadline.
        guard afterFlushing, tls != nil, !sendBuffer.isEmpty else { return finish(.local) }
        readSource = nil
        burstPauseTimer = nil
        let deadline = security == nil ? Self.handshakeGraceSeconds : TCPConnection.flushDeadlineSeconds
        flushDeadline = MainLoopTimer(after: deadline) { [weak self] in self?.finish(.local) }
    }

    // MARK: The preface, in clear text

    private func prefaceReadable() -> Bool {
        guard isOpen else { return false }
        switch role {
        case .host:
            var first: UInt8 = 0
            let n = Glibc.recv(fd, &first, 1, Int32(MSG_PEEK))
            if n < 0, errno == EAGAIN || errno == EINTR { return true }
            prefaceWatch = nil
            guard n == 1 else {
                finish(n == 0 ? .peerClosed : .error(code: errno, message: String(cString: strerror(errno))))
                return false
            }
            guard first == RemotePreface.tlsRecordByte else {
                refuseClearText()
                return false
            }
            peerStartedTLS = true
            guard let onClientHello else {
                startTLS()
                return false
            }
            awaitingHandshake = true
            onClientHello()
            return false
        case .remote:
            return readPreface()
        }
    }

    /// A peer that speaks clear text (a version-1 remote's hello, say) hears why, in clear text.
    private func refuseClearText() {
        Socket.sendClearText(fd, error: RemoteErrorMessage(.versionMismatch(peer: 1, ours: RemoteProtocol.version)))
        finish(.error(code: 0, message: tr("the peer speaks clear text (protocol version 1)")))
    }

    /// Reads exactly the preface frame, never a byte more (TLS follows on the same socket).
    private func readPreface() -> Bool {
        let header = RemoteFrame.headerLength
        let wanted: Int
        if preface.count < header {
            wanted = header - preface.count
        } else {
            let length = preface[0..<header].reduce(0) { $0 << 8 | Int($1) }
            guard length > 0, length <= Self.maxPrefaceLength else {
                prefaceWatch = nil
                finish(.error(code: 0, message: tr("the host did not announce its protocol version")))
                return false
            }
            wanted = header + length - preface.count
        }
        var chunk = [UInt8](repeating: 0, count: wanted)
        let n = Glibc.recv(fd, &chunk, wanted, 0)
        if n < 0, errno == EAGAIN || errno == EINTR { return true }
        guard n > 0 else {
            prefaceWatch = nil
            finish(n == 0 ? .peerClosed : .error(code: errno, message: String(cString: strerror(errno))))
            return false
        }
        preface += chunk[0..<n]
        let announced = preface.count >= header ? preface[0..<header].reduce(0) { $0 << 8 | Int($1) } : -1
        guard preface.count == header + announced else { return true }
        prefaceWatch = nil
        let version: Int
        do throws(RemoteProtocolError) {
            switch try RemotePreface.opening(in: Data(preface[header...])) {
            case .version(let announced):
                version = announced
            case .refused(let refusal):
                onRefused?(refusal)
                finish(.peerClosed)
                return false
            }
        } catch {
            finish(.error(code: 0, message: tr("the host did not announce its protocol version")))
            return false
        }
        onPreface?(version)
        guard isOpen else { return false }
        guard version == RemoteProtocol.version else {
            // Tell the host in the clear, as a version-1 remote would, then leave.
            Socket.sendClearText(
                fd, error: RemoteErrorMessage(.versionMismatch(peer: version, ours: RemoteProtocol.version)))
            finish(.local)
            return false
        }
        startTLS()
        return false
    }

    // MARK: TLS

    public func startHandshake() {
        guard isOpen, awaitingHandshake else { return }
        awaitingHandshake = false
        startTLS()
    }

    private func startTLS() {
        var error: UnsafeMutablePointer<GError>?
        guard let socket = g_socket_new_from_fd(fd, &error) else { return fail(&error) }
        fd = -1  // the GSocket owns it now
        self.socket = socket
        let base = g_socket_connection_factory_create_connection(socket)!
        defer { g_object_unref(base) }
        let baseStream = UnsafeMutableRawPointer(base).assumingMemoryBound(to: GIOStream.self)
        let stream: UnsafeMutablePointer<GIOStream>?
        switch role {
        case .host:
            stream = g_tls_server_connection_new(baseStream, identity.certificate, &error)
            if let stream { Self.requireClientCertificate(stream) }
        case .remote:
            stream = g_tls_client_connection_new(baseStream, nil, &error)
            if let stream {
                g_tls_connection_set_certificate(Self.connection(stream), identity.certificate)
            }
        }
        guard let stream else { return fail(&error) }
        tls = stream
        let accept: @convention(c) (gpointer?, gpointer?, UInt32, gpointer?) -> gboolean = { _, _, _, _ in 1 }
        g_signal_connect_data(
            UnsafeMutableRawPointer(stream), "accept-certificate", unsafeBitCast(accept, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        let me = Unmanaged.passRetained(self).toOpaque()
        handshakeRunning = true
        g_tls_connection_handshake_async(
            Self.connection(stream), Int32(G_PRIORITY_DEFAULT), cancellable,
            { source, result, data in
                let connection = Unmanaged<TLSConnection>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let done = g_tls_connection_handshake_finish(
                    UnsafeMutableRawPointer(source!).assumingMemoryBound(to: GTlsConnection.self), result, &error)
                connection.handshakeFinished(ok: done != 0, error: &error)
            }, me)
    }

    private static func connection(_ stream: UnsafeMutablePointer<GIOStream>) -> UnsafeMutablePointer<GTlsConnection> {
        UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GTlsConnection.self)
    }

    /// `authentication-mode` = G_TLS_AUTHENTICATION_REQUIRED (g_object_set is variadic).
    private static func requireClientCertificate(_ stream: UnsafeMutablePointer<GIOStream>) {
        var value = GValue()
        g_value_init(&value, g_tls_authentication_mode_get_type())
        g_value_set_enum(&value, Int32(G_TLS_AUTHENTICATION_REQUIRED.rawValue))
        g_object_set_property(
            UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GObject.self), "authentication-mode", &value)
        g_value_unset(&value)
    }

    private func handshakeFinished(ok: Bool, error: inout UnsafeMutablePointer<GError>?) {
        if handshakeRunning {
            handshakeRunning = false
            onHandshakeEnded?()
        }
        guard isOpen, let tls else {
            g_clear_error(&error)
            return
        }
        guard ok else { return fail(&error) }
        let connection = Self.connection(tls)
        guard g_tls_connection_get_protocol_version(connection) == G_TLS_PROTOCOL_VERSION_TLS_1_3 else {
            return finish(.error(code: 0, message: tr("the peer does not speak TLS 1.3")))
        }
        guard let peerCertificate = g_tls_connection_get_peer_certificate(connection) else {
            return finish(.error(code: 0, message: tr("the peer presented no certificate")))
        }
        let binding = g_byte_array_new()!
        defer { g_byte_array_unref(binding) }
        guard
            g_tls_connection_get_channel_binding_data(connection, G_TLS_CHANNEL_BINDING_TLS_EXPORTER, binding, &error)
                != 0
        else { return fail(&error) }
        let security = RemoteChannelSecurity(
            localCertificate: identity.fingerprint, peerCertificate: TLSIdentity.fingerprint(of: peerCertificate),
            channelBinding: Array(UnsafeBufferPointer(start: binding.pointee.data, count: Int(binding.pointee.len))))
        self.security = security
        guard flushDeadline == nil else { return flush() }  // closing: only the queued frames go out
        watchReadable()
        onSecured?(security)
        if isOpen, !sendBuffer.isEmpty { flush() }
    }

    /// The TLS stream's input as a GPollableInputStream (GTlsConnection's streams are pollable).
    private var input: OpaquePointer? { tls.map { OpaquePointer(g_io_stream_get_input_stream($0)) } }

    /// Its output as a GPollableOutputStream.
    private var output: OpaquePointer? { tls.map { OpaquePointer(g_io_stream_get_output_stream($0)) } }

    private func watchReadable() {
        guard let input else { return }
        readSource = PollableSource.readable(input) { [weak self] in self?.readable() ?? false }
    }

    /// Reads what is there, at most `readsPerDispatch` chunks. Like `TCPConnection`, a peer that
    /// keeps the stream saturated gets `burstBudget` seconds of handling, then reading pauses for
    /// `burstPause` so that the redraw (below the default priority) gets its turn.
    private func readable() -> Bool {
        guard isOpen, let input else { return false }
        for _ in 0..<Self.readsPerDispatch {
            var error: UnsafeMutablePointer<GError>?
            let n = readBuffer.withUnsafeMutableBytes {
                g_pollable_input_stream_read_nonblocking(input, $0.baseAddress, gsize($0.count), nil, &error)
            }
            if n > 0 {
                let started = g_get_monotonic_time()
                onReceive?(Array(readBuffer[0..<n]))
                guard isOpen, readSource != nil else { return false }
                burstSpent += Double(g_get_monotonic_time() - started) / 1_000_000
                if burstSpent >= TCPConnection.burstBudget { return pauseReading() }
                continue
            }
            if n == 0 {
                readSource = nil
                finish(.peerClosed)
                return false
            }
            if Self.wouldBlock(error) {
                g_clear_error(&error)
                burstSpent = 0  // ran dry: not a flood
                return true
            }
            readSource = nil
            fail(&error)
            return false
        }
        return true  // more may wait: the source fires again after the rest of the loop ran
    }

    private func pauseReading() -> Bool {
        burstSpent = 0
        readSource = nil
        burstPauseTimer = MainLoopTimer(after: TCPConnection.burstPause) { [weak self] in
            guard let self, self.isOpen, self.flushDeadline == nil else { return }
            self.burstPauseTimer = nil
            self.watchReadable()
        }
        return false
    }

    private func flush() {
        guard isOpen, let output else { return }
        var failure: UnsafeMutablePointer<GError>?
        var blocked = false
        while !sendBuffer.isEmpty, !blocked, failure == nil {
            sendBuffer.drain { pending in
                var error: UnsafeMutablePointer<GError>?
                let n = g_pollable_output_stream_write_nonblocking(
                    output, pending.baseAddress, gsize(pending.count), nil, &error)
                if n > 0 { return n }
                if Self.wouldBlock(error) {
                    blocked = true
                    g_clear_error(&error)
                } else {
                    failure = error
                }
                return 0
            }
        }
        if failure != nil { return fail(&failure) }
        if blocked {
            if writeSource == nil {
                writeSource = PollableSource.writable(output) { [weak self] in
                    guard let self else { return false }
                    self.writeSource = nil
                    self.flush()
                    return false
                }
            }
            return
        }
        if flushDeadline != nil { finish(.local) }
    }

    private static func wouldBlock(_ error: UnsafeMutablePointer<GError>?) -> Bool {
        guard let error else { return false }
        return g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_WOULD_BLOCK.rawValue)) != 0
    }

    /// Closes with the library's words for `error` (a TLS alert, a record that did not authenticate).
    private func fail(_ error: inout UnsafeMutablePointer<GError>?) {
        let message = error.map { String(cString: $0.pointee.message) } ?? tr("TLS failed")
        g_clear_error(&error)
        finish(.error(code: 0, message: message))
    }

    private func finish(_ reason: CloseReason?) {
        guard isOpen else { return }
        isOpen = false
        g_cancellable_cancel(cancellable)
        prefaceWatch = nil
        readSource = nil
        writeSource = nil
        flushDeadline = nil
        burstPauseTimer = nil
        if let tls, security != nil, reason == .local || reason == nil {
            // This side ends a healthy session: close_notify, then the socket (released when done).
            let objects = Unmanaged.passRetained(ClosingObjects(tls: tls, socket: socket)).toOpaque()
            g_io_stream_close_async(
                tls, Int32(G_PRIORITY_DEFAULT), nil,
                { _, result, data in
                    let objects = Unmanaged<ClosingObjects>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    g_io_stream_close_finish(objects.tls, result, &error)
                    g_clear_error(&error)
                    objects.release()
                }, objects)
            self.tls = nil
            socket = nil
        } else if let tls {
            // A broken or refused connection, or one still in its handshake: no goodbye to wait on,
            // the socket closes now.
            if let socket { g_socket_close(socket, nil) }
            g_object_unref(tls)
            self.tls = nil
            if let socket { g_object_unref(socket) }
            socket = nil
        } else if let socket {
            g_socket_close(socket, nil)
            g_object_unref(socket)
            self.socket = nil
        } else if fd >= 0 {
            Glibc.close(fd)
            fd = -1
        }
        onClosedInternally?()
        onClosedInternally = nil
        if handshakeRunning {
            handshakeRunning = false  // cancelled above: its pool thread is being released
            onHandshakeEnded?()
        }
        onHandshakeEnded = nil
        onClientHello = nil
        let handler = onClose
        onClose = nil
        onReceive = nil
        onSecured = nil
        onPreface = nil
        onRefused = nil
        if let reason { handler?(reason) }
    }

    /// What a closing connection still holds until GIO's close is done.
    private final class ClosingObjects {
        let tls: UnsafeMutablePointer<GIOStream>
        let socket: UnsafeMutablePointer<GSocket>?
        init(tls: UnsafeMutablePointer<GIOStream>, socket: UnsafeMutablePointer<GSocket>?) {
            self.tls = tls
            self.socket = socket
        }
        func release() {
            if let socket { g_socket_close(socket, nil) }
            g_object_unref(tls)
            if let socket { g_object_unref(socket) }
        }
    }
}
