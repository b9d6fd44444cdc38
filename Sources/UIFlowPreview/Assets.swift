import Foundation
import HTTPTypes
import Hummingbird

/// The page and its script modules, style sheet and icon: plain files under `Assets/`, compiled
/// into the binary (SwiftPM's `embedInCode`), so that the page needs no network and no file beside
/// uiflow.
enum Assets {
    /// What the page may load and run: only what this server serves (`script-src 'self'`: the
    /// modules under `/assets/`, never an inline script). The diagram's SVG is inserted as markup,
    /// and no script in it (there is none in Graphviz's output) would run.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
        + "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    static var page: Response {
        response(PackageResources.index_html, type: "text/html; charset=utf-8")
    }

    /// The files under `/assets/`, by name: their bytes and media type. The script is ES modules
    /// (`<script type="module">`, which browsers load only as `text/javascript`) importing one
    /// another by relative path, so each module is a file here; Package.swift embeds each.
    static let files: [String: (bytes: [UInt8], type: String)] = [
        "preview.js": (PackageResources.preview_js, javaScript),
        "state.js": (PackageResources.state_js, javaScript),
        "protocol.js": (PackageResources.protocol_js, javaScript),
        "page.js": (PackageResources.page_js, javaScript),
        "text.js": (PackageResources.text_js, javaScript),
        "editor.js": (PackageResources.editor_js, javaScript),
        "diagram.js": (PackageResources.diagram_js, javaScript),
        "sync.js": (PackageResources.sync_js, javaScript),
        "merge.js": (PackageResources.merge_js, javaScript),
        "preview.css": (PackageResources.preview_css, "text/css; charset=utf-8"),
        "favicon.svg": (PackageResources.favicon_svg, "image/svg+xml"),
    ]

    private static let javaScript = "text/javascript; charset=utf-8"

    static func asset(named name: String) -> Response? {
        files[name].map { response($0.bytes, type: $0.type) }
    }

    private static func response(_ bytes: [UInt8], type: String) -> Response {
        var headers = PreviewHandler.headers([.contentType: type, .contentSecurityPolicy: contentSecurityPolicy])
        for (name, value) in [("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY")] {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
