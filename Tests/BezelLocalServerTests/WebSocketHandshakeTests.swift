import Foundation
import Testing
@testable import BezelLocalServer

struct WebSocketHandshakeTests {
    @Test func sha1OfTheStandardsVectors() {
        func hex(_ text: String) -> String { SHA1.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(String(repeating: "a", count: 1_000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    @Test func theAcceptValueOfRFC6455() {
        #expect(WebSocketHandshake.acceptValue(key: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func requestsThatAskBadlyAreRefused() {
        func request(_ headers: [(String, String)], method: String = "GET") -> LocalRequest {
            LocalRequest(method: method, path: "/socket", headers: headers.map { (name: $0.0, value: $0.1) })
        }
        let good: [(String, String)] = [("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"),
                                        ("Sec-WebSocket-Version", "13"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")]
        let opened = WebSocketHandshake.answer(to: request(good))
        #expect(opened.opens && opened.response.status == 101)
        #expect(opened.response.headers["Sec-WebSocket-Accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(WebSocketHandshake.answer(to: request(good, method: "POST")).response.status == 405)
        #expect(WebSocketHandshake.answer(to: request(good.filter { $0.0 != "Connection" })).response.status == 400)
        #expect(WebSocketHandshake.answer(to: request(good.filter { $0.0 != "Sec-WebSocket-Key" })).response.status == 400)
        let old = WebSocketHandshake.answer(to: request(good.map { $0.0 == "Sec-WebSocket-Version" ? ($0.0, "8") : $0 }))
        #expect(old.response.status == 426 && old.response.headers["Sec-WebSocket-Version"] == "13")
    }

    @Test func aSwitchingAnswerHasNoLengthAndKeepsItsConnectionHeader() {
        let bytes = WebSocketHandshake.answer(to: LocalRequest(method: "GET", path: "/", headers: [
            (name: "Upgrade", value: "websocket"), (name: "Connection", value: "Upgrade"),
            (name: "Sec-WebSocket-Version", value: "13"), (name: "Sec-WebSocket-Key", value: "dGhlIHNhbXBsZSBub25jZQ=="),
        ])).response.serialized(keepAlive: true)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        #expect(text.contains("Connection: Upgrade\r\n"))
        #expect(!text.contains("Content-Length"))
        #expect(text.hasSuffix("\r\n\r\n"))
    }

    @Test func answersCarryTheHeadersEveryAnswerHasAndNoInjectedLines() {
        let response = LocalResponse(status: 200, headers: ["Content-Type": "text/plain\r\nSet-Cookie: a=b", "Bad Name": "x"], body: Data("ok".utf8))
        let text = String(decoding: response.serialized(keepAlive: false), as: UTF8.self)
        #expect(text.contains("Content-Length: 2\r\n"))
        #expect(text.contains("Connection: close\r\n"))
        #expect(text.contains("X-Content-Type-Options: nosniff\r\n"))
        #expect(!text.contains("Set-Cookie"))
        #expect(!text.contains("Bad Name"))
    }
}
