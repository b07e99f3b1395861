// swift-tools-version:6.0
import PackageDescription

// Layers, bottom up (see ../shared/DESIGN.md):
//   Physics      rigid-body engine, no UIKit names
//   DynamicsKit  UIKit's names over Physics: views, animator, behaviors, the scene clock
//   Encoding     Frame, the GIF writer (own LZW) and decoder (giflib), PNG (Cairo's libpng)
//   Rendering    Cairo rasterizer: view tree -> Frame; the Recorder that feeds an encoder
//   VisualDiff   frame comparison (pixelmatch's measure) and diff images, over Encoding
//   Demos        the seeds' demos and their registry
//   SceneHost    the main of a compiled scene file (in libDynamicsSceneKit.so with the kit)
//   SceneFiles   the user's .swift files: translation, compiling, cache, the child process
//   VisualTesting  `dynamics test`: key frames of demos and scene files against references,
//                the HTML report, JUnit XML and the Markdown summary
//   dynamics     the command-line tool, thin over the libraries
let package = Package(
    name: "dynamics",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DynamicsKit", targets: ["DynamicsKit"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Encoding", targets: ["Encoding"]),
        .library(name: "VisualDiff", targets: ["VisualDiff"]),
        .library(name: "DynamicsTesting", targets: ["DynamicsTesting"]),
        .executable(name: "dynamics", targets: ["dynamics"]),
        // What a scene file links against: the kit and the host that records it, as one shared
        // library next to the `dynamics` binary (SceneFiles compiles scenes against it).
        .library(name: "DynamicsSceneKit", type: .dynamic, targets: ["SceneHost"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CGif", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .target(name: "CProcessLifetime"),
        .target(name: "Basics"),
        .target(name: "Physics"),
        .target(name: "DynamicsKit", dependencies: ["Physics"]),
        .target(name: "Encoding", dependencies: ["Basics", "CCairo", "CGif"]),
        .target(name: "Rendering", dependencies: ["DynamicsKit", "Basics", "Encoding", "CCairo"]),
        .target(name: "VisualDiff", dependencies: ["Basics", "Encoding"]),
        .target(name: "Publishing", dependencies: ["Basics", "SceneFiles", "SceneProtocol"]),
        .target(name: "DynamicsTesting", dependencies: ["DynamicsKit", "Rendering", "Encoding", "VisualDiff"]),
        .target(name: "SceneProtocol", dependencies: ["DynamicsKit"]),
        .target(name: "SceneHost", dependencies: ["SceneProtocol", "DynamicsKit", "Basics", "Rendering", "Encoding", "CProcessLifetime"]),
        .target(
            name: "SceneFiles",
            dependencies: ["Basics", "SceneProtocol", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "VisualTesting",
            dependencies: ["Basics", "Encoding", "VisualDiff", "Publishing", "SceneFiles", "SceneProtocol"]),
        .executableTarget(
            name: "dynamics",
            dependencies: [
                "Basics", "Encoding", "VisualDiff", "Publishing", "SceneFiles", "SceneProtocol", "VisualTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "dynamics-bench", dependencies: ["DynamicsKit", "Basics", "Rendering", "Encoding", "VisualDiff"]),
        // What the test targets share: seeded numbers, child-process tests, the standard test scene
        // (hence DynamicsKit; no target under test depends on TestSupport, so no cycle).
        .target(name: "TestSupport", dependencies: ["DynamicsKit"], path: "Tests/TestSupport"),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "TestSupport"]),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics", "TestSupport"]),
        .testTarget(name: "DynamicsKitTests", dependencies: ["DynamicsKit", "TestSupport"]),
        .testTarget(name: "EncodingTests", dependencies: ["Encoding", "Basics", "CGif", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "DynamicsKit", "Basics", "Encoding", "TestSupport"]),
        .testTarget(name: "PublishingTests", dependencies: ["Publishing", "Rendering", "DynamicsKit", "Encoding"]),
        .testTarget(name: "VisualDiffTests", dependencies: ["VisualDiff", "Basics", "Encoding"]),
        .testTarget(name: "DemosTests", dependencies: ["SceneFiles", "SceneProtocol", "VisualTesting", "VisualDiff", "TestSupport"]),
        .testTarget(name: "DynamicsTestingTests", dependencies: ["DynamicsTesting", "DynamicsKit", "VisualDiff", "TestSupport"]),
        .testTarget(name: "SceneFilesTests", dependencies: ["SceneFiles", "SceneProtocol", "TestSupport"]),
        .testTarget(name: "VisualTestingTests", dependencies: ["VisualTesting", "VisualDiff", "SceneFiles", "Basics", "Encoding", "Publishing", "TestSupport"]),
        .testTarget(name: "dynamicsTests", dependencies: ["Basics", "Encoding", "TestSupport"]),
    ],
    // The API mirrors UIKit's: a mutable graph of reference types (views, behaviors,
    // animators) driven from one thread by the scene clock. Swift 5 mode keeps that
    // shape without Sendable annotations UIKit itself does not have off the main actor.
    swiftLanguageModes: [.v5]
)
