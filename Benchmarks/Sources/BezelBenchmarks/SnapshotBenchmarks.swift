import Benchmark
import BezelGraphics
import BezelSnapshotTesting
import Dispatch
import Foundation

/// The snapshot job as a user's suite does it, on the 1,000 states of
/// ``SnapshotStates``: render alone (the floor), verify against matching
/// references (one thread and two), and record every reference. `run.sh`
/// prints each beside render alone.
struct SnapshotBenchmarks {
    let states: SnapshotStates
    let references: String
    let recordings: String

    init() throws {
        states = try SnapshotStates()
        let root = NSTemporaryDirectory() + "bezel-snapshot-bench-\(ProcessInfo.processInfo.processIdentifier)"
        references = root + "/references"
        recordings = root + "/recordings"
        try? FileManager.default.removeItem(atPath: root)
        for index in 0..<SnapshotStates.count {
            _ = try verifySnapshot(of: states.buttons[index], as: .image(scale: 2, background: .white),
                                   named: states.name(index), suite: "States", record: .all,
                                   snapshotDirectory: references)
        }
    }

    /// Renders states `range`; returns a checksum.
    func render(_ range: Range<Int>) throws -> Int {
        var total = 0
        for index in range { total &+= try states.render(index).pixelWidth }
        return total
    }

    /// Verifies states `range` against their references; throws unless all match.
    func verify(_ range: Range<Int>) throws -> Int {
        var matched = 0
        for index in range {
            let result = try verifySnapshot(of: states.buttons[index], as: .image(scale: 2, background: .white),
                                            named: states.name(index), suite: "States", snapshotDirectory: references)
            guard result.passed else { throw BenchmarkFailure(result.failureMessage ?? "failed") }
            matched += 1
        }
        return matched
    }

    /// Runs `work` over all states on `threads` threads, each taking an equal share.
    func split(threads: Int, _ work: (Range<Int>) throws -> Int) throws -> Int {
        let count = SnapshotStates.count, share = (count + threads - 1) / threads
        let results = UnsafeMutableBufferPointer<Int>.allocate(capacity: threads)
        defer { results.deallocate() }
        results.initialize(repeating: -1)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let range = min(count, thread * share)..<min(count, (thread + 1) * share)
            results[thread] = (try? work(range)) ?? -1
        }
        guard !results.contains(-1) else { throw BenchmarkFailure("a thread's share failed") }
        return results.reduce(0, +)
    }

    /// Records every state (the reference PNGs are written anew each time).
    func record() throws -> Int {
        var recorded = 0
        try withSnapshotTesting(checksDeterminism: false) {
            for index in 0..<SnapshotStates.count {
                let result = try verifySnapshot(of: states.buttons[index], as: .image(scale: 2, background: .white),
                                                named: states.name(index), suite: "States", record: .all,
                                                snapshotDirectory: recordings)
                if case .recorded = result { recorded += 1 }
            }
        }
        return recorded
    }

    /// The bytes of the 1,000 references as written.
    var referenceBytes: Int {
        let folder = references + "/States"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
    }

    /// The 1,000 states rendered once, for the encoder benchmarks.
    func images() throws -> [Image] {
        try (0..<SnapshotStates.count).map(states.render)
    }

    func register(into sink: @escaping (Int) -> Void) {
        let rendered = (try? images()) ?? []
        benchmark("png encode cairo 1000") {
            sink(try rendered.reduce(0) { $0 + (try $1.pngDataUsingCairo().count) })
        }
        benchmark("png encode bezel 1000") {
            sink(try rendered.reduce(0) { $0 + (try $1.pngData().count) })
        }
        benchmark("pixel hash 1000") {
            sink(rendered.reduce(0) { $0 &+ Int(truncatingIfNeeded: $1.pixelHash.low) })
        }
        benchmark("snapshot render 1000") { sink(try render(0..<SnapshotStates.count)) }
        benchmark("snapshot verify 1000") { sink(try verify(0..<SnapshotStates.count)) }
        benchmark("snapshot render 1000 2 threads") { sink(try split(threads: 2, render)) }
        benchmark("snapshot verify 1000 1 thread") { sink(try split(threads: 1, verify)) }
        benchmark("snapshot verify 1000 2 threads") { sink(try split(threads: 2, verify)) }
        benchmark("snapshot record 1000") { sink(try record()) }
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
