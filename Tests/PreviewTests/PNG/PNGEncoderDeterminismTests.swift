import CPNGStream
import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Preview

/// The same pixels give the same PNG bytes on every thread and in every run.
///
/// igzip (ISA-L 2.30–2.32, x86-64) files one hash-table entry at the start of each stream under a
/// hash of its state's address instead of the data, so a stream's bytes could change with where
/// that state lived: a thread's stack, different for each thread and each run. The encoder keeps
/// the state of each thread at an address of one fixed hash slot (RowDeflate.c).
@Suite struct PNGEncoderDeterminismTests {
  /// Every thread's compression state is at an address of slot 5735, the one the encoder fixes.
  @Test func everyThreadKeepsItsCompressionStateInTheSameHashSlot() {
    final class Slots: @unchecked Sendable {
      let lock = NSLock()
      var values: [Int32] = []
    }
    let slots = Slots()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let slot = vfl_deflate_stream_slot()
      slots.lock.lock()
      slots.values.append(slot)
      slots.lock.unlock()
    }
    #if arch(x86_64) && os(Linux)
      #expect(slots.values == Array(repeating: 5735, count: 8))
    #else
      #expect(Set(slots.values).count == 1)
    #endif
  }

  /// Pictures encoded on eight threads at once, each thread's state elsewhere in memory, give one
  /// set of bytes.
  @Test(arguments: ["expression-format", "notation-key", "login-form", "device-iphone-se"])
  func picturesEncodeToTheSameBytesOnEveryThread(_ sample: String) throws {
    let image = try SamplePicture.image(sample)
    let reference = try PNGEncoder.encode(image)
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var differing = 0
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let bytes = try? PNGEncoder.encode(image)
      results.lock.lock()
      if bytes != reference { results.differing += 1 }
      results.lock.unlock()
    }
    #expect(results.differing == 0)
  }
}
