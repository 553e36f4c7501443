@testable import BezelFileSnapshots
import BezelFileFixtures
import BezelFiles
import Testing
import Bezel
import BezelScenes

/// Which images a scene asks for, and their names: the scene in every theme
/// and scale, then every view of every state matrix in every combination.
@Suite struct SceneSnapshotsTests {
    static let root = SceneTestSupport.repositoryFolder

    static func document(_ snapshots: String) throws -> SceneDocument {
        try SceneDocument.parse("""
            size: {width: 100, height: 40}
            scale: 2
            \(snapshots)
            root: {type: hstack, children: [{type: button, id: ok, title: OK}, {type: switch, id: alarm}]}
            """, file: "t.yaml", baseDirectory: SceneTestSupport.examplesFolder)
    }

    static func options(themes: [String] = [], scales: [Int] = []) throws -> FileSnapshotOptions {
        let resolver = try ThemeResolver(themesDirectory: root + "/Themes")
        return FileSnapshotOptions(packageRoot: "/tmp", themes: resolver,
                                   themeOverrides: try themes.map { ($0, try resolver.theme($0)) }, scaleOverrides: scales)
    }

    @Test func aSceneWithoutSnapshotsIsCheckedOnceInItsThemeAndScale() throws {
        let jobs = try SceneSnapshots.jobs(for: try Self.document(""), options: try Self.options())
        #expect(jobs.map(\.name) == ["scene.theme=default@2x"])
    }

    @Test func themesScalesAndStatesMultiply() throws {
        let document = try Self.document("""
            snapshots:
              themes: [default, dark]
              scales: [1, 2]
              states: [{ids: all, enabled: [true, false]}]
            """)
        let jobs = try SceneSnapshots.jobs(for: document, options: try Self.options())
        #expect(jobs.count == 4 * 5)
        #expect(jobs.prefix(4).map(\.name) == ["scene.theme=default@1x", "scene.theme=default@2x",
                                               "scene.theme=dark@1x", "scene.theme=dark@2x"])
        #expect(jobs.map(\.name).contains("alarm.enabled=false.theme=dark@1x"))
        #expect(jobs[4].state?.id == "ok" && jobs[4].state?.properties == [SceneProperty(SceneKeys.enabled, true)])
        #expect(jobs[4].place.line == 6)
    }

    @Test func directionsTextSizesAndLanguagesMultiplyAndNameThemselves() throws {
        let document = try Self.document("""
            snapshots:
              directions: [ltr, rtl]
              textSizes: [L, AX3]
              languages: [ar]
              states: [{ids: [alarm], enabled: [false]}]
            """)
        let jobs = try SceneSnapshots.jobs(for: document, options: try Self.options())
        #expect(jobs.map(\.name) == [
            "scene.direction=ltr.language=ar.textSize=L.theme=default@2x", "scene.direction=ltr.language=ar.textSize=AX3.theme=default@2x",
            "scene.direction=rtl.language=ar.textSize=L.theme=default@2x", "scene.direction=rtl.language=ar.textSize=AX3.theme=default@2x",
            "alarm.enabled=false.direction=ltr.language=ar.textSize=L.theme=default@2x",
            "alarm.enabled=false.direction=ltr.language=ar.textSize=AX3.theme=default@2x",
            "alarm.enabled=false.direction=rtl.language=ar.textSize=L.theme=default@2x",
            "alarm.enabled=false.direction=rtl.language=ar.textSize=AX3.theme=default@2x",
        ])
        #expect(jobs[0].traits == Traits(layoutDirection: .leftToRight, contentSizeCategory: .large, language: "ar"))
        #expect(jobs[3].traits == Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge, language: "ar"))
        // A language alone brings its own direction.
        let arabic = try SceneSnapshots.jobs(for: try Self.document("snapshots: {languages: [en, ar]}"), options: try Self.options())
        #expect(arabic.map(\.traits.layoutDirection) == [.leftToRight, .rightToLeft])
        #expect(arabic.map(\.name) == ["scene.language=en.theme=default@2x", "scene.language=ar.theme=default@2x"])
        // Different pixels in each variant.
        let images = try jobs.prefix(4).map { try SceneSnapshots.render($0, of: document).pngData() }
        #expect(Set(images).count == 4)
    }

    @Test func badTraitValuesAreErrorsAndTheyCountTowardTheLimit() {
        let errors = SceneTestSupport.fileErrors { _ = try Self.document("snapshots: {directions: [up], textSizes: [AX3, AX3]}") }
        #expect(errors.map(\.message) == ["'up' is not a direction", "text size 'AX3' is listed twice"], "\(errors)")
        let many = SceneTestSupport.fileErrors {
            // 200 distinct three-letter tags (qaa, qab…) × 12 sizes × 2 directions × 3 scales: 14,400 images.
            let languages = (0..<200).map { "q" + String(UnicodeScalar(97 + $0 / 26)!) + String(UnicodeScalar(97 + $0 % 26)!) }
            _ = try Self.document("snapshots: {languages: [" + languages.joined(separator: ", ")
                + "], textSizes: [XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5], directions: [ltr, rtl], scales: [1, 2, 3]}")
        }
        #expect(many.first?.message.contains("more than 10000") == true, "\(many)")
    }

    @Test func theCommandLineOverridesThemesAndScales() throws {
        let document = try Self.document("snapshots: {themes: [dark], scales: [1]}")
        let jobs = try SceneSnapshots.jobs(for: document, options: try Self.options(themes: ["high-contrast"], scales: [3]))
        #expect(jobs.map(\.name) == ["scene.theme=high-contrast@3x"])
    }

    @Test func anUnknownThemeIsReportedAtItsPlaceWhenChecked() throws {
        let document = try Self.document("snapshots: {themes: [dark, nope]}")
        let errors = SceneTestSupport.fileErrors { _ = try SceneSnapshots.jobs(for: document, options: try Self.options()) }
        #expect(errors.map(\.description) == [
            "t.yaml:3:28: unknown theme 'nope' in \(Self.root)/Themes; expected one of: dark, default, high-contrast, hsb",
        ])
    }

    /// Two spellings of one value (or two themes of one name) would check one file twice: an error at the second.
    @Test func twoImagesOfOneNameAreAnError() throws {
        let document = try Self.document("snapshots: {states: [{ids: [ok], enabled: [true, TRUE]}]}")
        let errors = SceneTestSupport.fileErrors { _ = try SceneSnapshots.jobs(for: document, options: try Self.options()) }
        #expect(errors.map(\.description) == [
            "t.yaml:3:22: snapshot 'ok.enabled=true.theme=default@2x' is asked for twice: two values or themes "
                + "are written differently but name the same file; expected each value and theme once (true and TRUE are one value)",
        ])
    }

    @Test func aThemeFileIsNamedByItsFileName() {
        #expect(SceneSnapshots.label("../Themes/brand.yaml") == "brand")
        #expect(SceneSnapshots.label("dark") == "dark")
    }

    @Test func accessibilityTextAndImagesComeBesideEachImage() throws {
        let document = try Self.document("""
            snapshots:
              scales: [1, 2]
              accessibility: [text, image]
              states: [{ids: [ok], enabled: [false]}]
            """)
        let jobs = try SceneSnapshots.jobs(for: document, options: try Self.options())
        #expect(jobs.map { "\($0.name).\($0.pathExtension)" } == [
            "scene.theme=default@1x.png", "scene.theme=default.accessibility@1x.png",
            "scene.theme=default@2x.png", "scene.theme=default.accessibility@2x.png",
            "scene.theme=default.accessibility.txt",
            "ok.enabled=false.theme=default@1x.png", "ok.enabled=false.theme=default.accessibility@1x.png",
            "ok.enabled=false.theme=default@2x.png", "ok.enabled=false.theme=default.accessibility@2x.png",
            "ok.enabled=false.theme=default.accessibility.txt",
        ])
        #expect(SceneSnapshots.declared(by: document).count == jobs.count)
        let text = try SceneSnapshots.accessibilityText(jobs[9], of: document)
        #expect(text.hasPrefix("Button#ok \"OK\" [button+notEnabled] ("), "\(text)")
        #expect(text.hasSuffix(")\n") && text.split(separator: "\n").count == 2, "\(text)")
        let window = try SceneSnapshots.window(for: jobs[1], of: document, sources: SceneViewSources())
        let image = try window.accessibilityImage(scale: 1)
        #expect(image.pixelWidth == 100 + Int(AccessibilityImageLayout.defaultLegendWidth))
    }

    @Test func anUnknownAccessibilitySnapshotIsAnErrorAtItsPlace() {
        let errors = SceneTestSupport.fileErrors { _ = try Self.document("snapshots: {accessibility: [text, imgae]}") }
        #expect(errors.map(\.description) == [
            "t.yaml:3:35: an accessibility snapshot is text or image, not 'imgae' (did you mean 'image'?)",
        ], "\(errors)")
        let twice = SceneTestSupport.fileErrors { _ = try Self.document("snapshots: {accessibility: [text, text]}") }
        #expect(twice.map(\.message) == ["accessibility snapshot 'text' is listed twice"], "\(twice)")
    }
}
