import BezelFiles
import Foundation

/// The starting files `bezel init` writes: the editors' schema line, then
/// comments explaining each key, then a small example that works as it is
/// (``InitCommand`` checks nothing of it at run time; the tests validate
/// each against its schema and run it through `themes lint`, `render` and
/// `replay`).
///
/// In every template, the comments before the first key explain; the
/// comments after it are keys to uncomment (a test uncomments them all and
/// checks the theme still reads and passes its lint).
enum InitTemplates {
    /// The `# yaml-language-server` line naming the schema at `path`
    /// (relative to the file).
    static func schemaLine(_ path: String) -> String {
        "# yaml-language-server: $schema=\(path)\n"
    }

    /// A theme named `name` that extends the default and changes a few
    /// values, with more keys as comments.
    static func theme(name: String, file: String, schema: String) -> String {
        schemaLine(schema) + """
            # A Bezel theme: the colours, fonts and metrics every control is drawn with.
            # Editors that read the line above (VS Code's YAML extension, or any editor
            # using yaml-language-server) complete and check every key.
            #
            #   bezel themes lint \(file)              every text against its background: at least 4.5:1
            #   bezel preview --theme \(file) -o out   every control in every state: out/\(name)/
            #   in a scene:  theme: \(file)
            #
            # The keys:
            #   name        the theme's name: letters, digits, '-' and '_' (default: the file's name)
            #   extends     the theme this one starts from: default (built in), a theme name in
            #               the same folder, or a .yaml file; this file changes only what it names
            #   background  the colour behind everything
            #   and one section per control, naming only what changes: bezelButton, button,
            #   switch, slider, segmentedControl, progressView, label, linkLabel, textField,
            #   imageView, scrollView, blurView, listView. A control's states are nested
            #   (button: normal, highlighted, selected, selectedHighlighted, disabled,
            #   disabledSelected). `bezel schema theme` lists every key.
            # Colours: '#RRGGBB' or '#RRGGBBAA', rgba(r, g, b, a) with r, g, b 0-255 and a 0-1,
            # hsb(h, s, b[, a]), white(w[, a]) and srgb(r, g, b[, a]) 0-1. Inside {...}, quote
            # a colour with commas: {title: 'hsb(0.6, 0.8, 0.5)'}.
            # Lines below that start with `# ` are more keys: remove the `# ` to use one.
            name: \(name)
            extends: default
            background: '#FAFBFC'
            button:
              cornerRadius: 12
              # font: {family: DejaVu Sans, size: 15, weight: bold}
              normal: {title: '#1B4F8A'}
              # highlighted: {fillTop: '#C9D6E3', fillBottom: '#DCE5EE', title: '#12375F'}
              # selected: {fillTop: '#1F5FAF', fillBottom: '#174C8E', border: '#123C70', title: '#FFFFFF'}
            label:
              textColor: '#1E2329'
              # font: {family: DejaVu Sans, size: 14, weight: regular}
            # switch:
            #   onTrackTop: '#1F7A4D'
            #   onTrackBottom: '#2E9E66'
            # slider:
            #   minimumTrackTop: '#1F5FAF'
            #   minimumTrackBottom: '#3C7FD0'
            # textField:
            #   textColor: '#1E2329'
            #   borderColor: '#8A96A3'
            # listView:
            #   titleColor: '#1E2329'
            #   selectedRowColor: '#DCE5EE'
            #   selectedSubtitleColor: '#4A5561'

            """
    }

    /// A scene: a label and a button in a vertical stack, an action that
    /// changes the label when the button is tapped, and a `snapshots:` key.
    static func scene(name: String, file: String, schema: String) -> String {
        schemaLine(schema) + """
            # A Bezel scene: one screen, declared as a tree of views.
            # Editors that read the line above (VS Code's YAML extension, or any editor
            # using yaml-language-server) complete and check every key.
            #
            #   bezel render \(file)                 draws it into \(name)@2x.png (-o \(name).pdf or .svg)
            #   bezel render \(file) --theme dark    in another theme: a name in ./Themes or a .yaml file
            #   bezel snapshots verify \(file)       checks it against Snapshots/\(name)/ (the first run records)
            #
            # The keys:
            #   size        the window, in points (required)
            #   scale       pixels per point of a PNG: 1, 2 or 3 (default 2)
            #   theme       default, a theme name in ./Themes, or a .yaml theme file (relative to this file)
            #   background  the window's colour (default: the theme's)
            #   snapshots   what `bezel snapshots verify` renders: themes, scales, and views
            #               in every combination of the states listed
            #   root        the top view: a `type` (vstack, hstack, zstack, container, spacer,
            #               label, linkLabel, button, bezelButton, switch, slider,
            #               segmentedControl, progressView, textField, imageView, scrollView,
            #               blurView, listView), an `id` for scripts and actions, layout keys
            #               (padding, width, height, grow...) and the type's own keys; stacks
            #               hold their views in `children`
            #   actions     what happens when a view sends an event: `set` properties, start
            #               a timer with `after` or `cancel` it, `fade` a view as a scroll view scrolls
            #   screens     instead of root: a navigation stack of {id, title, root}
            # `bezel schema scene` lists every key of every type.
            size: {width: 240, height: 120}
            scale: 2
            theme: default
            snapshots:
              themes: [default]          # theme names or files, one picture each
              scales: [2]
              states:
                - ids: [hello]           # the button, in every combination of these:
                  enabled: [true, false]
                  highlighted: [false, true]
            root:
              type: vstack
              spacing: 12
              alignment: fill
              padding: 16
              children:
                - type: label
                  id: greeting
                  text: Tap the button
                  font: {size: 18, weight: bold}
                - {type: button, id: hello, title: Say hello}
            actions:
              - on: {id: hello, event: touchUpInside}
                do:
                  - set: {id: greeting, text: "Hello, world!"}

            """
    }

    /// The comments at the top of a script, after the schema line.
    private static func scriptHeader(name: String, file: String) -> String {
        """
        # A Bezel script: touches and checks run against a scene, on a virtual clock
        # (nothing waits for real time). Editors that read the line above (VS Code's
        # YAML extension, or any editor using yaml-language-server) complete and check
        # every key.
        #
        #   bezel replay \(file) -o run        runs it into run/: trace.txt (every touch, event
        #                                       and state change), the frames, run.png (animated)
        #                                       and report.html; exits 1 naming the step when an
        #                                       expectation fails
        #   bezel snapshots verify \(file)     checks its snapshots and its whole trace against
        #                                       Snapshots/\(name).script/ (the first run records)
        #
        # The keys:
        #   scene   the scene the steps run on, relative to this file
        #   steps   run in order; each is one of:
        #     tap: "#id"                 or {text: Title}, or a point {x: 40, y: 90}
        #     drag: {from: "#id", to: {x: 300, y: 200}, steps: 10}
        #     touch: {phase: began, at: {x: 40, y: 90}, finger: 0}   then moved, ended, cancelled
        #     type: some text            into the focused text field
        #     wait: 2.5                  virtual seconds: timers fire, animations run
        #     memory-warning, background, foreground, push: SCREEN-ID, pop
        #     expect: {id: ID, properties: {enabled: true}, events: [touchUpInside]}
        #                                a view's state, and the events of the step before
        #     snapshot: NAME             the window, as a PNG
        # `bezel schema script` lists every key.

        """
    }

    /// A script for the scene ``scene(name:file:schema:)`` writes, at
    /// `scenePath` (relative to the script): it taps the button and expects
    /// its events and the label's new text.
    static func script(name: String, file: String, schema: String, scenePath: String) -> String {
        schemaLine(schema) + scriptHeader(name: name, file: file) + """
            scene: \(quoted(scenePath))
            steps:
              - snapshot: start
              - tap: "#hello"
              - expect: {id: hello, events: [touchDown, touchUpInside, primaryActionTriggered]}
              - expect: {id: greeting, properties: {text: "Hello, world!"}}
              - snapshot: said-hello

            """
    }

    /// A script for a scene of the user's, at `scenePath` (relative to the
    /// script): it taps the first enabled button with an id, when there is
    /// one, and expects its events; otherwise it only takes a snapshot and
    /// lists the scene's ids in a comment.
    static func script(name: String, file: String, schema: String, scenePath: String, for document: SceneDocument) -> String {
        var steps = ["  - snapshot: start"]
        if let button = firstEnabledButton(in: document.trees.first) {
            steps += ["  - tap: \(quoted("#" + button))",
                      "  - expect: {id: \(quoted(button)), events: [touchDown, touchUpInside, primaryActionTriggered]}",
                      "  - snapshot: tapped"]
        } else {
            let ids = document.identifiers
            steps.append(ids.isEmpty ? "  # - tap: {x: 40, y: 40}      # the scene's views have no ids; give them one to name them"
                                     : "  # - tap: \(quoted("#" + ids[0]))      # ids in the scene: " + ids.prefix(12).joined(separator: ", "))
        }
        return schemaLine(schema) + scriptHeader(name: name, file: file)
            + "scene: \(quoted(scenePath))\nsteps:\n" + steps.joined(separator: "\n") + "\n"
    }

    /// The id of the first button (depth first, in file order) that has an id
    /// and is not disabled.
    private static func firstEnabledButton(in node: SceneNode?) -> String? {
        guard let node else { return nil }
        if node.type == .button, let id = node.id, node.values[SceneKeys.enabled] != false { return id }
        for child in node.children {
            if let found = firstEnabledButton(in: child) { return found }
        }
        return nil
    }

    /// `text` as a double-quoted YAML scalar when it needs quoting, else as is.
    static func quoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0))
        }
        if plain, let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "." || first == "_" {
            return text
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\x%02X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
