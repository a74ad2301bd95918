import Foundation

/// The Interface Builder documents tests read: the project's own small ones in
/// `Tests/Fixtures/interface-builder`, and the real ones of `../shared/ibfiles` beside the package
/// (never copied into it: their licences are their own), which are absent on most machines.
package enum InterfaceBuilderFiles {
  package static let fixtures = PackagePaths.fixtures.appendingPathComponent("interface-builder")

  package static let corpusFolder = PackagePaths.root.appendingPathComponent("../shared/ibfiles/files")
    .standardizedFileURL

  /// The project's documents, by name (`Login.storyboard`).
  package static var fixtureDocuments: [(name: String, url: URL)] { documents(in: fixtures) }

  /// The real documents, by name (`001.storyboard`); empty when the folder is absent.
  package static var corpusDocuments: [(name: String, url: URL)] { documents(in: corpusFolder) }

  /// The bytes of a fixture.
  package static func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  static func documents(in folder: URL) -> [(name: String, url: URL)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { ($0, folder.appendingPathComponent($0)) }
  }
}
