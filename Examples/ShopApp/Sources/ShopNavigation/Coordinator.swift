import Foundation

/// A coordinator as an app would write one, without UIKit: a root (the tab bar, or a screen shown
/// alone), the visible tab's stack, and modals over it, each a stack of its own. It implements the
/// generated `Destination.Navigator` once, so every deep link rebuilds its destination's stack the
/// way the flow reaches it (`Destination.open(url:in:)`). Screens emit their exits; the coordinator
/// decides what each does.
@MainActor
public final class Coordinator: Destination.Navigator {
    /// The root: the tab bar, or a screen shown alone (sign in).
    public private(set) var root: Destination
    /// The stack under the modals, bottom first: the selected tab's, or the root's.
    public private(set) var stack: [Destination]
    /// The modals presented over the stack, bottom first, each a stack of its own.
    public private(set) var modals: [[Destination]] = []

    public init(root: Destination) {
        self.root = root
        stack = [root]
    }

    /// What the user sees.
    public var top: Destination? { modals.last?.last ?? stack.last }

    /// Opens a deep link on a freshly rebuilt stack, whatever was on screen; `false`, and nothing
    /// changed, when the flow has no route for it.
    public func open(_ url: URL) -> Bool {
        Destination.open(url: url, in: self)
    }

    // MARK: Destination.Navigator

    public func reset(to root: Destination) {
        self.root = root
        stack = [root]
        modals = []
    }

    public func push(_ destination: Destination) {
        if modals.isEmpty {
            stack.append(destination)
        } else {
            modals[modals.count - 1].append(destination)
        }
    }

    public func present(_ destination: Destination) {
        modals.append([destination])
    }

    public func selectTab(_ destination: Destination) {
        modals = []
        stack = [destination]
    }

    // MARK: Exits

    /// Handles every way out of Home. The switch has no `default`: a transition added to Home in
    /// the flow stops the build here until it is handled.
    public func handle(_ exit: Destination.HomeExit) {
        switch exit {
        case .product, .category:
            if let destination = exit.destination { push(destination) }
        case .search, .cart, .profile:
            if let tab = exit.target { selectTab(Self.root(of: tab)) }
        }
    }

    /// Handles every way out of Product.
    public func handle(_ exit: Destination.ProductExit) {
        switch exit {
        case .added:
            if let destination = exit.destination { present(destination) }
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
