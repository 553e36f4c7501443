import Foundation
import Testing

/// Malformed scenes, scripts, themes and arguments: each exits 2 at
/// file:line:column (or 64 naming the argument), writing nothing.
@Suite struct BadInputTests {
    /// One bad input: files to write, the command (FILE = the first file,
    /// OUT = a path in an empty output folder), and what the error must say.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [(name: String, text: String)]
        var arguments: [String]
        var status: Int32 = 2
        var expected: [String]
        var testDescription: String { name }
    }

    static let scene = "size: {width: 80, height: 40}\n"
    static let switchScene = ("sc.yaml", scene + "root: {type: switch, id: sw}\n")

    static func render(_ name: String, _ text: String, _ expected: String...) -> Case {
        Case(name: "scene: " + name, files: [("s.yaml", text)], arguments: ["render", "FILE", "-o", "OUT/o.png"], expected: expected)
    }

    static func replay(_ name: String, _ text: String, _ expected: String...) -> Case {
        Case(name: "script: " + name, files: [("p.yaml", text), switchScene], arguments: ["replay", "FILE", "-o", "OUT/run"],
             expected: expected)
    }

    static func lint(_ name: String, _ text: String, _ expected: String...) -> Case {
        Case(name: "theme: " + name, files: [("t.yaml", text)], arguments: ["themes", "lint", "FILE"], expected: expected)
    }

    static let cases: [Case] = [
        render("unclosed list", "size: [1, 2\n", "s.yaml:2:1:", "not valid YAML"),
        render("a list at the top", "- a\n", "s.yaml:1:1:", "a scene file must be a mapping, not the list '[a]'"),
        render("misspelt key", "sise: {width: 4, height: 4}\nroot: {type: label, text: a}\n", "s.yaml:1:1:", "did you mean 'size'"),
        render("negative width", "size: {width: -4, height: 4}\nroot: {type: label, text: a}\n", "s.yaml:1:15:", "out of range"),
        render("width not a number", "size: {width: abc, height: 4}\nroot: {type: label, text: a}\n", "s.yaml:1:15:", "'width' must be a number, not 'abc'"),
        render("width overflows", "size: {width: 1e400, height: 4}\nroot: {type: label, text: a}\n", "s.yaml:1:15:"),
        render("scale 4", scene + "scale: 4\nroot: {type: label, text: a}\n", "s.yaml:2:8:", "'scale' is 4, out of range"),
        render("no root", scene, "s.yaml:1:1:", "a scene needs 'root'"),
        render("empty file", "", "s.yaml:1:1:", "a scene file must be a mapping, not an empty file"),
        render("bad colour", scene + "background: '#GGG'\nroot: {type: label, text: a}\n", "s.yaml:2:13:", "'#GGG' is not a colour"),
        render("image outside the folder", scene + "root: {type: imageView, image: ../x.png}\n", "s.yaml:2:32:", "outside the scene's folder"),
        render("missing image", scene + "root: {type: imageView, image: missing.png}\n", "s.yaml:2:32:", "does not exist"),
        render("font size 0", scene + "root: {type: label, text: a, font: {size: 0}}\n", "s.yaml:2:43:", "font size is 0"),
        render("text is a mapping", scene + "root: {type: label, text: {a: 1}}\n", "s.yaml:2:27:", "'text' must be text, not the mapping '{a: 1}'"),
        render("root and screens", scene + "root: {type: label, text: a}\nscreens: []\n", "s.yaml:3:10:", "not both"),
        render("children not a list", scene + "root: {type: vstack, children: 5}\n", "s.yaml:2:32:", "'children' must be a list, not '5'"),
        render("slider value past max", scene + "root: {type: slider, value: 2}\n", "s.yaml:2:29:", "outside min…max"),
        render("unknown view type", scene + "root: {type: vstak}\n", "s.yaml:2:14:", "did you mean 'vstack'"),
        replay("missing scene", "scene: nope.yaml\nsteps: [pop]\n", "p.yaml:1:8:", "does not exist"),
        replay("scene is a folder", "scene: .\nsteps: [pop]\n", "it is a folder, not a scene file"),
        replay("scene is /dev/zero", "scene: /dev/zero\nsteps: [pop]\n", "/dev/zero:1:1:",
               "it is not a regular file (a device, pipe or socket), so it cannot be a scene file"),
        replay("no scene", "steps: [pop]\n", "p.yaml:1:1:", "a script needs 'scene'"),
        replay("no steps", "scene: sc.yaml\nsteps: []\n", "p.yaml:2:8:", "at least one step"),
        replay("steps not a list", "scene: sc.yaml\nsteps: 5\n", "p.yaml:2:8:", "'steps' must be a list, not '5'"),
        replay("misspelt step", "scene: sc.yaml\nsteps:\n  - tapp: '#sw'\n", "p.yaml:3:5:", "did you mean 'tap'"),
        replay("unknown id", "scene: sc.yaml\nsteps:\n  - tap: '#nope'\n", "p.yaml:3:5:", "no view in the scene has the id 'nope'"),
        replay("negative wait", "scene: sc.yaml\nsteps:\n  - wait: -1\n", "p.yaml:3:11:", "'wait' is -1, out of range"),
        replay("unknown property", "scene: sc.yaml\nsteps:\n  - expect: {id: sw, properties: {colour: red}}\n",
               "p.yaml:3:35:", "has no property 'colour'"),
        replay("a hundred million drag steps", "scene: sc.yaml\nsteps:\n  - drag: {from: '#sw', to: '#sw', steps: 100000000}\n",
               "p.yaml:3:43:", "out of range"),
        replay("type a mapping", "scene: sc.yaml\nsteps:\n  - type: {a: 1}\n", "p.yaml:3:11:", "'type' must be text, not the mapping '{a: 1}'"),
        lint("misspelt section", "name: t\nbuton: {cornerRadius: 3}\n", "t.yaml:2:1:", "unknown key 'buton'"),
        lint("short rgba", "name: t\nbackground: 'rgba(1, 2)'\n", "t.yaml:2:13:", "'rgba(1, 2)' is not a colour"),
        lint("extends nowhere", "name: t\nextends: nowhere\n", "t.yaml:2:10:", "unknown theme 'nowhere'"),
        lint("negative radius", "name: t\nbutton: {cornerRadius: -5}\n", "t.yaml:2:24:", "out of range"),
        lint("unknown weight", "name: t\nbutton: {font: {weight: heavyish}}\n", "t.yaml:2:25:", "not a valid font weight"),
        Case(name: "script is /dev/zero", files: [], arguments: ["replay", "/dev/zero", "-o", "OUT/run"],
             expected: ["/dev/zero:1:1:", "it is not a regular file (a device, pipe or socket), so it cannot be a script file"]),
        Case(name: "scene is a folder", files: [], arguments: ["render", "/tmp", "-o", "OUT/o.png"],
             expected: ["/tmp:1:1:", "it is a folder, not a scene file"]),
        Case(name: "theme is /dev/null", files: [], arguments: ["themes", "lint", "/dev/null"],
             expected: ["/dev/null:1:1:", "so it cannot be a theme file"]),
        lint("extends /dev/zero", "name: t\nextends: /dev/zero.yaml\n", "t.yaml:2:10:"),
        Case(name: "argument: --scale 5", files: [switchScene], arguments: ["render", "FILE", "--scale", "5", "-o", "OUT/o.png"],
             status: 64, expected: ["--scale"]),
        Case(name: "argument: -o .gif", files: [switchScene], arguments: ["render", "FILE", "-o", "OUT/o.gif"],
             status: 64, expected: ["-o", ".png, .pdf or .svg"]),
        Case(name: "argument: preview --scale 0", files: [], arguments: ["preview", "--scale", "0", "-o", "OUT/p"],
             status: 64, expected: ["--scale"]),
        Case(name: "argument: preview --format jpg", files: [], arguments: ["preview", "--format", "jpg", "-o", "OUT/p"],
             status: 64, expected: ["--format"]),
        Case(name: "argument: unknown theme", files: [], arguments: ["preview", "--theme", "nosuch", "--themes-dir", "OUT",
                                                                     "-o", "OUT/p"],
             expected: ["bezel: --theme: unknown theme 'nosuch'", "one of: default"]),
        // One spelling, one rule: a themes folder that was asked for and is missing is an error in every command.
        Case(name: "argument: render --themes-dir missing", files: [("s.yaml", scene + "root: {type: label, text: a}\n")],
             arguments: ["render", "FILE", "--themes-dir", "OUT/nowhere", "-o", "OUT/o.png"],
             expected: ["bezel: --themes-dir: the themes folder", "does not exist"]),
        Case(name: "argument: replay --themes-dir missing", files: [("p.yaml", "scene: sc.yaml\nsteps: [{wait: 1}]\n"), switchScene],
             arguments: ["replay", "FILE", "--themes-dir", "OUT/nowhere", "-o", "OUT/run"],
             expected: ["bezel: --themes-dir: the themes folder", "does not exist"]),
        Case(name: "argument: preview --themes-dir missing", files: [], arguments: ["preview", "--themes-dir", "OUT/nowhere", "-o", "OUT/p"],
             expected: ["bezel: --themes-dir: the themes folder", "does not exist"]),
        Case(name: "argument: lint --themes-dir missing", files: [], arguments: ["themes", "lint", "dark", "--themes-dir", "OUT/nowhere"],
             expected: ["bezel: --themes-dir: the themes folder", "does not exist"]),
        Case(name: "argument: render --theme missing .yml", files: [("s.yaml", scene + "root: {type: label, text: a}\n")],
             arguments: ["render", "FILE", "--theme", "OUT/mine.yml", "-o", "OUT/o.png"],
             expected: ["bezel: --theme: the theme file", "mine.yml' does not exist"]),
    ]

    @Test(arguments: cases)
    func badInputExitsNamingThePlaceAndWritesNothing(_ input: Case) throws {
        let bezel = try #require(FontIsolationTests.locateBezel())
        let folder = try FileCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in input.files {
            try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let first = input.files.first.map { folder.appendingPathComponent($0.name).path } ?? ""
        let arguments = input.arguments.map { $0 == "FILE" ? first : $0.replacingOccurrences(of: "OUT", with: out.path) }
        let result = try FontIsolationTests.run(bezel, arguments, environment: nil)
        #expect(result.status == input.status, "\(input.name): exit \(result.status): \(result.stderr)")
        for fragment in input.expected {
            #expect(result.stderr.contains(fragment), "\(input.name): no '\(fragment)' in: \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "\(input.name) wrote something")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(input.name) left \(left)")
    }
}
