// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-uiflow",
    products: [
        .library(name: "UIFlowKit", targets: ["UIFlowKit"]),
        .library(name: "UIFlowGraphviz", targets: ["UIFlowGraphviz"]),
        // Deterministic synthetic flows, for benchmarks and stress tests (this package's and others').
        .library(name: "FlowGenerator", targets: ["FlowGenerator"]),
        .executable(name: "uiflow", targets: ["uiflow"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The HTTP and WebSocket server of `uiflow preview`: small, no dependencies of its own.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
        .target(name: "FlowGenerator"),
        // What the test targets share: paths to the package's data, the flow generator.
        .target(name: "TestSupport", dependencies: ["UIFlowKit", "FlowGenerator"], path: "Tests/TestSupport"),
        // `uiflow preview`: the local web server, its page (plain HTML, CSS and JavaScript embedded
        // in the binary, so that it works offline and wherever uiflow is copied) and its protocol.
        .target(
            name: "UIFlowPreview",
            dependencies: ["UIFlowKit", "UIFlowGraphviz", .product(name: "FlyingFox", package: "FlyingFox")],
            resources: [
                .embedInCode("Assets/index.html"),
                .embedInCode("Assets/preview.css"),
                .embedInCode("Assets/preview.js"),
                .embedInCode("Assets/favicon.svg"),
            ]
        ),
        .executableTarget(
            name: "uiflow",
            dependencies: [
                "UIFlowKit",
                "UIFlowGraphviz",
                "UIFlowPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "UIFlowKitTests", dependencies: ["UIFlowKit", "TestSupport", "FlowGenerator"],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "UIFlowGraphvizTests", dependencies: ["UIFlowGraphviz", "UIFlowKit", "CGraphviz", "TestSupport", "FlowGenerator"]),
        .testTarget(name: "uiflowTests", dependencies: ["uiflow", "UIFlowKit"]),
        .testTarget(name: "UIFlowPreviewTests", dependencies: ["UIFlowPreview", "UIFlowKit"]),
    ],
    swiftLanguageModes: [.v6]
)
