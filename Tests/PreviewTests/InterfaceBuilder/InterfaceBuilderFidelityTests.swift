import Foundation
import Layout
import Testing

/// The import against Apple's own layout: the real documents in `../shared/ibfiles` (45 storyboards
/// and xibs from public repositories, read where they are and never copied into the project: their
/// licences are their own), imported for the traits of the device each was saved on, solved, and
/// compared with the frames Interface Builder saved. Skipped when the folder is absent.
///
/// `VFL_IB_REPORT=1 swift test --filter InterfaceBuilderFidelityTests` prints the figures per
/// platform and every trusted view that still differs.
@Suite(.enabled(if: InterfaceBuilderCorpus.figures != nil, "../shared/ibfiles is absent"))
struct InterfaceBuilderFidelityTests {
  @Test func everyDocumentWithViewsImports() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    #expect(figures.documentsWithoutScenes.isEmpty)
    // In the base configuration too, not only for the device each was saved on.
    for file in try FileManager.default.contentsOfDirectory(atPath: InterfaceBuilderCorpus.folder.path) where file.hasSuffix("b") {
      let data = try Data(contentsOf: InterfaceBuilderCorpus.folder.appendingPathComponent(file))
      #expect(throws: Never.self) { try InterfaceBuilderImport(bytes: Array(data)) }
    }
  }

  @Test func iOSFramesMatchForNinetyFivePercentOfTrustedViews() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    #expect(InterfaceBuilderCorpus.ratio(figures.matching["iOS"], figures.trusted["iOS"]) >= 0.95, "\(figures.summary)")
  }

  @Test func macOSFramesMatchForNinetyPercentOfTrustedViews() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    #expect(InterfaceBuilderCorpus.ratio(figures.matching["macOS"], figures.trusted["macOS"]) >= 0.90, "\(figures.summary)")
  }

  @Test func installedConstraintsAreImportedByTheirIds() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    #expect(InterfaceBuilderCorpus.ratio(figures.importedConstraints, figures.installedConstraints) >= 0.98, "\(figures.summary)")
  }

  @Test func viewsXcodeFlaggedAmbiguousAreReportedAmbiguousWithAReason() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    #expect(InterfaceBuilderCorpus.ratio(figures.reportedAmbiguous, figures.flaggedAmbiguous) >= 0.90, "\(figures.summary)")
    #expect(figures.ambiguityWithoutReason == 0)
  }

  @Test func report() throws {
    let figures = try #require(InterfaceBuilderCorpus.figures)
    guard ProcessInfo.processInfo.environment["VFL_IB_REPORT"] == "1" else { return }
    print((figures.summary + ["views that differ:"] + figures.differences).joined(separator: "\n"))
  }
}
