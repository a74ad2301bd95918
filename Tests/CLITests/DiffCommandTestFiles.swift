import Foundation

/// Input files for the `vfl-preview diff` tests: the committed fixture pairs, and broken PNGs
/// made on the fly in a scratch folder.
struct DiffCommandTestFiles {
  static let fixtures = CommandRunner.packageRoot.appendingPathComponent(
    "Tests/PreviewTests/Fixtures/diff")

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  let directory: URL

  init() throws { directory = try CommandRunner.temporaryDirectory() }

  func remove() { try? FileManager.default.removeItem(at: directory) }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Writes bytes to a file in the scratch folder and returns its path.
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    try Data(bytes).write(to: directory.appendingPathComponent(name))
    return path(name)
  }

  /// A signature and an IHDR declaring the size, with a valid CRC, and nothing else.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    let data = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    let type = Array("IHDR".utf8)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + type + data
      + bigEndian(crc32(type + data))
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

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
