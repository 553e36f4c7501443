import Bezel
import BezelGallery
import BezelGraphics
import Testing

/// Every control in every state and environment, drawn by a window's
/// incremental capture with the check on: each capture is rendered in full
/// as well and must give the same bytes (`Window/checksIncrementalRender`).
@Suite struct IncrementalRenderCoverageTests {
    static func environments() -> [Traits?] {
        [nil, Traits(layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityExtraLarge)]
    }

    /// A window with a label behind a stage where the tiles go.
    static func window(traits: Traits?, scale: Double = 2) -> (Window, View) {
        let window = Window(size: Size(width: 420, height: 320), scale: scale)
        window.checksIncrementalRender = true
        if let traits { window.traitOverrides = traits }
        let behind = Label("Behind every tile: text the damage must redraw around")
        behind.frame = Rect(x: 4, y: 4, width: 412, height: 24)
        window.addSubview(behind)
        let stage = View(frame: Rect(x: 10, y: 30, width: 400, height: 280))
        window.addSubview(stage)
        return (window, stage)
    }

    @Test(arguments: [false, true])
    func everyTileReplacingTheOneBeforeIsRedrawnAsAFullRender(mirroredAndLarge: Bool) throws {
        let traits = Self.environments()[mirroredAndLarge ? 1 : 0]
        let (window, stage) = Self.window(traits: traits)
        let before = IncrementalChecks.passedCount(.frame)
        var captures = 0
        for tile in try ControlGallery.tiles(traits: traits) {
            stage.subviews.forEach { $0.removeFromSuperview() }
            tile.view.frame.origin = Point(x: 8, y: 8)
            stage.addSubview(tile.view)
            _ = try window.captureFrame()   // throws IncrementalRenderMismatch on any differing byte
            captures += 1
        }
        #expect(captures > 50)
        #expect(IncrementalChecks.passedCount(.frame) - before >= captures)
    }

    /// Each control of each tile goes through its states in place (enabled,
    /// highlighted, selected, and its own: on, value, segment, text, focus,
    /// progress, mode), a capture after each change.
    @Test(arguments: [false, true])
    func everyControlChangingStateInPlaceIsRedrawnAsAFullRender(mirroredAndLarge: Bool) throws {
        let traits = Self.environments()[mirroredAndLarge ? 1 : 0]
        #expect(try Self.changeEveryControl(traits: traits, scale: 2, at: Point(x: 8, y: 8)) > 300)
    }

    /// Off whole device pixels: tiles at a fractional position, at 1.5x and
    /// 3x, each control through its states. The damage's edges cross the
    /// tile's other views (text, strokes, rounded fills, shadows) at
    /// fractional positions: the regions must grow where a cut would
    /// change a shape, and every capture still equals a full render.
    @Test(arguments: [1.5, 3])
    func offWholePixelsEveryControlChangingStateIsRedrawnAsAFullRender(scale: Double) throws {
        #expect(try Self.changeEveryControl(traits: nil, scale: scale, at: Point(x: 8.37, y: 8.61)) > 300)
    }

    /// Puts each tile at `origin` in a checking window and takes each of
    /// its controls through its states, a capture after each change;
    /// returns how many changes there were.
    static func changeEveryControl(traits: Traits?, scale: Double, at origin: Point) throws -> Int {
        let (window, stage) = window(traits: traits, scale: scale)
        var count = 0
        for tile in try ControlGallery.tiles(traits: traits) {
            stage.subviews.forEach { $0.removeFromSuperview() }
            tile.view.frame.origin = origin
            stage.addSubview(tile.view)
            _ = try window.captureFrame()   // throws IncrementalRenderMismatch on any differing byte
            for view in allViews(in: tile.view) {
                for change in changes(of: view) {
                    change()
                    _ = try window.captureFrame()
                    count += 1
                }
            }
        }
        return count
    }

    /// State changes for `view`, each applied twice in a row brings it back.
    static func changes(of view: View) -> [() -> Void] {
        var changes: [() -> Void] = []
        if let control = view as? Control {
            changes += [{ control.isHighlighted.toggle() }, { control.isSelected.toggle() }, { control.isEnabled.toggle() },
                        { control.isEnabled.toggle() }, { control.isSelected.toggle() }, { control.isHighlighted.toggle() }]
        }
        switch view {
        case let view as Switch: changes += [{ view.isOn.toggle() }, { view.isOn.toggle() }]
        case let view as Slider:
            let old = view.value
            changes += [{ view.value = view.minimumValue }, { view.value = view.maximumValue }, { view.value = old }]
        case let view as SegmentedControl:
            let old = view.selectedSegmentIndex
            changes += [{ view.selectedSegmentIndex = nil }, { view.selectedSegmentIndex = 0 }, { view.selectedSegmentIndex = old }]
        case let view as TextField:
            let old = view.text
            changes += [{ view.isFocused.toggle() }, { view.text = "Changed text, longer than before" }, { view.text = "" },
                        { view.text = old }, { view.isFocused.toggle() }]
        case let view as BezelButton:
            let old = view.mode
            changes += BezelButton.Mode.allCases.map { mode in { view.mode = mode } } + [{ view.mode = old }]
        case let view as ProgressView:
            let old = view.progress
            changes += [{ view.progress = 0 }, { view.progress = 1 }, { view.progress = old }]
        case let view as Label:
            let old = view.text
            changes += [{ view.text = old + " and more" }, { view.text = old }]
        default: break
        }
        return changes
    }

    static func allViews(in view: View) -> [View] {
        [view] + view.subviews.flatMap(allViews(in:))
    }
}
