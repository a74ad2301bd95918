import Foundation
import TestSupport
import Testing

/// Every repository path the documentation names exists: a reader who follows `Sources/…`, a link
/// or a file in CONTRIBUTING.md's map finds it.
@Suite struct DocumentationPathTests {
  static let root = PackagePaths.root

  /// README.md, CONTRIBUTING.md and every page in docs/.
  static var documents: [URL] {
    let docs = root.appendingPathComponent("docs")
    let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [root.appendingPathComponent("README.md"), root.appendingPathComponent("CONTRIBUTING.md")]
      + pages.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// The folders a repository path starts with.
  static let topFolders = ["Sources", "Tests", "docs", "samples", "bench", "scripts", "fuzz", ".ci", "Plugins"]

  @Test(arguments: documents.map(\.lastPathComponent))
  func everyNamedPathExists(_ name: String) throws {
    let document = try #require(Self.documents.first { $0.lastPathComponent == name })
    let text = try String(contentsOf: document, encoding: .utf8)
    let folder = document.deletingLastPathComponent()
    for path in Self.repositoryPaths(inCodeSpansOf: text) {
      #expect(Self.exists(path, relativeTo: Self.root), "\(name) names \(path), which does not exist")
    }
    for target in Self.linkTargets(in: text) {
      #expect(Self.exists(target, relativeTo: folder), "\(name) links to \(target), which does not exist")
    }
    if name == "CONTRIBUTING.md" {
      for file in Self.swiftFileNames(inCodeSpansOf: text) {
        #expect(Self.sourceFileExists(endingWith: file), "\(name) names \(file), which no source file is")
      }
    }
  }

  @Test func aWrongPathIsCaught() {
    let text = "Start at `Sources/Preview/PNG/PNGEncoder.swift`, not `Sources/CPNGStream/RowDeflate.c`."
    let missing = Self.repositoryPaths(inCodeSpansOf: text).filter { !Self.exists($0, relativeTo: Self.root) }
    #expect(missing == ["Sources/CPNGStream/RowDeflate.c"])
    #expect(!Self.sourceFileExists(endingWith: "RowDeflate.swift"))
    #expect(!Self.exists("nowhere.md", relativeTo: Self.root))
  }

  // MARK: - Reading the Markdown

  /// The text between single backticks, outside fenced blocks.
  static func codeSpans(in text: String) -> [String] {
    var spans: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
      spans += stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }
    return spans
  }

  /// The words of code spans that start with a repository folder (`Sources/…`, `docs/…`), without a
  /// trailing `#anchor` or `:line`.
  static func repositoryPaths(inCodeSpansOf text: String) -> [String] {
    codeSpans(in: text).flatMap { $0.split(separator: " ") }.map(String.init).filter { word in
      topFolders.contains { word.hasPrefix($0 + "/") }
    }.map { $0.components(separatedBy: "#")[0] }
  }

  /// Relative link targets, `[text](target)`, without web addresses and in-page anchors.
  static func linkTargets(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      let target = String(text[Range(match.range(at: 1), in: text)!])
      guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { return nil }
      return target.components(separatedBy: "#")[0]
    }
  }

  /// `Name.swift` or `Folder/Name.swift` in code spans.
  static func swiftFileNames(inCodeSpansOf text: String) -> [String] {
    codeSpans(in: text).flatMap { $0.split(separator: " ") }.map(String.init).filter {
      $0.hasSuffix(".swift") && !topFolders.contains(where: $0.hasPrefix)
    }
  }

  // MARK: - Looking on disk

  /// Whether `path` exists; a path with a placeholder (`<name>`, `*`, `{a,b}`, `…`) is checked up to
  /// the folder before it.
  static func exists(_ path: String, relativeTo base: URL) -> Bool {
    var path = path
    while let last = path.last, ",.;:)".contains(last) { path.removeLast() }
    if let placeholder = path.firstIndex(where: { "<*{…".contains($0) }) {
      path = String(path[..<placeholder])
      path = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
    }
    return FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path)
  }

  /// The Swift files under Sources/, Tests/ and Plugins/, and Package.swift, relative to the root.
  static let swiftFiles: [String] = {
    var files = ["Package.swift"]
    for folder in ["Sources", "Tests", "Plugins"] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let file = enumerator?.nextObject() as? String {
        if file.hasSuffix(".swift") { files.append("\(folder)/\(file)") }
      }
    }
    return files
  }()

  static func sourceFileExists(endingWith name: String) -> Bool {
    swiftFiles.contains { $0 == name || $0.hasSuffix("/" + name) }
  }
}
