extension Comparable {
    /// The value moved into `range`: its lower bound when below it, its upper bound when above,
    /// itself otherwise. The one clamp every module uses (scroll offsets, text indices,
    /// subview positions).
    package func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
