/// The messages of the console log's dialect (see ``PrintedNames``), in the words the log's reader
/// has always used: a log names its views by class and address and has no metrics.
extension ExpressionError {
  static func expectedPrintedView(at position: Int) -> ExpressionError {
    ExpressionError(message: "expected a view such as UILabel:0x7fb1c8d0a2e0", position: position)
  }

  static func expectedPrintedViewOrNumber(at position: Int) -> ExpressionError {
    ExpressionError(message: "expected a view or a number", position: position)
  }
}
