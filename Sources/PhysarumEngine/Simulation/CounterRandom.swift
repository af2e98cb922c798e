/// Counter-based random numbers: a pure hash of (seed, agent index, step, purpose), never a stream,
/// so any agent's draw at any step can be recomputed — on the CPU, in a shader, in any order.
/// The GLSL twin is `GPUShaderSource.random`; both must stay bit-identical.
public enum CounterRandom {
    /// What a draw is for; part of the hash so different uses never correlate.
    public enum Purpose: UInt32, Sendable {
        case spawnX = 1, spawnY, spawnHeading, spawnPhase, spawnRadius, spawnAngle, spawnJitter
        case turnSign, chaosKick
    }

    /// lowbias32 (Chris Wellons' integer hash): good avalanche for 5 operations.
    @inline(__always)
    public static func hash(_ value: UInt32) -> UInt32 {
        var x = value
        x ^= x >> 16
        x = x &* 0x7feb_352d
        x ^= x >> 15
        x = x &* 0x846c_a68b
        x ^= x >> 16
        return x
    }

    /// Folds a 64-bit seed into the 32-bit key the hashes start from.
    public static func seedKey(_ seed: UInt64) -> UInt32 {
        hash(UInt32(truncatingIfNeeded: seed) ^ hash(UInt32(truncatingIfNeeded: seed >> 32) ^ 0x85eb_ca6b))
    }

    /// 32 random bits for (agent `index`, `step`, `purpose`) under `seedKey`.
    @inline(__always)
    public static func bits(seedKey: UInt32, index: UInt32, step: UInt32, purpose: Purpose) -> UInt32 {
        let keyed = hash(seedKey ^ hash(purpose.rawValue))
        return hash(hash(keyed ^ index) ^ step)
    }

    /// A uniform number in [0, 1) with 24 bits of resolution (exact in Float).
    @inline(__always)
    public static func unit(seedKey: UInt32, index: UInt32, step: UInt32, purpose: Purpose) -> Float {
        Float(bits(seedKey: seedKey, index: index, step: step, purpose: purpose) >> 8) * (1.0 / 16_777_216.0)
    }
}
