/// Builds PNG files byte by byte (stored, uncompressed deflate blocks), so tests control every
/// colour type, bit depth and chunk — including broken ones libpng must reject.
package enum HandmadePNG {
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A complete PNG: IHDR, optional PLTE/tRNS, one IDAT with the rows (filter 0), IEND.
  /// `rows` are the packed scanlines without the filter byte.
  package static func make(
    width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
    palette: [UInt8]? = nil, transparency: [UInt8]? = nil
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for row in rows { raw += [0] + row }
    var bytes = signature
    bytes += chunk(
      "IHDR", header(width: width, height: height, bitDepth: bitDepth, colorType: colorType))
    if let palette { bytes += chunk("PLTE", palette) }
    if let transparency { bytes += chunk("tRNS", transparency) }
    bytes += chunk("IDAT", zlibStored(raw))
    bytes += chunk("IEND", [])
    return bytes
  }

  /// Only a signature and an IHDR (and IEND): enough to test header checks.
  package static func headerOnly(width: Int, height: Int) -> [UInt8] {
    signature + chunk("IHDR", header(width: width, height: height, bitDepth: 8, colorType: 6))
      + chunk("IEND", [])
  }

  package static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
    bigEndian(UInt32(truncatingIfNeeded: width)) + bigEndian(UInt32(truncatingIfNeeded: height))
      + [bitDepth, colorType, 0, 0, 0]
  }

  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  package static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// A zlib stream of stored deflate blocks (at most 65535 bytes each).
  package static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let final: UInt8 = offset + count == data.count ? 1 : 0
      out += [
        final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
        UInt8((~count >> 8) & 0xFF),
      ]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// Bit by bit, independently of the encoder's table-driven CRC, so that a bug there cannot
  /// hide in the fixtures built to test it.
  package static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
