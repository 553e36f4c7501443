import BezelFileSnapshots
import BezelGraphics
import BezelReports
import BezelResultsFixtures
import BezelSnapshotResults
import Foundation
import Testing
@testable import BezelReviewServer

/// The served review page as a plain function: requests in, answers out,
/// on a package with references and a run's results (`AcceptFixture`), the
/// page written into `out/review` as the report writes it.
@Suite struct ReviewSiteTests {
    static let port: UInt16 = 8123
    static let token = "00112233445566778899aabbccddeeff"
    static let origin = "http://127.0.0.1:8123"

    /// The fixture's page written, and the site serving it.
    static func site(_ fixture: AcceptFixture, orphans given: [String]? = nil) throws -> (site: ReviewSite, written: SnapshotReviewPage.Written) {
        let results = try fixture.results()
        let folders = try ReferenceFolders(packageRoot: fixture.root)
        let orphans = given ?? OrphanedReferences.planKeepingDeclared(in: results).orphans.map(\.path)
        let written = try SnapshotReviewPage(results: results, orphans: orphans, snapshotFolders: folders)
            .writeServable(to: fixture.root + "/out/review")
        let actions = ReviewActions(results: results, folders: folders, orphans: orphans)
        return (ReviewSite(written: written, actions: actions, token: Self.token), written)
    }

    static func get(_ site: ReviewSite, _ path: String, token: String? = ReviewSiteTests.token,
                    host: String = "127.0.0.1:8123", origin: String? = nil) -> ReviewResponse {
        site.respond(to: ReviewRequest(method: "GET", path: path, query: token.map { ["token": $0] } ?? [:], host: host, origin: origin),
                     port: Self.port)
    }

    static func post(_ site: ReviewSite, _ path: String, _ body: String, token: String = ReviewSiteTests.token,
                     origin: String? = ReviewSiteTests.origin, tokenHeader: String? = nil,
                     contentType: String? = "application/json") -> ReviewResponse {
        site.respond(to: ReviewRequest(method: "POST", path: path, query: ["token": token], host: "127.0.0.1:8123", origin: origin,
                                       tokenHeader: tokenHeader, contentType: contentType, body: Data(body.utf8)),
                     port: Self.port)
    }

    /// The answer's JSON.
    static func answer(_ response: ReviewResponse) throws -> ReviewAnswer {
        try JSONDecoder().decode(ReviewAnswer.self, from: response.body)
    }

    static func png(_ level: UInt32) throws -> Data {
        try Image(width: 2, height: 2, premultipliedARGB: Array(repeating: 0xFF00_0000 | level << 16 | level << 8 | level, count: 4))
            .pngData()
    }

    static func data(_ fixture: AcceptFixture, _ path: String) -> Data? {
        FileManager.default.contents(atPath: fixture.root + "/" + path)
    }

    // MARK: Accept

    @Test func acceptingOneImageWritesItsActualAsTheReference() throws {
        let fixture = try AcceptFixture(pathExtension: "png")
        try fixture.check("S/a", .mismatch, reference: try Self.png(10), actual: try Self.png(200))
        try fixture.check("S/b", .mismatch, reference: try Self.png(20), actual: try Self.png(220))
        let (site, _) = try Self.site(fixture)
        let response = Self.post(site, "/accept", #"{"name": "S/a.png"}"#)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        #expect(response.contentType.hasPrefix("application/json"))
        let answer = try Self.answer(response)
        #expect(answer.items == [ReviewAnswer.Item(key: "S/a.png", state: .accepted,
                                                   detail: "updated Snapshots/S/a.png (10 of 100 pixels differed)")])
        #expect(answer.message == "1 reference written")
        #expect(answer.counts == ReviewAnswer.Counts(mismatches: 1, new: 0, orphaned: 0, accepted: 1))
        #expect(Self.data(fixture, "Snapshots/S/a.png") == (try Self.png(200)), "the reference is the actual, byte for byte")
        #expect(Self.data(fixture, "Snapshots/S/b.png") == (try Self.png(20)))

        // Again: nothing left to do, and said so; the state remembers both.
        let again = try Self.answer(Self.post(site, "/accept", #"{"name": "S/a.png"}"#))
        #expect(again.items == [ReviewAnswer.Item(key: "S/a.png", state: .accepted, detail: "already accepted")])
        #expect(again.message == "0 references written, 1 skipped")
        let state = try Self.answer(Self.get(site, "/state"))
        #expect(state.items.map(\.key) == ["S/a.png"] && state.message == nil && state.counts.mismatches == 1)
    }

    @Test func aGroupAndASuiteAreAcceptedTogether() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/b", .mismatch, reference: "old b", actual: "new b", color: ("#3478f6ff", "#2060d0ff"))
        try fixture.check("T/c", .mismatch, reference: "old c", actual: "new c")
        try fixture.check("U/new", .missing, reference: nil, actual: "brand new")
        let (site, _) = try Self.site(fixture)
        let group = try Self.answer(Self.post(site, "/accept", #"{"group": "color-3478f6ff-2060d0ff"}"#))
        #expect(group.items.map(\.key) == ["S/a.txt", "T/b.txt"] && group.items.allSatisfy { $0.state == .accepted })
        #expect(fixture.read("Snapshots/S/a.txt") == "new a" && fixture.read("Snapshots/T/b.txt") == "new b")
        #expect(fixture.read("Snapshots/T/c.txt") == "old c" && fixture.read("Snapshots/U/new.txt") == nil)

        let suite = try Self.answer(Self.post(site, "/accept", #"{"suite": "T"}"#))
        #expect(suite.items == [ReviewAnswer.Item(key: "T/b.txt", state: .accepted, detail: "already accepted"),
                                ReviewAnswer.Item(key: "T/c.txt", state: .accepted,
                                                  detail: "updated Snapshots/T/c.txt (10 of 100 pixels differed)")])
        #expect(fixture.read("Snapshots/T/c.txt") == "new c")
        let new = try Self.answer(Self.post(site, "/accept", #"{"suite": "U"}"#))
        #expect(new.items.map(\.detail) == ["added   Snapshots/U/new.txt"])
        #expect(new.counts == ReviewAnswer.Counts(mismatches: 0, new: 0, orphaned: 0, accepted: 4))
        #expect(fixture.read("Snapshots/U/new.txt") == "brand new")
    }

    @Test func whatCannotBeAcceptedIsSkippedWithItsReason() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        try fixture.check("S/b", .mismatch, reference: "old b", actual: "new b")
        try fixture.check("S/c", .matched, reference: "c")
        try fixture.check("S/d", .mismatch, reference: Data("old d".utf8), actual: Data("new d".utf8)) { $0.actualDigest = nil }
        let (site, _) = try Self.site(fixture)
        try fixture.write("edited a", "Snapshots/S/a.txt")
        try fixture.write("tampered", "\(fixture.artifacts)/S/b.actual.txt")
        let answer = try Self.answer(Self.post(site, "/accept", #"{"suite": "S"}"#))
        #expect(answer.items == [
            ReviewAnswer.Item(key: "S/a.txt", state: .skipped, detail: "its reference changed since the run; run the tests again"),
            ReviewAnswer.Item(key: "S/b.txt", state: .skipped,
                              detail: "its actual \(fixture.artifacts)/S/b.actual.txt changed since the run; run the tests again"),
            ReviewAnswer.Item(key: "S/d.txt", state: .skipped,
                              detail: "the run recorded no digest of its actual S/d.actual.txt; run the tests again"),
        ])
        #expect(answer.message == "0 references written, 3 skipped" && answer.counts.accepted == 0)
        #expect(fixture.read("Snapshots/S/a.txt") == "edited a" && fixture.read("Snapshots/S/b.txt") == "old b")

        // A snapshot that matched is no failure: refused as accept refuses it, nothing written.
        let matched = Self.post(site, "/accept", #"{"name": "S/c.txt"}"#)
        #expect(matched.status == 409)
        #expect(String(decoding: matched.body, as: UTF8.self).contains("its last check was matched, nothing to accept"))
        #expect(fixture.read("Snapshots/S/c.txt") == "c")
    }

    // MARK: Prune

    @Test func deleteRemovesOnlyTheOrphansThePlanStillHas() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("P/a", .matched, reference: "a")
        try fixture.write("size: {width: 40, height: 20}\nroot: {type: button, id: go, title: \"Go\"}\n", "scenes/P.yaml")
        let declared = try #require(DeclaredReferences.read(packageRoot: fixture.root, themes: .optional(fixture.root + "/Themes"))
            .references.keys.filter { $0.hasPrefix("P/") }.sorted().first)
        try fixture.write(try Self.png(1), "Snapshots/\(declared)")
        try fixture.write("left behind", "Snapshots/P/old.txt")
        try fixture.write("another", "Snapshots/P/other.txt")
        try fixture.write("not a reference", "Snapshots/P/notes.md")
        // The page lists two orphans, and, as if written before a scene declared it, the declared reference.
        let orphans = ["P/old.txt", "P/other.txt", declared].map { fixture.root + "/Snapshots/" + $0 }
        let (site, written) = try Self.site(fixture, orphans: orphans)
        #expect(try String(contentsOfFile: written.page, encoding: .utf8).contains("Snapshots/P/old.txt"))
        try FileManager.default.removeItem(atPath: fixture.root + "/Snapshots/P/other.txt")

        let response = Self.post(site, "/prune", "{}")
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let answer = try Self.answer(response)
        #expect(answer.orphans == [
            ReviewAnswer.Orphan(path: "Snapshots/P/old.txt", state: .deleted, detail: "deleted"),
            ReviewAnswer.Orphan(path: "Snapshots/P/other.txt", state: .kept, detail: "it is gone"),
            ReviewAnswer.Orphan(path: "Snapshots/\(declared)", state: .kept, detail: "scenes/P.yaml declares it"),
        ])
        #expect(answer.message == "removed 1 orphaned reference" && answer.counts.orphaned == 2)
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/Snapshots/P").sorted()
        #expect(left == [(declared as NSString).lastPathComponent, "a.txt", "notes.md"].sorted())
    }

    @Test func afterAPartialRunDeleteIsRefused() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("P/a", .matched, reference: Data("a".utf8), actual: nil) {
            $0.partial = SnapshotRecord.PartialRun(shardIndex: 1, shardCount: 2)
        }
        try fixture.write("left behind", "Snapshots/P/old.txt")
        let (site, _) = try Self.site(fixture, orphans: [fixture.root + "/Snapshots/P/old.txt"])
        let response = Self.post(site, "/prune", "{}")
        #expect(response.status == 409, "\(String(decoding: response.body, as: UTF8.self))")
        #expect(String(decoding: response.body, as: UTF8.self).contains("the last run was partial"))
        #expect(fixture.read("Snapshots/P/old.txt") == "left behind")
    }

    // MARK: Refusals

    @Test func aWrongTokenHostOrOriginIsRefused() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        let (site, _) = try Self.site(fixture)
        #expect(Self.get(site, "/").status == 200)
        #expect(Self.get(site, "/", host: "localhost:8123", origin: "http://localhost:8123").status == 200)
        let wrong = String(Self.token.dropLast()) + "0"
        for response in [Self.get(site, "/", token: nil), Self.get(site, "/", token: wrong), Self.get(site, "/", token: ""),
                         Self.get(site, "/", token: Self.token + "0"),
                         Self.get(site, "/", host: "evil.example:8123"), Self.get(site, "/", host: "127.0.0.1:8124"),
                         Self.get(site, "/", origin: "http://evil.example"), Self.get(site, "/", origin: "null"),
                         Self.get(site, "/state", token: wrong), Self.get(site, "/../etc/passwd", token: nil),
                         Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, token: wrong),
                         Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, origin: "http://evil.example"),
                         // No Origin: only with the token in X-Bezel-Token too (a page of this server sends it).
                         Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, origin: nil),
                         Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, origin: nil, tokenHeader: wrong),
                         Self.post(site, "/prune", "{}", origin: "https://127.0.0.1:8123")] {
            #expect(response.status == 403, "\(String(decoding: response.body, as: UTF8.self))")
        }
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
        // A form of another site cannot send JSON without asking first; this server's page can.
        #expect(Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, contentType: "text/plain").status == 415)
        #expect(Self.post(site, "/accept", #"{"name": "S/a.txt"}"#, origin: nil, tokenHeader: Self.token).status == 200)
        #expect(fixture.read("Snapshots/S/a.txt") == "new a")
    }

    @Test func onlyTheReportsOwnFilesAreServedByTheirExactNames() throws {
        let fixture = try AcceptFixture(pathExtension: "png")
        try fixture.check("S/a", .mismatch, reference: try Self.png(10), actual: try Self.png(200))
        try fixture.write("secret", "secret.txt")
        let (site, written) = try Self.site(fixture)
        let image = try #require(written.images.first { $0.hasSuffix(".actual.png") })
        let served = Self.get(site, "/" + image), actual = try Self.png(200)
        #expect(served.status == 200 && served.contentType == "image/png" && served.body == actual)
        let page = Self.get(site, "/index.html")
        #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).contains("data-accept=\"name\""))
        for path in ["/../", "/..", "/images/../index.html", "/images/../../secret.txt", "/%2e%2e/secret.txt",
                     "/images/S/..%2f..%2f..%2fsecret.txt", "/secret.txt", "/images/S/b.actual.png", "/images/",
                     "/" + image + "/", "//" + image, "/images/S/a.actual.png%00", "/.bezel-output", "/images/S"] {
            #expect(Self.get(site, path).status == 404, "\(path)")
        }
        #expect(Self.get(site, "/%ff").status == 400)
        // A copy replaced by a link after the report was written is not followed.
        try FileManager.default.removeItem(atPath: written.folder + "/" + image)
        try FileManager.default.createSymbolicLink(atPath: written.folder + "/" + image, withDestinationPath: fixture.root + "/secret.txt")
        #expect(Self.get(site, "/" + image).status == 404)
    }

    @Test func actionsArePostAndMalformedBodiesAreRefused() throws {
        let fixture = try AcceptFixture(pathExtension: "txt")
        try fixture.check("S/a", .mismatch, reference: "old a", actual: "new a")
        let (site, _) = try Self.site(fixture)
        for path in ["/accept", "/prune"] {
            let response = Self.get(site, path)
            #expect(response.status == 405 && response.allowed == "POST", "\(path)")
        }
        let put = site.respond(to: ReviewRequest(method: "PUT", path: "/accept", query: ["token": Self.token], host: "127.0.0.1:8123",
                                                 origin: Self.origin, contentType: "application/json", body: Data("{}".utf8)),
                               port: Self.port)
        #expect(put.status == 405)
        let postPage = Self.post(site, "/", "{}")
        #expect(postPage.status == 405 && postPage.allowed == "GET")
        for body in ["", "not json", "[]", "{}", #"{"name": 3}"#, #"{"name": ""}"#, #"{"all": "yes"}"#,
                     #"{"name": "S/a.txt", "suite": "S"}"#, "\u{0}\u{1}", String(repeating: "[", count: 10_000),
                     #"{"name": null}"#, #"{"suite": "\#(String(repeating: "S", count: ReviewActionBody.Accept.maximumText + 1))"}"#] {
            let response = Self.post(site, "/accept", body)
            #expect(response.status == 400, "\(body.prefix(20)): \(String(decoding: response.body, as: UTF8.self))")
            #expect((try? JSONSerialization.jsonObject(with: response.body) as? [String: String])?["error"] != nil)
        }
        #expect(Self.post(site, "/prune", #"{"delete": "everything"}"#).status == 400)
        #expect(Self.post(site, "/accept", String(repeating: " ", count: ReviewSite.maximumBody + 1)).status == 413)
        #expect(fixture.read("Snapshots/S/a.txt") == "old a")
    }
}
