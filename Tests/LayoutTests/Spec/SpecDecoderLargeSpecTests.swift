import Foundation
import Testing

@testable import Layout

/// Large specs: decoded and their parents checked in time proportional to their size, and refused
/// early when over a limit (``SpecLimits``). Each case once took minutes or hundreds of megabytes
/// (found while hardening, issue 7).
@Suite struct SpecDecoderLargeSpecTests {
  static let canvas = #""canvas": {"width": 400, "height": 300}"#

  /// `{"v0": {}, "v1": {"parent": "v0"}, …}`: every view nested in the one before.
  static func chain(_ count: Int, closingCycle: Bool = false) -> String {
    let views = (0..<count).map { index -> String in
      let parent = index == 0 ? (closingCycle ? count - 1 : nil) : index - 1
      return parent.map { "\"v\(index)\": {\"parent\": \"v\($0)\"}" } ?? "\"v\(index)\": {}"
    }
    return "{\(canvas), \"views\": {\(views.joined(separator: ", "))}}"
  }

  func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  /// Checking parents walked up from every view: 100,000 views in one chain took 5·10^9 steps.
  @Test func aChainOf100000NestedViewsIsCheckedInLinearTime() throws {
    let bytes = Array(Self.chain(SpecLimits.maximumViews).utf8)
    var spec: LayoutSpec?
    let elapsed = try seconds { spec = try SpecDecoder.decode(bytes) }
    #expect(spec?.views.count == SpecLimits.maximumViews)
    #expect(spec?.views.last?.parent == "v99998")
    // Linear work is well under a second even in a debug build; the quadratic walk took minutes.
    #expect(elapsed < 10)
  }

  @Test func aCycleThroughAllOf100000ViewsIsReportedAtItsFirstView() throws {
    let bytes = Array(Self.chain(SpecLimits.maximumViews, closingCycle: true).utf8)
    var caught: SpecError?
    let elapsed = seconds {
      do { _ = try SpecDecoder.decode(bytes) } catch let error as SpecError { caught = error } catch {}
    }
    let error = try #require(caught)
    #expect(error.message.hasPrefix("views.v0.parent: parents form a cycle: v0 → v99999 → v99998 → "))
    #expect(error.message.hasSuffix(" → v1 → v0"))
    #expect(elapsed < 10)
  }

  /// A view that leads into a cycle without being on it is not the one reported: the cycle is,
  /// at its first view in file order (as before the linear rewrite).
  @Test func aViewLeadingIntoACycleIsNotReportedAsTheCycle() throws {
    let json = """
      {\(Self.canvas), "views": {
        "leaf": {"parent": "a"}, "a": {"parent": "b"}, "b": {"parent": "a"}
      }}
      """
    #expect(throws: SpecError.self) { try SpecDecoder.decode(Array(json.utf8)) }
    do {
      _ = try SpecDecoder.decode(Array(json.utf8))
    } catch {
      #expect(error.message == "views.a.parent: parents form a cycle: a → b → a")
      let offset = Array(json.utf8).firstIndex(of: UInt8(ascii: "b")) ?? -1
      #expect(error.offset == offset - 1)  // the opening quote of "b", a's parent
    }
  }

  @Test func anUnknownParentBeforeACycleIsReportedFirst() {
    let json = #"{"canvas": {"width": 1, "height": 1}, "views": {"x": {"parent": "nope"}, "a": {"parent": "a"}}}"#
    do {
      _ = try SpecDecoder.decode(Array(json.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "views.x.parent: \"nope\" is not a declared view")
    }
  }

  /// A million views used to be parsed in full (13 MB, a quarter of a gigabyte of JSON values)
  /// before the count was checked; the parser now stops at the 100,001st.
  @Test func aMillionViewsAreRefusedAfterTheFirst100001() throws {
    let prefix = "{\(Self.canvas), \"views\": "
    var text = prefix + "{"
    text += (0..<1_000_000).map { "\"v\($0)\":{}" }.joined(separator: ",")
    text += "}}"
    let bytes = Array(text.utf8)
    var caught: SpecError?
    let elapsed = seconds {
      do { _ = try SpecDecoder.decode(bytes) } catch let error as SpecError { caught = error } catch {}
    }
    let error = try #require(caught)
    #expect(error.message == "views: at least 100001 views; the limit is 100000")
    #expect(error.offset == prefix.utf8.count)  // the views object's opening brace
    #expect(elapsed < 5)
  }

  @Test func constraintsAreCountedWhileParsingToo() {
    let entries = Array(repeating: "\"[a]\"", count: SpecLimits.maximumConstraints + 5)
    let text = "{\(Self.canvas), \"views\": {\"a\": {}}, \"constraints\": [\(entries.joined(separator: ","))]}"
    do {
      _ = try SpecDecoder.decode(Array(text.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "constraints: at least 200001 constraints; the limit is 200000")
    }
  }

  /// Only the top-level `views` and `constraints` are limited: a metric or label may be named
  /// "views" without being counted.
  @Test func nestedKeysNamedLikeTheLimitedOnesAreNotCounted() throws {
    let members = (0..<(SpecLimits.maximumViews + 1)).map { "\"m\($0)\": 1" }.joined(separator: ",")
    let text = "{\(Self.canvas), \"metrics\": {\(members)}, \"views\": {\"views\": {}}}"
    let spec = try SpecDecoder.decode(Array(text.utf8))
    #expect(spec.metrics.count == SpecLimits.maximumViews + 1)
  }
}
