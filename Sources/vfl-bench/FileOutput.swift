#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import Preview

/// Plain file writes for exports and reports.
enum FileOutput {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func makeDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes atomically (a temporary file renamed into place), so an interrupted run leaves no
  /// half-written export for the comparison scripts to read.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(filePath: path), options: .atomic)
  }

  static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  /// Width and height as two little-endian UInt32, then the RGBA bytes.
  static func write(rawPixels image: RGBAImage, to path: String) throws {
    var header: [UInt8] = []
    for value in [UInt32(image.width), UInt32(image.height)] {
      for shift in stride(from: 0, to: 32, by: 8) { header.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
    try write(header + image.pixels, to: path)
  }

  static func read(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw Failure(description: "cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }
}

/// Writes a line to standard error (progress and failures).
func printError(_ text: String) {
  let bytes = Array((text + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
