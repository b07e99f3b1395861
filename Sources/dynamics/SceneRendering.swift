import ArgumentParser
import Basics
import Foundation
import SceneFiles

/// How the commands compile scenes and report on them: progress while the compiler runs, its
/// messages on stderr, and a scene-file error as one line with status 2.
enum SceneRendering {
    /// Runs `body`; a scene-file error is reported in one line and becomes exit status 2.
    static func catching<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SceneFileError {
            FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// Each of `scenes` compiled (or taken from the cache), `workers` at a time, in order; two
    /// scenes of the same files and root (two demos of one example) compile once.
    static func compile(_ scenes: [ResolvedScene], workers: Int) throws -> [CompiledScene] {
        let compiler = try catching { try SceneCompiler() }
        var firstOfKind: [Int] = []
        let kind = scenes.map { scene in
            scenes.firstIndex {
                $0.project == scene.project && $0.options.scene.controller == scene.options.scene.controller
                    && $0.options.scene.preview == scene.options.scene.preview
            }!
        }
        for (index, first) in kind.enumerated() where first == index { firstOfKind.append(index) }
        let showProgress = isatty(STDERR_FILENO) != 0 && firstOfKind.count == 1
        var compiled = [CompiledScene?](repeating: nil, count: scenes.count)
        let lock = NSLock()
        try catching {
            try Concurrently.forEach(firstOfKind.count, workers: workers) { job in
                let scene = scenes[firstOfKind[job]]
                if showProgress { FileHandle.standardError.write(Data("\(scene.project.name): compiling…".utf8)) }
                defer { if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
                // A demo's warnings are the seed's, known and harmless: said only if it fails.
                var held: [String] = []
                let say: (String) -> Void = { text in
                    if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                    lock.withLock { printLine(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
                }
                let result: CompiledScene
                do {
                    result = try compiler.compile(scene.project, controller: scene.options.scene.controller, preview: scene.options.scene.preview) { diagnostics in
                        if scene.isDemo { held.append(diagnostics) } else { say(diagnostics) }
                    }
                } catch {
                    held.forEach(say)
                    throw error
                }
                lock.withLock { compiled[firstOfKind[job]] = result }
            }
        }
        return kind.map { compiled[$0]! }
    }

    static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
