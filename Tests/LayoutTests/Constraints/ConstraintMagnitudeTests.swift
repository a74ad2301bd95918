import Testing

@testable import Layout

/// Numbers inside constraint strings obey the spec's ±1e9 limit and are refused with the caret on
/// them. VFL reads numbers as `strtod` does, so `-1e300-` and `[a(1e300)]` once parsed and reached
/// the solver, whose tolerances mean nothing at that scale: conflicts were reported between
/// constraints that agree, and widths of 1e308 were called "not determined" (issue 7).
@Suite struct ConstraintMagnitudeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var constraint: String
    var message: String
    var caret: Int
    var testDescription: String { constraint }
  }

  static func spec(_ constraint: String) -> String {
    """
    {"canvas": {"width": 100, "height": 100}, "views": {"a": {}, "b": {}},
     "constraints": ["V:|[a(10)][b(10)]", \(constraint)]}
    """
  }

  @Test(arguments: [
    Case(
      constraint: #""H:|-1e300-[a(10)]""#,
      message: "constraints[1]: the constant 1e+300 is too large (the limit is ±1e9)", caret: 3),
    Case(
      constraint: #""H:|[a(>=1e10)]""#,
      message: "constraints[1]: the constant 10000000000 is too large (the limit is ±1e9)", caret: 6),
    Case(
      constraint: #""H:[a]-(-2e9@750)-[b]""#,
      message: "constraints[1]: the constant -2000000000 is too large (the limit is ±1e9)", caret: 5),
    Case(
      constraint: #""a.width = b.width * 99999999999999999999999 + 5""#,
      message: "constraints[1]: the multiplier 1e+23 is too large (the limit is ±1e9)", caret: 0),
    Case(
      constraint: #""a.left = 9999999999""#,
      message: "constraints[1]: the constant 9999999999 is too large (the limit is ±1e9)", caret: 0),
  ])
  func constantsAndMultipliersOverTheLimitAreRefused(_ example: Case) throws {
    let spec = try SpecDecoder.decode(Array(Self.spec(example.constraint).utf8))
    #expect(throws: LayoutError.self) { try LayoutEngine().solve(spec) }
    do {
      _ = try LayoutEngine().solve(spec)
    } catch {
      guard case .spec(let specError) = error,
        case .constraint(let index, _, _, _, let position, _, _) = specError
      else {
        Issue.record("expected a constraint error, got \(error)")
        return
      }
      #expect(specError.message == example.message)
      #expect(index == 1)
      #expect(position == example.caret)
    }
  }

  @Test func numbersAtTheLimitAreAccepted() throws {
    let spec = try SpecDecoder.decode(
      Array(Self.spec(#""H:|-(-1e9)-[a(1e9)]", "a.width <= b.width * 1000000000 + 1000000000""#).utf8))
    let solution = try LayoutEngine().solve(spec)
    #expect(solution.frames["a"]?.width == 1e9)
  }

  /// The spec fuzzer's first finding (fuzz/run spec, 18 s in): `-1e308-` plus the 15-point view
  /// after it put `b` at y = 1e308 + 15 + 8, past the largest double, and the solver returned
  /// infinite frames. It is now refused before solving.
  @Test func theFuzzersInfiniteFrameSpecIsRefused() throws {
    let json = """
      {
      "canvas": {"width":400,"height":300},
      "metrics": {"paddinge":1000000000.0,"tiny":1e-09,"buttonWidth":80},
      "views": {"a":{},"b":{},"card":{}},
      "constraints": ["H:|-[card]-|","H:|-[a(100)]-[b]-|","V:|-1e308-[a(15)]-[b(==a)]"]
      }
      """
    let spec = try SpecDecoder.decode(Array(json.utf8))
    do {
      let solution = try LayoutEngine().solve(spec)
      Issue.record("solved with frames \(solution.frames)")
    } catch {
      #expect(error.message == "constraints[2]: the constant 1e+308 is too large (the limit is ±1e9)")
    }
  }
}
