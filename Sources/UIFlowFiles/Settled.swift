/// A value looked at over time (a file's `stat`, a watch's inputs), taken only once it has stopped
/// changing: a new value is reported when two looks in a row find it, so that an editor's save in
/// several steps counts once, whole. `uiflow render --watch` and the preview's file store share it.
public struct Settled<Value: Equatable & Sendable>: Sendable {
    /// The last value taken.
    public private(set) var value: Value
    /// A new value seen by the last look, taken if the next look finds it again.
    private var pending: Value?

    /// Starts from `value`, taken as it is.
    public init(_ value: Value) {
        self.value = value
    }

    /// Looks at `current`: returns it when it differs from ``value`` and the previous look found
    /// the same (it is then ``value``), else `nil`.
    public mutating func look(_ current: Value) -> Value? {
        guard current != value else {
            pending = nil
            return nil
        }
        guard pending == current else {
            pending = current
            return nil
        }
        pending = nil
        value = current
        return current
    }

    /// Takes `value` as it is, forgetting a change being waited on (after writing the file
    /// oneself).
    public mutating func reset(to value: Value) {
        self.value = value
        pending = nil
    }
}
