/// GIF's variable-width LZW, with choices: a pixel may name two palette indices that show the
/// same (its color, and the transparent index where the screen already shows that color),
/// and the encoder takes whichever extends the string it is building.
///
/// - Codes start at `minimumCodeSize + 1` bits and widen when the next code to assign needs
///   another bit, up to 12; when code 4095 would be assigned the table is cleared instead (as
///   most encoders do, so every decoder copes).
/// - The string table maps (`code`, `index`) to the code for `code`'s string followed by
///   `index`: an open-addressing hash table of 8,192 words (32 KB, small enough to stay in the
///   fastest cache), each `(code << 8 | index) << 12 | child`, 0 for an empty slot (0 is never
///   an assigned code). Only the slots set since the last clear are reset, so one table serves
///   every image.
/// - Greedy: a string is extended while the table has it. Where both choices extend it, the
///   one that keeps matching longer over the next few pixels is taken; where neither does, the
///   new string starts with the first choice (the caller arranges the choices, see
///   `GIFOutputFile`).
struct LZWEncoder {
    static let maximumCode = 4095
    /// How far ahead a choice between two extending indices looks.
    static let lookahead = 8
    var slots = [UInt32](repeating: 0, count: StringTable.size)
    /// The slots set since the last clear.
    var used: [Int32] = []

    init() { used.reserveCapacity(4096) }

    /// The packed code stream (without the block framing) for `indices`, and the index each
    /// pixel was given. `alternative[i]`, if given, is another index pixel `i` may take
    /// (equal to `indices[i]` when it has none).
    /// Every index must be below `1 << minimumCodeSize` (2...8).
    mutating func encode(
        _ indices: [UInt8], alternative: [UInt8]?, minimumCodeSize: Int
    ) -> (codes: [UInt8], chosen: [UInt8]) {
        encode(indices, alternative: alternative, minimumCodeSize: minimumCodeSize, standIns: NoStandIns())
    }

    /// As above; where neither of a pixel's indices extends the string, `standIns` may offer
    /// another index that does (the lossy encoding, GIFLossiness.swift). Specialized for each
    /// kind, so the exact encoding pays nothing for it.
    mutating func encode<StandIns: LZWStandIns>(
        _ indices: [UInt8], alternative: [UInt8]?, minimumCodeSize: Int, standIns: StandIns
    ) -> (codes: [UInt8], chosen: [UInt8]) {
        precondition((2...8).contains(minimumCodeSize) && !indices.isEmpty)
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        // At most one code of at most 12 bits per pixel, plus the clear codes, the first and
        // the end code.
        var output = [UInt8](repeating: 0, count: indices.count * 2 + 16)
        var outputCount = 0
        var chosen = indices
        var bitBuffer: UInt64 = 0
        var bitCount = 0
        var width = minimumCodeSize + 1
        // The code the newest string got (as the decoder counts, one ahead of what it has read).
        var highest = endCode
        var overflow = 1 << width

        resetTable()
        let count = indices.count
        output.withUnsafeMutableBufferPointer { output in
            @inline(__always) func emit(_ code: Int) {
                bitBuffer |= UInt64(code) << UInt64(bitCount)
                bitCount += width
                while bitCount >= 8 {
                    output[outputCount] = UInt8(truncatingIfNeeded: bitBuffer)
                    outputCount += 1
                    bitBuffer >>= 8
                    bitCount -= 8
                }
            }
            emit(clearCode)
            indices.withUnsafeBufferPointer { indices in
                let alternatives = alternative ?? []
                alternatives.withUnsafeBufferPointer { alternatives in
                    let hasAlternatives = !alternatives.isEmpty
                    slots.withUnsafeMutableBufferPointer { child in
                        chosen.withUnsafeMutableBufferPointer { chosen in
                            var current = Int(indices[0])
                            if hasAlternatives && alternatives[0] != indices[0] && count > 1 {
                                // Start with the choice the next pixel can also take.
                                let next = (indices[1], alternatives[1])
                                if alternatives[0] == next.0 || alternatives[0] == next.1 { current = Int(alternatives[0]) }
                            }
                            chosen[0] = UInt8(current)
                            var pixel = 1
                            while pixel < count {
                                let primary = Int(indices[pixel])
                                let second = hasAlternatives ? Int(alternatives[pixel]) : primary
                                let viaPrimary = StringTable.child(of: current, index: primary, in: child)
                                let viaSecond = second == primary ? 0 : StringTable.child(of: current, index: second, in: child)
                                var taken = -1, next = 0
                                if viaPrimary != 0 && viaSecond != 0 {
                                    let lengthPrimary = Self.matchLength(
                                        from: viaPrimary, at: pixel + 1, indices, alternatives, child, limit: Self.lookahead)
                                    let lengthSecond = Self.matchLength(
                                        from: viaSecond, at: pixel + 1, indices, alternatives, child, limit: Self.lookahead)
                                    (taken, next) = lengthSecond > lengthPrimary ? (second, viaSecond) : (primary, viaPrimary)
                                } else if viaPrimary != 0 {
                                    (taken, next) = (primary, viaPrimary)
                                } else if viaSecond != 0 {
                                    (taken, next) = (second, viaSecond)
                                } else {
                                    (taken, next) = standIns.standIn(
                                        after: current, at: pixel, indices, alternatives, child, clearCode: clearCode)
                                }
                                if taken >= 0 {
                                    current = next
                                    chosen[pixel] = UInt8(taken)
                                    pixel += 1
                                    continue
                                }
                                emit(current)
                                let symbol = primary
                                highest += 1
                                if highest == overflow && width < 12 {
                                    width += 1
                                    overflow <<= 1
                                }
                                if highest >= Self.maximumCode {
                                    emit(clearCode)
                                    width = minimumCodeSize + 1
                                    highest = endCode
                                    overflow = 1 << width
                                    StringTable.clear(child, used: &used)
                                } else {
                                    StringTable.insert(child: highest, of: current, index: symbol, in: child, used: &used)
                                }
                                current = symbol
                                chosen[pixel] = UInt8(symbol)
                                pixel += 1
                            }
                            emit(current)
                            // The decoder counts a code for the string it just read before reading
                            // the end code, so the width may grow here too.
                            highest += 1
                            if highest == overflow && width < 12 {
                                width += 1
                                overflow <<= 1
                            }
                            emit(endCode)
                        }
                    }
                }
            }
            if bitCount > 0 {
                output[outputCount] = UInt8(truncatingIfNeeded: bitBuffer)
                outputCount += 1
            }
        }
        output.removeLast(output.count - outputCount)
        return (output, chosen)
    }

    /// How many pixels from `start` on the table matches after the string `code`, taking
    /// either choice (primary first), up to `limit`.
    @inline(__always)
    static func matchLength(
        from code: Int, at start: Int, _ indices: UnsafeBufferPointer<UInt8>,
        _ alternatives: UnsafeBufferPointer<UInt8>, _ child: UnsafeMutableBufferPointer<UInt32>, limit: Int
    ) -> Int {
        var code = code
        var pixel = start
        let end = min(indices.count, start + limit)
        while pixel < end {
            var next = StringTable.child(of: code, index: Int(indices[pixel]), in: child)
            if next == 0 { next = StringTable.child(of: code, index: Int(alternatives[pixel]), in: child) }
            if next == 0 { break }
            code = next
            pixel += 1
        }
        return pixel - start
    }

    mutating func resetTable() {
        slots.withUnsafeMutableBufferPointer { StringTable.clear($0, used: &used) }
    }
}

/// Another index a pixel may take where neither of its own extends the string `code`: the
/// index and the code of the longer string, or (-1, 0) for none.
protocol LZWStandIns {
    func standIn(
        after code: Int, at pixel: Int, _ indices: UnsafeBufferPointer<UInt8>, _ alternatives: UnsafeBufferPointer<UInt8>,
        _ child: UnsafeMutableBufferPointer<UInt32>, clearCode: Int
    ) -> (index: Int, next: Int)
}

/// The exact encoding: no stand-ins.
struct NoStandIns: LZWStandIns {
    @inline(__always)
    func standIn(
        after code: Int, at pixel: Int, _ indices: UnsafeBufferPointer<UInt8>, _ alternatives: UnsafeBufferPointer<UInt8>,
        _ child: UnsafeMutableBufferPointer<UInt32>, clearCode: Int
    ) -> (index: Int, next: Int) {
        (-1, 0)
    }
}

/// LZW's string table as a hash table (see `LZWEncoder`), working on the encoder's slots.
enum StringTable {
    private static let bits = 13
    private static let mask = (1 << bits) - 1
    static let size = 1 << bits

    @inline(__always)
    private static func home(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - bits))
    }

    /// The code of `code`'s string followed by `index`, or 0.
    @inline(__always)
    static func child(of code: Int, index: Int, in slots: UnsafeMutableBufferPointer<UInt32>) -> Int {
        let key = UInt32(truncatingIfNeeded: code << 8 | index)
        var slot = home(key)
        while true {
            let entry = slots[slot]
            if entry == 0 { return 0 }
            if entry >> 12 == key { return Int(entry & 0xFFF) }
            slot = (slot + 1) & mask
        }
    }

    /// Records `child` (never 0) as the code of `code`'s string followed by `index`, which the
    /// table does not hold yet.
    @inline(__always)
    static func insert(
        child: Int, of code: Int, index: Int, in slots: UnsafeMutableBufferPointer<UInt32>, used: inout [Int32]
    ) {
        let key = UInt32(truncatingIfNeeded: code << 8 | index)
        var slot = home(key)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = key << 12 | UInt32(child)
        used.append(Int32(slot))
    }

    static func clear(_ slots: UnsafeMutableBufferPointer<UInt32>, used: inout [Int32]) {
        for slot in used { slots[Int(slot)] = 0 }
        used.removeAll(keepingCapacity: true)
    }
}
