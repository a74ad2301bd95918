import Layout

/// One scene of two versions of a document, compared: the constraints added, removed and
/// changed (by id), the views added, removed, moved or resized (by object id, solved), and the
/// conflicts and ambiguity each version has.
public struct SceneReview: Sendable {
  /// The scene's name (the new document's, else the old one's) and its id.
  public var name: String
  public var id: String
  /// The scene in each version that has it, solved.
  public var old: ImportedScene?
  public var new: ImportedScene?
  public var oldSolution: Solution?
  public var newSolution: Solution?
  /// In document order: the new document's, then the removed ones.
  public var constraints: [ConstraintChange]
  public var views: [ViewChange]

  /// Whether the scene is only in the new document, or only in the old one.
  public var isAdded: Bool { old == nil }
  public var isRemoved: Bool { new == nil }

  /// The conflicts and ambiguous views of each version.
  public var conflictsBefore: Int { oldSolution?.conflicts.count ?? 0 }
  public var conflictsAfter: Int { newSolution?.conflicts.count ?? 0 }
  public var ambiguousBefore: [String] { oldSolution.map(Self.ambiguousViews) ?? [] }
  public var ambiguousAfter: [String] { newSolution.map(Self.ambiguousViews) ?? [] }

  /// Whether anything a reviewer would see differs.
  public var hasChanges: Bool {
    old == nil || new == nil || !constraints.isEmpty || !views.isEmpty || conflictsBefore != conflictsAfter
      || newlyAmbiguous.count + noLongerAmbiguous.count > 0
  }

  /// Views ambiguous in the new version and not in the old one, and the other way round (paired
  /// by id, named as in the version they are ambiguous in).
  public var newlyAmbiguous: [String] { Self.ambiguous(in: newSolution, notIn: oldSolution) }
  public var noLongerAmbiguous: [String] { Self.ambiguous(in: oldSolution, notIn: newSolution) }

  static func ambiguous(in solution: Solution?, notIn other: Solution?) -> [String] {
    guard let solution else { return [] }
    let others = Set((other.map(ambiguousViews) ?? []).map { other?.ids[$0] ?? $0 })
    return ambiguousViews(solution).filter { !others.contains(solution.ids[$0] ?? $0) }
  }

  public func constraints(_ kind: ConstraintChange.Kind) -> [ConstraintChange] { constraints.filter { $0.kind == kind } }
  public func views(_ kind: ViewChange.Kind) -> [ViewChange] { views.filter { $0.kind == kind } }

  init(old: ImportedScene?, new: ImportedScene?, oldSolution: Solution?, newSolution: Solution?) {
    let scene = new ?? old
    name = scene?.name ?? ""
    id = scene?.id ?? ""
    self.old = old
    self.new = new
    self.oldSolution = oldSolution
    self.newSolution = newSolution
    constraints = Self.constraintChanges(old: old, new: new)
    views = Self.viewChanges(old: old, new: new, oldSolution: oldSolution, newSolution: newSolution)
  }

  static func constraintChanges(old: ImportedScene?, new: ImportedScene?) -> [ConstraintChange] {
    let oldConstraints = old?.documentConstraints ?? []
    let newConstraints = new?.documentConstraints ?? []
    let oldByID = Dictionary(oldConstraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(newConstraints.map(\.id))
    var changes: [ConstraintChange] = []
    for constraint in newConstraints {
      let expression = new.map { expressionText(of: constraint.id, in: $0) } ?? ""
      if let change = ConstraintChange(
        old: oldByID[constraint.id], new: constraint, oldNames: old?.names ?? [:], newNames: new?.names ?? [:],
        expression: expression)
      {
        changes.append(change)
      }
    }
    for constraint in oldConstraints where !newIDs.contains(constraint.id) {
      let expression = old.map { expressionText(of: constraint.id, in: $0) } ?? ""
      if let change = ConstraintChange(
        old: constraint, new: nil, oldNames: old?.names ?? [:], newNames: [:], expression: expression)
      {
        changes.append(change)
      }
    }
    return changes
  }

  /// The spec's expression of a document constraint, without its `// identifier` comment.
  static func expressionText(of id: String, in scene: ImportedScene) -> String {
    guard let text = scene.spec.constraints.first(where: { $0.id == id })?.text else { return id }
    var kept = text.firstRange(of: " //").map { text[..<$0.lowerBound] } ?? text[...]
    while kept.last == " " { kept = kept.dropLast() }
    return String(kept)
  }

  static func viewChanges(
    old: ImportedScene?, new: ImportedScene?, oldSolution: Solution?, newSolution: Solution?
  ) -> [ViewChange] {
    let oldViews = Self.identifiedViews(old)
    let newViews = Self.identifiedViews(new)
    let oldByID = Dictionary(oldViews.map { ($0.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(newViews.compactMap(\.id))
    var changes: [ViewChange] = []
    for view in newViews {
      guard let id = view.id else { continue }
      guard let before = oldByID[id] else {
        // A whole new scene's views are the scene, not changes of it.
        if old != nil {
          changes.append(ViewChange(
            kind: .added, id: id, name: view.name, title: view.displayName,
            newFrame: newSolution.flatMap { relativeFrame(view.name, in: $0) }))
        }
        continue
      }
      guard let oldSolution, let newSolution, let oldFrame = relativeFrame(before.name, in: oldSolution),
        let newFrame = relativeFrame(view.name, in: newSolution)
      else { continue }
      let oldParentID = before.parent.flatMap { old?.spec.view(named: $0)?.id }
      let newParentID = view.parent.flatMap { new?.spec.view(named: $0)?.id }
      let reparented = oldParentID != newParentID
      if reparented || ViewChange.differ(oldFrame, newFrame) {
        changes.append(ViewChange(
          kind: .moved, id: id, name: view.name, title: view.displayName, oldFrame: oldFrame, newFrame: newFrame,
          changedSuperview: reparented))
      }
    }
    if new != nil {
      for view in oldViews where !newIDs.contains(view.id ?? "") {
        changes.append(ViewChange(
          kind: .removed, id: view.id ?? "", name: view.name, title: view.displayName,
          oldFrame: oldSolution.flatMap { relativeFrame(view.name, in: $0) }))
      }
    }
    return changes
  }

  /// The views of a scene that have a document id (guides aside).
  static func identifiedViews(_ scene: ImportedScene?) -> [ViewSpec] {
    scene?.spec.views.filter { !$0.isGuide && $0.id != nil } ?? []
  }

  /// A view's solved frame in its superview's coordinates.
  static func relativeFrame(_ name: String, in solution: Solution) -> Frame? {
    guard let frame = solution.frames[name] else { return nil }
    guard let parent = solution.parents[name], let parentFrame = solution.frames[parent] else { return frame }
    return Frame(x: frame.x - parentFrame.x, y: frame.y - parentFrame.y, width: frame.width, height: frame.height)
  }

  /// The ambiguous views of a solution, in order, without repeats.
  static func ambiguousViews(_ solution: Solution) -> [String] {
    var seen: Set<String> = []
    return solution.ambiguities.map(\.view).filter { seen.insert($0).inserted }
  }
}
