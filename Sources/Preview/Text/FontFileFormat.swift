#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a font file is, from its first four bytes, checked before FreeType opens it.
///
/// Text is shaped by HarfBuzz, which reads the tables of a TrueType or OpenType file (an "sfnt")
/// and nothing else: a WOFF web font loaded in FreeType, but HarfBuzz found no tables in it and
/// every glyph came out as the `.notdef` box. FreeType also inflates a WOFF file whole when it
/// opens it, to the size its header declares: a 2 MB file declaring 2 GB took a minute and 2 GB
/// of memory before anything could look at it. Only sfnt files are opened, so nothing is inflated.
enum FontFileFormat: Equatable {
  /// TrueType (`00 01 00 00`, `true`), OpenType with CFF outlines (`OTTO`) or a collection (`ttcf`).
  case sfnt
  /// Anything else, with what it is when the signature says so (`a WOFF web font`).
  case unsupported(String?)

  init(signature: [UInt8]) {
    switch signature.prefix(4).map({ $0 }) {
    case [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8):
      self = .sfnt
    case Array("wOFF".utf8): self = .unsupported("a WOFF web font")
    case Array("wOF2".utf8): self = .unsupported("a WOFF2 web font")
    default:
      switch signature.prefix(2).map({ $0 }) {
      case [0x1F, 0x8B]: self = .unsupported("a gzip-compressed file")
      case [0x1F, 0x9D]: self = .unsupported("a compressed (.Z) file")
      case Array("BZ".utf8): self = .unsupported("a bzip2-compressed file")
      default: self = .unsupported(nil)
      }
    }
  }

  /// The format of the file open as `descriptor`, read from its start.
  init(descriptor: Int32) {
    var signature = [UInt8](repeating: 0, count: 4)
    let count = signature.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 4, 0) }
    self.init(signature: Array(signature.prefix(max(0, count))))
  }
}
