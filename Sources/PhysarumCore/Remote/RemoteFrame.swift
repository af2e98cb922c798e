import Foundation

/// Frames on the wire: a 4-byte big-endian payload length, then that many bytes of UTF-8 JSON.
public enum RemoteFrame {
    /// The length prefix's size in bytes.
    public static let headerLength = 4

    /// `payload` with its length prefix.
    public static func wrap(_ payload: Data) throws(RemoteProtocolError) -> Data {
        guard !payload.isEmpty else { throw .emptyFrame }
        guard payload.count <= RemoteProtocol.maxFrameLength else {
            throw .frameTooLarge(length: UInt32(clamping: payload.count))
        }
        let n = UInt32(payload.count)
        var frame = Data([UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)])
        frame.append(payload)
        return frame
    }

    /// The frame that carries `message`.
    public static func encode(_ message: RemoteMessage) throws(RemoteProtocolError) -> Data {
        try wrap(RemoteMessageCoder.encode(message))
    }
}

/// Cuts a byte stream into frame payloads, however the reads split or join them.
///
/// It holds at most one unfinished frame (≤ 4 + 256 KiB) plus the bytes of the latest `append`.
/// A bad length prefix is refused as soon as its 4 bytes are in, before any payload is buffered;
/// after a framing error the stream has lost its boundaries, so every later append reports it
/// again and returns no frames.
public struct RemoteFrameDecoder: Sendable {
    /// What one `append` produced: the payloads completed, in order, and the framing error met
    /// after them, if any.
    public struct Output: Equatable, Sendable {
        public var frames: [Data]
        public var error: RemoteProtocolError?
    }

    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start (consumed bytes are dropped once per append).
    private var start = 0
    /// The framing error that ended the stream.
    public private(set) var failure: RemoteProtocolError?

    public init() {}

    /// The bytes held for an unfinished frame.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Appends `bytes` and returns the payloads of every frame now complete.
    public mutating func append(_ bytes: some Collection<UInt8>) -> Output {
        if let failure { return Output(frames: [], error: failure) }
        buffer.append(contentsOf: bytes)
        var frames: [Data] = []
        while buffer.count - start >= RemoteFrame.headerLength {
            let length = buffer[start..<start + RemoteFrame.headerLength].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if length == 0 || length > RemoteProtocol.maxFrameLength {
                let error: RemoteProtocolError = length == 0 ? .emptyFrame : .frameTooLarge(length: length)
                failure = error
                buffer = []
                start = 0
                return Output(frames: frames, error: error)
            }
            let end = start + RemoteFrame.headerLength + Int(length)
            guard buffer.count >= end else { break }
            frames.append(Data(buffer[(start + RemoteFrame.headerLength)..<end]))
            start = end
        }
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
        } else if start > 0 {
            buffer.removeFirst(start)
        }
        start = 0
        return Output(frames: frames, error: nil)
    }
}
