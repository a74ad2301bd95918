/// Layout guides: the screen's safe area (the root view's), layout margins, and the guides the
/// spec format has no word for, drawn as guide views with the constraints UIKit gives them
/// (a nested view's safe area, the readable content guide, a scroll view's content layout
/// guide, a view controller's legacy top and bottom layout guides).
extension IBSpecBuilder {
  typealias Item = IBGeneratedConstraint.Item
  typealias Anchor = IBGeneratedConstraint.Anchor

  /// How each guide of the document is named in constraints, adding guide views where needed.
  mutating func registerGuides() {
    for position in nodes.indices {
      let view = nodes[position].view
      for guide in view.guides {
        switch guide.kind {
        case .safeArea:
          guideItems[guide.id] = position == 0 ? .safeArea : nestedSafeArea(guide.id, of: position)
        case .layoutMargins:
          guideItems[guide.id] = .margins(view.id)
        case .frameLayoutGuide:
          guideItems[guide.id] = .view(view.id)
        case .contentLayoutGuide:
          guideItems[guide.id] = contentGuide(of: position, id: guide.id)
        case .readableContent:
          guideItems[guide.id] = readableContentGuide(guide.id, of: position)
        case .topLayoutGuide, .bottomLayoutGuide:
          break
        }
      }
    }
    for guide in root.legacyGuides {
      let id = guide.id
      let top = guide.kind == .topLayoutGuide
      let item = addGuideView(id: id, suffix: top ? "TopLayoutGuide" : "BottomLayoutGuide",
        title: top ? "topLayoutGuide" : "bottomLayoutGuide", owner: 0)
      let owner = Item.view(nodes[0].view.id)
      generated += [
        IBGeneratedConstraint(Anchor(item, .left), .equal, Anchor(owner, .left), identifier: "_UILayoutGuide"),
        IBGeneratedConstraint(Anchor(item, .right), .equal, Anchor(owner, .right), identifier: "_UILayoutGuide"),
        top
          ? IBGeneratedConstraint(Anchor(item, .top), .equal, Anchor(owner, .top), identifier: "_UILayoutGuide")
          : IBGeneratedConstraint(Anchor(item, .top), .equal, Anchor(.safeArea, .bottom), identifier: "_UILayoutGuide"),
        top
          ? IBGeneratedConstraint(Anchor(item, .bottom), .equal, Anchor(.safeArea, .top), identifier: "_UILayoutGuide")
          : IBGeneratedConstraint(Anchor(item, .bottom), .equal, Anchor(owner, .bottom), identifier: "_UILayoutGuide"),
      ]
      guideItems[id] = item
    }
  }

  /// A guide view in `owner`, with an id the document gave it (or one made up).
  mutating func addGuideView(
    id: String, suffix: String, title: String, owner: Int, isDocumentGuide: Bool = true
  ) -> Item {
    if let existing = guideViews.first(where: { $0.id == id }) { return .view(existing.id) }
    let name = uniqueName(nodes[owner].name + suffix)
    guideViews.append((id, name, title, owner, isDocumentGuide))
    return .view(id)
  }

  /// The safe area of a view inside the screen: the part of it the screen's safe area covers,
  /// measured where Interface Builder saved it.
  mutating func nestedSafeArea(_ id: String, of position: Int) -> Item {
    let insets = safeAreaOverlap(position)
    let item = addGuideView(id: id, suffix: "SafeArea", title: "safeAreaLayoutGuide", owner: position)
    pin(item, to: .view(nodes[position].view.id), insets: insets, identifier: "UIViewSafeAreaLayoutGuide")
    return item
  }

  /// The readable content guide: the layout margins, at most 672 points wide, centred.
  mutating func readableContentGuide(_ id: String, of position: Int) -> Item {
    let item = addGuideView(id: id, suffix: "ReadableContent", title: "readableContentGuide", owner: position)
    let margins = Item.margins(nodes[position].view.id)
    let name = "UIViewReadableContentGuide"
    generated += [
      IBGeneratedConstraint(Anchor(item, .top), .equal, Anchor(margins, .top), identifier: name),
      IBGeneratedConstraint(Anchor(item, .bottom), .equal, Anchor(margins, .bottom), identifier: name),
      IBGeneratedConstraint(Anchor(item, .centerX), .equal, Anchor(margins, .centerX), identifier: name),
      IBGeneratedConstraint(Anchor(item, .width), .lessThanOrEqual, Anchor(margins, .width), identifier: name),
      IBGeneratedConstraint(Anchor(item, .width), .lessThanOrEqual, nil, constant: 672, identifier: name),
      IBGeneratedConstraint(Anchor(item, .width), .equal, Anchor(margins, .width), priority: 999, identifier: name),
    ]
    return item
  }

  /// A scroll view's content layout guide: its origin is the scroll view's, its size what the
  /// content's constraints make it.
  mutating func contentGuide(of position: Int, id: String? = nil) -> Item {
    let scroll = nodes[position].view.id
    let guideID = id ?? "\(scroll)-contentLayoutGuide"
    if guideViews.contains(where: { $0.id == guideID }) { return .view(guideID) }
    let item = addGuideView(
      id: guideID, suffix: "ContentLayoutGuide", title: "contentLayoutGuide", owner: position, isDocumentGuide: id != nil)
    generated += [
      IBGeneratedConstraint(Anchor(item, .left), .equal, Anchor(.view(scroll), .left), identifier: "UIScrollView-content"),
      IBGeneratedConstraint(Anchor(item, .top), .equal, Anchor(.view(scroll), .top), identifier: "UIScrollView-content"),
    ]
    return item
  }

  /// `item`'s edges at `insets` inside `owner`'s.
  mutating func pin(_ item: Item, to owner: Item, insets: EdgeInsets, identifier: String) {
    generated += [
      IBGeneratedConstraint(Anchor(item, .left), .equal, Anchor(owner, .left), constant: insets.leading, identifier: identifier),
      IBGeneratedConstraint(Anchor(item, .top), .equal, Anchor(owner, .top), constant: insets.top, identifier: identifier),
      IBGeneratedConstraint(Anchor(item, .right), .equal, Anchor(owner, .right), constant: -insets.trailing, identifier: identifier),
      IBGeneratedConstraint(Anchor(item, .bottom), .equal, Anchor(owner, .bottom), constant: -insets.bottom, identifier: identifier),
    ]
  }

  /// The root view fills the screen (the window sets its frame, as
  /// `UIView-Encapsulated-Layout-Width` and `-Height` say in a log).
  mutating func pinRoot() {
    pin(.view(nodes[0].view.id), to: .canvas, insets: .zero, identifier: "UIView-Encapsulated-Layout")
  }
}
