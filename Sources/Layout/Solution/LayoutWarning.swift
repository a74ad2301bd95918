import VFLPreviewSupport

/// Something about a solved layout that is legal but probably not what was meant: found once, from
/// the frames, by ``Solution``, and shown by the command line (as `warning:` lines), by
/// `--format json` (`"warnings"`) and by the picture's legend, which all read ``Solution/warnings``.
/// The cases carry the facts; the words are chosen only when it is shown (``finding``, ``message``).
public enum LayoutWarning: Hashable, Sendable {
  /// A width or height came out negative (the constraints ask for an edge before its opposite edge).
  case negativeSize(view: String, axis: LayoutAxis, value: Double)
  /// The frame is partly (or, when `wholly`, entirely) outside the canvas.
  case outsideCanvas(view: String, frame: Frame, wholly: Bool)
  /// A label's width or height is less than its intrinsic size: its compression resistance lost.
  case compressedLabel(view: String, axis: LayoutAxis, intrinsic: Double, solved: Double)
  /// A label's text is wider than the view can show, even at its minimum scale factor: it is drawn
  /// truncated with `…`, as UILabel does. `needed` is the narrowest width that shows it whole.
  case truncatedLabel(view: String, needed: Double, width: Double)
  /// The spec's `constraints[entry]` makes no constraint: a VFL string that names a view and
  /// relates it to nothing (`[a]`, `V:[a]`). Apple's grammar accepts it and returns no constraint;
  /// it is reported, at the string, so that every string the spec holds is accounted for.
  case makesNoConstraint(view: String, entry: Int, text: String)

  /// The view the warning is about.
  public var view: String {
    switch self {
    case .negativeSize(let view, _, _), .outsideCanvas(let view, _, _),
      .compressedLabel(let view, _, _, _), .truncatedLabel(let view, _, _),
      .makesNoConstraint(let view, _, _):
      return view
    }
  }

  /// A name for the case in machine-readable output: `"outsideCanvas"`, …
  public var kind: String {
    switch self {
    case .negativeSize: return "negativeSize"
    case .outsideCanvas: return "outsideCanvas"
    case .compressedLabel: return "compressedLabel"
    case .truncatedLabel: return "truncatedLabel"
    case .makesNoConstraint: return "makesNoConstraint"
    }
  }

  /// What the view has, as a noun phrase: "a frame partly outside the canvas (x 180, y 10, 50 × 10)".
  /// The legend joins a view's findings with "and".
  public var finding: String {
    func number(_ value: Double) -> String { NumberFormatting.format(value, maximumFractionDigits: 1) }
    func dimension(_ axis: LayoutAxis) -> String { axis == .horizontal ? "width" : "height" }
    switch self {
    case .negativeSize(_, let axis, let value):
      return "a negative \(dimension(axis)) (\(number(value)))"
    case .outsideCanvas(_, let frame, let wholly):
      return
        "a frame \(wholly ? "wholly" : "partly") outside the canvas (x \(number(frame.x)), y \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)))"
    case .compressedLabel(_, let axis, let intrinsic, let solved):
      return
        "a label compressed below its intrinsic \(dimension(axis)) (\(number(solved)) < \(number(intrinsic)))"
    case .truncatedLabel(_, let needed, let width):
      return "a label whose text is truncated to fit (it needs a width of \(number(needed)), not \(number(width)))"
    case .makesNoConstraint(_, let entry, let text):
      return "a string that makes no constraint (constraints[\(entry)] \"\(text)\")"
    }
  }

  /// One sentence, as the command line and `--format json` print it: "'far' has a frame …".
  public var message: String {
    if case .makesNoConstraint(let view, let entry, let text) = self {
      return "constraints[\(entry)] \"\(text)\" makes no constraint: \(Self.namesOnly(view))"
    }
    return "'\(view)' has \(finding)"
  }

  /// Why a string makes no constraint.
  package static func namesOnly(_ view: String) -> String {
    view.isEmpty ? "it relates no view to anything" : "it names '\(view)' and relates it to nothing"
  }

  /// The view a VFL string that makes no constraint names: the first one in brackets.
  static func firstView(inVFL text: String) -> String {
    guard let open = text.firstIndex(of: "[") else { return "" }
    let rest = text[text.index(after: open)...]
    let end = rest.firstIndex { $0 == "(" || $0 == "]" } ?? rest.endIndex
    let name = rest[..<end]
    guard let first = name.firstIndex(where: { $0 != " " }), let last = name.lastIndex(where: { $0 != " " })
    else { return "" }
    return String(name[first...last])
  }
}

extension Solution {
  /// What a view with a label needs, for ``LayoutWarning/compressedLabel`` and
  /// ``LayoutWarning/truncatedLabel``.
  public struct LabelNeeds: Hashable, Sendable {
    /// The intrinsic content size the label asked for (explicit, else measured).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// The narrowest view that shows the text whole: its width at the smallest scale the label
    /// may shrink to, plus the renderer's inset on both sides.
    public var widthForText: Double?

    public init(intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil, widthForText: Double? = nil) {
      self.intrinsicWidth = intrinsicWidth
      self.intrinsicHeight = intrinsicHeight
      self.widthForText = widthForText
    }
  }

  /// Half a point either way is rounding, not a problem.
  static let warningTolerance = 0.5

  /// The spec entries that made none of `constraints`, as ``LayoutWarning/makesNoConstraint(view:entry:text:)``,
  /// in spec order.
  static func entriesMakingNoConstraint(
    _ entries: [ConstraintSpec], constraints: [LayoutConstraint]
  ) -> [LayoutWarning] {
    var made = [Bool](repeating: false, count: entries.count)
    for constraint in constraints {
      if let index = constraint.source.index, made.indices.contains(index) { made[index] = true }
    }
    return entries.indices.filter { !made[$0] }.map { index in
      let text = entries[index].text
      return .makesNoConstraint(view: LayoutWarning.firstView(inVFL: text), entry: index, text: text)
    }
  }

  /// The warnings of every view, in spec order, each view's in the order of ``LayoutWarning``'s cases.
  static func warnings(
    canvas: Size, viewNames: [String], frames: [String: Frame], labels: [String: LabelNeeds]
  ) -> [LayoutWarning] {
    let tolerance = warningTolerance
    var warnings: [LayoutWarning] = []
    for name in viewNames {
      guard let frame = frames[name] else { continue }
      if frame.width < 0 { warnings.append(.negativeSize(view: name, axis: .horizontal, value: frame.width)) }
      if frame.height < 0 { warnings.append(.negativeSize(view: name, axis: .vertical, value: frame.height)) }
      let minX = min(frame.x, frame.maxX)
      let maxX = max(frame.x, frame.maxX)
      let minY = min(frame.y, frame.maxY)
      let maxY = max(frame.y, frame.maxY)
      if minX < -tolerance || minY < -tolerance || maxX > canvas.width + tolerance
        || maxY > canvas.height + tolerance
      {
        let wholly = maxX <= 0 || maxY <= 0 || minX >= canvas.width || minY >= canvas.height
        warnings.append(.outsideCanvas(view: name, frame: frame, wholly: wholly))
      }
      guard let label = labels[name] else { continue }
      if let intrinsic = label.intrinsicWidth, frame.width < intrinsic - tolerance {
        warnings.append(
          .compressedLabel(view: name, axis: .horizontal, intrinsic: intrinsic, solved: frame.width))
      }
      if let intrinsic = label.intrinsicHeight, frame.height < intrinsic - tolerance {
        warnings.append(
          .compressedLabel(view: name, axis: .vertical, intrinsic: intrinsic, solved: frame.height))
      }
      if let needed = label.widthForText, abs(frame.width) < needed - 1e-6 {
        warnings.append(.truncatedLabel(view: name, needed: needed, width: frame.width))
      }
    }
    return warnings
  }
}
