// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-uiflow",
    products: [
        .library(name: "UIFlowKit", targets: ["UIFlowKit"]),
        .executable(name: "uiflow", targets: ["uiflow"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "UIFlowKit"),
        .executableTarget(
            name: "uiflow",
            dependencies: [
                "UIFlowKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "UIFlowKitTests", dependencies: ["UIFlowKit"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "uiflowTests", dependencies: ["uiflow", "UIFlowKit"]),
    ],
    swiftLanguageModes: [.v6]
)
