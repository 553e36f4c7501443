import Testing
import BezelTestImages
@testable import BezelGraphics

@Suite struct ImageComparisonTests {
    @Test func identicalImagesTakeTheFastPath() throws {
        let a = try makeImage(changes: [(1, 1, grey(7))]), b = try makeImage(changes: [(1, 1, grey(7))])
        guard case .identical = ImageComparison.exact.compare(reference: a, actual: b) else {
            Issue.record("expected identical")
            return
        }
        #expect(ImageComparison(colorTolerance: 0.5).compare(reference: a, actual: a).matches)
    }

    @Test func onePixelChangeIsCountedWithItsBounds() throws {
        let reference = try makeImage(width: 10, height: 12)
        let actual = try makeImage(width: 10, height: 12, changes: [(3, 5, grey(148))])
        let outcome = ImageComparison.exact.compare(reference: reference, actual: actual)
        guard case let .different(.pixels(pixels), diffImage?) = outcome else {
            Issue.record("expected a pixel difference with a diff image, got \(outcome)")
            return
        }
        #expect(pixels.differingPixelCount == 1)
        #expect(pixels.totalPixelCount == 120)
        #expect(pixels.bounds == PixelBounds(x: 3, y: 5, width: 1, height: 1))
        #expect(pixels.maximumChannelDelta == 107)
        #expect(pixels.maximumDistance > 0.3 && pixels.maximumDistance < 0.5)
        #expect(pixels.antialiasedPixelCount == 0)
        #expect(pixels.description.contains("1 of 120 pixels differ (0.833%)"))
        #expect(pixels.description.contains("x=3 y=5 w=1 h=1"))
        // Diff image: the difference in red, the rest the reference faded (white stays white).
        #expect(diffImage.pixelWidth == 10 && diffImage.pixelHeight == 12)
        #expect(word(diffImage, 3, 5) == opaqueRed)
        #expect(word(diffImage, 0, 0) == grey(255))
    }

    @Test func boundsCoverEveryDifferingPixel() throws {
        let reference = try makeImage(width: 20, height: 20)
        let actual = try makeImage(width: 20, height: 20, changes: [(2, 15, grey(0)), (17, 4, grey(0)), (9, 9, grey(0))])
        let pixels = try #require(ImageComparison.exact.compare(reference: reference, actual: actual).difference?.pixels)
        #expect(pixels.differingPixelCount == 3)
        #expect(pixels.bounds == PixelBounds(x: 2, y: 4, width: 16, height: 12))
    }

    @Test func diffImageFadesTheReferenceToLightGrey() throws {
        let reference = try makeImage(fill: grey(0))
        let actual = try makeImage(fill: grey(0), changes: [(0, 0, grey(255))])
        guard case let .different(_, diffImage?) = ImageComparison.exact.compare(reference: reference, actual: actual) else {
            Issue.record("expected a diff image")
            return
        }
        #expect(word(diffImage, 0, 0) == opaqueRed)
        #expect(word(diffImage, 4, 4) == grey(230))   // black faded: 255 − 0.1 × 255
    }

    @Test func toleranceLetsJitterPassButNotLargeChanges() throws {
        let reference = try makeImage(width: 16, height: 16) { x, y in grey(UInt32(100 + (x + y) % 50)) }
        let jittered = try makeImage(width: 16, height: 16) { x, y in grey(UInt32(100 + (x + y) % 50 + (x % 3))) }
        let tolerant = ImageComparison(colorTolerance: 0.02)
        #expect(!ImageComparison.exact.compare(reference: reference, actual: jittered).matches)
        guard case let .similar(pixels) = tolerant.compare(reference: reference, actual: jittered) else {
            Issue.record("jitter should pass within tolerance")
            return
        }
        #expect(pixels.differingPixelCount == 0)
        #expect(pixels.maximumChannelDelta == 2)
        #expect(pixels.maximumDistance > 0 && pixels.maximumDistance <= 0.02)

        let changed = try makeImage(width: 16, height: 16) { x, y in x == 8 && y == 8 ? grey(255) : grey(UInt32(100 + (x + y) % 50)) }
        let pixels2 = try #require(tolerant.compare(reference: reference, actual: changed).difference?.pixels)
        #expect(pixels2.differingPixelCount == 1)
    }

    @Test func differingShareLimitsHowManyPixelsMayDiffer() throws {
        let reference = try makeImage(width: 10, height: 10)
        let one = try makeImage(width: 10, height: 10, changes: [(0, 0, grey(0))])
        let two = try makeImage(width: 10, height: 10, changes: [(0, 0, grey(0)), (9, 9, grey(0))])
        let onePercent = ImageComparison(maximumDifferingFraction: 0.01)
        #expect(onePercent.compare(reference: reference, actual: one).matches)
        #expect(!onePercent.compare(reference: reference, actual: two).matches)
    }

    @Test func sizeAndScaleMismatchesFailClearly() throws {
        let small = try makeImage(width: 4, height: 4), large = try makeImage(width: 8, height: 4)
        let sized = try #require(ImageComparison.perceptual.compare(reference: small, actual: large).difference)
        #expect(sized == .dimensions(reference: ImageDimensions(pixelWidth: 4, pixelHeight: 4, scale: 1),
                                     actual: ImageDimensions(pixelWidth: 8, pixelHeight: 4, scale: 1)))
        #expect(sized.description == "the images differ in size: the reference is 4×4 px @1x, the snapshot is 8×4 px @1x")

        let twoX = try makeImage(width: 4, height: 4, scale: 2)
        let scaled = try #require(ImageComparison.exact.compare(reference: small, actual: twoX).difference)
        #expect(scaled.description.contains("differ in scale"))
        #expect(scaled.description.contains("@2x"))
    }

    @Test func transparentDiffersFromWhiteAndFromBlack() throws {
        let clear = try makeImage(fill: 0)
        #expect(!ImageComparison(colorTolerance: 0.5).compare(reference: clear, actual: try makeImage(fill: grey(255))).matches)
        #expect(!ImageComparison(colorTolerance: 0.5).compare(reference: clear, actual: try makeImage(fill: grey(0))).matches)
    }

    @Test func antialiasedEdgesAreDetectedAndCanBeIgnored() throws {
        // Black | grey edge column | white; the edge pixel's grey changes.
        func edge(_ level: UInt32) throws -> Image {
            try makeImage(width: 8, height: 8) { x, _ in x < 4 ? grey(0) : x == 4 ? grey(level) : grey(255) }
        }
        let reference = try edge(128), actual = try edge(90)
        guard case let .different(.pixels(counted), diffImage?) = ImageComparison.exact.compare(reference: reference, actual: actual) else {
            Issue.record("an exact comparison counts anti-aliasing")
            return
        }
        #expect(counted.differingPixelCount == 8)
        #expect(counted.antialiasedPixelCount == 8)
        #expect(word(diffImage, 4, 3) == opaqueYellow)
        guard case let .similar(ignored) = ImageComparison(ignoresAntialiasing: true).compare(reference: reference, actual: actual) else {
            Issue.record("ignoring anti-aliasing should pass")
            return
        }
        #expect(ignored.differingPixelCount == 0 && ignored.antialiasedPixelCount == 8 && ignored.bounds == nil)
    }

    @Test func settingsAreClamped() {
        let comparison = ImageComparison(colorTolerance: .nan, maximumDifferingFraction: 7)
        #expect(comparison.colorTolerance == 0 && comparison.maximumDifferingFraction == 1)
    }
}

extension ImageComparison.Outcome {
    var difference: ImageDifference? {
        if case let .different(difference, _) = self { return difference }
        return nil
    }
}
