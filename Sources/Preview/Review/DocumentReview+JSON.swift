import Layout
import VFLPreviewSupport

/// The review as `vfl-preview diff old.storyboard new.storyboard --format json` writes it, for
/// tools: `{"old", "new", "changed", "scenes": [{"scene", "sceneID", "status", "constraints":
/// {"added", "removed", "changed"}, "views": {"added", "removed", "moved"}, "conflicts":
/// {"before", "after"}, "newlyAmbiguous", "noLongerAmbiguous", "summary"}]}`, every scene of
/// either document, with `"pictures"` when the command wrote some.
extension DocumentReview {
  public func json(pictures: [String: String] = [:]) -> String {
    var object: [String: JSONOutput] = [
      "old": .string(oldName), "new": .string(newName), "changed": .bool(hasChanges),
      "scenes": .array(scenes.map { $0.jsonDocument(picture: pictures[$0.id]) }),
    ]
    object["summary"] = .string(verdict)
    return JSONOutput.object(object).text
  }
}

extension SceneReview {
  func jsonDocument(picture: String?) -> JSONOutput {
    let status = isAdded ? "added" : isRemoved ? "removed" : hasChanges ? "changed" : "unchanged"
    var members: [String: JSONOutput] = [
      "scene": .string(name), "sceneID": .string(id), "status": .string(status),
    ]
    if hasChanges { members["summary"] = .string(headline) }
    if let picture { members["picture"] = .string(picture) }
    guard !isAdded, !isRemoved else { return .object(members) }
    func constraint(_ change: ConstraintChange) -> JSONOutput {
      var object: [String: JSONOutput] = ["id": .string(change.id), "expression": .string(change.expression)]
      if let line = (change.new ?? change.old)?.line { object["line"] = .number(Double(line)) }
      if !change.differences.isEmpty { object["changes"] = .array(change.differences.map { .string($0) }) }
      return .object(object)
    }
    func frame(_ frame: Frame?) -> JSONOutput {
      guard let frame else { return .null }
      return .object([
        "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
      ])
    }
    func view(_ change: ViewChange) -> JSONOutput {
      var object: [String: JSONOutput] = [
        "id": .string(change.id), "name": .string(change.name), "title": .string(change.title),
      ]
      if change.kind != .added { object["before"] = frame(change.oldFrame) }
      if change.kind != .removed { object["after"] = frame(change.newFrame) }
      if change.kind == .moved {
        object["movement"] = .string(change.movement)
        if change.changedSuperview { object["changedSuperview"] = .bool(true) }
      }
      return .object(object)
    }
    members["constraints"] = .object(
      Dictionary(uniqueKeysWithValues: [ConstraintChange.Kind.added, .removed, .changed].map { kind in
        (kind.rawValue, JSONOutput.array(constraints(kind).map(constraint)))
      }))
    members["views"] = .object(
      Dictionary(uniqueKeysWithValues: [ViewChange.Kind.added, .removed, .moved].map { kind in
        (kind.rawValue, JSONOutput.array(views(kind).map(view)))
      }))
    members["conflicts"] = .object(["before": .number(Double(conflictsBefore)), "after": .number(Double(conflictsAfter))])
    members["newlyAmbiguous"] = .array(newlyAmbiguous.map { .string($0) })
    members["noLongerAmbiguous"] = .array(noLongerAmbiguous.map { .string($0) })
    return .object(members)
  }
}
