import VFLPreviewSupport

/// Turns a ``ConsoleLog`` into a spec that reproduces its conflicts: one view (or layout guide) per
/// object the log names, one constraint per logged constraint with the log's address as its `id`,
/// and the weakest assumptions that make the picture drawable.
///
/// - Names: views are named after their class (`label`, `stackView`), numbered only where two would
///   collide (`view1`, `view2`); the picture shows the log's own words as the title (`UILabel
///   'Title'`, with `UIView₁` and `UIView₂` where titles collide).
/// - Order: each report's listed constraints in the log's order, the one UIKit broke last. The
///   solver adds constraints in order and breaks the one that cannot be added, so the picture
///   breaks the same constraint UIKit did.
/// - `|` in a VFL-form description is the view its `names:` gives, which becomes the parent.
/// - Assumptions: every view gets a width and height and every top-level view a position, each at
///   a priority below 10 and all different (so no two compete and nothing is ambiguous), marked
///   `"assumed"`: optional, so none can take part in a conflict.
public struct ConsoleLogImport: Sendable {
  public var log: ConsoleLog
  /// The spec: its views and constraints carry where they come from in the log (``ViewSpec/offset``
  /// and ``ConstraintSpec/offset`` are UTF-8 offsets of the descriptions in ``ConsoleLog/text``).
  /// `vfl-preview import` writes it with ``LayoutSpec/json``.
  public var spec: LayoutSpec
  /// Logged constraints the spec could not express, with where they are (the rest is imported).
  public var issues: [ConsoleLogIssue]
  /// The view name given to each address.
  public var names: [String: String]

  /// Imports `log`.
  public init(log: ConsoleLog) {
    self.log = log
    var issues = log.issues
    // Every constraint once, in report order, each report's broken constraint after its list.
    // A constraint broken in a later report waits for that report: it was added after its list.
    var lastBroken: [String: Int] = [:]
    for (position, conflict) in log.conflicts.enumerated() {
      if let broken = conflict.broken { lastBroken[broken] = position }
    }
    var ordered: [LogConstraint] = []
    var seen: Set<String> = []
    for (position, conflict) in log.conflicts.enumerated() {
      let broken = conflict.listed.first { $0.address == conflict.broken }
      for constraint in conflict.listed where constraint.address != conflict.broken {
        if let later = lastBroken[constraint.address], later > position { continue }
        if seen.insert(constraint.address).inserted { ordered.append(constraint) }
      }
      if let broken, lastBroken[broken.address] ?? position <= position,
        seen.insert(broken.address).inserted
      {
        ordered.append(broken)
      }
    }

    // Items in order of first mention; `|` gives parents.
    var items: [LogItem] = []
    var itemIndex: [String: Int] = [:]
    func add(_ item: LogItem) {
      if itemIndex[item.address] == nil {
        itemIndex[item.address] = items.count
        items.append(item)
      } else if let position = itemIndex[item.address], items[position].text == nil, item.text != nil {
        items[position].text = item.text
      }
    }
    var parents: [String: String] = [:]
    for constraint in ordered {
      add(constraint.firstItem)
      if let second = constraint.secondItem { add(second) }
    }
    for constraint in ordered where ASCIISearch.contains("H:", in: constraint.text) || ASCIISearch.contains("V:", in: constraint.text) {
      guard let bar = LogDescriptionParser.bar(inNames: Substring(constraint.text)) else { continue }
      for child in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where child.address != bar.address && parents[child.address] == nil {
        // Never a cycle: walk up from the parent first.
        var ancestor: String? = bar.address
        var cycle = false
        while let current = ancestor {
          if current == child.address { cycle = true; break }
          ancestor = parents[current]
        }
        if !cycle { parents[child.address] = bar.address }
      }
    }

    let names = Self.names(for: items)
    let titles = Self.titles(for: items)
    self.names = names

    // Where the log first names each item.
    var mentions: [String: Int] = [:]
    for constraint in ordered {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
        mentions[item.address] = min(mentions[item.address] ?? constraint.offset, constraint.offset)
      }
    }
    // Named in order, as a spec file's views (sorted keys) have always been written.
    var views: [ViewSpec] = items.compactMap { item in
      guard let name = names[item.address] else { return nil }
      var view = ViewSpec(name: name, parent: parents[item.address].flatMap { names[$0] }, offset: mentions[item.address] ?? 0)
      view.title = titles[item.address] ?? item.title
      view.isGuide = item.isLayoutGuide
      return view
    }
    views.sort { $0.name < $1.name }

    var constraints: [ConstraintSpec] = []
    let context = ConstraintContext(
      parents: Dictionary(uniqueKeysWithValues: items.compactMap { item in
        names[item.address].map { name in
          (name, parents[item.address].flatMap { names[$0] }.map { LayoutItem.view($0) } ?? .canvas)
        }
      }))
    let parser = ExpressionParser(context: context)
    let brokenAddresses = Set(log.conflicts.compactMap(\.broken))
    // Parsed once here: these are also what the fitting solve below is given.
    var parsed: [LayoutConstraint] = []
    for constraint in ordered {
      guard let text = Self.expression(for: constraint, names: names) else { continue }
      do {
        parsed.append(try parser.parse(text, source: ConstraintSource()))
      } catch {
        issues.append(ConsoleLogIssue(
          message: "cannot reproduce \(constraint.address) (\(text)): \(error.message)",
          line: constraint.line, column: constraint.column, sourceLine: Substring("<" + constraint.text + ">"),
          caret: 0))
        continue
      }
      var entry = ConstraintSpec(
        body: .expression(text), id: constraint.address, offset: constraint.offset, textOffset: constraint.offset)
      entry.isBrokenInLog = brokenAddresses.contains(constraint.address)
      constraints.append(entry)
    }

    // The assumptions: sizes for every item, positions for top-level ones (nested ones sit inside
    // their parent), staggered so that undetermined views do not pile up. `shift` moves the
    // top-level ones, so that the picture can be fitted to what the log's constraints decide.
    func assumptions(shift: (x: Double, y: Double)) -> [Assumption] {
      var result: [Assumption] = []
      func assume(_ name: String, in parent: String?, _ attribute: LayoutAttribute, _ value: Double) {
        let priority = 1 + Double(result.count + 1) / 1000
        result.append(Assumption(
          view: name, parent: parent, attribute: attribute, value: value, priority: priority))
      }
      var topLevel = 0
      for item in items {
        guard let name = names[item.address] else { continue }
        let parent = parents[item.address].flatMap { names[$0] }
        assume(name, in: parent, .width, item.isLayoutGuide ? 160 : 120)
        assume(name, in: parent, .height, item.isLayoutGuide ? 80 : 44)
        if parent == nil {
          assume(name, in: parent, .left, 20 + Double(topLevel % 3) * 180 + shift.x)
          assume(name, in: parent, .top, 20 + Double(topLevel / 3) * 100 + shift.y)
          topLevel += 1
        } else {
          assume(name, in: parent, .left, 8)
          assume(name, in: parent, .top, 8)
        }
      }
      return result
    }
    let summary =
      "Imported from a console log: \(log.conflicts.count) report(s), \(ordered.count) constraints. Each constraint's id is its address in the log; entries marked assumed are not in the log."
    var spec = LayoutSpec(canvas: Size(width: 580, height: 400), views: views, summary: summary)
    spec.nonNegativeSizes = true
    // Solved once, from the constraints already parsed, to fit the canvas around the frames the log
    // decides; then written with the assumed positions moved by as much (frames the log ties to the
    // canvas stay put: the picture grows to show them).
    var shift = (x: 0.0, y: 0.0)
    let model = ConstraintModel(spec: spec, textMeasurer: nil, constraints: [])
    let all = model.nonNegativeSizeConstraints() + parsed + assumptions(shift: shift).map(\.constraint)
    let fitting = ConstraintModel(spec: spec, textMeasurer: nil, constraints: all)
    // Frames only: the explanations and the ambiguity analysis come with the real solve.
    if let linear = try? fitting.linearSystem().solve(
      options: SolveOptions(explainConflicts: false, detectAmbiguity: false)),
      let fitted = Self.fit(fitting.solution(from: linear), shift: shift)
    {
      spec.canvas = fitted.canvas
      shift = fitted.shift
    }
    spec.constraints = constraints + assumptions(shift: shift).map(\.spec)
    self.spec = spec
    self.issues = issues
  }

  /// The canvas that holds every frame with a margin of 20, and how far to move the assumed
  /// positions so that nothing lies above or left of it; `nil` when a frame is not finite.
  static func fit(_ solution: Solution, shift: (x: Double, y: Double)) -> (canvas: Size, shift: (x: Double, y: Double))? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for frame in solution.frames.values {
      guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
      minX = min(minX, frame.x, frame.maxX)
      minY = min(minY, frame.y, frame.maxY)
      maxX = max(maxX, frame.x, frame.maxX)
      maxY = max(maxY, frame.y, frame.maxY)
    }
    guard minX.isFinite else { return nil }
    let margin = 20.0
    // Either way: frames the assumptions place move with them, so empty space goes too.
    let moveX = margin - minX
    let moveY = margin - minY
    // A conflict can push a frame a long way; the picture stays a picture.
    let limit = 4000.0
    let width = min(limit, max(200, (maxX + moveX + margin).rounded(.up)))
    let height = min(limit, max(120, (maxY + moveY + margin).rounded(.up)))
    return (Size(width: width, height: height), (shift.x + moveX, shift.y + moveY))
  }

  /// `label.leading == view.leadingMargin + 8 @750 // UIView-Encapsulated-Layout-Width`, or `nil`
  /// when an item is missing.
  static func expression(for constraint: LogConstraint, names: [String: String]) -> String? {
    guard let first = names[constraint.firstItem.address] else { return nil }
    var text = "\(first).\(constraint.firstAttribute) \(constraint.relation.rawValue) "
    if let second = constraint.secondItem, let secondName = names[second.address],
      let attribute = constraint.secondAttribute
    {
      if constraint.multiplier != 1 { text += "\(NumberFormatting.format(constraint.multiplier)) * " }
      text += "\(secondName).\(attribute)"
      if constraint.constant > 0 { text += " + \(NumberFormatting.format(constraint.constant))" }
      if constraint.constant < 0 { text += " - \(NumberFormatting.format(-constraint.constant))" }
    } else if constraint.secondItem == nil, let origin = constraint.secondAttribute {
      // A frame attribute's constant (`midY == + 70`) is measured from the superview's origin.
      text += "superview.\(origin)"
      if constraint.constant > 0 { text += " + \(NumberFormatting.format(constraint.constant))" }
      if constraint.constant < 0 { text += " - \(NumberFormatting.format(-constraint.constant))" }
    } else {
      text += NumberFormatting.format(constraint.constant)
    }
    if constraint.priority < 1000 { text += " @\(NumberFormatting.format(constraint.priority))" }
    var notes: [String] = []
    if let identifier = constraint.identifier { notes.append(identifier) }
    if let mask = constraint.mask {
      notes.append("autoresizing \(mask)" + (AutoresizingMask(mask).map { " (\($0.summary))" } ?? ""))
    }
    if !notes.isEmpty { text += " // " + notes.joined(separator: ", ") }
    return text
  }

  /// Identifier names: the class without its module, underscores and `UI`/`NS` prefix, in lower
  /// camel case (a guide by its identifier), numbered where two collide.
  static func names(for items: [LogItem]) -> [String: String] {
    func base(_ item: LogItem) -> String {
      var source = item.shortClassName
      if item.isLayoutGuide, let text = item.text, !text.isEmpty { source = text }
      return Identifier.name(from: source, droppingPrefixes: ["UIView", "UISV", "UI", "NS", "_"]) ?? "view"
    }
    let bases = items.map(base)
    var counts: [String: Int] = [:]
    for name in bases { counts[name, default: 0] += 1 }
    var numbers: [String: Int] = [:]
    var result: [String: String] = [:]
    for (item, name) in zip(items, bases) {
      if counts[name] == 1 {
        result[item.address] = name
      } else {
        numbers[name, default: 0] += 1
        result[item.address] = "\(name)\(numbers[name] ?? 1)"
      }
    }
    return result
  }

  /// The log's words for each item, subscripted where two would read the same: `UIView₁`, `UIView₂`.
  static func titles(for items: [LogItem]) -> [String: String] {
    var counts: [String: Int] = [:]
    for item in items { counts[item.title, default: 0] += 1 }
    var numbers: [String: Int] = [:]
    var result: [String: String] = [:]
    let subscripts: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]
    for item in items {
      let title = item.title
      guard counts[title, default: 0] > 1 else {
        result[item.address] = title
        continue
      }
      numbers[title, default: 0] += 1
      let digits = String(numbers[title] ?? 1).compactMap { $0.wholeNumberValue }.map { subscripts[$0] }
      result[item.address] = title + String(digits)
    }
    return result
  }

  /// One guess of the import: `view.attribute = value` at a priority just above 1, as the spec's
  /// text and as the constraint the fitting solve is given.
  struct Assumption {
    var view: String
    /// The view's parent, which a position is measured from; `nil` for the canvas.
    var parent: String?
    var attribute: LayoutAttribute
    var value: Double
    var priority: Double

    var spec: ConstraintSpec {
      var entry = ConstraintSpec(
        body: .expression(
          "\(view).\(attribute.rawValue) = \(NumberFormatting.format(value)) @\(NumberFormatting.format(priority))"))
      entry.isAssumed = true
      return entry
    }

    /// As the expression parser reads the text: a size against the constant, a position against
    /// the same attribute of the parent.
    var constraint: LayoutConstraint {
      let reference: LayoutItem = parent.map { .view($0) } ?? .canvas
      var source = ConstraintSource()
      source.isAssumed = true
      return LayoutConstraint(
        firstItem: .view(view), firstAttribute: attribute, relation: .equal,
        secondItem: attribute.isSize ? nil : reference, secondAttribute: attribute.isSize ? nil : attribute,
        constant: value, priority: LayoutPriority(priority), source: source)
    }
  }
}
