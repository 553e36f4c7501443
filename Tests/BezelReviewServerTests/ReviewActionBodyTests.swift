import BezelReviewServer
import BezelSnapshotResults
import Foundation
import Testing

/// The actions' bodies are read into typed, bounded fields: exactly one
/// key of three with a string of 1 to 512 bytes for `/accept`, nothing for
/// `/prune`; anything else is refused saying what the body should be.
@Suite struct ReviewActionBodyTests {
    typealias Accept = ReviewActionBody.Accept

    static func accept(_ body: String) -> Result<Accept, ReviewActionBody.Invalid> {
        Result { () throws(ReviewActionBody.Invalid) in try Accept(reading: Data(body.utf8)) }
    }

    @Test func eachKindNamesItsSelector() throws {
        #expect(try Self.accept(#"{"name": "S/a.png"}"#).get().selector == .name("S/a.png"))
        #expect(try Self.accept(#"{"group": "color-1"}"#).get().selector == .group("color-1"))
        #expect(try Self.accept(#"{"suite": "S"}"#).get().selector == .suite("S"))
        let longest = String(repeating: "é", count: Accept.maximumText / 2)
        #expect(try Self.accept(#"{"name": "\#(longest)"}"#).get().text == longest)
    }

    @Test func itEncodesAsThePageSendsIt() throws {
        let request = try Accept(.suite, "Badge")
        let data = try JSONEncoder().encode(request)
        #expect(String(decoding: data, as: UTF8.self) == #"{"suite":"Badge"}"#)
        #expect(try Accept(reading: data) == request)
        #expect(String(decoding: try JSONEncoder().encode(ReviewActionBody.Prune()), as: UTF8.self) == "{}")
    }

    @Test(arguments: [
        ("", "the body is not a JSON object"),
        ("not json", "the body is not a JSON object"),
        ("[]", "the body is not a JSON object"),
        (#""S/a.png""#, "the body is not a JSON object"),
        (String(repeating: "[", count: 10_000), "the body is not a JSON object"),
        ("{}", "the body names one thing to accept"),
        (#"{"name": 3}"#, "the body names one thing to accept"),
        (#"{"name": null}"#, "the body names one thing to accept"),
        (#"{"name": ["S/a.png"]}"#, "the body names one thing to accept"),
        (#"{"all": "yes"}"#, "the body names one thing to accept"),
        (#"{"Name": "S/a.png"}"#, "the body names one thing to accept"),
        (#"{"name": "S/a.png", "suite": "S"}"#, "the body names one thing to accept"),
        (#"{"name": ""}"#, "the name to accept is empty"),
        (#"{"group": "\#(String(repeating: "x", count: 513))"}"#, "the group to accept is 513 bytes long; the maximum is 512"),
    ])
    func malformedAcceptBodiesAreRefusedSayingWhy(body: String, message: String) {
        guard case let .failure(invalid) = Self.accept(body) else {
            Issue.record("\(body.prefix(30)) was read")
            return
        }
        #expect(invalid.description.hasPrefix(message), "\(body.prefix(30)): \(invalid)")
    }

    @Test func pruneTakesNothing() throws {
        #expect(try ReviewActionBody.Prune(reading: Data()) == ReviewActionBody.Prune())
        #expect(try ReviewActionBody.Prune(reading: Data("{ }".utf8)) == ReviewActionBody.Prune())
        for body in [#"{"delete": "everything"}"#, "[]", "null", "{"] {
            #expect(throws: ReviewActionBody.Invalid.self, "\(body)") { try ReviewActionBody.Prune(reading: Data(body.utf8)) }
        }
        #expect(throws: ReviewActionBody.Invalid("/prune takes no parameters: send {}")) {
            try ReviewActionBody.Prune(reading: Data(#"{"orphans": []}"#.utf8))
        }
    }
}
