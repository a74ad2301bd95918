import Testing

@testable import VFLPreviewSupport

/// What the did-you-mean offers, with the typos each former suggester was written for.
@Suite struct DidYouMeanTests {
  @Test(arguments: [
    // Swapped neighbours count as one edit, so the usual typos stay within reach.
    ("widht", ["width", "height"], "width"),
    ("heigth", ["width", "height"], "height"),
    ("buton", ["button", "title"], "button"),
    ("paddng", ["padding", "margin"], "padding"),
    ("superveiw", ["view1", "superview"], "superview"),
    // Case is ignored: a name typed in the wrong case finds its declared spelling.
    ("button", ["Button", "label"], "Button"),
    ("Title", ["title"], "title"),
    ("alignAllCentreY", ["alignAllCenterY", "alignAllCenterX", "alignAllTop"], "alignAllCenterY"),
  ] as [(String, [String], String)])
  func offersTheNameATypoWasMeantToBe(_ name: String, _ candidates: [String], _ expected: String) {
    #expect(DidYouMean.suggestion(for: name, among: candidates) == expected)
  }

  @Test(arguments: [
    // Too far for the name's length.
    ("zzz", ["width", "height"]),
    ("label", ["button", "title"]),
    // One- and two-letter names only match case variants: `a` is not a typo of `b`.
    ("a", ["b", "c"]),
    ("v1", ["v2", "view1"]),
    // The name itself is not a suggestion.
    ("width", ["width"]),
  ] as [(String, [String])])
  func offersNothingForUnrelatedNames(_ name: String, _ candidates: [String]) {
    #expect(DidYouMean.suggestion(for: name, among: candidates) == nil)
  }

  @Test func shortNamesStillFindTheirCaseVariants() {
    #expect(DidYouMean.suggestion(for: "A", among: ["a", "b"]) == "a")
  }

  @Test func aCaseOnlyDifferencePrecedesATypo() {
    // `Button` differs from `button` only in case; `buttons` by a letter.
    #expect(DidYouMean.suggestions(for: "button", among: ["buttons", "Button"]) == ["Button"])
    // Among names equally close ignoring case, the one closer in case comes first.
    #expect(DidYouMean.suggestions(for: "Widht", among: ["width", "Width"]) == ["Width", "width"])
  }

  @Test func tiesAreOfferedAlphabeticallyAtMostThree() {
    let candidates = ["view4", "view2", "view3", "view1", "view1"]
    #expect(DidYouMean.suggestions(for: "viewX", among: candidates) == ["view1", "view2", "view3"])
  }

  @Test(arguments: [(1, 0), (2, 0), (3, 1), (5, 1), (6, 2), (8, 2), (9, 3), (40, 3)])
  func theAllowedDistanceGrowsWithTheLengthUpToThree(_ length: Int, _ allowed: Int) {
    #expect(DidYouMean.allowedDistance(forLength: length) == allowed)
  }

  @Test(arguments: [
    ("widht", "width", 1), ("heigth", "height", 1), ("kitten", "sitting", 3), ("", "abc", 3),
    ("abc", "abc", 0), ("ca", "abc", 3),
  ])
  func distanceIsTheOptimalStringAlignmentDistance(_ a: String, _ b: String, _ expected: Int) {
    #expect(DidYouMean.distance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
  }

  @Test func theNoteHasOneWording() {
    #expect(DidYouMean.note(offering: ["width"]) == "did you mean 'width'?")
    #expect(DidYouMean.note(offering: ["centerX", "centerY"]) == "did you mean 'centerX' or 'centerY'?")
    #expect(DidYouMean.note(offering: ["a1", "a2", "a3"]) == "did you mean 'a1', 'a2' or 'a3'?")
    #expect(DidYouMean.note(for: "widht", among: ["width", "height"]) == "did you mean 'width'?")
    #expect(DidYouMean.note(for: "zzz", among: ["width", "height"]) == nil)
  }

  @Test func hugeNamesAndManyCandidatesStayCheap() {
    let clock = ContinuousClock()
    let huge = String(repeating: "w", count: 100_000)
    let candidates = (0..<50_000).map { "view\($0)" } + [huge]
    let elapsed = clock.measure {
      #expect(DidYouMean.suggestion(for: huge, among: candidates) == nil)
      #expect(DidYouMean.suggestion(for: "veiw49999", among: candidates) == "view49999")
    }
    // Each call reads every candidate once: well under a second even in a debug build.
    #expect(elapsed < .seconds(5))
  }
}
