// libFuzzer's entry for the remote protocol's input (compiled into the PhysarumCore module by
// scripts/dev/fuzz.sh, with -sanitize=fuzzer,address).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRemoteFrames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RemoteInputFuzzing.feed(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
