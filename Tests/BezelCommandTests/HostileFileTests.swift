import Foundation
import Testing

/// Files copied from elsewhere are hostile until checked: every command
/// refuses them quickly, at file:line:column, with exit 2, writing nothing.
@Suite struct HostileFileTests {
    /// A kilobyte of nested YAML aliases that would expand to 10⁹ values.
    static let laughs: String = {
        var lines = ["unknown:", "  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test(arguments: [["render", "FILE", "-o", "OUT/x.png"], ["replay", "FILE", "-o", "OUT/run"],
                      ["themes", "lint", "FILE"], ["preview", "--theme", "FILE", "-o", "OUT/preview"]])
    func aliasBombsAreRefusedByEveryCommand(_ template: [String]) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lol.yaml")
        try Self.laughs.write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let arguments = template.map { $0 == "FILE" ? file.path : $0.replacingOccurrences(of: "OUT", with: out.path) }
        let result = try FontIsolationTests.run(bezel, arguments, environment: nil)
        #expect(result.status == 2, "\(template): \(result.stderr)")
        #expect(result.stderr.contains("lol.yaml:2:"), "\(result.stderr)")
        #expect(result.stderr.contains("expands to more values than it has bytes"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
