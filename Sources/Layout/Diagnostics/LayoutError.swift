/// Why a spec could not be solved: a problem in the spec itself, or the solver giving up.
public enum LayoutError: Error, Sendable {
  /// The spec is invalid; the error says where.
  case spec(SpecError)
  /// The solver stopped: its iteration cap (an internal error to report, never an endless loop) or
  /// the size limit of the ambiguity analysis.
  case solver(SolverError)

  public var message: String {
    switch self {
    case .spec(let error): return error.message
    case .solver(let error): return error.isInternal ? "internal solver error: \(error.message)" : error.message
    }
  }
}

extension LayoutError: UserFacingError {
  public var failureKind: FailureKind {
    switch self {
    case .spec: return .invalidInput
    case .solver(let error): return error.isInternal ? .internalError : .overLimit
    }
  }

  public var notes: [String] {
    switch self {
    case .spec(let error): return error.notes
    case .solver: return []
    }
  }

  public func diagnostics(fileName: String?, source: SourceText?) -> [Diagnostic] {
    switch self {
    case .spec(let error): return error.diagnostics(fileName: fileName, source: source)
    case .solver: return [diagnostic(fileName: fileName, source: source)]
    }
  }

  public func diagnostic(fileName: String?, source: SourceText?) -> Diagnostic {
    switch self {
    case .spec(let error):
      return error.diagnostic(fileName: fileName, source: source)
    case .solver:
      return Diagnostic(severity: .error, fileName: fileName, message: message)
    }
  }
}
