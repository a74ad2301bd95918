/// A WOFF 1.0 web font made from a TrueType font, its tables stored uncompressed (WOFF allows it):
/// a file FreeType opens and HarfBuzz, which shapes the text, cannot read.
enum WebFont {
  static func woff(fromTrueType font: [UInt8]) -> [UInt8] {
    func read32(_ offset: Int) -> UInt32 { font[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    func bytes32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func padded(_ count: Int) -> Int { (count + 3) & ~3 }
    let count = Int(font[4]) << 8 | Int(font[5])
    let tables = (0..<count).map { index in
      let entry = 12 + 16 * index
      return (tag: read32(entry), checksum: read32(entry + 4), offset: Int(read32(entry + 8)), length: Int(read32(entry + 12)))
    }
    var offset = 44 + 20 * count
    var directory: [UInt8] = []
    var data: [UInt8] = []
    for table in tables {
      directory += bytes32(table.tag) + bytes32(UInt32(offset)) + bytes32(UInt32(table.length))
        + bytes32(UInt32(table.length)) + bytes32(table.checksum)
      data += font[table.offset..<table.offset + table.length]
      data += [UInt8](repeating: 0, count: padded(table.length) - table.length)
      offset += padded(table.length)
    }
    let sfntSize = 12 + 16 * count + tables.reduce(0) { $0 + padded($1.length) }
    let header = Array("wOFF".utf8) + Array(font[0..<4]) + bytes32(UInt32(offset))
      + [UInt8(count >> 8), UInt8(count & 0xFF), 0, 0] + bytes32(UInt32(sfntSize))
      + [0, 1, 0, 0] + [UInt8](repeating: 0, count: 20)
    return header + directory + data
  }
}
