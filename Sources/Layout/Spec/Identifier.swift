/// C-identifier character classes, as VFL parses view and metric names.
enum Identifier {
  static func isHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }
  static func isBody(_ byte: UInt8) -> Bool {
    isHead(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
