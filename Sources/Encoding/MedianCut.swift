import Basics
/// Median-cut palette building, in the variance-minimising form: repeatedly take the box of
/// colors with the largest squared error, and cut it across its widest-spread channel where
/// the two halves' squared error along that channel is smallest. Each box becomes the
/// pixel-weighted mean of its colors.
///
/// Deterministic: boxes are kept in an array, cuts are stable partitions, and every tie goes to
/// the lowest index or value. (`package`, not internal, so the package's tests reach it:
/// release builds do not compile libraries for `@testable import`.)
package enum MedianCut {
    /// At most `maximumCount` colors summarising `colors` (distinct, opaque), where
    /// `counts[i]` pixels have `colors[i]`.
    package static func palette(colors: [RGBA], counts: [Int], maximumCount: Int) -> [RGBA] {
        precondition(colors.count == counts.count && maximumCount > 0)
        guard !colors.isEmpty else { return [] }
        var members = Array(0..<colors.count)
        var boxes = [Box(range: 0..<colors.count, members: members, colors: colors, counts: counts)]

        while boxes.count < maximumCount {
            var chosen: Int?
            for index in boxes.indices where boxes[index].isCuttable {
                if chosen == nil || boxes[index].squaredError > boxes[chosen!].squaredError { chosen = index }
            }
            guard let chosen else { break }
            let box = boxes[chosen]
            let middle = cut(box, members: &members, colors: colors, counts: counts)
            boxes[chosen] = Box(range: box.range.lowerBound..<middle, members: members, colors: colors, counts: counts)
            boxes.append(Box(range: middle..<box.range.upperBound, members: members, colors: colors, counts: counts))
        }
        return boxes.map(\.meanColor)
    }

    /// Reorders the box's members so those at or below the best threshold on its axis come
    /// first, keeping their relative order, and returns where the second half starts.
    private static func cut(_ box: Box, members: inout [Int], colors: [RGBA], counts: [Int]) -> Int {
        let axis = box.axis
        // Pixel count, sum and sum of squares for each value of the axis channel.
        var countAt = [Double](repeating: 0, count: 256)
        var sumAt = [Double](repeating: 0, count: 256)
        var squaresAt = [Double](repeating: 0, count: 256)
        var lowest = 255, highest = 0
        for member in members[box.range] {
            let value = Int(colors[member].channel(axis))
            let count = Double(counts[member])
            countAt[value] += count
            sumAt[value] += count * Double(value)
            squaresAt[value] += count * Double(value * value)
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        let (total, totalSum, totalSquares) = (box.count, box.sum[axis], box.squares[axis])

        // Values ≤ threshold go first; lowest ≤ threshold < highest keeps both halves non-empty.
        var threshold = lowest
        var bestError = Double.infinity
        var (count, sum, squares) = (0.0, 0.0, 0.0)
        for value in lowest..<highest {
            count += countAt[value]; sum += sumAt[value]; squares += squaresAt[value]
            guard count > 0 else { continue }
            let (restCount, restSum) = (total - count, totalSum - sum)
            let error = squares - sum * sum / count + (totalSquares - squares) - restSum * restSum / restCount
            if error < bestError {
                bestError = error
                threshold = value
            }
        }

        // A stable in-place partition: the low half moves down, the high half goes through a
        // buffer. Slicing `members` instead would copy the whole array on every cut.
        var high: [Int] = []
        var middle = box.range.lowerBound
        members.withUnsafeMutableBufferPointer { members in
            for position in box.range {
                let member = members[position]
                if Int(colors[member].channel(axis)) <= threshold {
                    members[middle] = member
                    middle += 1
                } else {
                    high.append(member)
                }
            }
            for (offset, member) in high.enumerated() { members[middle + offset] = member }
        }
        return middle
    }

    /// Some colors (`members[range]`) and their pixel statistics per channel (0 red, 1 green, 2 blue).
    private struct Box {
        let range: Range<Int>
        let count: Double
        let sum: SIMD3<Double>
        let squares: SIMD3<Double>
        /// Σ over pixels of the squared distance to the box's mean color.
        let squaredError: Double
        /// The channel to cut across: of those whose values differ, the one with most error.
        let axis: Int

        init(range: Range<Int>, members: [Int], colors: [RGBA], counts: [Int]) {
            var count = 0.0
            var sum = SIMD3<Double>(), squares = SIMD3<Double>()
            var lowest = SIMD3<UInt8>(repeating: 255), highest = SIMD3<UInt8>(repeating: 0)
            for member in members[range] {
                let color = colors[member]
                let value = SIMD3(color.r, color.g, color.b)
                let weight = Double(counts[member])
                let real = SIMD3<Double>(value)
                count += weight
                sum += weight * real
                squares += weight * real * real
                lowest = pointwiseMin(lowest, value)
                highest = pointwiseMax(highest, value)
            }
            let errors = (0..<3).map { max(0, squares[$0] - sum[$0] * sum[$0] / count) }
            self.range = range
            self.count = count
            self.sum = sum
            self.squares = squares
            squaredError = errors.reduce(0, +)
            // Only a channel whose values differ can be cut; rounding can leave a flat channel
            // a tiny positive error, so the spread decides which channels qualify.
            let spread = (0..<3).filter { highest[$0] > lowest[$0] }
            axis = spread.max { errors[$0] < errors[$1] } ?? 0
        }

        /// Distinct colors always differ in some channel, so any box of two or more can be cut.
        var isCuttable: Bool { range.count > 1 }

        var meanColor: RGBA {
            let mean = (sum / count).rounded(.toNearestOrAwayFromZero)
            func channel(_ index: Int) -> UInt8 { UInt8(min(255, max(0, mean[index]))) }
            return RGBA(channel(0), channel(1), channel(2))
        }
    }
}

extension RGBA {
    /// Red, green or blue for 0, 1 or 2.
    @inline(__always)
    func channel(_ index: Int) -> UInt8 {
        switch index {
        case 0: return r
        case 1: return g
        default: return b
        }
    }
}
