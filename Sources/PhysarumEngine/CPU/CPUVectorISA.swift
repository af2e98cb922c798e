import CSimKernel

/// Which compilation of the kernel's loops runs: the same portable C, vectorised for one ISA.
public enum CPUVectorISA: String, CaseIterable, Sendable {
    /// The best the CPU supports.
    case auto
    /// The target's baseline (SSE2 on x86-64): runs on every CPU of the architecture.
    case portable
    /// x86-64 AVX2 + FMA.
    case avx2
    /// x86-64 AVX-512.
    case avx512

    init(_ isa: SimISA) {
        switch isa {
        case SIM_ISA_PORTABLE: self = .portable
        case SIM_ISA_AVX2: self = .avx2
        case SIM_ISA_AVX512: self = .avx512
        default: self = .auto
        }
    }

    var kernelValue: SimISA {
        switch self {
        case .auto: SIM_ISA_AUTO
        case .portable: SIM_ISA_PORTABLE
        case .avx2: SIM_ISA_AVX2
        case .avx512: SIM_ISA_AVX512
        }
    }
}
