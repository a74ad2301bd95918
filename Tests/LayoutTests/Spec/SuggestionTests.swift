import Testing

@testable import Layout

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("widht", ["width", "height"], "width"),
    ("buton", ["button", "title"], "button"),
    ("Title", ["title"], "title"),
    ("zzz", ["width", "height"], nil),
  ] as [(String, [String], String?)])
  func suggestsPlausibleTypos(_ word: String, _ candidates: [String], _ expected: String?) {
    #expect(Suggestion.closest(to: word, in: candidates) == expected)
  }
}
