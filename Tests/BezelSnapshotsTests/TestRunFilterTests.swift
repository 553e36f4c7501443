@testable import BezelSnapshots
import Testing

/// A filtered `swift test` run says so in its records, so `prune` refuses to
/// take the references of the tests it left out for orphans.
@Suite struct TestRunFilterTests {
    @Test func filteredRunsArePartial() {
        #expect(TestRunFilter.partialRun(arguments: ["tests.xctest", "--testing-library", "swift-testing"]) == nil)
        #expect(TestRunFilter.partialRun(arguments: ["tests.xctest", "--filter", "Badge"])?.options == ["swift test --filter"])
        #expect(TestRunFilter.partialRun(arguments: ["tests.xctest", "--skip=Slow", "--filter", "A"])?.options
                == ["swift test --filter", "swift test --skip"])
        #expect(TestRunFilter.partialRun(arguments: ["--filter"]) == nil, "the program's own name is not an option")
    }
}
