import Foundation
import Testing

/// A `bezel` command that serves a page (`studio`, `snapshots report
/// --serve`), started as a user starts it: it runs until it prints its
/// address, which carries the port and the run's token.
struct ServedCommand {
    let process: Process
    let port: Int
    let token: String
    /// What it printed up to its address line ("… Ctrl-C stops it").
    let printed: String
    /// Its output, still open (what it prints later: each action's lines).
    let output: Pipe

    /// Starts `bezel ARGUMENTS` (with `environment`, or the tests' own) and reads its address.
    /// With `descriptors`, the command runs with at most that many open
    /// descriptors (`ulimit -n` in a shell that then becomes it).
    static func start(_ arguments: [String], environment: [String: String]? = nil, descriptors: Int? = nil) throws -> ServedCommand {
        let process = Process()
        let bezel = try #require(FontIsolationTests.locateBezel())
        if let descriptors {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$0\" \"$@\"", bezel.path] + arguments
        } else {
            process.executableURL = bezel
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var printed = ""
        while !printed.contains("Ctrl-C") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let address = try #require(printed.range(of: #"http://127\.0\.0\.1:([0-9]+)/\?token=([0-9a-f]{32})"#, options: .regularExpression)
            .map { String(printed[$0]) }, "\(printed)")
        let port = try #require(Int(address.split(separator: ":")[2].split(separator: "/")[0]))
        let token = String(try #require(address.split(separator: "=").last))
        return ServedCommand(process: process, port: port, token: token, printed: printed, output: output)
    }
}
