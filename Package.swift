// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "swift-uiflow",
    products: [
        .library(name: "UIFlowKit", targets: ["UIFlowKit"]),
        .library(name: "UIFlowGraphviz", targets: ["UIFlowGraphviz"]),
        // Reading flows and `.uiflow.yml` from disk as the command does, atomic writes, interrupts.
        .library(name: "UIFlowFiles", targets: ["UIFlowFiles"]),
        // Deterministic synthetic flows, for benchmarks and stress tests (this package's and others').
        .library(name: "FlowGenerator", targets: ["FlowGenerator"]),
        .executable(name: "uiflow", targets: ["uiflow"]),
        // The typed Swift API of a target's `.uiflow` files, generated at build time (docs/codegen.md).
        .plugin(name: "UIFlowCodegenPlugin", targets: ["UIFlowCodegenPlugin"]),
        // `swift package generate-flow-code`: the same, written into the package, for committing.
        .plugin(name: "GenerateFlowCode", targets: ["GenerateFlowCode"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The HTTP and WebSocket server of `uiflow preview`: Hummingbird on SwiftNIO, whose HTTP
        // parser (llhttp) is linear and bounded. Hummingbird's default traits (swift-configuration,
        // full Foundation) are not needed, and building without them saves time on every CI run.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Already in the graph through Hummingbird: named for the types the preview's connection
        // handlers use (channel handlers, HTTP parts, WebSocket close codes, the logger).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // Reading an app's Swift sources (`uiflow lint --swift-sources`, `uiflow extract`): only the
        // SwiftSyntax and SwiftParser products, in UIFlowSwiftSources alone.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "UIFlowKit"),
        // What touches the file system and the process: loading flow files with size limits,
        // `.uiflow.yml` (with Yams), atomic writes, file stamps, interrupt policy. UIFlowKit stays
        // free of I/O and of dependencies.
        .target(
            name: "UIFlowFiles", dependencies: ["UIFlowKit", .product(name: "Yams", package: "Yams")]),
        // Graphviz's C library (Debian's libgraphviz-dev); only UIFlowGraphviz sees it.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "UIFlowGraphviz", dependencies: ["UIFlowKit", "CGraphviz"]),
        // An app's Swift sources read with swift-syntax into UIFlowKit's CodeIndex (types, inits,
        // navigation calls): UIFlowKit and library users who only parse flows never build it.
        .target(
            name: "UIFlowSwiftSources",
            dependencies: [
                "UIFlowKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .target(name: "FlowGenerator"),
        // What the code-generation plugins run: UIFlowKit and Foundation only, so that an app's
        // build needs neither Graphviz nor the command's other dependencies.
        .executableTarget(name: "uiflow-codegen", dependencies: ["UIFlowKit", "UIFlowFiles"]),
        .plugin(name: "UIFlowCodegenPlugin", capability: .buildTool(), dependencies: ["uiflow-codegen"]),
        .plugin(
            name: "GenerateFlowCode",
            capability: .command(
                intent: .custom(verb: "generate-flow-code", description: "Write the typed Swift API of each target's .uiflow files"),
                permissions: [.writeToPackageDirectory(reason: "It writes Destination.generated.swift beside the flows")]),
            dependencies: ["uiflow-codegen"]),
        // What the test targets share: paths to the package's data, the flow generator.
        .target(name: "TestSupport", dependencies: ["UIFlowKit", "FlowGenerator"], path: "Tests/TestSupport"),
        // `uiflow preview`: the local web server, its page (plain HTML, CSS and JavaScript modules
        // embedded in the binary, so that it works offline and wherever uiflow is copied) and its
        // protocol. Each file of Assets/ is listed here and in Assets.swift's table.
        .target(
            name: "UIFlowPreview",
            dependencies: [
                "UIFlowKit", "UIFlowGraphviz", "UIFlowFiles",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [
                .embedInCode("Assets/index.html"),
                .embedInCode("Assets/preview.css"),
                .embedInCode("Assets/preview.js"),
                .embedInCode("Assets/state.js"),
                .embedInCode("Assets/protocol.js"),
                .embedInCode("Assets/page.js"),
                .embedInCode("Assets/text.js"),
                .embedInCode("Assets/editor.js"),
                .embedInCode("Assets/diagram.js"),
                .embedInCode("Assets/sync.js"),
                .embedInCode("Assets/merge.js"),
                .embedInCode("Assets/favicon.svg"),
            ]
        ),
        .executableTarget(
            name: "uiflow",
            dependencies: [
                "UIFlowKit",
                "UIFlowGraphviz",
                "UIFlowPreview",
                "UIFlowFiles",
                "UIFlowSwiftSources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "UIFlowKitTests",
            dependencies: [
                "UIFlowKit", "UIFlowFiles", "TestSupport", "FlowGenerator", "UIFlowSwiftSources",
                // To read the Maestro flows `uiflow generate tests` writes.
                .product(name: "Yams", package: "Yams"),
                // To check that what the generator's grammar accepts is valid Swift, and that the
                // generated code holds none of a flow's text outside comments and strings.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "UIFlowGraphvizTests", dependencies: ["UIFlowGraphviz", "UIFlowKit", "CGraphviz", "TestSupport", "FlowGenerator"],
            exclude: ["Fixtures"]),
        .testTarget(name: "UIFlowFilesTests", dependencies: ["UIFlowFiles", "UIFlowKit", "TestSupport"]),
        .testTarget(name: "uiflowTests", dependencies: ["uiflow", "uiflow-codegen", "UIFlowKit", "UIFlowGraphviz", "TestSupport"]),
        .testTarget(
            name: "UIFlowSwiftSourcesTests",
            dependencies: [
                "UIFlowSwiftSources", "UIFlowKit", "UIFlowFiles", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "UIFlowPreviewTests", dependencies: ["UIFlowPreview", "UIFlowKit", "UIFlowGraphviz", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
