import Layout
import VFLPreviewSupport

/// The review as a reviewer reads it in a CI log: a headline per changed scene, then one line per
/// change with the document's ids and lines, then a verdict.
///
/// ```
/// Login: 2 constraints added, 1 changed (constant 8 → 16), emailField moved 8 pt down
///   added    constraint Q4l-GC-1vN  emailField.top == form.bottom + 16  (new.storyboard:48)
///   changed  constraint Stk-tp-001  form.top == safeArea.top + 16: constant 8 → 16  (new.storyboard:40)
///   moved    emailField (Eml-fd-001)  8 pt down
/// old.storyboard → new.storyboard: 1 of 3 scenes changed
/// ```
extension DocumentReview {
  /// Every changed scene's headline and details, and the last line; names and texts from the
  /// documents with control characters escaped.
  public var summary: String {
    var lines: [String] = []
    for scene in changedScenes {
      lines.append(scene.headline)
      lines += scene.details(oldName: oldName, newName: newName).map { "  " + $0 }
    }
    lines.append(verdict)
    return lines.map(Diagnostic.escapingControlCharacters).joined(separator: "\n") + "\n"
  }

  /// `old.storyboard → new.storyboard: 1 of 3 scenes changed (Login)`, or `no changes in 3 scenes`.
  public var verdict: String {
    let changed = changedScenes
    let documents = oldName == newName ? oldName : "\(oldName) → \(newName)"
    guard !changed.isEmpty else {
      return "\(documents): no changes in \(Self.count(scenes.count, "scene"))"
    }
    let names = changed.prefix(5).map(\.name).joined(separator: ", ") + (changed.count > 5 ? ", …" : "")
    return "\(documents): \(changed.count) of \(Self.count(scenes.count, "scene")) changed (\(names))"
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

extension SceneReview {
  /// `Login: 2 constraints added, 1 changed (constant 8 → 16), emailField moved 8 pt down`.
  public var headline: String {
    if isAdded {
      let views = SceneReview.identifiedViews(new).count
      return "\(name): new scene (\(DocumentReview.count(views, "view")), \(DocumentReview.count(new?.documentConstraints.count ?? 0, "constraint")))"
    }
    if isRemoved { return "\(name): scene removed" }
    var parts: [String] = []
    var constraintParts: [String] = []
    for kind in [ConstraintChange.Kind.added, .removed, .changed] {
      let matching = constraints(kind)
      guard !matching.isEmpty else { continue }
      var part = "\(matching.count) \(kind.rawValue)"
      if kind == .changed, matching.count == 1 { part += " (\(matching[0].differences.joined(separator: ", ")))" }
      constraintParts.append(part)
    }
    if !constraintParts.isEmpty {
      // The noun once, after the first number: "2 constraints added, 1 changed".
      var first = constraintParts.removeFirst()
      let number = first.prefix { $0.isNumber }
      first = "\(number) \(number == "1" ? "constraint" : "constraints")" + first.dropFirst(number.count)
      parts.append(([first] + constraintParts).joined(separator: ", "))
    }
    for kind in [ViewChange.Kind.added, .removed] {
      let matching = views(kind)
      if matching.count == 1 { parts.append(matching[0].sentence) }
      if matching.count > 1 { parts.append("\(matching.count) views \(kind.rawValue)") }
    }
    let moved = views(.moved)
    if moved.count <= 2 {
      parts += moved.map(\.sentence)
    } else {
      parts.append("\(moved.count) views moved or resized")
    }
    if conflictsBefore != conflictsAfter {
      parts.append(
        conflictsAfter > conflictsBefore
          ? "\(DocumentReview.count(conflictsAfter - conflictsBefore, "new conflict")) (\(conflictsAfter) in all)"
          : "\(DocumentReview.count(conflictsBefore - conflictsAfter, "conflict")) resolved (\(conflictsAfter) left)")
    }
    let ambiguous = newlyAmbiguous
    if !ambiguous.isEmpty {
      parts.append("now ambiguous: " + ambiguous.prefix(3).joined(separator: ", ") + (ambiguous.count > 3 ? ", …" : ""))
    }
    if !noLongerAmbiguous.isEmpty {
      parts.append("no longer ambiguous: " + noLongerAmbiguous.prefix(3).joined(separator: ", ") + (noLongerAmbiguous.count > 3 ? ", …" : ""))
    }
    return "\(name): " + parts.joined(separator: ", ")
  }

  /// One line per change, aligned: what, which (ids), where (the document's line).
  public func details(oldName: String, newName: String) -> [String] {
    var lines: [String] = []
    for change in constraints {
      var line = "\(change.kind.rawValue.padding(to: 8)) constraint \(change.id)  \(change.expression)"
      if !change.differences.isEmpty { line += ": " + change.differences.joined(separator: ", ") }
      if let new = change.new { line += "  (\(newName):\(new.line))" } else if let old = change.old {
        line += "  (\(oldName):\(old.line))"
      }
      lines.append(line)
    }
    for view in views {
      var line = "\(view.kind.rawValue.padding(to: 8)) \(view.name) (\(view.id))"
      if view.title != view.name { line += " \(view.title)" }
      if view.kind == .moved { line += "  \(view.changedSuperview ? "to another superview" + (view.movement.isEmpty ? "" : ", ") : "")\(view.movement)" }
      if let frame = view.newFrame ?? view.oldFrame {
        let number = { (value: Double) in NumberFormatting.format(value, maximumFractionDigits: 2) }
        line += view.kind == .moved ? ", now" : " "
        line += " at (\(number(frame.x)), \(number(frame.y))), \(number(frame.width)) × \(number(frame.height))"
      }
      lines.append(line)
    }
    return lines
  }
}

extension String {
  /// Padded with spaces to `length` characters.
  fileprivate func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
