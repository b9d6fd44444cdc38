// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-uiflow",
    products: [
        .library(name: "UIFlowKit", targets: ["UIFlowKit"]),
        .library(name: "UIFlowGraphviz", targets: ["UIFlowGraphviz"]),
        .executable(name: "uiflow", targets: ["uiflow"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "UIFlowKit"),
        // Graphviz's C library (Debian's libgraphviz-dev); only UIFlowGraphviz sees it.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "UIFlowGraphviz", dependencies: ["UIFlowKit", "CGraphviz"]),
        .executableTarget(
            name: "uiflow",
            dependencies: [
                "UIFlowKit",
                "UIFlowGraphviz",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "UIFlowKitTests", dependencies: ["UIFlowKit"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "UIFlowGraphvizTests", dependencies: ["UIFlowGraphviz", "UIFlowKit", "CGraphviz"]),
        .testTarget(name: "uiflowTests", dependencies: ["uiflow", "UIFlowKit"]),
    ],
    swiftLanguageModes: [.v6]
)
