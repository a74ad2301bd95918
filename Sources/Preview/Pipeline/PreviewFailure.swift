import Layout

/// Why ``RenderPipeline/render(_:)`` produced nothing: the error, its diagnostics located in the
/// input, and what had already been said before it (a log's import notes, warnings of the
/// devices solved before the one that failed).
public struct PreviewFailure: Error, Sendable {
  /// What was said before the failure, in order.
  public var messages: [PreviewMessage]
  /// The error itself.
  public var error: any UserFacingError
  /// The error's diagnostics: every problem of the input, located in it where they can be.
  public var diagnostics: [Diagnostic]

  public init(
    _ error: any UserFacingError, fileName: String? = nil, source: SourceText? = nil,
    after messages: [PreviewMessage] = []
  ) {
    self.error = error
    self.messages = messages
    self.diagnostics = error.diagnostics(fileName: fileName, source: source)
  }

  /// What kind of failure this is.
  public var kind: FailureKind { error.failureKind }

  /// The messages and then the error's diagnostics, as printed.
  public var rendered: String {
    messages.map(\.rendered).joined() + diagnostics.map(\.rendered).joined()
  }
}
