import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// The generated Swift compiled with `swiftc` (language mode 6, warnings as errors) and run: every
/// route of every flow opens what it should, and back from `url` to the same destination, and
/// each flow's table of links opens what it says, `nil` included.
@Suite("Generated Swift, compiled and run")
struct GeneratedSwiftRunTests {
    @Test("every route round-trips and every listed link opens what it should", arguments: CodegenFlow.all)
    func roundTrips(flow: CodegenFlow) throws {
        let parsed = try flow.flow()
        let generated = SwiftWriter().write(parsed)
        #expect(!generated.hasErrors)
        let outcome = try Self.compileAndRun(
            ["Destination.swift": generated.code, "Support.swift": flow.support, "main.swift": Self.driver(for: flow, parsed)])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("OK\n"), "\(outcome.output)")
    }

    @Test("the code compiles and runs with the main actor as default isolation, as new Xcode projects set it")
    func mainActorIsolation() throws {
        let flow = try #require(CodegenFlow.all.first)
        let parsed = try flow.flow()
        let outcome = try Self.compileAndRun(
            ["Destination.swift": SwiftWriter().write(parsed).code, "Support.swift": flow.support, "main.swift": Self.driver(for: flow, parsed)],
            flags: ["-default-isolation", "MainActor"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("OK\n"), "\(outcome.output)")
    }

    @Test("the public declarations compile as a library")
    func publicAccess() throws {
        let flow = try #require(CodegenFlow.all.first)
        let code = SwiftWriter(access: .public).write(try flow.flow()).code
        let support = flow.support.replacingOccurrences(of: "enum ProductSource", with: "public enum ProductSource")
        let outcome = try Self.compileAndRun(["Destination.swift": code, "Support.swift": support], library: true)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// `main.swift`: a check per route (its URL with sample values, and the destination it must
    /// give) and per listed link, then `OK` when all passed.
    static func driver(for flow: CodegenFlow, _ parsed: Flow) -> String {
        var checks: [String] = []
        if flow.isEquatable {
            let plan = SwiftPlan(flow: parsed, writer: SwiftWriter())
            for (index, screen) in parsed.screens.enumerated() {
                for route in plan.routes[index] {
                    let used = route.parameters
                    let values = screen.parameters.indices.map { used.contains($0) ? sample(plan.parameters[index][$0]).literal : nil }
                    let expected = SwiftWriter.construction(plan.names.screenCases[index], screen.parameters.map(\.name), values: values)
                    checks.append("check(\(SwiftIdentifier.stringLiteral(url(route, screen, plan.parameters[index]))), \(expected))")
                }
            }
            for (url, expected) in flow.links {
                checks.append("check(\(SwiftIdentifier.stringLiteral(url)), \(expected ?? "nil"))")
            }
        } else {
            // Without `Equatable`, the code is only seen to compile and run.
            return "print(Destination.Screen.allCases.count > 0 ? \"OK\" : \"no screens\")\n"
        }
        return """
            import Foundation

            nonisolated(unsafe) var failures = 0

            func check(_ text: String, _ expected: Destination?, line: Int = #line) {
                let opened = URL(string: text).flatMap(Destination.init(url:))
                guard opened == expected else {
                    print("line \\(line): \\(text) opened \\(String(describing: opened)), not \\(String(describing: expected))")
                    failures += 1
                    return
                }
                guard let expected, let url = expected.url else { return }
                let back = Destination(url: url)
                if back != expected {
                    print("line \\(line): \\(expected).url is \\(url), which opens \\(String(describing: back))")
                    failures += 1
                }
            }

            \(checks.joined(separator: "\n"))
            print(failures == 0 ? "OK" : "\\(failures) failed")
            exit(failures == 0 ? 0 : 1)

            """
    }

    /// A value of each type a route placeholder has in the flows: the text in a link, and the
    /// Swift literal it must give.
    static func sample(_ parameter: SwiftParameter) -> (text: String, literal: String) {
        switch parameter.type.converted {
        case "Int": ("42", "42")
        case "Int64": ("-9000000000", "-9000000000")
        case "Double": ("2.5", "2.5")
        case "Bool": ("true", "true")
        case "UUID": ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!")
        case "ItemTab": ("reviews", ".reviews")
        case "ProductSource": ("cart", ".cart")
        default: ("a b/ü?&=#%", "\"a b/ü?&=#%\"")
        }
    }

    /// The route's pattern with each placeholder replaced by its sample value, percent-encoded.
    /// A placeholder inside a path in a query value (`?url=/settings/:section`) is encoded twice,
    /// as the link carries a path whose segments are encoded, itself encoded as a value.
    static func url(_ route: SwiftRoute, _ screen: Screen, _ parameters: [SwiftParameter]) -> String {
        let nested = route.nestedParameters
        var result = route.route.pattern
        for placeholder in route.route.placeholders.sorted(by: { $0.name.count > $1.name.count }) {
            guard let index = parameters.firstIndex(where: { $0.name == placeholder.name }) else { continue }
            let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
            var text = sample(parameters[index]).text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
            if nested.contains(index) { text = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
            result = result.replacingOccurrences(of: ":" + placeholder.name, with: text)
        }
        return result
    }

    /// Writes `files` to a scratch folder, compiles them (an executable, or a library), and runs
    /// the executable.
    static func compileAndRun(_ files: [String: String], library: Bool = false, flags: [String] = []) throws -> Toolchain.Outcome {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc on the PATH or in /opt/swift/usr/bin; set SWIFTC")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let sources = files.keys.sorted()
        let mode = library ? ["-parse-as-library", "-emit-library", "-module-name", "Routes"] : []
        let compiled = try Toolchain.run(
            swiftc, ["-swift-version", "6", "-warnings-as-errors"] + flags + mode + sources + ["-o", "program"], in: folder)
        guard compiled.status == 0, !library else { return compiled }
        return try Toolchain.run(folder.appendingPathComponent("program"), [], in: folder)
    }
}
