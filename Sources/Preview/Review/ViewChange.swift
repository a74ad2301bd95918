import Layout
import VFLPreviewSupport

/// A view of one scene that two versions of a document place differently, or that only one of
/// them has: paired by object id, compared by their solved frames in their superviews'
/// coordinates (a view that moves because its superview moved has not moved itself).
public struct ViewChange: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case added, removed, moved
  }

  public var kind: Kind
  /// The view's object id.
  public var id: String
  /// Its spec name (`emailField`) and what the picture calls it (`UITextField 'Email'`): the new
  /// document's, else the old one's.
  public var name: String
  public var title: String
  /// Its solved frame in its superview's coordinates, in each version that has it.
  public var oldFrame: Frame?
  public var newFrame: Frame?
  /// Whether it is inside another superview (by id) than before.
  public var changedSuperview = false

  /// Differences smaller than this are the arithmetic's, not the document's.
  static let tolerance = 0.01

  /// `8 pt down`, `12 pt left and 8 pt down, 20 pt wider`, `into stackView`: how it moved, as a
  /// reviewer reads it.
  public var movement: String {
    guard let old = oldFrame, let new = newFrame else { return "" }
    var parts: [String] = []
    let format = { (value: Double) in NumberFormatting.format(abs(value), maximumFractionDigits: 2) + " pt" }
    var position: [String] = []
    let dx = new.x - old.x
    let dy = new.y - old.y
    if abs(dx) > Self.tolerance { position.append(format(dx) + (dx > 0 ? " right" : " left")) }
    if abs(dy) > Self.tolerance { position.append(format(dy) + (dy > 0 ? " down" : " up")) }
    if !position.isEmpty { parts.append(position.joined(separator: " and ")) }
    let dw = new.width - old.width
    let dh = new.height - old.height
    if abs(dw) > Self.tolerance { parts.append(format(dw) + (dw > 0 ? " wider" : " narrower")) }
    if abs(dh) > Self.tolerance { parts.append(format(dh) + (dh > 0 ? " taller" : " shorter")) }
    return parts.joined(separator: ", ")
  }

  /// `emailField moved 8 pt down`, `signIn 20 pt wider`, `emailField moved into form`.
  public var sentence: String {
    switch kind {
    case .added: return "\(name) added"
    case .removed: return "\(name) removed"
    case .moved:
      if changedSuperview { return "\(name) moved to another superview" + (movement.isEmpty ? "" : ", \(movement)") }
      guard let old = oldFrame, let new = newFrame else { return "\(name) moved" }
      let moved = abs(new.x - old.x) > Self.tolerance || abs(new.y - old.y) > Self.tolerance
      return moved ? "\(name) moved \(movement)" : "\(name) \(movement)"
    }
  }

  /// Whether two frames differ by more than ``tolerance``.
  static func differ(_ a: Frame, _ b: Frame) -> Bool {
    abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.width - b.width) > tolerance
      || abs(a.height - b.height) > tolerance
  }
}
