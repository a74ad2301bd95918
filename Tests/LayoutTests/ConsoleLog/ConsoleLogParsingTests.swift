import Testing

@testable import Layout

/// Reading the descriptions Apple prints, one form at a time (real lines from the corpus).
@Suite struct ConsoleLogParsingTests {
  static func parse(_ description: String) throws -> LogConstraint {
    var parser = LogDescriptionParser(Substring(description), line: 1, column: 1)
    return try parser.parse()
  }

  @Test func theEquationFormWithAMarginAttributeAndAConstant() throws {
    let constraint = try Self.parse(
      "NSLayoutConstraint:0x600003a1c0a0 UILabel:0x7fb1c8d0a2e0'Title'.leading == UIView:0x7fb1c8d0a0b0.leadingMargin + 8   (active)")
    #expect(constraint.address == "0x600003a1c0a0")
    #expect(constraint.firstItem == LogItem(className: "UILabel", address: "0x7fb1c8d0a2e0", text: "Title"))
    #expect(constraint.firstAttribute == "leading")
    #expect(constraint.secondAttribute == "leadingMargin")
    #expect(constraint.constant == 8)
    #expect(constraint.isActive == true)
  }

  @Test func theVFLFormTakesTheBarFromNames() throws {
    let constraint = try Self.parse(
      "NSLayoutConstraint:0x600003a1c140 H:[UILabel:0x7fb1c8d0a2e0'Title']-(8)-|   (active, names: '|':UIView:0x7fb1c8d0a0b0 )")
    // `[a]-8-|` is `superview.trailing == a.trailing + 8`, as Apple builds it.
    #expect(constraint.firstItem.address == "0x7fb1c8d0a0b0")
    #expect(constraint.firstAttribute == "trailing")
    #expect(constraint.secondItem?.address == "0x7fb1c8d0a2e0")
    #expect(constraint.constant == 8)
  }

  @Test func aSizeWithARelationAndAPriority() throws {
    let constraint = try Self.parse("NSLayoutConstraint:0x1 V:[UIButton:0x2(>=44@750)]")
    #expect(constraint.firstAttribute == "height")
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.constant == 44)
    #expect(constraint.priority == 750)
  }

  @Test func anAutoresizingMaskIsKept() throws {
    let constraint = try Self.parse(
      "NSAutoresizingMaskLayoutConstraint:0x303b3f0c0 h=--& v=--& _UIToolbarContentView:0x11452b200.height == 0   (active)")
    #expect(constraint.mask == "h=--& v=--&")
    #expect(constraint.firstItem.className == "_UIToolbarContentView")
  }

  @Test func identifiersMultipliersAndSystemSpacing() throws {
    let encapsulated = try Self.parse(
      "NSLayoutConstraint:0x600003a1c320 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c8d0a0b0.width == 0   (active)")
    #expect(encapsulated.identifier == "UIView-Encapsulated-Layout-Width")
    let ratio = try Self.parse("NSLayoutConstraint:0x1 UIImageView:0x2.height == 0.75*UIImageView:0x2.width")
    #expect(ratio.multiplier == 0.75)
    let postfix = try Self.parse("NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * 0.7")
    #expect(postfix.multiplier == 0.7)
    let space = try Self.parse("NSLayoutConstraint:0x1 H:[UILabel:0x2]-(NSSpace(8))-[UIButton:0x3]")
    #expect(space.constant == 8)
    #expect(space.firstAttribute == "leading" && space.secondAttribute == "trailing")
  }

  @Test func snapKitItemsInAngleBracketsAndItemsKnownByTheirNames() throws {
    let snapKit = try Self.parse(
      "<Demo.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom")
    #expect(snapKit.address == "0x7f8a412e8740")
    #expect(snapKit.secondItem?.className == "_UILayoutGuide")
    let named = try Self.parse(
      "NSLayoutConstraint:0x6000034575c0 Username.height >= 44   (active, names: Username:0x1528ef800 )")
    #expect(named.firstItem.address == "0x1528ef800")
  }

  @Test func whatALogPrintsBeyondASpecIsReadByTheSameParsers() throws {
    let spacing = try Self.parse(
      "NSLayoutConstraint:0x283c8c8c0 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)   (active)")
    #expect(spacing.constant == 0 && spacing.secondItem?.text == "Cancel", "a spacing after an item, without a sign")
    let exponent = try Self.parse("NSLayoutConstraint:0x1 UIView:0x2.width <= 1e+06   (active)")
    #expect(exponent.constant == 1_000_000 && exponent.relation == .lessThanOrEqual)
    let anchorSpace = try Self.parse(
      "NSLayoutConstraint:0x1 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x2]   (active, names: '|':UIStackView:0x3 )")
    #expect(anchorSpace.constant == 8 && anchorSpace.relation == .greaterThanOrEqual)
    #expect(anchorSpace.secondItem?.className == "UIStackView")
    let margin = try Self.parse("NSLayoutConstraint:0x1 UIView:0x2.centerXWithinMargins == UILabel:0x3'Don't'.centerX   (active)")
    #expect(margin.firstAttribute == "centerXWithinMargins" && margin.secondItem?.text == "Don't")
  }

  @Test func aFrameAttributeAgainstAConstantIsMeasuredFromTheSuperviewsOrigin() throws {
    let middle = try Self.parse("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.midY == + 70")
    #expect(middle.firstAttribute == "centerY" && middle.secondItem == nil && middle.secondAttribute == "top")
    #expect(middle.constant == 70)
    #expect(ConsoleLogImport.expression(for: middle, names: ["0x2": "view"])?.hasPrefix("view.centerY == superview.top + 70") == true)
    let left = try Self.parse("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.minX == 204   (active)")
    #expect(left.firstAttribute == "left" && left.secondAttribute == nil, "the superview's left, as a spec reads `view.left == 204`")
  }

  @Test func namesWithSpacesComeFromTheNamesList() throws {
    let constraint = try Self.parse(
      "NSLayoutConstraint:0x7ffac9a22f80 H:[Sample View]-(0)-|   (Names: Super View:0x7ffac9a1fde0, Sample View:0x7ffac9a15430, '|':Super View:0x7ffac9a1fde0 )")
    #expect(constraint.firstItem == LogItem(className: "Super View", address: "0x7ffac9a1fde0"))
    #expect(constraint.secondItem?.address == "0x7ffac9a15430")
  }

  @Test func whatCannotBeReadSaysWhere() throws {
    #expect(throws: LogDescriptionParser.Failure(message: "expected an address such as 0x600003a1c0a0", offset: 75)) {
      try Self.parse("NSLayoutConstraint:0x60c00009b350 UIView:0x7ff22d102390.trailing == UIView: 0x7ff22d1009c0.trailing + 44")
    }
    #expect(throws: LogDescriptionParser.Failure(message: "'|' without a names: suffix saying which view it is", offset: 25)) {
      try Self.parse("NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2]")
    }
    #expect(throws: LogDescriptionParser.Failure(message: "expected a view or a number", offset: 41)) {
      try Self.parse("NSLayoutConstraint:0x1 UIView:0x2.top == Label.bottom")
    }
    // The VFL parser's own words, at its caret.
    #expect(throws: LogDescriptionParser.Failure(message: "Expected a '-' here", offset: 41)) {
      try Self.parse("NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)[UIView:0x3]")
    }
  }

  @Test func aLogIsReadAroundItsNoise() throws {
    let log = try ConsoleLog.parse("""
      2026-11-20 10:12:01.123+0100 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
          "<NSLayoutConstraint:0x10 V:|-(8)-[UILabel:0x2]   (active, names: '|':UIView:0x1 )>",
          "<NSLayoutConstraint:0x11 V:[UILabel:0x2]-(8)-|   (active,
          names: '|':UIView:0x1 )>",
          "<NSAutoresizingMaskLayoutConstraint:0x12 h=--& v=--& UIView:0x1.height == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x11 V:[UILabel:0x2]-(8)-|   (active, names: '|':UIView:0x1 )>
      """)
    #expect(log.conflicts.count == 1)
    #expect(log.conflicts[0].listed.map(\.address) == ["0x10", "0x11", "0x12"], "the wrapped one too")
    #expect(log.conflicts[0].broken == "0x11")
    #expect(log.issues.isEmpty)
  }

  @Test func aRedactedLogIsRefusedAndACutOneSaysWhere() throws {
    #expect(throws: ConsoleLogError.redacted(line: 2)) {
      try ConsoleLog.parse("[Layout] Unable to simultaneously satisfy constraints:\n<private>\n")
    }
    let cut = try ConsoleLog.parse("""
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x10 UIView:0x1.width == 0   (active)>",
          "<NSLayoutConstraint:0x11 UILabel:0x2.leading == UIView:0x1.lea
      """)
    #expect(cut.conflicts[0].isTruncated)
    #expect(cut.conflicts[0].listed.map(\.address) == ["0x10"])
    #expect(cut.issues.first?.line == 4)
  }

  @Test func anAutoresizingMaskIsReadAsItsFlexibleParts() {
    #expect(AutoresizingMask("h=--& v=--&")?.summary == "flexible right margin, bottom margin")
    #expect(AutoresizingMask("h=-&- v=-&-")?.summary == "flexible width, height")
    #expect(AutoresizingMask("h=--- v=---")?.summary == "nothing flexible: the frame is fixed")
    #expect(AutoresizingMask("h=-- v=--&") == nil)
  }
}
