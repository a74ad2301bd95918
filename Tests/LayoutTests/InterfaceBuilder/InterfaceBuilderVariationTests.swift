import Layout
import Testing

/// Size-class variations: the base configuration by default, other traits when asked.
@Suite struct InterfaceBuilderVariationTests {
  static let document = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
      <objects>
        <view id="root">
          <rect key="frame" x="0" y="0" width="300" height="100"/>
          <subviews>
            <view id="box" userLabel="Box" translatesAutoresizingMaskIntoConstraints="NO">
              <rect key="frame" x="20" y="10" width="50" height="50"/>
              <constraints>
                <constraint firstAttribute="width" constant="50" id="w"/>
                <constraint firstAttribute="height" constant="50" id="h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead">
              <variation key="widthClass=regular" constant="40"/>
            </constraint>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="top2"/>
          </constraints>
          <variation key="default">
            <mask key="constraints"><exclude reference="top2"/></mask>
          </variation>
          <variation key="heightClass=compact">
            <mask key="constraints"><include reference="top2"/><exclude reference="top"/></mask>
          </variation>
        </view>
      </objects>
    </document>
    """

  func texts(_ traits: InterfaceBuilderImport.Options.Traits) throws -> [String] {
    let imported = try InterfaceBuilderImport(bytes: Array(Self.document.utf8), options: .init(traits: traits))
    return imported.scenes[0].spec.constraints.filter { $0.id != nil }.map(\.text)
  }

  @Test func theBaseConfigurationUsesTheDocumentsValuesAndItsDefaultVariation() throws {
    #expect(try texts(.base) == ["box.width == 50", "box.height == 50", "box.leading == view.leading + 20", "box.top == view.top + 10"])
  }

  @Test func otherTraitsTakeTheirVariationsMostSpecificLast() throws {
    let landscapePhone = InterfaceBuilderTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    #expect(try texts(.custom(landscapePhone)) == [
      "box.width == 50", "box.height == 50", "box.leading == view.leading + 40", "box.top == view.top + 30",
    ])
  }

  @Test func aScreensSizeGivesItsSizeClasses() {
    #expect(InterfaceBuilderTraits(screenWidth: 393, screenHeight: 852).horizontalSizeClass == .compact)
    #expect(InterfaceBuilderTraits(screenWidth: 932, screenHeight: 430).horizontalSizeClass == .regular)
    #expect(InterfaceBuilderTraits(screenWidth: 852, screenHeight: 393).verticalSizeClass == .compact)
    #expect(InterfaceBuilderTraits(screenWidth: 820, screenHeight: 1180) == InterfaceBuilderTraits(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: "pad"))
  }
}
