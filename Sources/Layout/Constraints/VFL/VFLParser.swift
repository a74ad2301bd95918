/// Apple's Visual Format Language, parsed exactly as `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// parses it: the same grammar (including what Apple accepts beyond its documentation), the same
/// error messages with the same caret positions, and the same constraints in the same order.
///
/// ```swift
/// let parser = VFLParser(context: ConstraintContext(parents: ["a": .canvas, "b": .canvas]))
/// let constraints = try parser.parse("|-[a]-[b(>=50)]-|", source: ConstraintSource(index: 0))
/// // a.leading == superview.leading + 20, b.leading == a.trailing + 8, b.width >= 50,
/// // superview.trailing == b.trailing + 20
/// ```
public struct VFLParser: Sendable {
  /// The declared views (with their superviews), the metrics and the standard spacings.
  public var context: ConstraintContext

  /// Creates a parser for the views and metrics of one spec.
  public init(context: ConstraintContext) {
    self.context = context
  }

  /// Expands one VFL string into constraints in Apple's order. `source` is copied into each constraint's
  /// `source` with `kind` and `span` filled in (index/id/text kept from what you are given; set text to the format).
  ///
  /// Order, as Apple generates it: for each view of the line, the connection that leads to it, then
  /// its size predicates; after the whole line, the alignment constraints of `options`.
  /// - Throws: ``VFLError`` with Apple's message and caret for anything Apple's parser rejects, and
  ///   for views of one line that do not share a superview.
  public func parse(
    _ format: String, options: VFLOptions = [], source: ConstraintSource = ConstraintSource()
  ) throws(VFLError) -> [LayoutConstraint] {
    var source = source
    source.text = format
    var line = VFLLineParser(
      format: format, context: context, options: options, source: source)
    return try line.parse()
  }

  /// Expands one VFL string as a console log prints it (`H:[UILabel:0x7fb1c8d0a2e0'Title'(70)]`,
  /// `-(NSSpace(8))-`): the views are the printed names, which the context declares.
  func parse(
    _ format: String, printedNames: PrintedNames, source: ConstraintSource = ConstraintSource()
  ) throws(VFLError) -> [LayoutConstraint] {
    var source = source
    source.text = format
    var line = VFLLineParser(
      format: format, context: context, options: [], source: source,
      printedNameEnds: printedNames.utf8Ends(in: format))
    return try line.parse()
  }
}
