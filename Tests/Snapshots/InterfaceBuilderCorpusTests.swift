import Foundation
import Layout
import Preview
import TestSupport
import Testing

/// Every real document of `../shared/ibfiles` (read where it is, never copied: its licence is its
/// own) renders through the command line's one entry point, whole and scene by scene, and every
/// scene's picture keeps the scene lint's hard rules: nothing collides, every constraint leaves a
/// mark. Skipped when the folder is absent.
@Suite(.enabled(if: !InterfaceBuilderFiles.corpusDocuments.isEmpty, "../shared/ibfiles is absent"))
struct InterfaceBuilderCorpusTests {
  static let pipeline = RenderPipeline(font: try! Font(path: FontLocator.locate(explicitPath: nil)))

  @Test func everyDocumentRendersWholeAndSceneByScene() throws {
    for (name, url) in InterfaceBuilderFiles.corpusDocuments {
      let document = try InterfaceBuilderDocument(bytes: [UInt8](Data(contentsOf: url)), name: name)
      let sheet = try Self.pipeline.render(PreviewRequest(.interfaceBuilder(document), format: .scene))
      #expect(sheet.solutions.count == document.scenes.count, "\(name)")
      for scene in document.scenes {
        let result = try Self.pipeline.render(PreviewRequest(.interfaceBuilder(document, scene: scene.id), format: .png))
        #expect(result.image != nil, "\(name) [\(scene.name)]")
      }
    }
  }

  @Test func everySceneKeepsTheSceneLintsRules() throws {
    var lines: [String] = []
    var violations = 0
    var notShown = 0
    var constraints = 0
    for (name, url) in InterfaceBuilderFiles.corpusDocuments {
      let document = try InterfaceBuilderDocument(bytes: [UInt8](Data(contentsOf: url)), name: name)
      for scene in document.scenes {
        let lint = try SceneLintMeasurement(spec: scene.spec)
        violations += lint.violations.count
        notShown += lint.constraintsNotShown.count
        constraints += lint.constraints
        if !lint.violations.isEmpty || !lint.constraintsNotShown.isEmpty { lines.append(lint.summary("\(name) [\(scene.name)]")) }
        #expect(lint.violations.isEmpty, "\(name) [\(scene.name)]: \(lint.violations.prefix(5))")
        #expect(lint.constraintsNotShown.isEmpty, "\(name) [\(scene.name)]: constraints \(lint.constraintsNotShown) of \(lint.constraints) not shown")
      }
    }
    print((lines + ["scene lint of ../shared/ibfiles: \(violations) violations, \(notShown) of \(constraints) constraints not shown"]).joined(separator: "\n"))
  }
}
