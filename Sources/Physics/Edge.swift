/// A fixed line segment that bodies collide with from either side: a boundary.
public struct Edge: Equatable, Sendable {
    public var start: Vec2
    public var end: Vec2
    /// Collides with bodies whose `edgeMask` shares a bit with it.
    public var mask: UInt64
    /// Chosen by the owner to tell its edges apart in contact events.
    public var tag: Int

    public init(from start: Vec2, to end: Vec2, mask: UInt64, tag: Int = 0) {
        self.start = start
        self.end = end
        self.mask = mask
        self.tag = tag
    }
}
