import Foundation

/// The opening handshake of a WebSocket (RFC 6455 §4.2): whether a request
/// asks for one, whether it asks properly, and the answer that opens it.
enum WebSocketHandshake {
    /// Whether `request` asks to become a WebSocket (`Upgrade: websocket`).
    static func isRequested(by request: LocalRequest) -> Bool {
        tokens(request.header("upgrade")).contains("websocket")
    }

    /// The answer opening the socket (101), or the refusal of a request that
    /// asks badly: not a GET (405), no `Connection: Upgrade` or no 16-byte
    /// key (400), another version than 13 (426, naming 13).
    static func answer(to request: LocalRequest) -> (response: LocalResponse, opens: Bool) {
        guard request.method == "GET" else { return (.text(405, "a WebSocket is opened with GET"), false) }
        guard tokens(request.header("connection")).contains("upgrade") else {
            return (.text(400, "a WebSocket request needs Connection: Upgrade"), false)
        }
        guard request.header("sec-websocket-version") == "13" else {
            var response = LocalResponse.text(426, "only WebSocket version 13 is spoken")
            response.headers["Sec-WebSocket-Version"] = "13"
            return (response, false)
        }
        guard let key = request.header("sec-websocket-key"), Data(base64Encoded: key)?.count == 16 else {
            return (.text(400, "a WebSocket request needs a Sec-WebSocket-Key of 16 bytes in base64"), false)
        }
        let response = LocalResponse(status: 101, headers: [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Accept": acceptValue(key: key),
        ])
        return (response, true)
    }

    /// `Sec-WebSocket-Accept` for `key`: base64 of SHA-1 of the key and the protocol's GUID.
    static func acceptValue(key: String) -> String {
        Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
    }

    /// The comma-separated tokens of a header's value, in lower case.
    private static func tokens(_ value: String?) -> [String] {
        (value ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
