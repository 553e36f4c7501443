import ArgumentParser
import Bezel
import BezelFiles
import BezelSnapshotResults
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
            let report = ThemesLintReport(themes: results.map {
                ThemesLintReport.Theme(file: $0.file, theme: $0.theme, findings: $0.findings.map(ThemesLintReport.Finding.init))
            })
            print(try JSONOutput.text(report))
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
