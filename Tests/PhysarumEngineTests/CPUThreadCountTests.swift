import Glibc
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// "0 threads: every core" counts the cores the process may run on (its CPU affinity), not those
/// the machine has online: under `taskset -c 0,1` on a 16-core machine the kernel's and the image's
/// pools each started 16 threads that queued on 2 cores (and the clip encoder 8). `UsableCores`
/// says the same count to Swift.
final class CPUThreadCountTests: XCTestCase {
    /// glibc's sched_getaffinity / sched_setaffinity (the Glibc module leaves out its GNU part).
    private typealias AffinityCall = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    private func affinityCall(_ name: String) throws -> AffinityCall {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw XCTSkip("glibc has no \(name)") }
        return unsafeBitCast(symbol, to: AffinityCall.self)
    }

    private func cores(_ set: cpu_set_t) -> Int {
        withUnsafeBytes(of: set) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    private func defaultThreadCount() throws -> Int {
        var params = PresetParams()
        params.agents = 1000
        let simulation = try CPUSimulation(fieldSize: 16, params: params, seed: 1, threads: 0)
        defer { simulation.release() }
        return simulation.threadCount
    }

    func testEveryCoreMeansEveryCoreThisThreadMayRunOn() throws {
        let sched_getaffinity = try affinityCall("sched_getaffinity")
        let sched_setaffinity = try affinityCall("sched_setaffinity")
        var allowed = cpu_set_t()
        XCTAssertEqual(sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed), 0, "reads its affinity")
        let count = cores(allowed)
        XCTAssertEqual(try defaultThreadCount(), min(count, CPUSimulation.maxThreads), "all allowed cores")
        XCTAssertEqual(UsableCores.count, count, "what other thread counts (the clip encoder's) go by")
        defer { _ = sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) }
        // Only the first allowed core: one thread, though the machine has more online.
        var first = cpu_set_t()
        withUnsafeBytes(of: allowed) { bytes in
            guard let index = bytes.firstIndex(where: { $0 != 0 }) else { return }
            let bit = bytes[index].trailingZeroBitCount
            withUnsafeMutableBytes(of: &first) { $0[index] = UInt8(1) << bit }
        }
        XCTAssertEqual(sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &first), 0, "pins to one core")
        XCTAssertEqual(try defaultThreadCount(), 1, "pinned to one core")
        XCTAssertEqual(UsableCores.count, 1, "pinned to one core")
        if count < 2 { throw XCTSkip("this machine gives the process one core: the all-cores side cannot differ") }
        XCTAssertGreaterThan(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1, "more than one core online")
    }
}
