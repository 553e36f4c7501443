import BezelSnapshotResults
import Foundation
import FuzzSupport

/// Feeds the bytes, as a results file, to `ResultsFolder.records(parsing:file:)`.
/// Bytes that parse are written as the one results file of a sandbox's
/// artifacts folder and read back as a run with `SnapshotResults.load`
/// (latest run, paths resolved against the sandbox's package), the
/// mismatches are grouped (`changeGroups`), and an accept is planned with
/// `ReferenceAcceptance.plan` (`--all`, and the first record's name, suite
/// and change group) against the sandbox's empty package: a `Package.swift`
/// sentinel and an empty `Snapshots/`.
///
/// Findings: any crash, trap, sanitizer report, hang or huge allocation; a
/// planned change whose reference is not `Snapshots/<suite>/<name>.<ext>`
/// (the trap says "derived"), or any planned change at all (no actual in
/// the sandbox can have the digest a fuzzed record names: "accepted"); and
/// a sandbox changed by planning ("sandbox"). Thrown `ResultsError`s are
/// the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let records: [SnapshotRecord]
    do {
        records = try ResultsFolder.records(parsing: bytes, file: Sandbox.resultsFile)
    } catch {
        return refused(error)
    }
    say("parsed \(records.count) records")
    do {
        try bytes.write(to: URL(fileURLWithPath: Sandbox.resultsFile))
    } catch {
        fatalError("sandbox: cannot write \(Sandbox.resultsFile): \(error)")
    }
    let results: SnapshotResults
    do {
        results = try SnapshotResults.load(folders: [Sandbox.results], packageRoot: Sandbox.package)
    } catch {
        return refused(error)
    }
    let groups = results.changeGroups
    var selectors: [[ReferenceAcceptance.Selector]] = [[.all]]
    if let first = results.entries.first { selectors += [[.name(first.record.name)], [.suite(first.record.suite)]] }
    if let group = groups.first { selectors.append([.group(group.id)]) }
    for selector in selectors {
        let plan: ReferenceAcceptance.Plan
        do {
            plan = try ReferenceAcceptance.plan(selector, in: results)
        } catch {
            _ = refused(error)
            continue
        }
        say("\(selector): \(plan.changes.count) changes, \(plan.skipped.count) skipped")
        for change in plan.changes {
            let record = change.entry.record
            guard change.reference.description == "Snapshots/\(record.suite)/\(record.name).\(record.pathExtension)",
                  record.reference == change.reference.description else {
                fatalError("derived: accept planned to write \(change.reference) for \(record.reference.debugDescription)")
            }
            fatalError("accepted: \(record.key) was planned from a fuzzed record")
        }
    }
    Sandbox.checkUnchanged()
    return 0
}

@main enum FuzzMain {
    static func main() {
        Sandbox.make()
        atexit { try? FileManager.default.removeItem(atPath: Sandbox.root) }
        runFuzzer { fuzz($0, $1) }
    }
}

/// A package with nothing to accept into, and an artifacts folder holding the fuzzed results file.
enum Sandbox {
    static let root = NSTemporaryDirectory() + "bezel-fuzz-results-\(getpid())"
    static let package = root + "/package"
    static let results = root + "/artifacts"
    static let resultsFile = results + "/results-fuzz-1-a.jsonl"
    static let manifest = "// swift-tools-version:6.0\n"

    static func make() {
        do {
            try FileManager.default.createDirectory(atPath: package + "/Snapshots", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        } catch {
            fatalError("sandbox: cannot make \(root): \(error)")
        }
    }

    /// Traps when planning changed the package: its manifest, or anything in `Snapshots/` or beside the results file.
    static func checkUnchanged() {
        let files = FileManager.default
        guard files.contents(atPath: package + "/Package.swift") == Data(manifest.utf8),
              (try? files.contentsOfDirectory(atPath: package + "/Snapshots"))?.isEmpty == true,
              (try? files.contentsOfDirectory(atPath: package))?.sorted() == ["Package.swift", "Snapshots"],
              (try? files.contentsOfDirectory(atPath: results)) == ["results-fuzz-1-a.jsonl"] else {
            fatalError("sandbox: planning an accept changed \(root)")
        }
    }
}
