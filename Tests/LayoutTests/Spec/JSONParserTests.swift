import Testing

@testable import Layout

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(SpecError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func objectsKeepTheirKeysInFileOrderWithOffsets() throws {
    let value = try parse(#"{"b": 1, "a": [true, null, "x"]}"#)
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members[0].keyOffset == 1)
    #expect(members[1].value.offset == 14)
  }

  @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
    let value = try parse(#""a\n\"\u00e9\ud83d\ude00""#)
    #expect(value.kind == .string("a\n\"é😀"))
  }

  @Test func numbersFollowJSONGrammar() throws {
    #expect(try parse("-12.5e1").kind == .number(-125))
    #expect(try parse("0").kind == .number(0))
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var text: String
    var offset: Int
    var message: String
    var testDescription: String { text }
  }

  static let badDocuments: [Bad] = [
    Bad(text: "", offset: 0, message: "the file is empty"),
    Bad(text: "{\"a\": 1,}", offset: 8, message: "trailing comma before '}'"),
    Bad(text: "[1, 2,]", offset: 6, message: "trailing comma before ']'"),
    Bad(text: "{\"a\" 1}", offset: 5, message: "expected ':' after the key \"a\""),
    Bad(text: "{'a': 1}", offset: 1, message: "expected a key in double quotes"),
    Bad(text: "[NaN]", offset: 1, message: "NaN and Infinity are not JSON numbers"),
    Bad(text: "[01]", offset: 1, message: "leading zeros"),
    Bad(text: "[1e999]", offset: 1, message: "too large"),
    Bad(text: "\"abc", offset: 0, message: "unterminated string"),
    Bad(text: "{\"a\": 1, \"a\": 2}", offset: 9, message: "duplicate key \"a\""),
    Bad(text: "{} {}", offset: 3, message: "after the end of the JSON document"),
    Bad(text: "[tru]", offset: 1, message: "expected a value"),
    Bad(text: "\"\\x\"", offset: 1, message: "unknown escape"),
    Bad(text: "\"\\ud800\"", offset: 1, message: "lone UTF-16 surrogate"),
  ]

  @Test(arguments: badDocuments)
  func invalidDocumentsAreLocated(_ bad: Bad) {
    do {
      _ = try parse(bad.text)
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == bad.offset)
      #expect(error.message.contains(bad.message), "\(error.message)")
    }
  }

  @Test func invalidUTF8InsideAStringIsAnError() {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
    #expect(throws: SpecError.self) { try JSONParser.parse(bytes) }
  }

  @Test func deepNestingIsRefusedInsteadOfOverflowingTheStack() {
    let text = String(repeating: "[", count: 100_000)
    do {
      _ = try parse(text)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("nests deeper than"))
    }
  }

  @Test func aLargeMinifiedDocumentParsesInOnePass() throws {
    // 20,000 values on one line: positions are offsets, so this stays linear.
    let members = (0..<20_000).map { "\"v\($0)\":{}" }.joined(separator: ",")
    let value = try parse("{\(members)}")
    guard case .object(let parsed) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(parsed.count == 20_000)
  }
}
