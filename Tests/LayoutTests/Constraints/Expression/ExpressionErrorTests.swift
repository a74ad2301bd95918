import Testing

@testable import Layout

/// What the parser says about expressions it rejects: each case shows the string, the caret line the
/// spec layer prints under it, the message and the note.
@Suite struct ExpressionErrorTests {
  typealias F = ExpressionFixtures

  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    /// Spaces and a `^` under the offending character, as printed under the string.
    var caret: String
    var message: String
    var note: String?
    var testDescription: String { text }

    init(_ text: String, _ caret: String, _ message: String, note: String? = nil) {
      self.text = text
      self.caret = caret
      self.message = message
      self.note = note
    }

    var position: Int? { caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } }
  }

  private func check(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error = F.error(example.text, sourceLocation: sourceLocation) else { return }
    #expect(error.message == example.message, sourceLocation: sourceLocation)
    #expect(error.position == example.position, sourceLocation: sourceLocation)
    #expect(error.note == example.note, sourceLocation: sourceLocation)
  }

  /// The invalid examples of `constraintWithExpressionFormat:` (001), comments included as written.
  @Test(arguments: [
    Case(
      "view1 = view2 // Must specify view.attribute, not just view",
      "      ^",
      "Must specify view.attribute, not just a view: expected '.' and an attribute after 'view1', such as view1.left."
    ),
    Case(
      "view1.subview.left = 20 // Cannot follow dot paths of variables",
      "             ^",
      "Cannot follow dot paths such as 'view1.subview.left': write a single view.attribute, with the view itself in the views dictionary.",
      note: "did you mean 'subview.left'?"
    ),
    Case(
      "[view1 setLeft:20] // No. Just, no.",
      "^",
      "Objective-C message syntax is not an expression. Write view.attribute, a relation and a value, such as view1.left = 20.",
      note: "did you mean 'view1.left = 20'?"
    ),
    Case(
      "view1.left = 20 + superview.left // Constant must come at end of expression. Sorry :(",
      "                  ^",
      "The constant must come at the end of the expression, after the view.attribute.",
      note: "Write 'superview.left + 20'."
    ),
    Case(
      "view1.left + 20 = superview.left // No really, the constant *must* come at end of expression.",
      "           ^",
      "The left side must be a single view.attribute: move the '+' and what follows it to the right side of the relation.",
      note: "For example, view1.left + 20 = view2.left is view1.left = view2.left - 20."
    ),
    Case(
      "view1.left = 20 + 3 // Don't do constant math",
      "                  ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 23 instead of 20 + 3."
    ),
    Case(
      "view1.left = view2.width * (0.9 + 5)// Don't do parentheses",
      "                           ^",
      "Parentheses are not supported: write view.attribute * multiplier + constant, each a single number or metric."
    ),
  ])
  func expressionFormatInvalidExamples(example: Case) { check(example) }

  /// Names: views, `superview`, attributes and metrics, with did-you-mean notes.
  @Test(arguments: [
    Case(
      "veiw1.width == 100", "^", "veiw1 is not a key in the views dictionary.",
      note: "did you mean 'view1'?"),
    Case(
      "view1.width == veiw2.width", "               ^",
      "veiw2 is not a key in the views dictionary.", note: "did you mean 'view2'?"),
    Case(
      "view1.width == superveiw.width", "               ^",
      "superveiw is not a key in the views dictionary.", note: "did you mean 'superview'?"),
    Case(
      "View1.width == 100", "^", "View1 is not a key in the views dictionary.",
      note: "did you mean 'view1'?"),
    Case("toolbar.width == 100", "^", "toolbar is not a key in the views dictionary."),
    Case(
      "superview.width == view1.width", "^",
      "superview cannot be the left item: it stands for the superview of the view on the left side. Put a view on the left, such as view1.centerX = superview.centerX."
    ),
    Case(
      "view1.wdth == 100", "      ^",
      "Unknown attribute 'wdth'. Valid attributes (in any case) are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline.",
      note: "did you mean 'width'?"),
    Case(
      "view1.heigth == 100", "      ^",
      "Unknown attribute 'heigth'. Valid attributes (in any case) are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline.",
      note: "did you mean 'height'?"),
    Case(
      "view1.centerX == view2.center", "                       ^",
      "Unknown attribute 'center'. Valid attributes (in any case) are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline.",
      note: "did you mean 'centerX' or 'centerY'?"),
    Case(
      "view1.leadingMargins == 8", "      ^",
      "Unknown attribute 'leadingMargins'. Valid attributes (in any case) are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline.",
      note: "did you mean 'leadingMargin'?"),
    Case(
      "view1.widthMargin == 8", "      ^",
      "Unknown attribute 'widthMargin'. Valid attributes (in any case) are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline.",
      note: "Margin attributes are leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins; a size of the margins is view.margins.width."),
    Case(
      "view1.top == view2.margins.firstBaseline", "                           ^",
      "'view2.margins' is a layout guide, which has no baseline; use top, bottom or centerY."),
    Case(
      "view1.top == view2.safeArea.top", "                   ^",
      "only the canvas has a safe area in a spec; 'view2' has margins. Write safeArea.top, or view2.margins.top."),
    Case(
      "safeArea.top == view1.top", "^",
      "a guide of the canvas cannot be the left item: the canvas is fixed. Put a view on the left, such as view1.top = safeArea.top."),
    Case(
      "view1. == 8", "       ^",
      "Expected an attribute after 'view1.', one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, lastBaseline."
    ),
    Case(
      "view1.width == marign", "               ^",
      "Encountered metric with name \"marign\", but value was not specified in metrics or views dictionaries",
      note: "did you mean 'margin'?"),
    Case(
      "view1.width == 100 @hihg", "                    ^",
      "Encountered metric with name \"hihg\", but value was not specified in metrics or views dictionaries",
      note: "did you mean 'high'?"),
    Case(
      "margin.left == 10", "^",
      "margin is a metric, not a view, so it has no attributes. A metric stands where a number may, such as view1.left = margin."
    ),
    Case(
      "view1.width == view2", "               ^",
      "view2 is a view, not a metric: write view2.attribute, such as view2.width, to use one of its attributes."
    ),
    Case(
      "view1.width == superview", "               ^",
      "superview needs an attribute, such as superview.width."),
  ])
  func names(example: Case) { check(example) }

  /// The relation: exactly one of =, ==, >=, <=.
  @Test(arguments: [
    Case(
      "view1.width 100", "            ^", "Expected a relation (=, ==, >= or <=) after 'view1.width'."),
    Case("view1.width", "           ^", "Expected a relation (=, ==, >= or <=) after 'view1.width'."),
    Case(
      "view1.width => 100", "            ^", "Unknown relation '=>'. Must be =, ==, >= or <=.",
      note: "did you mean '>='? Auto Layout relations are never strict."),
    Case(
      "view1.width > 100", "            ^", "Unknown relation '>'. Must be =, ==, >= or <=.",
      note: "did you mean '>='? Auto Layout relations are never strict."),
    Case(
      "view1.width != 100", "            ^", "Unknown relation '!='. Must be =, ==, >= or <=.",
      note: "Auto Layout has no 'not equal' relation."),
    Case(
      "view1.width == view2.width == 5", "                           ^",
      "A constraint has exactly one relation, but here is a second one, '=='. Write one constraint per expression."
    ),
    Case(
      "view1.width >= 50, <= 100", "                 ^",
      "An expression holds one constraint: write each constraint as its own string."),
  ])
  func relations(example: Case) { check(example) }

  /// The shape of each side: one view.attribute on the left; on the right one term and one constant.
  @Test(arguments: [
    Case(
      "2 * view1.left = view2.left", "^",
      "The left side must be a single view.attribute, such as view1.left, but it starts with '2'. Multipliers and constants go on the right side."
    ),
    Case(
      "view1.width ==", "              ^",
      "Expected a view.attribute, a number or a metric after '=='."),
    Case(
      "view1.width == 100 -", "                    ^",
      "Expected a view.attribute, a number or a metric after '-'."),
    Case(
      "view1.width == @750", "               ^",
      "Expected a view.attribute, a number or a metric after '==': the @priority comes last, as in view1.width == 100 @750."
    ),
    Case(
      "view1.width = 2 * 3", "                  ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 6 instead of 2 * 3."),
    Case(
      "view1.width == view2.width * 2 * 3", "                                 ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 6 instead of 2 * 3."),
    Case(
      "view1.width == view2.width + 5 + 3", "                                 ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 8 instead of 5 + 3."),
    Case(
      "view1.width == margin * 2", "                        ^",
      "Don't do constant math: write the result as a single number or metric."),
    Case(
      "view1.left = 20 - superview.left", "                  ^",
      "The constant must come at the end of the expression, after the view.attribute.",
      note: "Write '-1 * superview.left + 20'."),
    Case(
      "view1.width == view2.width + view2.height", "                             ^",
      "The right side may hold only one view.attribute: a constraint relates at most two items."),
    Case(
      "view1.width == view2.width * view2.height", "                             ^",
      "Cannot multiply two view.attributes: a constraint is linear, view.attribute * multiplier + constant."
    ),
    Case(
      "view1.left == -view2.left", "              ^",
      "A sign cannot stand before a view.attribute: put it in the multiplier, as in -1 * view2.left."),
    Case(
      "view1.width == view2.width + --20", "                              ^",
      "Expected a number or a metric after '-': a constant takes at most one sign."),
    Case("view1.width == view2.width / 0", "                             ^", "Cannot divide by zero."),
    Case(
      "view1.width == view2.width / 0.0 + 10", "                             ^", "Cannot divide by zero."),
    Case("view1.width == view2.width / -0", "                             ^", "Cannot divide by zero."),
    Case(
      "view1.width == view2.width / zero", "                             ^", "Cannot divide by zero.",
      note: "'zero' is 0."),
    Case(
      "view1.width == 100 / 0", "                     ^", "Cannot divide by zero."),
    Case(
      "view1.width == view2.width / view2.height", "                             ^",
      "Cannot divide by a view.attribute: a constraint is linear, view.attribute * multiplier + constant."
    ),
    Case(
      "view1.width == 2 / view2.width", "                   ^",
      "Cannot divide by a view.attribute: a constraint is linear, view.attribute * multiplier + constant."
    ),
    Case(
      "view1.width == 100 / 4", "                     ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 25 instead of 100 / 4."),
    Case(
      "view1.width == view2.width * 3 / 2", "                                 ^",
      "Don't do constant math: write the result as a single number or metric.",
      note: "Write 1.5 instead of 3 / 2."),
    Case(
      "view1.width == view2.width / 2 * 3", "                                 ^",
      "Don't do constant math: write the result as a single number or metric."),
    Case(
      "view1.width == view2.width /", "                            ^",
      "Expected a view.attribute, a number or a metric after '/'."),
    Case(
      "view1.width == view2.width 5", "                           ^",
      "Expected '+', '-', '*', '@' or the end of the expression, but found '5'."),
    Case(
      "view1.width == view2.width)", "                          ^",
      "Parentheses are not supported: write view.attribute * multiplier + constant, each a single number or metric."
    ),
  ])
  func shapes(example: Case) { check(example) }

  /// Numbers are `[0-9]+("."[0-9]+)?` (001's NUMERAL); the usual other spellings are named.
  @Test(arguments: [
    Case("view1.width == 5.", "                ^", "Expected a digit after the decimal point in '5.'."),
    Case(
      "view1.width == 1.2.3", "                  ^",
      "A number has at most one decimal point, but '1.2.3' has more."),
    Case(
      "view1.width == 1e2", "               ^",
      "Exponent notation such as '1e2' is not supported: write the digits out.",
      note: "Write 100 instead."),
    Case(
      "view1.width == 2.5E-1 * view2.width", "               ^",
      "Exponent notation such as '2.5E-1' is not supported: write the digits out.",
      note: "Write 0.25 instead."),
    Case(
      "v1.top = 2v2.top", "         ^",
      "Names must start with a letter or an underscore, and numbers end before a letter: '2v2' is neither.",
      note: "did you mean '2 * v2'?"),
    Case(
      "view1.width == view2.width * 0x10", "                             ^",
      "Hexadecimal numbers such as '0x10' are not supported: write the value in decimal.",
      note: "Write 16 instead."),
    Case(
      "view1.width == 1_000", "               ^",
      "Digit separators such as in '1_000' are not supported: write 1000."),
  ])
  func numbers(example: Case) { check(example) }

  /// Priorities: Apple's own messages for the range 0 < p ≤ 1000.
  @Test(arguments: [
    Case(
      "view1.width == 100 @1050", "                    ^",
      "Invalid priority specified: 1050. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    ),
    Case(
      "view1.width == 100 @tooHigh", "                    ^",
      "Invalid priority specified: 1050. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    ),
    Case(
      "view1.width == 100 @0", "                    ^",
      "Invalid priority specified: 0. Priority must be greater than 0"),
    Case(
      "view1.width == 100 @-5", "                    ^",
      "Invalid priority specified: -5. Priority must be greater than 0"),
    Case(
      "view1.width == 100 @zero", "                    ^",
      "Invalid priority specified: 0. Priority must be greater than 0"),
    Case(
      "view1.width == 100 @", "                    ^",
      "Expected a priority after '@': a number or a metric, such as @750."),
    Case(
      "view1.width == 100 @750 + 5", "                        ^",
      "Expected the end of the expression after the priority, but found '+'."),
  ])
  func priorities(example: Case) { check(example) }

  /// What Apple's NSLayoutConstraint refuses to make, in Apple's words.
  @Test(arguments: [
    Case(
      "view1.width == view2.top", "                     ^",
      "Invalid pairing of layout attributes: width is a size and top is a location. Relate sizes to sizes and locations to locations."
    ),
    Case(
      "view1.centerX == superview.width * 0.5", "                           ^",
      "Invalid pairing of layout attributes: centerX is a location and width is a size. Relate sizes to sizes and locations to locations."
    ),
    Case(
      "view1.leading == view2.left + 8", "                       ^",
      "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    ),
    Case(
      "control1.top == control1.top * 0 + 50", "                               ^",
      "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
      note: "Write 'control1.top == 50': a location against a constant alone is measured in its superview."
    ),
    Case(
      "view1.left = zero * view2.left", "             ^",
      "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
      note: "Write 'view1.left = 0': a location against a constant alone is measured in its superview."
    ),
  ])
  func appleRefusals(example: Case) { check(example) }

  /// Other notations and characters people paste by habit.
  @Test(arguments: [
    Case(
      "H:|-[view1]-|", "^",
      "This is Visual Format Language, not an expression. Give it as a VFL constraint, or write one view.attribute relation, such as view1.left == 20."
    ),
    Case(
      "  [view1(100)]", "  ^",
      "This is Visual Format Language, not an expression. Give it as a VFL constraint, or write one view.attribute relation, such as view1.left == 20."
    ),
    Case(
      "[self.view addConstraint:c]", "^",
      "Objective-C message syntax is not an expression. Write view.attribute, a relation and a value, such as view1.left = 20."
    ),
    Case(
      "[view2 setWidth: 100 ]", "^",
      "Objective-C message syntax is not an expression. Write view.attribute, a relation and a value, such as view1.left = 20.",
      note: "did you mean 'view2.width = 100'?"
    ),
    Case(
      "[view1 layoutIfNeeded]", "^",
      "Objective-C message syntax is not an expression. Write view.attribute, a relation and a value, such as view1.left = 20."
    ),
    Case(
      "view1.width ≥ 100", "            ^", "Unexpected character '≥'.", note: "Write '>=' instead."),
    Case(
      "view1.width == view2.width − 20", "                           ^",
      "Unexpected character '−'.", note: "Write '-' instead."),
    Case(
      "vïew.width == 100", " ^",
      "Names may contain only ASCII letters, digits and underscores, but 'vïew' does not."),
    Case("view1.width == 50%", "                 ^", "Unexpected character '%'."),
    Case(
      "// a comment", "^", "The expression holds only a comment.",
      note: "Write one constraint before the //, such as view1.width == 100."),
  ])
  func foreignSyntax(example: Case) { check(example) }

  /// An empty or blank string has nothing to point at, as in Apple's "It's an empty string."
  @Test(arguments: ["", "   ", "\t\n"])
  func emptyStrings(text: String) throws {
    let error = try #require(F.error(text))
    #expect(error.message == "It's an empty string.")
    #expect(error.position == nil)
    #expect(error.note == "Write one constraint, such as view1.width == 100.")
  }

  /// The leftmost problem is the one reported, and syntax comes before Apple's pairing rules.
  @Test(arguments: [
    Case(
      "veiw1.wdth == 100", "^", "veiw1 is not a key in the views dictionary.",
      note: "did you mean 'view1'?"),
    Case(
      "view1.width == view2.top ≥ 5", "                         ^", "Unexpected character '≥'.",
      note: "Write '>=' instead."),
  ])
  func leftmostProblemWins(example: Case) { check(example) }

  /// Whatever the input, the parser returns a constraint or an error whose caret is inside the
  /// string (or one past its end); it never traps. Deterministic pseudo-random strings built from
  /// the language's own pieces.
  @Test func randomInputNeverCrashesAndCaretsStayInBounds() {
    let pieces = [
      "view1", "view2", "superview", ".", "width", "left", "top", "=", "==", ">=", "<=", "<", "*",
      "+", "-", "/", "@", "750", "0", "1.5", ".5", "1e3", "margin", "(", ")", "[", "]", " ", "//",
      "≥", "é", ",", "H:", "|", "centerx", "x", "2v", "\t",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var parsed = 0
    for _ in 0..<3000 {
      let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
      do {
        _ = try F.parser.parse(text, source: ConstraintSource())
        parsed += 1
      } catch {
        if let position = error.position {
          #expect((0...text.count).contains(position), "\(text): \(error)")
        } else {
          let blank = text.allSatisfy { $0.isWhitespace }
          #expect(blank, "\(text): \(error)")
        }
        #expect(!error.message.isEmpty)
      }
    }
    #expect(parsed < 3000)
  }
}
