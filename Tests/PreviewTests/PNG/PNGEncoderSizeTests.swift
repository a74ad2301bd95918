import Foundation
import TestSupport
import Testing

@testable import Preview

/// The encoder's files are no larger than Pillow's default `Image.save(path)` of the same pixels,
/// for every committed picture and every sample at 2×, by the sizes Pillow recorded
/// (`scripts/pillow_png_reference.py`).
@Suite struct PNGEncoderSizeTests {
  /// The snapshot references and the docs' images, decoded and encoded again without `pHYs`
  /// (Pillow writes none by default). The diff fixtures, written by hand or by other tools, are
  /// left out.
  @Test func committedPicturesAreNoLargerThanPillows() throws {
    let reference = try PNGReference.load()
    let paths = PNGReference.committedPaths().filter { !$0.hasPrefix("Tests/Fixtures/") }
    #expect(paths.count >= 45)
    for path in paths {
      let expected = try #require(reference.committed[path], "\(path): run scripts/pillow_png_reference.py")
      let image = try PNGDecoder.decode(contentsOf: PackagePaths.root.appendingPathComponent(path).path)
      let size = try PNGEncoder.encode(image).count
      #expect(size <= expected.pillowBytes, "\(path): \(size) bytes, Pillow \(expected.pillowBytes)")
    }
  }

  /// Every sample rendered at 2×, as the command line renders it by default (the pictures a
  /// batch writes). The fixture's pixels must be these: a changed picture needs the script again.
  @Test(arguments: PackagePaths.specs(in: PackagePaths.samples).map(\.name))
  func samplePicturesAreNoLargerThanPillows(_ sample: String) throws {
    let reference = try PNGReference.load()
    let expected = try #require(reference.samples[sample], "\(sample): run scripts/pillow_png_reference.py")
    let image = try SamplePicture.image(sample, scale: 2)
    try #require(
      CRC32.checksum(of: image.pixels) == expected.rgbaCRC32,
      "\(sample): the picture changed since pillow-reference.json was written; run scripts/pillow_png_reference.py")
    let size = try PNGEncoder.encode(image).count
    #expect(size <= expected.pillowBytes, "\(sample): \(size) bytes, Pillow \(expected.pillowBytes)")
  }
}
