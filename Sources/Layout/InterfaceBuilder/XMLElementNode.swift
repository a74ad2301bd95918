/// One element of an XML document as ``XMLReader`` read it: its name, attributes, child elements,
/// text, and where its start tag is in the file.
struct XMLElementNode: Sendable {
  /// The local name (`view`, `constraint`); IB documents use no namespaces.
  var name: String
  var attributes: [String: String]
  var children: [XMLElementNode] = []
  /// The element's character data, trimmed; empty when it has none but whitespace.
  var text = ""
  /// The byte offset of the `<` of the start tag.
  var offset: Int
  /// The text of the comment just before the start tag (`<!--Login-->` before a storyboard's
  /// scene: its title), if any.
  var comment: String?

  init(name: String, attributes: [String: String], offset: Int, comment: String? = nil) {
    self.name = name
    self.attributes = attributes
    self.offset = offset
    self.comment = comment
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with a given name.
  func child(_ name: String) -> XMLElementNode? { children.first { $0.name == name } }

  /// The first child with a given name and `key` attribute (`<rect key="frame">`).
  func child(_ name: String, key: String) -> XMLElementNode? {
    children.first { $0.name == name && $0.attributes["key"] == key }
  }

  /// The children with a given name.
  func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

  /// `YES` attributes as booleans; `nil` when absent.
  func flag(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }

  /// A numeric attribute; `nil` when absent or not a finite number.
  func number(_ attribute: String) -> Double? {
    attributes[attribute].flatMap(XMLElementNode.parseNumber)
  }

  /// Interface Builder writes numbers as C does (`0.0`, `249.99998474121094`, `-34`).
  static func parseNumber(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
