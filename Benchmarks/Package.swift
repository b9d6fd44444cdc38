// swift-tools-version: 6.1
// The benchmarks: a separate package, so that `make test` does not build them. Run them with
// `make bench` (or `swift run -c release --package-path Benchmarks uiflow-bench`).
import PackageDescription

let package = Package(
    name: "uiflow-benchmarks",
    dependencies: [
        .package(name: "swift-uiflow", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "uiflow-bench",
            dependencies: [
                .product(name: "FlowGenerator", package: "swift-uiflow"),
                .product(name: "UIFlowKit", package: "swift-uiflow"),
                .product(name: "UIFlowFiles", package: "swift-uiflow"),
                .product(name: "UIFlowGraphviz", package: "swift-uiflow"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
