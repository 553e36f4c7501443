import BezelGraphics
import Foundation

extension SnapshotMismatch {
    /// The mismatch as a JSON object, for tools (review pages, CI
    /// annotations): the paths, the difference, the determinism check and
    /// the rendering stacks. Written beside the other artifacts as
    /// `<name>.mismatch.json`.
    ///
    /// ```json
    /// {"name": "badge@2x", "reference": "…/Snapshots/Badge/badge@2x.png", "actual": "…", "diff": "…",
    ///  "summary": "3 of 1600 pixels differ …", "pixels": {"differing": 3, …},
    ///  "deterministic": true,
    ///  "stack": {"same": false, "differences": [{"component": "cairo", "reference": "1.16.0", "current": "1.18.4"}],
    ///            "reference": {…}, "current": {…}}}
    /// ```
    public var jsonObject: [String: Any] {
        var object: [String: Any] = ["name": name, "reference": referencePath, "summary": difference.summary]
        object["actual"] = actualPath
        object["referenceCopy"] = referenceCopyPath
        object["diff"] = diffPath
        object["artifactsProblem"] = artifactsProblem
        switch difference.image {
        case let .dimensions(reference, actual)?:
            object["dimensions"] = ["reference": Self.json(reference), "actual": Self.json(actual)]
        case let .pixels(pixels)?:
            var entry: [String: Any] = [
                "differing": pixels.differingPixelCount, "antialiased": pixels.antialiasedPixelCount,
                "total": pixels.totalPixelCount, "maximumDistance": pixels.maximumDistance,
                "maximumChannelDelta": pixels.maximumChannelDelta,
            ]
            if let bounds = pixels.bounds {
                entry["bounds"] = ["x": bounds.x, "y": bounds.y, "width": bounds.width, "height": bounds.height]
            }
            object["pixels"] = entry
        case nil:
            break
        }
        switch determinism {
        case .stable?:
            object["deterministic"] = true
        case let .unstable(difference, path)?:
            object["deterministic"] = false
            object["nondeterminism"] = ["summary": difference.summary, "secondRender": path as Any]
        case nil:
            break
        }
        if let stack {
            var entry: [String: Any] = [
                "same": stack.isSameStack,
                "differences": stack.differences.map { ["component": $0.component, "reference": $0.reference as Any,
                                                        "current": $0.current as Any] },
                "current": Self.json(stack.current),
                "sentence": stack.sentence,
            ]
            entry["reference"] = stack.reference.map(Self.json) ?? NSNull()
            object["stack"] = entry
        }
        return object
    }

    /// ``jsonObject`` as pretty-printed UTF-8 with sorted keys.
    public func jsonData() -> Data {
        (try? JSONSerialization.data(withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys,
                                                                           .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    private static func json(_ dimensions: ImageDimensions) -> [String: Any] {
        ["width": dimensions.pixelWidth, "height": dimensions.pixelHeight, "scale": dimensions.scale]
    }

    private static func json(_ stack: RenderingStack) -> [String: Any] {
        ["renderer": stack.renderer, "libraries": stack.libraries, "fonts": stack.fonts]
    }
}
