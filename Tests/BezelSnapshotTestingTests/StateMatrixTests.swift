import BezelGraphics
import Testing
@testable import BezelSnapshotTesting

@Suite struct StateMatrixTests {
    enum Mode: String, CaseIterable { case push, toggle, momentary }

    let mode = StateDimension("mode", Mode.allCases)
    let recessed = StateDimension.bool("recessed")
    let pushed = StateDimension.bool("pushed")
    let enabled = StateDimension.bool("enabled", [true, false])

    var matrix: StateMatrix { StateMatrix(mode, recessed, pushed, enabled) }

    @Test func twentyFourCombinationsInAStableOrder() throws {
        let combinations = matrix.combinations
        #expect(matrix.count == 24 && combinations.count == 24)
        #expect(combinations.map(\.position) == Array(0..<24))
        let names = matrix.names(prefix: "bezel-button", scales: [2])
        #expect(Set(names).count == 24)
        #expect(names == StateMatrix(mode, recessed, pushed, enabled).names(prefix: "bezel-button", scales: [2]))
        #expect(names[0] == "bezel-button.mode=push.recessed=false.pushed=false.enabled=true@2x")
        #expect(names[1] == "bezel-button.mode=push.recessed=false.pushed=false.enabled=false@2x")
        #expect(names[2] == "bezel-button.mode=push.recessed=false.pushed=true.enabled=true@2x")
        #expect(names[4] == "bezel-button.mode=push.recessed=true.pushed=false.enabled=true@2x")
        #expect(names[8 + 4 + 1] == "bezel-button.mode=toggle.recessed=true.pushed=false.enabled=false@2x")
        #expect(names[23] == "bezel-button.mode=momentary.recessed=true.pushed=true.enabled=false@2x")
        try matrix.validate()
    }

    @Test func combinationsHandBackTypedValues() throws {
        let combination = matrix.combinations[13]
        #expect(try combination.value(of: mode) == .toggle)
        #expect(try combination.value(of: recessed) == true)
        #expect(try combination.value(of: pushed) == false)
        #expect(try combination.value(of: enabled) == false)
        #expect(combination["mode"] == "toggle" && combination["size"] == nil)
        #expect(combination.description == "mode=toggle.recessed=true.pushed=false.enabled=false")
        #expect(combination.name(prefix: "b", scale: 1.5) == "b.mode=toggle.recessed=true.pushed=false.enabled=false@1.5x")
        #expect(combination.name(prefix: "") == "mode=toggle.recessed=true.pushed=false.enabled=false")
        // Another dimension with the same name is not this matrix's.
        #expect(throws: SnapshotError.self) { try combination.value(of: StateDimension.bool("pushed")) }
    }

    @Test func untypedAndNamedDimensions() throws {
        let size = StateDimension("size", [("small", 16.0), ("large", 64.0)])
        let theme = StateMatrix.Dimension("theme", ["light", "dark"])
        let combos = StateMatrix(size, theme).combinations
        #expect(combos.map(\.description) == ["size=small.theme=light", "size=small.theme=dark",
                                              "size=large.theme=light", "size=large.theme=dark"])
        #expect(try combos[3].value(of: size) == 64)
        #expect(StateMatrix().combinations.map { $0.name(prefix: "only", scale: 1) } == ["only@1x"])
    }

    @Test func invalidMatricesAreRejected() {
        #expect(throws: SnapshotError.self) { try StateMatrix(recessed, StateDimension.bool("recessed")).validate() }
        #expect(throws: SnapshotError.self) { try StateMatrix(StateDimension<Int>("n", [])).validate() }
        #expect(throws: SnapshotError.self) { try StateMatrix(StateDimension("a.b", [1])).validate() }
        #expect(throws: SnapshotError.self) { try StateMatrix(StateDimension("path", [("x/y", 1)])).validate() }
        #expect(throws: SnapshotError.self) { try StateMatrix(StateDimension("n", [("1", 1), ("1", 2)])).validate() }
    }

    private func bars(_ count: Int, scale: Double) throws -> Image {
        let s = Int(scale)
        return try makeImage(width: 4 * s, height: s, scale: scale) { x, _ in x < count * s ? grey(0) : grey(255) }
    }

    @Test func everyFailureIsReportedNotJustTheFirst() throws {
        let folder = try TemporaryFolder()
        let count = StateDimension("count", [0, 1, 2, 3])
        let matrix = StateMatrix(count)
        func run(_ make: @escaping (Int) throws -> Int) throws -> [MatrixSnapshotOutcome] {
            try folder.run {
                try verifySnapshots(matrix: matrix, prefix: "bars", scales: [1, 2], suite: "Bars") { combination in
                    try make(combination.value(of: count))
                } as: { scale in Snapshotting.image.pullback { try self.bars($0, scale: scale) } }
            }
        }
        let recorded = try run { $0 }
        #expect(recorded.map(\.name) == ["bars.count=0@1x", "bars.count=0@2x", "bars.count=1@1x", "bars.count=1@2x",
                                         "bars.count=2@1x", "bars.count=2@2x", "bars.count=3@1x", "bars.count=3@2x"])
        #expect(recorded.allSatisfy { !$0.passed })
        #expect(folder.exists(folder.reference("bars.count=3@2x", suite: "Bars")))
        #expect(try run { $0 }.allSatisfy(\.passed))

        let changed = try run { value in
            if value == 2 { throw RenderFailure() }
            return value == 1 ? 3 : value
        }
        #expect(changed.filter(\.passed).map(\.name) == ["bars.count=0@1x", "bars.count=0@2x", "bars.count=3@1x", "bars.count=3@2x"])
        #expect(changed[2].failureMessage?.contains("does not match") == true)
        #expect(changed[3].failureMessage?.contains("does not match") == true)
        #expect(changed[4].failureMessage?.contains("the render blew up") == true)
        #expect(changed[5].failureMessage?.contains("the render blew up") == true)
    }

    @Test func clashingNamesAndBadScalesAreRejectedUpFront() throws {
        let folder = try TemporaryFolder()
        for scales in [[1.0, 1.0], [], [0.0], [Double.nan]] {
            #expect(throws: SnapshotError.self) {
                try folder.run {
                    try verifySnapshots(matrix: self.matrix, prefix: "b", scales: scales, make: { _ in 0 },
                                        as: { scale in Snapshotting.image.pullback { _ in try self.bars(1, scale: scale) } })
                }
            }
        }
        #expect(throws: SnapshotError.self) {
            try folder.run {
                try verifySnapshots(matrix: self.matrix, prefix: "a/b", make: { _ in 0 },
                                    as: { scale in Snapshotting.image.pullback { _ in try self.bars(1, scale: scale) } })
            }
        }
        #expect(!folder.exists(folder.snapshots))
    }
}
