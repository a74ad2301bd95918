import Layout

// Preview's errors are printed like every other: through ``Diagnostic``. The conformances live
// here rather than beside each type because the PNG reader is also compiled without `Layout`
// (the fuzzing harness builds it alone).

extension RenderError: UserFacingError {
  public var failureKind: FailureKind {
    switch self {
    case .imageTooLarge, .imageOverBudget, .outOfMemory: return .overLimit
    case .framesOfSeveralDevices, .noSuchScene, .scenesOnSeveralDevices: return .invalidInput
    case .encoding: return .internalError
    }
  }
}

extension FontError: UserFacingError {
  public var failureKind: FailureKind { .missingResource }
}

extension PNGDecodingError: UserFacingError {
  public var failureKind: FailureKind {
    switch self {
    case .fileNotFound, .notARegularFile, .unreadableFile: return .unreadableInput
    case .imageTooLarge: return .overLimit
    case .notPNG, .emptyImage, .corrupt: return .invalidInput
    }
  }
}

extension PNGEncodingError: UserFacingError {
  public var failureKind: FailureKind { .internalError }
}
