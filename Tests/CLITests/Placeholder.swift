import Testing
@testable import vfl_preview

@Test func CLITestsPlaceholder() {}
