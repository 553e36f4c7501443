import ArgumentParser
import BezelFiles
import BezelReplay
import BezelGraphics
import BezelPreviews
import BezelStudio
import BezelStudioServer
import Foundation

/// `bezel studio`: drives a scene live in a browser and records what is
/// done as a script.
///
/// ```
/// bezel studio Examples/scenes/timer.yaml -o Examples/scripts/recorded.yaml
/// bezel studio Examples/scripts/timer-alarm.yaml        # carries on the script, saves back to it
/// ```
///
/// Serves one page on 127.0.0.1 (a port the system picks, or `--port`) at
/// an address carrying a random token, printed and opened in the browser
/// (unless `--no-open`); requests without the token, or whose Host or
/// Origin is not that address, are refused. The page's Save writes only the
/// script file named on the command line (`-o`, or the script given), a
/// `.yaml` file that is new or already a script; nothing else is written.
/// Runs until interrupted (Ctrl-C).
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Drive a scene live in the browser and record what you do as a script.",
        discussion: """
            Serves one page on 127.0.0.1 at an address with a random token (printed, and opened unless \
            --no-open); requests without it, or with another Host or Origin, are refused. Save writes only the \
            script named by -o (or the script given): a .yaml file that is new or already a script. Runs until \
            Ctrl-C.
            """
    )

    @Argument(help: "A scene file, or a script file to carry on (YAML).")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "The script file Save writes (default: the script given; none for a scene).")
    var output: String?

    @Option(help: "The port to listen on (default: one the system picks).")
    var port: UInt16 = 0

    @Flag(help: "Do not open the page in a browser.")
    var noOpen = false

    @OptionGroup var themeOptions: ThemeOptions

    func run() throws {
        let resolver = try themeOptions.resolver()
        let folder = resolver.themesDirectory
        let text = try CommandFailure.catchingScene { try TextFile.read(file, kind: "scene or script") }
        let isScript = text.range(of: #"(?m)^steps\s*:"#, options: .regularExpression) != nil
        let scenePath: String, steps: [ScriptAction]
        let script: Script?
        if isScript {
            let loaded = try CommandFailure.catchingScene { try ScriptFile.load(path: file, themesDirectory: folder) }
            guard let path = loaded.scenePath else {
                throw CommandFailure("\(file): the studio carries on scripts that name their scene file, not inline scenes")
            }
            (script, scenePath, steps) = (loaded, path, loaded.steps.map(\.action))
        } else {
            (script, scenePath, steps) = (nil, file, [])
        }
        let target = output ?? (isScript ? file : nil)
        if let target { try StudioOutput.check(target) }
        let scriptPath = file
        let source = StudioSource(themes: resolver.availableThemes(), scene: { theme in
            var scene = try SceneDocument.load(path: scenePath, themesDirectory: folder)
            if let theme { (scene.theme, scene.themeName) = (try resolver.theme(theme, at: ThemeOptions.themeOption), theme) }
            return scene
        }, steps: isScript ? { try ScriptFile.load(path: scriptPath, themesDirectory: folder).steps.map(\.action) } : nil)
        let scene = try script?.scene ?? CommandFailure.catchingScene { try source.scene(nil) }
        let session = try StudioSession(scene: scene, steps: steps)
        let controller = StudioController(session: session, source: source)
        controller.saveRefusal += ": start it with --output FILE.yaml"
        if let target {
            controller.save = { session in
                try StudioOutput.check(target)
                let folder = StudioOutput.folder(of: target)
                let relativeScene = StudioOutput.relativePath(from: folder, to: scenePath)
                // The schema line always: the nearest Schemas/script.schema.json
                // above, else this bezel's written beside the script (as `bezel init` does).
                var schemas = SchemaPlan(folder: URL(fileURLWithPath: folder), shownFolder: "")
                let schema = try schemas.path(for: "script")
                var wrote = ""
                for planned in schemas.toWrite {
                    try FileManager.default.createDirectory(at: planned.path.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try writeFileAtomically(Data(planned.text.utf8), to: planned.path.path)
                    wrote = " (and the script schema its first line names to \(planned.path.path))"
                }
                try writeFileAtomically(Data(session.scriptText(scene: relativeScene, schema: schema).utf8), to: target)
                return "saved \(session.steps.count) steps to \(target)" + wrote
            }
        }
        let server = try LocalServing.listening("the studio", port: port == 0 ? nil : port) {
            try StudioServer(controller: controller, title: (file as NSString).lastPathComponent, port: port)
        }
        let open = !noOpen
        let watched = StudioOutput.watchedFiles(scene: scenePath, script: isScript ? file : nil, resolver: resolver)
        StudioOutput.watch(watched) { changed in
            let semaphore = DispatchSemaphore(value: 0)
            Task {
                await server.reload(changed: changed)
                semaphore.signal()
            }
            semaphore.wait()
        }
        try LocalServing.serve(server, what: "the studio", port: port == 0 ? nil : port) { address in
            let lines = "bezel studio: \(address)\nbezel studio: Ctrl-C stops it"
                + (target.map { "; Save writes \($0)" } ?? "; start with -o FILE.yaml to save") + "\n"
            FileHandle.standardOutput.write(Data(lines.utf8))
            if open { StudioOutput.openInBrowser(address) }
        }
    }
}

/// Where the studio may save, and how it names the scene from there.
enum StudioOutput {
    /// Refuses a path that is not a `.yaml` file the studio may write: a
    /// folder, a link, or an existing file that is not a script.
    static func check(_ path: String) throws {
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
            throw CommandFailure("-o \(path): the studio saves a script, a .yaml file")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }   // new
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw CommandFailure("-o \(path): is not a plain file (a folder or a link): not replaced")
        }
        let text = (try? TextFile.read(path, kind: "script")) ?? ""
        guard text.range(of: #"(?m)^steps\s*:"#, options: .regularExpression) != nil else {
            throw CommandFailure("-o \(path): exists and is not a script: not replaced")
        }
    }

    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// `target` relative to `folder`, both made absolute (`../scenes/timer.yaml`).
    static func relativePath(from folder: String, to target: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }

    /// The files whose change the page follows: the scene, its images, the
    /// script being carried on, the themes folder's themes and the theme file the scene names.
    static func watchedFiles(scene: String, script: String?, resolver: ThemeResolver) -> [String] {
        var paths = [scene] + WatchedFiles.images(in: (scene as NSString).deletingLastPathComponent)
        if let script { paths.append(script) }
        if let themes = resolver.themesDirectory { paths += ThemeFolder.yamlFiles(in: themes) }
        if let named = try? SceneDocument.load(path: scene, themesDirectory: resolver.themesDirectory).themeName,
           let themeFile = resolver.file(of: named) {
            paths.append(themeFile)
        }
        return paths
    }

    /// How often the watched files are looked at, in seconds.
    static let watchInterval = 0.25

    /// Looks at `paths` every ``watchInterval`` on a thread of its own for
    /// the life of the process and calls `changed` with those that changed.
    static func watch(_ paths: [String], changed: @escaping @Sendable ([String]) -> Void) {
        let thread = Thread {
            var watched = WatchedFiles(paths)
            while true {
                Thread.sleep(forTimeInterval: watchInterval)
                let files = watched.changed()
                if !files.isEmpty { changed(files) }
            }
        }
        thread.start()
    }

    /// Opens `address` with `xdg-open` when there is one; a machine without a browser just has the printed address.
    static func openInBrowser(_ address: String) {
        for tool in ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"] where FileManager.default.isExecutableFile(atPath: tool) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [address]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            return
        }
    }
}
