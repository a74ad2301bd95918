import VFLPreviewSupport

/// Builds PNG chunks the simplified libpng API cannot write.
enum PNGChunkWriter {
  /// A complete `pHYs` chunk: the same pixels per metre on both axes.
  static func physicalPixelDimensions(pixelsPerMetre: UInt32) -> [UInt8] {
    chunk(type: "pHYs", data: bigEndian(pixelsPerMetre) + bigEndian(pixelsPerMetre) + [1])
  }

  /// `png` with `chunk` inserted right after the IHDR chunk (where ancillary chunks that must
  /// precede IDAT may go); `png` unchanged if it does not start with a signature and IHDR.
  static func inserting(_ chunk: [UInt8], afterHeaderOf png: [UInt8]) -> [UInt8] {
    // Signature (8) + IHDR length (4) + type (4) + data (13) + CRC (4).
    let headerEnd = 8 + 4 + 4 + 13 + 4
    guard png.count >= headerEnd, Array(png[12..<16]) == Array("IHDR".utf8) else { return png }
    var result = [UInt8]()
    result.reserveCapacity(png.count + chunk.count)
    result.append(contentsOf: png[0..<headerEnd])
    result.append(contentsOf: chunk)
    result.append(contentsOf: png[headerEnd...])
    return result
  }

  /// Length, type, data and CRC-32 of type and data.
  static func chunk(type: String, data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(CRC32.checksum(of: typeAndData))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
