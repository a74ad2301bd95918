import Foundation

/// The seed of a test that draws random input: `VFL_TEST_SEED` when it is set, to replay a
/// failure, else a fresh one each run. The seed is printed, so a failing run says how to replay
/// it: `VFL_TEST_SEED=1234 swift test --filter <test>`.
package enum TestSeed {
  /// The variable a seed is replayed from.
  package static let environmentVariable = "VFL_TEST_SEED"

  /// A generator for the test `name`, seeded from `VFL_TEST_SEED` or afresh, with its seed printed.
  package static func generator(for name: String = #function) -> SeededGenerator {
    let given = ProcessInfo.processInfo.environment[environmentVariable].flatMap { UInt64($0) }
    let seed = given ?? UInt64.random(in: .min ... .max)
    print("\(name): random seed \(seed) (replay with \(environmentVariable)=\(seed))")
    return SeededGenerator(seed: seed)
  }
}

/// SplitMix64: the same numbers for the same seed on every run and machine.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  package private(set) var state: UInt64
  /// The seed the numbers came from, for messages.
  package let seed: UInt64

  package init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
