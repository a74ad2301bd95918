internal import CLibXML2

/// Reads XML bytes into a tree of ``XMLElementNode`` with libxml2's SAX parser.
///
/// Nothing outside the bytes is ever read and nothing is expanded: entity substitution, DTD
/// loading and network access are off, and a document type declaration stops the parse at once
/// (Interface Builder never writes one), so billion-laughs and external-entity documents are
/// refused before any of their declarations is read. libxml2's own limits hold too (nesting at
/// most 256 elements deep, no `XML_PARSE_HUGE`).
enum XMLReader {
  /// The most elements a document may have: a large storyboard has a few tens of thousands.
  static let maximumElements = 2_000_000

  /// The root element, or the first problem.
  static func read(_ bytes: [UInt8]) throws(InterfaceBuilderError) -> XMLElementNode {
    _ = initialized
    try checkStart(bytes)
    let builder = TreeBuilder(bytes: bytes)
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = { context, name, _, _, _, _, count, _, attributes in
      TreeBuilder.from(context).start(name: name, count: Int(count), attributes: attributes)
    }
    handler.endElementNs = { context, _, _, _ in TreeBuilder.from(context).end() }
    handler.characters = { context, characters, length in
      TreeBuilder.from(context).characters(characters, Int(length))
    }
    handler.cdataBlock = handler.characters
    handler.comment = { context, value in TreeBuilder.from(context).comment(value) }
    handler.internalSubset = { context, _, _, _ in TreeBuilder.from(context).refuseDocumentType() }
    handler.externalSubset = { context, _, _, _ in TreeBuilder.from(context).refuseDocumentType() }
    handler.serror = { context, error in
      guard let context, let error else { return }
      TreeBuilder.from(context).record(error.pointee)
    }
    let unmanaged = Unmanaged.passRetained(builder)
    defer { unmanaged.release() }
    guard let parser = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, nil) else {
      throw .notXML(reason: "the XML parser could not start", line: 1, column: 1)
    }
    defer { xmlFreeParserCtxt(parser) }
    xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
    builder.parser = parser
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
          xmlParseChunk(parser, characters, Int32(buffer.count), 1)
        }
      } ?? xmlParseChunk(parser, nil, 0, 1)
    }
    if let refusal = builder.refusal { throw refusal }
    if let error = builder.firstError {
      throw builder.classify(error)
    }
    guard status == 0, parser.pointee.wellFormed != 0, let root = builder.root else {
      throw .notXML(reason: "the document is empty", line: 1, column: 1)
    }
    return root
  }

  /// Refuses an empty file and one whose first character (after a byte order mark and white
  /// space) is not `<`, in words of its own: libxml2's push parser calls the first "Document is
  /// empty" and the second "Extra content at the end of the document".
  static func checkStart(_ bytes: [UInt8]) throws(InterfaceBuilderError) {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var column = 1
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    guard index < bytes.count else { throw .notXML(reason: "the file is empty", line: 1, column: 1) }
    // UTF-16 and UTF-32 documents start with a zero byte or another byte order mark: libxml2's.
    guard bytes[index] != UInt8(ascii: "<"), bytes[index] != 0, bytes[index] != 0xFE, bytes[index] != 0xFF else { return }
    let character = String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self).first.map { String($0) } ?? "?"
    throw .notXML(
      reason: "it starts with '\(Diagnostic.escapingControlCharacters(character))', not '<'", line: line,
      column: column)
  }

  /// libxml2 sets up its global state once, before any thread parses.
  private static let initialized: Void = xmlInitParser()

  /// The SAX callbacks' state: the open elements, and what stopped the parse.
  private final class TreeBuilder {
    let bytes: [UInt8]
    var parser: xmlParserCtxtPtr?
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var pendingComment: String?
    var elementCount = 0
    var refusal: InterfaceBuilderError?
    var firstError: (message: String, code: Int32, line: Int, column: Int)?

    init(bytes: [UInt8]) { self.bytes = bytes }

    static func from(_ context: UnsafeMutableRawPointer?) -> TreeBuilder {
      Unmanaged<TreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    func start(
      name: UnsafePointer<xmlChar>?, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
      guard refusal == nil else { return }
      elementCount += 1
      if elementCount > XMLReader.maximumElements {
        let (line, column) = position()
        refusal = .tooManyElements(limit: XMLReader.maximumElements, line: line, column: column)
        stop()
        return
      }
      var values: [String: String] = [:]
      if let attributes {
        // Five pointers per attribute: local name, prefix, URI, value start, value end.
        for index in 0..<count {
          guard let key = attributes[index * 5], let start = attributes[index * 5 + 3],
            let end = attributes[index * 5 + 4]
          else { continue }
          let buffer = UnsafeBufferPointer(start: start, count: max(0, end - start))
          values[String(cString: key)] = Self.unescape(String(decoding: buffer, as: UTF8.self))
        }
      }
      let element = XMLElementNode(
        name: name.map { String(cString: $0) } ?? "", attributes: values, offset: tagStart(),
        comment: pendingComment)
      pendingComment = nil
      stack.append(element)
    }

    func end() {
      guard refusal == nil, var element = stack.popLast() else { return }
      pendingComment = nil
      element.text = Self.trimmed(element.text)
      if stack.isEmpty {
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
      guard refusal == nil, !stack.isEmpty, let characters, length > 0 else { return }
      let buffer = UnsafeBufferPointer(start: characters, count: length)
      // Indentation between elements is not text worth keeping.
      guard !stack[stack.count - 1].text.isEmpty || buffer.contains(where: { !Self.isSpace($0) }) else {
        return
      }
      stack[stack.count - 1].text += String(decoding: buffer, as: UTF8.self)
    }

    func comment(_ value: UnsafePointer<xmlChar>?) {
      guard let value else { return }
      pendingComment = Self.trimmed(String(cString: value))
    }

    func refuseDocumentType() {
      guard refusal == nil else { return }
      // At the `<!DOCTYPE` itself, not where the parser has read to.
      let (line, column) = SourceText(bytes: bytes).lineAndColumn(ofOffset: tagStart())
      refusal = .documentTypeDeclaration(line: line, column: column)
      stop()
    }

    func record(_ error: xmlError) {
      guard refusal == nil, firstError == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
      let message = error.message.map { Self.trimmed(String(cString: $0)) } ?? "malformed XML"
      firstError = (message, error.code, max(1, Int(error.line)), max(1, Int(error.int2)))
    }

    /// A parse error as the import reports it: a file cut short, or not XML.
    func classify(_ error: (message: String, code: Int32, line: Int, column: Int)) -> InterfaceBuilderError {
      // Cut short: an element was still open when the bytes ran out.
      let consumed = parser.map { Int(xmlByteConsumed($0)) } ?? 0
      if let open = stack.last, consumed >= bytes.count || Self.endOfData.contains(error.code) {
        return .truncated(element: open.name, line: error.line, column: error.column)
      }
      return .notXML(reason: error.message, line: error.line, column: error.column)
    }

    /// libxml2's codes for input that ends inside the document.
    static let endOfData: Set<Int32> = [
      Int32(XML_ERR_DOCUMENT_END.rawValue), Int32(XML_ERR_TAG_NOT_FINISHED.rawValue),
      Int32(XML_ERR_LTSLASH_REQUIRED.rawValue), Int32(XML_ERR_GT_REQUIRED.rawValue),
      Int32(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue), Int32(XML_ERR_STRING_NOT_CLOSED.rawValue),
      Int32(XML_ERR_ATTRIBUTE_NOT_FINISHED.rawValue), Int32(XML_ERR_COMMENT_NOT_FINISHED.rawValue),
    ]

    private func stop() {
      if let parser { xmlStopParser(parser) }
    }

    /// Where the parser is: 1-based line and column.
    private func position() -> (Int, Int) {
      guard let input = parser?.pointee.input else { return (1, 1) }
      return (max(1, Int(input.pointee.line)), max(1, Int(input.pointee.col)))
    }

    /// The byte offset of the `<` of the start tag just read: the parser is past its `>`.
    private func tagStart() -> Int {
      var offset = min(bytes.count, max(0, parser.map { Int(xmlByteConsumed($0)) } ?? 0))
      while offset > 0 {
        offset -= 1
        if bytes[offset] == UInt8(ascii: "<") { break }
      }
      return offset
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static func trimmed(_ text: String) -> String {
      let bytes = Array(text.utf8)
      guard let first = bytes.firstIndex(where: { !isSpace($0) }),
        let last = bytes.lastIndex(where: { !isSpace($0) })
      else { return "" }
      if first == 0 && last == bytes.count - 1 { return text }
      return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// SAX2 hands attribute values over unnormalised: the five predefined entities and character
    /// references are still written out (`&amp;`, `&#10;`).
    static func unescape(_ text: String) -> String {
      guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
      var result = ""
      var rest = Substring(text)
      while let ampersand = rest.firstIndex(of: "&") {
        result += rest[..<ampersand]
        let after = rest[rest.index(after: ampersand)...]
        guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
          result += "&"
          rest = after
          continue
        }
        let name = after[..<semicolon]
        var replacement: String?
        switch name {
        case "amp": replacement = "&"
        case "lt": replacement = "<"
        case "gt": replacement = ">"
        case "quot": replacement = "\""
        case "apos": replacement = "'"
        default:
          if name.hasPrefix("#x") || name.hasPrefix("#X") {
            replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
          } else if name.hasPrefix("#") {
            replacement = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map { String($0) }
          }
        }
        if let replacement {
          result += replacement
          rest = after[after.index(after: semicolon)...]
        } else {
          result += "&"
          rest = after
        }
      }
      return result + rest
    }
  }
}
