import Foundation

@testable import UIFlowKit

enum Fixtures {
    static let directory = Paths.packageRoot.appendingPathComponent("Tests/UIFlowKitTests/Fixtures")

    /// Parses a fixture, naming it by its file name only, so that golden output does not depend on
    /// where the package is checked out.
    static func flow(_ name: String) throws -> Flow {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return Flow(sources: [SourceFile(path: name, bytes: [UInt8](data))])
    }

    /// Parses a conformance sample, named `NAME.txt`.
    static func conformance(_ sample: String) throws -> Flow {
        let data = try Data(contentsOf: Paths.conformance.appendingPathComponent("\(sample).txt"))
        return Flow(sources: [SourceFile(path: "\(sample).txt", bytes: [UInt8](data))])
    }
}

/// A small deterministic random generator (SplitMix64), so that property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
