import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A WebSocket client for tests, over a plain socket (RFC 6455: the upgrade, masked text
/// frames out, text frames in): for the preview's `/ws` and Chromium's DevTools protocol.
final class TestWebSocket {
    private let socket: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to `url` (`ws://127.0.0.1:PORT/PATH`) and completes the upgrade.
    init(_ url: String) throws {
        guard let components = URLComponents(string: url), let host = components.host, let port = components.port else {
            throw Failure(description: "not a ws:// address: \(url)")
        }
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host == "localhost" ? "127.0.0.1" : host, &address.sin_addr) == 1 else {
            close(socket)
            throw Failure(description: "not an IPv4 address: \(host)")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to \(url): errno \(errno)")
        }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        try write(Array((
            "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        var response: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while response.count < 4 || Array(response.suffix(4)) != end {
            guard let byte = try readBytes(1, timeout: 10).first else { throw Failure(description: "the upgrade got no answer") }
            response.append(byte)
        }
        let head = String(decoding: response, as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "the upgrade was refused: \(head)") }
    }

    deinit { close(socket) }

    /// Sends `text` as one masked text frame.
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// The next text message, or nil when the other side closes or `timeout` passes first.
    func receive(timeout: Double) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var message: [UInt8] = []
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            let header = try readBytes(2, timeout: left)
            guard header.count == 2 else { return nil }
            let fin = header[0] & 0x80 != 0, opcode = header[0] & 0x0F
            var length = Int(header[1] & 0x7F)
            if length == 126 {
                length = try readBytes(2, timeout: 10).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try readBytes(8, timeout: 10).reduce(0) { $0 << 8 | Int($1) }
            }
            let mask = header[1] & 0x80 != 0 ? try readBytes(4, timeout: 10) : []
            var payload = try readBytes(length, timeout: 30)
            guard payload.count == length else { return nil }
            if !mask.isEmpty { payload = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } }
            switch opcode {
            case 0x8: return nil
            case 0x9:
                // A ping: answered with a pong carrying the same bytes.
                var pong: [UInt8] = [0x8A, 0x80 | UInt8(payload.count), 0, 0, 0, 0]
                pong += payload
                try write(pong)
            case 0xA: break
            default:
                message += payload
                if fin { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
    }

    /// Up to `count` bytes: fewer only when the connection ends or `timeout` passes.
    private func readBytes(_ count: Int, timeout: Double) throws -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while buffer.count < count {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw Failure(description: "poll: errno \(errno)") }
            if poller.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let read = recv(socket, &chunk, chunk.count, 0)
            if read <= 0 { break }
            buffer += chunk[0..<read]
        }
        let taken = Array(buffer.prefix(count))
        buffer.removeFirst(taken.count)
        return taken
    }
}

/// HTTP for tests: one request, its status, content type and body.
struct TestHTTP {
    struct Answer {
        let status: Int
        let contentType: String
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static func request(_ url: String, method: String = "GET", body: String? = nil) throws -> Answer {
        var request = URLRequest(url: URL(string: url)!, timeoutInterval: 30)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Answer, Error> = .failure(TestWebSocket.Failure(description: "no answer"))
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                outcome = .failure(error)
            } else if let response = response as? HTTPURLResponse {
                outcome = .success(Answer(
                    status: response.statusCode, contentType: response.value(forHTTPHeaderField: "Content-Type") ?? "", body: data ?? Data()))
            }
            done.signal()
        }
        task.resume()
        done.wait()
        return try outcome.get()
    }
}
