import Bezel
import BezelGallery
import BezelGraphics

/// The 1,000 views of the snapshot benchmarks: every bezel-button state of
/// the README's matrix (mode × recessed × pushed × enabled, 24 states) in
/// widths of 48, 49, … pt (64 pt high, the sample play glyph), rendered at
/// 2x over white. Each view is a distinct image, as in a real suite.
struct SnapshotStates {
    static let count = 1_000
    let buttons: [BezelButton]

    init() throws {
        let glyph = try SampleGlyph.play()
        var buttons: [BezelButton] = []
        var width = 48.0
        while buttons.count < Self.count {
            for mode in BezelButton.Mode.allCases {
                for recessed in [false, true] {
                    for pushed in [false, true] {
                        for enabled in [true, false] where buttons.count < Self.count {
                            let button = BezelButton(frame: Rect(x: 0, y: 0, width: width, height: 64),
                                                     image: glyph, mode: mode, recessed: recessed)
                            button.isPushed = pushed
                            button.isEnabled = enabled
                            buttons.append(button)
                        }
                    }
                }
            }
            width += 1
        }
        self.buttons = buttons
    }

    /// The snapshot name of button `index`.
    func name(_ index: Int) -> String { "state-\(index)@2x" }

    /// Renders button `index` as a snapshot test does.
    func render(_ index: Int) throws -> Image {
        try buttons[index].renderImage(scale: 2, background: .white)
    }
}
