// Anti-aliased pixel detection after V. Vyšniauskas, "Anti-aliased pixel and intensity slope
// detector" (2009), as pixelmatch applies it. A pixel drawn by anti-aliasing sits on an edge:
// among its eight neighbours it has both a darker and a brighter one, few of the same
// brightness, and the darkest or the brightest of them lies inside a flat area of one color
// (the shape on one side of the edge, the background on the other) in both frames. When an
// edge moves by a fraction of a pixel only such pixels change, so they are not a difference.

extension PixelPlane {
    /// Whether the pixel at (`x`, `y`) of this frame looks like anti-aliasing between two flat
    /// areas that are flat in `other` too.
    func isAntiAliased(x: Int, y: Int, comparedWith other: PixelPlane) -> Bool {
        let center = y * width + x
        let centerBrightness = brightness(at: center)
        // The frame's border hides neighbours; count it as one alike, as pixelmatch does.
        var alike = isOnBorder(x: x, y: y) ? 1 : 0
        var darkest = (step: 0.0, index: -1)
        var brightest = (step: 0.0, index: -1)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let neighbour = ny * width + nx
                let step = brightness(at: neighbour) - centerBrightness
                if step == 0 {
                    // Inside a run of one brightness: part of a flat area or a line, not an edge.
                    alike += 1
                    if alike > 2 { return false }
                } else if step < darkest.step {
                    darkest = (step, neighbour)
                } else if step > brightest.step {
                    brightest = (step, neighbour)
                }
            }
        }
        guard darkest.index >= 0, brightest.index >= 0 else { return false }
        return (isInFlatArea(darkest.index) && other.isInFlatArea(darkest.index))
            || (isInFlatArea(brightest.index) && other.isInFlatArea(brightest.index))
    }

    /// Whether at least three of the pixel's neighbours have exactly its color.
    private func isInFlatArea(_ index: Int) -> Bool {
        let x = index % width, y = index / width
        let color = word(at: index)
        var alike = isOnBorder(x: x, y: y) ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if word(at: ny * width + nx) == color {
                    alike += 1
                    if alike >= 3 { return true }
                }
            }
        }
        return false
    }

    @inline(__always)
    private func isOnBorder(x: Int, y: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }
}
