import Bezel
import BezelGraphics

/// One themeable property of a style: its key in a theme file, how a YAML
/// value is written into the style (over whatever the style already holds,
/// so a theme that `extends` another changes only what it names), and how
/// the style's current value is written back out as YAML.
///
/// Fields are built with the factories below (`.color`, `.number`, `.font`…)
/// over a key path, so each style's table reads as a list of key → property.
///
/// See also: ``ThemeTable``, ``ThemeFile``.
struct ThemeField<Style> {
    /// The key in the theme file: the style property's name.
    let key: String
    /// Reads `node` into the style.
    let read: (YAMLNode, inout Style) throws -> Void
    /// The style's value as YAML.
    let write: (Style) -> ThemeYAML
    /// The value's JSON-schema fragment, described by its dotted path (`button.normal.title`).
    let schema: (_ path: String) -> SchemaObject
}

/// YAML text being written: a scalar on the key's line, or a nested block.
enum ThemeYAML {
    case inline(String)
    case block([(key: String, value: ThemeYAML)])
}

extension ThemeField {
    /// A colour (hex, rgba, hsb, `white(w, a)`, `srgb(r, g, b, a)`).
    static func color(_ key: String, _ path: WritableKeyPath<Style, Color>) -> ThemeField {
        ThemeField(key: key, read: { node, style in style[keyPath: path] = try node.color(key) },
                   write: { .inline(ThemeValueText.color($0[keyPath: path])) }, schema: ThemeSchemaFragments.colour)
    }

    /// A colour or `none`.
    static func optionalColor(_ key: String, _ path: WritableKeyPath<Style, Color?>) -> ThemeField {
        ThemeField(key: key, read: { node, style in
            style[keyPath: path] = node.isNone ? nil : try node.color(key)
        }, write: { style in .inline(style[keyPath: path].map(ThemeValueText.color) ?? "none") }, schema: ThemeSchemaFragments.optionalColour)
    }

    /// A number within `range`.
    static func number(_ key: String, _ path: WritableKeyPath<Style, Double>, in range: ClosedRange<Double>) -> ThemeField {
        ThemeField(key: key, read: { node, style in style[keyPath: path] = try node.number(key, in: range) },
                   write: { .inline(ThemeValueText.number($0[keyPath: path])) }, schema: { ThemeSchemaFragments.number(range, $0) })
    }

    /// `true` or `false`.
    static func bool(_ key: String, _ path: WritableKeyPath<Style, Bool>) -> ThemeField {
        ThemeField(key: key, read: { node, style in style[keyPath: path] = try node.bool(key) },
                   write: { .inline($0[keyPath: path] ? "true" : "false") }, schema: ThemeSchemaFragments.bool)
    }

    /// One of a fixed set of names.
    static func choice<Value: Equatable>(_ key: String, _ path: WritableKeyPath<Style, Value>,
                                         _ cases: [(String, Value)]) -> ThemeField {
        ThemeField(key: key, read: { node, style in
            let name = try node.choice(key, of: cases.map(\.0))
            if let value = cases.first(where: { $0.0 == name })?.1 { style[keyPath: path] = value }
        }, write: { style in .inline(cases.first { $0.1 == style[keyPath: path] }?.0 ?? "") },
           schema: { ThemeSchemaFragments.choice(cases.map(\.0), $0) })
    }

    /// A font: `{family, size, weight}`, each optional.
    static func font(_ key: String, _ path: WritableKeyPath<Style, Font>) -> ThemeField {
        ThemeField(key: key, read: { node, style in try node.readFont(key, into: &style[keyPath: path]) },
                   write: { .inline(ThemeValueText.font($0[keyPath: path])) }, schema: ThemeSchemaFragments.font)
    }

    /// Edge insets: one number for every side, or `{top, left, bottom, right}`.
    static func insets(_ key: String, _ path: WritableKeyPath<Style, EdgeInsets>) -> ThemeField {
        ThemeField(key: key, read: { node, style in try node.readInsets(key, into: &style[keyPath: path]) },
                   write: { .inline(ThemeValueText.insets($0[keyPath: path])) }, schema: ThemeSchemaFragments.insets)
    }

    /// A size: `{width, height}`.
    static func size(_ key: String, _ path: WritableKeyPath<Style, Size>, in range: ClosedRange<Double>) -> ThemeField {
        ThemeField(key: key, read: { node, style in try node.readSize(key, in: range, into: &style[keyPath: path]) },
                   write: { .inline(ThemeValueText.size($0[keyPath: path])) }, schema: { ThemeSchemaFragments.size(range, $0) })
    }

    /// A shadow `{x, y, blur, color}` (each optional), or `none`.
    static func shadow(_ key: String, _ path: WritableKeyPath<Style, Shadow?>) -> ThemeField {
        ThemeField(key: key, read: { node, style in
            if node.isNone { style[keyPath: path] = nil; return }
            var shadow = style[keyPath: path] ?? ThemeValueText.defaultShadow
            try node.readShadow(key, into: &shadow)
            style[keyPath: path] = shadow
        }, write: { style in style[keyPath: path].map(ThemeValueText.shadow) ?? .inline("none") }, schema: ThemeSchemaFragments.shadow)
    }

    /// A nested style (a button state's look, a link label's label), read
    /// key by key through its own table.
    static func nested<Inner>(_ key: String, _ path: WritableKeyPath<Style, Inner>, _ table: ThemeTable<Inner>) -> ThemeField {
        ThemeField(key: key, read: { node, style in try table.apply(node, to: &style[keyPath: path]) },
                   write: { .block(table.yaml($0[keyPath: path])) }, schema: { table.schema(path: $0) })
    }
}

/// A style's table of fields, and the name its section has in messages.
struct ThemeTable<Style> {
    /// What the section is, for messages ("button style").
    let what: String
    let fields: [ThemeField<Style>]

    /// Applies every key of the mapping `node` to `style`, checking them
    /// all: an unknown key is an error at that key with the nearest known
    /// one suggested, a wrong value an error at the value, and every one
    /// found is thrown together as ``FileErrors``.
    func apply(_ node: YAMLNode, to style: inout Style) throws {
        let map = try node.mapping(what)
        var errors: [FileError] = []
        for entry in map.entries {
            guard let field = fields.first(where: { $0.key == entry.key }) else {
                errors.append(FileError.unknownKey(entry.key, at: entry.keyLocation, in: map.what, allowed: fields.map(\.key)))
                continue
            }
            do { try field.read(entry.value, &style) } catch {
                errors.append(contentsOf: FileErrors.flattening(error, at: entry.value.location))
            }
        }
        if !errors.isEmpty { throw FileErrors(errors) }
    }

    /// The mapping's schema: each field's, described under `path`.
    func schema(path: String) -> SchemaObject {
        ThemeSchemaFragments.mapping(Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.schema(path + "." + $0.key)) }), path)
    }

    /// Every field of `style`, in table order.
    func yaml(_ style: Style) -> [(key: String, value: ThemeYAML)] {
        fields.map { (key: $0.key, value: $0.write(style)) }
    }
}
