// libFuzzer entry point for the linear-expression parser. Input: one expression string.

import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parser = ExpressionParser(context: FuzzContext.context)
  do {
    let constraint = try parser.parse(text, source: ConstraintSource(index: 0))
    FuzzContext.checkSpan(constraint.source.span, in: text)
    precondition(FuzzContext.describe(constraint) > 0)
  } catch {
    precondition(!error.message.isEmpty)
    FuzzContext.checkCaret(error.position, in: text)
    _ = error.note
  }
  return 0
}
