/// A bounded FIFO of bytes waiting to be written. Appending past the bound is refused, so a
/// peer that does not read can never make us hold more than `limit` bytes for it.
struct SendBuffer {
    let limit: Int
    private var storage: [UInt8] = []
    private var head = 0

    init(limit: Int) { self.limit = limit }

    var count: Int { storage.count - head }
    var isEmpty: Bool { count == 0 }

    /// Appends all of `bytes`, or nothing and false when they would pass the limit.
    mutating func append<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        guard count + bytes.count <= limit else { return false }
        storage.append(contentsOf: bytes)
        return true
    }

    /// Calls `body` with the pending bytes; it returns how many it consumed.
    mutating func drain(_ body: (UnsafeRawBufferPointer) -> Int) {
        let consumed = storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
        head += max(0, min(consumed, count))
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.capacity <= 64 * 1024)
            head = 0
        } else if head > storage.count / 2 {
            storage.removeFirst(head)
            head = 0
        }
    }
}
