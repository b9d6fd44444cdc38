import ArgumentParser
import Foundation

/// A Graphviz attribute from the command line: `name=value`.
struct GraphvizAttribute: ExpressibleByArgument {
    var name: String
    var value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        name = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
        value = String(argument[argument.index(after: equals)...])
        if name.isEmpty { return nil }
    }

    /// The attributes by name; a later one wins.
    static func dictionary(_ attributes: [GraphvizAttribute]) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in attributes { result[attribute.name] = attribute.value }
        return result
    }
}
