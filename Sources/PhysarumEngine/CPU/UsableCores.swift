import CSimKernel

/// The cores this process may run on: its CPU affinity, so two under `taskset -c 0,1` on a larger
/// machine, where `ProcessInfo.activeProcessorCount` says every online core. What the CPU
/// backend's pools size themselves by, and what other thread counts (the clip encoder's) should.
public enum UsableCores {
    public static var count: Int { Int(sim_usable_cores()) }
}
