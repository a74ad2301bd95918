/// A JSON value that remembers where it was written, so that errors about the spec's meaning
/// (an unknown key, a wrong type, a negative size) can point at a line and column.
public struct JSONValue: Sendable, Equatable {
  /// The value itself. Objects keep their keys in file order.
  public enum Kind: Sendable, Equatable {
    case object([(key: String, keyOffset: Int, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.object(let a), .object(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      case (.array(let a), .array(let b)): return a == b
      case (.string(let a), .string(let b)): return a == b
      case (.number(let a), .number(let b)): return a == b
      case (.bool(let a), .bool(let b)): return a == b
      case (.null, .null): return true
      default: return false
      }
    }
  }

  public var kind: Kind
  /// Where the value starts in the file.
  /// The byte offset in the file where the value starts.
  public var offset: Int

  public init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// The name of the value's type as a user would say it, for "expected a number, found a string".
  public var typeName: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

