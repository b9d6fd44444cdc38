// swift-tools-version: 6.1
// An app's navigation from the shop sample's flow: the build plugin generates `Destination` from
// `Sources/ShopNavigation/shop.uiflow` at build time (`make test` builds and tests this package).
import PackageDescription

let package = Package(
    name: "ShopApp",
    dependencies: [
        // In an app: .package(url: "https://github.com/<owner>/swift-uiflow", from: "…").
        .package(name: "swift-uiflow", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopNavigation",
            plugins: [.plugin(name: "UIFlowCodegenPlugin", package: "swift-uiflow")]
        ),
        .testTarget(name: "ShopNavigationTests", dependencies: ["ShopNavigation"]),
    ],
    swiftLanguageModes: [.v6]
)
