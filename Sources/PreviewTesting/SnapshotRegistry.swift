import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Where an assertion is written in a test file.
struct SnapshotCallSite: Hashable, Sendable, CustomStringConvertible {
  var fileID: String
  var line: UInt
  var column: UInt

  var description: String { "\(fileID):\(line):\(column)" }
}

/// The snapshots asserted so far in this test process: numbers unnamed snapshots and finds two
/// snapshots that would share one reference file.
///
/// Two call sites (or two tests, or two cases of a parameterized test) asserting one name would
/// compare different pictures with one reference, so that one of them fails forever, or record
/// it in turn; the second to run gets a failure naming both call sites instead. One call site
/// asserting the same name again in the same test (a repeated test run) is allowed.
final class SnapshotRegistry: @unchecked Sendable {
  static let shared = SnapshotRegistry()

  private struct Claim {
    var callSite: SnapshotCallSite
    var test: String
  }

  private let lock = NSLock()
  private var counters: [String: Int] = [:]
  private var claims: [String: Claim] = [:]

  /// `<test name>.<n>` for the n-th unnamed snapshot of the running test in this file, as
  /// swift-snapshot-testing names them: `testLogin()` gives `testLogin.1`, `testLogin.2`, …
  func automaticName(testName: String, filePath: String, test: String) -> String {
    let base = testName.split(separator: "(", maxSplits: 1).first.map(String.init) ?? testName
    let key = [filePath, base, test].joined(separator: "\u{0}")
    let number = lock.withLock {
      counters[key, default: 0] += 1
      return counters[key, default: 1]
    }
    return "\(base).\(number)"
  }

  /// Claims the reference files at `stem` (`<stem>.png`, `<stem>.json`) for a call site of a
  /// test; returns the call site that already holds them, if another call site or test does.
  func claim(_ stem: String, by callSite: SnapshotCallSite, in test: String) -> SnapshotCallSite? {
    lock.withLock {
      if let earlier = claims[stem] {
        return earlier.callSite == callSite && earlier.test == test ? nil : earlier.callSite
      }
      claims[stem] = Claim(callSite: callSite, test: test)
      return nil
    }
  }

  /// The running test and, for a parameterized test, its case: what tells two runs of one call
  /// site apart. XCTest has no such notion; its tests are told apart by their call sites.
  static var currentTest: String {
    #if canImport(Testing)
      if let test = Test.current {
        var identity = "\(test.id)"
        if let testCase = Test.Case.current, testCase.isParameterized {
          identity += " " + String(describing: testCase)
        }
        return identity
      }
    #endif
    return ""
  }
}

/// The name a snapshot assertion uses: `name`, or the next automatic one. Reports a failure and
/// returns nil when another call site already uses that name for the same reference file.
func claimSnapshotName(
  _ name: String?, testName: String, snapshotDirectory: String?, fileID: StaticString,
  filePath: StaticString, line: UInt, column: UInt
) -> String? {
  let registry = SnapshotRegistry.shared
  let test = SnapshotRegistry.currentTest
  let path = String(describing: filePath)
  let resolved =
    name ?? registry.automaticName(testName: testName, filePath: path, test: test)
  // An unusable name is reported by the verifier, with the reason.
  guard
    let files = try? SnapshotFiles(
      name: resolved, testFilePath: path, snapshotDirectory: snapshotDirectory,
      environment: ProcessInfo.processInfo.environment)
  else { return resolved }
  let callSite = SnapshotCallSite(fileID: String(describing: fileID), line: line, column: column)
  guard let earlier = registry.claim(files.referenceStem, by: callSite, in: test) else {
    return resolved
  }
  let place = earlier == callSite ? "also by another test or test case at" : "also at"
  IssueReporter.reportFailure(
    """
    Snapshot "\(resolved)" at \(callSite) is asserted \(place) \(earlier): both would use the \
    reference \(files.referenceStem).png, and one of them would fail forever. Give each its own \
    name (named:).
    """, fileID: fileID, filePath: filePath, line: line, column: column)
  return nil
}
