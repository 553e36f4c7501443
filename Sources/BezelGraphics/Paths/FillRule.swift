/// Which points a fill covers where subpaths overlap.
public enum FillRule: Hashable, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of
    /// times: overlapping subpaths cut holes (the recessed bezel's ring).
    case evenOdd
}
