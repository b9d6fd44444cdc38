import Foundation
import HTTPTypes
import Hummingbird
import UIFlowGraphviz

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
                Protocol.Session(
                    tool: toolVersion, files: await store.snapshots().map(Protocol.File.init), maxBodyBytes: maxBodyBytes,
                    exportFormats: Self.exportFormats.map(\.fileExtension), exports: Self.exportFormats.map(Protocol.Export.init)))
        case .file(let id):
            guard let index = store.index(of: id) else { return Self.failure(.notFound, "no such file") }
            switch method {
            case .get: return Self.json(Protocol.File(await store.snapshot(index)))
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
        struct Body: Decodable {
            var text: String
            var base: String
        }
        let body: Body
        switch await decode(Body.self, from: request) {
        case .success(let decoded): body = decoded
        case .failure(let refusal): return refusal.response
        }
        switch await store.save(index, text: body.text, base: body.base) {
        case .saved(let snapshot):
            await hub.broadcast(Protocol.fileEvent(snapshot, origin: "save"))
            return Self.json(Protocol.Saved(file: Protocol.File(snapshot)))
        case .conflict(let snapshot):
            await hub.broadcast(Protocol.fileEvent(snapshot, origin: "disk"))
            return Self.json(
                Protocol.Conflict(
                    error: "the file changed on disk since the page loaded it; nothing was written",
                    file: Protocol.File(snapshot)),
                status: .conflict)
        case .notText:
            return Self.failure(.unprocessableContent, "the file on disk is not UTF-8 text, or is larger than the preview reads; the preview does not overwrite it")
        case .failed(let reason):
            return Self.failure(.internalServerError, reason)
        }
    }

    private func render(_ request: Request) async -> Response {
        let texts: [String: String]
        let disk: [FileSnapshot]
        let view: RenderRequest.View?
        switch await drawing(request) {
        case .success(let drawing): (texts, disk, view) = drawing
        case .failure(let refusal): return refusal.response
        }
        let workbench = self.workbench
        let result = await Self.offload {
            workbench.render(workbench.flow(texts: texts, disk: disk), view: view)
        }
        return Self.json(result)
    }

    private func export(_ request: Request, as format: OutputFormat) async -> Response {
        let texts: [String: String]
        let disk: [FileSnapshot]
        switch await drawing(request) {
        case .success(let drawing): (texts, disk, _) = drawing
        case .failure(let refusal): return refusal.response
        }
        let workbench = self.workbench
        let result = await Self.offload {
            workbench.export(workbench.flow(texts: texts, disk: disk), as: format)
        }
        switch result {
        case .success(let data):
            let name = workbench.exportName(format)
            return Response(
                status: .ok,
                headers: Self.headers([
                    .contentType: format.mediaType, .contentDisposition: "attachment; filename=\"\(name)\"",
                ]),
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        case .failure(let error):
            return Self.failure(.unprocessableContent, error.description)
        }
    }

    /// What a render or export request asks to draw: the page's texts by file id, with what the
    /// disk holds for the files the page did not send, and the part of the flow to draw; or the
    /// refusal of a bad request.
    private func drawing(
        _ request: Request
    ) async -> Result<(texts: [String: String], disk: [FileSnapshot], view: RenderRequest.View?), ResponseError> {
        let flowRequest: RenderRequest
        switch await decode(RenderRequest.self, from: request) {
        case .success(let decoded): flowRequest = decoded
        case .failure(let refusal): return .failure(refusal)
        }
        guard let texts = texts(of: flowRequest) else {
            return .failure(ResponseError(Self.failure(.notFound, "no such file")))
        }
        return .success((texts, await store.snapshots(), flowRequest.view))
    }

    /// The texts by file id; `nil` when an id is not one of the files.
    private func texts(of request: RenderRequest) -> [String: String]? {
        var texts: [String: String] = [:]
        for entry in request.files {
            guard store.index(of: entry.id) != nil else { return nil }
            texts[entry.id] = entry.text
        }
        return texts
    }

    // MARK: Checks

    /// Whether a request comes from the page: no `Origin` (not a browser, or a same-origin GET), or
    /// the server's own (`host` is the request's `Host`).
    static func isSameOrigin(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host else { return false }
        return origin.lowercased() == "http://\(host.lowercased())"
    }

    /// The JSON body, read up to the limit; or the response that refuses it.
    private func decode<T: Decodable>(_ type: T.Type, from request: Request) async -> Result<T, ResponseError> {
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") else {
            return .failure(ResponseError(Self.failure(.unsupportedMediaType, "the body must be JSON (Content-Type: application/json)")))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBodyBytes {
            return .failure(ResponseError(tooLarge))
        }
        var data = Data()
        do {
            for try await chunk in request.body {
                data.append(contentsOf: chunk.readableBytesView)
                if data.count > maxBodyBytes { return .failure(ResponseError(tooLarge)) }
            }
        } catch let timeout as RequestBodyTimeout {
            // The connection's guard has stopped reading: the connection closes after this answer.
            var response = Self.failure(.requestTimeout, timeout.message)
            response.headers[.connection] = "close"
            return .failure(ResponseError(response))
        } catch {
            return .failure(ResponseError(Self.failure(.badRequest, "the body could not be read")))
        }
        do {
            return .success(try JSONDecoder().decode(T.self, from: data))
        } catch {
            return .failure(ResponseError(Self.failure(.badRequest, "the body is not the JSON expected (\(Self.describe(error)))")))
        }
    }

    /// 413; the connection closes after it, rather than reading the rest of the body.
    private var tooLarge: Response {
        var response = Self.failure(.contentTooLarge, "the body is larger than \(maxBodyBytes) bytes")
        response.headers[.connection] = "close"
        return response
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "`\(key.stringValue)` is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "`\(context.codingPath.map(\.stringValue).joined(separator: "."))` has the wrong type"
        case DecodingError.dataCorrupted: "not valid JSON"
        default: "not valid JSON"
        }
    }

    // MARK: Responses

    struct ResponseError: Error {
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
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: Protocol.encode(value))))
    }

    static func failure(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(Protocol.Failure(error: message), status: status)
    }

    static func notAllowed(_ allowed: String) -> Response {
        var response = failure(.methodNotAllowed, "use \(allowed)")
        response.headers[.allow] = allowed
        return response
    }

    /// Runs CPU-heavy work (parsing, lint, Graphviz) on a thread of its own, so that it never holds
    /// up the threads that serve other requests.
    static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}
