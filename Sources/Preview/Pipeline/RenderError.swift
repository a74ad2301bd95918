import VFLPreviewSupport

/// Why a solved layout could not be drawn.
public enum RenderError: Error, Sendable, Equatable {
  /// The picture drawn at `scale` would exceed ``RenderPipeline/maximumPixels``; refused before
  /// allocating.
  case imageTooLarge(width: Int, height: Int, limit: Int, scale: Int)
  /// The system refused the memory for the picture drawn at `scale` (within the limit, but not
  /// within `ulimit -v` or the machine's memory).
  case outOfMemory(width: Int, height: Int, scale: Int)
  /// The picture would exceed the caller's own budget
  /// (``PreviewRequest/Options/maximumImagePixels``); refused before allocating.
  case imageOverBudget(width: Int, height: Int, budget: Int)
  /// The solved frames were asked for several devices at once; a contact sheet is a picture.
  case framesOfSeveralDevices
  /// libpng refused to encode the image.
  case encoding(PNGEncodingError)
  /// An Interface Builder document has no scene of that name (``PreviewRequest/Input/interfaceBuilder(_:scene:)``).
  case noSuchScene(String, available: [String])
  /// Several devices were asked for a document of several scenes: a contact sheet shows either
  /// the scenes or the devices.
  case scenesOnSeveralDevices(scenes: Int)

  public var message: String {
    switch self {
    case .imageTooLarge(let width, let height, let limit, let scale):
      return
        "the image would be \(width) × \(height) pixels, over the limit of \(limit) pixels; \(Self.smaller(scale))"
    case .outOfMemory(let width, let height, let scale):
      let megabytes = (width * height * 4 + (1 << 20) - 1) >> 20
      return
        "not enough memory for the image of \(width) × \(height) pixels (\(megabytes) MiB); \(Self.smaller(scale))"
    case .imageOverBudget(let width, let height, let budget):
      return "the image would be \(width) × \(height) pixels, over the budget of \(budget) pixels"
    case .framesOfSeveralDevices:
      return "a contact sheet has no single set of frames; ask for the frames of one device at a time"
    case .encoding(let error):
      return "could not encode the PNG: \(error.message)"
    case .noSuchScene(let name, _):
      return "the document has no scene called '\(name)'"
    case .scenesOnSeveralDevices(let scenes):
      return
        "the document has \(scenes) scenes: a contact sheet shows its scenes on one screen, or one scene on several screens; choose a scene, or one device"
    }
  }

  /// What makes the picture smaller: at 1x, only a smaller canvas.
  private static func smaller(_ scale: Int) -> String {
    scale > 1 ? "use a smaller canvas or --scale 1" : "use a smaller canvas"
  }

  /// The scenes there are, for a scene that is not.
  public var notes: [String] {
    guard case .noSuchScene(let name, let available) = self else { return [] }
    var notes: [String] = []
    if let suggestion = DidYouMean.note(for: name, among: available) { notes.append(suggestion) }
    let shown = available.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
    notes.append("its scenes: \(shown)\(available.count > 20 ? ", … (\(available.count) in all)" : "")")
    return notes
  }
}
