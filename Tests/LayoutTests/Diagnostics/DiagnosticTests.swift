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
          spec.json:2:14: error: unknown key "widht" in canvas (allowed: "width", "height", "safeArea", "layoutMargins", "device", "orientation")
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

extension DiagnosticTests {
  /// Text from the input is printed with its control characters visible, never sent to the
  /// terminal, and the caret still points at the character it names.
  @Test func controlCharactersFromTheInputAreEscapedAndTheCaretFollows() {
    let diagnostic = Diagnostic(
      severity: .error, fileName: "spec.json", line: 1, column: 5,
      message: "unknown key \"\u{1B}[2J\"", snippet: "[a\u{1B}[2J]b", caret: 6, notes: ["did you mean '\u{7}'?"])
    let lines = diagnostic.rendered.split(separator: "\n").map(String.init)
    #expect(!diagnostic.rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(lines[0] == #"spec.json:1:5: error: unknown key "\u{1B}[2J""#)
    #expect(lines[1] == #"    [a\u{1B}[2J]b"#)
    // The caret was under "]" (character 6); six characters of escape now come before it.
    #expect(lines[2] == "    " + String(repeating: " ", count: 11) + "^")
    #expect(lines[3] == #"note: did you mean '\u{7}'?"#)
  }
}
