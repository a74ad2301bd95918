/// Gathers the errors of one spec so that all of them are reported in one run, as a compiler does:
/// each part that can be checked on its own (a key, a view, a metric, a constraint entry) is
/// attempted, and what it throws is recorded here rather than stopping the rest.
struct SpecErrorList {
  /// How many errors one run keeps; past this they are only counted ("N more errors not shown").
  static let maximumCount = 20

  private(set) var errors: [SpecError] = []
  private(set) var omitted = 0

  var isEmpty: Bool { errors.isEmpty }

  mutating func record(_ error: SpecError) {
    if case .several(let list, let more) = error {
      for error in list { record(error) }
      omitted += more
    } else if errors.contains(error) {
      return  // the same problem reached two ways (a misspelt required key)
    } else if errors.count < Self.maximumCount {
      errors.append(error)
    } else {
      omitted += 1
    }
  }

  /// Runs `body`; on an error records it and returns `nil`.
  @discardableResult
  mutating func attempt<T>(_ body: () throws(SpecError) -> T) -> T? {
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// Runs `body`, which may record errors of its own in the list it is given (unknown keys, one
  /// bad member among many); what it throws is recorded too, and then it returns `nil`.
  @discardableResult
  mutating func attempt<T>(collecting body: (inout SpecErrorList) throws(SpecError) -> T) -> T? {
    do {
      return try body(&self)
    } catch {
      record(error)
      return nil
    }
  }

  /// The one error, or all of them in file order; `nil` when there are none.
  var combined: SpecError? {
    guard let first = errors.first else { return nil }
    if errors.count == 1 && omitted == 0 { return first }
    let sorted = errors.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }.map(\.element)
    return .several(sorted, omitted: omitted)
  }

  /// Throws what was recorded, if anything.
  func throwIfAny() throws(SpecError) {
    if let combined { throw combined }
  }
}
