import BezelGraphics
import BezelSnapshotTesting
import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "bezel-snapshot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    var snapshots: String { path + "/Snapshots" }
    var artifacts: String { path + "/artifacts" }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Runs `body` with references and artifacts in this folder and with
    /// `environment` instead of the process environment.
    func run<R>(environment: [String: String] = [:], record: RecordMode? = nil,
                _ body: () throws -> R) rethrows -> R {
        try withSnapshotTesting(record: record, snapshotDirectory: snapshots, artifactsDirectory: artifacts,
                                environment: environment, operation: body)
    }

    /// Where a reference of this test file's default suite lands.
    func reference(_ name: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(snapshots)/\(suite)/\(name).\(ext)"
    }

    func artifact(_ name: String, _ kind: String, suite: String = "VerifySnapshot", ext: String = "png") -> String {
        "\(artifacts)/\(suite)/\(name).\(kind).\(ext)"
    }
}

/// Opaque ARGB words from 0...255 grey levels.
func grey(_ level: UInt32) -> UInt32 { 0xFF00_0000 | level << 16 | level << 8 | level }

let opaqueRed: UInt32 = 0xFFFF_0000
let opaqueYellow: UInt32 = 0xFFFF_FF00

/// An image filled with `word`, with `changes` applied as (x, y, word).
func makeImage(width: Int = 8, height: Int = 8, scale: Double = 1, fill word: UInt32 = grey(255),
               changes: [(Int, Int, UInt32)] = []) throws -> Image {
    var words = [UInt32](repeating: word, count: width * height)
    for (x, y, value) in changes { words[y * width + x] = value }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

/// An image made by `pixel(x, y)`.
func makeImage(width: Int, height: Int, scale: Double = 1, pixel: (Int, Int) -> UInt32) throws -> Image {
    var words: [UInt32] = []
    for y in 0..<height { for x in 0..<width { words.append(pixel(x, y)) } }
    return try Image(width: width, height: height, scale: scale, premultipliedARGB: words)
}

func word(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.withUnsafeRows { $0(y)[x] }
}

struct RenderFailure: Error, CustomStringConvertible {
    var description: String { "the render blew up" }
}
