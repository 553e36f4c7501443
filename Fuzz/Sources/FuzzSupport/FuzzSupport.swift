import Foundation

/// What every fuzz target shares: libFuzzer's driver, the triage output and
/// the repository's folders.

/// Hands the command line and `fuzz` to libFuzzer's driver and exits with
/// its status. Each target's `@main` calls it: SwiftPM links an executable
/// target's `main` to its own entry point (it renames every executable's
/// `main`), so libFuzzer's own `main` is not used.
public func runFuzzer(_ fuzz: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
}

/// libFuzzer's driver (in the fuzzer runtime `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// Runs `body` with LeakSanitizer ignoring what it allocates: for what a
/// target reads once and keeps for the life of the process (a scene
/// document). Kept, such values were reported as leaked, at exit or when
/// libFuzzer checked an input of the seed corpus: Swift's indirect enums
/// reference their boxes through pointers with tag bits, which LeakSanitizer
/// does not follow.
public func keptForTheProcess<T>(_ body: () throws -> T) rethrows -> T {
    lsanDisable()
    defer { lsanEnable() }
    return try body()
}

/// LeakSanitizer's interface (in the runtime `-sanitize=address` links).
@_silgen_name("__lsan_disable")
func lsanDisable()
@_silgen_name("__lsan_enable")
func lsanEnable()

/// `FUZZ_VERBOSE=1 FuzzX FILE` prints why each input was refused (for triage).
let verbose = getenv("FUZZ_VERBOSE") != nil

/// Prints `line` to standard error when `FUZZ_VERBOSE` is set.
public func say(_ line: @autoclosure () -> String) {
    if verbose { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
}

/// An input the code refused with an error, which is the expected answer to
/// bad input: says why, and returns libFuzzer's "keep going" (0).
public func refused(_ error: any Error) -> CInt {
    say("refused: \(error)")
    return 0
}

/// The repository's folders, found from this file's path (Fuzz/Sources/FuzzSupport/).
public enum RepositoryPaths {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    public static let scenes = root + "/Examples/scenes"
    public static let themes = root + "/Themes"
}
