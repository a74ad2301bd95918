// libFuzzer entry point for the PNG reader behind `vfl-preview diff` and `--check`, and for the
// encoder: every picture the reader accepts is written again and must read back the same. Input:
// the bytes of a file.

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
    // The encoder (RGB or RGBA, every filter) on whatever pixels the fuzzer makes; big pictures
    // are left out to keep inputs fast.
    if image.width * image.height <= 1 << 20 {
      do {
        let readBack = try PNGDecoder.decode(try PNGEncoder.encode(image))
        precondition(readBack == image, "the encoder's output reads back other pixels")
      } catch {
        preconditionFailure("a picture the reader accepted could not be written and read back: \(error)")
      }
    }
  } catch {
    precondition(!error.message.isEmpty)
  }
  return 0
}
