import Foundation
import Testing

@testable import Layout

/// Writing a spec back as a spec file: the decoder reads the same spec from it.
@Suite struct LayoutSpecJSONTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every sample and dense spec of the repository.
  static let specFiles: [String] = ["samples", "Tests/Fixtures/scene-lint"].flatMap { folder in
    let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The spec without where its parts were written, which a file written anew changes.
  static func withoutOffsets(_ spec: LayoutSpec) -> LayoutSpec {
    var spec = spec
    for index in spec.views.indices { spec.views[index].offset = 0 }
    for index in spec.constraints.indices {
      spec.constraints[index].offset = 0
      spec.constraints[index].textOffset = 0
    }
    return spec
  }

  @Test func thereAreSpecsToWrite() {
    #expect(Self.specFiles.count > 30)
  }

  @Test(arguments: specFiles)
  func everySpecReadsBackAsItself(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
    let spec = try SpecDecoder.decode(bytes)
    let written = spec.json
    let again = try SpecDecoder.decode(Array(written.utf8))
    #expect(Self.withoutOffsets(again) == Self.withoutOffsets(spec))
    #expect(again.json == written, "writing is deterministic")
  }

  @Test func defaultsAreLeftOutAndViewsKeepTheirOrder() throws {
    var spec = LayoutSpec(canvas: Size(width: 320, height: 200))
    spec.views = [ViewSpec(name: "title", label: "Hello"), ViewSpec(name: "badge", parent: "title")]
    spec.constraints = [
      ConstraintSpec(body: .vfl("H:|-[title]-|", options: [])),
      ConstraintSpec(body: .expression("badge.width == 20"), priority: LayoutPriority(750)),
    ]
    #expect(
      spec.json == """
        {
          "canvas": {
            "height": 200,
            "width": 320
          },
          "constraints": [
            "H:|-[title]-|",
            {
              "expr": "badge.width == 20",
              "priority": 750
            }
          ],
          "views": {
            "title": {
              "label": "Hello"
            },
            "badge": {
              "parent": "title"
            }
          }
        }

        """)
  }

  @Test func devicesInsetsAndPrioritiesPerAxisRoundTrip() throws {
    var spec = LayoutSpec(canvas: Size(width: 1, height: 1)).onDevice(
      LayoutSpec.Device(preset: try #require(DevicePreset.named("iPhone 15")), orientation: .landscape))
    spec.canvasMargins = EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
    var view = ViewSpec(name: "row", hugging: AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(250)))
    view.layoutMargins = EdgeInsets(all: 12)
    view.textStyle = .headline
    view.lines = 0
    view.alignment = .natural
    view.minimumScaleFactor = 0.5
    spec.views = [view]
    spec.metrics = ["gap": 12.5]
    spec.spacing = LayoutSpec.Spacing(standard: 6, superview: 20)
    spec.layoutDirection = .rightToLeft
    spec.contentSize = .extraLarge
    spec.appearance.theme = .dark
    spec.summary = "a row"
    spec.constraints = [ConstraintSpec(body: .vfl("|-gap-[row]", options: ["alignAllTop"]), id: "pin")]
    let again = try SpecDecoder.decode(Array(spec.json.utf8))
    #expect(Self.withoutOffsets(again) == Self.withoutOffsets(spec))
  }
}
