import BezelGraphics
import Foundation
import Testing

/// Runs the built `bezel text` command as a user would, under different host
/// font configurations, and checks that the pixels do not change: Bezel's
/// private font set must not see `FONTCONFIG_FILE`, a user's own fontconfig
/// set-up or the host's fonts (extra ones, or a rule that swaps a family).
///
/// The `bezel` executable is looked for in the build products folder the
/// test binary sits in (set `BEZEL_EXECUTABLE` to point elsewhere). When it
/// cannot be found or run, the test fails and says why.
@Suite struct FontIsolationTests {
    /// A sample that exercises kerning, accents, a symbol and wrapping.
    static let sample = "Héllo wörld → Bezel ✓ AVA Type fi"

    @Test func hostFontConfigurationDoesNotChangeThePixels() throws {
        let bezel = try #require(Self.locateBezel(), """
            The built `bezel` executable was not found (looked in: \
            \(Self.searchFolders().map(\.path).joined(separator: ", "))). \
            Build it with `swift build`, or set BEZEL_EXECUTABLE to its path.
            """)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bezel-font-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let emptyConfig = folder.appendingPathComponent("empty-fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig></fontconfig>

            """.utf8).write(to: emptyConfig)

        // A host whose font set-up has extra fonts and makes "DejaVu Sans"
        // (the family the sample is drawn in) mean "DejaVu Sans Mono": as a
        // user's own configuration ($XDG_CONFIG_HOME/fontconfig/fonts.conf,
        // fonts in $XDG_DATA_HOME/fonts and ~/.fonts) and as FONTCONFIG_FILE.
        let home = folder.appendingPathComponent("home")
        let remapping = try Self.writeRemappingHost(in: home)

        // FONTCONFIG_FILE pointing at an empty configuration, at the host's,
        // and unset; then a system root that would hide every font file.
        let runs: [(name: String, environment: [String: String?])] = [
            ("empty-config", ["FONTCONFIG_FILE": emptyConfig.path]),
            ("extra-host-fonts", ["FONTCONFIG_FILE": nil, "HOME": home.path,
                                  "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                                  "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path]),
            ("remapping-config", ["FONTCONFIG_FILE": remapping.path]),
            ("system-config", ["FONTCONFIG_FILE": "/etc/fonts/fonts.conf"]),
            ("unset", ["FONTCONFIG_FILE": nil]),
            ("sysroot", ["FONTCONFIG_FILE": nil, "FONTCONFIG_SYSROOT": folder.path]),
            // Unreadable as a configuration: fontconfig complains if anything loads the host's set-up.
            ("dev-null-config", ["FONTCONFIG_FILE": "/dev/null"]),
        ]
        var images: [(name: String, image: Image)] = []
        for run in runs {
            let output = folder.appendingPathComponent("\(run.name).png").path
            try Self.runBezel(bezel, output: output, environment: run.environment)
            images.append((run.name, try Image(contentsOfPNG: output)))
        }

        let reference = images[0]
        let pixels = reference.image.premultipliedARGB()
        // Not blank: a good share of pixels are dark ink, and the corners are white paper.
        let dark = pixels.filter { word in ((word >> 16) & 255) + ((word >> 8) & 255) + (word & 255) < 384 }.count
        #expect(dark > 200, "only \(dark) dark pixels: the text was not drawn")
        #expect(reference.image.pixel(x: 0, y: 0) == .white)
        #expect(reference.image.pixelWidth > 100 && reference.image.pixelHeight > 60)
        for other in images.dropFirst() {
            #expect(other.image.pixelWidth == reference.image.pixelWidth
                && other.image.pixelHeight == reference.image.pixelHeight,
                "\(other.name) is \(other.image.pixelWidth)x\(other.image.pixelHeight), \(reference.name) is \(reference.image.pixelWidth)x\(reference.image.pixelHeight)")
            #expect(other.image.premultipliedARGB() == pixels, "\(other.name) differs from \(reference.name)")
        }
    }

    /// Writes a home folder whose fontconfig set-up adds fonts and maps
    /// "DejaVu Sans" to "DejaVu Sans Mono"; returns the configuration file.
    /// When `fc-match` is installed, checks that the host's fontconfig does
    /// follow it (so the runs that use it test something).
    static func writeRemappingHost(in home: URL) throws -> URL {
        let manager = FileManager.default
        let fonts = home.appendingPathComponent(".local/share/fonts")
        let config = home.appendingPathComponent(".config/fontconfig/fonts.conf")
        for folder in [fonts, home.appendingPathComponent(".fonts"), config.deletingLastPathComponent()] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let bundled = packageRoot.appendingPathComponent("Sources/BezelGraphics/Resources/Fonts")
        for name in try manager.contentsOfDirectory(atPath: bundled.path) where name.contains("Mono") {
            try manager.copyItem(at: bundled.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
            try manager.copyItem(at: bundled.appendingPathComponent(name), to: home.appendingPathComponent(".fonts/\(name)"))
        }
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(fonts.path)</dir>
              <match target="pattern">
                <test name="family"><string>DejaVu Sans</string></test>
                <edit name="family" mode="assign" binding="strong"><string>DejaVu Sans Mono</string></edit>
              </match>
            </fontconfig>

            """.utf8).write(to: config)
        if let fcMatch = ["/usr/bin/fc-match", "/bin/fc-match"].first(where: manager.isExecutableFile(atPath:)) {
            let matched = try run(URL(fileURLWithPath: fcMatch), ["DejaVu Sans:bold"],
                                  environment: ["FONTCONFIG_FILE": config.path, "HOME": home.path])
            #expect(matched.stdout.contains("DejaVu Sans Mono"), "the remapping host does not remap: \(matched.stdout)")
        }
        return config
    }

    /// The package's root folder.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Pango takes the language of runs whose script the layout's language
    /// does not write from `PANGO_LANGUAGE` or `LANGUAGE` (Han in an English
    /// layout, Arabic): Bezel sets `PANGO_LANGUAGE=en` before Pango reads it.
    @Test func hostLanguageDoesNotChangeThePixels() throws {
        let bezel = try #require(Self.locateBezel(), "The built `bezel` executable was not found.")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bezel-language-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "Han 直骨角化 مرحبا ١٢٣"
        func render(_ name: String, language: String, environment: [String: String?]) throws -> [UInt32] {
            var env = ProcessInfo.processInfo.environment
            for key in ["LANGUAGE", "PANGO_LANGUAGE", "LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES"] { env[key] = nil }
            for (key, value) in environment { env[key] = value }
            let output = folder.appendingPathComponent("\(name).png").path
            let arguments = ["text", text, "--language", language, "--size", "24", "-o", output]
            let result = try Self.run(bezel, arguments, environment: env)
            try #require(result.status == 0, "`bezel \(arguments.joined(separator: " "))` with \(name): \(result.stderr)")
            return try Image(contentsOfPNG: output).premultipliedARGB()
        }
        let reference = try render("default", language: "en", environment: [:])
        let hosts: [(String, [String: String?])] = [
            ("LANGUAGE=zh_TW", ["LANGUAGE": "zh_TW"]), ("LANGUAGE=zh_TW:ja", ["LANGUAGE": "zh_TW:ja", "LANG": "zh_TW.UTF-8"]),
            ("LC_ALL=ko_KR", ["LC_ALL": "ko_KR.UTF-8", "LANG": "ko_KR.UTF-8"]), ("LANGUAGE=fa", ["LANGUAGE": "fa"]),
            ("LANGUAGE=ur", ["LANGUAGE": "ur"]), ("PANGO_LANGUAGE=zh-tw", ["PANGO_LANGUAGE": "zh-tw"]),
        ]
        for (name, environment) in hosts {
            #expect(try render(name, language: "en", environment: environment) == reference, "\(name) changes the pixels")
        }
        // The test can tell: Traditional Chinese forms are other pixels.
        #expect(try render("zh-Hant", language: "zh-Hant", environment: [:]) != reference)
    }

    @Test func badOptionsFailWithAMessage() throws {
        let bezel = try #require(Self.locateBezel(), "The built `bezel` executable was not found.")
        let result = try Self.run(bezel, ["text", "x", "--size", "0", "-o", "/tmp/never-written.png"], environment: nil)
        #expect(result.status != 0)
        #expect(result.stderr.contains("--size"), "stderr was: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.png"))
    }

    // MARK: Running bezel

    /// Runs `bezel text` and fails with its output when it does not write the PNG.
    static func runBezel(_ bezel: URL, output: String, environment changes: [String: String?]) throws {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        let described = changes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ?? "(unset)")" }
            .joined(separator: " ")
        let arguments = ["text", sample, "--size", "17", "--bold", "--width", "150", "--scale", "2", "-o", output]
        let result = try run(bezel, arguments, environment: environment)
        // Nothing reads the host's font configuration, so fontconfig has nothing to say.
        #expect(!result.stderr.contains("Fontconfig"), "with \(described): \(result.stderr)")
        try #require(result.status == 0, """
            `bezel \(arguments.joined(separator: " "))` with \(described) \
            exited with \(result.status): \(result.stderr)
            """)
        try #require(FileManager.default.fileExists(atPath: output), """
            `bezel text` exited 0 but wrote no PNG at \(output) (stdout: \(result.stdout)). \
            Is TextCommand registered as a subcommand of the main command?
            """)
    }

    /// Runs `executable` to completion and returns its status and output.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]?) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child cannot block.
        let errData = ReadAll(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self),
                String(decoding: errData.wait(), as: UTF8.self))
    }

    // MARK: Finding bezel

    /// The folders the test binary may have been built into.
    static func searchFolders() -> [URL] {
        var folders: [URL] = []
        if let argument = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            // macOS: products/BezelPackageTests.xctest/Contents/MacOS/…; Linux: products/BezelPackageTests.xctest.
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Walk up out of an .xctest bundle to the products folder.
        var expanded: [URL] = []
        for folder in folders {
            var current = folder.standardizedFileURL
            for _ in 0..<4 {
                if !expanded.contains(current) { expanded.append(current) }
                current = current.deletingLastPathComponent()
            }
        }
        return expanded
    }

    /// The `bezel` executable: `BEZEL_EXECUTABLE` if set, else the one in the build products folder.
    static func locateBezel() -> URL? {
        if let path = ProcessInfo.processInfo.environment["BEZEL_EXECUTABLE"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        for folder in searchFolders() {
            let candidate = folder.appendingPathComponent("bezel")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }
}

/// Reads a file handle to its end on a background thread.
final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
