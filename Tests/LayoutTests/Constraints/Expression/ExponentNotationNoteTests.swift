import Testing

@testable import Layout

/// The note under "Exponent notation … is not supported": it suggests the digits only when they are
/// usable. It once spelled the number out whatever it was: 300 digits for `1e300`, "Write inf
/// instead." for `1e999` and "Write 0 instead." for `1e-7` (found by fuzzing, issue 7).
@Suite struct ExponentNotationNoteTests {
  @Test(arguments: [
    ("1e300", "Numbers in constraints must be within ±1e9."),
    ("1e999", "Numbers in constraints must be within ±1e9."),
    ("2e9", "Numbers in constraints must be within ±1e9."),
    ("1e9", "Write 1000000000 instead."),
    ("1e2", "Write 100 instead."),
  ])
  func theNoteNeverSuggestsAnUnusableNumber(number: String, note: String) {
    do {
      _ = try ExpressionFixtures.parser.parse("view1.width == \(number)", source: ConstraintSource())
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "Exponent notation such as '\(number)' is not supported: write the digits out.")
      #expect(error.note == note)
      #expect(error.position == 15)
    }
  }

  @Test func aNumberThatWouldPrintAsZeroGetsNoNote() {
    do {
      _ = try ExpressionFixtures.parser.parse("view1.width == 1e-7", source: ConstraintSource())
      Issue.record("expected an error")
    } catch {
      #expect(error.note == nil)
    }
  }
}
