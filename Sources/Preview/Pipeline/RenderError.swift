/// Why a solved layout could not be drawn.
public enum RenderError: Error, Sendable, Equatable {
  /// The picture would exceed ``RenderPipeline/maximumPixels``; refused before allocating.
  case imageTooLarge(width: Int, height: Int, limit: Int)
  /// The picture would exceed the caller's own budget
  /// (``PreviewRequest/Options/maximumImagePixels``); refused before allocating.
  case imageOverBudget(width: Int, height: Int, budget: Int)
  /// The solved frames were asked for several devices at once; a contact sheet is a picture.
  case framesOfSeveralDevices
  /// libpng refused to encode the image.
  case encoding(PNGEncodingError)

  public var message: String {
    switch self {
    case .imageTooLarge(let width, let height, let limit):
      return
        "the image would be \(width) × \(height) pixels, over the limit of \(limit) pixels; use a smaller canvas or --scale 1"
    case .imageOverBudget(let width, let height, let budget):
      return "the image would be \(width) × \(height) pixels, over the budget of \(budget) pixels"
    case .framesOfSeveralDevices:
      return "a contact sheet has no single set of frames; ask for the frames of one device at a time"
    case .encoding(let error):
      return "could not encode the PNG: \(error.message)"
    }
  }
}
