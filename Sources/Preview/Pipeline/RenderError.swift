/// Why a solved layout could not be drawn.
public enum RenderError: Error, Sendable, Equatable {
  /// The picture would exceed ``RenderPipeline/maximumPixels``; refused before allocating.
  case imageTooLarge(width: Int, height: Int, limit: Int)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Int)
  /// libpng refused to encode the image.
  case encoding(PNGEncodingError)

  public var message: String {
    switch self {
    case .imageTooLarge(let width, let height, let limit):
      return
        "the image would be \(width) × \(height) pixels, over the limit of \(limit) pixels; use a smaller canvas or --scale 1"
    case .unsupportedScale(let scale):
      return "the scale must be 1, 2 or 3, not \(scale)"
    case .encoding(let error):
      return "could not encode the PNG: \(error.message)"
    }
  }
}
