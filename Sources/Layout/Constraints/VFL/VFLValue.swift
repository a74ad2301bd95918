/// What a constant or priority position held.
enum VFLValue: Sendable {
  case number(Double)
  case metric(String, Double)
  /// A view name, allowed only inside a view's predicate list.
  case view(String)
}
