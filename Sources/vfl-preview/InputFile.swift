import Foundation
import Layout

/// A spec read from a path or standard input (`-`), with the name diagnostics use for it.
struct InputFile {
  var displayName: String
  /// The resolved path on disk, `nil` for standard input.
  var path: String?
  var bytes: [UInt8]

  /// Why a spec could not be read.
  enum ReadError: UserFacingError, Equatable {
    case standardInputUnreadable(reason: String)
    case standardInputTooLarge(limit: Int)
    case noSuchFile(path: String)
    case isDirectory(path: String)
    case tooLarge(path: String, size: Int, limit: Int)
    case unreadable(path: String)

    var message: String {
      switch self {
      case .standardInputUnreadable(let reason): return "<stdin>: cannot be read (\(reason))"
      case .standardInputTooLarge(let limit):
        return "<stdin>: the spec is larger than the limit of \(limit) bytes"
      case .noSuchFile(let path): return "\(path): no such file"
      case .isDirectory(let path): return "\(path): is a directory, not a spec file"
      case .tooLarge(let path, let size, let limit):
        return "\(path): the spec is \(size) bytes; the limit is \(limit)"
      case .unreadable(let path): return "\(path): cannot be read (permission denied?)"
      }
    }
  }

  static func read(_ argument: String) throws(ReadError) -> InputFile {
    if argument == "-" {
      // Read in pieces and stop one byte past the limit: `cat /dev/zero | vfl-preview -` must
      // not fill the memory before the size is checked.
      var bytes: [UInt8] = []
      while bytes.count <= SpecLimits.maximumFileSize {
        let piece: Data?
        do {
          piece = try FileHandle.standardInput.read(upToCount: 1 << 20)
        } catch {
          throw .standardInputUnreadable(reason: error.localizedDescription)
        }
        guard let piece, !piece.isEmpty else { break }
        bytes += piece
      }
      guard bytes.count <= SpecLimits.maximumFileSize else {
        throw .standardInputTooLarge(limit: SpecLimits.maximumFileSize)
      }
      return InputFile(displayName: "<stdin>", path: nil, bytes: bytes)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      throw .noSuchFile(path: argument)
    }
    if isDirectory.boolValue {
      throw .isDirectory(path: argument)
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: argument)
    if let size = attributes?[.size] as? NSNumber, size.intValue > SpecLimits.maximumFileSize {
      throw .tooLarge(path: argument, size: size.intValue, limit: SpecLimits.maximumFileSize)
    }
    guard let data = FileManager.default.contents(atPath: argument) else {
      throw .unreadable(path: argument)
    }
    return InputFile(
      displayName: argument, path: URL(fileURLWithPath: argument).standardizedFileURL.path,
      bytes: [UInt8](data))
  }
}
