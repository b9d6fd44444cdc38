import Testing
import UIFlowSwiftSources

@testable import UIFlowKit

/// What following an app's code costs where its calls loop back (a coordinator's screens' closures
/// that call the coordinator's methods again) and run deeper than the evaluator follows: outcomes
/// cut short are remembered with where they were cut, so that each is found once per depth, not
/// once per chain of calls that reaches it.
@Suite("Following code: cost")
struct CodeEvaluatorCostTests {
    /// A coordinator whose `count` steps each show a screen whose closures go to the next two steps
    /// and back to the one before.
    static func coordinator(steps count: Int) -> String {
        var swift = "import UIKit\n\n"
        for step in 0..<count {
            swift += """
                final class Step\(step)ViewController: UIViewController {
                    init(onNext: @escaping () -> Void, onSkip: @escaping () -> Void, onBack: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
                }

                """
        }
        swift += "final class FlowCoordinator {\n    let navigationController = UINavigationController()\n"
        for step in 0..<count {
            let next = "self.showStep\((step + 1) % count)()"
            let skip = "self.showStep\((step + 2) % count)()"
            let back = "self.showStep\((step + count - 1) % count)()"
            swift += """
                    func showStep\(step)() {
                        let controller = Step\(step)ViewController(onNext: { \(next) }, onSkip: { \(skip) }, onBack: { \(back) })
                        navigationController.pushViewController(controller, animated: true)
                    }

                """
        }
        return swift + "}\n"
    }

    /// The coordinator's steps followed from each of its methods, as the analysis follows the code
    /// that is no screen's: the screens shown, and the statements evaluated.
    static func follow(steps count: Int) -> (shown: Set<String>, steps: Int) {
        let index = SwiftSourceReader().index([(path: "App.swift", text: Self.coordinator(steps: count))])
        let evaluator = CodeEvaluator(index: index, calls: [])
        var shown: Set<String> = []
        for (position, function) in index.functions.enumerated() where function.owner == "FlowCoordinator" {
            evaluator.currentType = "FlowCoordinator"
            for effect in evaluator.evaluate(position, selfValues: [.current]).effects where effect.kind == .push {
                for case .object(let type) in effect.targets { shown.insert(type) }
            }
        }
        return (shown, evaluator.steps)
    }

    /// Long cycles, deeper than the evaluator follows: an outcome cut short is found once per depth
    /// and per set of functions it was cut at (keeping one per call made it 12,817 statements).
    /// Short cycles, where every method is on the way of every other: at most
    /// ``CodeEvaluator/partialsKept`` outcomes are found per call and depth (without the bound,
    /// 12,801).
    @Test("a coordinator's steps that call each other in cycles are followed in few statements", arguments: [(32, 9_000), (8, 10_000)])
    func cycles(steps count: Int, bound: Int) {
        let followed = Self.follow(steps: count)
        #expect(followed.shown == Set((0..<count).map { "Step\($0)ViewController" }))
        #expect(followed.steps < bound, "\(followed.steps) statements")
    }
}
