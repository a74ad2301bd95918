/// Why a spec could not be solved: a problem in the spec itself, or the solver giving up.
public enum LayoutError: Error, Sendable {
  /// The spec is invalid; the error says where.
  case spec(SpecError)
  /// The solver stopped (iteration cap); an internal error to report, never an endless loop.
  case solver(String)

  public var message: String {
    switch self {
    case .spec(let error): return error.message
    case .solver(let message): return "internal solver error: \(message)"
    }
  }
}
