import BezelSnapshots
import Testing

/// Messages print names as data: a newline or escape sequence in a name (a
/// state value from a scene file) is shown escaped, never printed raw.
@Suite struct SnapshotErrorTests {
    @Test func aNameWithControlCharactersIsEscaped() {
        #expect(throws: SnapshotError.self) { try SnapshotName.validate("a\nb\u{1B}[2J") }
        do {
            try SnapshotName.validate("a\nb\u{1B}[2J")
        } catch {
            let message = error.description
            #expect(!message.contains("\n") && !message.contains("\u{1B}"), "\(message)")
            #expect(message.hasPrefix(#"snapshot name "a\nb\u{1B}[2J" is not valid"#), "\(message)")
        }
    }
}
