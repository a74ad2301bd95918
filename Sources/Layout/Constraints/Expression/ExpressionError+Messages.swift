import VFLPreviewSupport

/// Every message the expression parser gives, in one place so that the wording stays consistent.
/// Where Apple raises the same error (unknown view, priorities, attribute pairing) its wording comes
/// first, verbatim.
extension ExpressionError {
  static let example = "view1.width == 100"
  static let attributeList = LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")

  // MARK: The string as a whole

  static func empty() -> ExpressionError {
    ExpressionError(
      message: "It's an empty string.", position: nil,
      note: "Write one constraint, such as \(example).")
  }

  static func onlyComment(at position: Int) -> ExpressionError {
    ExpressionError(
      message: "The expression holds only a comment.", position: position,
      note: "Write one constraint before the //, such as \(example).")
  }

  static func objectiveCMessage(at position: Int, suggestion: String?) -> ExpressionError {
    ExpressionError(
      message:
        "Objective-C message syntax is not an expression. Write view.attribute, a relation and a value, such as view1.left = 20.",
      position: position, note: suggestion.map { DidYouMean.note(offering: [$0]) })
  }

  static func visualFormat(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "This is Visual Format Language, not an expression. Give it as a VFL constraint, or write one view.attribute relation, such as view1.left == 20.",
      position: position)
  }

  // MARK: Items

  static func leftSideNotAnItem(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "The left side must be a single view.attribute, such as view1.left, but it starts with '\(text)'. Multipliers and constants go on the right side.",
      position: position)
  }

  static func leftSideNotSingle(_ operatorText: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "The left side must be a single view.attribute: move the '\(operatorText)' and what follows it to the right side of the relation.",
      position: position, note: "For example, view1.left + 20 = view2.left is view1.left = view2.left - 20.")
  }

  static func canvasGuideOnLeft(_ name: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "a guide of the canvas cannot be the left item: the canvas is fixed. Put a view on the left, such as view1.top = safeArea.top.",
      position: position)
  }

  static func safeAreaOfView(_ view: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "only the canvas has a safe area in a spec; '\(view)' has margins. Write safeArea.top, or \(view).margins.top.",
      position: position)
  }

  static func guideBaseline(_ guide: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "'\(guide)' is a layout guide, which has no baseline; use top, bottom or centerY.",
      position: position)
  }

  static func superviewOnLeft(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "superview cannot be the left item: it stands for the superview of the view on the left side. Put a view on the left, such as view1.centerX = superview.centerX.",
      position: position)
  }

  /// Apple's wording for a name missing from the views dictionary.
  static func unknownView(_ name: String, at position: Int, note: String?) -> ExpressionError {
    ExpressionError(message: "\(name) is not a key in the views dictionary.", position: position, note: note)
  }

  static func metricUsedAsView(_ name: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "\(name) is a metric, not a view, so it has no attributes. A metric stands where a number may, such as view1.left = \(name).",
      position: position)
  }

  static func missingAttribute(view name: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Must specify view.attribute, not just a view: expected '.' and an attribute after '\(name)', such as \(name).left.",
      position: position)
  }

  static func expectedAttribute(after text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected an attribute after '\(text)', one of \(attributeList).",
      position: position)
  }

  static func dotPath(_ path: String, at position: Int, note: String?) -> ExpressionError {
    ExpressionError(
      message:
        "Cannot follow dot paths such as '\(path)': write a single view.attribute, with the view itself in the views dictionary.",
      position: position, note: note)
  }

  static func unknownAttribute(_ name: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Unknown attribute '\(name)'. Valid attributes (in any case) are \(attributeList).",
      position: position, note: attributeNote(for: name))
  }

  private static func attributeNote(for name: String) -> String? {
    let lowered = name.lowercased()
    if lowered == "center" || lowered == "centre" {
      return DidYouMean.note(offering: ["centerX", "centerY"])
    }
    if lowered.contains("margin") {
      // The margins guide has no baseline and no margin form of a size: `card.margins.width` is.
      let marginNames = LayoutAttribute.allCases.filter { !$0.isSize && !$0.isBaseline }
        .map(\.marginAttributeName)
      if lowered.hasPrefix("width") || lowered.hasPrefix("height") || lowered.contains("baseline") {
        return "Margin attributes are \(marginNames.joined(separator: ", ")); a size of the margins is view.margins.width."
      }
      return DidYouMean.note(for: name, among: marginNames)
        ?? "Margin attributes are \(marginNames.joined(separator: ", ")); a size of the margins is view.margins.width."
    }
    return DidYouMean.note(for: name, among: LayoutAttribute.allCases.map(\.rawValue))
  }

  // MARK: The relation

  static func missingRelation(after text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected a relation (=, ==, >= or <=) after '\(text)'.", position: position)
  }

  static func unknownRelation(_ text: String, at position: Int) -> ExpressionError {
    let note: String? =
      switch text {
      case "=>", ">": DidYouMean.note(offering: [">="]) + " Auto Layout relations are never strict."
      case "=<", "<": DidYouMean.note(offering: ["<="]) + " Auto Layout relations are never strict."
      case "===": DidYouMean.note(offering: ["=="])
      case "!=", "<>": "Auto Layout has no 'not equal' relation."
      default: nil
      }
    return ExpressionError(
      message: "Unknown relation '\(text)'. Must be =, ==, >= or <=.", position: position, note: note)
  }

  static func secondRelation(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "A constraint has exactly one relation, but here is a second one, '\(text)'. Write one constraint per expression.",
      position: position)
  }

  // MARK: The right side

  static func expectedOperand(after text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected a view.attribute, a number or a metric after '\(text)'.", position: position)
  }

  static func priorityTooEarly(after text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Expected a view.attribute, a number or a metric after '\(text)': the @priority comes last, as in view1.width == 100 @750.",
      position: position)
  }

  static func parentheses(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Parentheses are not supported: write view.attribute * multiplier + constant, each a single number or metric.",
      position: position)
  }

  /// `/ 0`, `/ -0`, `/ 0.0`, or a metric that is 0 (named in the note).
  static func divisionByZero(_ divisor: ExpressionOperand) -> ExpressionError {
    ExpressionError(
      message: "Cannot divide by zero.", position: divisor.range.lowerBound,
      note: divisor.isLiteral ? nil : "'\(divisor.text)' is 0.")
  }

  static func divisionByItem(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Cannot divide by a view.attribute: a constraint is linear, view.attribute * multiplier + constant.",
      position: position)
  }

  static func doubleSign(after sign: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected a number or a metric after '\(sign)': a constant takes at most one sign.",
      position: position)
  }

  static func signBeforeItem(_ sign: String, item: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "A sign cannot stand before a view.attribute: put it in the multiplier, as in \(sign == "-" ? "-1" : "1") * \(item).",
      position: position)
  }

  static func multiplyItems(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Cannot multiply two view.attributes: a constraint is linear, view.attribute * multiplier + constant.",
      position: position)
  }

  /// `20 + 3`, `2 * 3`, `view2.left + 5 + 3`: the dialects take one number where a constant stands.
  static func constantMath(
    _ lhs: ExpressionOperand, _ operatorText: String, _ rhs: ExpressionOperand
  ) -> ExpressionError {
    var note: String?
    if lhs.isLiteral, rhs.isLiteral, let a = lhs.constantValue, let b = rhs.constantValue {
      let result: Double
      switch operatorText {
      case "*": result = a * b
      case "/": result = a / b
      case "-": result = a - b
      default: result = a + b
      }
      note = "Write \(NumberFormatting.format(result)) instead of \(lhs.text) \(operatorText) \(rhs.text)."
    }
    return ExpressionError(
      message: "Don't do constant math: write the result as a single number or metric.",
      position: rhs.range.lowerBound, note: note)
  }

  static func secondItem(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "The right side may hold only one view.attribute: a constraint relates at most two items.",
      position: position)
  }

  static func constantFirst(at position: Int, rewrite: String?) -> ExpressionError {
    ExpressionError(
      message: "The constant must come at the end of the expression, after the view.attribute.",
      position: position, note: rewrite.map { "Write '\($0)'." })
  }

  /// Apple's wording for a metric that is in neither dictionary.
  static func unknownMetric(_ name: String, at position: Int, note: String?) -> ExpressionError {
    ExpressionError(
      message:
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
      position: position, note: note)
  }

  static func viewUsedAsConstant(_ name: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "\(name) is a view, not a metric: write \(name).attribute, such as \(name).width, to use one of its attributes.",
      position: position)
  }

  static func superviewNeedsAttribute(at position: Int) -> ExpressionError {
    ExpressionError(
      message: "superview needs an attribute, such as superview.width.", position: position)
  }

  static func unexpectedToken(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected '+', '-', '*', '@' or the end of the expression, but found '\(text)'.",
      position: position)
  }

  static func severalConstraints(at position: Int) -> ExpressionError {
    ExpressionError(
      message: "An expression holds one constraint: write each constraint as its own string.",
      position: position)
  }

  // MARK: The priority

  static func expectedPriority(at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected a priority after '@': a number or a metric, such as @750.", position: position)
  }

  /// Apple's wording (`%g` formatting included).
  static func priorityTooLow(_ value: Double, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Invalid priority specified: \(NumberFormatting.percentG(value)). Priority must be greater than 0",
      position: position)
  }

  /// Apple's wording (`%g` formatting included).
  static func priorityTooHigh(_ value: Double, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Invalid priority specified: \(NumberFormatting.percentG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      position: position)
  }

  static func textAfterPriority(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected the end of the expression after the priority, but found '\(text)'.",
      position: position)
  }

  // MARK: What Apple rejects when it makes the constraint

  /// Apple's "Invalid pairing of layout attributes", with the reason spelled out.
  static func invalidPairing(
    _ first: LayoutAttribute, _ second: LayoutAttribute, at position: Int
  ) -> ExpressionError {
    func kind(_ attribute: LayoutAttribute) -> String { attribute.isSize ? "a size" : "a location" }
    return ExpressionError(
      message:
        "Invalid pairing of layout attributes: \(first.rawValue) is \(kind(first)) and \(second.rawValue) is \(kind(second)). Relate sizes to sizes and locations to locations.",
      position: position)
  }

  /// Apple's wording, verbatim.
  static func directionalMix(at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.",
      position: position)
  }

  /// Apple's wording, verbatim; the note gives the constant-only form, which this tool accepts.
  static func zeroMultiplier(at position: Int, rewrite: String) -> ExpressionError {
    ExpressionError(
      message:
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
      position: position,
      note: "Write '\(rewrite)': a location against a constant alone is measured in its superview.")
  }

  // MARK: Lexical errors

  static func missingFractionDigits(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "Expected a digit after the decimal point in '\(text)'.", position: position)
  }

  static func secondDecimalPoint(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message: "A number has at most one decimal point, but '\(text)' has more.", position: position)
  }

  static func exponent(_ text: String, at position: Int) -> ExpressionError {
    // Suggest the digits only when they are worth writing: not for 1e300 (300 digits, and over
    // the limit anyway) nor for 1e-9 (which would print as 0).
    let plain = Double(text).flatMap { value -> String? in
      guard value.isFinite, abs(value) <= SpecLimits.maximumMagnitude else {
        return "Numbers in constraints must be within ±1e9."
      }
      let digits = NumberFormatting.format(value)
      return Double(digits) == value ? "Write \(digits) instead." : nil
    }
    return ExpressionError(
      message: "Exponent notation such as '\(text)' is not supported: write the digits out.",
      position: position, note: plain)
  }

  static func nameStartsWithDigit(_ text: String, numberLength: Int, at position: Int)
    -> ExpressionError
  {
    let number = String(text.prefix(numberLength))
    let name = String(text.dropFirst(numberLength))
    if number == "0", name.first == "x" || name.first == "X" {
      return ExpressionError(
        message: "Hexadecimal numbers such as '\(text)' are not supported: write the value in decimal.",
        position: position,
        note: Int(name.dropFirst(), radix: 16).map { "Write \($0) instead." })
    }
    if name.first == "_", name.allSatisfy({ $0 == "_" || ($0.isASCII && $0.isNumber) }) {
      let digits = text.filter { $0 != "_" }
      return ExpressionError(
        message: "Digit separators such as in '\(text)' are not supported: write \(digits).",
        position: position)
    }
    // `2v2.top` is most likely ConstraintFormat's `2*v2.top` with the `*` lost.
    let looksLikeProduct = name.first.map { $0.isASCII && $0.isLetter } ?? false
    return ExpressionError(
      message:
        "Names must start with a letter or an underscore, and numbers end before a letter: '\(text)' is neither.",
      position: position,
      note: looksLikeProduct ? DidYouMean.note(offering: ["\(number) * \(name)"]) : nil)
  }

  static func numberTooLarge(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(message: "The number '\(text)' is too large.", position: position)
  }

  static func nonASCIIName(_ text: String, at position: Int) -> ExpressionError {
    ExpressionError(
      message:
        "Names may contain only ASCII letters, digits and underscores, but '\(text)' does not.",
      position: position)
  }

  static func unexpectedCharacter(_ character: Character, at position: Int) -> ExpressionError {
    let replacement: String? =
      switch character {
      case "≥": ">="
      case "≤": "<="
      case "≠": nil
      case "−", "–", "—": "-"
      case "×", "·", "⋅", "∗": "*"
      case "＝": "="
      default: nil
      }
    return ExpressionError(
      message: "Unexpected character '\(character)'.", position: position,
      note: replacement.map { "Write '\($0)' instead." })
  }
}
