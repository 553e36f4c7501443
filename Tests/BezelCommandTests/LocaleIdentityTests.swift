import Foundation
import Testing

/// The same scene gives the same bytes whatever the process's locale: a
/// Turkish dotless i, a decimal comma or Japanese collation must not reach
/// file reading, layout or rendering.
@Suite struct LocaleIdentityTests {
    /// Compiles `locales` into a private folder for `LOCPATH` (no root needed).
    private func compileLocales(_ locales: [String], into folder: URL) throws {
        for locale in locales {
            let (name, charmap) = (String(locale.split(separator: ".")[0]), "UTF-8")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
            process.arguments = ["--no-archive", "-i", name, "-f", charmap, folder.appendingPathComponent(locale).path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            // localedef exits 1 for warnings; the compiled folder is what counts.
            try #require(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(locale)/LC_CTYPE").path),
                         "localedef could not compile \(locale) (is the 'locales' package installed?)")
        }
    }

    @Test func renderIsByteIdenticalUnderEveryLocale() throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let locales = ["tr_TR.UTF-8", "ja_JP.UTF-8", "de_DE.UTF-8"]
        try compileLocales(locales, into: folder)
        let scene = FileCommandTests.packageRoot.appendingPathComponent("Examples/scenes/timer.yaml").path
        var outputs: [(String, Data)] = []
        for locale in ["C"] + locales {
            var environment = ProcessInfo.processInfo.environment
            environment["LOCPATH"] = folder.path
            environment["LANG"] = locale
            environment["LC_ALL"] = locale
            let target = folder.appendingPathComponent("timer-\(locale).png").path
            let result = try FontIsolationTests.run(bezel, ["render", scene, "-o", target], environment: environment)
            #expect(result.status == 0, "\(locale): \(result.stderr)")
            outputs.append((locale, try Data(contentsOf: URL(fileURLWithPath: target))))
        }
        let (_, reference) = outputs[0]
        for (locale, data) in outputs.dropFirst() {
            #expect(data == reference, "\(locale) rendered different bytes from C")
        }
    }
}
