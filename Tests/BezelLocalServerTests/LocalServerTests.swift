import Foundation
import Glibc
import Testing
@testable import BezelLocalServer

/// The server over real sockets, as a page and as hostile local clients
/// use it: what it answers, what it refuses and with which status, and that
/// it stays up and answers the page whatever the others do.
@Suite(.serialized)
struct LocalServerTests {
    @Test func thePageIsAnsweredWithTheTokenAndRefusedWithout() throws {
        let running = try RunningServer(site: TestSite())
        let page = try #require(TestClient(port: running.port))
        page.send(running.get("/"))
        let answer = page.response()
        #expect(answer.status == 200)
        #expect(answer.text.hasSuffix("hello\n"))
        #expect(answer.text.contains("Connection: keep-alive"))
        // Kept alive: a second request on the same connection.
        page.send(running.get("/nothing"))
        #expect(page.response().status == 404)

        for request in [running.get("/", token: "0000"), "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n",
                        "GET /?token=\(running.server.token) HTTP/1.1\r\nHost: evil.example:\(running.port)\r\n\r\n",
                        running.get("/", extraHeaders: "Origin: http://evil.example\r\n")] {
            let client = try #require(TestClient(port: running.port))
            client.send(request)
            let refused = client.response()
            #expect(refused.status == 403, "\(request.debugDescription)")
            #expect(refused.text.contains("test server: refused"))
            #expect(client.closedByServer(within: 3))
        }
    }

    @Test func pipelinedRequestsAreAnsweredInTurn() throws {
        let running = try RunningServer(site: TestSite())
        let client = try #require(TestClient(port: running.port))
        client.send(running.get("/") + running.get("/nothing") + running.get("/"))
        let (bytes, _) = client.receive { String(decoding: $0, as: UTF8.self).components(separatedBy: "HTTP/1.1 ").count == 4
            && String(decoding: $0, as: UTF8.self).hasSuffix("hello\n") }
        let statuses = String(decoding: bytes, as: UTF8.self).components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["200", "404", "200"])
    }

    @Test func aBodyIsReadByItsLengthAndAnswered413AboveTheSitesLimit() throws {
        let running = try RunningServer(site: TestSite())
        let client = try #require(TestClient(port: running.port))
        client.send("POST /echo?token=\(running.server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\nContent-Length: 5\r\n\r\nab")
        usleep(50_000)
        client.send("cde")
        #expect(client.response().text.hasSuffix("\r\n\r\nabcde"))
        let big = try #require(TestClient(port: running.port))
        big.send("POST /echo?token=\(running.server.token) HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\nContent-Length: 1025\r\n\r\n")
        #expect(big.response().status == 413)
    }

    @Test func longLinesAreAnswered414And431BeforeTheyEnd() throws {
        let running = try RunningServer(site: TestSite())
        let line = try #require(TestClient(port: running.port))
        line.send("GET /" + String(repeating: "a", count: 16 << 10))  // never ended
        #expect(line.response().status == 414)
        #expect(line.closedByServer(within: 3))
        let header = try #require(TestClient(port: running.port))
        header.send("GET / HTTP/1.1\r\nX-Long: " + String(repeating: "b", count: 16 << 10))
        #expect(header.response().status == 431)
        #expect(running.server.counters.refused[414] == 1 && running.server.counters.refused[431] == 1)
    }

    @Test func aRequestThatDoesNotArriveInTimeIs408AndSilentOnesAreClosed() throws {
        var limits = ServerLimits()
        limits.requestTimeout = 0.5
        limits.idleTimeout = 0.5
        let running = try RunningServer(limits: limits, site: TestSite())
        let slow = try #require(TestClient(port: running.port))
        slow.send("GET / HTTP/1.1\r\nHost: 127")
        let answer = slow.response(timeout: 3)
        #expect(answer.status == 408)
        let silent = try #require(TestClient(port: running.port))
        #expect(silent.closedByServer(within: 3))
        // A kept-alive connection that stays idle is closed too.
        let idle = try #require(TestClient(port: running.port))
        idle.send(running.get("/"))
        #expect(idle.response().status == 200)
        #expect(idle.closedByServer(within: 3))
        #expect(running.server.counters.timedOut >= 3)
    }

    @Test func connectionsWithoutTheTokenAreCappedOldestFirstAndThePageStillAnswers() throws {
        var limits = ServerLimits()
        limits.maximumUntrustedConnections = 8
        limits.maximumConnections = 12
        let running = try RunningServer(limits: limits, site: TestSite())
        let idle = (0..<40).compactMap { _ in TestClient(port: running.port) }
        #expect(idle.count == 40)
        #expect(running.waitUntil { running.server.counters.accepted == 40 })
        #expect(running.server.openConnections <= 8)
        // The oldest were closed, the newest kept.
        #expect(idle[0].closedByServer(within: 1))
        let page = try #require(TestClient(port: running.port))
        let start = Date()
        page.send(running.get("/"))
        #expect(page.response().status == 200)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(running.server.counters.closedForRoom >= 32)
    }

    @Test func webSocketMessagesReachTheSessionInOrderAndItIsToldWhenTheClientGoes() throws {
        let site = TestSite()
        let running = try RunningServer(site: site)
        let client = try #require(running.openSocket())
        for index in 0..<20 { client.send(WebSocketFrameReaderTests.clientFrame(Array("m\(index)".utf8))) }
        let expected: Int = (0..<20).map { (index: Int) -> Int in 3 + String(index).count }.reduce(0, +)
        let (bytes, _) = client.receive { $0.count >= expected }
        #expect(bytes.count == expected)
        #expect(site.sessions.messages == (0..<20).map { .text("m\($0)") })
        client.send(WebSocketFrameReaderTests.clientFrame([0x03, 0xE8], opcode: 8))
        let closing = client.receive { $0.count >= 4 }
        #expect(closing.bytes.prefix(4).elementsEqual([0x88, 2, 0x03, 0xE8]))
        #expect(running.waitUntil { site.sessions.closed == 1 })
        #expect(running.openSocket("/elsewhere") == nil)
    }

    @Test func aFrameLongerThanTheMessageLimitIsRefusedByItsHeader() throws {
        let site = TestSite()
        let running = try RunningServer(site: site)
        let client = try #require(running.openSocket())
        // Only the header of a 256 MB frame is sent: the close comes at once.
        client.send(Array(WebSocketFrameReaderTests.clientFrame([], declaredLength: 256 << 20).prefix(14)))
        let (bytes, closed) = client.receive(timeout: 3) { $0.count >= 4 }
        #expect(bytes.prefix(4).elementsEqual([0x88, 2, 0x03, 0xF1]))  // close 1009
        #expect(closed || client.closedByServer(within: 3))
        #expect(running.server.counters.webSocketsRefused == 1)
        #expect(running.waitUntil { site.sessions.closed == 1 })
    }

    @Test func aClientThatDoesNotReadIsClosedOnceItsQueueIsFull() throws {
        var site = TestSite()
        site.replyBytes = 256 << 10
        var limits = ServerLimits()
        limits.maximumQueuedBytes = 4 << 20
        let running = try RunningServer(limits: limits, site: site)
        let client = try #require(running.openSocket())
        var size: Int32 = 4_096
        setsockopt(client.descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        // Each message asks for 256 KB; none is read.
        for _ in 0..<200 { client.send(WebSocketFrameReaderTests.clientFrame(Array("go".utf8))) }
        #expect(running.waitUntil(timeout: 10) { running.server.counters.closedForNotReading == 1 })
        #expect(running.waitUntil { site.sessions.closed == 1 })
        #expect(site.sessions.messages.count < 200)
        #expect(running.server.openConnections == 0)
    }

    @Test func pingsArePongedAndBadFramesClose1002() throws {
        let running = try RunningServer(site: TestSite())
        let client = try #require(running.openSocket())
        client.send(WebSocketFrameReaderTests.clientFrame([1, 2], opcode: 9))
        #expect(client.receive { $0.count >= 4 }.bytes.elementsEqual([0x8A, 2, 1, 2]))
        client.send([0x81, 0x01, 0x41])  // unmasked
        #expect(client.receive { $0.count >= 4 }.bytes.prefix(4).elementsEqual([0x88, 2, 0x03, 0xEA]))
    }

    @Test func answersAreMadeOffTheLoopSoASlowOneHoldsNoOther() throws {
        let site = TestSite()
        let running = try RunningServer(site: site)
        let slow = try #require(TestClient(port: running.port))
        slow.send(running.get("/slow"))  // held until the gate opens
        let quick = try #require(TestClient(port: running.port))
        quick.send(running.get("/"))
        #expect(quick.response().status == 200, "answered while the slow answer is still being made")
        site.sessions.gate.signal()
        #expect(slow.response().text.hasSuffix("slow\n"))
    }

    @Test func aSecondServerOnTheSamePortIsASentence() throws {
        let running = try RunningServer(site: TestSite())
        #expect(throws: LocalServerError.self) { try LocalServer(name: "x", port: running.port, token: "t", site: TestSite()) }
        do {
            _ = try LocalServer(name: "x", port: running.port, token: "t", site: TestSite())
        } catch {
            #expect(error.description == "cannot listen on 127.0.0.1:\(running.port): Address already in use")
        }
    }

    @Test func stoppingClosesEveryConnectionAndTellsEverySession() throws {
        let site = TestSite()
        var running: RunningServer? = try RunningServer(site: site)
        let client = try #require(running?.openSocket())
        let idle = try #require(TestClient(port: running?.port ?? 0))
        running = nil  // stops and waits
        #expect(client.closedByServer(within: 3))
        #expect(idle.closedByServer(within: 3))
        #expect(site.sessions.closed == 1)
    }
}
