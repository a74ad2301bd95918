import VFLPreviewSupport

/// Why a PNG could not be decoded. Every case says where (the file path, when there is one) and
/// `message` explains it in one sentence a user can act on.
public enum PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path.
  case fileNotFound(path: String)
  /// The path names a directory, a device or another non-regular file.
  case notARegularFile(path: String)
  /// The file exists but could not be read (permissions, I/O error, too large to load).
  case unreadableFile(path: String, reason: String)
  /// The bytes do not start with the PNG signature (or there are none).
  case notPNG(path: String?)
  /// The header declares a width or height of zero.
  case emptyImage(width: Int, height: Int, path: String?)
  /// The header declares more pixels than `PNGDecoder.maximumPixelCount`; refused before allocating.
  case imageTooLarge(width: Int, height: Int, limit: Int, path: String?)
  /// libpng rejected the data: truncated, bad CRC, bad compressed stream… `reason` is libpng's message.
  case corrupt(reason: String, path: String?)

  /// The file the error is about, if the data came from a file.
  public var path: String? {
    switch self {
    case .fileNotFound(let path), .notARegularFile(let path), .unreadableFile(let path, _):
      return path
    case .notPNG(let path), .emptyImage(_, _, let path), .imageTooLarge(_, _, _, let path),
      .corrupt(_, let path):
      return path
    }
  }

  /// A one-line human explanation, prefixed with the path when there is one.
  public var message: String {
    let prefix = path.map { "\(FileSystemName.displayed($0)): " } ?? ""
    switch self {
    case .fileNotFound:
      return prefix + "no such file"
    case .notARegularFile:
      return prefix + "not a regular file (a folder, a device or a pipe)"
    case .unreadableFile(_, let reason):
      return prefix + "cannot read the file: \(reason)"
    case .notPNG:
      return prefix + "not a PNG file (the PNG signature is missing)"
    case .emptyImage(let width, let height, _):
      return prefix + "the PNG is empty (\(width)×\(height) pixels)"
    case .imageTooLarge(let width, let height, let limit, _):
      return prefix
        + "the PNG is too large to decode (\(width)×\(height) pixels; the limit is \(limit) pixels, "
        + "and \(PNGDecoder.maximumSide) on a side)"
    case .corrupt(let reason, _):
      return prefix + "corrupt or truncated PNG (\(reason))"
    }
  }

  public var description: String { message }

  /// The same error, attributed to a file.
  func attributed(to path: String) -> PNGDecodingError {
    switch self {
    case .notPNG: return .notPNG(path: path)
    case .emptyImage(let width, let height, _):
      return .emptyImage(width: width, height: height, path: path)
    case .imageTooLarge(let width, let height, let limit, _):
      return .imageTooLarge(width: width, height: height, limit: limit, path: path)
    case .corrupt(let reason, _): return .corrupt(reason: reason, path: path)
    case .fileNotFound, .notARegularFile, .unreadableFile: return self
    }
  }
}
