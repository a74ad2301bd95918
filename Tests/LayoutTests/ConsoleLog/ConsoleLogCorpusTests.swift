import Foundation
import Testing

@testable import Layout

/// Real "Unable to simultaneously satisfy constraints" logs, as people pasted them into public issue
/// threads and Q&A (Tests/Fixtures/console-logs, sources in corpus.json), imported and re-solved.
@Suite struct ConsoleLogCorpusTests {
  struct Entry: Decodable, CustomTestStringConvertible, Sendable {
    var file: String
    var platform: String
    var redacted: Bool
    var truncated: Bool
    var listed: [String]
    var broken: String?
    var testDescription: String { file }
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/console-logs")

  static let corpus: [Entry] = {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("corpus.json")),
      let entries = try? JSONDecoder().decode([Entry].self, from: data)
    else { return [] }
    return entries
  }()

  @Test func theCorpusHasFortyLogsOfBothPlatforms() {
    let readable = Self.corpus.filter { !$0.redacted }
    #expect(readable.count >= 40)
    #expect(Self.corpus.contains { $0.platform == "AppKit" })
    #expect(Self.corpus.contains { $0.redacted })
  }

  @Test(arguments: corpus)
  func eachLogImportsWithTheLogsAddressesAsIds(_ entry: Entry) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(entry.file), encoding: .utf8)
    guard !entry.redacted else {
      #expect(throws: ConsoleLogError.self) { try ConsoleLog.parse(text) }
      return
    }
    let log = try ConsoleLog.parse(text)
    let imported = ConsoleLogImport(log: log)
    let spec = imported.spec
    // The file `import` writes is this spec: what renders a log renders the file.
    let written = try SpecDecoder.decode(Array(spec.json.utf8))
    #expect(LayoutSpecJSONTests.withoutOffsets(written) == LayoutSpecJSONTests.withoutOffsets(spec))
    let addresses = Set(log.conflicts.flatMap { $0.listed.map(\.address) })
    let ids = spec.constraints.filter { !$0.isAssumed }.compactMap(\.id)
    #expect(ids.count == spec.constraints.filter { !$0.isAssumed }.count, "every logged constraint has an id")
    #expect(Set(ids).isSubset(of: addresses))
    #expect(spec.constraints.filter(\.isAssumed).allSatisfy { $0.text.contains("@") })
    // What the log lists and the import could read is in the spec.
    let listedRead = Set(entry.listed).intersection(addresses)
    let reproducedIds = Set(ids)
    #expect(listedRead.subtracting(reproducedIds).count <= imported.issues.count)

    // A complete report whose broken constraint is one of its listed ones (a few pastes are
    // fragments, hand-edited or anonymised, which corpus.json notes) must conflict again.
    guard !entry.truncated, let broken = entry.broken, entry.listed.contains(broken) else { return }
    let solution = try LayoutEngine().solve(spec)
    try #require(!solution.conflicts.isEmpty, "the listed constraints conflict again")
    let logged = solution.constraints.first { $0.source.id == broken }
    #expect(logged?.source.isBrokenInLog == true)
    if let conflict = solution.conflicts.first(where: { $0.broken.source.id == broken }) {
      // The same choice as UIKit's: the minimal set is never larger than what the log lists.
      let minimal = conflict.conflicting.compactMap(\.source.id) + [broken]
      #expect(minimal.count <= entry.listed.count)
    } else {
      // Another choice: then the log's constraint is in no minimal set, because the others
      // already conflict without it (and the picture says so).
      let members = solution.conflicts.flatMap { $0.conflicting.compactMap(\.source.id) }
      #expect(!members.contains(broken))
    }
  }
}
