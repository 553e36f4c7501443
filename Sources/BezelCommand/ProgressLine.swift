import Foundation

/// A one-line progress report on the terminal for long runs: `[2/4] dark`,
/// rewritten in place on standard error. Silent when standard error is not a
/// terminal (pipes, CI logs, files), so output meant for programs stays clean.
struct ProgressLine {
    let total: Int
    private let enabled: Bool
    private var done = 0

    init(total: Int, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.enabled = enabled
    }

    /// Says that `item` is being worked on now.
    mutating func step(_ item: String) {
        done += 1
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(done)/\(total)] \(item)".utf8))
    }

    /// Clears the line when the run is over.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    /// Prints `text` on standard output below a progress line, which is
    /// cleared first (on a terminal both streams share the screen) and
    /// drawn again after.
    func say(_ text: String) {
        guard enabled else { return print(text) }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
        FileHandle.standardError.write(Data("[\(done)/\(total)] …".utf8))
    }
}
