import Testing

@testable import Layout

@Suite struct DiagnosticTests {
  @Test func aJSONErrorPrintsFileLineColumnTheLineAndACaret() {
    let text = "{\n  \"canvas\": {\"widht\": 400, \"height\": 300}\n}\n"
    let source = SourceText(bytes: Array(text.utf8))
    do {
      _ = try SpecDecoder.decode(source.bytes)
      Issue.record("expected an error")
    } catch {
      let rendered = error.diagnostic(fileName: "spec.json", source: source).rendered
      #expect(
        rendered == """
          spec.json:2:14: error: unknown key "widht" in canvas (allowed: "width", "height")
                "canvas": {"widht": 400, "height": 300}
                           ^
          note: did you mean 'width'?

          """)
    }
  }

  @Test func aConstraintErrorShowsTheConstraintStringWithTheCaretInIt() {
    let error = SpecError.constraint(
      index: 3, path: "constraints[3]", text: "V|[backgroundBox]|",
      message: "Expected ':' after 'V' to specify vertical arrangement", position: 1, note: nil,
      at: 20)
    let text = String(repeating: " ", count: 20) + "\"V|[backgroundBox]|\""
    let diagnostic = error.diagnostic(fileName: "spec.json", source: SourceText(bytes: Array(text.utf8)))
    #expect(diagnostic.line == 1)
    #expect(diagnostic.column == 23)  // the '|' inside the string, 1-based
    #expect(
      diagnostic.rendered == """
        spec.json:1:23: error: constraints[3]: Expected ':' after 'V' to specify vertical arrangement
            V|[backgroundBox]|
             ^

        """)
  }

  @Test func columnsCountCharactersNotBytes() {
    let source = SourceText(bytes: Array("{\"é\": x}".utf8))
    #expect(source.lineAndColumn(ofOffset: 7).column == 7)
  }

  @Test func aHugeLineIsShownAsAWindowAroundTheCaret() {
    let line = String(repeating: "a", count: 10_000) + "X" + String(repeating: "b", count: 10_000)
    let source = SourceText(bytes: Array(line.utf8))
    let (text, caret) = source.lineText(aroundOffset: 10_000)
    #expect(text.count < 130)
    #expect(Array(text)[caret] == "X")
  }

  @Test func spansAreUnderlined() {
    let diagnostic = Diagnostic(
      severity: .note, fileName: "s.json", line: 4, column: 8, message: "conflicts with H:[a(100)]",
      snippet: "|[a(100)]-20-[b(100)]", caret: 3, highlightLength: 4)
    #expect(diagnostic.rendered.contains("    |[a(100)]-20-[b(100)]\n       ^~~~\n"))
  }
}
