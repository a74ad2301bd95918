import VFLPreviewSupport

extension Solution {
  /// The machine-readable result, as `vfl-preview --format json` writes it:
  /// `{"canvas": …, "views": {"name": {"x", "y", "width", "height"}}, "conflicts": […],
  /// "ambiguous": […], "warnings": [{"kind", "view", "message"}]}`, keys sorted and indented by two spaces, ending with a newline. A view
  /// with an `id` (an imported one) lists it beside its frame. Text rather than a JSON value, so that the package's JSON writer stays internal to the package.
  public var json: String { jsonDocument.text }

  /// The document `json` prints.
  package var jsonDocument: JSONOutput {
    var views: [String: JSONOutput] = [:]
    for name in viewNames {
      guard let frame = frames[name] else { continue }
      var members: [String: JSONOutput] = [
        "x": .number(frame.x), "y": .number(frame.y),
        "width": .number(frame.width), "height": .number(frame.height),
      ]
      if let id = ids[name] { members["id"] = .string(id) }
      views[name] = .object(members)
    }
    // Every conflict of one long VFL string points into it: each quotes a window of it, not all of it.
    var excerpts = ConstraintExcerpts()
    var conflictViews = ConflictViews()
    return .object([
      "canvas": .object(["width": .number(canvas.width), "height": .number(canvas.height)]),
      "views": .object(views),
      "conflicts": .array(conflicts.map { $0.json(excerpts: &excerpts, views: &conflictViews) }),
      "ambiguous": .array(ambiguities.map(\.json)),
      "warnings": .array(warnings.map(\.json)),
    ])
  }
}

extension LayoutWarning {
  var json: JSONOutput {
    .object(["kind": .string(kind), "view": .string(view), "message": .string(message)])
  }
}

extension Conflict {
  /// A conflict with more than `Conflict.maximumListed` constraints (or views) lists the first ones
  /// and says how many there are in `withCount` (`viewCount`).
  func json(excerpts: inout ConstraintExcerpts, views: inout ConflictViews) -> JSONOutput {
    let listed = conflicting.prefix(Conflict.maximumListed)
    let (names, viewCount) = views.views(of: self, limit: Conflict.maximumListed)
    var members: [String: JSONOutput] = [
      "broken": .string(broken.description),
      "brokenSource": broken.source.json(excerpts: &excerpts),
      "with": .array(listed.map { .string($0.description) }),
      "withSources": .array(listed.map { $0.source.json(excerpts: &excerpts) }),
      "views": .array(names.map { .string($0) }),
    ]
    if conflicting.count > listed.count { members["withCount"] = .number(Double(conflicting.count)) }
    if !isExplained { members["explained"] = .bool(false) }
    if viewCount > names.count { members["viewCount"] = .number(Double(viewCount)) }
    return .object(members)
  }
}

extension Ambiguity {
  var json: JSONOutput {
    var members: [String: JSONOutput] = [
      "view": .string(view),
      "attributes": .array(attributes.map { .string($0.rawValue) }),
      "reasons": .array(causes.map { .string($0.description) }),
    ]
    if !competing.isEmpty {
      members["competing"] = .array(competing.map { .string($0.description) })
    }
    return .object(members)
  }
}

extension ConstraintSource {
  /// `text` is the whole source string when it is short; a long one is quoted as `excerpt`, a window
  /// around the span, with `excerptStart`, the character offset in the string where the window starts.
  /// `index` locates the whole string in the spec.
  func json(excerpts: inout ConstraintExcerpts) -> JSONOutput {
    var members: [String: JSONOutput] = [:]
    if let index { members["index"] = .number(Double(index)) }
    if let id { members["id"] = .string(id) }
    if let text {
      let excerpt = excerpts.excerpt(of: text, index: index, span: span)
      if excerpt.isWhole {
        members["text"] = .string(text)
      } else {
        members["excerpt"] = .string(excerpt.text)
        members["excerptStart"] = .number(Double(excerpt.start))
      }
    }
    if let span {
      members["span"] = .array([.number(Double(span.lowerBound)), .number(Double(span.upperBound))])
    }
    switch kind {
    case .vflConnection, .vflPredicate, .vflAlignment: members["kind"] = .string("vfl")
    case .expression: members["kind"] = .string("expression")
    case .intrinsicSize(let view, let axis, let hugging):
      members["kind"] = .string(hugging ? "contentHugging" : "compressionResistance")
      members["view"] = .string(view)
      members["axis"] = .string(axis.rawValue)
    case .nonNegativeSize(let view, let axis):
      members["kind"] = .string("nonNegativeSize")
      members["view"] = .string(view)
      members["axis"] = .string(axis.rawValue)
    }
    return .object(members)
  }
}
