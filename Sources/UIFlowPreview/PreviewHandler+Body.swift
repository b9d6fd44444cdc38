import Foundation
import HTTPTypes
import Hummingbird

/// Request bodies: checked, read up to the limit and within the connection's deadline, and worked
/// on in the render queue.
extension PreviewHandler {
    /// Runs `work` on the JSON body of `request` in the render queue, with the files as the disk
    /// holds them: off the threads that serve requests, and no more of them at once than the
    /// queue allows. The refusal instead: 415 for a body that is not JSON, 413 for one over the
    /// limit, 503 when the queue is full (before the body is read), 408 for a body that did not
    /// arrive in time.
    func queued<T: Sendable>(
        _ request: Request, _ work: @escaping @Sendable (Data, [FileSnapshot]) -> Result<T, ResponseError>
    ) async -> Result<T, ResponseError> {
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType.hasPrefix("application/json") else {
            return .failure(ResponseError(Self.failure(.unsupportedMediaType, "the body must be JSON (Content-Type: application/json)")))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBodyBytes {
            return .failure(ResponseError(tooLarge))
        }
        guard await queue.admit() else { return .failure(ResponseError(busy)) }
        let body: Data
        switch await read(request) {
        case .success(let data): body = data
        case .failure(let refusal):
            await queue.leave()
            return .failure(refusal)
        }
        await queue.start()
        let disk = await store.snapshots()
        let result = await Self.offload { work(body, disk) }
        await queue.finish()
        return result
    }

    /// The body, read up to the limit.
    private func read(_ request: Request) async -> Result<Data, ResponseError> {
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
        return .success(data)
    }

    /// `data` decoded as JSON, or the 400 that says why it is not what was expected.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> Result<T, ResponseError> {
        do {
            return .success(try JSONDecoder().decode(T.self, from: data))
        } catch {
            return .failure(ResponseError(failure(.badRequest, "the body is not the JSON expected (\(describe(error)))")))
        }
    }

    /// 413; the connection closes after it, rather than reading the rest of the body.
    private var tooLarge: Response {
        var response = Self.failure(.contentTooLarge, "the body is larger than \(maxBodyBytes) bytes")
        response.headers[.connection] = "close"
        return response
    }

    /// 503: the render queue is full. The body is not read, so the connection closes after it.
    private var busy: Response {
        var response = Self.failure(
            .serviceUnavailable,
            "the server is busy with \(queue.maxRunning + queue.maxWaiting) renders, exports or saves; try again in a moment")
        response.headers[.retryAfter] = "1"
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
}
