import Testing

@testable import Layout

/// Every message Apple's VFL parser can give, verbatim, with its caret.
///
/// Caret positions follow the control flow of Apple's `NSLayoutConstraintParser` as recovered by
/// the public decompilation cited in the research notes ([DEC]): the caret is the parser's cursor
/// when it gives up. The four diagnostics printed in Apple's own appendix (seed 002) are the golden
/// cases; the rest are derived from that control flow, not observed on a device.
@Suite struct VFLErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var format: String
    var reason: VFLError.Reason
    var caret: Int?
    var testDescription: String { "\(format) → \(reason)" }
  }

  // MARK: - Apple's appendix

  @Test(arguments: [
    Case(format: "V|[backgroundBox]|", reason: .expectedColonAfterV, caret: 1),
    // `blackWidth` is a metric here; the predicate ends at `]` without `)`.
    Case(
      format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", reason: .unterminatedViewPredicate,
      caret: 33),
    // The appendix shows Apple's older wording, "Unable to find view with name blackBox"; current
    // systems say "blackBox is not a key in the views dictionary." at the same caret.
    Case(format: "|[whiteBox2][blackBox]", reason: .unknownView("blackBox"), caret: 21),
    Case(format: "V:|[blackBox4(>30)]|", reason: .unknownRelation, caret: 15),
  ])
  func appendixDiagnostic(_ example: Case) {
    let error = VFLFixture.error(example.format)
    #expect(error?.reason == example.reason)
    #expect(error?.position == example.caret)
  }

  @Test func appendixDiagnosticsPrintAsApplesExceptionReason() throws {
    let error = try #require(VFLFixture.error("V:|[blackBox4(>30)]|"))
    #expect(
      error.appleExceptionReason(format: "V:|[blackBox4(>30)]|")
        == "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \nV:|[blackBox4(>30)]| \n               ^"
    )
  }

  // MARK: - Every message and its caret

  @Test(arguments: [
    // Whole string.
    Case(format: "", reason: .emptyString, caret: nil),
    Case(format: "[a]-[é]", reason: .nonASCII, caret: nil),
    Case(format: "[a]\u{2014}[b]", reason: .nonASCII, caret: nil),
    // Orientation.
    Case(format: "H[a]", reason: .expectedColonAfterH, caret: 1),
    Case(format: "H", reason: .expectedColonAfterH, caret: 1),
    Case(format: "V", reason: .expectedColonAfterV, caret: 1),
    Case(format: "V;[a]", reason: .expectedColonAfterV, caret: 1),
    // Only `H` and `V` are orientations; anything else is read as the start of a view.
    Case(format: "h:[a]", reason: .expectedView, caret: 0),
    // Leading bar.
    Case(format: "|", reason: .expectedConnectionAfterBar, caret: 1),
    Case(format: "V:|", reason: .expectedConnectionAfterBar, caret: 3),
    Case(format: "||", reason: .expectedView, caret: 1),
    Case(format: "|-|", reason: .expectedView, caret: 2),
    // Views.
    Case(format: "a]", reason: .expectedView, caret: 0),
    Case(format: "H:", reason: .expectedView, caret: 2),
    Case(format: "[a]-[", reason: .expectedView, caret: 5),
    Case(format: "[", reason: .expectedView, caret: 1),
    Case(format: "[]", reason: .invalidViewName, caret: 1),
    Case(format: "[1a]", reason: .invalidViewName, caret: 1),
    Case(format: "[a]-[zz]", reason: .unknownView("zz"), caret: 7),
    Case(format: "[a", reason: .expectedViewEnd, caret: 2),
    Case(format: "[a)", reason: .expectedViewEnd, caret: 2),
    Case(format: "[a ]", reason: .expectedViewEnd, caret: 2),
    Case(format: "[a(", reason: .ranOutInView, caret: 3),
    Case(format: "[a(100", reason: .unterminatedViewPredicate, caret: 6),
    Case(format: "[a(100]", reason: .unterminatedViewPredicate, caret: 6),
    Case(format: "[a(100 )]", reason: .unterminatedViewPredicate, caret: 6),
    Case(format: "[a(>=b*2)]", reason: .unterminatedViewPredicate, caret: 6),
    Case(format: "[a(100)", reason: .expectedBracketAfterThickness, caret: 7),
    Case(format: "[a(100)x]", reason: .expectedBracketAfterThickness, caret: 7),
    // Between items. Whitespace is never skipped.
    Case(format: "[a]x", reason: .expectedViewOrBar, caret: 3),
    Case(format: "[a] [b]", reason: .expectedViewOrBar, caret: 3),
    Case(format: " [a]", reason: .expectedView, caret: 0),
    Case(format: "[a]-5-", reason: .expectedViewOrBar, caret: 6),
    Case(format: "|-5-", reason: .expectedView, caret: 4),
    Case(format: "[a]|[b]", reason: .expectedEndOfString, caret: 4),
    Case(format: "[a]-|-", reason: .expectedEndOfString, caret: 5),
    Case(format: "|-[a]-|-[b]", reason: .expectedEndOfString, caret: 7),
    // Connections.
    Case(format: "[a]-", reason: .expectedMoreInput, caret: 4),
    Case(format: "[a]-(", reason: .expectedMoreInput, caret: 5),
    Case(format: "[a]- [b]", reason: .expectedNumberOrKey, caret: 4),
    Case(format: "[a]-20[b]", reason: .expectedDash, caret: 6),
    Case(format: "[a]-20", reason: .expectedDash, caret: 6),
    Case(format: "[a]-(20)[b]", reason: .expectedDash, caret: 8),
    Case(format: "[a]-20 -[b]", reason: .expectedDash, caret: 6),
    Case(
      format: "[a]-20,30-[b]", reason: .expectedDashListNeedsParentheses, caret: 6),
    Case(format: "[a]--5-[b]", reason: .ambiguousMinus, caret: 4),
    Case(format: "|--[a]", reason: .ambiguousMinus, caret: 2),
    Case(format: "[a]-(20[b]", reason: .expectedCloseParenthesis, caret: 7),
    Case(format: "[a]-(20-[b]", reason: .expectedCloseParenthesis, caret: 7),
    Case(format: "[a]-(20,-[b]", reason: .expectedNumberOrAKey, caret: 8),
    // Relations.
    Case(format: "[a(=50)]", reason: .unknownRelation, caret: 4),
    Case(format: "[a(=<50)]", reason: .unknownRelation, caret: 4),
    Case(format: "[a]-(>8)-[b]", reason: .unknownRelation, caret: 6),
    Case(format: "[a]->8-[b]", reason: .unknownRelation, caret: 5),
    // Constants.
    Case(format: "[a(>=", reason: .expectedNumberOrKey, caret: 5),
    Case(format: "[a(@", reason: .expectedNumberOrKey, caret: 3),
    Case(format: "[a(!=50)]", reason: .expectedNumberOrKey, caret: 3),
    Case(format: "[a(.5)]", reason: .expectedNumberOrKey, caret: 3),
    Case(format: "[a(+5)]", reason: .expectedNumberOrKey, caret: 3),
    Case(format: "[a(100,)]", reason: .expectedNumberOrKey, caret: 7),
    Case(format: "[a]-@750-[b]", reason: .expectedNumberOrKey, caret: 4),
    // A `-` or digit goes to strtod; when strtod reads nothing the message says "a key".
    Case(format: "[a(-x)]", reason: .expectedNumberOrAKey, caret: 3),
    Case(format: "[a(--10)]", reason: .expectedNumberOrAKey, caret: 3),
    Case(format: "[a]-(--10)-[b]", reason: .expectedNumberOrAKey, caret: 5),
    Case(format: "[a]-20@-[b]", reason: .expectedNumberOrAKey, caret: 7),
    Case(format: "[a]-missing-[b]", reason: .unknownMetric("missing"), caret: 11),
    Case(format: "[a(w)]", reason: .unknownMetric("w"), caret: 4),
    Case(format: "[a(==view2)]", reason: .unknownMetric("view2"), caret: 10),
    // A view where a space is expected.
    Case(format: "[a]-b-[c]", reason: .spaceEqualToViewSize, caret: 5),
    Case(format: "[a]-(==b)-[c]", reason: .spaceEqualToViewSize, caret: 8),
    Case(format: "[a]-8@b-[c]", reason: .spaceEqualToViewSize, caret: 7),
    // Priorities: the caret is after the priority.
    Case(format: "[a(100@0)]", reason: .priorityNotPositive(0), caret: 8),
    Case(format: "[a(100@-5)]", reason: .priorityNotPositive(-5), caret: 9),
    Case(format: "[a(100@zero)]", reason: .priorityNotPositive(0), caret: 11),
    // Inside a view a view name is read as priority 0 (Apple makes it the second item first).
    Case(format: "[a(100@b)]", reason: .priorityNotPositive(0), caret: 8),
    Case(format: "[a(100@1050)]", reason: .priorityTooHigh(1050), caret: 11),
    Case(format: "[a]-20@1000.5-[b]", reason: .priorityTooHigh(1000.5), caret: 13),
    Case(format: "[a(100@tooHigh)]", reason: .priorityTooHigh(1001), caret: 14),
    Case(format: "[a(100@1e9)]", reason: .priorityTooHigh(1e9), caret: 10),
  ])
  func messageAndCaret(_ example: Case) {
    let error = VFLFixture.error(example.format)
    #expect(error?.reason == example.reason)
    #expect(error?.position == example.caret)
  }

  // MARK: - Verbatim text

  @Test(arguments: [
    (VFLError.Reason.unknownView("blackBox"), "blackBox is not a key in the views dictionary."),
    (
      .unknownMetric("gap"),
      "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"
    ),
    (
      .priorityTooHigh(1050),
      "Invalid priority specified: 1050. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    ),
    (.priorityTooHigh(1e9), "Invalid priority specified: 1e+09. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    (.priorityTooHigh(1000.5), "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    (.priorityNotPositive(0), "Invalid priority specified: 0. Priority must be greater than 0"),
    (.priorityNotPositive(-2.5), "Invalid priority specified: -2.5. Priority must be greater than 0"),
    (
      .spaceEqualToViewSize,
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    ),
    (
      .ambiguousMinus,
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    ),
    (.emptyString, "It's an empty string."),
    (.nonASCII, "It contains non-ASCII characters."),
    (
      .unterminatedViewPredicate,
      "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    ),
    (.expectedColonAfterV, "Expected ':' after 'V' to specify vertical arrangement"),
    (.unknownRelation, "Unknown relation. Must be ==, >=, or <="),
    (
      .expectedNumberOrKey,
      "Expected a number or key from the metrics dictionary, but encountered something else"
    ),
    (
      .expectedNumberOrAKey,
      "Expected a number or a key from the metrics dictionary, but encountered something else"
    ),
  ])
  func appleWording(_ reason: VFLError.Reason, message: String) {
    #expect(VFLError(reason, position: 0).message == message)
  }

  @Test func exceptionReasonWithoutCaret() {
    let error = VFLFixture.error("")
    #expect(error?.appleExceptionReason(format: "") == "Unable to parse constraint format: It's an empty string.")
  }

  // MARK: - Did-you-mean notes (ours, never part of Apple's message)

  @Test func unknownViewSuggestsACloseDeclaredView() throws {
    let error = try #require(VFLFixture.error("|[whiteBox2][blackBox]"))
    #expect(error.note == "did you mean 'blackBox4'?")
    #expect(error.message == "blackBox is not a key in the views dictionary.")
  }

  @Test func unknownViewIgnoresCaseDifferences() {
    #expect(VFLFixture.error("[Button]")?.note == "did you mean 'button'?")
  }

  @Test func shortNamesOnlyMatchTheirCaseVariants() throws {
    // `d` is not a typo of the declared `a`, `b` or `c`; `A` is `a` in the wrong case.
    let unrelated = try #require(VFLFixture.error("[d]"))
    #expect(unrelated.note == nil)
    #expect(VFLFixture.error("[A]")?.note == "did you mean 'a'?")
  }

  @Test func aDeclaredNameInAnotherCaseIsOffered() {
    let context = VFLFixture.context(views: ["Button", "label"])
    #expect(VFLFixture.error("[button]", context: context)?.note == "did you mean 'Button'?")
  }

  @Test func unknownMetricSuggestsAMetric() {
    #expect(VFLFixture.error("|-paddng-[a]")?.note == "did you mean 'padding'?")
  }

  @Test func unknownNameInsideAViewMaySuggestAView() {
    #expect(VFLFixture.error("[a(==buton)]")?.note == "did you mean 'button'?")
  }

  @Test func aMetricInAViewPositionIsPointedOut() {
    let error = VFLFixture.error("|-[padding]")
    #expect(error?.reason == .unknownView("padding"))
    #expect(error?.note == "'padding' is a metric, not a view")
  }

  @Test func nothingCloseMeansNoNote() {
    #expect(VFLFixture.error("[zz]")?.note == nil)
    #expect(VFLFixture.error("[a(w)]")?.note == nil)
    #expect(VFLFixture.error("[a]-(20[b]")?.note == nil)
  }

  // MARK: - Our own checks

  @Test func viewsOfOneLineMustShareASuperview() throws {
    let context = ConstraintContext(
      parents: ["a": .canvas, "card": .canvas, "title": .view("card")])
    let error = try #require(VFLFixture.error("|-[a]-[title]-|", context: context))
    #expect(error.reason == .mixedSuperviews(view: "title", parent: .view("card"), lineParent: .canvas))
    #expect(error.position == 7)  // the name of the offending view
    #expect(
      error.message
        == "title is in 'card', but the views before it in this line are in the canvas. All views in one line must share a superview, which is what '|' stands for."
    )
  }

  @Test(arguments: [
    ("[a(1e999)]", Double.infinity, 8),
    ("[a]-(-inf)-[b]", -Double.infinity, 9),
  ])
  func nonFiniteConstantsAreRejected(_ format: String, value: Double, caret: Int) {
    let error = VFLFixture.error(format)
    #expect(error?.reason == .nonFiniteConstant(value))
    #expect(error?.position == caret)
  }

  /// Apple lets a NaN priority through both of its range checks; we report it as not positive.
  @Test func nanPriorityIsRejected() throws {
    let error = try #require(VFLFixture.error("[a(100@-nan)]"))
    #expect(error.message == "Invalid priority specified: nan. Priority must be greater than 0")
    #expect(error.position == 11)
  }

  @Test func errorsNeverLeakPartialResults() {
    // The line is valid up to the last view; nothing is returned, only the error.
    #expect(throws: VFLError.self) { try VFLFixture.parse("|-[a]-[b]-[zz]-|") }
  }
}
