import Foundation
import Testing

/// What the documentation shows still works: README.md, CONTRIBUTING.md,
/// Benchmarks/README.md and every DocC article (`Sources/*/*.docc/*.md`).
/// CONTRIBUTING.md ("Documentation is tested too") states the rules:
///
/// - each Swift block's lines appear, in order, in the test file that
///   compiles it (the default files, or the one a
///   `<!-- swift: checked against PATH -->` line before the block names);
/// - every `bezel …` command, in a block or inline, names subcommands that
///   exist and options its `--help` lists;
/// - the commands in a block after `<!-- commands: run by ... -->` run for
///   real in a scratch copy of `Examples/`, `Themes/` and `Schemas/`;
/// - scripts shown exist, parse, and know the options shown with them.
@Suite struct DocumentationTests {
    static let root = FileCommandTests.packageRoot

    // MARK: Reading the documents

    struct Block: CustomStringConvertible {
        let document: String
        let line: Int
        let language: String
        let lines: [String]
        /// The HTML comment on the last non-empty line before the block, if any.
        let marker: String?
        var description: String { "\(document):\(line)" }
    }

    /// Every documentation file, relative to the package root.
    static func documents() throws -> [String] {
        var paths = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            else { continue }
            paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of a document, and its text outside them.
    static func parse(_ path: String) throws -> (blocks: [Block], prose: String) {
        let lines = try text(path).components(separatedBy: "\n")
        var blocks: [Block] = [], prose: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else { prose.append(line); index += 1; continue }
            let indent = line.prefix { $0 == " " }.count
            let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            let marker = prose.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .flatMap { $0.hasPrefix("<!--") && $0.hasSuffix("-->") ? String($0.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces) : nil }
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            blocks.append(Block(document: path, line: index - body.count, language: language, lines: body, marker: marker))
            prose.append("")   // a block ends a paragraph
            index += 1
        }
        return (blocks, prose.joined(separator: "\n"))
    }

    static func allBlocks() throws -> [Block] { try documents().flatMap { try parse($0).blocks } }

    // MARK: Swift

    static let defaultSwiftChecks = ["Tests/BezelReplayTests/DocumentationExamplesTests.swift",
                                     "Tests/BezelTests/Declarative/ReadmeExampleTests.swift"]

    /// A line as compared: no trailing `//` comment, no `@Test `/`@testable `, trimmed.
    static func normalized(_ line: String) -> String? {
        var line = line
        if let comment = line.range(of: #"\s+//\s.*$"#, options: .regularExpression) { line.removeSubrange(comment) }
        line = line.trimmingCharacters(in: .whitespaces)
        for prefix in ["@Test ", "@testable "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
        return line.isEmpty || line.hasPrefix("//") ? nil : line
    }

    /// The first line of `block` not found, in order, in `lines`, or nil when all are.
    static func firstMissing(_ block: [String], in lines: [String]) -> String? {
        var position = lines.startIndex
        for wanted in block {
            guard let found = lines[position...].firstIndex(of: wanted) else { return wanted }
            position = found + 1
        }
        return nil
    }

    @Test func swiftBlocksAreCompiledByTheirTests() throws {
        let swiftBlocks = try Self.allBlocks().filter { $0.language == "swift" }
        #expect(swiftBlocks.count >= 10, "found only \(swiftBlocks.count) Swift blocks")
        for block in swiftBlocks {
            var candidates = Self.defaultSwiftChecks
            if let marker = block.marker, marker.hasPrefix("swift: checked against ") {
                candidates = [String(marker.dropFirst("swift: checked against ".count))]
            }
            let wanted = block.lines.compactMap(Self.normalized)
            let misses = try candidates.map { path in
                Self.firstMissing(wanted, in: try Self.text(path).components(separatedBy: "\n").compactMap(Self.normalized))
            }
            #expect(misses.contains { $0 == nil }, """
                \(block): the Swift block is not in \(candidates.joined(separator: " or ")), in order; \
                first line missing: \(misses.compactMap { $0 }.first ?? "")
                """)
        }
    }

    // MARK: bezel commands

    /// `bezel …` as written: in blocks (a line, joined with its `\` continuations)
    /// and in inline code spans of the prose.
    static func bezelCommands() throws -> [(place: String, command: String)] {
        var found: [(String, String)] = []
        let invocation = try NSRegularExpression(pattern: #"(?:^|[\s(;|&$])bezel ([a-z].*)$"#)
        for path in try documents() {
            let (blocks, prose) = try parse(path)
            for block in blocks {
                for (offset, line) in joinedContinuations(block.lines).enumerated() {
                    var line = line
                    if let comment = line.range(of: #"\s#\s.*$"#, options: .regularExpression) { line.removeSubrange(comment) }
                    let range = NSRange(line.startIndex..., in: line)
                    if let match = invocation.firstMatch(in: line, range: range), let words = Range(match.range(at: 1), in: line) {
                        found.append(("\(block.document):\(block.line + offset)", line[words].trimmingCharacters(in: .whitespaces)))
                    }
                }
            }
            let span = try NSRegularExpression(pattern: #"`(?:swift run )?bezel ([a-z][^`]*)`"#)
            for match in span.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
                if let words = Range(match.range(at: 1), in: prose) {
                    found.append((path, prose[words].split(whereSeparator: \.isWhitespace).joined(separator: " ")))
                }
            }
        }
        return found
    }

    static func joinedContinuations(_ lines: [String]) -> [String] {
        var joined: [String] = [], pending = ""
        for line in lines {
            if line.hasSuffix("\\") { pending += line.dropLast() + " "; continue }
            joined.append(pending + line)
            pending = ""
        }
        if !pending.isEmpty { joined.append(pending) }
        return joined
    }

    /// Runs `bezel ARGUMENTS --help` once per path of subcommands.
    final class Helps: @unchecked Sendable {
        let bezel: URL
        private var cache: [[String]: String] = [:]
        init(bezel: URL) { self.bezel = bezel }

        func help(_ path: [String]) throws -> String {
            if let text = cache[path] { return text }
            let result = try FontIsolationTests.run(bezel, path + ["--help"], environment: nil)
            try #require(result.status == 0, "bezel \(path.joined(separator: " ")) --help exited \(result.status): \(result.stderr)")
            cache[path] = result.stdout
            return result.stdout
        }

        /// The subcommands a help text lists.
        func subcommands(_ path: [String]) throws -> Set<String> {
            let text = try help(path)
            guard let start = text.range(of: "SUBCOMMANDS:") else { return [] }
            var names: Set<String> = []
            for line in text[start.upperBound...].split(separator: "\n") {
                guard line.hasPrefix("  "), !line.hasPrefix("   ") else { if !line.hasPrefix(" ") { break }; continue }
                if let name = line.split(separator: " ").first { names.insert(String(name)) }
            }
            return names
        }
    }

    /// An option as written (`[-o`, `'--results`, `--theme=dark,`) reduced to its name, or nil.
    static func option(_ token: Substring) -> String? {
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "[]()'\",.;`"))
        guard let match = trimmed.range(of: #"^--?[A-Za-z][A-Za-z0-9-]*"#, options: .regularExpression) else { return nil }
        return String(trimmed[match])
    }

    @Test func everyBezelCommandShownExistsWithItsOptions() throws {
        let helps = Helps(bezel: try #require(FontIsolationTests.locateBezel()))
        let commands = try Self.bezelCommands()
        #expect(commands.count >= 40, "found only \(commands.count) bezel commands")
        for (place, command) in commands {
            var path: [String] = []
            var words = command.split(separator: " ")[...]
            while let word = words.first {
                let known = try helps.subcommands(path)
                let alternatives = word.split(separator: "|").map(String.init)
                guard let first = alternatives.first, known.contains(first) else { break }
                for other in alternatives where !known.contains(other) {
                    Issue.record("\(place): `bezel \(command)`: \(other) is not a subcommand of `bezel \(path.joined(separator: " "))`")
                }
                path.append(first)
                words = words.dropFirst()
            }
            let help = try helps.help(path)
            let hasSubcommands = try !helps.subcommands(path).isEmpty
            if path.isEmpty || hasSubcommands {
                Issue.record("\(place): `bezel \(command)` names no command that runs")
                continue
            }
            for token in words {
                guard let option = Self.option(token), option != "--help" else { continue }
                let listed = help.range(of: #"(^|[\s,\[])\#(NSRegularExpression.escapedPattern(for: option))([\s,=<\]]|$)"#,
                                        options: .regularExpression) != nil
                #expect(listed, "\(place): `bezel \(command)`: \(option) is not in `bezel \(path.joined(separator: " ")) --help`")
            }
        }
    }

    // MARK: Commands run for real

    static let runMarker = "commands: run by Tests/BezelCommandTests/DocumentationTests.swift"

    struct Step {
        let command: String
        let status: Int32
        let output: [String]
    }

    /// The steps of a marked block: `swift run bezel` becomes `bezel`; the
    /// comment's `exits N` is the status wanted (else 0); in a `$ ` block the
    /// lines after a command are text its output must hold.
    static func steps(_ block: Block) -> [Step] {
        var steps: [Step] = []
        let console = block.lines.contains { $0.hasPrefix("$ ") }
        for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            if console && !line.hasPrefix("$ ") {
                if let last = steps.popLast() { steps.append(Step(command: last.command, status: last.status, output: last.output + [line])) }
                continue
            }
            var command = console ? String(line.dropFirst(2)) : line
            var comment = ""
            if let range = command.range(of: #"\s+#\s.*$"#, options: .regularExpression) {
                comment = command[range].trimmingCharacters(in: .whitespaces).dropFirst().trimmingCharacters(in: .whitespaces)
                command.removeSubrange(range)
            }
            if command.hasPrefix("swift run bezel ") { command = String(command.dropFirst("swift run ".count)) }
            var status: Int32 = 0
            if let match = comment.range(of: #"^exits? [0-9]+"#, options: .regularExpression),
               let number = Int32(comment[match].split(separator: " ")[1]) {
                status = number
            }
            steps.append(Step(command: command, status: status, output: []))
        }
        return steps
    }

    static func markedBlocks() throws -> [Block] {
        try allBlocks().filter { $0.marker == runMarker }
    }

    @Test func everyMarkerIsOneThisTestKnows() throws {
        let places = try Self.markedBlocks().map(\.document)
        #expect(places.filter { $0 == "README.md" }.count >= 1)
        #expect(places.count >= 5, "\(places)")
        for path in try Self.documents() {
            for line in try Self.text(path).split(separator: "\n") where line.hasPrefix("<!--") {
                let marker = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                let known = marker == Self.runMarker || marker.hasPrefix("swift: checked against ")
                    || marker.hasPrefix("yaml: an excerpt of ")
                    || (marker.hasPrefix("yaml: what bezel init ") && marker.hasSuffix(" writes"))
                    || marker == "loop: checked by scripts/check-example-packages"
                    || marker == "review: checked by scripts/check-example-packages"
                #expect(known, "\(path): unknown marker \(line)")
            }
        }
    }

    @Test(arguments: try DocumentationTests.markedBlocks().map(\.description))
    func markedCommandsRunAsShown(place: String) throws {
        let block = try #require(try Self.markedBlocks().first { $0.description == place })
        let bezel = try #require(FontIsolationTests.locateBezel())
        let scratch = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["Examples", "Themes", "Schemas"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
        }
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "CI" && !$0.key.hasPrefix("BEZEL_") }
        environment["PATH"] = bezel.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let steps = Self.steps(block)
        #expect(!steps.isEmpty, "\(place): no commands")
        for step in steps {
            #expect(step.command.hasPrefix("bezel "), "\(place): `\(step.command)` is not a bezel command")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", step.command]
            process.currentDirectoryURL = scratch
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let errData = ReadAll(err.fileHandleForReading)
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let output = String(decoding: outData, as: UTF8.self) + String(decoding: errData.wait(), as: UTF8.self)
            #expect(process.terminationReason == .exit && process.terminationStatus == step.status,
                    "\(place): `\(step.command)` exited \(process.terminationStatus), wanted \(step.status): \(output.suffix(2000))")
            for line in step.output {
                #expect(output.contains(line), "\(place): `\(step.command)` did not print \"\(line)\": \(output.suffix(2000))")
            }
        }
    }

    // MARK: Scripts and tests named

    /// `scripts/…` and `Benchmarks/….sh` as written, with the words after them.
    static func scriptCommands() throws -> [(place: String, script: String, words: [Substring])] {
        var found: [(String, String, [Substring])] = []
        let pattern = try NSRegularExpression(pattern: #"(?:^|[\s`(])(?:\./)?((?:scripts|Benchmarks)/[A-Za-z0-9._-]+)((?: [^`#\n]*)?)"#)
        for path in try documents() {
            let (blocks, prose) = try parse(path)
            var texts = blocks.filter { $0.language == "sh" }.map { ($0.description, $0.lines.joined(separator: "\n")) }
            texts.append((path, prose))
            for (place, text) in texts {
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let script = Range(match.range(at: 1), in: text), let rest = Range(match.range(at: 2), in: text) else { continue }
                    found.append((place, String(text[script]), text[rest].split(separator: " ")))
                }
            }
        }
        return found
    }

    @Test func everyScriptShownExistsParsesAndKnowsItsOptions() throws {
        let commands = try Self.scriptCommands()
        #expect(commands.count >= 10, "found only \(commands.count) script mentions")
        for (place, script, words) in commands {
            let url = Self.root.appendingPathComponent(script)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                Issue.record("\(place): \(script) does not exist"); continue
            }
            if isFolder.boolValue || script.hasSuffix(".md") || script.hasSuffix(".swift") || script.hasSuffix(".supp") { continue }
            #expect(FileManager.default.isExecutableFile(atPath: url.path), "\(place): \(script) is not executable")
            let syntax = try FontIsolationTests.run(URL(fileURLWithPath: "/bin/bash"), ["-n", url.path], environment: nil)
            #expect(syntax.status == 0, "\(place): bash -n \(script): \(syntax.stderr)")
            let source = try String(contentsOf: url, encoding: .utf8)
            for word in words {
                guard let option = Self.option(word), option.hasPrefix("--") else { continue }
                #expect(source.contains(option), "\(place): \(script) does not know \(option)")
            }
        }
    }

    /// `BezelBenchmarks --option` is an option the benchmark program reads.
    @Test func benchmarkOptionsShownAreRead() throws {
        let main = try Self.text("Benchmarks/Sources/BezelBenchmarks/main.swift")
        for path in try Self.documents() {
            let text = try Self.text(path)
            for match in text.matches(of: #/BezelBenchmarks((?: --[a-z-]+)+)/#) {
                for option in match.1.split(separator: " ") {
                    #expect(main.contains("\"\(option)\""), "\(path): BezelBenchmarks does not read \(option)")
                }
            }
        }
    }

    /// `swift test --filter NAME` names a test or suite that exists.
    @Test func filtersShownNameTests() throws {
        var sources = ""
        let tests = Self.root.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(atPath: tests.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            sources += try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8)
        }
        var seen = 0
        for path in try Self.documents() {
            for match in try Self.text(path).matches(of: #/--filter ([A-Za-z][A-Za-z0-9]*)/#) {
                seen += 1
                #expect(sources.contains(String(match.1)), "\(path): no test or suite is named \(match.1)")
            }
        }
        #expect(seen >= 2)
    }

    /// CI builds every DocC catalog with warnings as errors (`.ci/run`).
    @Test func ciBuildsEveryCatalog() throws {
        let ci = try Self.text(".ci/run")
        let catalogs = Set(try Self.documents().filter { $0.hasPrefix("Sources/") }.map { $0.split(separator: "/")[1] })
        #expect(catalogs.count >= 4)
        for module in catalogs {
            #expect(ci.range(of: #"(^|[\s"])\#(module)([\s"]|$)"#, options: .regularExpression) != nil,
                    ".ci/run does not build the documentation of \(module)")
        }
    }

    /// A YAML block after `<!-- yaml: an excerpt of PATH -->` is that file's
    /// lines, in order (indentation aside), and a scene excerpt renders on its own.
    @Test func yamlExcerptsAreTheExamples() throws {
        let prefix = "yaml: an excerpt of "
        let excerpts = try Self.allBlocks().filter { $0.marker?.hasPrefix(prefix) == true }
        #expect(excerpts.count >= 2)
        let bezel = try #require(FontIsolationTests.locateBezel())
        for block in excerpts {
            let path = String(block.marker!.dropFirst(prefix.count))
            let trimmed = { (lines: [String]) in
                lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
            }
            let source = trimmed(try Self.text(path).components(separatedBy: "\n"))
            let missing = Self.firstMissing(trimmed(block.lines), in: source)
            #expect(missing == nil, "\(block): not an excerpt of \(path): \(missing ?? "")")
            guard block.lines.contains(where: { $0.hasPrefix("size:") }) else { continue }
            let folder = try FileCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let scene = folder.appendingPathComponent("excerpt.yaml")
            try block.lines.joined(separator: "\n").write(to: scene, atomically: true, encoding: .utf8)
            let result = try FontIsolationTests.run(bezel, ["render", scene.path, "-o", folder.appendingPathComponent("excerpt.png").path],
                                                    environment: nil)
            #expect(result.status == 0, "\(block): the excerpt does not render on its own: \(result.stderr)")
        }
    }

    /// A YAML block after `<!-- yaml: what bezel init KIND NAME writes -->` is
    /// what that command writes to `NAME.yaml`, comments aside.
    @Test func yamlBlocksShowWhatInitWrites() throws {
        let prefix = "yaml: what bezel init "
        let blocks = try Self.allBlocks().filter { $0.marker?.hasPrefix(prefix) == true }
        #expect(blocks.count >= 2)
        for block in blocks {
            let arguments = block.marker!.dropFirst(prefix.count).dropLast(" writes".count).split(separator: " ").map(String.init)
            try #require(arguments.count == 2, "\(block): wanted `bezel init KIND NAME`")
            let folder = try FileCommandTests.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try OutputFolderCommandTests.bezel(["init"] + arguments, in: folder, environment: [:])
            try #require(result.status == 0, "\(block): bezel init \(arguments.joined(separator: " ")): \(result.stderr)")
            let written = try String(contentsOf: folder.appendingPathComponent(arguments[1] + ".yaml"), encoding: .utf8)
            let plain = { (lines: [String]) in lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.isEmpty } }
            #expect(plain(block.lines) == plain(written.components(separatedBy: "\n")),
                    "\(block): not what bezel init \(arguments.joined(separator: " ")) writes:\n\(written)")
        }
    }
}
