#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed assertion to whichever test framework is running the current test.
enum IssueReporter {
  static func reportFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath),
            line: Int(line), column: Int(column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      print("error: \(filePath):\(line): \(message)")
    #endif
  }
}
