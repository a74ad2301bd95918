// libFuzzer entry point for the console-log import. Input: a pasted log (any encoding). What the
// import writes must always be a spec the decoder reads back as the spec imported: a log is never
// turned into a broken file, nor into a file that renders differently from the log.

import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
  let log: ConsoleLog
  do {
    log = try ConsoleLog.parse(bytes: bytes)
  } catch {
    precondition(!error.message.isEmpty)
    return 0
  }
  for issue in log.issues {
    precondition(!issue.message.isEmpty && issue.line >= 1 && issue.column >= 1)
  }
  let imported = ConsoleLogImport(log: log)
  do {
    let spec = try SpecDecoder.decode(Array(imported.spec.json.utf8))
    precondition(spec.nonNegativeSizes)
    precondition(spec.views.map(\.name) == imported.spec.views.map(\.name))
    precondition(spec.constraints.map(\.text) == imported.spec.constraints.map(\.text))
  } catch {
    preconditionFailure("the imported spec does not decode: \(error)")
  }
  return 0
}
