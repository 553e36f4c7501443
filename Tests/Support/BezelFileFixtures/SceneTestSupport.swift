import BezelFiles
import Foundation

/// Shared helpers for the scene tests (decoding only; the test targets
/// that build views add `parse` returning a `Scene`).
public enum SceneTestSupport {
    /// The checkout's root folder.
    public static let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Examples/scenes` in this checkout.
    public static let examplesFolder = repositoryFolder + "/Examples/scenes"

    /// The example scene files, sorted.
    public static func exampleScenes() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Decodes `yaml` as a scene in `folder` (the examples' folder by default), named `t.yaml`.
    public static func document(_ yaml: String, folder: String = examplesFolder, allowOutside: Bool = false) throws -> SceneDocument {
        try SceneDocument.parse(yaml, file: "t.yaml", baseDirectory: folder, allowImagesOutside: allowOutside)
    }

    /// The errors reading `yaml` throws (empty when it reads).
    public static func errors(_ yaml: String, folder: String = examplesFolder, allowOutside: Bool = false) -> [FileError] {
        fileErrors { _ = try document(yaml, folder: folder, allowOutside: allowOutside) }
    }

    /// The file errors `body` throws (empty when it throws none).
    public static func fileErrors(_ body: () throws -> Void) -> [FileError] {
        do {
            try body()
            return []
        } catch let error as FileErrors {
            return error.errors
        } catch {
            return [FileError(SourceLocation(file: "?", line: 0, column: 0), "not a file error: \(error)")]
        }
    }

    /// A node of every type with the id `x`, as small as it can be written, in ``SceneNodeType/allCases``' order.
    public static let everyType = SceneNodeType.allCases.map { type -> String in
        switch type {
        case .segmentedControl: return "{type: segmentedControl, id: x, segments: [A, B]}"
        case .listView: return "{type: listView, id: x, rows: [{title: A}]}"
        default: return "{type: \(type.rawValue), id: x}"
        }
    }

    /// A scene whose root is `node` (indented as a mapping under `root:`).
    public static func scene(root node: String, size: String = "{width: 200, height: 100}") -> String {
        "size: \(size)\nroot:\n" + node.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    /// A fresh temporary folder.
    public static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
