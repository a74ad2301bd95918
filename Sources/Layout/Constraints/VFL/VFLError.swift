import VFLPreviewSupport

/// A VFL string Apple's parser would reject: Apple's own description of the problem, verbatim, and
/// the 0-based offset where Apple's parser stood when it gave up (its caret).
public struct VFLError: SourceTextError, Hashable, CustomStringConvertible {
  /// Why the string was rejected. ``message`` is derived from it.
  public enum Reason: Hashable, Sendable {
    /// The string is empty.
    case emptyString
    /// The string has a byte outside ASCII.
    case nonASCII
    /// `H` not followed by `:`.
    case expectedColonAfterH
    /// `V` not followed by `:`.
    case expectedColonAfterV
    /// A leading `|` ends the string.
    case expectedConnectionAfterBar
    /// No `[` where a view must start, or the string ends right after `[`.
    case expectedView
    /// `[` not followed by a C identifier.
    case invalidViewName
    /// A view name that is not a declared view.
    case unknownView(String)
    /// The string ends right after `[name(`.
    case ranOutInView
    /// A view's predicate list does not end with `)` (or goes on past one predicate without `,`).
    case unterminatedViewPredicate
    /// `)` of a view's predicate list not followed by `]`.
    case expectedBracketAfterThickness
    /// A view name followed by something other than `]` or `(`.
    case expectedViewEnd
    /// A connection followed by something other than `[` or `|`.
    case expectedViewOrBar
    /// Text after a trailing `|`.
    case expectedEndOfString
    /// A connection's predicate not followed by `-`.
    case expectedDash
    /// A connection's predicate followed by `,`: lists need parentheses.
    case expectedDashListNeedsParentheses
    /// `--`: a bare negative number in a connection.
    case ambiguousMinus
    /// A connection's parenthesised predicate list does not end with `)`.
    case expectedCloseParenthesis
    /// The string ends where a predicate must start.
    case expectedMoreInput
    /// `<`, `>` or `=` not followed by `=`.
    case unknownRelation
    /// Neither a number, nor a name, where a constant or priority must be.
    case expectedNumberOrKey
    /// A `-` or digit that `strtod` cannot read as a number.
    case expectedNumberOrAKey
    /// A name that is neither a metric nor (where allowed) a view.
    case unknownMetric(String)
    /// A view name used as a connection's constant or priority.
    case spaceEqualToViewSize
    /// A priority ≤ 0 (or not a number).
    case priorityNotPositive(Double)
    /// A priority above 1000.
    case priorityTooHigh(Double)
    /// An alignment option on a horizontal edge in a horizontal line.
    case alignmentOnHorizontalEdge
    /// An alignment option on a vertical edge in a vertical line.
    case alignmentOnVerticalEdge
    /// `spacingBaselineToBaseline` in a horizontal line.
    case baselineToBaselineInHorizontalLayout
    /// `|` next to a view without a superview.
    case noSuperview
    /// A connection between two `|`.
    case noViewForConstraint
    /// Not Apple's: a view whose superview differs from the other views of the line, so `|` would
    /// mean two different views.
    case mixedSuperviews(view: String, parent: LayoutItem, lineParent: LayoutItem)
    /// Not Apple's: a constant that is infinite or not a number (`1e999`, `-inf`), which the
    /// solver cannot use.
    case nonFiniteConstant(Double)

    /// Apple's description of the problem, verbatim (our own wording for the two cases Apple does
    /// not have).
    public var message: String {
      switch self {
      case .emptyString: return "It's an empty string."
      case .nonASCII: return "It contains non-ASCII characters."
      case .expectedColonAfterH: return "Expected ':' after 'H' to specify horizontal arrangement"
      case .expectedColonAfterV: return "Expected ':' after 'V' to specify vertical arrangement"
      case .expectedConnectionAfterBar: return "Expected a connection after the '|' character"
      case .expectedView: return "Expected a view"
      case .invalidViewName:
        return
          "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      case .unknownView(let name): return "\(name) is not a key in the views dictionary."
      case .ranOutInView:
        return "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .unterminatedViewPredicate:
        return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedBracketAfterThickness: return "Expected ']' after specifying thickness."
      case .expectedViewEnd: return "Expected a ']' here. That is how you give the end of a view."
      case .expectedViewOrBar: return "Expected a view or '|'"
      case .expectedEndOfString: return "Expected the end of the format string"
      case .expectedDash: return "Expected a '-' here"
      case .expectedDashListNeedsParentheses:
        return
          "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
      case .ambiguousMinus:
        return
          "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
      case .expectedCloseParenthesis:
        return
          "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
      case .expectedMoreInput: return "Expected more input"
      case .unknownRelation: return "Unknown relation. Must be ==, >=, or <="
      case .expectedNumberOrKey:
        return
          "Expected a number or key from the metrics dictionary, but encountered something else"
      case .expectedNumberOrAKey:
        return
          "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .unknownMetric(let name):
        return
          "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
      case .spaceEqualToViewSize:
        return
          "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityNotPositive(let value):
        return "Invalid priority specified: \(Self.cFormat(value)). Priority must be greater than 0"
      case .priorityTooHigh(let value):
        return
          "Invalid priority specified: \(Self.cFormat(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
      case .alignmentOnHorizontalEdge:
        return
          "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
      case .alignmentOnVerticalEdge:
        return
          "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
      case .baselineToBaselineInHorizontalLayout:
        return "BaselineToBaseline format option not valid for horizontal layout"
      case .noSuperview:
        return "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .noViewForConstraint: return "No view was specified for this constraint"
      case .mixedSuperviews(let view, let parent, let lineParent):
        return
          "\(view) is in \(Self.phrase(parent)), but the views before it in this line are in \(Self.phrase(lineParent)). All views in one line must share a superview, which is what '|' stands for."
      case .nonFiniteConstant(let value):
        return "The constant \(Self.cFormat(value)) is not a finite number."
      }
    }

    /// `%g` as C prints it, which is how Apple formats the priority in its messages.
    static func cFormat(_ value: Double) -> String { NumberFormatting.percentG(value) }

    private static func phrase(_ item: LayoutItem) -> String {
      switch item {
      case .canvas: return "the canvas"
      case .view(let name): return "'\(name)'"
      case .guide(let guide): return "'\(guide)'"
      }
    }
  }

  /// Why the string was rejected.
  public var reason: Reason
  /// The 0-based offset of Apple's caret in the format string; `nil` for an empty string and for
  /// non-ASCII text, where Apple prints none.
  public var position: Int?
  /// A hint that is not part of Apple's wording: `did you mean 'blackBox4'?`.
  public var note: String?

  public init(_ reason: Reason, position: Int?, note: String? = nil) {
    self.reason = reason
    self.position = position
    self.note = note
  }

  /// Apple's description of the problem, verbatim.
  public var message: String { reason.message }

  public var description: String {
    var text = message
    if let position { text += " (at offset \(position))" }
    if let note { text += " (\(note))" }
    return text
  }

  /// The reason of the exception Apple's `constraintsWithVisualFormat:` throws for `format`:
  /// `Unable to parse constraint format: \n<message> \n<format> \n<caret>`, the caret line being
  /// `position` spaces and `^`. The two errors without a caret are a single line.
  public func appleExceptionReason(format: String) -> String {
    guard let position else { return "Unable to parse constraint format: \(message)" }
    let caret = String(repeating: " ", count: position) + "^"
    return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
  }
}
