import Foundation
import ShopNavigation
import Testing

@MainActor @Test func everyExitOfHomeIsHandled() {
    let exits: [Destination.HomeExit] = [.product(productId: 7), .category(categoryId: 3), .search, .cart, .profile]
    for exit in exits {
        let coordinator = Coordinator(root: .home)
        coordinator.handle(exit)
        switch exit.kind {
        case .push: #expect(coordinator.stack == [.home, exit.destination])
        case .switch: #expect(coordinator.stack.first?.screen == exit.target)
        default: Issue.record("Home has no \(exit.kind) exit in the flow")
        }
    }
}

@Test func aProductOpenedFromHomeCarriesItsSource() {
    #expect(Destination.HomeExit.product(productId: 7).destination == .product(productId: 7, source: .home))
}

/// Every route of the flow, opened over whatever was on screen (a checkout sheet over the cart),
/// ends on the stack its path rebuilds: the root, the tab, then what the user would have pushed.
@MainActor @Test(
    arguments: [
        ("myapp://sign-in", Destination.signIn, [Destination.signIn]),
        ("myapp://home", .tabBar, [.home]),
        ("myapp://search?q=shoes", .tabBar, [.search(query: "shoes")]),
        ("myapp://cart", .tabBar, [.cart]),
        ("myapp://categories/3", .tabBar, [.home, .category(categoryId: 3)]),
        ("myapp://products/42", .tabBar, [.home, .product(productId: 42, source: .deepLink)]),
        ("myapp://orders/A-17", .tabBar, [.profile, .orderDetail(orderId: "A-17")]),
    ])
func everyRouteOpensOnTheStackItsPathRebuilds(link: String, root: Destination, stack: [Destination]) throws {
    let coordinator = Coordinator(root: .tabBar)
    coordinator.selectTab(.cart)
    coordinator.present(.checkout(cartId: "c1"))
    #expect(coordinator.open(try #require(URL(string: link))))
    #expect(coordinator.root == root)
    #expect(coordinator.stack == stack)
    #expect(coordinator.modals.isEmpty)
    // The path names the same steps every time.
    let url = try #require(URL(string: link))
    let destination = try #require(Destination(url: url))
    #expect(destination.path.first?.kind == .replace)
    #expect(destination.path.last?.destination == destination)
}

@MainActor @Test func aDeepLinkThenTheFlowCarriesOn() throws {
    let coordinator = Coordinator(root: .home)
    #expect(coordinator.open(try #require(URL(string: "myapp://products/42"))))
    coordinator.handle(.added(productId: 42))
    #expect(coordinator.modals == [[.addedToCart(productId: 42)]])
    #expect(coordinator.top == .addedToCart(productId: 42))
    #expect(!coordinator.open(try #require(URL(string: "myapp://products/forty-two"))))
    #expect(coordinator.top == .addedToCart(productId: 42))
}

@Test func aDestinationsLinkOpensIt() throws {
    let destination = Destination.orderDetail(orderId: "A-17")
    #expect(Destination(url: try #require(destination.url)) == destination)
}
