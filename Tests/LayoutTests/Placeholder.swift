import Testing
@testable import Layout

@Test func LayoutTestsPlaceholder() {}
