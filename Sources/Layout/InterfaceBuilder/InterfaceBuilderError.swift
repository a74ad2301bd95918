import VFLPreviewSupport

/// Why an Interface Builder document (a `.storyboard` or `.xib`) cannot be imported at all. Each
/// case carries where in the file the problem is (1-based line and column); the message names it.
public enum InterfaceBuilderError: UserFacingError, Equatable {
  /// The file is larger than any document the import reads.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not well-formed XML: libxml2's reason.
  case notXML(reason: String, line: Int, column: Int)
  /// The file ends inside `element`: a document cut short.
  case truncated(element: String, line: Int, column: Int)
  /// The document declares a document type (`<!DOCTYPE`), which Interface Builder never writes
  /// and which is where entity bombs and external entities live: refused unread.
  case documentTypeDeclaration(line: Int, column: Int)
  /// More elements than any real document has.
  case tooManyElements(limit: Int, line: Int, column: Int)
  /// Well-formed XML whose root is not an Interface Builder `<document>`.
  case notInterfaceBuilder(rootElement: String, line: Int, column: Int)
  /// The binary-compatible `<archive>` format Interface Builder wrote before Xcode 5.
  case archiveFormat(line: Int, column: Int)
  /// A document for a platform without Auto Layout views (WatchKit).
  case unsupportedPlatform(targetRuntime: String, line: Int, column: Int)
  /// A document with no view to lay out.
  case noViews(line: Int, column: Int)

  /// The most bytes a document may have: the largest real storyboards are a few megabytes.
  public static let maximumFileSize = 64 * 1024 * 1024

  public var message: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "the document is \(bytes) bytes; the limit is \(limit)"
    case .notXML(let reason, _, _):
      return "not an XML document: \(Self.lowercasedFirst(reason))"
    case .truncated(let element, _, _):
      return "the document ends inside <\(element)>: the file is cut short"
    case .documentTypeDeclaration:
      return
        "the document declares a document type (<!DOCTYPE …>); Interface Builder never writes one, and its entities are not read"
    case .tooManyElements(let limit, _, _):
      return "the document has more than \(limit) elements"
    case .notInterfaceBuilder(let root, _, _):
      return
        "not an Interface Builder document: the root element is <\(root)>, not <document type=\"com.apple.InterfaceBuilder3…\">"
    case .archiveFormat:
      return
        "this is the <archive> format Interface Builder wrote before Xcode 5, which is not read: open it in Xcode and save it to upgrade it"
    case .unsupportedPlatform(let runtime, _, _):
      return "the document is for \(runtime), whose interfaces are not laid out with Auto Layout views"
    case .noViews:
      return "the document has no views"
    }
  }

  public var notes: [String] {
    switch self {
    case .notInterfaceBuilder:
      return ["storyboards and xibs start with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\"> (iOS) or <document type=\"com.apple.InterfaceBuilder3.Cocoa…\"> (macOS)"]
    default:
      return []
    }
  }

  /// Where the problem is; `nil` for the file as a whole.
  public var location: (line: Int, column: Int)? {
    switch self {
    case .tooLarge: return nil
    case .notXML(_, let line, let column), .truncated(_, let line, let column),
      .documentTypeDeclaration(let line, let column), .tooManyElements(_, let line, let column),
      .notInterfaceBuilder(_, let line, let column), .archiveFormat(let line, let column),
      .unsupportedPlatform(_, let line, let column), .noViews(let line, let column):
      return (line, column)
    }
  }

  public func diagnostic(fileName: String?, source: SourceText?) -> Diagnostic {
    var diagnostic = Diagnostic(
      severity: .error, fileName: fileName, message: message, notes: notes)
    guard let location else { return diagnostic }
    diagnostic.line = location.line
    diagnostic.column = location.column
    if let source, let snippet = source.line(location.line, column: location.column) {
      diagnostic.snippet = snippet.text
      diagnostic.caret = snippet.caret
    }
    return diagnostic
  }

  static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else {
      return text
    }
    return first.lowercased() + text.dropFirst()
  }
}
