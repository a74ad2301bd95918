// libFuzzer entry point for the VFL parser.
//
// Input: the VFL string, optionally followed by a line break and layout option names separated by
// spaces (`H:|-[a]-[b]|\nalignAllTop directionRightToLeft`), so option handling is fuzzed as well.

import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVFL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var format = text
  var optionNames: [String] = []
  if let newline = text.firstIndex(of: "\n") {
    format = String(text[..<newline])
    optionNames = text[text.index(after: newline)...].split(separator: " ").map(String.init)
  }
  let options: VFLOptions
  do {
    options = try VFLOptions(names: optionNames)
  } catch {
    precondition(!error.message.isEmpty)
    return 0
  }
  let parser = VFLParser(context: FuzzContext.context)
  do {
    let constraints = try parser.parse(format, options: options, source: ConstraintSource(index: 0))
    var total = 0
    for constraint in constraints {
      FuzzContext.checkSpan(constraint.source.span, in: format)
      total &+= FuzzContext.describe(constraint)
    }
    precondition(total >= 0)
  } catch {
    precondition(!error.message.isEmpty)
    FuzzContext.checkCaret(error.position, in: format)
    _ = error.appleExceptionReason(format: format)
  }
  return 0
}
