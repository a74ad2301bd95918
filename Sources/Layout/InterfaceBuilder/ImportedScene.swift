/// One layout of an imported Interface Builder document: a storyboard scene or a xib's top-level
/// view, as a spec, with what the document says about each view.
public struct ImportedScene: Sendable {
  /// What the scene is called: its storyboard identifier, its title, its user label or its class
  /// (`Login`, `Settings 2`), unique within the document; usable as a file name.
  public var name: String
  /// The document's id for the scene: a storyboard's `sceneID`, a xib's top-level object id. Two
  /// versions of a document pair their scenes by it.
  public var id: String
  /// The spec: one view per view of the document (each with its object id as ``ViewSpec/id``),
  /// the document's constraints (each with its id) and those UIKit or AppKit would make.
  public var spec: LayoutSpec
  /// The view name of each object id.
  public var names: [String: String]
  /// The frame Interface Builder saved for each view, by view name, in the spec's coordinates:
  /// from the canvas's top-left corner, as the rectangle constraints act on (AppKit controls'
  /// alignment rectangles).
  public var savedFrames: [String: Frame]
  /// Views whose saved frame can be compared with a solved one: laid out by the scene, and
  /// neither they nor an ancestor flagged `misplaced` or `ambiguous` by Xcode.
  public var trustedViews: Set<String>
  /// Views Xcode flagged: the saved frame is not what the constraints give (`misplaced`), or the
  /// constraints do not decide it (`ambiguous`).
  public var misplacedViews: Set<String>
  public var ambiguousViews: Set<String>
  /// Views placed by their autoresizing mask (`translatesAutoresizingMaskIntoConstraints`), whose
  /// constraints come from their saved frame.
  public var autoresizingViews: Set<String>
  /// The ids of the document's constraints installed in the scene and imported.
  public var constraintIDs: [String]
  /// Those constraints as the document states them, in the same order.
  public var documentConstraints: [ImportedConstraint]
  /// The AppKit alignment-rectangle insets of each view that has some (top, left, bottom, right of
  /// its frame): a solved frame plus these is the frame AppKit would set.
  public var alignmentInsets: [String: EdgeInsets]
  /// 1-based line of the scene's element in the document.
  public var line: Int
}
