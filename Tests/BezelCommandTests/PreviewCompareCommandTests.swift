import Foundation
import Testing

/// `bezel preview --compare` and `--compare-git` run as a user runs them.
@Suite struct PreviewCompareCommandTests {
    @Test func theShippedThemesDifferAndTheExitStatusSaysSo() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let out = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let themes = FileCommandTests.packageRoot.appendingPathComponent("Themes").path
        let result = try FontIsolationTests.run(bezel, ["preview", "--compare", "default", "dark", "--json", "--scale", "1",
                                                        "--themes-dir", themes, "-o", out.path], environment: nil)
        #expect(result.status == 1, "a difference exits 1: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let changed = try #require(object["changed"] as? [[String: Any]])
        #expect(changed.count + (object["unchanged"] as? Int ?? 0) == 63)
        #expect(changed.count > 40)
        let differences = try #require(object["differences"] as? [[String: Any]])
        #expect(differences.contains { $0["path"] as? String == "background" && ($0["afterLocation"] as? String)?.contains("dark.yaml:") == true })

        let same = try FontIsolationTests.run(bezel, ["preview", "--compare", "dark", "\(themes)/dark.yaml", "--scale", "1",
                                                      "--themes-dir", themes, "-o", out.path], environment: nil)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("0 of 63 tiles changed, 0 theme values differ"))
    }

    @Test func aThemeFileIsComparedWithItsCommittedText() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("mine.yaml")
        try "name: mine\nextends: default\nbutton:\n  selected: {fillTop: '#2F6FD6'}\n".write(to: theme, atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "mine.yaml"],
                          ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "theme"]] {
            let git = try FontIsolationTests.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", folder.path] + arguments, environment: nil)
            try #require(git.status == 0, "\(git.stderr)")
        }
        let out = folder.appendingPathComponent("out").path
        let clean = try FontIsolationTests.run(bezel, ["preview", "--compare-git", "HEAD", "--theme", theme.path, "--scale", "1",
                                                       "-o", out], environment: nil)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

        try "name: mine\nextends: default\nbutton:\n  selected: {fillTop: '#1A3F99'}\n".write(to: theme, atomically: true, encoding: .utf8)
        let edited = try FontIsolationTests.run(bezel, ["preview", "--compare-git", "HEAD", "--theme", theme.path, "--scale", "1",
                                                        "-o", out], environment: nil)
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("mine.yaml at HEAD → mine.yaml: 1 of 63 tiles changed, 1 theme value differ"), "\(edited.stdout)")
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("button.selected.fillTop"))

        let missing = try FontIsolationTests.run(bezel, ["preview", "--compare-git", "no-such-revision", "--theme", theme.path,
                                                         "-o", out], environment: nil)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("git cannot show"), "\(missing.stderr)")
    }
}
