/// Text from files and folders made safe to print on a terminal: a file
/// name may hold a newline or an escape sequence, which would forge lines
/// or move the cursor.
enum Printable {
    /// `path` as is when it holds no control character, else quoted with
    /// them escaped (`"a\nb.png"`).
    static func path(_ path: String) -> String {
        path.unicodeScalars.contains { $0.properties.generalCategory == .control } ? path.debugDescription : path
    }
}
