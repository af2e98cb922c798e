// libFuzzer's entry for preset files, settings.json and the unsaved-edits file (compiled into the
// PhysarumCore module by scripts/dev/fuzz.sh, with -sanitize=fuzzer,address).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocalFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    LocalFileFuzzing.feed(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
