// libFuzzer entry point for the console-log import. Input: a pasted log. What the import writes
// must always be a spec the decoder accepts: a log is never turned into a broken file.

import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let log: ConsoleLog
  do {
    log = try ConsoleLog.parse(text)
  } catch {
    precondition(!error.message.isEmpty)
    return 0
  }
  for issue in log.issues {
    precondition(!issue.message.isEmpty && issue.line >= 1 && issue.column >= 1)
  }
  let imported = ConsoleLogImport(log: log)
  do {
    let spec = try SpecDecoder.decode(Array(imported.specJSON.utf8))
    precondition(spec.nonNegativeSizes)
  } catch {
    preconditionFailure("the imported spec does not decode: \(error)")
  }
  return 0
}
