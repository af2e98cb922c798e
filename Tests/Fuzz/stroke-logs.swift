// libFuzzer's entry for stroke logs (`physarum render --strokes LOG`; compiled into the
// PhysarumCore module by scripts/dev/fuzz.sh, with -sanitize=fuzzer,address).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrokeLogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    StrokeLogFuzzing.feed(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
