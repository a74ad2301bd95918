import Foundation
import Testing

@testable import Layout

/// What the solve did with the constraint each report says UIKit or AppKit broke: the picture's
/// legend and `--format json`'s `"brokenInLog"` say the same.
@Suite struct LogVerdictTests {
  static let logs = ConsoleLogPasteTests.fixtures.appendingPathComponent("console-logs")

  static func verdicts(_ file: String) throws -> [LogVerdict] {
    let imported = ConsoleLogImport(
      log: try ConsoleLog.parse(bytes: [UInt8](Data(contentsOf: logs.appendingPathComponent(file)))))
    return imported.verdicts(in: try LayoutEngine().solve(imported.spec))
  }

  @Test func theSameChoiceIsBrokenHereWithoutANote() throws {
    #expect(try Self.verdicts("07-tagflow-autoresizing-zero-height.log") == [LogVerdict(id: "0x60000286f610", brokenHere: true)])
  }

  @Test func aChoiceTheOtherConstraintsDoNotNeedHolds() throws {
    #expect(
      try Self.verdicts("56-heliport-sonoma-wording.log").first
        == LogVerdict(
          id: "0x6000031b9d10", brokenHere: false,
          note: "here it holds: the conflict does not need it, the other listed constraints already conflict"))
    #expect(
      try Self.verdicts("12-snapkit-ib-prototyping-angle-items.log")
        == [LogVerdict(
          id: "0x7f8a412ea570", brokenHere: false,
          note: "here it holds: the listed constraints do not conflict without what the log leaves out")])
  }

  @Test func aBrokenConstraintTheLogCutIsSaidToBeMissing() throws {
    #expect(
      try Self.verdicts("73-representablekit-cut-address.log")
        == [LogVerdict(id: "0x28241f", brokenHere: false, note: "not in the picture: the log's description of it could not be read")])
  }

  @Test func theFramesJSONCarriesTheListOnlyForALog() throws {
    let imported = ConsoleLogImport(
      log: try ConsoleLog.parse(bytes: [UInt8](Data(contentsOf: Self.logs.appendingPathComponent("07-tagflow-autoresizing-zero-height.log")))))
    let solution = try LayoutEngine().solve(imported.spec)
    let json = imported.json(of: solution)
    #expect(json.contains("\"brokenInLog\": [\n    {\n      \"brokenHere\": true,\n      \"id\": \"0x60000286f610\"\n    }\n  ]"))
    #expect(!solution.json.contains("brokenInLog"))
    #expect(json.replacingOccurrences(of: "  \"brokenInLog\": [\n    {\n      \"brokenHere\": true,\n      \"id\": \"0x60000286f610\"\n    }\n  ],\n", with: "") == solution.json)
  }
}
