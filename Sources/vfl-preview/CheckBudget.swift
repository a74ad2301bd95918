import Layout

/// The memory one `--check` may hold at once: the reference, the rendering and the diff image are
/// each within their own limits, but together they could need gigabytes. Each is checked against
/// what is already held before it is allocated.
enum CheckBudget: UserFacingError {
  /// RGBA pixels, 4 bytes each: 640 MB of images.
  static let maximumPixels = 160_000_000

  case overBudget(parts: [(String, Int)], total: Int)

  /// A refusal when `parts` (what is held plus what is about to be allocated) are over the budget.
  static func refusal(holding parts: [(String, Int)]) -> CheckBudget? {
    let total = parts.reduce(0) { $0 + $1.1 }
    return total > maximumPixels ? .overBudget(parts: parts, total: total) : nil
  }

  var failureKind: FailureKind { .overLimit }

  var message: String {
    switch self {
    case .overBudget(let parts, let total):
      let list = parts.map { "\($0.0) \($0.1) pixels" }.joined(separator: ", ")
      return "--check would hold \(total) pixels at once (\(list)), over its budget of \(Self.maximumPixels); "
        + "compare smaller images, or drop --diff-output"
    }
  }
}
