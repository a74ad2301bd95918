import Testing

@testable import Preview

/// Pictures of 2 MiB and more are allocated so that huge pages can back them from their first
/// byte; smaller ones exactly as asked. Either way the pixels are the ones drawn.
@Suite struct HugePagesTests {
  @Test func aSmallBufferIsAllocatedAsAsked() {
    #expect(HugePages.capacity(for: 0) == 0)
    #expect(HugePages.capacity(for: 912 * 612) == 912 * 612)
  }

  /// A 2× render of a small spec (912 × 612 pixels, 2.2 MB) takes two whole 2 MiB pages less the
  /// allocator's headers: glibc maps that on its own, and Linux puts it on a 2 MiB boundary.
  @Test func aLargeBufferFillsWholeHugePages() {
    #if os(Linux)
      let count = 912 * 612 * 4
      let capacity = HugePages.capacity(for: count)
      #expect(capacity >= count)
      #expect((capacity + 128) % (2 << 20) == 0)
      #expect(capacity - count < 2 << 20)
    #endif
  }

  /// A picture that big keeps its pixels: the padding is capacity, never pixels.
  @Test func aLargePictureKeepsItsPixels() {
    let image = RGBAImage(width: 912, height: 612, fill: RGBAColor(red: 10, green: 20, blue: 30))
    #expect(image.pixels.count == 912 * 612 * 4)
    #expect(stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0..<$0 + 4] == [10, 20, 30, 255] })
  }
}
