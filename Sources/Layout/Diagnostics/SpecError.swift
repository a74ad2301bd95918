import VFLPreviewSupport

/// Everything that can be wrong with a spec file, each with a human message and the place in the
/// file it refers to (a byte offset, turned into `line:column` when printed).
public indirect enum SpecError: Error, Sendable, Equatable {
  /// The file is not valid JSON.
  case invalidJSON(String, at: Int, note: SpecNote? = nil)
  /// A value has the wrong JSON type (`"width": "400"`).
  case typeMismatch(path: String, expected: String, found: String, at: Int)
  /// An object has a key the spec format does not define.
  case unknownKey(String, path: String, allowed: [String], suggestion: String?, at: Int)
  /// A required key is absent.
  case missingKey(String, path: String, at: Int)
  /// A value has the right type but is not acceptable (negative size, priority out of range…).
  case invalidValue(path: String, message: String, at: Int, note: SpecNote? = nil)
  /// A limit that protects the tool from absurd input (views, canvas size, string length…).
  case limitExceeded(path: String, message: String, at: Int)
  /// A constraint string could not be parsed. `textOffset` is where the string's first character
  /// sits in the file, when the string has no escapes before the error (else the string's start).
  case constraint(
    index: Int, path: String, text: String, message: String, position: Int?, note: String?,
    at: Int)
  /// More than one problem, found in one run as a compiler does: `errors` in file order (never
  /// nested, at most ``SpecErrorList/maximumCount``), and how many more were found but not kept.
  /// The message, offset and note are the first error's.
  case several([SpecError], omitted: Int)

  /// Every error this one stands for, in file order: itself, or the list of ``several(_:omitted:)``.
  public var errors: [SpecError] {
    if case .several(let errors, _) = self { return errors }
    return [self]
  }

  /// The message, without location.
  public var message: String {
    switch self {
    case .invalidJSON(let message, _, _):
      return "invalid JSON: \(message)"
    case .typeMismatch(let path, let expected, let found, _):
      return "\(path) must be \(expected), not \(found)"
    case .unknownKey(let key, let path, let allowed, _, _):
      let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
      return "unknown key \"\(key)\" in \(path) (allowed: \(list))"
    case .missingKey(let key, let path, _):
      return "\(path) is missing the required key \"\(key)\""
    case .invalidValue(let path, let message, _, _):
      return "\(path): \(message)"
    case .limitExceeded(let path, let message, _):
      return "\(path): \(message)"
    case .constraint(_, let path, _, let message, _, _, _):
      return "\(path): \(message)"
    case .several(let errors, _):
      return errors.first?.message ?? ""
    }
  }

  /// The byte offset in the file the error points at.
  public var offset: Int {
    switch self {
    case .invalidJSON(_, let offset, _), .typeMismatch(_, _, _, let offset),
      .unknownKey(_, _, _, _, let offset), .missingKey(_, _, let offset),
      .invalidValue(_, _, let offset, _), .limitExceeded(_, _, let offset),
      .constraint(_, _, _, _, _, _, let offset):
      return offset
    case .several(let errors, _):
      return errors.first?.offset ?? 0
    }
  }

  /// A hint printed after the message.
  public var note: SpecNote? {
    switch self {
    case .invalidJSON(_, _, let note), .invalidValue(_, _, _, let note):
      return note
    case .unknownKey(_, _, _, let suggestion?, _):
      return SpecNote(message: DidYouMean.note(offering: [suggestion]))
    case .constraint(_, _, _, _, _, let note?, _):
      return SpecNote(message: note)
    case .several(let errors, _):
      return errors.first?.note
    default:
      return nil
    }
  }
}
