import Foundation
import HTTPTypes
import Hummingbird
import UIFlowGraphviz
import UIFlowKit

/// Answers every request of a preview. Each is checked before anything else happens:
///
/// - its `Host` must be the server's own address (no DNS rebinding);
/// - a request that changes something (`PUT`, `POST`) or opens the event stream must come from
///   the page itself: an `Origin` header, when there is one, must be the server's, and a body must
///   be JSON (which a form on another site cannot send without the browser asking first);
/// - files are named by their id, never by a path, so only the files of the command line can be
///   read or written;
/// - a body larger than the limit gets 413 without being read.
///
/// Limits on the request line, the header fields and WebSocket frames are held before a request
/// gets here, by the connection's ``RequestGuard``.
struct PreviewHandler: HTTPResponder {
    typealias Context = BasicRequestContext

    var store: FileStore
    var hub: EventHub
    var authorities: Authorities
    var workbench: Workbench
    var maxBodyBytes: Int
    var toolVersion: String
    var queue: RenderQueue

    /// What `/api/export/FORMAT` writes, named by each format's usual file extension: every
    /// format of the table, in its order.
    static let exportFormats = OutputFormat.all

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        var response = await answer(request)
        // After an upgrade it did not take (or CONNECT), the HTTP parser reads no further request
        // on this connection: say so, and the connection closes after this answer.
        if request.headers[.upgrade] != nil || request.method == .connect {
            response.headers[.connection] = "close"
        }
        // HEAD is GET's answer without its body: the same status and headers, Content-Length
        // included.
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func answer(_ request: Request) async -> Response {
        // The first `Host` becomes the request's authority; a second one is ambiguous.
        guard authorities.allows(request.head.authority), HTTPField.Name("Host").flatMap({ request.headers[$0] }) == nil else {
            return Self.failure(.misdirectedRequest, "this server answers only to its own address")
        }
        let path = request.uri.path
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // HEAD is answered as GET is, on every route.
        let method = request.method == .head ? .get : request.method
        let changes = method != .get
        if changes || path == "/api/events", !Self.isSameOrigin(origin: request.headers[.origin], host: request.head.authority) {
            return Self.failure(.forbidden, "requests that change files must come from the preview page")
        }
        switch Route(parts) {
        case .page:
            guard method == .get else { return Self.notAllowed("GET, HEAD") }
            return Assets.page
        case .asset(let name):
            guard method == .get else { return Self.notAllowed("GET, HEAD") }
            return Assets.asset(named: name) ?? Self.failure(.notFound, "no such asset")
        case .session:
            guard method == .get else { return Self.notAllowed("GET, HEAD") }
            return Self.json(
                WireFormat.Session(
                    tool: toolVersion, files: await store.snapshots().map(WireFormat.File.init), maxBodyBytes: maxBodyBytes,
                    exportFormats: Self.exportFormats.map(\.fileExtension), exports: Self.exportFormats.map(WireFormat.Export.init)))
        case .file(let id):
            guard let index = store.index(of: id) else { return Self.failure(.notFound, "no such file") }
            switch method {
            case .get: return Self.json(WireFormat.File(await store.snapshot(index)))
            case .put: return await save(request, file: index)
            default: return Self.notAllowed("GET, HEAD, PUT")
            }
        case .render:
            guard method == .post else { return Self.notAllowed("POST") }
            return await render(request)
        case .export(let name):
            guard method == .post else { return Self.notAllowed("POST") }
            guard let format = Self.exportFormats.first(where: { $0.fileExtension == name }) else {
                let formats = Self.exportFormats.map(\.fileExtension).joined(separator: ", ")
                return Self.failure(.notFound, "no such format; the formats are \(formats)")
            }
            return await export(request, as: format)
        case .events:
            // A WebSocket handshake the page may open never gets here: the connection upgrades
            // first (see UpgradeGate). What gets here is not one.
            guard method == .get else { return Self.notAllowed("GET, HEAD") }
            return Self.failure(.badRequest, "the event stream is a WebSocket: open it with a WebSocket handshake")
        case nil:
            return Self.failure(.notFound, "no such page")
        }
    }

    // MARK: Endpoints

    private func save(_ request: Request, file index: Int) async -> Response {
        struct Body: Decodable, Sendable {
            var text: String
            var base: String
        }
        let body: Body
        switch await queued(request, { data, _ in Self.decode(Body.self, from: data) }) {
        case .success(let decoded): body = decoded
        case .failure(let refusal): return refusal.response
        }
        switch await store.save(index, text: body.text, base: body.base) {
        case .saved(let snapshot):
            await hub.broadcast(WireFormat.fileEvent(snapshot, origin: "save"))
            return Self.json(WireFormat.Saved(file: WireFormat.File(snapshot)))
        case .conflict(let snapshot):
            await hub.broadcast(WireFormat.fileEvent(snapshot, origin: "disk"))
            return Self.json(
                WireFormat.Conflict(
                    error: "the file changed on disk since the page loaded it; nothing was written",
                    file: WireFormat.File(snapshot)),
                status: .conflict)
        case .notText:
            return Self.failure(.unprocessableContent, "the file on disk is not UTF-8 text, or is larger than the preview reads; the preview does not overwrite it")
        case .failed(let reason):
            return Self.failure(.internalServerError, reason)
        }
    }

    /// Decoding, parsing, lint, Graphviz and encoding the answer all happen in the render queue,
    /// off the threads that serve requests.
    private func render(_ request: Request) async -> Response {
        let workbench = self.workbench
        let store = self.store
        let result = await queued(request) { data, disk in
            Self.drawing(data, store: store).map { drawing in
                let flow = workbench.flow(texts: drawing.texts, disk: disk)
                return Self.json(workbench.render(flow, view: drawing.view, images: workbench.images(of: flow)))
            }
        }
        switch result {
        case .success(let response): return response
        case .failure(let refusal): return refusal.response
        }
    }

    private func export(_ request: Request, as format: OutputFormat) async -> Response {
        let workbench = self.workbench
        let store = self.store
        let result = await queued(request) { data, disk -> Result<Response, ResponseError> in
            Self.drawing(data, store: store).map { drawing in
                let flow = workbench.flow(texts: drawing.texts, disk: disk)
                switch workbench.export(flow, as: format, images: format.isDrawing ? workbench.images(of: flow) : nil) {
                case .success(let bytes):
                    let name = workbench.exportName(format)
                    return Response(
                        status: .ok,
                        headers: Self.headers([
                            .contentType: format.mediaType, .contentDisposition: "attachment; filename=\"\(name)\"",
                        ]),
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
                case .failure(let error):
                    return Self.failure(.unprocessableContent, error.description)
                }
            }
        }
        switch result {
        case .success(let response): return response
        case .failure(let refusal): return refusal.response
        }
    }

    /// What a render or export request asks to draw: the page's texts by file id and the part of
    /// the flow to draw; or the refusal of a bad request.
    private static func drawing(
        _ data: Data, store: FileStore
    ) -> Result<(texts: [String: String], view: RenderRequest.View?), ResponseError> {
        decode(RenderRequest.self, from: data).flatMap { request in
            var texts: [String: String] = [:]
            for entry in request.files {
                guard store.index(of: entry.id) != nil else { return .failure(ResponseError(failure(.notFound, "no such file"))) }
                texts[entry.id] = entry.text
            }
            return .success((texts, request.view))
        }
    }

    // MARK: Checks

    /// Whether a request comes from the page: no `Origin` (not a browser, or a same-origin GET), or
    /// the server's own (`host` is the request's `Host`).
    static func isSameOrigin(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host else { return false }
        return origin.lowercased() == "http://\(host.lowercased())"
    }

    // MARK: Responses

    struct ResponseError: Error, Sendable {
        var response: Response
        init(_ response: Response) { self.response = response }
    }

    static func headers(_ values: [HTTPField.Name: String]) -> HTTPFields {
        var headers = HTTPFields()
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        for (name, value) in values { headers[name] = value }
        return headers
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: headers([.contentType: "application/json; charset=utf-8"]),
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: WireFormat.encode(value))))
    }

    static func failure(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(WireFormat.Failure(error: message), status: status)
    }

    static func notAllowed(_ allowed: String) -> Response {
        var response = failure(.methodNotAllowed, "use \(allowed)")
        response.headers[.allow] = allowed
        return response
    }

    /// Runs CPU-heavy work (decoding, parsing, lint, Graphviz, encoding) on a thread of its own,
    /// so that it never holds up the threads that serve other requests. Not on a Dispatch global
    /// queue: on Linux those share their threads with Swift's cooperative pool, and two renders on
    /// a 2-core machine left no thread for any other request (measured: the page went unanswered
    /// for over 3 s). The render queue bounds how many such threads there are.
    static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
