/// Text from files and folders made safe to print on a terminal: a file
/// name may hold a newline or an escape sequence, which would forge lines
/// or move the cursor.
enum Printable {
    /// `path` as is when it holds no control character, else quoted with
    /// them escaped (`"a\nb.png"`).
    static func path(_ path: String) -> String {
        path.unicodeScalars.contains { $0.properties.generalCategory == .control } ? path.debugDescription : path
    }

    /// `text` with each control character written as an escape (`\n`, `\u{1B}`), the rest as is:
    /// for messages that quote what a file said.
    static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? String(String(scalar).debugDescription.dropFirst().dropLast()) : String(scalar)
        }.joined()
    }
}
