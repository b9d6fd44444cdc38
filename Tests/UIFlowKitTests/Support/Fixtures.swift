import Foundation
import TestSupport

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
