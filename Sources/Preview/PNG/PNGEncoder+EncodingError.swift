/// Why an image could not be encoded as PNG.
public enum PNGEncodingError: Error, Hashable, Sendable {
  /// PNG needs at least one pixel and at most 2³¹−1 rows and columns.
  case invalidDimensions(width: Int, height: Int)
  /// The image is over a pixel limit and was refused before allocating or encoding it.
  case imageTooLarge(width: Int, height: Int, limit: Int)
  /// libdeflate could not compress the image data (out of memory).
  case compressionFailed

  /// A sentence for the user.
  public var message: String {
    switch self {
    case .invalidDimensions(let width, let height):
      return "cannot write a \(width)×\(height) image as PNG: it must be at least 1×1 pixel"
    case .imageTooLarge(let width, let height, let limit):
      return "the image would be \(width)×\(height) pixels, over the limit of \(limit) pixels"
    case .compressionFailed:
      return "the image data could not be compressed (out of memory?)"
    }
  }
}

extension PNGEncodingError: CustomStringConvertible {
  public var description: String { message }
}
