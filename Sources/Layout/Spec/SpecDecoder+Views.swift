import VFLPreviewSupport

/// Reading the `views` dictionary: each view's keys, then the parent links, which may name views
/// declared later and must not form cycles.
extension SpecDecoder {
  /// A view may share its name with a metric, as in Apple's dictionaries: `[b]` names the view, a
  /// predicate or a connection the metric.
  ///
  /// The views, each decoded on its own: a view with a problem is reported in `errors` and kept
  /// with its name alone, so constraints naming it are still checked. `nil` when the section
  /// itself cannot be read.
  static func decodeViews(_ value: JSONValue?, errors: inout SpecErrorList)
    -> [ViewSpec]?
  {
    guard let value else { return [] }
    let reader = errors.attempt { () throws(SpecError) in
      try JSONObjectReader(value, path: "views", allowed: nil)
    }
    guard let reader else { return nil }
    guard reader.members.count <= SpecLimits.maximumViews else {
      errors.record(.limitExceeded(
        path: "views",
        message:
          "\(reader.members.count) views; the limit is \(SpecLimits.maximumViews)",
        at: value.offset))
      return nil
    }
    var views: [ViewSpec] = []
    views.reserveCapacity(reader.members.count)
    var parentOffsets: [String: Int] = [:]
    for member in reader.members {
      let name = member.key
      let path = "views.\(name)"
      let named: Void? = errors.attempt { () throws(SpecError) in
        try checkNameLength(name, kind: "view", in: "views", at: member.keyOffset)
        try checkIdentifier(name, path: path, kind: "view", at: member.keyOffset)
      }
      guard named != nil else { continue }
      let view = errors.attempt(collecting: { (errors: inout SpecErrorList) throws(SpecError) in
        try decodeView(member, parentOffsets: &parentOffsets, errors: &errors)
      })
      views.append(view ?? ViewSpec(name: name, offset: member.keyOffset))
    }
    errors.attempt { () throws(SpecError) in try checkParents(views, parentOffsets: parentOffsets) }
    return views
  }

  static func decodeView(
    _ member: (key: String, keyOffset: Int, value: JSONValue),
    parentOffsets: inout [String: Int], errors: inout SpecErrorList
  ) throws(SpecError) -> ViewSpec {
    let name = member.key
    let path = "views.\(name)"
    if name == "superview" {
      throw .invalidValue(
        path: path,
        message: "\"superview\" is reserved: expressions use it for a view's parent",
        at: member.keyOffset)
    }
    let view = try JSONObjectReader(member.value, path: path, allowed: viewKeys, unknownKeys: &errors)
    var spec = ViewSpec(name: name, offset: member.keyOffset)
    if let label = view["label"] { spec.label = try string(label, path: "\(path).label") }
    if let size = view["intrinsicSize"] {
      let sizeReader = try JSONObjectReader(
        size, path: "\(path).intrinsicSize", allowed: ["width", "height"])
      if let width = sizeReader["width"] {
        spec.intrinsicWidth = try length(width, path: "\(path).intrinsicSize.width")
      }
      if let height = sizeReader["height"] {
        spec.intrinsicHeight = try length(height, path: "\(path).intrinsicSize.height")
      }
    }
    if let hugging = view["hugging"] {
      spec.hugging = try axisPriorities(hugging, path: "\(path).hugging")
    }
    if let resistance = view["compressionResistance"] {
      spec.compressionResistance = try axisPriorities(
        resistance, path: "\(path).compressionResistance")
    }
    if let factor = view["minimumScaleFactor"] {
      let number = try finiteNumber(factor, path: "\(path).minimumScaleFactor")
      guard number > 0 && number <= 1 else {
        throw .invalidValue(
          path: "\(path).minimumScaleFactor",
          message:
            "a minimum scale factor must be greater than 0 and at most 1, not \(NumberFormatting.format(number))",
          at: factor.offset)
      }
      spec.minimumScaleFactor = number
    }
    if let font = view["font"] { try decodeFont(font, path: "\(path).font", into: &spec) }
    if let lines = view["lines"] {
      let number = try finiteNumber(lines, path: "\(path).lines")
      guard number >= 0, number <= Double(SpecLimits.maximumLabelLines), number.rounded() == number else {
        throw .invalidValue(
          path: "\(path).lines",
          message:
            "lines must be a whole number from 0 (any number) to \(SpecLimits.maximumLabelLines), not \(NumberFormatting.format(number))",
          at: lines.offset)
      }
      spec.lines = Int(number)
    }
    if let alignment = view["alignment"] {
      let name = try string(alignment, path: "\(path).alignment")
      guard let parsed = TextAlignment(rawValue: name) else {
        let names = TextAlignment.allCases.map(\.rawValue)
        throw .invalidValue(
          path: "\(path).alignment",
          message: "\"\(name)\" is not an alignment; use one of \(names.joined(separator: ", "))",
          at: alignment.offset,
          note: DidYouMean.note(for: name, among: names).map { SpecNote(message: $0) })
      }
      spec.alignment = parsed
    }
    if let width = view["preferredMaxLayoutWidth"] {
      spec.preferredMaxLayoutWidth = try length(width, path: "\(path).preferredMaxLayoutWidth")
    }
    if let parent = view["parent"] {
      spec.parent = try string(parent, path: "\(path).parent")
      parentOffsets[name] = parent.offset
    }
    if let margins = view["layoutMargins"] {
      spec.layoutMargins = try edgeInsets(margins, path: "\(path).layoutMargins", allowsNegative: true)
    }
    if let title = view["title"] { spec.title = try string(title, path: "\(path).title") }
    if let id = view["id"] { spec.id = try string(id, path: "\(path).id") }
    if let baselines = view["baselines"] {
      let reader = try JSONObjectReader(baselines, path: "\(path).baselines", allowed: ["first", "last"])
      if let first = reader["first"] { spec.firstBaselineOffset = try length(first, path: "\(path).baselines.first") }
      if let last = reader["last"] { spec.lastBaselineOffset = try length(last, path: "\(path).baselines.last") }
    }
    if let frame = view["savedFrame"] {
      let reader = try JSONObjectReader(
        frame, path: "\(path).savedFrame", allowed: ["x", "y", "width", "height"])
      var sides: [Double] = []
      for key in ["x", "y"] {
        sides.append(try finiteNumber(try reader.required(key), path: "\(path).savedFrame.\(key)"))
      }
      for key in ["width", "height"] {
        sides.append(try length(try reader.required(key), path: "\(path).savedFrame.\(key)"))
      }
      spec.savedFrame = Frame(x: sides[0], y: sides[1], width: sides[2], height: sides[3])
    }
    if let misplaced = view["misplaced"] { spec.isMisplaced = try boolean(misplaced, path: "\(path).misplaced") }
    if let guide = view["guide"] {
      spec.isGuide = try boolean(guide, path: "\(path).guide")
      // A guide is an empty rectangle: it has nothing to measure and nothing to show.
      for key in ["label", "intrinsicSize"] where spec.isGuide && view[key] != nil {
        throw .invalidValue(
          path: "\(path).\(key)",
          message: "a layout guide (\"guide\": true) has no content, so no \(key)",
          at: view[key]?.offset ?? guide.offset)
      }
    }
    return spec
  }

  /// Every parent must be a declared view, and following parents must never lead back to where
  /// it started. Every view with either problem is reported, in file order. Linear in the
  /// number of views: 100,000 views nested in one chain are checked at once.
  static func checkParents(_ views: [ViewSpec], parentOffsets: [String: Int])
    throws(SpecError)
  {
    var index: [String: Int] = [:]
    index.reserveCapacity(views.count)
    for (position, view) in views.enumerated() where index[view.name] == nil {
      index[view.name] = position
    }
    let parent: [Int?] = views.map { view in view.parent.flatMap { index[$0] } }
    let onCycle = viewsOnCycles(parent)
    let names = views.map(\.name)
    var errors = SpecErrorList()
    var reportedCycle: Set<Int> = []
    for (position, view) in views.enumerated() {
      guard let parentName = view.parent else { continue }
      let parentOffset = parentOffsets[view.name] ?? view.offset
      guard parent[position] != nil else {
        errors.record(.invalidValue(
          path: "views.\(view.name).parent",
          message: "\"\(parentName)\" is not a declared view",
          at: parentOffset,
          note: DidYouMean.note(for: parentName, among: names).map { SpecNote(message: $0) }))
        continue
      }
      if onCycle[position], !reportedCycle.contains(position) {
        // Each cycle once, at its first view in file order.
        var chain = [view.name]
        reportedCycle.insert(position)
        var current = parent[position]
        while let next = current, next != position {
          chain.append(views[next].name)
          reportedCycle.insert(next)
          current = parent[next]
        }
        chain.append(view.name)
        errors.record(.invalidValue(
          path: "views.\(view.name).parent",
          message: "parents form a cycle: \(chain.joined(separator: " → "))",
          at: parentOffset))
      }
    }
    try errors.throwIfAny()
  }

  /// Which nodes of a graph where each node has at most one parent lie on a cycle: each node is
  /// walked over once.
  static func viewsOnCycles(_ parent: [Int?]) -> [Bool] {
    // 0: not seen, 1: on the walk in progress, 2: finished.
    var state = [UInt8](repeating: 0, count: parent.count)
    var onCycle = [Bool](repeating: false, count: parent.count)
    var walk: [Int] = []
    for start in parent.indices where state[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var current: Int? = start
      while let node = current, state[node] == 0 {
        state[node] = 1
        walk.append(node)
        current = parent[node]
      }
      if let node = current, state[node] == 1, let first = walk.firstIndex(of: node) {
        for member in walk[first...] { onCycle[member] = true }
      }
      for node in walk { state[node] = 2 }
    }
    return onCycle
  }
}
