/// File names are bytes, not text: a name that is not UTF-8 (`caf\xE9.json` from a Latin-1
/// system) is a valid path that the user may type. `CommandLine.arguments` repairs such bytes to
/// U+FFFD, and the tool then wrote `caf\u{FFFD}.png`, a different file. Paths from the command
/// line are therefore decoded here so that every byte survives, and turned back into bytes for
/// each system call.
///
/// A byte that is not part of valid UTF-8 becomes the scalar U+10FF00 + byte, from the end of
/// Supplementary Private Use Area-B, which no encoding assigns. So that the mapping is exact both
/// ways, a name that really contains one of those 256 scalars has each of its four bytes escaped
/// the same way. Valid UTF-8 names give the ordinary `String`, so nothing changes for them.
///
/// This is the mapping alone, which everything that opens a file by name uses; the command line's
/// arguments and `stat(2)` by such a name are `VFLPreviewFiles`' (`FileSystemName+Status`).
package enum FileSystemName {
  /// The first of the 256 scalars that stand for raw bytes.
  static let escapeBase: UInt32 = 0x10FF00

  /// A name's bytes as a `String` that `bytes(of:)` turns back into exactly these bytes.
  package static func decode(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index), !isEscape(scalar.value) {
        scalars.append(scalar)
        index += length
      } else {
        // An invalid byte, or the first byte of an escape scalar that was in the name itself:
        // escape it alone and look again at the next one.
        scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
        index += 1
      }
    }
    return String(scalars)
  }

  /// The bytes a path names on disk.
  package static func bytes(of path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if isEscape(scalar.value) {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes += Array(String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Calls `body` with the path as a NUL-terminated C string of its bytes, for a system call.
  package static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    let bytes = (bytes(of: path) + [0]).map { CChar(bitPattern: $0) }
    return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The path for messages: escaped bytes as `\xE9`, so that the user sees which byte it was.
  package static func displayed(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: { isEscape($0.value) }) else { return path }
    var text = ""
    for scalar in path.unicodeScalars {
      if isEscape(scalar.value) {
        let byte = String(scalar.value - escapeBase, radix: 16, uppercase: true)
        text += "\\x" + (byte.count < 2 ? "0" : "") + byte
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  static func isEscape(_ value: UInt32) -> Bool { value >= escapeBase && value <= 0x10FFFF }

  /// The well-formed UTF-8 sequence starting at `index` (shortest form, no surrogates, at most
  /// U+10FFFF) and its length, or `nil`.
  static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    let second = bytes[index + 1]
    switch lead {
    case 0xE0: guard second >= 0xA0 else { return nil }
    case 0xED: guard second <= 0x9F else { return nil }
    case 0xF0: guard second >= 0x90 else { return nil }
    case 0xF4: guard second <= 0x8F else { return nil }
    default: break
    }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
