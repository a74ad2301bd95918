import Testing

@testable import Layout

/// How labels break into lines, with every character 10 points wide so the widths are easy to
/// follow: "Hello world" is 110 points.
@Suite struct LineBreakerTests {
  let breaker = LineBreaker { Double($0.count) * 10 }

  func texts(_ lines: [WrappedLine]) -> [String] { lines.map(\.text) }

  @Test func wordsFillEachLineGreedilyAndTheSpacesAtABreakAreDropped() {
    let lines = breaker.lines(of: "the quick brown fox jumps", width: 100)
    #expect(texts(lines) == ["the quick", "brown fox", "jumps"])
    #expect(lines.map(\.endsParagraph) == [false, false, true])
  }

  @Test func withoutAWidthOnlyNewlinesBreak() {
    #expect(texts(breaker.lines(of: "one two\nthree", width: nil)) == ["one two", "three"])
  }

  @Test func newlinesEndParagraphsWhichWrapOnTheirOwn() {
    let lines = breaker.lines(of: "aaa bbb ccc\nddd", width: 70)
    #expect(texts(lines) == ["aaa bbb", "ccc", "ddd"])
    #expect(lines.map(\.endsParagraph) == [false, true, true])
  }

  @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
    #expect(texts(breaker.lines(of: "abcdefghij xy", width: 40)) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func japaneseBreaksBetweenAnyTwoCharactersButNeverBeforeClosingPunctuation() {
    // 5 characters fit a line; "。" may not start one, so "す。" move down together.
    let lines = breaker.lines(of: "日本語のテキストです。", width: 50)
    #expect(texts(lines) == ["日本語のテ", "キストで", "す。"])
  }

  @Test func aLineLimitCutsTheLastLineWithAnEllipsisAsUILabelDoes() {
    let lines = breaker.lines(of: "the quick brown fox jumps over", width: 100, maximumLines: 2)
    // The second line holds "brown fox jumps over", cut to fit 100 points with "…".
    #expect(texts(lines) == ["the quick", "brown fox…"])
    #expect(lines.last?.isTruncated == true)
  }

  @Test func textThatFitsItsLineLimitIsNotTruncated() {
    let lines = breaker.lines(of: "short text", width: 100, maximumLines: 2)
    #expect(texts(lines) == ["short text"])
    #expect(lines.allSatisfy { !$0.isTruncated })
  }

  @Test func truncationDropsTrailingSpacesBeforeTheEllipsis() {
    #expect(breaker.truncate("ab cdef", to: 40) == "ab…")
    #expect(breaker.truncate("abc", to: 5) == "…")
  }
}
