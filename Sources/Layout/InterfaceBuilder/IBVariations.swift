/// An element's size-class variations resolved for some traits: its attributes with the matching
/// variations' values laid over its own (the most specific last), and the children the matching
/// variations leave out (`<mask key="constraints"><exclude reference=…/>`).
struct IBVariations {
  var attributes: [String: String]
  /// Object ids of the constraints and subviews not installed in these traits.
  var excluded: Set<String>

  init(of element: XMLElementNode, traits: InterfaceBuilderTraits) {
    attributes = element.attributes
    excluded = []
    let matching =
      element.children("variation")
      .compactMap { variation -> (Int, XMLElementNode)? in
        guard let key = variation["key"], let level = traits.specificity(ofVariation: key) else {
          return nil
        }
        return (level, variation)
      }
      .sorted { $0.0 < $1.0 }
    guard !matching.isEmpty else { return }
    // The most specific decision about each reference wins.
    var decisions: [String: Bool] = [:]
    for (_, variation) in matching {
      for (name, value) in variation.attributes where name != "key" {
        attributes[name] = value
      }
      for mask in variation.children("mask") {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          if entry.name == "exclude" { decisions[reference] = false }
          if entry.name == "include" { decisions[reference] = true }
        }
      }
    }
    excluded = Set(decisions.filter { !$0.value }.map(\.key))
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  func flag(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }

  func number(_ attribute: String) -> Double? {
    attributes[attribute].flatMap(XMLElementNode.parseNumber)
  }
}
