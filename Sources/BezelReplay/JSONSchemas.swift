import BezelFiles

/// JSON Schemas (draft 2020-12) for Bezel's three file formats, generated
/// from the tables the readers use, so they follow the readers: the theme
/// tables (`ThemeTables`), the scene node types and their keys
/// (`SceneNodeType`) and the script step keys (``ScriptFile/stepKeys``).
///
/// Editors point at the copies in `Schemas/` (written by `bezel schema`)
/// for completion and checking; the schemas accept YAML 1.2 values (a bare
/// `on` key is text, as Bezel reads it).
///
/// ```swift
/// print(JSONSchemas.scene())
/// ```
///
/// What the schemas cannot say is left to the readers: colour parts in
/// range, image files that exist, ids a script names, a slider's value
/// within its min and max.
public enum JSONSchemas {
    /// The theme file schema, pretty JSON with sorted keys.
    public static func theme() -> String { ThemeSchema.document }

    /// The scene file schema, pretty JSON with sorted keys.
    public static func scene() -> String { SceneSchema.document }

    /// The script file schema (an inline scene included), pretty JSON with sorted keys.
    public static func script() -> String { ScriptSchema.document }

    /// The schema of the format named `format` (`theme`, `scene` or `script`), or nil.
    public static func named(_ format: String) -> String? {
        switch format {
        case "theme": return theme()
        case "scene": return scene()
        case "script": return script()
        default: return nil
        }
    }

    /// The format names ``named(_:)`` knows.
    public static let formats = ["scene", "theme", "script"]
}
