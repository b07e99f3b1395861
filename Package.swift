// swift-tools-version:6.0
import PackageDescription

// Layers, bottom up (see ../shared/DESIGN.md):
//   Physics      rigid-body engine, no UIKit names
//   DynamicsKit  UIKit's names over Physics: views, animator, behaviors, the scene clock
//   PNG          PNG files to and from RGBA straight through libpng (CPNG): no Cairo, no giflib
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
        // libpng itself (libpng-dev, which libcairo2-dev installs): its setjmp error handling
        // stays in C, behind two plain functions.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        .target(name: "PNG", dependencies: ["CPNG"]),
        .target(name: "Physics"),
        .target(name: "DynamicsKit", dependencies: ["Physics"]),
        .target(name: "Encoding", dependencies: ["CCairo", "CGif"]),
        .target(name: "Rendering", dependencies: ["DynamicsKit", "Encoding", "CCairo"]),
        .target(name: "VisualDiff", dependencies: ["Encoding"]),
        .target(name: "Publishing", dependencies: ["SceneFiles", "SceneHost", "Rendering", "Encoding"]),
        .target(name: "DynamicsTesting", dependencies: ["DynamicsKit", "Rendering", "Encoding", "VisualDiff"]),
        .target(name: "SceneHost", dependencies: ["DynamicsKit", "Rendering", "Encoding", "CProcessLifetime"]),
        .target(
            name: "SceneFiles",
            dependencies: ["SceneHost", "Encoding", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "VisualTesting",
            dependencies: ["Rendering", "Encoding", "VisualDiff", "Publishing", "SceneFiles", "SceneHost"]),
        .executableTarget(
            name: "dynamics",
            dependencies: [
                "Rendering", "Encoding", "VisualDiff", "Publishing", "SceneFiles", "SceneHost", "VisualTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "dynamics-bench", dependencies: ["DynamicsKit", "Rendering", "Encoding"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics", "TestSupport"]),
        .testTarget(name: "DynamicsKitTests", dependencies: ["DynamicsKit", "TestSupport"]),
        // Encoding only to compare with Cairo's PNG bytes.
        .testTarget(name: "PNGTests", dependencies: ["PNG", "Encoding", "TestSupport"]),
        .testTarget(name: "EncodingTests", dependencies: ["Encoding", "CGif", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "DynamicsKit", "Encoding", "TestSupport"]),
        .testTarget(name: "PublishingTests", dependencies: ["Publishing", "Rendering", "DynamicsKit", "Encoding", "TestSupport"]),
        .testTarget(name: "VisualDiffTests", dependencies: ["VisualDiff", "Encoding", "TestSupport"]),
        .testTarget(name: "DemosTests", dependencies: ["SceneFiles", "SceneHost", "VisualTesting", "VisualDiff", "Encoding", "TestSupport"]),
        .testTarget(name: "SceneFilesTests", dependencies: ["SceneFiles", "SceneHost", "TestSupport"]),
        .testTarget(name: "VisualTestingTests", dependencies: ["VisualTesting", "VisualDiff", "SceneFiles", "Encoding", "Publishing", "TestSupport"]),
        .testTarget(name: "dynamicsTests", dependencies: ["Encoding", "CGif", "TestSupport"]),
    ],
    // The API mirrors UIKit's: a mutable graph of reference types (views, behaviors,
    // animators) driven from one thread by the scene clock. Swift 5 mode keeps that
    // shape without Sendable annotations UIKit itself does not have off the main actor.
    swiftLanguageModes: [.v5]
)
