import BezelGraphics
import Testing
@testable import BezelFiles

@Suite struct YAMLNodeTests {
    @Test func valuesKnowWhereTheyCameFrom() throws {
        let node = try YAMLNode.parse("name: dark\nbutton:\n  cornerRadius: 6\n", file: "t.yaml")
        let map = try node.mapping("theme")
        #expect(try map.required("name").string("name") == "dark")
        let radius = try #require(try map.required("button").mapping("button")["cornerRadius"])
        #expect(radius.location == SourceLocation(file: "t.yaml", line: 3, column: 17))
        #expect(try radius.number("corner radius", in: 0...100) == 6)
    }

    @Test func syntaxErrorsNameTheLineAndColumn() {
        #expect {
            try YAMLNode.parse("a: 1\nb: [1, 2\n", file: "bad.yaml")
        } throws: { error in
            let e = error as? FileError
            return e?.location.file == "bad.yaml" && (e?.location.line ?? 0) >= 2 && e?.message.contains("not valid YAML") == true
        }
    }

    @Test func aTabInTheIndentationIsNamed() {
        for text in ["root:\n\ttype: label\n", "a:\n  b: 1\n\tc: 2\n"] {
            #expect {
                try YAMLNode.parse(text, file: "t.yaml")
            } throws: { error in
                (error as? FileError)?.message == "a tab in the indentation: YAML indents with spaces only"
            }
        }
    }

    @Test func aKeyGivenTwiceIsReportedOnItsOwnLine() {
        let text = "size: {width: 100, height: 50}\nroot: {type: label}\nsize: {width: 10, height: 5}\n"
        #expect {
            try YAMLNode.parse(text, file: "d.yaml")
        } throws: { error in
            (error as? FileError)?.description == "d.yaml:3:1: duplicate key 'size' (first at line 1)"
        }
        #expect {
            try YAMLNode.parse("root:\n  type: label\n  text: a\n  text: b\n", file: "d.yaml")
        } throws: { error in
            (error as? FileError)?.description == "d.yaml:4:3: duplicate key 'text' (first at line 3)"
        }
    }

    @Test func duplicateAndUnknownKeys() throws {
        #expect(throws: FileError.self) { try YAMLNode.parse("a: 1\na: 2\n", file: "d.yaml") }
        let map = try YAMLNode.parse("colr: red\n", file: "k.yaml").mapping("label style")
        do {
            try map.checkKeys(["color", "font"])
            Issue.record("expected an error")
        } catch let error as FileError {
            #expect(error.description == "k.yaml:1:1: unknown key 'colr' in label style; expected one of: color, font (did you mean 'color'?)")
        }
    }

    @Test(arguments: [("'#3478F6'", "#3478F6"), ("'rgba(52, 120, 246, 0.5)'", "#3478F680"), ("'hsb(0, 1, 1)'", "#FF0000"),
                      ("'white(0.4)'", "#666666"), ("'srgb(1, 0, 0, 0.5)'", "#FF000080"),
                      ("{hue: 0.5, saturation: 0, brightness: 0.4}", "#666666")])
    func colours(yaml: String, hex: String) throws {
        #expect(try YAMLNode.parse("c: \(yaml)\n", file: "c.yaml").mapping("m").required("c").color("colour").hexString == hex)
    }

    @Test(arguments: ["red", "'#12345'", "'rgba(300, 0, 0, 1)'", "'hsb(2, 0, 0)'", "'rgb(1, 2)'", "'white(2)'", "'srgb(1, 0)'"])
    func badColours(yaml: String) throws {
        let node = try YAMLNode.parse("c: \(yaml)\n", file: "c.yaml").mapping("m").required("c")
        #expect(throws: FileError.self) { try node.color("colour") }
    }

    /// The node under `v` in `yaml` (`v: VALUE`).
    static func value(_ yaml: String) throws -> YAMLNode {
        try YAMLNode.parse("v: \(yaml)\n", file: "v.yaml").mapping("m").required("v")
    }

    /// The message the reader throws for the node `yaml`.
    static func message(_ yaml: String, _ read: (YAMLNode) throws -> Any) throws -> String? {
        let node = try value(yaml)
        do { _ = try read(node) } catch let error as FileError { return error.message }
        return nil
    }

    /// Every wrong-type error says what was written instead, once; a key is quoted, a phrase is not.
    @Test func aWrongTypeQuotesTheValueOnce() throws {
        let cases: [(yaml: String, read: (YAMLNode) throws -> Any, message: String)] = [
            ("maybe", { try $0.bool("on") }, "'on' must be true or false, not 'maybe'"),
            ("[1]", { try $0.bool("on") }, "'on' must be true or false, not the list '[1]'"),
            ("", { try $0.bool("on") }, "'on' must be true or false, not an empty value"),
            ("abc", { try $0.number("spacing", in: 0...10) }, "'spacing' must be a number, not 'abc'"),
            (".inf", { try $0.number("spacing", in: 0...10) }, "'spacing' must be a number, not '.inf'"),
            ("12", { try $0.number("spacing", in: 0...10) }, "'spacing' is 12, out of range"),
            ("2.5", { try $0.integer("lines", in: 0...10) }, "'lines' must be a whole number, not '2.5'"),
            ("{a: 1, b: [x, y]}", { try $0.string("text") }, "'text' must be text, not the mapping '{a: 1, b: [x, y]}'"),
            ("5", { try $0.sequence("children") }, "'children' must be a list, not '5'"),
            ("[1, 2]", { try $0.mapping("size") }, "'size' must be a mapping, not the list '[1, 2]'"),
            ("fixd", { try $0.choice("bezel button mode", of: ["fixed", "toggle"]) }, "'fixd' is not a valid bezel button mode"),
            ("red", { try $0.color("color") }, "'red' is not a colour"),
            ("{hue: 2, saturation: 0, brightness: 0}", { try $0.color("color") }, "'hue' is 2, out of range"),
            ("big", { try $0.number("font size", in: 4...200) }, "font size must be a number, not 'big'"),
        ]
        for (yaml, read, message) in cases {
            #expect(try Self.message(yaml, read) == message, "\(yaml)")
        }
    }

    /// A long value is cut to 40 characters and "…"; control characters and
    /// the marks that reorder text are escaped, so a message is one plain line.
    @Test func aLongOrInvisibleValueIsShortenedAndEscaped() throws {
        let long = String(repeating: "x", count: 100)
        #expect(try Self.message(long, { try $0.bool("on") }) == "'on' must be true or false, not '\(String(repeating: "x", count: 40))…'")
        #expect(try Self.message(#""a\tb\e[31m\nc""#, { try $0.bool("on") }) == #"'on' must be true or false, not 'a\tb\u{1B}[31m\nc'"#)
        #expect(FileError.quoting("evil\u{202E}txt.exe\r\u{7}") == #"'evil\u{202E}txt.exe\r\u{7}'"#)
        #expect(FileError.quoting("naïve 👩‍👩‍👧 ok") == "'naïve 👩‍👩‍👧 ok'", "letters and emoji stay as written")
        let many = "{" + (1...30).map { "key\($0): \($0)" }.joined(separator: ", ") + "}"
        let message = try #require(try Self.message(many, { try $0.string("text") }))
        #expect(message == "'text' must be text, not the mapping '{key1: 1, key2: 2, key3: 3, key4: 4, key…'")
        let deep = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        #expect(try Self.message(deep, { try $0.string("text") })?.hasSuffix("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[…'") == true)
    }

    @Test func numbersAreCheckedForRangeAndFiniteness() throws {
        for text in ["nan", ".inf", "-5", "abc"] {
            let node = try YAMLNode.parse("n: \(text)\n", file: "n.yaml").mapping("m").required("n")
            #expect(throws: FileError.self) { try node.number("size", in: 0...10) }
        }
    }

    @Test func suggestionsAreOnlyForNearMisses() {
        #expect(closestMatch(to: "colr", in: ["color", "font"]) == "color")
        #expect(closestMatch(to: "zzzzzz", in: ["color", "font"]) == nil)
        #expect(editDistance("kitten", "sitting") == 3)
        // Two letters swapped are one edit: a step typed `wiat` suggests `wait`.
        #expect(editDistance("wiat", "wait") == 1 && closestMatch(to: "wiat", in: ["tap", "wait", "type"]) == "wait")
    }

    @Test func aWordThatBeginsOneCandidateSuggestsIt() {
        let types = ["label", "linkLabel", "imageView", "scrollView", "segmentedControl", "switch", "slider"]
        #expect(closestMatch(to: "image", in: types) == "imageView")
        #expect(closestMatch(to: "Segmented", in: types) == "segmentedControl")
        #expect(closestMatch(to: "s", in: types) == nil, "too short to guess")
        #expect(closestMatch(to: "sl", in: ["slider", "slot"]) == nil)
        #expect(closestMatch(to: "sli", in: ["slider", "slim"]) == "slim", "a near miss wins over a beginning")
    }
}

/// Aliases may not expand a file past one value a byte ("billion laughs").
@Suite struct YAMLAliasBudgetTests {
    /// `levels` nested anchors of ten aliases each, under `key`.
    static func laughs(levels: Int, under key: String = "unknown") -> String {
        var lines = ["\(key):", "  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...levels {
            lines.append("  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func nestedAliasesStopAtTheBudgetNamingThePlace() {
        let text = Self.laughs(levels: 9)
        #expect(text.utf8.count < 1_000)
        #expect {
            try YAMLNode.parse(text, file: "lol.yaml")
        } throws: { error in
            guard let error = error as? FileError else { return false }
            return error.location.file == "lol.yaml" && error.location.line == 2
                && error.message.contains("the file expands to more values than it has bytes")
        }
    }

    @Test func aFewAliasesAreStillFine() throws {
        let node = try YAMLNode.parse("a: &x [1, 2]\nb: *x\nc: *x\n", file: "ok.yaml")
        let map = try node.mapping("doc")
        #expect(try map.required("c").sequence("c").count == 2)
    }
}
