import Layout
import Testing

/// A spec's problems are all reported in one run, as a compiler does: each key, view, metric and
/// constraint string is checked on its own, and only invalid JSON stops at the first.
@Suite struct EveryErrorInOneRunTests {
  static let threeTypos = """
    {"canvas": {"width": 200, "height": 100},
     "views": {"a": {"lable": "Hi"}, "b": {}},
     "constraints": ["H:|-[a]-|", "H:|-[b]-]", "V:|-[a]-[b]", "b.widht = 20"]}
    """

  func errors(of json: String) -> SpecError? {
    do {
      _ = try LayoutEngine().solve(try SpecDecoder.decode(Array(json.utf8)))
      return nil
    } catch let error as SpecError {
      return error
    } catch let error as LayoutError {
      if case .spec(let error) = error { return error }
      return nil
    } catch {
      return nil
    }
  }

  @Test func aSpecWithThreeTyposReportsAllThreeInFileOrder() throws {
    let error = try #require(errors(of: Self.threeTypos))
    guard case .several(let list, let omitted) = error else {
      Issue.record("expected several errors, got \(error)")
      return
    }
    #expect(omitted == 0)
    #expect(list.count == 3)
    #expect(list[0].message.hasPrefix("unknown key \"lable\" in views.a"))
    #expect(list[1].message.hasPrefix("constraints[1]: "))
    #expect(list[2].message.hasPrefix("constraints[3]: "))
    #expect(list.map(\.offset) == list.map(\.offset).sorted())
    // The error as a whole reads as its first one.
    #expect(error.message == list[0].message)
  }

  @Test func constraintStringsWithErrorsAreAllReportedWhenTheRestOfTheSpecIsValid() throws {
    let error = try #require(errors(of: """
      {"canvas": {"width": 200, "height": 100}, "views": {"a": {}},
       "constraints": ["H:|-[a]-|", "H:|-[zz]", "V:|-[a(", "a.height = 20"]}
      """))
    #expect(error.errors.map { $0.message.prefix(15) } == ["constraints[1]:", "constraints[2]:"])
  }

  @Test func unknownKeysInDifferentObjectsAreEachReported() throws {
    let error = try #require(errors(of: """
      {"canvas": {"width": 200, "heigth": 100}, "colour": 1,
       "views": {"a": {"parnet": "b"}, "b": {"labl": "x"}}}
      """))
    #expect(error.errors.map(\.message).map { $0.prefix(20) } == [
      "unknown key \"heigth\"", "unknown key \"colour\"", "unknown key \"parnet\"", "unknown key \"labl\" i",
    ])
    // The misspelt required key is not reported a second time as missing.
    #expect(!error.errors.contains { $0.message.contains("missing") })
  }

  @Test func invalidJSONStopsAtTheFirstError() throws {
    let error = try #require(errors(of: #"{"canvas": {"width": 200,, "height": }, "views": {"a": {"lable": 1}}}"#))
    #expect(error.errors.count == 1)
    guard case .invalidJSON = error else {
      Issue.record("expected invalid JSON, got \(error)")
      return
    }
  }

  @Test func atMostTwentyErrorsAreKeptAndTheRestCounted() throws {
    let entries = (0..<25).map { "\"H:|-[missing\($0)]\"" }.joined(separator: ", ")
    let error = try #require(errors(of: #"{"canvas": {"width": 10, "height": 10}, "constraints": [\#(entries)]}"#))
    guard case .several(let list, let omitted) = error else {
      Issue.record("expected several errors")
      return
    }
    #expect(list.count == 20)
    #expect(omitted == 5)
    let diagnostics = error.diagnostics(fileName: "spec.json", source: nil)
    #expect(diagnostics.count == 21)
    #expect(diagnostics.last?.rendered == "spec.json: note: 5 more errors not shown\n")
  }

  @Test func aCycleOfParentsIsOneErrorNotOnePerView() throws {
    let error = try #require(errors(of: """
      {"canvas": {"width": 10, "height": 10},
       "views": {"a": {"parent": "b"}, "b": {"parent": "a"}, "c": {"parent": "nowhere"}}}
      """))
    #expect(error.errors.map(\.message) == [
      "views.a.parent: parents form a cycle: a → b → a",
      "views.c.parent: \"nowhere\" is not a declared view",
    ])
  }
}
