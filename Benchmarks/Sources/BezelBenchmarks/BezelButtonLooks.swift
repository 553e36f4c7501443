import Bezel
import BezelGraphics

/// The eight looks the reference peers draw (recessed × pushed × enabled),
/// as the peers draw them: a 64×64 pt bezel button at scale 2 on an opaque
/// white background, with a 32 pt blue disc as its image.
struct BezelButtonLooks {
    let buttons: [BezelButton]

    init() throws {
        let disc = try BezelButtonLooks.disc()
        var buttons: [BezelButton] = []
        for recessedLook in [true, false] {
            for pushed in [false, true] {
                for enabled in [true, false] {
                    // Toggle mode shows the opposite of `recessed` while pushed, so
                    // every look can be had with or without the pushed overlay.
                    let button = BezelButton(frame: Rect(x: 0, y: 0, width: 64, height: 64), image: disc,
                                             mode: .toggle, recessed: pushed ? !recessedLook : recessedLook)
                    button.isPushed = pushed
                    button.isEnabled = enabled
                    buttons.append(button)
                }
            }
        }
        self.buttons = buttons
    }

    /// The peers' file names for ``buttons``, in the same order.
    static let peerNames: [String] = ["recessed", "raised"].flatMap { look in
        ["normal", "pushed"].flatMap { pushed in ["enabled", "disabled"].map { "\(look)-\(pushed)-\($0)" } }
    }

    /// The peers' glyph: a disc of radius 16 pt in #3478F6, as a 2x image.
    static func disc() throws -> Image {
        let surface = try ImageSurface(size: Size(width: 32, height: 32), scale: 2)
        surface.canvas.fill(.circle(center: Point(x: 16, y: 16), radius: 16), with: try Color(hex: "#3478F6"))
        return try surface.makeImage()
    }

    /// Renders every look; returns the total pixel bytes so the work is not optimised away.
    func renderAll() throws -> Int {
        var total = 0
        for button in buttons {
            total += try button.renderImage(scale: 2, background: .white).pixelWidth
        }
        return total
    }

    /// Renders and PNG-encodes every look; returns the total PNG bytes.
    func renderAndEncodeAll() throws -> Int {
        var total = 0
        for button in buttons {
            total += try button.renderImage(scale: 2, background: .white).pngData().count
        }
        return total
    }
}
