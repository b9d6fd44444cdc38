import Testing
import UIFlowKit
import UIFlowSwiftSources

/// `unhandled-route`: the routes the app's link handling opens, found where the system hands it
/// links, through the calls it makes.
@Suite("Routes the app's code opens")
struct LinkHandlingTests {
    static let flow = "[Home]\n@entry\n@route myapp://home\n\n[Product(id: Int)]\n@route myapp://products/:id\n\n[Order(id: Int)]\n@route /orders/:id\n"

    static func findings(_ swift: String) -> [String] {
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        return Analyzer(code: index).analyze(Flow(parsing: flow, file: "app.uiflow"))
            .filter { $0.rule == "unhandled-route" }
            .map { "\($0.location.line): \($0.message.prefix(40))" }
    }

    @Test("a handler that passes links to the generated Destination opens every route")
    func generated() {
        let swift = """
            @main struct ShopApp: App {
                var body: some Scene {
                    WindowGroup { HomeView().onOpenURL { url in coordinator.open(url) } }
                }
            }
            final class Coordinator {
                func open(_ url: URL) { if let destination = Destination(url: url) { show(destination) } }
                func show(_ destination: Destination) {}
            }
            """
        #expect(Self.findings(swift).isEmpty)
    }

    @Test("a handler that parses links by hand opens the routes whose words it compares, or whose enum cases it switches over")
    func byHand() {
        let swift = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
                    guard let url = contexts.first?.url else { return }
                    if url.path.hasPrefix("/orders/") { openOrder(url) }
                    switch Host(rawValue: url.host ?? "") {
                    case .home: break
                    default: break
                    }
                }
                func openOrder(_ url: URL) {}
            }
            enum Host: String { case home }
            """
        #expect(Self.findings(swift) == ["6: route `myapp://products/:id` of `Product"])
    }

    @Test("sources that receive no link: the first route says so")
    func noHandler() {
        #expect(Self.findings("final class HomeViewController: UIViewController {}") == ["3: no code of the Swift sources receives li"])
    }
}
