import Testing

@testable import Layout

@Suite struct SpecDecoderTests {
  func decode(_ text: String) throws(SpecError) -> LayoutSpec {
    try SpecDecoder.decode(Array(text.utf8))
  }

  @Test func theREADMEExampleDecodes() throws {
    let spec = try decode(
      """
      {
        "canvas":  { "width": 400, "height": 300 },
        "spacing": { "standard": 8, "superview": 20 },
        "metrics": { "margin": 20, "buttonWidth": 80 },
        "views": {
          "title":  { "label": "Welcome" },
          "field":  { "intrinsicSize": { "width": 100, "height": 30 } },
          "button": { "label": "OK", "hugging": 250, "compressionResistance": 750 },
          "card":   {},
          "inner":  { "parent": "card" }
        },
        "constraints": [
          "H:|-[title]-|",
          "button.width = field.width * 0.5 + 10",
          { "vfl": "H:|-[field]-[button(buttonWidth@750)]-|", "options": ["alignAllCenterY"] },
          { "expr": "button.height >= 44", "priority": 750, "id": "buttonHeight" }
        ]
      }
      """)
    #expect(spec.canvas == Size(width: 400, height: 300))
    #expect(spec.metrics == ["margin": 20, "buttonWidth": 80])
    #expect(spec.views.map(\.name) == ["title", "field", "button", "card", "inner"])
    #expect(spec.view(named: "field")?.intrinsicWidth == 100)
    #expect(spec.view(named: "inner")?.parent == "card")
    #expect(spec.constraints[0].body == .vfl("H:|-[title]-|", options: []))
    #expect(spec.constraints[1].body == .expression("button.width = field.width * 0.5 + 10"))
    #expect(spec.constraints[2].body == .vfl("H:|-[field]-[button(buttonWidth@750)]-|", options: ["alignAllCenterY"]))
    #expect(spec.constraints[3].priority == LayoutPriority(750))
    #expect(spec.constraints[3].id == "buttonHeight")
  }

  @Test func spacingDefaultsToApplesStandardSpaces() throws {
    let spec = try decode(#"{"canvas": {"width": 10, "height": 10}}"#)
    #expect(spec.spacing == LayoutSpec.Spacing(standard: 8, superview: 20))
  }

  /// Apple's metrics and views dictionaries may share a key; the parsers decide which one a use means.
  @Test func aNameMayBeBothAMetricAndAView() throws {
    let spec = try decode(#"{"canvas": {"width": 4, "height": 3}, "metrics": {"m": 1}, "views": {"m": {}}}"#)
    #expect(spec.metrics == ["m": 1])
    #expect(spec.views.map(\.name) == ["m"])
  }

  @Test func prioritiesMayBeGivenPerAxis() throws {
    let spec = try decode(
      #"{"canvas": {"width": 10, "height": 10}, "views": {"a": {"hugging": {"horizontal": 251}, "compressionResistance": 1000}}}"#)
    let view = try #require(spec.view(named: "a"))
    #expect(view.hugging == AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultLow))
    #expect(view.compressionResistance == AxisPriorities(both: .required))
  }

  @Test(arguments: [
    ("H:|-[a]", true), ("V:[a]", true), ("|[a]|", true), ("[a][b]", true), ("V|[a]|", true),
    ("a.width = 10", false), ("Hview.left = 3", false),
  ])
  func stringsStartingLikeVFLAreVFL(_ text: String, _ isVFL: Bool) {
    #expect(ConstraintSpec.looksLikeVFL(text) == isVFL)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String
    /// The text at the offset the error points to.
    var at: String
    var testDescription: String { message }
  }

  static let base = #""canvas": {"width": 100, "height": 100}"#
  static let badSpecs: [Bad] = [
    Bad(json: "[]", message: "the spec must be an object, not an array", at: "[]"),
    Bad(json: "{}", message: "the spec is missing the required key \"canvas\"", at: "{}"),
    Bad(json: #"{"canvas": {"widht": 1, "height": 1}}"#, message: "unknown key \"widht\" in canvas", at: "\"widht\""),
    Bad(json: #"{"canvas": {"width": "400", "height": 1}}"#, message: "canvas.width must be a number, not a string", at: "\"400\""),
    Bad(json: #"{"canvas": {"width": -4, "height": 1}}"#, message: "canvas width must be positive", at: "-4"),
    Bad(json: #"{"canvas": {"width": 1000000000, "height": 1}}"#, message: "over the limit of 20000", at: "1000000000"),
    Bad(json: "{\(base), \"view\": {}}", message: "unknown key \"view\" in the spec", at: "\"view\""),
    Bad(json: "{\(base), \"views\": {\"a\": {\"parent\": \"b\"}}}", message: "\"b\" is not a declared view", at: "\"b\""),
    Bad(json: "{\(base), \"views\": {\"a\": {\"parent\": \"b\"}, \"b\": {\"parent\": \"a\"}}}", message: "parents form a cycle: a → b → a", at: "\"b\"}"),
    Bad(json: "{\(base), \"views\": {\"a\": {\"parent\": \"a\"}}}", message: "parents form a cycle: a → a", at: "\"a\"}"),
    Bad(json: "{\(base), \"views\": {\"1a\": {}}}", message: "\"1a\" is not a valid view name", at: "\"1a\""),
    Bad(json: "{\(base), \"views\": {\"superview\": {}}}", message: "\"superview\" is reserved", at: "\"superview\""),
    Bad(json: "{\(base), \"views\": {\"a\": {\"intrinsicSize\": {\"width\": -1}}}}", message: "must not be negative", at: "-1"),
    Bad(json: "{\(base), \"views\": {\"a\": {\"hugging\": 1001}}}", message: "a priority must be greater than 0 and at most 1000", at: "1001"),
    Bad(json: "{\(base), \"constraints\": [3]}", message: "constraints[0] must be a string or an object", at: "3"),
    Bad(json: "{\(base), \"constraints\": [{\"vfl\": \"[a]\", \"expr\": \"a.width = 1\"}]}", message: "give either \"vfl\" or \"expr\", not both", at: "\"a.width"),
    Bad(json: "{\(base), \"constraints\": [{\"id\": \"x\"}]}", message: "is missing the required key", at: "{\"id\""),
    Bad(json: "{\(base), \"constraints\": [{\"vfl\": \"[a]\", \"id\": \"x\"}, {\"vfl\": \"[a]\", \"id\": \"x\"}]}", message: "the id \"x\" is already used by constraints[0]", at: "\"x\"}]"),
    Bad(json: "{\(base), \"constraints\": [{\"expr\": \"a.width = 1\", \"options\": []}]}", message: "layout options apply to VFL only", at: "[]"),
    Bad(json: "{\(base), \"layoutDirection\": \"rtl\"}", message: "\"rtl\" is not a layout direction", at: "\"rtl\""),
    Bad(
      json: "{\(base), \"views\": {\"a\": {\"minimumScaleFactor\": 0}}}",
      message: "views.a.minimumScaleFactor: a minimum scale factor must be greater than 0 and at most 1, not 0", at: "0}"),
    Bad(
      json: "{\(base), \"views\": {\"a\": {\"minimumScaleFactor\": 1.5}}}",
      message: "a minimum scale factor must be greater than 0 and at most 1, not 1.5", at: "1.5}"),
  ]

  @Test func aMinimumScaleFactorIsReadAsUILabelsProperty() throws {
    let spec = try decode(
      #"{"canvas": {"width": 10, "height": 10}, "views": {"a": {"label": "Hi", "minimumScaleFactor": 0.5}, "b": {}}}"#)
    #expect(spec.view(named: "a")?.minimumScaleFactor == 0.5)
    #expect(spec.view(named: "b")?.minimumScaleFactor == nil)
  }

  @Test(arguments: badSpecs)
  func invalidSpecsPointAtTheOffendingValue(_ bad: Bad) {
    do {
      _ = try decode(bad.json)
      Issue.record("expected an error")
    } catch {
      // The spec may have other errors too (constraints naming views it does not declare).
      let error = error.errors.first { $0.message.contains(bad.message) } ?? error
      #expect(error.message.contains(bad.message), "\(error.message)")
      let bytes = Array(bad.json.utf8)
      let tail = String(decoding: bytes[min(error.offset, bytes.count)...], as: UTF8.self)
      #expect(tail.hasPrefix(bad.at), "points at: \(tail)")
    }
  }

  @Test func unknownKeysSuggestTheClosestKnownKey() {
    do {
      _ = try decode(#"{"canvas": {"width": 1, "height": 1}, "constraint": []}"#)
      Issue.record("expected an error")
    } catch {
      #expect(error.note?.message == "did you mean 'constraints'?")
    }
  }

  @Test func aSwappedPairOfLettersInAKeyIsOneTypoAway() {
    do {
      _ = try decode(#"{"canvas": {"widht": 1, "height": 1}}"#)
      Issue.record("expected an error")
    } catch {
      #expect(error.note?.message == "did you mean 'width'?")
    }
  }

  @Test func tooManyViewsAreRefusedBeforeDecodingThem() {
    let views = (0...SpecLimits.maximumViews).map { "\"v\($0)\":{}" }.joined(separator: ",")
    do {
      _ = try decode("{\(Self.base), \"views\": {\(views)}}")
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("100001 views; the limit is 100000"))
    }
  }
}
