// libFuzzer entry point for the PNG reader behind `vfl-preview diff` and `--check`. Input: the
// bytes of a file.

import Preview

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let image = try PNGDecoder.decode(bytes)
    precondition(image.width > 0 && image.height > 0)
    precondition(image.pixels.count == image.width * image.height * 4)
    precondition(image.width * image.height <= PNGDecoder.maximumPixelCount)
  } catch {
    precondition(!error.message.isEmpty)
  }
  return 0
}
