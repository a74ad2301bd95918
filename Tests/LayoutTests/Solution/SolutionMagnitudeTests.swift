import Testing

@testable import Layout

/// Solved frames stay within the magnitude the spec's numbers obey (±1e9 points), so nothing
/// downstream draws or prints a number it cannot represent.
@Suite struct SolutionMagnitudeTests {
  @Test func multipliersThatCompoundPastTheLimitAreALocatedError() throws {
    var views: [String] = []
    var constraints = [#""H:|[v0(1000)]""#, #""V:|[v0(10)]""#]
    for i in 0...10 {
      views.append(#""v\#(i)": {}"#)
      if i > 0 {
        constraints += [
          #""v\#(i).width = v\#(i - 1).width * 1000""#, #""v\#(i).left = 0""#, #""V:|[v\#(i)(10)]""#,
        ]
      }
    }
    let json = #"{"canvas": {"width": 400, "height": 300}, "views": {\#(views.joined(separator: ", "))}, "constraints": [\#(constraints.joined(separator: ", "))]}"#
    let spec = try SpecDecoder.decode(Array(json.utf8))
    #expect {
      try LayoutEngine().solve(spec)
    } throws: { error in
      guard case .spec(.limitExceeded(let path, let message, let offset)) = error as? LayoutError else { return false }
      // v1 is 1e6 wide, v2 1e9, v3 1e12: the first view past the limit is named, at its declaration.
      return path == "views.v3" && message.contains("the solved width of 'v3' is 1000000000000 points")
        && Array(json.utf8)[offset] == UInt8(ascii: "\"")
    }
  }

  @Test func framesAtTheLimitAreKept() throws {
    let json = #"{"canvas": {"width": 400, "height": 300}, "views": {"a": {}}, "constraints": ["a.width = 1000000000", "a.left = 0", "V:|[a(10)]"]}"#
    let solution = try LayoutEngine().solve(try SpecDecoder.decode(Array(json.utf8)))
    #expect(solution.frames["a"]?.width == 1e9)
  }
}
