#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed assertion to whichever test framework is running the current test.
enum IssueReporter {
  enum Framework: Equatable {
    case swiftTesting
    case xcTest
  }

  /// Swift Testing when a Swift Testing test is running on this task, else XCTest.
  static var currentFramework: Framework {
    #if canImport(Testing)
      if Test.current != nil { return .swiftTesting }
    #endif
    return .xcTest
  }

  static func reportFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    switch currentFramework {
    case .swiftTesting:
      #if canImport(Testing)
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: String(describing: fileID), filePath: String(describing: filePath),
            line: Int(line), column: Int(column)))
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
      #else
        print("\(filePath):\(line): error: \(message)")
      #endif
    }
  }
}
