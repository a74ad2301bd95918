/// An Interface Builder document as the import reads it: its platform, its device, and the view
/// trees to lay out (one per storyboard scene, one per top-level view of a xib).
struct IBDocument: Sendable {
  enum Platform: String, Sendable {
    case iOS, macOS
  }

  enum Kind: String, Sendable {
    case storyboard, xib
  }

  /// One view tree to lay out: a scene's view controller's view, or a xib's top-level view,
  /// window or cell.
  struct Root: Sendable {
    /// The scene's `sceneID`, or the top-level object's id.
    var id: String
    /// The names to call it by, best first: the storyboard identifier, the scene's title, the
    /// user label, the class.
    var nameCandidates: [String]
    var view: IBView
    /// The view controller's legacy top and bottom layout guides (owned by ``view``).
    var legacyGuides: [IBLayoutGuide] = []
    /// Whether the view is a view controller's root view (its margins follow the screen's).
    var isViewControllerRoot: Bool
    /// The height of the bars a view controller shows over its view (a navigation bar and the
    /// status bar, a toolbar), which its safe area leaves out: from the top and from the bottom.
    var topBarHeight: Double = 0
    var bottomBarHeight: Double = 0
  }

  var platform: Platform
  var kind: Kind
  /// `<device id="retina6_1" orientation="portrait">`, when the document names one.
  var deviceID: String?
  var isLandscape = false
  /// The build of the Interface Builder plug-in that saved the document (`22690` is Xcode 16):
  /// AppKit's control metrics, and so the saved frames, changed with macOS 11 and macOS 26.
  var pluginVersion: Double?
  var roots: [Root]
  /// `<resources><image name= width= height=>`: the size of each named image.
  var imageSizes: [String: Size] = [:]
  /// Everything read that the import skipped or could not make sense of.
  var warnings: [InterfaceBuilderWarning] = []
  /// Constraints installed in the traits imported (placeholders and other size classes left out).
  var installedConstraintIDs: [String] = []
}
