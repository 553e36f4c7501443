import BezelFiles
import BezelSafeFiles
import Foundation

/// Why a command stops, and the one place its message is printed: every
/// command throws this (or lets ``catching(_:)`` turn a file error into it),
/// and `main.swift` prints it on standard error and exits with its status.
///
/// - A problem in a file prints as `file:line:column: message`, one a line.
/// - A problem with an option prints as `bezel: --theme: message`.
/// - Anything else prints as `bezel: message`.
struct CommandFailure: Error, CustomStringConvertible {
    /// The problems, in the order found.
    let errors: [Error]
    /// The exit status: 2 for bad input (the default), 1 for a check that failed.
    let exitCode: Int32

    init(_ errors: [Error], exitCode: Int32 = 2) {
        self.errors = errors
        self.exitCode = exitCode
    }

    init(_ message: String, exitCode: Int32 = 2) {
        self.init([Message(text: message)], exitCode: exitCode)
    }

    /// Runs `body`; a ``FileError`` or ``FileErrors`` it throws becomes a
    /// failure with status 2.
    static func catching<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as FileErrors {
            throw CommandFailure(error.errors)
        } catch let error as FileError {
            throw CommandFailure([error])
        }
    }

    /// ``catching(_:)`` for a command with `--allow-outside-images`: an image
    /// outside its scene's folder also says how to allow it.
    static func catchingScene<T>(_ body: () throws -> T) throws -> T {
        do { return try catching(body) } catch let failure as CommandFailure {
            throw CommandFailure(failure.errors.map { error -> Error in
                guard var error = error as? FileError, error.kind == .imageOutsideFolder else { return error }
                error.expected = (error.expected.map { $0 + " " } ?? "") + "(or allow outside images: --allow-outside-images)"
                return error
            }, exitCode: failure.exitCode)
        }
    }

    /// Runs `body`; a `SafeFileError` it throws (a folder or file a command
    /// may not touch) becomes a failure with status 2 and its description.
    static func claiming<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as SafeFileError {
            throw CommandFailure(error.description)
        }
    }

    /// A failure for an error no command turned into one, when it is a file
    /// error (Foundation's or the system's) or a ``SafeFileError``: a sentence
    /// with the path and the reason, never the error's dump (status 2).
    static func fileFailure(_ error: Error) -> CommandFailure? {
        if let error = error as? SafeFileError { return CommandFailure(error.description) }
        guard FileErrorReason.isFileError(error) else { return nil }
        return CommandFailure(Self.sentence(error))
    }

    /// `path: reason` for a file error, else the error's own description.
    private static func sentence(_ error: Error) -> String {
        guard FileErrorReason.isFileError(error) else { return "\(error)" }
        let reason = FileErrorReason.describe(error)
        return FileErrorReason.path(of: error).map { "\($0): \(reason)" } ?? "a file could not be read or written: \(reason)"
    }

    /// The lines printed for the failure.
    var lines: [String] {
        errors.flatMap { error -> [String] in
            switch error {
            case let error as FileErrors: return error.errors.map(Self.line)
            case let error as FileError: return [Self.line(error)]
            case let message as Message: return ["bezel: " + message.text]
            default: return ["bezel: " + Self.sentence(error)]
            }
        }
    }

    /// The lines as one text without the `bezel: ` before each (for a page: the studio's error replies).
    var description: String {
        lines.map { $0.hasPrefix("bezel: ") ? String($0.dropFirst(7)) : $0 }.joined(separator: "\n")
    }

    /// Prints ``lines`` on standard error.
    func report() {
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    private static func line(_ error: FileError) -> String {
        error.location.isCommandLine ? "bezel: " + error.description : error.description
    }

    private struct Message: Error {
        let text: String
    }
}
