/// How different a snapshot may be from its reference and still pass: `Preview`'s
/// ``ComparisonTolerance``, the rule `vfl-preview --check` and `vfl-preview diff` also judge by.
public typealias SnapshotTolerance = ComparisonTolerance
