// swift-tools-version:6.0
import PackageDescription

// Modules, bottom up (docs/ARCHITECTURE.md draws the graph and says what each owns):
//   Physics        the rigid-body engine, no UIKit names
//   DynamicsKit    UIKit's names over Physics: views, animator, behaviors, layout, the scene clock
//   Basics         frames, frame geometry and limits, safe file output, SHA-256 (no C library)
//   PNG, CPNG      PNG through libpng
//   Encoding       the GIF writer (own LZW) and decoder (giflib), PNG frame sequences, APNG,
//                  animated WebP (libwebp), MP4/WebM (through ffmpeg)
//   Rendering      the Cairo rasterizer and the Recorder that feeds an encoder
//   SceneProtocol  what dynamics and a scene's process exchange: request, messages, trace
//   SceneHost      the scene runner's main, which loads compiled scenes (libDynamicsSceneKit.so)
//   SceneFiles     which scene the arguments name (the demos are scene files under Examples/),
//                  translating, compiling and caching it, running its process
//   VisualDiff     frame comparison and reference frames; VisualTesting: `dynamics test`
//   Publishing     the gallery; DynamicsTesting: assertFrames for users' test suites
//   Preview        `dynamics preview`: the local page (Hummingbird) that plays, watches and re-renders a scene
//   dynamics       the command-line tool, thin over the libraries
let package = Package(
    name: "dynamics",
    platforms: [.macOS(.v14)],
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
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CGif", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // Animated WebP: libwebp's encoder and animation encoder (libwebpmux), its decoder for tests.
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // zlib for APNG's frames (libpng-dev depends on it).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CProcessLifetime"),
        .target(name: "CSceneRandom"),
        // The scene process's sandbox: limits, Landlock, seccomp and its SIGSYS gate.
        .target(name: "CSceneSandbox"),
        .target(name: "Basics"),
        // libpng itself (libpng-dev, which libcairo2-dev installs): its setjmp error handling
        // stays in C, behind two plain functions.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
        .target(name: "PNG", dependencies: ["Basics", "CPNG"]),
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "JPEG", dependencies: ["CJPEG"]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(name: "CPDF", dependencies: ["CPoppler"]),
        .target(name: "Physics"),
        .target(name: "InterfaceBuilder"),
        .target(name: "DynamicsKit", dependencies: ["Physics", "InterfaceBuilder"]),
        .target(name: "Encoding", dependencies: ["Basics", "PNG", "CGif", "CWebP", "CZlib"]),
        .target(name: "Rendering", dependencies: ["DynamicsKit", "Basics", "Encoding", "JPEG", "CPDF", "CCairo"]),
        .target(name: "VisualDiff", dependencies: ["Basics", "PNG"]),
        .target(name: "Publishing", dependencies: ["Basics", "SceneFiles", "SceneProtocol"]),
        .target(name: "DynamicsTesting", dependencies: ["DynamicsKit", "Rendering", "Encoding", "VisualDiff"]),
        .target(name: "SceneProtocol", dependencies: ["DynamicsKit"]),
        .target(name: "SceneHost", dependencies: ["SceneProtocol", "DynamicsKit", "Basics", "PNG", "Rendering", "Encoding", "CProcessLifetime", "CSceneSandbox", "CSceneRandom"]),
        .target(
            name: "SceneFiles",
            dependencies: ["Basics", "Encoding", "SceneProtocol", "InterfaceBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "VisualTesting",
            dependencies: ["Basics", "PNG", "VisualDiff", "Publishing", "SceneFiles", "SceneProtocol"]),
        .target(
            name: "Preview",
            dependencies: [
                "Basics", "SceneFiles", "SceneProtocol",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "dynamics",
            dependencies: [
                "Basics", "Encoding", "VisualDiff", "Publishing", "SceneFiles", "SceneProtocol", "VisualTesting", "Preview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "dynamics-bench", dependencies: ["DynamicsKit", "Basics", "Rendering", "Encoding", "VisualDiff"]),
        // What the test targets share: seeded numbers, child-process tests, the standard test scene
        // (hence DynamicsKit; no target under test depends on TestSupport, so no cycle).
        .target(name: "TestSupport", dependencies: ["DynamicsKit"], path: "Tests/TestSupport"),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "TestSupport"]),
        .testTarget(name: "PhysicsTests", dependencies: ["Physics", "TestSupport"]),
        .testTarget(name: "DynamicsKitTests", dependencies: ["DynamicsKit", "InterfaceBuilder", "TestSupport"]),
        // Cairo only to compare with Cairo's own PNG bytes.
        .testTarget(name: "PNGTests", dependencies: ["PNG", "Basics", "CCairo", "TestSupport"]),
        .testTarget(name: "EncodingTests", dependencies: ["Encoding", "Basics", "PNG", "CGif", "CWebP", "TestSupport"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "DynamicsKit", "Basics", "Encoding", "JPEG", "TestSupport"]),
        .testTarget(name: "PublishingTests", dependencies: ["Publishing", "Rendering", "DynamicsKit", "Encoding"]),
        .testTarget(name: "VisualDiffTests", dependencies: ["VisualDiff", "Basics", "Encoding"]),
        .testTarget(name: "DemosTests", dependencies: ["SceneFiles", "SceneProtocol", "VisualTesting", "VisualDiff", "TestSupport"]),
        .testTarget(name: "DynamicsTestingTests", dependencies: ["DynamicsTesting", "DynamicsKit", "VisualDiff", "TestSupport"]),
        .testTarget(name: "SceneFilesTests", dependencies: ["SceneFiles", "SceneProtocol", "Basics", "PNG", "TestSupport"]),
        .testTarget(name: "VisualTestingTests", dependencies: ["VisualTesting", "VisualDiff", "SceneFiles", "Basics", "Encoding", "Publishing", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "SceneFiles", "Basics", "PNG", "TestSupport"]),
        .testTarget(name: "dynamicsTests", dependencies: ["Basics", "Encoding", "TestSupport"]),
    ],
    // The API mirrors UIKit's: a mutable graph of reference types (views, behaviors,
    // animators) driven from one thread by the scene clock. Swift 5 mode keeps that
    // shape without Sendable annotations UIKit itself does not have off the main actor.
    swiftLanguageModes: [.v5]
)
