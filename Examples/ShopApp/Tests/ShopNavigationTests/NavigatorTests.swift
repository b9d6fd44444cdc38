import Foundation
import ShopNavigation
import Testing

@Test func everyExitOfHomeIsHandled() {
    let exits: [Destination.HomeExit] = [.product(productId: 7), .category(categoryId: 3), .search, .cart, .profile]
    for exit in exits {
        var navigator = Navigator(root: .home)
        navigator.handle(exit)
        switch exit.kind {
        case .push: #expect(navigator.stack == [.home, exit.destination])
        case .switch: #expect(navigator.stack.first?.screen == exit.target)
        default: Issue.record("Home has no \(exit.kind) exit in the flow")
        }
    }
}

@Test func aProductOpenedFromHomeCarriesItsSource() {
    #expect(Destination.HomeExit.product(productId: 7).destination == .product(productId: 7, source: .home))
}

@Test func productsOpenFromDeepLinksAndPresentTheSheet() throws {
    var navigator = Navigator(root: .home)
    #expect(navigator.open(try #require(URL(string: "myapp://products/42"))))
    #expect(navigator.stack.last == .product(productId: 42, source: .deepLink))
    navigator.handle(.added(productId: 42))
    #expect(navigator.modal == .addedToCart(productId: 42))
    #expect(!navigator.open(try #require(URL(string: "myapp://products/forty-two"))))
}

@Test func aDestinationsLinkOpensIt() throws {
    let destination = Destination.orderDetail(orderId: "A-17")
    #expect(Destination(url: try #require(destination.url)) == destination)
}
