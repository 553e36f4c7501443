import Foundation

/// The path of `name` in this target's `Fixtures` folder (beside this file, whichever folder the test calling it is in).
func fixturePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name).path
}
