import VFLPreviewSupport

/// The state machine behind ``VFLParser``: one VFL string, read byte by byte in the order Apple's
/// `NSLayoutConstraintParser` reads it, so that every error is raised at the same cursor position
/// and every constraint is produced at the same moment.
///
/// Apple's parser does not skip whitespace, does not backtrack and fails at the first problem;
/// this one does the same. The cursor is a byte offset, which equals the character offset because
/// non-ASCII strings are rejected before parsing.
struct VFLLineParser {
  let bytes: [UInt8]
  let context: ConstraintContext
  let options: VFLOptions
  /// Copied into every constraint, with `kind` and `span` set.
  let source: ConstraintSource
  var cursor = 0
  var isHorizontal = true
  /// Connections and size predicates, in Apple's order.
  var constraints: [LayoutConstraint] = []
  /// Alignment constraints, appended after the line as Apple does.
  var alignments: [LayoutConstraint] = []
  /// The superview of the line's first view: what `|` stands for.
  var lineParent: LayoutItem?
  /// In a console log's dialect, where each printed view name ends, by where it starts (UTF-8
  /// offsets); `nil` for a spec's VFL. See ``PrintedNames``.
  let printedNameEnds: [Int: Int]?

  init(
    format: String, context: ConstraintContext, options: VFLOptions, source: ConstraintSource,
    printedNameEnds: [Int: Int]? = nil
  ) {
    self.bytes = Array(format.utf8)
    self.context = context
    self.options = options
    self.source = source
    self.printedNameEnds = printedNameEnds
  }

  // MARK: - Line

  /// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`
  mutating func parse() throws(VFLError) -> [LayoutConstraint] {
    guard !bytes.isEmpty else { throw VFLError(.emptyString, position: nil) }
    guard isASCIIOutsidePrintedNames() else { throw VFLError(.nonASCII, position: nil) }
    try parseOrientation()

    var previous: VFLView
    if peek() == UInt8(ascii: "|") {
      cursor += 1
      guard cursor < bytes.count else { throw fail(.expectedConnectionAfterBar) }
      let connection = try parseConnection()
      let view = try parseView()
      try finish(connection, previous: nil, next: view)
      constraints += view.sizeConstraints
      previous = view
    } else {
      previous = try parseView()
      constraints += previous.sizeConstraints
    }

    while cursor < bytes.count {
      let connection = try parseConnection()
      switch peek() {
      case UInt8(ascii: "["):
        let view = try parseView()
        try finish(connection, previous: previous, next: view)
        constraints += view.sizeConstraints
        previous = view
      case UInt8(ascii: "|"):
        cursor += 1
        try finish(connection, previous: previous, next: nil)
        // Apple stops reading items after a trailing '|'.
        guard cursor >= bytes.count else { throw fail(.expectedEndOfString) }
      default:
        throw fail(.expectedViewOrBar)
      }
    }
    return constraints + alignments
  }

  /// A leading `H` or `V` must be followed by `:`; any other first character means horizontal.
  private mutating func parseOrientation() throws(VFLError) {
    switch bytes[0] {
    case UInt8(ascii: "H"):
      cursor = 1
      guard peek() == UInt8(ascii: ":") else { throw fail(.expectedColonAfterH) }
      cursor = 2
    case UInt8(ascii: "V"):
      isHorizontal = false
      cursor = 1
      guard peek() == UInt8(ascii: ":") else { throw fail(.expectedColonAfterV) }
      cursor = 2
    default:
      break
    }
  }

  // MARK: - Views

  /// `[name]` or `[name(predicate,…)]`. The size predicates become constraints right away; the
  /// caller emits them after the connection that leads to the view.
  private mutating func parseView() throws(VFLError) -> VFLView {
    guard peek() == UInt8(ascii: "[") else { throw fail(.expectedView) }
    let start = cursor
    cursor += 1
    guard cursor < bytes.count else { throw fail(.expectedView) }
    let nameStart = cursor
    let name = scanPrintedName() ?? scanName()
    guard !name.isEmpty else { throw fail(.invalidViewName) }
    guard let parent = context.parent(of: name) else {
      let note =
        context.metrics[name] != nil
        ? "'\(name)' is a metric, not a view"
        : suggestion(for: name, among: context.parents.keys)
      throw fail(.unknownView(name), note: note)
    }
    try checkSuperview(of: name, parent: parent, at: nameStart)

    switch peek() {
    case UInt8(ascii: "]"):
      cursor += 1
      return VFLView(name: name, parent: parent, range: start..<cursor, sizeConstraints: [])
    case UInt8(ascii: "("):
      cursor += 1
      guard cursor < bytes.count else { throw fail(.ranOutInView) }
      let predicates = try parsePredicateList(constrainedView: name)
      guard peek() == UInt8(ascii: ")") else { throw fail(.unterminatedViewPredicate) }
      cursor += 1
      guard peek() == UInt8(ascii: "]") else { throw fail(.expectedBracketAfterThickness) }
      cursor += 1
      let sizes = predicates.map { sizeConstraint(for: name, predicate: $0) }
      return VFLView(name: name, parent: parent, range: start..<cursor, sizeConstraints: sizes)
    default:
      throw fail(.expectedViewEnd)
    }
  }

  /// `|` means the superview of the adjacent view, so all views of a line must share one for `|`
  /// to mean one thing. Apple has no such rule (and no such message); the caret points at the name.
  private mutating func checkSuperview(of name: String, parent: LayoutItem, at position: Int)
    throws(VFLError)
  {
    guard let lineParent else {
      lineParent = parent
      return
    }
    guard parent == lineParent else {
      throw VFLError(
        .mixedSuperviews(view: name, parent: parent, lineParent: lineParent), position: position)
    }
  }

  // MARK: - Connections

  /// Nothing (flush), `-` before `[` or `|` (standard space), or `-predicate-` /
  /// `-(predicate,…)-`. A bare predicate may carry a relation and a priority (`->=20@750-`), which
  /// Apple accepts although its grammar does not say so.
  private mutating func parseConnection() throws(VFLError) -> VFLConnection {
    let start = cursor
    guard peek() == UInt8(ascii: "-") else {
      let flush = VFLPredicate(
        relation: .equal, constant: 0, priority: 1000, range: start..<start)
      return VFLConnection(predicates: [flush], isStandard: false, range: start..<start)
    }
    cursor += 1
    if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "|") {
      let standard = VFLPredicate(
        relation: .equal, constant: 0, priority: 1000, range: start..<cursor)
      return VFLConnection(predicates: [standard], isStandard: true, range: start..<cursor)
    }

    let predicates: [VFLPredicate]
    switch peek() {
    case UInt8(ascii: "-"):
      throw fail(.ambiguousMinus)
    case UInt8(ascii: "("):
      cursor += 1
      predicates = try parsePredicateList(constrainedView: nil)
      guard peek() == UInt8(ascii: ")") else { throw fail(.expectedCloseParenthesis) }
      cursor += 1
    default:
      predicates = [try parsePredicate(constrainedView: nil)]
    }

    switch peek() {
    case UInt8(ascii: "-"):
      cursor += 1
      return VFLConnection(predicates: predicates, isStandard: false, range: start..<cursor)
    case UInt8(ascii: ","):
      throw fail(.expectedDashListNeedsParentheses)
    default:
      throw fail(.expectedDash)
    }
  }

  // MARK: - Predicates

  /// `predicate (, predicate)*`, stopping at the first character that is not a `,`.
  private mutating func parsePredicateList(constrainedView: String?) throws(VFLError)
    -> [VFLPredicate]
  {
    var predicates = [try parsePredicate(constrainedView: constrainedView)]
    while peek() == UInt8(ascii: ",") {
      cursor += 1
      predicates.append(try parsePredicate(constrainedView: constrainedView))
    }
    return predicates
  }

  /// `(==|>=|<=)? (number | metric | view) (@ (number | metric))?`. `constrainedView` is the view
  /// whose size the predicate constrains, `nil` in a connection, where view names are not allowed.
  private mutating func parsePredicate(constrainedView: String?) throws(VFLError) -> VFLPredicate {
    let start = cursor
    guard let first = peek() else { throw fail(.expectedMoreInput) }
    var relation = LayoutRelation.equal
    if first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">") {
      cursor += 1
      guard peek() == UInt8(ascii: "=") else { throw fail(.unknownRelation) }
      cursor += 1
      switch first {
      case UInt8(ascii: "<"): relation = .lessThanOrEqual
      case UInt8(ascii: ">"): relation = .greaterThanOrEqual
      default: relation = .equal
      }
    }

    var predicate = VFLPredicate(
      relation: relation, constant: 0, priority: 1000, range: start..<start)
    switch try parseValue(constrainedView: constrainedView) {
    case .number(let value):
      predicate.constant = value
    case .metric(let name, let value):
      predicate.constant = value
      predicate.metric = name
    case .view(let name):
      predicate.view = name
    }
    guard predicate.constant.isFinite else { throw fail(.nonFiniteConstant(predicate.constant)) }

    if peek() == UInt8(ascii: "@") {
      cursor += 1
      let priority: Double
      switch try parseValue(constrainedView: constrainedView) {
      case .number(let value), .metric(_, let value): priority = value
      // Apple stores the view as the constraint's second item and reads the priority as 0.
      case .view: priority = 0
      }
      // Apple lets NaN through both comparisons; a NaN priority would poison the solver, so it
      // gets the "greater than 0" message here.
      guard priority > 0 else { throw fail(.priorityNotPositive(priority)) }
      guard priority <= 1000 else { throw fail(.priorityTooHigh(priority)) }
      predicate.priority = priority
    }
    predicate.range = start..<cursor
    return predicate
  }

  /// A number (read by `strtod` when it starts with `-` or a digit), or a name: metrics are looked
  /// up before views, and a view is only allowed inside a view's predicate list.
  private mutating func parseValue(constrainedView: String?) throws(VFLError) -> VFLValue {
    guard let first = peek() else { throw fail(.expectedNumberOrKey) }
    if printedNameEnds != nil {
      if let name = scanPrintedName() {
        guard constrainedView != nil else { throw fail(.spaceEqualToViewSize) }
        return .view(name)
      }
      if let spacing = try scanSystemSpacing() { return .number(spacing) }
    }
    if first == UInt8(ascii: "-") || CNumberScanner.isDigit(first) {
      guard let (value, end) = CNumberScanner.scan(bytes, from: cursor) else {
        throw fail(.expectedNumberOrAKey)
      }
      cursor = end
      return .number(value)
    }
    guard first == UInt8(ascii: "_") || CNumberScanner.isLetter(first) else {
      throw fail(.expectedNumberOrKey)
    }
    let name = scanName()
    if let value = context.metrics[name] { return .metric(name, value) }
    if context.isView(name) {
      guard constrainedView != nil else { throw fail(.spaceEqualToViewSize) }
      return .view(name)
    }
    let candidates =
      constrainedView == nil
      ? Array(context.metrics.keys) : Array(context.metrics.keys) + Array(context.parents.keys)
    throw fail(.unknownMetric(name), note: suggestion(for: name, among: candidates))
  }

  // MARK: - Scanning

  /// The byte at the cursor, `nil` at the end.
  private func peek() -> UInt8? { cursor < bytes.count ? bytes[cursor] : nil }

  /// A C identifier at the cursor (`[A-Za-z_][A-Za-z0-9_]*`), consumed; empty when none starts here.
  private mutating func scanName() -> String {
    let start = cursor
    guard let first = peek(), first == UInt8(ascii: "_") || CNumberScanner.isLetter(first) else {
      return ""
    }
    cursor += 1
    while let byte = peek(),
      byte == UInt8(ascii: "_") || CNumberScanner.isLetter(byte) || CNumberScanner.isDigit(byte)
    {
      cursor += 1
    }
    return String(decoding: bytes[start..<cursor], as: UTF8.self)
  }

  /// A view name as a log prints it, at the cursor, consumed; `nil` when none starts here.
  private mutating func scanPrintedName() -> String? {
    guard let end = printedNameEnds?[cursor] else { return nil }
    let name = String(decoding: bytes[cursor..<end], as: UTF8.self)
    cursor = end
    return name
  }

  /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` at the cursor, as its number, consumed;
  /// `nil` when neither starts here.
  private mutating func scanSystemSpacing() throws(VFLError) -> Double? {
    for wrapper in PrintedNames.spacingWrappers {
      let prefix = Array(wrapper.utf8)
      guard bytes.count >= cursor + prefix.count, Array(bytes[cursor..<cursor + prefix.count]) == prefix
      else { continue }
      cursor += prefix.count
      guard let (value, end) = CNumberScanner.scan(bytes, from: cursor) else { throw fail(.expectedNumberOrAKey) }
      cursor = end
      guard peek() == UInt8(ascii: ")") else { throw fail(.expectedCloseParenthesis) }
      cursor += 1
      return value
    }
    return nil
  }

  /// Every byte is ASCII, but for those of a log's printed names (a label's text).
  private func isASCIIOutsidePrintedNames() -> Bool {
    var index = 0
    while index < bytes.count {
      if let end = printedNameEnds?[index] {
        index = end
        continue
      }
      guard bytes[index] < 0x80 else { return false }
      index += 1
    }
    return true
  }

  /// An error at the cursor, where Apple's caret would be.
  func fail(_ reason: VFLError.Reason, note: String? = nil) -> VFLError {
    VFLError(reason, position: cursor, note: note)
  }

  private func suggestion<S: Sequence<String>>(for name: String, among candidates: S) -> String? {
    DidYouMean.note(for: name, among: candidates)
  }
}
