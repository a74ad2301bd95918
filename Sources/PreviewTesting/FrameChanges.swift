import Foundation
import VFLPreviewSupport

/// Which views' frames differ between two frames documents (`Solution.json`): the recorded one
/// and the one just solved. Explains a failed snapshot in layout terms, next to the pixel count.
struct FrameChanges {
  /// One view's frame, `x`, `y`, `width`, `height`.
  typealias Frame = [String: Double]

  /// Views whose frame changed, with the recorded and the new frame.
  var changed: [(view: String, recorded: Frame, actual: Frame)] = []
  var added: [String] = []
  var removed: [String] = []
  /// Whether the conflicts or ambiguities listed in the documents differ.
  var issuesChanged = false
  /// Why the comparison could not be made, if it could not.
  var unavailable: String?

  init(recorded: String?, actual: String) {
    guard let recorded else {
      unavailable = "no frames were recorded beside the reference (re-record it to have them)"
      return
    }
    guard let old = Self.document(recorded), let new = Self.document(actual) else {
      unavailable = "the recorded frames are not a frames document"
      return
    }
    let oldViews = Self.views(old)
    let newViews = Self.views(new)
    for (name, frame) in newViews.sorted(by: { $0.key < $1.key }) {
      guard let before = oldViews[name] else {
        added.append(name)
        continue
      }
      if before != frame { changed.append((name, before, frame)) }
    }
    removed = oldViews.keys.filter { newViews[$0] == nil }.sorted()
    for key in ["conflicts", "ambiguous"] {
      let before = (old[key] as? [Any]).map { "\($0)" }
      let after = (new[key] as? [Any]).map { "\($0)" }
      if before != after { issuesChanged = true }
    }
  }

  var isEmpty: Bool {
    changed.isEmpty && added.isEmpty && removed.isEmpty && !issuesChanged && unavailable == nil
  }

  /// `Frames changed: title x 20 → 24, width 100 → 96; …` on one line per view.
  var summary: String {
    if let unavailable { return "Frames: \(unavailable)." }
    if isEmpty { return "Frames: no view moved or resized; only the drawing differs." }
    var lines = ["Frames changed since the reference was recorded:"]
    for (view, before, after) in changed {
      let parts = ["x", "y", "width", "height"].compactMap { key -> String? in
        guard let old = before[key], let new = after[key], old != new else { return nil }
        return "\(key) \(Self.number(old)) → \(Self.number(new))"
      }
      lines.append("  \(view): " + parts.joined(separator: ", "))
    }
    for view in added { lines.append("  \(view): new view") }
    for view in removed { lines.append("  \(view): no longer in the layout") }
    if issuesChanged { lines.append("  the conflicts or ambiguities changed") }
    return lines.joined(separator: "\n")
  }

  private static func document(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  private static func views(_ document: [String: Any]) -> [String: Frame] {
    guard let views = document["views"] as? [String: Any] else { return [:] }
    var result: [String: Frame] = [:]
    for (name, value) in views {
      guard let members = value as? [String: Any] else { continue }
      var frame: Frame = [:]
      for (key, number) in members { frame[key] = (number as? NSNumber)?.doubleValue }
      result[name] = frame
    }
    return result
  }

  private static func number(_ value: Double) -> String { NumberFormatting.format(value) }
}
