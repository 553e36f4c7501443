import ArgumentParser
import Bezel
import BezelFiles
import Foundation

/// `bezel themes lint FILE...`: the WCAG contrast of every text against its
/// background in every state (see ``ThemeLint``).
///
/// Exit status: 0 when every text is at least 4.5:1, 1 when some is not
/// (each listed), 2 when a file cannot be read (nothing else is reported).
struct ThemesLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "List the text colours under WCAG AA contrast (4.5:1) in theme files."
    )

    @Argument(help: "Theme files, or theme names in the themes folder.")
    var files: [String]

    @OptionGroup var themeOptions: ThemeOptions

    @Flag(help: "Print the findings as JSON.")
    var json = false

    func run() throws {
        let resolver = try themeOptions.resolver()
        var themes: [(String, Theme)] = []
        var errors: [Error] = []
        for file in files {
            do { themes.append((file, try resolver.theme(file, at: ThemeOptions.themeOption))) } catch { errors.append(error) }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        let results = themes.map { (file: $0.0, theme: $0.1.name, findings: ThemeLint.check($0.1)) }
        if json {
            let objects: [[String: Any]] = results.map { result in
                ["file": result.file, "theme": result.theme, "findings": result.findings.map { f -> [String: Any] in
                    ["control": f.control, "part": f.part, "foreground": f.foreground.hexString,
                     "background": f.background.hexString, "ratio": (f.ratio * 100).rounded() / 100, "minimum": f.minimum]
                }]
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            for result in results {
                print(result.findings.isEmpty ? "\(result.file): ok, every text at least \(ThemeLint.minimum):1"
                                              : "\(result.file): \(result.findings.count) under \(ThemeLint.minimum):1")
                for finding in result.findings { print("  \(finding)") }
            }
        }
        if results.contains(where: { !$0.findings.isEmpty }) { throw ExitCode(1) }
    }
}
