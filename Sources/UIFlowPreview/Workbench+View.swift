import UIFlowGraphviz
import UIFlowKit

extension Workbench {
    /// The flow to draw for `view` and the options that draw it (stubs as stubs), after writing
    /// the groups, what is shown and any error about the view into `result`. A view that names a
    /// group or screen the flow lacks (renamed meanwhile) draws the whole flow, and says why.
    func part(of flow: Flow, view: RenderRequest.View?, into result: inout RenderResult) -> (Flow, OutputOptions) {
        let overview = FlowOverview(flow)
        result.groups = overview.hasGroups ? overview.groups.map(\.name) : []
        var options = outputOptions
        let scope: FlowSelection.Scope
        if let focus = view?.focus {
            let depth = min(max(view?.depth ?? FlowSelection.defaultDepth, 0), RenderRequest.View.maximumDepth)
            scope = .neighborhood(of: focus, depth: depth)
        } else if let group = view?.group {
            scope = .group(group)
        } else {
            return (flow, options)
        }
        do {
            let selection = try FlowSelection(scope, in: flow)
            options.style = options.style.selecting(selection)
            switch scope {
            case .neighborhood(let focus, let depth): result.shown = RenderResult.Shown(focus: focus, depth: depth)
            case .group(let group): result.shown = RenderResult.Shown(group: group)
            case .whole: break
            }
            return (selection.flow, options)
        } catch {
            result.viewError = error.description
            return (flow, options)
        }
    }
}
