import Foundation
import Layout
import Preview
import TestSupport

/// The real documents in `../shared/ibfiles`, imported for the traits of the device each was saved
/// on and solved once, with the figures ``InterfaceBuilderFidelityTests`` checks.
enum InterfaceBuilderCorpus {
  /// What the corpus gives, per platform.
  struct Figures: Sendable {
    var matching: [String: Int] = [:]
    var trusted: [String: Int] = [:]
    /// The same for views laid out by constraints (not by their autoresizing mask).
    var constraintMatching: [String: Int] = [:]
    var constraintTrusted: [String: Int] = [:]
    var installedConstraints = 0
    var importedConstraints = 0
    var flaggedAmbiguous = 0
    var reportedAmbiguous = 0
    var ambiguityWithoutReason = 0
    var documentsWithoutScenes: [String] = []
    var differences: [String] = []
    var summary: [String] = []
  }

  static let folder = PackagePaths.root.appendingPathComponent("../shared/ibfiles/files").standardizedFileURL

  static let figures: Figures? = {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    guard !files.isEmpty, let font = try? Font(path: FontLocator.defaultFontPath) else { return nil }
    let engine = LayoutEngine(textMeasurer: FontTextMeasurer(font: font))
    var figures = Figures()
    for file in files {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)) else { continue }
      guard let imported = try? InterfaceBuilderImport(bytes: Array(data), options: .init(traits: .savedDevice)),
        !imported.scenes.isEmpty
      else {
        figures.documentsWithoutScenes.append(file)
        continue
      }
      let platform = imported.platform.rawValue
      let installed = Set(imported.installedConstraintIDs)
      figures.installedConstraints += installed.count
      figures.importedConstraints += installed.intersection(imported.scenes.flatMap(\.constraintIDs)).count
      for scene in imported.scenes {
        guard let solution = try? engine.solve(scene.spec) else {
          figures.differences.append("\(file) [\(scene.name)]: does not solve")
          continue
        }
        let fidelity = InterfaceBuilderFidelity(scene: scene, solution: solution)
        let ambiguous = Set(solution.ambiguities.map(\.view))
        let conflicting = Set(solution.conflicts.flatMap { $0.broken.views + $0.conflicting.flatMap(\.views) })
        for comparison in fidelity.comparisons where comparison.isTrusted {
          let matches = comparison.difference <= 1
          figures.trusted[platform, default: 0] += 1
          if matches { figures.matching[platform, default: 0] += 1 }
          if !comparison.isAutoresizing {
            figures.constraintTrusted[platform, default: 0] += 1
            if matches { figures.constraintMatching[platform, default: 0] += 1 }
          }
          guard !matches else { continue }
          var tags: [String] = []
          if comparison.isAutoresizing { tags.append("autoresizing") }
          if conflicting.contains(comparison.view) { tags.append("in a conflict") }
          if ambiguous.contains(comparison.view) { tags.append("ambiguous here") }
          figures.differences.append(
            "\(file) [\(scene.name)] \(comparison.view) (\(comparison.id ?? "-")) saved \(text(comparison.saved)) solved \(text(comparison.solved)) \(tags.joined(separator: ", "))")
        }
        // A view counts as reported when it, or a guide it owns (a scroll view's content), is.
        for view in scene.ambiguousViews {
          figures.flaggedAmbiguous += 1
          let owned = scene.spec.views.filter { $0.isGuide && $0.parent == view }.map(\.name)
          let reports = solution.ambiguities.filter { $0.view == view || owned.contains($0.view) }
          if !reports.isEmpty { figures.reportedAmbiguous += 1 }
          if reports.contains(where: { $0.causes.isEmpty }) { figures.ambiguityWithoutReason += 1 }
        }
      }
    }
    for platform in ["iOS", "macOS"] {
      let matching = figures.matching[platform, default: 0]
      let trusted = figures.trusted[platform, default: 0]
      figures.summary.append(
        "\(platform): \(matching) of \(trusted) trusted views within 1 pt (\(percent(matching, trusted))); laid out by constraints: \(figures.constraintMatching[platform, default: 0]) of \(figures.constraintTrusted[platform, default: 0]) (\(percent(figures.constraintMatching[platform, default: 0], figures.constraintTrusted[platform, default: 0])))")
    }
    figures.summary.append(
      "constraints imported by id: \(figures.importedConstraints) of \(figures.installedConstraints) installed (\(percent(figures.importedConstraints, figures.installedConstraints)))")
    figures.summary.append(
      "flagged ambiguous by Xcode and reported ambiguous here: \(figures.reportedAmbiguous) of \(figures.flaggedAmbiguous) (\(percent(figures.reportedAmbiguous, figures.flaggedAmbiguous)))")
    return figures
  }()

  static func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
  }

  static func text(_ frame: Frame) -> String {
    String(format: "(%g, %g, %g, %g)", frame.x, frame.y, frame.width, frame.height)
  }

  static func ratio(_ part: Int?, _ whole: Int?) -> Double {
    Double(part ?? 0) / Double(max(1, whole ?? 0))
  }

}
