import VFLPreviewSupport

/// Reads the members of a JSON object for the decoder, rejecting keys the format does not define
/// (with a did-you-mean) so that a typo like `"widht"` is an error rather than silently ignored.
struct JSONObjectReader {
  let members: [(key: String, keyOffset: Int, value: JSONValue)]
  let path: String
  let offset: Int
  /// Unknown keys by the key each is probably a typo of (`"widht"` under `"width"`).
  private var typos: [String: SpecError] = [:]

  /// - Parameter allowed: the keys this object may have; `nil` for dictionaries with free keys.
  init(_ value: JSONValue, path: String, allowed: [String]?) throws(SpecError) {
    var unknown = SpecErrorList()
    try self.init(value, path: path, allowed: allowed, unknownKeys: &unknown)
    try unknown.throwIfAny()
  }

  /// Records every unknown key in `unknownKeys` instead of stopping at the first: each is its own
  /// error, and the known keys can still be read.
  init(_ value: JSONValue, path: String, allowed: [String]?, unknownKeys: inout SpecErrorList)
    throws(SpecError)
  {
    guard case .object(let members) = value.kind else {
      throw .typeMismatch(path: path, expected: "an object", found: value.typeName, at: value.offset)
    }
    if let allowed {
      for member in members where !allowed.contains(member.key) {
        let suggestion = DidYouMean.suggestion(for: member.key, among: allowed)
        let error = SpecError.unknownKey(
          member.key, path: path, allowed: allowed, suggestion: suggestion, at: member.keyOffset)
        unknownKeys.record(error)
        if let suggestion, typos[suggestion] == nil { typos[suggestion] = error }
      }
    }
    self.members = members
    self.path = path
    self.offset = value.offset
  }

  subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  func required(_ key: String) throws(SpecError) -> JSONValue {
    guard let value = self[key] else {
      // A misspelt key is reported once, as unknown with its did-you-mean, not also as missing.
      throw typos[key] ?? .missingKey(key, path: path, at: offset)
    }
    return value
  }
}
