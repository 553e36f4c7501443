import Bezel
import BezelGraphics

/// A scene's `snapshots:`: what `bezel snapshots verify` renders of it and
/// checks against `Snapshots/<scene>/`. Without the key a scene is checked
/// once, in its own theme and scale.
///
/// ```yaml
/// snapshots:
///   themes: [default, dark, ../Themes/brand.yaml]   # default: the scene's theme
///   scales: [1, 2]                                  # default: the scene's scale
///   directions: [ltr, rtl]                          # optional: the reader's settings,
///   textSizes: [L, AX3]                             #   each listed one a dimension
///   languages: [en, ar, en-XA]                      #   (default: the scene's own)
///   states:                                         # optional: views in every combination
///     - ids: [start, stop]        # or `all`: every view with an id that takes every key below
///       enabled: [true, false]
///       highlighted: [false, true]
///   textFindings: fail             # optional: off, warn or fail (default: the run's, else warn)
///   accessibility: [text, image]   # optional: each variant's accessibility snapshots too
/// ```
///
/// Each theme × scale gives `scene.theme=<theme>@<scale>x`; each state
/// matrix adds, per id, every combination of its values in every theme and
/// scale: `start.enabled=false.highlighted=true.theme=dark@2x`. Directions,
/// text sizes and languages, when listed, multiply both and name themselves
/// before the theme: `scene.direction=rtl.language=ar.textSize=AX3.theme=dark@2x`
/// (a language without a direction reads in its own direction, unless the
/// scene names one). The values
/// are those a `set` action takes (``SceneProperty``), checked against each
/// view's type when the file is read.
///
/// `accessibility` asks, beside each image (the scene's and every state's,
/// in every theme and reader's setting), for what a screen reader finds in
/// it: `text`, the elements in reading order one line each (`View.accessibilityDescription()`),
/// in `<name without the scale>.accessibility.txt` (once per theme and
/// setting: elements are in points, the same at every scale), and `image`,
/// the view with its elements tinted and numbered and a legend of what
/// VoiceOver says (`View.accessibilityImage`), in
/// `<name without the scale>.accessibility@<scale>x.png`:
/// `scene.theme=default.accessibility.txt`, `scene.theme=default.accessibility@2x.png`.
///
/// `textFindings` says what a snapshot of this scene does with texts that
/// do not show whole (cut with "…", clipped, past the window, missing
/// glyphs): `off`, `warn` or `fail`, over the run's `--text-findings` and
/// `BEZEL_TEXT_FINDINGS` (BezelSnapshotResults' `TextFindingPolicy`).
public struct SceneSnapshotPlan: Sendable {
    /// `textFindings`: the text finding policy of this scene's snapshots
    /// (the same words as BezelSnapshotResults' `TextFindingPolicy`, which
    /// this module does not see).
    public enum TextFindingChoice: String, Sendable, CaseIterable {
        case off, warn, fail
    }

    /// A theme to render in, as written: its name or path and where. It is
    /// looked up when the snapshots are checked (with the command's themes
    /// folder), so a scene that lists themes still renders and replays
    /// where those themes cannot be found.
    public struct ThemeChoice: Sendable {
        /// The name as written (a theme name, or a file path relative to the scene).
        public var reference: String
        /// Where it is written.
        public var location: SourceLocation

        public init(reference: String, location: SourceLocation) {
            self.reference = reference
            self.location = location
        }
    }

    /// `themes`, in file order; empty means the scene's own theme.
    public var themes: [ThemeChoice]
    /// `scales`, in file order; empty means the scene's own scale.
    public var scales: [Int]
    /// `states`, in file order.
    public var states: [SceneStateMatrix]
    /// `textFindings`, when given.
    public var textFindings: TextFindingChoice?
    /// `accessibilityFindings`, when given: the accessibility finding policy
    /// of this scene's snapshots (the same words; `BEZEL_ACCESSIBILITY_FINDINGS`
    /// and `--accessibility-findings` defer to it).
    public var accessibilityFindings: TextFindingChoice?
    /// `directions`, in file order; empty means the scene's own.
    public var directions: [LayoutDirection] = []
    /// `textSizes`, in file order; empty means the scene's own.
    public var textSizes: [ContentSizeCategory] = []
    /// `languages`, in file order; empty means the scene's own.
    public var languages: [String] = []
    /// `accessibility`, in file order; empty means no accessibility snapshots.
    public var accessibility: [AccessibilitySnapshotFormat] = []

    /// The reader's settings to render in, over `document`'s: every
    /// combination of the listed directions, text sizes and languages
    /// (directions slowest), each with the words naming it in snapshot
    /// names (`["direction=rtl", "textSize=AX3"]`; empty for a plan that lists none).
    public func traitVariants(over document: SceneDocument) -> [(traits: Traits, nameParts: [String])] {
        let directionChoices: [LayoutDirection?] = directions.isEmpty ? [nil] : directions
        let sizeChoices: [ContentSizeCategory?] = textSizes.isEmpty ? [nil] : textSizes
        let languageChoices: [String?] = languages.isEmpty ? [nil] : languages
        return directionChoices.flatMap { direction in
            languageChoices.flatMap { language in
                sizeChoices.map { size in
                    let traits = Traits(layoutDirection: direction ?? document.direction,
                                        contentSizeCategory: size ?? document.textSize ?? .large,
                                        language: language ?? document.language ?? "en")
                    var parts: [String] = []
                    if let direction { parts.append("direction=\(direction)") }
                    if let language { parts.append("language=\(language)") }
                    if let size { parts.append("textSize=\(size.name)") }
                    return (traits, parts)
                }
            }
        }
    }

    /// How many variants of the reader's settings the plan lists (1 when none).
    public var traitVariantCount: Int {
        max(directions.count, 1) * max(textSizes.count, 1) * max(languages.count, 1)
    }
    /// Where `snapshots:` starts.
    public var location: SourceLocation

    /// The most snapshots one scene may ask for (themes × scales × states).
    public static let maximumSnapshots = 10_000

    /// How many images the plan asks for in `themes` themes and `scales`
    /// scales (at least one each): the scene and every combination of every
    /// id of every state matrix, in each. Nil when the count does not fit an
    /// `Int`: the values a file lists can multiply past it.
    public func imageCount(themes: Int, scales: Int) -> Int? {
        counted(themes: themes, scales: scales).count
    }

    /// Why the plan in `themes` themes and `scales` scales cannot be
    /// rendered, or nil: it asks for more than ``maximumSnapshots`` images,
    /// or for more than can be counted. The error stands where the count
    /// first passes the maximum: at the state matrix that does it, else at
    /// `snapshots:`.
    public func imageCountProblem(themes: Int, scales: Int) -> FileError? {
        let (count, place) = counted(themes: themes, scales: scales)
        guard let place else { return nil }
        let expected = "fewer themes, scales, directions, text sizes, languages, ids or values"
        guard let count else {
            return FileError(place, "snapshots asks for more images than can be counted (more than \(Int.max)), "
                + "the most is \(Self.maximumSnapshots)", expected: expected)
        }
        return FileError(place, "snapshots asks for \(count) images, more than \(Self.maximumSnapshots)", expected: expected)
    }

    /// The image count (nil past `Int.max`), and where it first passes ``maximumSnapshots`` (nil when it never does).
    private func counted(themes: Int, scales: Int) -> (count: Int?, passed: SourceLocation?) {
        guard let themed = Self.product(max(themes, 1), max(scales, 1)),
              let variants = Self.product(themed, traitVariantCount) else { return (nil, location) }
        var count = variants
        var passed = count > Self.maximumSnapshots ? location : nil
        for matrix in states {
            guard let combinations = matrix.combinationCount, let views = Self.product(matrix.ids.count, combinations),
                  let images = Self.product(views, variants) else { return (nil, passed ?? matrix.location) }
            let (sum, overflow) = count.addingReportingOverflow(images)
            guard !overflow else { return (nil, passed ?? matrix.location) }
            count = sum
            if passed == nil, count > Self.maximumSnapshots { passed = matrix.location }
        }
        return (count, passed)
    }

    /// `a × b`, or nil past `Int.max`.
    static func product(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : result
    }

    public init(themes: [ThemeChoice] = [], scales: [Int] = [], states: [SceneStateMatrix] = [],
                textFindings: TextFindingChoice? = nil, location: SourceLocation) {
        self.themes = themes
        self.scales = scales
        self.states = states
        self.textFindings = textFindings
        self.location = location
    }
}

/// One entry of `snapshots: states:`: views by id, and values for some of
/// their properties; every combination of the values is rendered for each
/// view (the others keep the state the file gives them).
public struct SceneStateMatrix: Sendable {
    /// One property and the values it takes, in file order.
    public struct Dimension: Sendable {
        /// The property's key (`enabled`, `highlighted`...).
        public var key: String
        /// Each value's name in snapshot names (`true`, `0.5`, `2`) with the
        /// property per view, by id.
        public var values: [(name: String, properties: [String: SceneProperty])]

        public init(key: String, values: [(name: String, properties: [String: SceneProperty])]) {
            self.key = key
            self.values = values
        }
    }

    /// The views, by id, in file (or tree) order.
    public var ids: [String]
    /// The properties, in file order.
    public var dimensions: [Dimension]
    /// Where the entry starts.
    public var location: SourceLocation

    public init(ids: [String], dimensions: [Dimension], location: SourceLocation) {
        self.ids = ids
        self.dimensions = dimensions
        self.location = location
    }

    /// How many combinations one view has (the product of the values'
    /// counts), or nil when it does not fit an `Int`.
    public var combinationCount: Int? {
        var count = 1
        for dimension in dimensions {
            guard let product = SceneSnapshotPlan.product(count, max(dimension.values.count, 1)) else { return nil }
            count = product
        }
        return count
    }
}
