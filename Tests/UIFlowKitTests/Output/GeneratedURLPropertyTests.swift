import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// `Destination(url: d.url!) == d` as a property, not a table: for every screen whose first route
/// builds a link, 60 destinations with values drawn from a seeded generator (strings with every
/// character a link must escape, emoji and combining marks; integers to their bounds; doubles of
/// every magnitude; `nil` for optionals), compiled and checked in one run.
@Suite("Generated links round-trip, over generated values")
struct GeneratedURLPropertyTests {
    @Test("every link url builds opens the same destination again", arguments: CodegenFlow.all.filter(\.isEquatable))
    func roundTrip(flow: CodegenFlow) throws {
        let parsed = try flow.flow()
        let plan = SwiftPlan(flow: parsed, writer: SwiftWriter())
        var random = SplitMix(seed: 0x5EED_0F_11F0)
        var checks: [String] = []
        for (index, screen) in parsed.screens.enumerated() {
            guard let route = plan.urlRoutes[index] else { continue }
            let carried = route.parameters
            for _ in 0..<60 {
                var values: [String?] = []
                var known = true
                for (position, parameter) in plan.parameters[index].enumerated() {
                    guard carried.contains(position) else {
                        values.append(nil)
                        continue
                    }
                    if parameter.type.isOptional, random.next() % 4 == 0 {
                        values.append("nil")
                        continue
                    }
                    guard let value = Self.value(of: parameter.type.converted, &random) else {
                        known = false
                        break
                    }
                    values.append(value)
                }
                guard known else { break }
                let destination = SwiftWriter.construction(plan.names.screenCases[index], screen.parameters.map(\.name), values: values)
                // A `nil` or empty value in a path segment has no link; everything else must have one.
                let inPath = route.segments.compactMap { part -> Int? in
                    if case .parameter(let position) = part { return position }
                    return nil
                } + route.nestedParameters
                let pathNil = inPath.contains { values[$0] == "nil" || values[$0] == "\"\"" }
                checks.append("check(\(destination), linked: \(!pathNil))")
            }
        }
        #expect(!checks.isEmpty)
        let driver = """
            import Foundation
            nonisolated(unsafe) var failures = 0
            func check(_ destination: Destination, linked: Bool, line: Int = #line) {
                guard let url = destination.url else {
                    if linked { print("line \\(line): \\(destination) has no url"); failures += 1 }
                    return
                }
                let opened = Destination(url: url)
                if opened != destination { print("line \\(line): \\(destination).url is \\(url), which opens \\(String(describing: opened))"); failures += 1 }
            }
            \(checks.joined(separator: "\n"))
            print(failures == 0 ? "OK \(checks.count)" : "\\(failures) failed")
            exit(failures == 0 ? 0 : 1)

            """
        let outcome = try GeneratedSwiftRunTests.compileAndRun(
            ["Destination.swift": SwiftWriter().write(parsed).code, "Support.swift": flow.support, "main.swift": driver])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("OK \(checks.count)\n"), "\(outcome.output)")
    }

    /// A random value of a type the flows' routes carry, as a Swift expression; `nil` for a type
    /// this test has no values of.
    static func value(of type: String, _ random: inout SplitMix) -> String? {
        switch type {
        case "String":
            let alphabet = Array("aZ09 -._~/?#[]@!$&'()*+,;=%\"\\:é日本🛒👩‍💻e\u{301}\u{200B}\t")
            let count = Int(random.next() % 12)
            return SwiftIdentifier.stringLiteral(String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
        case "Int":
            let edges = ["Int.min", "Int.max", "0", "-1"]
            return random.next() % 5 == 0 ? edges[Int(random.next() % 4)] : String(Int(truncatingIfNeeded: random.next()))
        case "Int64":
            return "Int64(\(Int64(truncatingIfNeeded: random.next())))"
        case "Double":
            let value = Double(bitPattern: random.next())
            return value.isFinite ? "Double(bitPattern: \(value.bitPattern))" : "0.5"
        case "Bool":
            return random.next() % 2 == 0 ? "true" : "false"
        case "UUID":
            return "UUID(uuid: (\((0..<16).map { _ in String(random.next() % 256) }.joined(separator: ", "))))"
        case "ProductSource":
            return [".home", ".search", ".cart", ".category", ".deepLink"][Int(random.next() % 5)]
        case "ItemTab":
            return [".overview", ".reviews"][Int(random.next() % 2)]
        default:
            return nil
        }
    }
}

/// A small seeded generator (SplitMix64): the same values on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
