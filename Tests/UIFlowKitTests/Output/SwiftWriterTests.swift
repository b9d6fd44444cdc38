import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("Swift code generation")
struct SwiftWriterTests {
    @Test("each sample and fixture gives its golden Swift", arguments: CodegenFlow.all)
    func golden(flow: CodegenFlow) throws {
        Golden.check(SwiftWriter().write(try flow.flow()).code, "swift/\(flow.name).swift")
    }

    @Test("--access public gives the shop sample's golden public Swift")
    func publicGolden() throws {
        let flow = try #require(CodegenFlow.all.first)
        Golden.check(SwiftWriter(access: .public).write(try flow.flow()).code, "swift/shop-public.swift")
    }

    @Test(
        "a screen's case name is its name in lower camel case",
        arguments: [
            ("Sign in", "signIn"), ("Order detail", "orderDetail"), ("プロフィール 編集", "プロフィール編集"), ("2FA code", "_2faCode"),
            ("🛒 Cart", "cart"), ("🎉", ""), ("self", "self"), ("HTTPError page", "httperrorPage"), ("Édition du profil", "éditionDuProfil"),
            ("a--b__c", "aBC"),
        ])
    func lowerCamel(name: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamel(name) == expected)
    }

    @Test("keywords are escaped, argument labels only where Swift requires it")
    func escaping() {
        #expect(SwiftIdentifier.escaped("self") == "`self`")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("home") == "home")
        #expect(SwiftIdentifier.label("for") == "for")
        #expect(SwiftIdentifier.label("inout") == "`inout`")
    }

    @Test("invisible characters never reach the code as they are: comments show spaces, literals escapes")
    func invisibleCharacters() {
        let name = "A\u{2028}B\u{202E}C\u{85}D\n"
        #expect(SwiftIdentifier.comment(name) == "A B C D ")
        #expect(SwiftIdentifier.stringLiteral(name) == #""A\u{2028}B\u{202e}C\u{85}D\n""#)
        let code = SwiftWriter().write(Flow(parsing: "[Sign\u{202E}in]\n@entry\n", file: "a.uiflow")).code
        #expect(!code.unicodeScalars.contains("\u{202E}"))
        #expect(code.contains(#"case signIn = "Sign\u{202e}in""#))
    }

    @Test("names that collide are renamed in order of definition, each with a warning")
    func collisions() throws {
        let flow = try #require(CodegenFlow.all.first { $0.name == "codegen-names" })
        let generated = SwiftWriter().write(try flow.flow())
        let messages = generated.diagnostics.map { "\($0.location.line): \($0.message)" }
        #expect(
            messages == [
                "39: screen `Sign-in` would be the case `signIn`, which `Sign in` already is; it is `signIn2`. Choose its name with `@swift-name`",
                "51: screen `URL` would be the case `url`, which a member of the generated type already is; it is `url2`. Choose its name with `@swift-name`",
                "63: screen `🎉` has no letter or digit to make a Swift name of; it is `screen2`. Choose its name with `@swift-name`",
                "69: screen `Editor` would be the case `editor`, which `Edit profile` already is; it is `editor2`. Choose its name with `@swift-name`",
                "70: screen `init` would be the case `init`, which a member of the generated type already is; it is `init2`. Choose its name with `@swift-name`",
                "71: screen `Screen` would be the case `screen`, which a member of the generated type already is; it is `screen3`. Choose its name with `@swift-name`",
                "76: parameter `section: Screen` uses a type `Screen`, which the generated `Destination.Screen` would hide; that one is `Destination.FlowScreen`",
                "76: parameter `kind: Kind?` uses a type `Kind`, which the generated `Destination.Kind` would hide; that one is `Destination.FlowKind`",
                "79: screen `Overview` would be the case `Destination`, which a member of the generated type already is; it is `Destination2`. Choose its name with `@swift-name`",
            ])
        #expect(generated.diagnostics.allSatisfy { $0.severity == .warning && $0.rule == SwiftWriter.rule })
        #expect(!generated.hasErrors)
    }

    @Test("exits are named by label, else target, else kind; a second use of a name adds the kind")
    func exitNames() {
        let flow = Flow(
            parsing: "[A#]\n@entry\n--\n==> B\n==push=> B\n==replace{signed in}=> B\n==> C\n\n[B]\n--\n==back=>\n==back=> A\n\n[C]\n--\n==dismiss=>\n",
            file: "a.uiflow")
        let names = SwiftNames(flow: flow)
        #expect(names.exitCases == [["b", "bPush", "signedIn", "c"], ["back", "a"], ["dismiss"]])
    }

    @Test("`@swift-name` names the case, and one that is no identifier is an error")
    func swiftName() {
        let good = SwiftWriter().write(Flow(parsing: "[Edit profile]\n@swift-name editor\n@entry\n", file: "a.uiflow"))
        #expect(good.code.contains("    case editor\n"))
        // A case may not take the name of a type the parameters use: it would hide it.
        let typed = SwiftWriter().write(Flow(parsing: "[A(id: String)]\n@swift-name String\n@entry\n", file: "a.uiflow"))
        #expect(typed.code.contains("    case String2(id: String)\n"))
        let bad = SwiftWriter().write(Flow(parsing: "[Edit profile]\n@swift-name 2edit\n@entry\n", file: "a.uiflow"))
        #expect(bad.hasErrors)
        #expect(
            bad.diagnostics.map(\.description) == [
                "a.uiflow:2:13: error: `@swift-name 2edit` is no Swift identifier: use letters, digits and `_`, not starting with a digit [swift-codegen]"
            ])
    }

    @Test("a closure cannot be a route placeholder: an error that names its type")
    func closurePlaceholder() {
        let generated = SwiftWriter().write(Flow(parsing: "[A(f: () -> Void)]\n@entry\n@route app://a/:f\n", file: "a.uiflow"))
        #expect(generated.hasErrors)
        #expect(
            generated.diagnostics.map(\.description) == [
                "a.uiflow:1:4: warning: `Destination` conforms to nothing (not Hashable and Sendable): parameter `f: () -> Void` is a function [swift-codegen]",
                "a.uiflow:3:16: error: `:f` cannot be a route placeholder: its type `() -> Void` cannot be made from a link's text "
                    + "(a function, tuple, existential or metatype conforms to no protocol). Leave it out of the route, or give the "
                    + "parameter a type such as `String` or an enum with raw values [swift-codegen]",
            ])
    }

    @Test("a route the matcher cannot take gets a warning, and no matcher")
    func unsupportedRoutes() {
        let text = "[A(id: Int)]\n@entry\n@route /items/item-:id\n@route /a/:id#top\n@route /b/:id\n"
        let generated = SwiftWriter().write(Flow(parsing: text, file: "a.uiflow"))
        #expect(
            generated.diagnostics.map(\.description) == [
                "a.uiflow:3:8: warning: route `/items/item-:id` gets no matcher: the generated code cannot match a placeholder "
                    + "inside a path segment (`item-:id`); a placeholder must be a whole segment [swift-codegen]",
                "a.uiflow:4:8: warning: route `/a/:id#top` gets no matcher: the generated code cannot match a route with a `#` fragment [swift-codegen]",
            ])
        #expect(generated.code.contains("func route0()") && !generated.code.contains("func route1()"))
    }

    @Test("the flow's errors, syntax and lint, come with the code and mark it unusable")
    func flowErrors() {
        let text = "[A]\n@entry\n--\n==> B\n==> Nowhere\n\n[B(id: Int)]\n@type\n"
        let generated = SwiftWriter().write(Flow(parsing: text, file: "a.uiflow"))
        #expect(generated.hasErrors)
        // Lint warnings (`undefined-screen`) are `uiflow lint`'s to report, not the generator's.
        #expect(generated.diagnostics.map(\.rule) == ["missing-argument", "syntax"])
    }

    @Test("the same flow gives the same bytes, wherever its file is")
    func deterministic() throws {
        let text = try String(contentsOf: Paths.samples.appendingPathComponent("shop/shop.uiflow"), encoding: .utf8)
        let here = SwiftWriter().write(Flow(parsing: text, file: "Samples/shop/shop.uiflow")).code
        let there = SwiftWriter().write(Flow(parsing: text, file: "/elsewhere/shop.uiflow")).code
        #expect(here == there)
        #expect(here == SwiftWriter().write(Flow(parsing: text, file: "shop.uiflow")).code)
    }

    @Test("--type-name and --conformances change the declarations")
    func options() {
        let flow = Flow(parsing: "[Home]\n@entry\n", file: "a.uiflow")
        let code = SwiftWriter(typeName: "AppRoute", conformances: ["Equatable"]).write(flow).code
        #expect(code.contains("enum AppRoute: Equatable {"))
        #expect(code.contains("extension AppRoute.RouteParameter where Self: RawRepresentable"))
        #expect(SwiftWriter(conformances: []).write(flow).code.contains("enum Destination {"))
        #expect(SwiftWriter.isValidTypeName("AppRoute") && !SwiftWriter.isValidTypeName("class") && !SwiftWriter.isValidTypeName("1A"))
    }
}
