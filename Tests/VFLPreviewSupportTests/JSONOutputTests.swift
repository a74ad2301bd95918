import Testing

@testable import VFLPreviewSupport

/// The JSON writer: the same value always gives the same bytes.
@Suite struct JSONOutputTests {
  let document: JSONOutput = .object([
    "views": .object(["b": .number(2), "a": .number(0.5)]),
    "attributes": .array([.string("x"), .string("width")]),
    "empty": .object([:]),
    "none": .array([]),
    "flag": .bool(true),
    "missing": .null,
  ])

  @Test func keysAreSortedAndIndentedByTwoSpaces() {
    #expect(
      document.text == """
        {
          "attributes": ["x", "width"],
          "empty": {},
          "flag": true,
          "missing": null,
          "none": [],
          "views": {
            "a": 0.5,
            "b": 2
          }
        }

        """)
  }

  @Test func theCompactFormIsOneLineWithoutSpaces() {
    #expect(
      document.compactText
        == #"{"attributes":["x","width"],"empty":{},"flag":true,"missing":null,"none":[],"views":{"a":0.5,"b":2}}"#
    )
  }

  @Test func anOrderedObjectKeepsItsMembersInTheOrderGiven() {
    let views = JSONOutput.orderedObject([.init("b", .number(2)), .init("a", .object([:]))])
    #expect(views.text == "{\n  \"b\": 2,\n  \"a\": {}\n}\n")
    #expect(views.compactText == #"{"b":2,"a":{}}"#)
    #expect(JSONOutput.orderedObject([]).text == "{}\n")
  }

  @Test func longOrNestedArraysTakeOneLinePerElement() {
    let long = JSONOutput.array((1...9).map { .number(Double($0)) })
    #expect(long.text.split(separator: "\n").count == 11)
    let nested = JSONOutput.array([.object(["a": .number(1)])])
    #expect(nested.text == "[\n  {\n    \"a\": 1\n  }\n]\n")
  }

  @Test func stringsAreEscapedAndNonFiniteNumbersAreNull() {
    let value = JSONOutput.array([.string("a\"b\\c\n\t\u{01}é"), .number(.nan), .number(-.infinity)])
    #expect(value.compactText == #"["a\"b\\c\n\t\u0001é",null,null]"#)
  }
}
