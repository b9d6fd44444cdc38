import Foundation
import Testing
import UIFlowGraphviz
import UIFlowKit

@Suite("Rendering from many tasks at once")
struct ConcurrencyTests {
    /// A small flow that differs by `index`, so that a mix-up between concurrent renders shows.
    static func flow(_ index: Int) -> Flow {
        Flow(
            parsing: "[Start \(index)]\n--\nGo\n=={to \(index)}=> Screen \(index)\n\n[Screen \(index)]\nItem \(index)\n",
            file: "flow\(index).uiflow")
    }

    @Test("renders from 64 concurrent tasks equal the same renders done one by one; failures keep their own messages")
    func concurrentRenders() async throws {
        let renderer = GraphvizRenderer()
        let count = 64
        var expected: [Int: Data] = [:]
        for index in 0..<count where index % 4 != 3 {
            expected[index] = try renderer.render(Self.flow(index), format: index % 4 == 2 ? .png : .svg).data
        }
        let results = await withTaskGroup(of: (Int, Result<Data, GraphvizError>).self) { group in
            for index in 0..<count {
                group.addTask {
                    do throws(GraphvizError) {
                        switch index % 4 {
                        case 3:
                            // Malformed DOT whose error names the task's line.
                            let dot = "digraph {\n" + String(repeating: "a -> b\n", count: index) + "x -> ;\n}\n"
                            return (index, .success(try renderer.render(dot: dot).data))
                        case 2:
                            return (index, .success(try renderer.render(Self.flow(index), format: .png).data))
                        default:
                            return (index, .success(try renderer.render(Self.flow(index), format: .svg).data))
                        }
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results: [Int: Result<Data, GraphvizError>] = [:]
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(results.count == count)
        for index in 0..<count {
            switch results[index] {
            case .success(let data)?:
                #expect(index % 4 != 3, "malformed DOT \(index) rendered")
                #expect(data == expected[index], "render \(index) differs from the one-by-one render")
            case .failure(let error)?:
                #expect(index % 4 == 3, "render \(index) failed: \(error)")
                #expect(error.graphvizMessage == "syntax error in line \(index + 2) near ';'")
            case nil:
                Issue.record("no result for \(index)")
            }
        }
    }
}
