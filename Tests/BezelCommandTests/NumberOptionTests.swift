import Foundation
import Testing

/// A negative number given to a numeric option is read as its value and
/// refused with the option's own rule, not taken for an unknown flag
/// ("Missing value for '--jobs'").
@Suite struct NumberOptionTests {
    @Test(arguments: [
        (["snapshots", "verify", "--jobs", "-1"], "--jobs: -1 is not 1…256"),
        (["snapshots", "verify", "--scale", "-1"], "--scale: -1 is not 1, 2 or 3"),
        (["preview", "--scale", "-2"], "--scale must be 1, 2 or 3, not -2.0"),
        (["text", "x", "-o", "/dev/null/x.png", "--scale", "-1"], "--scale must be a number of pixels per point"),
        (["lint", "x", "--accessibility", "--min-touch-target", "-1"], "--min-touch-target must be a number of points from 0 to 1000, not -1.0"),
    ])
    func negativeValuesAreRefusedByTheirRule(arguments: [String], message: String) throws {
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        let bezel = try #require(FontIsolationTests.locateBezel())
        let result = try FontIsolationTests.run(bezel, arguments + (arguments[0] == "snapshots" ? [scene] : []), environment: nil)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }
}
