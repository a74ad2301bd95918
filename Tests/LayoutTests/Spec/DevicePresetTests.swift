import Testing

@testable import Layout

/// `"canvas": {"device": …}`: a screen's size, scale, safe area and margins, by name.
@Suite struct DevicePresetTests {
  static func decode(_ canvas: String) throws -> LayoutSpec {
    try SpecDecoder.decode(Array(#"{"canvas": \#(canvas)}"#.utf8))
  }

  @Test func aDeviceGivesTheSizeScaleSafeAreaAndMargins() throws {
    let spec = try Self.decode(#"{"device": "iPhone 15"}"#)
    #expect(spec.canvas == Size(width: 393, height: 852))
    #expect(spec.appearance.scale == 3)
    #expect(spec.safeArea == EdgeInsets(top: 59, bottom: 34))
    #expect(spec.canvasMargins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  @Test func landscapeTurnsTheScreenAndItsInsets() throws {
    let spec = try Self.decode(#"{"device": "iPhone 15 Pro Max", "orientation": "landscape"}"#)
    #expect(spec.canvas == Size(width: 932, height: 430))
    #expect(spec.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    #expect(spec.canvasMargins.leading == 20, "a Max is regular width in landscape")
  }

  @Test func namesAreMatchedIgnoringCaseSpacesAndPunctuation() {
    #expect(DevicePreset.named("iphone se 3rd generation")?.name == "iPhone SE (3rd generation)")
    #expect(DevicePreset.named("iPad Pro 12.9\"")?.name == "iPad Pro 12.9-inch")
  }

  @Test func anUnknownDeviceListsThePresetsAndSuggestsOne() {
    #expect {
      _ = try Self.decode(#"{"device": "iPhone 16"}"#)
    } throws: { error in
      let text = (error as? SpecError)?.diagnostics(fileName: "spec.json", source: nil).map(\.rendered).joined() ?? ""
      return text.contains("is not a device") && text.contains("iPhone SE (3rd generation)")
        && text.contains("did you mean 'iPhone 15'?")
    }
  }

  @Test func aDeviceAndASizeSayTwoThingsAndAnOrientationNeedsADevice() {
    #expect(throws: SpecError.self) { _ = try Self.decode(#"{"device": "iPhone 15", "width": 400}"#) }
    #expect(throws: SpecError.self) { _ = try Self.decode(#"{"width": 400, "height": 300, "orientation": "landscape"}"#) }
  }

  @Test func aMacWindowTakesTheSpecsSizeAndMarginsOfTwenty() throws {
    let spec = try Self.decode(#"{"device": "Mac window", "width": 480, "height": 260}"#)
    #expect(spec.canvas == Size(width: 480, height: 260))
    #expect(spec.canvasMargins == EdgeInsets(all: 20))
    #expect(throws: SpecError.self) { _ = try Self.decode(#"{"device": "Mac window"}"#) }
  }

  @Test func theSpecsOwnInsetsWinOverTheDevices() throws {
    let spec = try Self.decode(#"{"device": "iPhone 15", "safeArea": {"top": 100}}"#)
    #expect(spec.safeArea == EdgeInsets(top: 100))
  }
}
