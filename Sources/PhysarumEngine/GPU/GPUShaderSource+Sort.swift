/// The tile sort on the GPU: a counting sort by square tile in four kinds of pass.
/// 1. `sortCount`: each agent takes a rank inside its tile (atomicAdd on the tile's counter);
/// 2. `scanBlocks` (+ `scanAdd` when there is more than one block): the counters become each
///    tile's first slot (exclusive prefix sum, 1024 per work group, two levels cover 2²⁰ tiles);
/// 3. `sortScatter`: each agent (and its spawn index) moves to its tile's first slot + its rank.
/// The order inside a tile depends on the atomics' timing, which is harmless: random draws are
/// keyed by the spawn index the agent carries, so every agent does the same in any order.
extension GPUShaderSource {
    /// Work-group width of the scan; each invocation scans `scanPerInvocation` values.
    static let scanGroupSize = 256
    static let scanPerInvocation = 4
    static var scanBlock: Int { scanGroupSize * scanPerInvocation }

    private static func tileHeader(_ side: Int, tileSide: Int) -> String {
        let shift = tileSide.trailingZeroBitCount
        return header(side) + """
            #define TILE_SHIFT \(shift)
            #define TILES_PER_ROW \((side + tileSide - 1) >> shift)
            uint tileOf(uvec2 positionBits) {
                ivec2 c = clamp(ivec2(uintBitsToFloat(positionBits)), ivec2(0), ivec2(SIDE - 1));
                return uint((c.y >> TILE_SHIFT) * TILES_PER_ROW + (c.x >> TILE_SHIFT));
            }

            """
    }

    /// Tiles of `tileSide` on a `side` field (row-major).
    static func tileCount(fieldSize side: Int, tileSide: Int) -> Int {
        let perRow = (side + tileSide - 1) / tileSide
        return perRow * perRow
    }

    static func sortCount(fieldSize side: Int, tileSide: Int, groupSize: Int) -> String {
        tileHeader(side, tileSide: tileSide) + """
            layout(local_size_x = \(groupSize)) in;
            layout(std430, binding = 0) readonly buffer Agents { uvec4 agents[]; };
            layout(std430, binding = 4) buffer Counts { uint counts[]; };
            layout(std430, binding = 5) writeonly buffer Ranks { uint ranks[]; };
            uniform uint uCount;
            void main() {
                uint i = \(ComputeGrid.linearIndexGLSL);
                if (i >= uCount) return;
                ranks[i] = atomicAdd(counts[tileOf(agents[i].xy)], 1u);
            }
            """
    }

    /// Exclusive prefix sum of each block of `scanBlock` values in place; block totals to `sums`.
    static let scanBlocks = """
        #version 430
        layout(local_size_x = \(scanGroupSize)) in;
        layout(std430, binding = 4) buffer Values { uint values[]; };
        layout(std430, binding = 5) writeonly buffer Sums { uint sums[]; };
        uniform uint uLength;
        shared uint partial[\(scanGroupSize)];
        void main() {
            uint lane = gl_LocalInvocationID.x;
            uint base = gl_WorkGroupID.x * \(scanBlock)u + lane * \(scanPerInvocation)u;
            uint v[\(scanPerInvocation)];
            uint total = 0u;
            for (uint k = 0u; k < \(scanPerInvocation)u; k++) {
                v[k] = base + k < uLength ? values[base + k] : 0u;
                total += v[k];
            }
            partial[lane] = total;
            barrier();
            for (uint offset = 1u; offset < \(scanGroupSize)u; offset <<= 1) {
                uint add = lane >= offset ? partial[lane - offset] : 0u;
                barrier();
                partial[lane] += add;
                barrier();
            }
            uint running = partial[lane] - total;
            for (uint k = 0u; k < \(scanPerInvocation)u; k++) {
                if (base + k < uLength) values[base + k] = running;
                running += v[k];
            }
            if (lane == \(scanGroupSize - 1)u) sums[gl_WorkGroupID.x] = partial[lane];
        }
        """

    /// Adds each block's offset (the scanned block totals) to its values.
    static let scanAdd = """
        #version 430
        layout(local_size_x = \(scanGroupSize)) in;
        layout(std430, binding = 4) buffer Values { uint values[]; };
        layout(std430, binding = 5) readonly buffer Sums { uint sums[]; };
        uniform uint uLength;
        void main() {
            uint i = gl_GlobalInvocationID.x;
            if (i < uLength) values[i] += sums[i / \(scanBlock)u];
        }
        """

    static func sortScatter(fieldSize side: Int, tileSide: Int, groupSize: Int) -> String {
        tileHeader(side, tileSide: tileSide) + """
            layout(local_size_x = \(groupSize)) in;
            layout(std430, binding = 0) readonly buffer Agents { uvec4 agents[]; };
            layout(std430, binding = 1) writeonly buffer AgentsOut { uvec4 agentsOut[]; };
            layout(std430, binding = 2) readonly buffer Ids { uint ids[]; };
            layout(std430, binding = 3) writeonly buffer IdsOut { uint idsOut[]; };
            layout(std430, binding = 4) readonly buffer Starts { uint starts[]; };
            layout(std430, binding = 5) readonly buffer Ranks { uint ranks[]; };
            uniform uint uCount;
            void main() {
                uint i = \(ComputeGrid.linearIndexGLSL);
                if (i >= uCount) return;
                uvec4 a = agents[i];
                uint slot = starts[tileOf(a.xy)] + ranks[i];
                agentsOut[slot] = a;
                idsOut[slot] = ids[i];
            }
            """
    }
}
