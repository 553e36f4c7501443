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
                      ("{hue: 0.5, saturation: 0, brightness: 0.4}", "#666666")])
    func colours(yaml: String, hex: String) throws {
        #expect(try YAMLNode.parse("c: \(yaml)\n", file: "c.yaml").mapping("m").required("c").color("colour").hexString == hex)
    }

    @Test(arguments: ["red", "'#12345'", "'rgba(300, 0, 0, 1)'", "'hsb(2, 0, 0)'", "'rgb(1, 2)'"])
    func badColours(yaml: String) throws {
        let node = try YAMLNode.parse("c: \(yaml)\n", file: "c.yaml").mapping("m").required("c")
        #expect(throws: FileError.self) { try node.color("colour") }
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
