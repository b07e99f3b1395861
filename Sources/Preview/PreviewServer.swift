import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The preview page's server (Hummingbird): the page, the session's state, the frames, the
/// touch script's edits, and a WebSocket that sends the state whenever it changes.
///
/// | route | what |
/// |---|---|
/// | `GET /` | the page (`/preview.js`, `/preview.css` beside it) |
/// | `GET /api/state` | ``PreviewState`` as JSON |
/// | `POST /api/touches` | the body, flags, as the new touch script: the state, or 400 and `{"error": …}` |
/// | `GET /frames/<generation>/<plain or debug>/frame-NNNN.png` | one frame |
/// | `GET /ws` (WebSocket) | the state now, then each new one, as text messages |
public struct PreviewServer: Sendable {
    public let session: PreviewSession
    public let host: String
    public let port: Int

    public init(session: PreviewSession, host: String = "127.0.0.1", port: Int = 0) {
        self.session = session
        self.host = host
        self.port = port
    }

    /// The page's address for a server listening on `port`.
    public func url(port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }

    /// Serves until the task is cancelled, or, with `handlingSignals`, until SIGINT or SIGTERM
    /// (then gracefully: open WebSockets are closed). `running` gets the page's address once
    /// the port is bound.
    public func run(handlingSignals: Bool, running: @escaping @Sendable (String) async -> Void) async throws {
        var logger = Logger(label: "dynamics-preview")
        logger.logLevel = .warning
        let router = Router(context: BasicWebSocketRequestContext.self)
        addRoutes(to: router)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "dynamics-preview"),
            onServerRunning: { [self] channel in
                await running(url(port: channel.localAddress?.port ?? port))
            },
            logger: logger)
        if handlingSignals {
            try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint, .sighup])
        } else {
            try await app.run()
        }
    }

    /// A failure to serve, in one line: a port in use says how to pick another.
    public static func explain(_ error: Error, host: String, port: Int) -> String {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            return "cannot listen on \(host):\(port): the port is in use; --port 0 picks a free one"
        }
        if let error = error as? IOError {
            return "cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))"
        }
        return "the preview server stopped: \(error)"
    }

    private func addRoutes(to router: Router<BasicWebSocketRequestContext>) {
        let session = self.session
        router.get("/") { _, _ in Self.text(PreviewPage.html, type: "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in Self.text(PreviewPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in Self.text(PreviewPage.style, type: "text/css; charset=utf-8") }
        router.get("/api/state") { _, _ in Self.text(session.state.json(), type: "application/json") }
        router.post("/api/touches") { request, _ in
            var request = request
            let body = try await request.collectBody(upTo: 64 * 1024)
            switch session.setTouches(String(buffer: body)) {
            case let .success(state):
                return Self.text(state.json(), type: "application/json")
            case let .failure(error):
                let json = (try? JSONEncoder().encode(["error": error.message])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
                return Self.text(json, type: "application/json", status: .badRequest)
            }
        }
        router.get("/frames/:generation/:kind/:name") { _, context in
            guard let generation = context.parameters.get("generation"), let kind = context.parameters.get("kind"),
                  let name = context.parameters.get("name"),
                  let path = session.framePath(generation: generation, kind: kind, name: name),
                  let data = FileManager.default.contents(atPath: path) else {
                return Self.text("no such frame\n", type: "text/plain; charset=utf-8", status: .notFound)
            }
            // A recording's frames never change: a new recording has a new generation.
            var headers = HTTPFields()
            headers[.contentType] = "image/png"
            headers[.cacheControl] = "max-age=3600, immutable"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.ws("/ws") { inbound, outbound, _ in
            let (states, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
            let token = session.observe { continuation.yield($0.json()) }
            let sender = Task {
                for await text in states { try await outbound.write(.text(text)) }
            }
            // Until the page goes (or the server stops, which closes the socket).
            for try await _ in inbound {}
            session.removeObserver(token)
            continuation.finish()
            sender.cancel()
        }
    }

    private static func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
