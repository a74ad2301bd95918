import Testing
@testable import Preview

@Test func PreviewTestsPlaceholder() {}
