import Foundation

/// A coordinator as an app would write one, without UIKit: a stack of destinations per tab, and a
/// modal on top. Screens emit their exits; the coordinator decides what each does.
public struct Navigator: Sendable {
    /// What is on screen, bottom first.
    public private(set) var stack: [Destination]
    /// The modal presented over the stack, if any.
    public private(set) var modal: Destination?

    public init(root: Destination) {
        stack = [root]
    }

    /// Opens a deep link; `false` when the flow has no route for it.
    public mutating func open(_ url: URL) -> Bool {
        guard let destination = Destination(url: url) else { return false }
        modal = nil
        stack.append(destination)
        return true
    }

    /// Handles every way out of Home. The switch has no `default`: a transition added to Home in
    /// the flow stops the build here until it is handled.
    public mutating func handle(_ exit: Destination.HomeExit) {
        switch exit {
        case .product, .category:
            if let destination = exit.destination { stack.append(destination) }
        case .search, .cart, .profile:
            if let tab = exit.target { stack = [Self.root(of: tab)] }
        }
    }

    /// Handles every way out of Product.
    public mutating func handle(_ exit: Destination.ProductExit) {
        switch exit {
        case .added:
            modal = exit.destination
        case .back:
            if stack.count > 1 { stack.removeLast() }
        }
    }

    private static func root(of tab: Destination.Screen) -> Destination {
        switch tab {
        case .search: .search()
        case .cart: .cart
        case .profile: .profile
        default: .home
        }
    }
}
