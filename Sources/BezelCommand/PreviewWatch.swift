import BezelFiles
import BezelPreviews
import Foundation

/// The loop of `bezel preview --watch`: polls the themes, scenes and images
/// the preview reads; after a change reads them again, re-renders what the
/// change touched and rewrites the page and `watch.js`, so an open page
/// swaps in the new tiles. A file error prints as `file:line:column:
/// message`, shows on the page, and the watch goes on with what it had.
struct PreviewWatch {
    let command: PreviewCommand
    let resolver: ThemeResolver
    let renderer: PreviewRenderer

    /// How often the files are looked at.
    static let interval = 0.1

    func files() -> [String] {
        var paths: [String] = []
        if let folder = resolver.themesDirectory {
            paths += ThemeFolder.yamlFiles(in: folder)
        }
        paths += command.themeReferences.compactMap { resolver.file(of: $0) }
        for path in command.scenes {
            paths.append(path)
            paths += WatchedFiles.images(in: (path as NSString).deletingLastPathComponent)
        }
        return paths
    }

    /// Prints what was said at once, even into a pipe: a watching terminal or script sees each render as it happens.
    private func say(_ line: String) {
        print(line)
        fflush(nil)
    }

    func run() throws {
        var watched = WatchedFiles(files())
        say("bezel: watching \(watched.paths.count) files; open file://\(renderer.folder.page.path) (Ctrl-C stops)")
        var renders = 0
        while command.stopAfter.map({ renders < $0 }) ?? true {
            Thread.sleep(forTimeInterval: Self.interval)
            let changed = watched.changed()
            guard !changed.isEmpty else { continue }
            let started = DispatchTime.now().uptimeNanoseconds
            renders += 1
            let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            do {
                let (themes, scenes) = try CommandFailure.catching { try command.inputs(resolver) }
                let changedScenes = Set(scenes.filter { WatchedFiles.dependsOnChange(scene: $0, changed: changed) }.map(\.path))
                let report = try renderer.render(themes: themes, scenes: scenes, changedScenes: changedScenes)
                try renderer.writePage(title: command.title, watching: true, reload: report.reload)
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
                say("bezel: \(names) changed: re-rendered \(report.images.count) image\(report.images.count == 1 ? "" : "s") "
                      + "in \(String(format: "%.0f", milliseconds)) ms")
                if command.scenes.isEmpty { try renderer.renderSheets(of: report.changedThemes) }
                watched.add(files())
            } catch {
                let failure = error as? CommandFailure ?? CommandFailure([error])
                failure.report()
                try renderer.writePage(title: command.title, watching: true, errors: failure.lines)
                say("bezel: \(names) changed: not re-rendered, \(failure.lines.count) error\(failure.lines.count == 1 ? "" : "s") (still watching)")
            }
        }
    }
}
