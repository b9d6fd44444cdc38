import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// The flows the Swift generator is tested on, and what each needs beside its code to compile and
/// to be checked: the app's own types, sample values for its route placeholders, and links that
/// must open nothing.
struct CodegenFlow: Sendable, CustomTestStringConvertible {
    /// The golden file's name, without `.swift`.
    var name: String
    /// The flow file, relative to the package root.
    var path: String
    /// Declarations the generated code needs, as the app would write them.
    var support: String = ""
    /// Links and the destination each must open (`nil`: none), beyond the routes' own round trips.
    var links: [(url: String, expected: String?)] = []
    /// Whether `Destination` is `Equatable`, so that the driver can compare destinations.
    var isEquatable = true

    var testDescription: String { name }

    func flow() throws -> Flow {
        let data = try Data(contentsOf: Paths.packageRoot.appendingPathComponent(path))
        return Flow(sources: [SourceFile(path: path, bytes: [UInt8](data))])
    }

    static let all: [CodegenFlow] = [
        CodegenFlow(
            name: "shop", path: "Samples/shop/shop.uiflow",
            support: "enum ProductSource: String, Hashable, Sendable, Destination.RouteParameter { case home, search, cart, category, deepLink }",
            links: [
                ("myapp://products/12", ".product(productId: 12, source: .deepLink)"),
                ("MYAPP://Products/12/", ".product(productId: 12)"),
                ("myapp://search", ".search(query: nil)"),
                ("myapp://products/twelve", nil), ("otherapp://products/12", nil), ("myapp://products/12/reviews", nil),
                ("myapp://products", nil), ("myapp://products/99999999999999999999", nil), ("https://example.com/products/12", nil),
                ("myapp://launch", nil),
            ]),
        CodegenFlow(
            name: "photo-album", path: "Samples/photo-album/photo-album.uiflow",
            links: [
                ("album://albums/a1?month=3", ".アルバム(albumId: \"a1\", month: 3)"),
                ("album://albums/a1", ".アルバム(albumId: \"a1\")"),
                ("album://albums/a1?month=march", nil), ("album://albums/a1/2", nil),
                ("album://invite/%E6%8B%9B%E5%BE%85", ".招待コード入力(code: \"招待\")"),
            ]),
        CodegenFlow(
            name: "codegen-names", path: "Tests/UIFlowKitTests/Fixtures/codegen-names.uiflow",
            support: """
                struct Screen: Hashable, Sendable { var name = "" }
                enum Kind: Hashable, Sendable { case plain }
                struct Link: Hashable, Sendable {}
                """,
            links: [
                ("app://%E3%83%97%E3%83%AD%E3%83%95%E3%82%A3%E3%83%BC%E3%83%AB/7", ".プロフィール編集(id: 7)"),
                ("app://%F0%9F%9B%92", ".cart"), ("app://url", ".url2"), ("/default", ".default"),
                ("app://search?for=a%26b", ".search(for: \"a&b\", in: \"all\")"), ("app://search", nil),
            ]),
        CodegenFlow(
            name: "codegen-parameters", path: "Tests/UIFlowKitTests/Fixtures/codegen-parameters.uiflow",
            support: "enum ItemTab: String, Hashable, Sendable, Destination.RouteParameter { case overview, reviews }",
            links: [
                ("app://items/7?note=caf%C3%A9%20au%20lait", ".item(id: 7, note: \"café au lait\")"),
                ("/i/%34%32", ".item(id: 42)"), ("https://example.com/i/42/", ".item(id: 42)"),
                ("app://items/7?tab=gallery", nil), ("app://items/7?rating=high", nil), ("app://items/7x", nil),
                ("app://play/5?autoplay=yes", nil), ("app://play/5?autoplay=0", ".player(trackId: 5)"),
                ("app://accounts/not-a-uuid", nil), ("app://search?v=2", nil), ("app://search?q=shoes", nil),
                ("app://search?q=shoes&v=2&utm_source=mail", ".search(query: \"shoes\")"),
                ("app://orders/new", ".newOrder"), ("app://orders/new%2Fold", ".order(orderId: \"new/old\")"),
                ("app://prices/nan/EUR", nil), ("app://prices/1e3/EUR", ".prices(maximum: 1000, currency: \"EUR\")"),
                ("app://prices/2.5", nil), ("app://prices/2.5/EUR/more", nil), ("other://orders/new", nil),
                ("app://deep-link?url=/settings/privacy/tabs/reviews&source=mail", ".setting(section: \"privacy\", tab: .reviews)"),
                ("app://deep-link?source=mail&url=%2Fsettings%2Fa%252Fb%2Ftabs%2Foverview", ".setting(section: \"a/b\", tab: .overview)"),
                ("app://deep-link?url=/settings/privacy&source=mail", nil), ("app://deep-link?url=/settings/privacy/tabs/reviews", nil),
                ("app://deep-link?url=settings/privacy/tabs/reviews&source=mail", nil),
            ]),
        CodegenFlow(
            name: "deeplinks", path: "Tests/UIFlowKitTests/Fixtures/deeplinks.uiflow",
            links: [
                ("myapp://posts/7", ".post(postId: 7)"), ("myapp://users/3/photos/4", ".photos(userId: 3, photoId: 4)"),
                ("myapp://photos/4/share", ".share(photoId: 4)"), ("myapp://users/3/photos", nil),
            ]),
        CodegenFlow(name: "codegen-closure", path: "Tests/UIFlowKitTests/Fixtures/codegen-closure.uiflow", isEquatable: false),
    ]
}
