import Layout

/// One line of a view's text stack (its name, its label's lines, its size caption): what
/// ``Placement/stack(_:in:)`` places one under the other.
struct StackedLine {
  var text: String
  var size: Double
  var color: RGBAColor
  var role: SceneRole
  var bold = false
  /// Where the line is anchored and on which side; `x == nil` is the box's centre (or its edge
  /// on the anchored side).
  var alignment: SceneText.Alignment = .center
  var x: Double?
  /// Wider text is truncated; `nil` is the box's width.
  var maxWidth: Double?
  /// A justified line's width (see ``SceneText/justifiedWidth``).
  var justifiedWidth: Double?
  /// Its measured width, when the caller has it (else it is measured when stacked).
  var natural: Double?

  init(
    _ text: String, size: Double, color: RGBAColor, role: SceneRole, bold: Bool = false, natural: Double? = nil
  ) {
    self.text = text
    self.size = size
    self.color = color
    self.role = role
    self.bold = bold
    self.natural = natural
  }

  /// Anchors the line for a label alignment: on the label's padding inside the view's frame when
  /// the text fits between the paddings (where UIKit would draw it), else on the box's edge.
  mutating func place(_ alignment: TextAlignment, width: Double, frame: Rect, box: Rect, padding: Double) {
    let inner = frame.width - 2 * padding >= width - 1e-9
    switch alignment {
    case .left, .natural, .justified:
      self.alignment = .leading
      x = inner ? frame.x + padding : box.x
    case .right:
      self.alignment = .trailing
      x = inner ? frame.maxX - padding : box.maxX
    case .center:
      self.alignment = .center
      x = nil
    }
  }
}
