import Foundation
import Layout

/// A spec read from a path or standard input (`-`), with the name diagnostics use for it.
struct InputFile {
  var displayName: String
  /// The resolved path on disk, `nil` for standard input.
  var path: String?
  var bytes: [UInt8]

  enum ReadError: Error {
    case unreadable(String)
    var message: String {
      switch self {
      case .unreadable(let message): return message
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
          throw .unreadable("<stdin>: cannot be read (\(error.localizedDescription))")
        }
        guard let piece, !piece.isEmpty else { break }
        bytes += piece
      }
      guard bytes.count <= SpecLimits.maximumFileSize else {
        throw .unreadable(
          "<stdin>: the spec is larger than the limit of \(SpecLimits.maximumFileSize) bytes")
      }
      return InputFile(displayName: "<stdin>", path: nil, bytes: bytes)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      throw .unreadable("\(argument): no such file")
    }
    if isDirectory.boolValue {
      throw .unreadable("\(argument): is a directory, not a spec file")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: argument)
    if let size = attributes?[.size] as? NSNumber, size.intValue > SpecLimits.maximumFileSize {
      throw .unreadable(
        "\(argument): the spec is \(size.intValue) bytes; the limit is \(SpecLimits.maximumFileSize)")
    }
    guard let data = FileManager.default.contents(atPath: argument) else {
      throw .unreadable("\(argument): cannot be read (permission denied?)")
    }
    return InputFile(
      displayName: argument, path: URL(fileURLWithPath: argument).standardizedFileURL.path,
      bytes: [UInt8](data))
  }
}
