/// GLSL 4.30 compute shaders of the GPU simulation. The field side is baked in as a constant so
/// the wrap arithmetic compiles to cheap code; a new field size builds new programs.
///
/// Storage (chosen for llvmpipe, see docs/SIMULATION.md "GPU layout"): the trail is fixed point,
/// 4 uints per cell (3 species + pad) in SSBOs; reads go through an RGBA32UI buffer-texture view
/// (one texel fetch = all species), deposits are SSBO atomicAdd, the field pass does 4 cells per
/// invocation on llvmpipe, 1 on GPUs.
enum GPUShaderSource {
    static let exportGroupSide = 8

    static func header(_ side: Int) -> String {
        """
        #version 430
        #define SIDE \(side)
        #define UNITS_PER_TRAIL \(TrailFixedPoint.unitsPerTrail).0
        \(random)

        """
    }

    /// GLSL twin of the kernel's `sim_random_bits` (bit-identical, GPUShaderRandomTests); the keys
    /// come from the kernel's `sim_random_key` as uniforms, so purposes and keys exist once.
    static let random = """
        uint lowbias32(uint x) { x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16; return x; }
        uint randomBits(uint key, uint agent) { return lowbias32(agent * 0x9e3779b9u ^ key); }
        float randomUnit(uint key, uint agent) { return float(randomBits(key, agent) >> 8) * (1.0 / 16777216.0); }
        """

    /// Per agent: sense through the matrix, steer, rhythm, chaos, move with wrap, exact deposit.
    /// `painted` (docs/PAINTING.md): the sensors add the stimulus and read walls as −10³⁰, and a
    /// move that would pass through a wall is not made (the agent turns back); a program of its
    /// own, so an unpainted step runs the code it always ran.
    static func agents(fieldSize side: Int, groupSize: Int, aggregateDeposits: Bool = false, painted: Bool = false)
        -> String
    {
        header(side) + """
            layout(local_size_x = \(groupSize)) in;
            #define AGGREGATE \(aggregateDeposits ? 1 : 0)
            #define PAINT \(painted ? 1 : 0)
            #define TABLE \(2 * groupSize)
            #define EMPTY 0xFFFFFFFFu
            // Agent: x, y, heading (float bits), species | phase16 << 16.
            layout(std430, binding = 0) buffer Agents { uvec4 agents[]; };
            layout(std430, binding = 1) buffer Deposit { uint deposit[]; };
            // Spawn index of each agent: keys its random draws, so the tile sort's order never matters.
            layout(std430, binding = 2) readonly buffer Ids { uint ids[]; };
            layout(binding = 0) uniform usamplerBuffer uSense;
            uniform uint uCount;
            uniform uint uTurnKey;            // sim_random_key(seed, step, SIM_RANDOM_TURN)
            uniform uint uChaosKey;           // sim_random_key(seed, step, SIM_RANDOM_CHAOS)
            uniform vec3 uMatrix[3];
            uniform vec2 uSensorRotation[3];
            uniform float uSensorDistance[3];
            uniform float uTurn[3];
            uniform float uMoveSpeed[3];
            uniform uint uDepositUnits[3];
            uniform float uRhythmAmplitude;   // rhythm · 0.5 radians
            uniform float uRhythmPhase;       // 0.1 · k, reduced mod 2π on the CPU
            uniform float uChaosRadians;      // 0 unless this step kicks

            const float TAU = 6.28318530718;

            ivec2 wrapCell(vec2 p) {
                ivec2 c = ivec2(floor(p));
                c += ivec2(SIDE) * ivec2(lessThan(c, ivec2(0)));
                c -= ivec2(SIDE) * ivec2(greaterThanEqual(c, ivec2(SIDE)));
                return c;
            }
            #if PAINT
            // Per cell: the stimulus of species 0, 1, 2 (trail units) and 1 in a wall; read only
            // where the trail's fourth word flags it (bit 0: a wall, bit 1: a stimulus).
            layout(binding = 1) uniform samplerBuffer uPaint;
            // Per 4×4 tile: 1 where a move may reach a wall (sim_paint_near_wall_tiles).
            layout(binding = 2) uniform usamplerBuffer uNearWall;
            uniform bool uHasWalls;
            #define TILES ((SIDE + 3) / 4)
            float smell(vec2 p, vec3 row, uint species) {
                ivec2 c = wrapCell(p);
                uvec4 t = texelFetch(uSense, c.y * SIDE + c.x);
                float trail = dot(vec3(t.xyz), row);
                if (t.w == 0u) return trail;
                if ((t.w & 1u) != 0u) return -1.0e30;
                return trail + texelFetch(uPaint, c.y * SIDE + c.x)[species] * UNITS_PER_TRAIL;
            }
            // Whether the move from `from` by `delta` passes through a wall, sampled every half cell.
            bool hitsWall(vec2 from, vec2 delta) {
                if (!uHasWalls) return false;
                ivec2 start = wrapCell(from);
                if (texelFetch(uNearWall, (start.y / 4) * TILES + start.x / 4).x == 0u) return false;
                int samples = 1 + int(max(abs(delta.x), abs(delta.y)) * 2.0);
                for (int k = 1; k <= samples; k++) {
                    ivec2 c = wrapCell(from + delta * (float(k) / float(samples)));
                    if ((texelFetch(uSense, c.y * SIDE + c.x).w & 1u) != 0u) return true;
                }
                return false;
            }
            #else
            float smell(vec2 p, vec3 row, uint species) {
                ivec2 c = wrapCell(p);
                return dot(vec3(texelFetch(uSense, c.y * SIDE + c.x).xyz), row);
            }
            #endif
            float wrapCoord(float v) {
                if (v < 0.0) v += float(SIDE);
                if (v >= float(SIDE)) v -= float(SIDE);
                return (v < 0.0 || v >= float(SIDE)) ? 0.0 : v;
            }
            // Moves agent i; returns where its deposit goes (trail word) and how much.
            uint moveAgent(uint i, out uint units) {
                uvec4 a = agents[i];
                vec2 pos = uintBitsToFloat(a.xy);
                float heading = uintBitsToFloat(a.z);
                uint species = a.w & 0xFFFFu;
                vec3 row = uMatrix[species];
                vec2 dir = vec2(cos(heading), sin(heading));
                vec2 rot = uSensorRotation[species];
                float dist = uSensorDistance[species];
                float C = smell(pos + dir * dist, row, species);
                float L = smell(pos + vec2(dir.x * rot.x + dir.y * rot.y, dir.y * rot.x - dir.x * rot.y) * dist, row, species);
                float R = smell(pos + vec2(dir.x * rot.x - dir.y * rot.y, dir.y * rot.x + dir.x * rot.y) * dist, row, species);
                float turn = uTurn[species];
                if (C >= L && C >= R) {
                } else if (L > R) {
                    heading -= turn;
                } else if (R > L) {
                    heading += turn;
                } else {
                    heading += ((randomBits(uTurnKey, ids[i]) & 1u) != 0u) ? turn : -turn;
                }
                if (uRhythmAmplitude != 0.0) {
                    float phase = float(a.w >> 16) * (TAU / 65536.0);
                    heading += uRhythmAmplitude * sin(phase + uRhythmPhase);
                }
                if (uChaosRadians != 0.0) {
                    heading += (2.0 * randomUnit(uChaosKey, ids[i]) - 1.0) * uChaosRadians;
                }
                heading -= TAU * floor(heading * (1.0 / TAU));
                float speed = uMoveSpeed[species];
                #if PAINT
                vec2 delta = vec2(cos(heading) * speed, sin(heading) * speed);
                if (hitsWall(pos, delta)) {
                    heading += 0.5 * TAU;
                    heading -= TAU * floor(heading * (1.0 / TAU));
                    delta = vec2(0.0);
                }
                pos = vec2(wrapCoord(pos.x + delta.x), wrapCoord(pos.y + delta.y));
                #else
                pos = vec2(wrapCoord(pos.x + cos(heading) * speed), wrapCoord(pos.y + sin(heading) * speed));
                #endif
                agents[i] = uvec4(floatBitsToUint(pos), floatBitsToUint(heading), a.w);
                ivec2 cell = min(ivec2(pos), ivec2(SIDE - 1));
                units = uDepositUnits[species];
                return uint(4 * (cell.y * SIDE + cell.x)) + species;
            }
            #if AGGREGATE
            // Per-group sums of the deposits by trail word (open addressing), then one global
            // atomic per distinct word: sorted agents of a group share few cells.
            shared uint tableKey[TABLE];
            shared uint tableUnits[TABLE];
            void main() {
                uint i = \(ComputeGrid.linearIndexGLSL);
                for (uint k = gl_LocalInvocationID.x; k < TABLE; k += gl_WorkGroupSize.x) {
                    tableKey[k] = EMPTY;
                    tableUnits[k] = 0u;
                }
                barrier();
                if (i < uCount) {
                    uint units;
                    uint word = moveAgent(i, units);
                    uint slot = (word * 2654435761u) >> 16;
                    bool added = false;
                    for (int probe = 0; probe < 8 && !added; probe++) {
                        slot &= uint(TABLE - 1);
                        uint held = atomicCompSwap(tableKey[slot], EMPTY, word);
                        if (held == EMPTY || held == word) {
                            atomicAdd(tableUnits[slot], units);
                            added = true;
                        }
                        slot++;
                    }
                    if (!added) atomicAdd(deposit[word], units);
                }
                barrier();
                for (uint k = gl_LocalInvocationID.x; k < TABLE; k += gl_WorkGroupSize.x) {
                    if (tableKey[k] != EMPTY) atomicAdd(deposit[tableKey[k]], tableUnits[k]);
                }
            }
            #else
            void main() {
                uint i = \(ComputeGrid.linearIndexGLSL);
                if (i >= uCount) return;
                uint units;
                uint word = moveAgent(i, units);
                atomicAdd(deposit[word], units);
            }
            #endif
            """
    }

    /// Field pass, `cells` horizontally adjacent cells per invocation (4 on llvmpipe: fewer,
    /// wider invocations; 2 on GPUs: nearly coalesced stores): optional 3×3 box blur with wrap, scale
    /// (decay/9 and fade), cap; writes the result to both the sensing and the next deposit buffer.
    /// `painted`: a wall cell keeps no trail, and the stimulus fades by its own share.
    static func field(fieldSize side: Int, groupSize: Int, cells: Int, painted: Bool = false) -> String {
        // Unrolled here rather than by the shader compiler: llvmpipe keeps GLSL arrays in memory.
        let ks = 0..<cells
        let columns = (0..<cells + 2).map { "c\($0) = uvec3(0u)" }.joined(separator: ", ")
        let fetches =
            ["c0 += texelFetch(uIn, b + xl).xyz;"] + ks.map { "c\($0 + 1) += texelFetch(uIn, b + x0 + \($0)).xyz;" }
            + ["c\(cells + 1) += texelFetch(uIn, b + xr).xyz;"]
        let blurred = ks.map { "o\($0) = scaled(c\($0) + c\($0 + 1) + c\($0 + 2));" }.joined(separator: " ")
        let plain = ks.map { "o\($0) = scaled(texelFetch(uIn, base + \($0)).xyz);" }.joined(separator: " ")
        let stores = (ks.map { "senseOut[base + \($0)] = o\($0);" } + ks.map { "depositOut[base + \($0)] = o\($0);" })
            .joined(separator: " ")
        let paintDeclarations =
            painted
            ? """
            layout(std430, binding = 4) buffer Paint { vec4 paint[]; };
            uniform float uStimulusKeep;
            // A cell's new trail with its painting: the paint flags the stroke pass put in the
            // fourth word (agents never add to it) carried on, no trail in a wall; a stimulus
            // fades. The paint itself is read only to fade it.
            uvec4 painted(uvec4 o, int cell) {
                uint flags = texelFetch(uIn, cell).w;
                if ((flags & 2u) != 0u && uStimulusKeep != 1.0) paint[cell].xyz *= uStimulusKeep;
                return uvec4((flags & 1u) != 0u ? uvec3(0u) : o.xyz, flags);
            }
            """ : ""
        let paintCells =
            painted
            ? ks.map {
                "o\($0) = painted(o\($0), base + \($0));"
            }.joined(separator: " ") : ""
        return header(side) + """
            layout(local_size_x = \(groupSize)) in;
            #define RUNS_PER_ROW (SIDE / \(cells))
            layout(binding = 0) uniform usamplerBuffer uIn;
            layout(std430, binding = 2) writeonly buffer SenseOut { uvec4 senseOut[]; };
            layout(std430, binding = 3) writeonly buffer DepositOut { uvec4 depositOut[]; };
            uniform bool uDiffuse;
            uniform float uScale;      // diffusing: decay·(1−fade)/9, else (1−fade)
            uniform float uCapUnits;   // trailCap in fixed-point units
            \(paintDeclarations)

            uvec4 scaled(uvec3 sum) { return uvec4(uvec3(min(vec3(sum) * uScale, vec3(uCapUnits))), 0u); }
            void main() {
                int g = int(\(ComputeGrid.linearIndexGLSL));
                if (g >= SIDE * RUNS_PER_ROW) return;
                int y = g / RUNS_PER_ROW;
                int x0 = (g - y * RUNS_PER_ROW) * \(cells);
                int base = y * SIDE + x0;
                uvec4 \(ks.map { "o\($0)" }.joined(separator: ", "));
                if (uDiffuse) {
                    int xl = x0 == 0 ? SIDE - 1 : x0 - 1;
                    int xr = x0 + \(cells) == SIDE ? 0 : x0 + \(cells);
                    int rows[3] = int[3]((y == 0 ? SIDE - 1 : y - 1) * SIDE, y * SIDE, (y == SIDE - 1 ? 0 : y + 1) * SIDE);
                    uvec3 \(columns);
                    for (int r = 0; r < 3; r++) {
                        int b = rows[r];
                        \(fetches.joined(separator: "\n                        "))
                    }
                    \(blurred)
                } else {
                    \(plain)
                }
                \(paintCells)
                \(stores)
            }
            """
    }

    /// The paint flags of a cell's paint texel: bit 0 a wall, bit 1 a stimulus.
    static let paintFlags = """
        uint paintFlags(vec4 p) { return (p.w > 0.5 ? 1u : 0u) | (p.xyz != vec3(0.0) ? 2u : 0u); }
        """

    /// A stroke's effect on the trail (sensing and deposit buffers) over its rows (`uRowCount`
    /// rows from `uFirstRow` on, wrapping): the cells an Erase reached and walls emptied, every
    /// cell's paint flags in the fourth word, so the next step sees the stroke.
    static func paintApply(fieldSize side: Int, groupSize: Int) -> String {
        header(side) + """
            layout(local_size_x = \(groupSize)) in;
            layout(std430, binding = 0) buffer Sense { uvec4 sense[]; };
            layout(std430, binding = 1) buffer Deposit { uvec4 deposit[]; };
            layout(std430, binding = 2) readonly buffer Erased { uint erased[]; };
            layout(std430, binding = 3) readonly buffer Paint { vec4 paint[]; };
            uniform int uFirstRow;
            uniform int uRowCount;
            \(paintFlags)
            void main() {
                int g = int(\(ComputeGrid.linearIndexGLSL));
                if (g >= uRowCount * SIDE) return;
                int cell = ((uFirstRow + g / SIDE) % SIDE) * SIDE + g % SIDE;
                uint flags = paintFlags(paint[cell]);
                bool empty = erased[cell] != 0u || (flags & 1u) != 0u;
                uvec4 s = sense[cell], d = deposit[cell];
                sense[cell] = uvec4(empty ? uvec3(0u) : s.xyz, flags);
                deposit[cell] = uvec4(empty ? uvec3(0u) : d.xyz, flags);
            }
            """
    }

    /// Counts agent heads per cell into an R32UI image (head glow).
    static func heads(fieldSize side: Int, groupSize: Int) -> String {
        header(side) + """
            layout(local_size_x = \(groupSize)) in;
            layout(std430, binding = 0) readonly buffer Agents { uvec4 agents[]; };
            layout(r32ui, binding = 0) uniform uimage2D uHeads;
            uniform uint uCount;
            void main() {
                uint i = \(ComputeGrid.linearIndexGLSL);
                if (i >= uCount) return;
                ivec2 cell = min(ivec2(uintBitsToFloat(agents[i].xy)), ivec2(SIDE - 1));
                imageAtomicAdd(uHeads, cell, 1u);
            }
            """
    }

    /// Converts the fixed-point sensing buffer into the RGBA32F trail texture the renderer reads.
    static func exportTrail(fieldSize side: Int) -> String {
        header(side) + """
            layout(local_size_x = \(exportGroupSide), local_size_y = \(exportGroupSide)) in;
            layout(binding = 0) uniform usamplerBuffer uField;
            layout(rgba32f, binding = 0) writeonly uniform image2D uTrail;
            void main() {
                ivec2 p = ivec2(gl_GlobalInvocationID.xy);
                if (p.x >= SIDE || p.y >= SIDE) return;
                imageStore(uTrail, p, vec4(vec3(texelFetch(uField, p.y * SIDE + p.x).xyz) * (1.0 / UNITS_PER_TRAIL), 0.0));
            }
            """
    }
}
