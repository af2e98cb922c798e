import Foundation
import Glibc
import PhysarumCore

/// The CPU time of each of this process's threads, from /proc/self/task (Linux), for benchmarks
/// that must tell one part's cost from the rest of the process's.
enum ThreadCPU {
    /// Thread id → user + system seconds so far. A thread that ends between the listing and its
    /// read is left out.
    static func seconds() -> [Int32: Double] {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return [:] }
        var result: [Int32: Double] = [:]
        for task in tasks {
            guard let tid = Int32(task),
                let line = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                let ticks = ProcStat(line: line)?.cpuTicks
            else { continue }
            result[tid] = ticks / ticksPerSecond
        }
        return result
    }
}
