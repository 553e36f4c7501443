import Bezel
import BezelGraphics
import Foundation
@testable import BezelFiles

/// Shared helpers for the scene tests.
enum SceneTestSupport {
    /// `Examples/scenes` in this checkout.
    static let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/scenes").path

    /// The example scene files, sorted.
    static func exampleScenes() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Parses `yaml` as a scene in `folder` (the examples' folder by default).
    static func parse(_ yaml: String, folder: String = examplesFolder, allowOutside: Bool = false) throws -> Scene {
        try SceneFile.parse(yaml, file: "t.yaml", baseDirectory: folder, allowImagesOutside: allowOutside)
    }

    /// The errors parsing `yaml` throws (empty when it reads).
    static func errors(_ yaml: String, folder: String = examplesFolder, allowOutside: Bool = false) -> [FileError] {
        do {
            _ = try parse(yaml, folder: folder, allowOutside: allowOutside)
            return []
        } catch let error as FileErrors {
            return error.errors
        } catch {
            return [FileError(SourceLocation(file: "?", line: 0, column: 0), "not a file error: \(error)")]
        }
    }

    /// A scene whose root is `node` (indented as a mapping under `root:`).
    static func scene(root node: String, size: String = "{width: 200, height: 100}") -> String {
        "size: \(size)\nroot:\n" + node.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
