import Foundation
import TestSupport

/// Input files for the `vfl-preview diff` tests: the committed fixture pairs, and broken PNGs
/// made on the fly in a scratch folder.
struct DiffCommandTestFiles {
  static let fixtures = DiffFixtures.directory

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  let directory: URL

  init() throws { directory = try ScratchDirectory.make() }

  func remove() { try? FileManager.default.removeItem(at: directory) }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Writes bytes to a file in the scratch folder and returns its path.
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
    return path(name)
  }

  /// A signature and an IHDR declaring the size, with a valid CRC, and nothing else.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    HandmadePNG.signature
      + HandmadePNG.chunk(
        "IHDR", HandmadePNG.header(width: Int(width), height: Int(height), bitDepth: 8, colorType: 6))
  }

  /// The width and height from a PNG file's IHDR.
  static func pngSize(atPath path: String) -> (width: Int, height: Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else {
      return nil
    }
    let bytes = [UInt8](data)
    func read(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (read(16), read(20))
  }
}
