import BezelGraphics
import BezelSnapshotTesting
import Testing
@testable import Bezel
import BezelGallery

/// Every state of the bezel button (mode × recessed × pushed × enabled, 24)
/// at 1x and 2x against `Snapshots/BezelButton/`.
@Suite struct BezelButtonSnapshotTests {
    static let mode = StateDimension("mode", BezelButton.Mode.allCases, valueName: { $0.rawValue })
    static let recessed = StateDimension.bool("recessed")
    static let pushed = StateDimension.bool("pushed")
    static let enabled = StateDimension.bool("enabled", [true, false])

    @Test func everyStateAtOneAndTwoX() throws {
        let glyph = try Image(contentsOfPNG: fixturePath("play@2x.png"), scale: 2)
        let matrix = StateMatrix(Self.mode, Self.recessed, Self.pushed, Self.enabled)
        #expect(matrix.count == 24)
        assertSnapshots(matrix: matrix, prefix: "bezel-button", scales: [1, 2], suite: "BezelButton") { c in
            let state = BezelButtonState(mode: try c.value(of: Self.mode), recessed: try c.value(of: Self.recessed),
                                         pushed: try c.value(of: Self.pushed), enabled: try c.value(of: Self.enabled))
            return state.makeButton(image: glyph)
        } as: { scale in .image(scale: scale, background: .white) }
    }

    @Test func matrixOrderMatchesTheStateList() throws {
        let matrix = StateMatrix(Self.mode, Self.recessed, Self.pushed, Self.enabled)
        let fromMatrix = matrix.combinations.map { $0.name(prefix: "bezel-button", scale: nil) }
        let fromStates = BezelButtonState.all.map { "bezel-button.\($0)" }
        #expect(fromMatrix == fromStates)
    }
}
