import Layout
import Testing

@testable import Preview

/// The lint reads a scene the way a person reads the picture: text must not sit on text, labels
/// must not sit astride borders, nothing may be cut off, lines must not run through words, and a
/// bar must show on both sides of its label.
@Suite struct SceneLintTests {
  let blue = RGBAColor(hex: 0x007AFF)

  func scene(_ items: [SceneItem], legend: [LegendEntry] = []) -> Scene {
    Scene(
      size: Size(width: 200, height: 100), canvas: Size(width: 200, height: 100), theme: .light,
      items: items, legend: legend)
  }

  func text(_ string: String, x: Double, y: Double, width: Double, role: SceneRole, truncated: Bool = false) -> SceneItem {
    .text(SceneText(
      string: string, x: x, y: y, alignment: .center, pointSize: 10, color: blue, maxWidth: nil,
      role: role, width: width, isTruncated: truncated))
  }

  func view(_ name: String, _ rect: Rect) -> SceneItem {
    .box(SceneBox(rect: rect, fill: nil, stroke: blue, strokePixels: 1, dash: false, role: .view(name)))
  }

  func bar(from: (Double, Double), to: (Double, Double), role: SceneRole, tick: Double = 6) -> SceneItem {
    .line(SceneLine(
      from: (x: from.0, y: from.1), to: (x: to.0, y: to.1), color: blue, widthPixels: 1, dash: false,
      tickLength: tick, role: role))
  }

  func leader(from: (Double, Double), to: (Double, Double), role: SceneRole) -> SceneItem {
    .line(SceneLine(
      from: (x: from.0, y: from.1), to: (x: to.0, y: to.1), color: blue, widthPixels: 1,
      style: .solid, tickLength: 0, kind: .leader, role: role))
  }

  func pill(_ string: String, _ rect: Rect, role: SceneRole) -> SceneItem {
    .pill(ScenePill(
      rect: rect, fill: .white, stroke: blue,
      text: SceneText(
        string: string, x: rect.midX, y: rect.midY, alignment: .center, pointSize: 9, color: blue,
        maxWidth: nil, role: role, width: rect.width - 8, isTruncated: false),
      role: role))
  }

  func violations(_ items: [SceneItem]) -> [SceneLint.Violation] {
    SceneLint().violations(in: scene(items))
  }

  @Test func aTidySceneHasNoViolations() {
    let items = [
      view("a", Rect(x: 10, y: 10, width: 60, height: 40)),
      view("b", Rect(x: 110, y: 10, width: 60, height: 40)),
      text("a", x: 40, y: 30, width: 10, role: .viewLabel("a")),
      text("b", x: 140, y: 30, width: 10, role: .viewLabel("b")),
      bar(from: (70, 30), to: (110, 30), role: .annotation(.gap, 0)),
      pill("40", Rect(x: 82, y: 24, width: 16, height: 12), role: .annotation(.gap, 0)),
    ]
    #expect(violations(items) == [])
  }

  @Test func aViewWithoutANameIsReportedUnlessCoincidentViewsShareOne() {
    let unnamed = violations([view("a", Rect(x: 10, y: 10, width: 60, height: 40))])
    #expect(unnamed == [.nameMissing("a")])
    let shared = violations([
      view("a", Rect(x: 10, y: 10, width: 60, height: 40)),
      view("b", Rect(x: 10, y: 10, width: 60, height: 40)),
      text("a = b", x: 40, y: 30, width: 30, role: .viewLabel("a")),
    ])
    #expect(shared == [])
  }

  @Test func overlappingTextsAreReported() {
    let found = violations([
      text("title", x: 50, y: 30, width: 40, role: .viewLabel("a")),
      text("360 × 24", x: 60, y: 32, width: 40, role: .sizeCaption("a")),
    ])
    #expect(found == [.textOverlap("text 'title'", "text '360 × 24'")])
  }

  @Test func textsThatOnlyTouchDoNotOverlap() {
    #expect(violations([
      text("a", x: 20, y: 30, width: 20, role: .viewLabel("a")),
      text("b", x: 40, y: 30, width: 20, role: .viewLabel("b")),
    ]) == [])
  }

  @Test func aLabelAstrideAViewBorderIsReported() {
    let found = violations([
      view("a", Rect(x: 10, y: 10, width: 60, height: 40)),
      text("a", x: 40, y: 30, width: 10, role: .viewLabel("a")),
      pill("8", Rect(x: 64, y: 4, width: 12, height: 12), role: .annotation(.gap, 3)),
    ])
    #expect(found == [.labelStraddlesBorder(label: "label '8'", view: "view 'a'")])
  }

  @Test func aLabelOnItsOwnBarWhereTheBarMeetsTheBorderIsAllowed() {
    let found = violations([
      view("a", Rect(x: 10, y: 10, width: 60, height: 40)),
      bar(from: (70, 30), to: (76, 30), role: .annotation(.gap, 0)),
      pill("6", Rect(x: 64, y: 24, width: 16, height: 12), role: .annotation(.gap, 0)),
    ])
    #expect(!found.contains { if case .labelStraddlesBorder = $0 { return true } else { return false } })
  }

  @Test func truncatedTextAndTextOutsideTheImageAreCutOff() {
    let found = violations([
      text("emailField", x: 40, y: 30, width: 20, role: .viewLabel("a"), truncated: true),
      text("edge", x: 198, y: 30, width: 20, role: .viewLabel("b")),
    ])
    #expect(found == [.clipped("text 'emailField'"), .clipped("text 'edge'")])
  }

  @Test func textOutsideTheClipInForceIsCutOff() {
    let found = violations([
      .pushClip(Rect(x: 0, y: 0, width: 50, height: 100)),
      text("beyond", x: 60, y: 30, width: 20, role: .viewLabel("a")),
      .popClip,
      text("free", x: 60, y: 60, width: 20, role: .viewLabel("b")),
    ])
    #expect(found == [.clipped("text 'beyond'")])
  }

  @Test func aBarThroughSomeoneElsesTextIsReported() {
    let found = violations([
      text("name", x: 50, y: 30, width: 30, role: .viewLabel("a")),
      bar(from: (20, 30), to: (90, 30), role: .annotation(.gap, 2)),
    ])
    #expect(found == [.lineCrossesText(line: "bar (gap)", text: "text 'name'")])
  }

  @Test func crossingLeadersAreReported() {
    let found = violations([
      leader(from: (10, 10), to: (60, 60), role: .annotation(.gap, 0)),
      leader(from: (10, 60), to: (60, 10), role: .annotation(.gap, 1)),
    ])
    #expect(found == [
      .leaderCrossesLine(leader: "leader (gap)", line: "leader (gap)"),
      .leaderCrossesLine(leader: "leader (gap)", line: "leader (gap)"),
    ])
  }

  @Test func aLabelWiderThanItsBarHidesIt() {
    let found = violations([
      bar(from: (70, 30), to: (78, 30), role: .annotation(.gap, 0)),
      pill("8 std", Rect(x: 64, y: 24, width: 20, height: 12), role: .annotation(.gap, 0)),
    ])
    #expect(found.contains(.barHidden("bar (gap)")))
  }

  @Test func constraintsWithoutAnyMarkAreListed() {
    var spacing = SceneLine(
      from: (x: 0, y: 0), to: (x: 10, y: 0), color: blue, widthPixels: 1, dash: false,
      tickLength: 6, role: .annotation(.gap, 0))
    spacing.constraints = [1]
    let legend = LegendEntry(number: 1, kind: .conflict, title: "t", details: [], constraints: [3])
    let missing = SceneLint().constraintsNotShown(
      in: scene([.line(spacing)], legend: [legend]), constraintCount: 5)
    #expect(missing == [0, 2, 4])
  }
  func badge(_ string: String, centerX: Double, textWidth: Double, width: Double) -> SceneItem {
    .badge(SceneBadge(
      centerX: centerX, centerY: 50, radius: 7, fill: blue,
      text: SceneText(
        string: string, x: centerX, y: 50, alignment: .center, pointSize: 10, color: .white,
        maxWidth: nil, role: .annotation(.gap, 0), width: textWidth, isTruncated: false),
      role: .annotation(.gap, 0), width: width))
  }

  @Test func aNumberWiderThanItsMarkerIsAViolation() {
    // "224" (19 points) in a 14-point circle spills out of it; in a pill as wide as it needs, it fits.
    #expect(violations([badge("224", centerX: 50, textWidth: 19.1, width: 14)]) == [.textOverflows("marker '224'")])
    #expect(violations([badge("224", centerX: 50, textWidth: 19.1, width: 26.1)]).isEmpty)
    #expect(violations([badge("12", centerX: 50, textWidth: 12.7, width: 14)]).isEmpty)
  }

  @Test func aValueLabelWiderThanItsPillIsAViolation() {
    let narrow = ScenePill(
      rect: Rect(x: 80, y: 40, width: 10, height: 12), fill: .white, stroke: blue,
      text: SceneText(
        string: "120", x: 85, y: 46, alignment: .center, pointSize: 9, color: blue, maxWidth: nil,
        role: .annotation(.gap, 0), width: 16, isTruncated: false),
      role: .annotation(.gap, 0))
    #expect(violations([.pill(narrow)]) == [.textOverflows("label '120'")])
  }
}
