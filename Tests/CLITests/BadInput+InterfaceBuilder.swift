import Foundation
import TestSupport

/// Catalogue cases of issue 30: storyboards and xibs that cannot be read (not XML, not Interface
/// Builder's, the old archive format, cut short, entity bombs and external entities, more elements
/// than any real document), through every command that reads them, and the options that only
/// documents take. Each is refused at the document's line and column, with nothing written.
extension BadInput {
  /// A storyboard of `scenes` scenes, each a view with one label pinned to its top-left corner.
  static func storyboard(scenes: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>

      """
    for scene in 1...scenes {
      text += """
                <scene sceneID="Sce-ne-00\(scene)">
                    <objects>
                        <viewController storyboardIdentifier="Scene\(scene)" id="Vc\(scene)-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Roo-t\(scene)-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-\(scene)a-001">
                                        <rect key="frame" x="20" y="20" width="40" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Lbl-\(scene)a-001" firstAttribute="top" secondItem="Roo-t\(scene)-001" secondAttribute="top" constant="20" id="Top-\(scene)a-001"/>
                                    <constraint firstItem="Lbl-\(scene)a-001" firstAttribute="leading" secondItem="Roo-t\(scene)-001" secondAttribute="leading" constant="20" id="Led-\(scene)a-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>

        """
    }
    return text + "    </scenes>\n</document>\n"
  }

  static func file(_ name: String, _ text: String) -> @Sendable (Scratch) throws -> Void {
    { scratch in try scratch.write(name, text) }
  }

  static let xmlHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  static let billionLaughs =
    xmlHeader + "<!DOCTYPE document [\n"
    + (0..<10).map { level in
      level == 0
        ? "  <!ENTITY e0 \"lol\">\n"
        : "  <!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">\n"
    }.joined()
    + "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&e9;</document>\n"

  static let interfaceBuilder: [BadInput] = [
    BadInput(
      name: "storyboard: not XML", files: file("Main.storyboard", "{\"canvas\": {\"width\": 100}}"),
      arguments: ["Main.storyboard", "-o", "existing.png"], place: .text("Main.storyboard:1:1: error: "),
      problem: "not an XML document: it starts with '{', not '<'"),
    BadInput(
      name: "xib: empty", files: file("Empty.xib", "\n"), arguments: ["Empty.xib", "-o", "existing.png"],
      place: .text("Empty.xib:1:1: error: "), problem: "not an XML document: the file is empty"),
    BadInput(
      name: "xib: tags that do not match",
      files: file("Main.xib", xmlHeader + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects></document>\n"),
      arguments: ["Main.xib", "-o", "existing.png"], place: .text("Main.xib:2:81: error: "),
      problem: "opening and ending tag mismatch: objects line 2 and document"),
    BadInput(
      name: "xib: XML but not Interface Builder's",
      files: file("Info.xib", xmlHeader + "<plist version=\"1.0\"><dict/></plist>\n"),
      arguments: ["Info.xib", "-o", "existing.png"], place: .text("Info.xib:2:1: error: "),
      problem: "not an Interface Builder document: the root element is <plist>"),
    BadInput(
      name: "document: the pre-Xcode 5 archive format, found by its content",
      files: file("legacy", xmlHeader + "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n<data/></archive>\n"),
      arguments: ["legacy", "-o", "existing.png"], place: .text("legacy:2:1: error: "),
      problem: "the <archive> format Interface Builder wrote before Xcode 5"),
    BadInput(
      name: "storyboard: cut short",
      files: { scratch in
        let login = try InterfaceBuilderFiles.fixture("Login.storyboard")
        try scratch.write("Cut.storyboard", Array(login.prefix(3000)))
      },
      arguments: ["Cut.storyboard", "-o", "existing.png"], place: .text("Cut.storyboard:31:"),
      problem: "the document ends inside <textField>: the file is cut short"),
    BadInput(
      name: "xib: billion laughs", files: file("Bomb.xib", billionLaughs), arguments: ["Bomb.xib", "-o", "existing.png"],
      place: .text("Bomb.xib:2:1: error: "), problem: "declares a document type (<!DOCTYPE …>)", maximumSeconds: 3),
    BadInput(
      name: "xib: an external entity",
      files: file(
        "Entity.xib",
        xmlHeader + "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
          + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">&x;</document>\n"),
      arguments: ["Entity.xib", "-o", "existing.png"], place: .text("Entity.xib:2:1: error: "),
      problem: "its entities are not read", maximumSeconds: 3),
    BadInput(
      name: "xib: more elements than any real document",
      files: { scratch in
        var text = xmlHeader + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n"
        text += String(repeating: "<view/>", count: 2_000_001)
        try scratch.write("Huge.xib", text + "</objects></document>\n")
      },
      arguments: ["Huge.xib", "-o", "existing.png"], place: .text("Huge.xib:3:"),
      problem: "the document has more than 2000000 elements"),
    BadInput(
      name: "storyboard: WatchKit",
      files: file(
        "Watch.storyboard",
        xmlHeader + "<document type=\"com.apple.InterfaceBuilder3.WatchKit.Storyboard\" targetRuntime=\"watchKit\">\n</document>\n"),
      arguments: ["Watch.storyboard", "-o", "existing.png"], place: .text("Watch.storyboard:2:1: error: "),
      problem: "not laid out with Auto Layout views"),
    BadInput(
      name: "xib: no views",
      files: file(
        "Empty.xib",
        xmlHeader + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\">\n<objects/>\n</document>\n"),
      arguments: ["Empty.xib", "-o", "existing.png"], place: .text("Empty.xib:2:1: error: "),
      problem: "the document has no views"),
    BadInput(
      name: "storyboard: a scene it does not have", files: file("Main.storyboard", storyboard(scenes: 2)),
      arguments: ["Main.storyboard", "--scene", "Settings", "-o", "existing.png"],
      place: .text("Main.storyboard: error: "), problem: "the document has no scene called 'Settings'"),
    BadInput(
      name: "standard input: a storyboard cut short", entryPoint: .standardInput,
      arguments: ["-", "-o", "existing.png"], makeStandardInput: { Array(storyboard(scenes: 1).utf8.prefix(900)) },
      place: .text("<stdin>:"),
      problem: "the file is cut short"),
    BadInput(
      name: "batch: a storyboard into a folder, cut short", entryPoint: .batch,
      files: file("Cut.storyboard", String(storyboard(scenes: 2).prefix(1500))),
      arguments: ["Cut.storyboard", "-o", "out/"], place: .text("Cut.storyboard:"),
      problem: "the file is cut short"),
    BadInput(
      name: "--check: a storyboard that is not XML", entryPoint: .check, files: file("Main.storyboard", "hello"),
      arguments: ["Main.storyboard", "--check", "reference.png"], place: .text("Main.storyboard:1:1: error: "),
      problem: "it starts with 'h', not '<'"),
    BadInput(
      name: "diff: a storyboard cut short, nothing written", entryPoint: .diff,
      files: { scratch in
        try scratch.write("Old.storyboard", storyboard(scenes: 2))
        try scratch.write("New.storyboard", String(storyboard(scenes: 2).prefix(1500)))
      },
      arguments: ["diff", "Old.storyboard", "New.storyboard", "-o", "review/"], place: .text("New.storyboard:"),
      problem: "the file is cut short"),
    BadInput(
      name: "diff: a PNG against a storyboard", entryPoint: .diff, files: file("Main.storyboard", storyboard(scenes: 1)),
      arguments: ["diff", "reference.png", "Main.storyboard", "-o", "review/"],
      place: .text("reference.png: not a storyboard or xib"), problem: "compare two documents, or two PNGs"),
    BadInput(
      name: "diff: documents into a PNG", entryPoint: .commandLine,
      files: { scratch in
        try scratch.write("Old.storyboard", storyboard(scenes: 1))
        try scratch.write("New.storyboard", storyboard(scenes: 2))
      },
      arguments: ["diff", "Old.storyboard", "New.storyboard", "-o", "existing.png"], exitCode: 64,
      place: .text("cannot write existing.png"), problem: "name a folder, e.g. -o review/"),
    BadInput(
      name: "import: a storyboard cut short, no folder made", entryPoint: .importCommand,
      files: file("Cut.storyboard", String(storyboard(scenes: 2).prefix(1500))),
      arguments: ["import", "Cut.storyboard", "-o", "specs/"], place: .text("Cut.storyboard:"),
      problem: "the file is cut short"),
    BadInput(
      name: "import: several scenes into one file", entryPoint: .importCommand,
      files: file("Main.storyboard", storyboard(scenes: 2)),
      arguments: ["import", "Main.storyboard", "-o", "main.json"], exitCode: 64,
      place: .text("Main.storyboard has 2 scenes (Scene1, Scene2)"), problem: "write them into a folder (-o specs/)"),
    BadInput(
      name: "import: a scene it does not have", entryPoint: .importCommand,
      files: file("Main.storyboard", storyboard(scenes: 2)),
      arguments: ["import", "Main.storyboard", "--scene", "Scene3", "-o", "specs/"],
      place: .text("Main.storyboard: error: "), problem: "no scene called 'Scene3'"),
    BadInput(
      name: "--traits that are neither size classes nor a device", entryPoint: .commandLine,
      files: file("Main.storyboard", storyboard(scenes: 1)),
      arguments: ["Main.storyboard", "--traits", "wide,tall", "-o", "existing.png"], exitCode: 64,
      place: .text("--traits \"wide,tall\""), problem: "is not size classes"),
    BadInput(
      name: "--traits on a spec", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "--traits", "compact,regular", "-o", "existing.png"],
      place: .text("spec.json: --traits"), problem: "applies to storyboards and xibs"),
  ]
}
