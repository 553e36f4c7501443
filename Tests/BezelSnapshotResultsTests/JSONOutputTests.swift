import BezelGraphics
import BezelSnapshotResults
import Foundation
import Testing

/// `JSONOutput` writes sorted, unescaped JSON, and a value it cannot encode
/// is an error naming where in the value it stopped: nothing stands in for it.
@Suite struct JSONOutputTests {
    struct Sample: Encodable {
        var name = "a/b"
        var values: [Double]
    }

    @Test func keysAreSortedAndSlashesKeptOnOneLine() throws {
        #expect(try JSONOutput.text(Sample(values: [1, 2]), .line) == #"{"name":"a/b","values":[1,2]}"#)
    }

    @Test func aValueThatCannotBeEncodedThrowsWhereAndWhy() {
        #expect {
            _ = try JSONOutput.data(Sample(values: [1, .nan]))
        } throws: { error in
            guard let error = error as? JSONEncodingError else { return false }
            return error.type.hasSuffix("JSONOutputTests.Sample") && error.path == "values.1"
                && error.description.contains("could not be encoded as JSON (at values.1): ")
        }
    }
}
