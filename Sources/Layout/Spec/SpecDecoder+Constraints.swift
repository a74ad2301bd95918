/// Reading the `constraints` array: each entry is a VFL or expression string, bare or as an object
/// with options, a priority and an id; the strings themselves are parsed later, by ``ConstraintModel``.
extension SpecDecoder {
  /// The entries that could be read, each with its index in the array; every problem is recorded
  /// in `errors`, one entry's not stopping the next.
  static func decodeConstraints(_ value: JSONValue?, errors: inout SpecErrorList)
    -> [(index: Int, spec: ConstraintSpec)]
  {
    guard let value else { return [] }
    guard case .array(let elements) = value.kind else {
      errors.record(.typeMismatch(
        path: "constraints", expected: "an array", found: value.typeName, at: value.offset))
      return []
    }
    guard elements.count <= SpecLimits.maximumConstraints else {
      errors.record(.limitExceeded(
        path: "constraints",
        message: "\(elements.count) constraints; the limit is \(SpecLimits.maximumConstraints)",
        at: value.offset))
      return []
    }
    var result: [(index: Int, spec: ConstraintSpec)] = []
    var ids: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let entry = errors.attempt(collecting: { (errors: inout SpecErrorList) throws(SpecError) in
        try decodeConstraint(element, index: index, ids: &ids, errors: &errors)
      })
      if let entry { result.append((index, entry)) }
    }
    return result
  }

  static func decodeConstraint(
    _ element: JSONValue, index: Int, ids: inout [String: Int], errors: inout SpecErrorList
  ) throws(SpecError) -> ConstraintSpec {
    let path = "constraints[\(index)]"
    switch element.kind {
    case .string(let text):
      try checkLength(text, path: path, at: element.offset)
      let body: ConstraintSpec.Body =
        ConstraintSpec.looksLikeVFL(text) ? .vfl(text, options: []) : .expression(text)
      return ConstraintSpec(body: body, offset: element.offset, textOffset: element.offset)
    case .object:
      let reader = try JSONObjectReader(
        element, path: path, allowed: constraintKeys, unknownKeys: &errors)
      let vfl = reader["vfl"]
      let expr = reader["expr"]
      var body: ConstraintSpec.Body
      var textOffset = element.offset
      switch (vfl, expr) {
      case (let vfl?, nil):
        let text = try string(vfl, path: "\(path).vfl")
        try checkLength(text, path: "\(path).vfl", at: vfl.offset)
        var options: [String] = []
        if let optionsValue = reader["options"] {
          guard case .array(let items) = optionsValue.kind else {
            throw .typeMismatch(
              path: "\(path).options", expected: "an array of option names",
              found: optionsValue.typeName, at: optionsValue.offset)
          }
          for (optionIndex, item) in items.enumerated() {
            options.append(try string(item, path: "\(path).options[\(optionIndex)]"))
          }
        }
        body = .vfl(text, options: options)
        textOffset = vfl.offset
      case (nil, let expr?):
        let text = try string(expr, path: "\(path).expr")
        try checkLength(text, path: "\(path).expr", at: expr.offset)
        if let options = reader["options"] {
          throw .invalidValue(
            path: "\(path).options", message: "layout options apply to VFL only, not to \"expr\"",
            at: options.offset)
        }
        body = .expression(text)
        textOffset = expr.offset
      case (nil, nil):
        throw .missingKey("vfl\" or \"expr", path: path, at: element.offset)
      case (_?, let expr?):
        throw .invalidValue(
          path: path, message: "give either \"vfl\" or \"expr\", not both", at: expr.offset)
      }
      var spec = ConstraintSpec(body: body, offset: element.offset, textOffset: textOffset)
      if let priority = reader["priority"] {
        spec.priority = try self.priority(priority, path: "\(path).priority")
      }
      if let idValue = reader["id"] {
        let id = try string(idValue, path: "\(path).id")
        if let first = ids[id] {
          throw .invalidValue(
            path: "\(path).id", message: "the id \"\(id)\" is already used by constraints[\(first)]",
            at: idValue.offset)
        }
        ids[id] = index
        spec.id = id
      }
      if let assumed = reader["assumed"] {
        spec.isAssumed = try boolean(assumed, path: "\(path).assumed")
      }
      if let broken = reader["brokenInLog"] {
        spec.isBrokenInLog = try boolean(broken, path: "\(path).brokenInLog")
      }
      return spec
    default:
      throw .typeMismatch(
        path: path, expected: "a string or an object with \"vfl\" or \"expr\"",
        found: element.typeName, at: element.offset)
    }
  }
}
