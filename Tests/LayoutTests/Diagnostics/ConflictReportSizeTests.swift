import Foundation
import Testing

@testable import Layout

/// A conflict report points into a long constraint string with a window around the part that
/// generated the constraint, so its size follows the number of conflicts, not conflicts times the
/// length of the string. (Quoting the string whole for every conflict made 10,000 predicates in one
/// VFL string print 288 MiB.)
@Suite struct ConflictReportSizeTests {
  /// `H:|[a(10,20,10,20,…)]`: every `20` conflicts with the first `10`, so `count / 2` conflicts,
  /// each pointing into the one long string.
  func alternatingPredicates(_ count: Int) throws -> (LayoutSpec, SourceText, Solution) {
    let predicates = (0..<count).map { $0 % 2 == 0 ? "10" : "20" }.joined(separator: ",")
    let text = """
      {"canvas": {"width": 400, "height": 300}, "views": {"a": {}},
       "constraints": ["H:|[a(\(predicates))]", "V:|[a(10)]"]}
      """
    let source = SourceText(bytes: Array(text.utf8))
    let spec = try SpecDecoder.decode(source.bytes)
    let solution = try LayoutEngine().solve(spec)
    return (spec, source, solution)
  }

  @Test func warningsShowAWindowOfALongStringAroundEachConflict() throws {
    let (spec, source, solution) = try alternatingPredicates(400)
    #expect(solution.conflicts.count == 200)
    let rendered = WarningReport(fileName: "spec.json", spec: spec, source: source)
      .diagnostics(for: solution).map(\.rendered).joined()
    let longest = rendered.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest < 200, "a line of \(longest) characters")
    #expect(rendered.utf8.count < 1_000 * solution.conflicts.count)
  }

  @Test func theCaretStaysUnderThePredicateInTheWindow() throws {
    let (spec, source, solution) = try alternatingPredicates(400)
    var lastConflictOnly = solution
    lastConflictOnly.conflicts = Array(solution.conflicts.suffix(1))
    let warning = try #require(
      WarningReport(fileName: "spec.json", spec: spec, source: source)
        .diagnostics(for: lastConflictOnly).first)
    let snippet = try #require(warning.snippet)
    let caret = try #require(warning.caret)
    #expect(snippet.hasPrefix("…"))
    #expect(Array(snippet)[caret...].starts(with: "20"))
    #expect(warning.highlightLength == 2)
  }

  /// `count` pins on the last view of a chain of 30 fixed-width views that does not fit: each pin
  /// conflicts with the whole chain (60 constraints).
  func pinsAgainstAChain(_ count: Int) throws -> (LayoutSpec, SourceText, Solution) {
    let views = (0..<30).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    let chain = "\"H:|" + (0..<30).map { "[v\($0)(50)]" }.joined() + "\""
    let pins = (0..<count).map { "\"v29.right <= \(100 + $0)\"" }.joined(separator: ", ")
    let heights = (0..<30).map { "\"V:|[v\($0)(10)]\"" }.joined(separator: ", ")
    let text = """
      {"canvas": {"width": 400, "height": 300}, "views": {\(views)},
       "constraints": [\(chain), \(pins), \(heights)]}
      """
    let source = SourceText(bytes: Array(text.utf8))
    let spec = try SpecDecoder.decode(source.bytes)
    return (spec, source, try LayoutEngine().solve(spec))
  }

  @Test func aConflictWithAWholeChainListsItsFirstConstraintsAndTheCount() throws {
    let (spec, source, solution) = try pinsAgainstAChain(5)
    #expect(solution.conflicts.count == 5)
    #expect(solution.conflicts.allSatisfy { $0.conflicting.count == 60 })
    // The views past the canvas's right edge have warnings of their own.
    let diagnostics = WarningReport(fileName: "spec.json", spec: spec, source: source).diagnostics(for: solution)
      .filter { $0.message.contains("conflict") }
    #expect(diagnostics.count == 5 * (1 + Conflict.maximumListed))
    let rendered = diagnostics.map(\.rendered).joined()
    #expect(rendered.components(separatedBy: "note: and 40 more constraints of the same conflict, not listed").count == 6)
  }

  @Test func theJSONListsTheFirstConstraintsAndViewsOfALargeConflictWithTheirCounts() throws {
    let (_, _, solution) = try pinsAgainstAChain(2)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(solution.json.utf8)) as? [String: Any])
    let conflict = try #require((document["conflicts"] as? [[String: Any]])?.first)
    #expect((conflict["with"] as? [String])?.count == Conflict.maximumListed)
    #expect((conflict["withSources"] as? [Any])?.count == Conflict.maximumListed)
    #expect(conflict["withCount"] as? Int == 60)
    #expect(conflict["views"] as? [String] == Array(solution.conflicts[0].views.prefix(Conflict.maximumListed)))
    #expect(conflict["viewCount"] as? Int == solution.conflicts[0].views.count)
    #expect(conflict["viewCount"] as? Int == 30)
  }

  @Test func aConflictPastTheExplanationLimitSaysItIsNotExplained() throws {
    var (spec, source, solution) = try pinsAgainstAChain(1)
    solution.conflicts[0].conflicting = []
    solution.conflicts[0].isExplained = false
    let warning = try #require(
      WarningReport(fileName: "spec.json", spec: spec, source: source).diagnostics(for: solution)
        .first { $0.message.contains("conflict 1 of 1") })
    #expect(warning.notes.first?.hasPrefix("not explained: the conflicts before it already name") == true)
    #expect(solution.json.contains("\"explained\": false"))
  }

  @Test func theJSONQuotesAnExcerptOfALongStringAndTheWholeOfAShortOne() throws {
    let (_, _, solution) = try alternatingPredicates(400)
    let json = solution.json
    #expect(json.utf8.count < 2_000 * solution.conflicts.count)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let conflicts = try #require(document["conflicts"] as? [[String: Any]])
    let last = try #require(conflicts.last?["brokenSource"] as? [String: Any])
    #expect(last["text"] == nil)
    let excerpt = try #require(last["excerpt"] as? String)
    let start = try #require(last["excerptStart"] as? Int)
    let span = try #require(last["span"] as? [Int])
    // The excerpt is the string from `excerptStart` on, after the leading ellipsis.
    let predicate = Array(excerpt.dropFirst())[(span[0] - start)...]
    #expect(predicate.starts(with: "20"))

    let short = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          LayoutEngine().solve(
            SpecDecoder.decode(Array(#"{"canvas": {"width": 100, "height": 100}, "views": {"a": {}}, "constraints": ["H:|[a(10)]|", "V:|[a(10)]|"]}"#.utf8))
          ).json.utf8)) as? [String: Any])
    let shortSource = try #require(
      ((short["conflicts"] as? [[String: Any]])?.first?["brokenSource"]) as? [String: Any])
    #expect(shortSource["text"] as? String == "H:|[a(10)]|")
  }
}
