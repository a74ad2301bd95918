import Layout

/// Two versions of an Interface Builder document compared scene by scene, as a pull request
/// changes a storyboard: scenes paired by id, views and constraints within them by object id,
/// each version solved, so that what moved is what the constraints move.
///
/// ```swift
/// let review = try DocumentReview(old: before, new: after, pipeline: pipeline)
/// print(review.summary)          // Login: 2 constraints added, 1 changed (constant 8 → 16), …
/// for scene in review.changedScenes { … pipeline.reviewPicture(of: scene, …) }
/// ```
public struct DocumentReview: Sendable {
  /// What the two documents are called.
  public var oldName: String
  public var newName: String
  /// Every scene of either: the new document's in its order, then those it removed.
  public var scenes: [SceneReview]

  /// The scenes that differ.
  public var changedScenes: [SceneReview] { scenes.filter(\.hasChanges) }
  public var hasChanges: Bool { scenes.contains(where: \.hasChanges) }

  /// Pairs and compares the scenes of two imports, solving each with `pipeline`.
  public init(old: InterfaceBuilderDocument, new: InterfaceBuilderDocument, pipeline: RenderPipeline) throws(PreviewFailure) {
    oldName = old.name
    newName = new.name
    let oldScenes = old.scenes
    var paired: Set<Int> = []
    var scenes: [SceneReview] = []
    for scene in new.scenes {
      // By id; a scene whose id changed but whose name did not is the same scene to a reader.
      let match = oldScenes.indices.first { !paired.contains($0) && oldScenes[$0].id == scene.id }
        ?? oldScenes.indices.first { !paired.contains($0) && oldScenes[$0].name == scene.name }
      if let match { paired.insert(match) }
      let before = match.map { oldScenes[$0] }
      scenes.append(SceneReview(
        old: before, new: scene, oldSolution: try before.map { scene throws(PreviewFailure) in try Self.solve(scene, of: old, pipeline) },
        newSolution: try Self.solve(scene, of: new, pipeline)))
    }
    for (index, scene) in oldScenes.enumerated() where !paired.contains(index) {
      scenes.append(SceneReview(old: scene, new: nil, oldSolution: try Self.solve(scene, of: old, pipeline), newSolution: nil))
    }
    self.scenes = scenes
  }

  static func solve(_ scene: ImportedScene, of document: InterfaceBuilderDocument, _ pipeline: RenderPipeline) throws(PreviewFailure) -> Solution {
    do {
      return try pipeline.solve(scene.spec)
    } catch {
      throw PreviewFailure(error, fileName: document.name, source: document.source)
    }
  }
}
