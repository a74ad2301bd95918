import Layout
import Testing

/// What the import does with files that are not what they claim: every one is refused with where
/// the problem is, or imported with a warning naming what was skipped; nothing crashes.
@Suite struct InterfaceBuilderBadInputTests {
  func importing(_ text: String) throws(InterfaceBuilderError) -> InterfaceBuilderImport {
    try InterfaceBuilderImport(bytes: Array(text.utf8))
  }

  func error(_ text: String) -> InterfaceBuilderError? {
    do {
      _ = try importing(text)
      return nil
    } catch {
      return error
    }
  }

  static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE lolz [
     <!ENTITY lol "lol">
     <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
     <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
     <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
     <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
     <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
     <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
     <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
     <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
      <objects><label id="a" text="&lol9;"><rect key="frame" x="0" y="0" width="10" height="10"/></label></objects>
    </document>
    """

  @Test func anEntityBombIsRefusedAtItsDocumentType() {
    #expect(error(Self.billionLaughs) == .documentTypeDeclaration(line: 2, column: 1))
  }

  @Test func anExternalEntityIsNeverRead() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>&secret;</objects></document>
      """
    guard case .documentTypeDeclaration(let line, _)? = error(text) else {
      Issue.record("expected the document type to be refused")
      return
    }
    #expect(line == 2)
  }

  @Test func anExternalDocumentTypeIsRefusedToo() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document SYSTEM "http://example.com/ib.dtd">
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>
      """
    guard case .documentTypeDeclaration? = error(text) else {
      Issue.record("expected the document type to be refused")
      return
    }
  }

  @Test func textThatIsNotXMLSaysWhere() {
    guard case .notXML(let reason, let line, let column)? = error("{\"canvas\": {}}") else {
      Issue.record("expected not XML")
      return
    }
    #expect(line == 1 && column == 1)
    #expect(!reason.isEmpty)
    #expect(error("")?.message.hasPrefix("not an XML document") == true)
  }

  @Test func aFileCutShortNamesTheElementItEndsIn() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
      """
    guard case .truncated(let element, let line, _)? = error(text) else {
      Issue.record("expected a truncated document, got \(String(describing: error(text)))")
      return
    }
    #expect(element == "view")
    #expect(line == 4)
    #expect(error(text)?.message == "the document ends inside <view>: the file is cut short")
  }

  @Test func otherXMLIsNotAnInterfaceBuilderDocument() {
    #expect(error("<svg xmlns=\"http://www.w3.org/2000/svg\"/>") == .notInterfaceBuilder(rootElement: "svg", line: 1, column: 1))
    #expect(error("<document type=\"text\"/>") == .notInterfaceBuilder(rootElement: "document", line: 1, column: 1))
  }

  @Test func theArchiveFormatBeforeXcode5AsksToBeUpgraded() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data><int key="IBDocument.SystemTarget">1296</int></data>
      </archive>
      """
    #expect(error(text) == .archiveFormat(line: 2, column: 1))
    #expect(error(text)?.message.contains("before Xcode 5") == true)
  }

  @Test func aDocumentWithoutViewsSaysSo() {
    let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\"><objects/></document>"
    #expect(error(text) == .noViews(line: 1, column: 1))
  }

  @Test func aWatchStoryboardIsNotLaidOutWithViews() {
    let text = "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>"
    #expect(error(text) == .unsupportedPlatform(targetRuntime: "watchKit", line: 1, column: 1))
  }

  @Test func errorsPrintWithTheirLineAndACaret() {
    let text = "<?xml version=\"1.0\"?>\n<archive type=\"x\"/>\n"
    let error = self.error(text)
    let diagnostic = error?.diagnostic(fileName: "Old.xib", source: SourceText(bytes: Array(text.utf8)))
    #expect(diagnostic?.rendered.hasPrefix("Old.xib:2:1: error: this is the <archive> format") == true)
    #expect(diagnostic?.rendered.contains("    <archive type=\"x\"/>\n    ^\n") == true)
  }

  @Test func constraintsNamingMissingItemsAreSkippedWithAWarning() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view id="root">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <constraints>
              <constraint firstItem="nowhere" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let imported = try importing(text)
    #expect(imported.warnings.map(\.message) == [
      "constraint \"c1\" names \"nowhere\", which is not in the scene: skipped"
    ])
    #expect(imported.warnings.first?.line == 6)
    #expect(imported.scenes.count == 1)
  }

  @Test func unknownElementsAreDrawnAsPlainViewsWithAWarning() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
        <objects>
          <view id="root">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews>
              <hologram id="h"><rect key="frame" x="10" y="10" width="20" height="20"/></hologram>
            </subviews>
          </view>
        </objects>
      </document>
      """
    let imported = try importing(text)
    #expect(imported.warnings.map(\.message) == ["<hologram> is not a view the import knows: drawn as a plain view"])
    #expect(imported.scenes[0].spec.views.map(\.title) == ["UIView", "UIView"])
  }
}
