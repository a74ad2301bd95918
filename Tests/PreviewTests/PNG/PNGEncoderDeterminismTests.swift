import CDeflate
import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Preview

/// The same pixels give the same PNG bytes on every thread, at every address, alone or among
/// other pictures, and in every run: the bytes depend on the pixels and libdeflate's version only.
@Suite struct PNGEncoderDeterminismTests {
  static let samples = ["expression-format", "notation-key", "login-form", "device-iphone-se"]

  /// Pictures encoded on eight threads at once give one set of bytes.
  @Test(arguments: samples)
  func picturesEncodeToTheSameBytesOnEveryThread(_ sample: String) throws {
    let image = try SamplePicture.image(sample)
    let reference = try PNGEncoder.encode(image, dotsPerInch: 144)
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      results.record(try? PNGEncoder.encode(image, dotsPerInch: 144), against: reference)
    }
    #expect(results.differing == 0)
  }

  /// Several pictures encoded at once on every thread (as a batch does), each compared with the
  /// same picture encoded alone.
  @Test func aBatchGivesTheBytesOfEachPictureAlone() throws {
    let images = try Self.samples.map { try SamplePicture.image($0, scale: 1) }
    let alone = try images.map { try PNGEncoder.encode($0) }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4 * images.count) { index in
      results.record(try? PNGEncoder.encode(images[index % images.count]), against: alone[index % images.count])
    }
    #expect(results.differing == 0)
  }

  /// The pixels copied to buffers at other addresses and alignments (an offset of 1 to 15 bytes
  /// into a larger buffer) give the same bytes.
  @Test func copiesAtOtherAddressesGiveTheSameBytes() throws {
    let image = try SamplePicture.image("login-form", scale: 1)
    let reference = try PNGEncoder.encode(image)
    var kept: [[UInt8]] = []  // so that each copy lands somewhere new
    for offset in 0..<16 {
      let buffer = [UInt8](repeating: 0, count: offset) + image.pixels
      kept.append(buffer)
      let copy = RGBAImage(width: image.width, height: image.height, pixels: Array(buffer[offset...]))
      #expect(try PNGEncoder.encode(copy) == reference, "offset \(offset)")
    }
  }

  /// The bytes the encoder wrote for three pictures, by their CRC-32, with libdeflate 1.14 (the
  /// version the references were recorded with): a change of filters, level or chunks, or output
  /// that depended on the processor, shows here. Another libdeflate version may write other,
  /// equally valid, bytes; the test then checks only that two runs agree.
  @Test func theBytesAreTheRecordedOnes() throws {
    let recorded: [(String, Int, UInt32)] = [
      ("login-form", 2, 0x6686_468D), ("device-iphone-se", 1, 0x6B29_9F34), ("notation-key", 3, 0x96B7_AAFA),
    ]
    let version = LIBDEFLATE_VERSION_STRING
    for (sample, scale, crc) in recorded {
      let image = try SamplePicture.image(sample, scale: scale)
      let bytes = try PNGEncoder.encode(image, dotsPerInch: 72 * Double(scale))
      #expect(try PNGEncoder.encode(image, dotsPerInch: 72 * Double(scale)) == bytes)
      if version == "1.14" {
        #expect(CRC32.checksum(of: bytes) == crc, "\(sample) at \(scale)×: 0x\(String(CRC32.checksum(of: bytes), radix: 16))")
      }
    }
  }

  /// Counts results that differ from a reference, from any thread.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var differing = 0

    func record(_ bytes: [UInt8]?, against reference: [UInt8]) {
      lock.lock()
      defer { lock.unlock() }
      if bytes != reference { differing += 1 }
    }
  }
}
