import Foundation
import Testing

/// Errors in a file that another file names (a script's scene, a scene's
/// theme) name it the way the user named the first file: relative to the
/// current folder, never by an absolute path the user did not write.
@Suite struct FilePathsCommandTests {
    /// `scenes/y.yaml` with a bad value on line 5, the scripts that name it
    /// (or a scene that is not there), and a scene naming a bad theme.
    static func project() throws -> URL {
        let root = try FileCommandTests.temporaryFolder()
        let write = { (text: String, path: String) in try SnapshotsCommandTests.write(text, path, in: root) }
        try write("// swift-tools-version:6.0\n", "Package.swift")
        try write("""
            size: {width: 200, height: 100}
            root:
              type: vstack
              children:
                - {type: switch, id: alarm, "on": maybe}
            """, "scenes/y.yaml")
        try write("scene: ../scenes/y.yaml\nsteps:\n  - tap: \"#alarm\"\n", "scripts/x.yaml")
        try write("scene: ../scenes/nope.yaml\nsteps:\n  - tap: \"#alarm\"\n", "scripts/missing.yaml")
        try write("name: bad\nbutton: {cornerRadius: big}\n", "themes/bad.yaml")
        try write("size: {width: 200, height: 100}\ntheme: ../themes/bad.yaml\nroot: {type: switch, id: alarm}\n", "scenes/themed.yaml")
        try write("scene: ../scenes/themed.yaml\nsteps:\n  - tap: \"#alarm\"\n", "scripts/themed.yaml")
        return root
    }

    static let sceneError = "scenes/y.yaml:5:39: 'on' must be true or false, not 'maybe'\n"
    static let themeError = "themes/bad.yaml:2:24: 'cornerRadius' must be a number, not 'big'; expected a number from 0 to 100\n"

    @Test func replayNamesTheScenesErrorsFromTheCurrentFolder() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let replay = try OutputFolderCommandTests.bezel(["replay", "scripts/x.yaml", "-o", "out"], in: root)
        #expect(replay.status == 2)
        #expect(replay.stderr == Self.sceneError)
        let missing = try OutputFolderCommandTests.bezel(["replay", "scripts/missing.yaml", "-o", "out"], in: root)
        #expect(missing.stderr.hasPrefix("scripts/missing.yaml:1:8: the scene file 'scenes/nope.yaml' does not exist"), "\(missing.stderr)")
        let inside = try OutputFolderCommandTests.bezel(["replay", "x.yaml", "-o", "../out"], in: root.appendingPathComponent("scripts"))
        #expect(inside.stderr == "../" + Self.sceneError)
        let themed = try OutputFolderCommandTests.bezel(["replay", "scripts/themed.yaml", "-o", "out"], in: root)
        #expect(themed.stderr == Self.themeError)
        for result in [replay, missing, inside, themed] { #expect(!result.stderr.contains(root.path), "\(result.stderr)") }
    }

    @Test func verifyNamesTheScenesErrorsOnce() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let verify = try OutputFolderCommandTests.bezel(["snapshots", "verify", "scripts/x.yaml", "scripts/themed.yaml"], in: root,
                                                        environment: [:])
        #expect(verify.status == 2, "\(verify.stderr)")
        #expect(verify.stdout.hasPrefix(Self.themeError + Self.sceneError), "\(verify.stdout)")
        #expect(!verify.stdout.contains(root.path), "\(verify.stdout)")
    }

    @Test func renderAndThemesLintNameTheThemeAsGiven() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let render = try OutputFolderCommandTests.bezel(["render", "scenes/themed.yaml", "-o", "o.png"], in: root)
        #expect(render.stderr == Self.themeError)
        let lint = try OutputFolderCommandTests.bezel(["themes", "lint", "themes/bad.yaml"], in: root)
        #expect(lint.stderr == Self.themeError)
    }
}
