/// Where a product was opened from: a parameter of the flow's `[Product]` screen, and a route value
/// (an enum with raw values conforms to `RouteParameter` by saying so).
public enum ProductSource: String, Hashable, Sendable, Destination.RouteParameter {
    case home, search, cart, category, deepLink
}
