import Foundation
import Layout
import Preview
import TestSupport
import Testing

/// `vfl-preview import` writes a spec per scene that lays out and draws exactly as the document
/// does: every key the import sets (ids, fonts, baselines, guides, titles, margins, the safe
/// area, the device, saved frames) survives the spec file, and its numbers are written with every
/// digit. Checked on the project's documents and, when present, on every real document of
/// `../shared/ibfiles`.
@Suite struct InterfaceBuilderRoundTripTests {
  static let pipeline = RenderPipeline(font: try! Font(path: FontLocator.locate(explicitPath: nil)))

  @Test(arguments: InterfaceBuilderFiles.fixtureDocuments.map(\.name))
  func aWrittenSpecDrawsTheSamePictureAsItsDocument(name: String) throws {
    let document = try InterfaceBuilderDocument(bytes: InterfaceBuilderFiles.fixture(name), name: name)
    for scene in document.scenes {
      try Self.expectSameOutput(document, scene, formats: [.json, .scene, .png])
    }
  }

  @Test func aWrittenSpecKeepsMeasuredSizesAndOtherTraits() throws {
    let options = InterfaceBuilderImport.Options(
      intrinsicSizes: .measured, traits: .custom(InterfaceBuilderTraits(horizontalSizeClass: .regular, verticalSizeClass: .compact)))
    for (name, _) in InterfaceBuilderFiles.fixtureDocuments {
      let document = try InterfaceBuilderDocument(bytes: InterfaceBuilderFiles.fixture(name), name: name, options: options)
      for scene in document.scenes { try Self.expectSameOutput(document, scene, formats: [.json, .scene]) }
    }
  }

  @Test(.enabled(if: !InterfaceBuilderFiles.corpusDocuments.isEmpty, "../shared/ibfiles is absent"))
  func everyRealDocumentRoundTrips() throws {
    for (name, url) in InterfaceBuilderFiles.corpusDocuments {
      let document = try InterfaceBuilderDocument(bytes: [UInt8](Data(contentsOf: url)), name: name)
      for scene in document.scenes { try Self.expectSameOutput(document, scene, formats: [.json, .scene]) }
    }
  }

  /// The scene rendered from the document and from its spec file give the same frames, the same
  /// conflicts and ambiguity, and the same drawing.
  static func expectSameOutput(
    _ document: InterfaceBuilderDocument, _ scene: ImportedScene, formats: [PreviewRequest.Format]
  ) throws {
    let written = Array(scene.spec.json.utf8)
    let decoded = try SpecDecoder.decode(written)
    #expect(decoded.views.count == scene.spec.views.count)
    for format in formats {
      let direct = try pipeline.render(PreviewRequest(.interfaceBuilder(document, scene: scene.id), format: format))
      let fromFile = try pipeline.render(PreviewRequest(.specJSON(written, name: scene.name + ".json"), format: format))
      let place = "\(document.name) [\(scene.name)] as \(format.rawValue)"
      switch format {
      case .json:
        #expect(direct.solution.frames == fromFile.solution.frames, "\(place)")
        #expect(direct.solution.ids == fromFile.solution.ids, "\(place)")
        #expect(direct.solution.conflicts.map(\.broken.description) == fromFile.solution.conflicts.map(\.broken.description), "\(place)")
        #expect(direct.solution.ambiguities.map(\.view) == fromFile.solution.ambiguities.map(\.view), "\(place)")
        #expect(direct.solution.warnings.map(\.message) == fromFile.solution.warnings.map(\.message), "\(place)")
      default:
        #expect(direct.bytes == fromFile.bytes, "\(place)")
      }
    }
  }
}
