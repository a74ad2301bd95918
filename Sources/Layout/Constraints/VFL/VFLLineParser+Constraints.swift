import VFLPreviewSupport

/// Turning parsed items into constraints, with Apple's attributes, item order and log descriptions.
extension VFLLineParser {
  /// Emits the constraints of one connection between `previous` and `next` (`nil` is `|`), and on
  /// the first view–view connection checks and records the alignment options, as Apple's
  /// `finishConstraint` does. Both are raised with the cursor after `next`.
  ///
  /// The constraint reads `leadingSide.lead REL trailingSide.trail + c`, where the trailing side is
  /// the item before the gap (`previous`, or `next` when a horizontal line runs right to left). A
  /// missing item is the superview, on the same edge as the gap.
  mutating func finish(_ connection: VFLConnection, previous: VFLView?, next: VFLView?)
    throws(VFLError)
  {
    if isHorizontal && options.contains(.spacingBaselineToBaseline) {
      throw fail(.baselineToBaselineInHorizontalLayout)
    }
    guard let container = (previous ?? next)?.parent else { throw fail(.noViewForConstraint) }

    let mirrored = isHorizontal && options.directionField == 2
    let beforeGap = mirrored ? next : previous
    let afterGap = mirrored ? previous : next
    let edges = connectionEdges()

    for predicate in connection.predicates {
      var constant = predicate.constant
      if connection.isStandard {
        constant =
          (previous == nil || next == nil) ? context.superviewSpacing : context.standardSpacing
      }
      var constraintSource = source
      constraintSource.kind = .vflConnection(
        metric: predicate.metric, isStandard: connection.isStandard)
      constraintSource.span = connection.range
      constraints.append(
        LayoutConstraint(
          firstItem: afterGap?.item ?? container,
          firstAttribute: afterGap == nil ? edges.containerTrail : edges.lead,
          relation: predicate.relation,
          secondItem: beforeGap?.item ?? container,
          secondAttribute: beforeGap == nil ? edges.containerLead : edges.trail,
          constant: constant,
          priority: LayoutPriority(predicate.priority),
          source: constraintSource,
          appleDescription: connectionDescription(
            previous: previous, next: next, relation: predicate.relation, constant: constant,
            priority: predicate.priority)))
    }

    guard let beforeGap, let afterGap, let next else { return }
    try addAlignments(first: beforeGap, second: afterGap, span: next.range)
  }

  /// One `first.attr == second.attr` per option bit, in ascending attribute order. The first bit
  /// that is not allowed for the line's orientation fails.
  private mutating func addAlignments(first: VFLView, second: VFLView, span: Range<Int>)
    throws(VFLError)
  {
    let mask = options.alignmentMask
    guard mask != 0 else { return }
    for bit in 1...12 where mask & (1 << UInt(bit)) != 0 {
      guard let attribute = Self.attribute(appleRawValue: bit) else { continue }
      if isHorizontal && attribute.axis == .horizontal {
        throw fail(.alignmentOnHorizontalEdge)
      }
      if !isHorizontal && attribute.axis == .vertical {
        throw fail(.alignmentOnVerticalEdge)
      }
      var alignmentSource = source
      alignmentSource.kind = .vflAlignment
      alignmentSource.span = span
      alignments.append(
        LayoutConstraint(
          firstItem: first.item, firstAttribute: attribute, relation: .equal,
          secondItem: second.item, secondAttribute: attribute, source: alignmentSource))
    }
  }

  /// `view.size REL constant` or `view.size REL other.size`, the size being the line's axis.
  func sizeConstraint(for view: String, predicate: VFLPredicate) -> LayoutConstraint {
    let size: LayoutAttribute = isHorizontal ? .width : .height
    var predicateSource = source
    predicateSource.kind = .vflPredicate
    predicateSource.span = predicate.range
    var description = ""
    if predicate.view == nil {
      description =
        "\(orientationPrefix)[\(view)(\(predicateText(predicate.relation, predicate.constant, predicate.priority)))]"
    }
    return LayoutConstraint(
      firstItem: .view(view), firstAttribute: size, relation: predicate.relation,
      secondItem: predicate.view.map(LayoutItem.view), secondAttribute: predicate.view == nil ? nil : size,
      constant: predicate.view == nil ? predicate.constant : 0,
      priority: LayoutPriority(predicate.priority), source: predicateSource,
      appleDescription: description)
  }

  // MARK: - Attributes

  /// The attributes of a connection: `lead`/`trail` on views, `containerLead`/`containerTrail` on
  /// the superview. Left/right replace leading/trailing when a direction option is given.
  /// Baseline-to-baseline spacing puts the views' baselines in vertical lines, next to `|` too
  /// (Apple picks the view's attribute without looking at the other end).
  private func connectionEdges() -> (
    lead: LayoutAttribute, trail: LayoutAttribute, containerLead: LayoutAttribute,
    containerTrail: LayoutAttribute
  ) {
    if isHorizontal {
      let absolute = options.directionField != 0
      return absolute
        ? (.left, .right, .left, .right) : (.leading, .trailing, .leading, .trailing)
    }
    if options.contains(.spacingBaselineToBaseline) {
      return (.firstBaseline, .lastBaseline, .top, .bottom)
    }
    return (.top, .bottom, .top, .bottom)
  }

  /// `NSLayoutConstraint.Attribute` raw values, which are also the option bit numbers.
  static func attribute(appleRawValue: Int) -> LayoutAttribute? {
    switch appleRawValue {
    case 1: return .left
    case 2: return .right
    case 3: return .top
    case 4: return .bottom
    case 5: return .leading
    case 6: return .trailing
    case 7: return .width
    case 8: return .height
    case 9: return .centerX
    case 10: return .centerY
    case 11: return .lastBaseline
    case 12: return .firstBaseline
    default: return nil
    }
  }

  // MARK: - Descriptions

  private var orientationPrefix: String { isHorizontal ? "H:" : "V:" }

  /// Apple's log form of a connection: `H:[a]-(8)-[b]`, `V:|-(>=20@750)-[a]`. Left/right
  /// constraints are written left to right with Apple's `(LTR)` suffix, so a mirrored line reads
  /// in screen order. Baseline-to-baseline gaps have no such form and fall back to the equation.
  private func connectionDescription(
    previous: VFLView?, next: VFLView?, relation: LayoutRelation, constant: Double,
    priority: Double
  ) -> String {
    if !isHorizontal && options.contains(.spacingBaselineToBaseline) { return "" }
    var left = previous
    var right = next
    var suffix = ""
    if isHorizontal && options.directionField != 0 {
      suffix = "(LTR)"
      if options.directionField == 2 { swap(&left, &right) }
    }
    let gap = predicateText(relation, constant, priority)
    return "\(orientationPrefix)\(token(left))-(\(gap))-\(token(right))\(suffix)"
  }

  private func token(_ view: VFLView?) -> String {
    view.map { "[\($0.name)]" } ?? "|"
  }

  /// `>=8`, `100@750`: the relation only when it is not `==`, the priority only below required.
  private func predicateText(_ relation: LayoutRelation, _ constant: Double, _ priority: Double)
    -> String
  {
    var text = relation == .equal ? "" : relation.rawValue
    text += NumberFormatting.format(constant)
    if priority < 1000 { text += "@\(NumberFormatting.format(priority))" }
    return text
  }
}
