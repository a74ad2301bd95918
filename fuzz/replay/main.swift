// A stand-in for libFuzzer's driver: calls a target's LLVMFuzzerTestOneInput once for every
// file in the folders (or files) given, so a corpus can be replayed with coverage
// instrumentation (fuzz/coverage) or in a debugger.

import Foundation

@_silgen_name("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt

var files: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
  if isDirectory.boolValue {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
    files += names.sorted().map { argument + "/" + $0 }
  } else {
    files.append(argument)
  }
}
for file in files {
  guard let data = FileManager.default.contents(atPath: file) else { continue }
  let bytes = [UInt8](data)
  _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
}
print("replayed \(files.count) inputs")
