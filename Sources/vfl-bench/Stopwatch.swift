#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic wall-clock timing in milliseconds.
enum Stopwatch {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// Runs `body` once and returns its result with the elapsed milliseconds.
  static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = now()
    let result = try body()
    return (result, now() - start)
  }
}

/// The timings of one stage over several runs.
struct StageTiming: Sendable {
  var runs: [Double]

  var median: Double {
    guard !runs.isEmpty else { return .nan }
    let sorted = runs.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var minimum: Double { runs.min() ?? .nan }
}
