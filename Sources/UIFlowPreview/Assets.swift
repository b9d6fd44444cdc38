import Foundation
import HTTPTypes
import Hummingbird

/// The page and its script, style sheet and icon: plain files under `Assets/`, compiled into the
/// binary (SwiftPM's `embedInCode`), so that the page needs no network and no file beside uiflow.
enum Assets {
    /// What the page may load and run: only what this server serves. The diagram's SVG is inserted
    /// as markup, and no script in it (there is none in Graphviz's output) would run.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
        + "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static var page: Response {
        response(PackageResources.index_html, type: "text/html; charset=utf-8")
    }

    static func asset(named name: String) -> Response? {
        switch name {
        case "preview.js": response(PackageResources.preview_js, type: "text/javascript; charset=utf-8")
        case "preview.css": response(PackageResources.preview_css, type: "text/css; charset=utf-8")
        case "favicon.svg": response(PackageResources.favicon_svg, type: "image/svg+xml")
        default: nil
        }
    }

    private static func response(_ bytes: [UInt8], type: String) -> Response {
        var headers = PreviewHandler.headers([.contentType: type, .contentSecurityPolicy: contentSecurityPolicy])
        for (name, value) in [("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY")] {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
