/// Writes the parts of a PNG file: the signature, and chunks of a type and data.
enum PNGChunkWriter {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Appends a chunk to `png`: the length of `data`, `type` (four letters), `data`, and the
  /// CRC-32 of type and data.
  static func append(type: String, data: some Collection<UInt8>, to png: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    png += bigEndian(UInt32(data.count))
    png += typeBytes
    png += data
    png += bigEndian(CRC32.checksum(of: data, continuing: CRC32.checksum(of: typeBytes)))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
