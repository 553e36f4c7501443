import ArgumentParser
import BezelFiles
import BezelPreviews
import BezelReports
import BezelSnapshotResults
import Foundation

/// `bezel preview --compare A B` and `--compare-git REV --theme T`: the two
/// sides read (a theme's committed text through `git show`), compared tile
/// by tile (in each variant the trait options give, a variant's words
/// after each tile's name), and the outcome printed for people or as JSON. Exit status 1
/// when anything changed, so CI can ask "did this theme change any pixel?".
struct PreviewCompare {
    let command: PreviewCommand
    let resolver: ThemeResolver

    /// The two sides the options name.
    func sides() throws -> (ThemeComparison.Side, ThemeComparison.Side) {
        if let revision = command.compareGit {
            guard command.themeReferences.count == 1, let path = resolver.file(of: command.themeReferences[0]) else {
                throw CommandFailure("--compare-git needs one --theme naming a theme file (a name in the themes folder, or a path)")
            }
            let now = try CommandFailure.catching { try ThemeFile.document(path: path) }
            let text = try Self.committedText(of: path, at: revision)
            let label = "\((path as NSString).lastPathComponent) at \(revision)"
            let then = try CommandFailure.catching {
                try ThemeFile.document(parsing: text, file: label, themesDirectory: resolver.themesDirectory ?? (path as NSString).deletingLastPathComponent)
            }
            return (.init(label: label, document: then), .init(label: (path as NSString).lastPathComponent, document: now))
        }
        var documents: [ThemeDocument] = [], errors: [Error] = []
        for reference in command.compare {
            do { documents.append(try resolver.document(reference, at: ThemeOptions.themeOption)) } catch { errors.append(error) }
        }
        guard errors.isEmpty else { throw CommandFailure(errors) }
        return (.init(label: command.compare[0], document: documents[0]), .init(label: command.compare[1], document: documents[1]))
    }

    /// `git show REV:./FILE` run in the file's folder: the file as committed at `revision`.
    static func committedText(of path: String, at revision: String) throws -> String {
        guard !revision.hasPrefix("-"), !revision.contains(":") else {
            throw CommandFailure("--compare-git: '\(revision)' is not a revision")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", (path as NSString).deletingLastPathComponent, "show",
                             "\(revision):./\((path as NSString).lastPathComponent)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw CommandFailure("--compare-git: cannot run git (\(error.localizedDescription))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure("--compare-git: git cannot show \(path) at \(revision): "
                                 + message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard data.count <= 1 << 20 else { throw CommandFailure("--compare-git: \(path) at \(revision) is over 1 MB") }
        return String(decoding: data, as: UTF8.self)
    }

    func run() throws {
        let (before, after) = try sides()
        let folder = try CommandFailure.claiming { try PreviewFolder(claiming: command.output) }
        let page = try ThemeComparison.run(before: before, after: after, scales: command.scales.isEmpty ? [2] : command.scales,
                                           variants: command.galleryVariants(), into: folder)
        let total = page.changed.count + page.unchanged.count
        if command.json {
            try printJSON(page, folder: folder)
        } else {
            print("bezel: \(before.label) → \(after.label): \(page.changed.count) of \(total) tiles changed, "
                  + "\(page.differences.count) theme value\(page.differences.count == 1 ? "" : "s") differ")
            let failing = page.failingChangedTiles
            if !page.changed.isEmpty {
                print(failing.isEmpty ? "bezel: every changed tile passes the contrast lint (\(ThemeLint.minimum):1)"
                      : "bezel: \(failing.count) changed tile\(failing.count == 1 ? " has" : "s have") text under \(ThemeLint.minimum):1: "
                        + failing.prefix(6).map { "\($0.name)@\(PreviewFolder.scaleText($0.scale))" }.joined(separator: ", ")
                        + (failing.count > 6 ? ", …" : ""))
            }
            print("bezel: comparison page \(folder.page.path)")
        }
        if !page.changed.isEmpty || !page.differences.isEmpty {
            throw ExitCode(1)
        }
    }

    /// ``ThemeComparisonReport``.
    private func printJSON(_ page: ThemeComparisonPage, folder: PreviewFolder) throws {
        print(try JSONOutput.text(ThemeComparisonReport(page, pagePath: folder.page.path), .line))
    }
}
