extension SwiftWriter {
    /// `Destination.Step`, each destination's `path` (its arrival, one `switch`, walked in a
    /// loop), the `Navigator` a coordinator implements once, and `open(in:)` and
    /// `open(url:in:)`, which rebuild a destination's stack on it (docs/codegen.md, "Deep links").
    func writePaths(_ plan: SwiftPlan, paths: DeepLinkPaths, diagnostics: inout [Diagnostic], to out: inout SwiftSource) {
        let a = access.prefix
        let names = plan.names
        let flow = plan.flow
        // Each screen's arrival as code: `(.present, .profile(userId: v0))`, and the pattern that binds
        // what it uses.
        var arrivals: [(pattern: String, value: String)] = []
        arrivals.reserveCapacity(flow.screens.count)
        for index in flow.screens.indices {
            let caseName = SwiftIdentifier.escaped(names.screenCases[index])
            guard let arrival = paths.arrivals[index], let from = arrival.from else {
                arrivals.append((".\(caseName)", "(.replace, nil)"))
                continue
            }
            var used: Set<Int> = []
            var values: [String?] = []
            var unwritten: String?
            for (position, argument) in arrival.arguments.enumerated() {
                switch argument {
                case .parameter(let source):
                    used.insert(source)
                    values.append("v\(source)")
                case .defaulted:
                    values.append(nil)
                case .literal(let text):
                    let parameter = plan.parameters[from][position]
                    if let literal = SwiftPlan.literalDefault(text, for: parameter) {
                        values.append(literal)
                    } else {
                        values.append(nil)
                        unwritten = "`\(English.shown(parameter.name)): \(English.shown(text))`"
                    }
                case .missing:
                    values.append(nil)
                }
            }
            if let unwritten {
                // A literal the generator cannot write for its type: the screen is a root of its own.
                diagnostics.append(
                    Diagnostic(
                        rule: Self.rule, severity: .warning,
                        message: "the path of `\(English.shown(flow.screens[index].name))` starts at the screen itself: "
                            + "\(unwritten) is not a literal of its type that the generated code can write",
                        range: arrival.transition ?? flow.screens[index].range))
                arrivals.append((".\(caseName)", "(.replace, nil)"))
                continue
            }
            let bindings = plan.parameters[index].indices.map { used.contains($0) ? "v\($0)" : "_" }
            let pattern = used.isEmpty ? ".\(caseName)" : "let .\(caseName)(" + bindings.joined(separator: ", ") + ")"
            let source = Self.construction(names.screenCases[from], plan.parameters[from].map(\.name), values: values)
            arrivals.append((pattern, "(.\(SwiftIdentifier.escaped(arrival.kind.rawValue)), \(source))"))
        }
        out.line()
        out.block("extension \(typeName)") { out in
            out.line("/// One step of the way to a destination: how it comes on screen, and what it shows.")
            out.block("\(a)struct \(names.stepType)\(Self.inheritance(plan.conformances))") { out in
                out.line("/// `replace` for the root (the first step), then `push`, `present`, or `switch` for a tab.")
                out.line("\(a)var kind: \(names.kindType)")
                out.line("/// What the step shows.")
                out.line("\(a)var destination: \(typeName)")
                out.line()
                out.line("/// Creates a step.")
                out.block("\(a)init(kind: \(names.kindType), destination: \(typeName))") { out in
                    out.line("self.kind = kind")
                    out.line("self.destination = destination")
                }
            }
            out.line()
            out.line("/// The steps from an entry point to this destination, its root first and itself last, the way")
            out.line("/// the flow reaches it: what a deep link rebuilds (docs/codegen.md, \"Deep links\").")
            out.block("\(a)var path: [\(names.stepType)]") { out in
                out.line("var steps: [\(names.stepType)] = []")
                out.line("var current: \(typeName)? = self")
                out.block("while let destination = current") { out in
                    out.line("let arrival = destination.arrival")
                    out.line("steps.append(\(names.stepType)(kind: arrival.kind, destination: destination))")
                    out.line("current = arrival.from")
                }
                out.line("return steps.reversed()")
            }
            out.line()
            out.line("/// How this destination comes on screen on its path, and the destination it comes from (`nil` for a root).")
            out.block("private var arrival: (kind: \(names.kindType), from: \(typeName)?)") { out in
                out.switchOnSelf { out in
                    for arrival in arrivals { out.line("case \(arrival.pattern): \(arrival.value)") }
                }
            }
            out.line()
            out.line("/// What an app's coordinator implements once, so that `open(in:)` can rebuild any destination's")
            out.line("/// stack on it. Each method shows a destination the app builds (with its own dependencies).")
            out.line("@MainActor")
            out.block("\(a)protocol \(names.navigatorType)") { out in
                out.line("/// Dismisses whatever is presented, pops every stack, and makes `root` the only screen.")
                out.line("func reset(to root: \(typeName))")
                out.line("/// Pushes `destination` onto the navigation stack on top.")
                out.line("func push(_ destination: \(typeName))")
                out.line("/// Presents `destination` over what is on top.")
                out.line("func present(_ destination: \(typeName))")
                out.line("/// Selects the tab that shows `destination` in the tab bar on top.")
                out.line("func selectTab(_ destination: \(typeName))")
            }
            out.line()
            out.line("/// Rebuilds this destination's stack on `navigator`: resets to the root of its `path`, then")
            out.line("/// pushes, presents and selects tabs step by step. The same calls every time, whatever was on screen.")
            out.line("@MainActor")
            out.block("\(a)func open(in navigator: some \(names.navigatorType))") { out in
                out.block("for step in path") { out in
                    out.line("switch step.kind {")
                    out.line("case .replace: navigator.reset(to: step.destination)")
                    out.line("case .push, .show: navigator.push(step.destination)")
                    out.line("case .present: navigator.present(step.destination)")
                    out.line("case .switch: navigator.selectTab(step.destination)")
                    out.line("case .back, .dismiss: break")
                    out.line("}")
                }
            }
            out.line()
            out.line("/// Opens the destination that `url` names (`init(url:)`) on `navigator`; `false`, and nothing")
            out.line("/// done, when no route matches.")
            out.line("@MainActor @discardableResult")
            out.block("\(a)static func open(url: URL, in navigator: some \(names.navigatorType)) -> Bool") { out in
                out.line("guard let destination = \(typeName)(url: url) else { return false }")
                out.line("destination.open(in: navigator)")
                out.line("return true")
            }
        }
    }
}
