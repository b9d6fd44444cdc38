extension SwiftWriter {
    /// For each screen with transitions, `Destination.<Screen>Exit`: a case per transition, with
    /// its kind, its target, and the destination it builds.
    func writeExits(_ plan: SwiftPlan, to out: inout SwiftSource) {
        let flow = plan.flow
        for (index, screen) in flow.screens.enumerated() where screen.actions.contains(where: { !$0.transitions.isEmpty }) {
            let caseName = plan.names.screenCases[index]
            let exits = exits(of: screen, names: plan.names.exitCases[index], in: flow, plan: plan)
            let carried = exits.flatMap { $0.built?.parameters ?? [] }
            out.line()
            out.block("extension \(typeName)") { out in
                out.line("/// The ways out of `[\(SwiftIdentifier.comment(screen.name))]` (\(Self.place(screen.range))), one case per transition.")
                out.line("/// A coordinator switches over them: a transition added to the flow is a compile error until it is handled.")
                out.block("\(access.prefix)enum \(plan.names.exitTypes[index] ?? "")\(Self.inheritance(plan.conformances(of: carried)))") { out in
                    for exit in exits {
                        out.line("/// \(SwiftIdentifier.comment(exit.description))")
                        out.line("case \(SwiftIdentifier.escaped(exit.name))\(exit.built.map { Self.associatedValues($0.parameters, defaults: $0.defaults) } ?? "")")
                    }
                    out.line()
                    out.line("/// The screen these exits leave.")
                    out.line("\(access.prefix)static let screen: \(plan.names.screenType) = .\(SwiftIdentifier.escaped(caseName))")
                    writeMembers(exits, names: plan.names, to: &out)
                }
            }
        }
    }

    private func writeMembers(_ exits: [Exit], names: SwiftNames, to out: inout SwiftSource) {
        let a = access.prefix
        out.line()
        out.line("/// The kind of the transition, as its arrow says.")
        out.block("\(a)var kind: \(names.kindType)") { out in
            out.switchOnSelf { out in
                for exit in exits { out.line("case .\(SwiftIdentifier.escaped(exit.name)): .\(SwiftIdentifier.escaped(exit.kind.rawValue))") }
            }
        }
        out.line()
        out.line("/// The screen the transition leads to; `nil` for a `back` or `dismiss` that leaves it out.")
        out.block("\(a)var target: \(names.screenType)?") { out in
            out.switchOnSelf { out in
                for exit in exits {
                    out.line("case .\(SwiftIdentifier.escaped(exit.name)): \(exit.target.map { "." + SwiftIdentifier.escaped($0) } ?? "nil")")
                }
            }
        }
        out.line()
        out.line("/// The destination to show, built with the exit's values, for a `show`, `push`, `present` or")
        out.line("/// `replace`; `nil` for a `back`, `dismiss` or `switch`, which go to a screen that is already there.")
        out.block("\(a)var destination: \(typeName)?") { out in
            out.switchOnSelf { out in
                for exit in exits {
                    guard let built = exit.built, let target = exit.target else {
                        out.line("case .\(SwiftIdentifier.escaped(exit.name)): nil")
                        continue
                    }
                    let bindings = built.parameters.isEmpty ? "" : "(" + built.parameters.indices.map { "v\($0)" }.joined(separator: ", ") + ")"
                    let pattern = bindings.isEmpty ? "." + SwiftIdentifier.escaped(exit.name) : "let ." + SwiftIdentifier.escaped(exit.name) + bindings
                    out.line("case \(pattern): \(Self.construction(target, built.parameters.map(\.name)))")
                }
            }
        }
    }

    /// One transition as an exit case.
    struct Exit {
        var name: String
        var kind: TransitionKind
        /// The target's case name; `nil` when the transition leaves it out or it has no block.
        var target: String?
        /// For a transition that builds its target: the target's parameters, and the defaults the
        /// transition's literal arguments give them (`source: .home`).
        var built: (parameters: [SwiftParameter], defaults: [String: String])?
        /// `Tap a product: ==push=> Product`.
        var description: String
    }

    private func exits(of screen: Screen, names: [String], in flow: Flow, plan: SwiftPlan) -> [Exit] {
        var exits: [Exit] = []
        for action in screen.actions {
            let text = action.text.first.map { $0.text + (action.text.count > 1 ? "…" : "") + ": " } ?? ""
            for transition in action.transitions {
                let targetIndex = transition.target.flatMap(flow.index(ofScreenNamed:))
                var built: (parameters: [SwiftParameter], defaults: [String: String])?
                if transition.kind.buildsTarget, let targetIndex {
                    let parameters = plan.parameters[targetIndex]
                    var defaults: [String: String] = [:]
                    for argument in transition.arguments where defaults[argument.label] == nil {
                        guard let parameter = parameters.first(where: { $0.name == argument.label }),
                            let literal = SwiftPlan.literalDefault(argument.value, for: parameter)
                        else { continue }
                        defaults[argument.label] = literal
                    }
                    built = (parameters, defaults)
                }
                let arrow = transition.isImplicit
                    ? "continues to \(transition.target ?? "")"
                    : transition.arrow + (transition.target.map { " " + $0 } ?? "")
                exits.append(
                    Exit(
                        name: names[exits.count], kind: transition.kind, target: targetIndex.map { plan.names.screenCases[$0] },
                        built: built, description: text + "`" + arrow + "`"))
            }
        }
        return exits
    }
}
