import VFLPreviewSupport

/// Reads the members of a JSON object for the decoder, rejecting keys the format does not define
/// (with a did-you-mean) so that a typo like `"widht"` is an error rather than silently ignored.
struct JSONObjectReader {
  let members: [(key: String, keyOffset: Int, value: JSONValue)]
  let path: String
  let offset: Int

  /// - Parameter allowed: the keys this object may have; `nil` for dictionaries with free keys.
  init(_ value: JSONValue, path: String, allowed: [String]?) throws(SpecError) {
    guard case .object(let members) = value.kind else {
      throw .typeMismatch(path: path, expected: "an object", found: value.typeName, at: value.offset)
    }
    if let allowed {
      for member in members where !allowed.contains(member.key) {
        throw .unknownKey(
          member.key, path: path, allowed: allowed,
          suggestion: DidYouMean.suggestion(for: member.key, among: allowed), at: member.keyOffset)
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
    guard let value = self[key] else { throw .missingKey(key, path: path, at: offset) }
    return value
  }
}
