import ArgumentParser
import Foundation
import Publishing

extension Dynamics {
    struct Publish: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render every demo into a gallery folder: GIFs, key-frame PNGs, manifest.json and index.html.",
            discussion: """
                manifest.json lists each demo's files with their SHA-256, frame count, duration \
                and GIF size; index.html shows them all. With --shard i/n only every n-th demo \
                (starting at the i-th) is rendered, so CI runners can split the work. The folder \
                is built beside DIR and renamed into place; an existing DIR is replaced only if it \
                is a gallery (has manifest.json) or empty.
                """)

        @Option(name: .customLong("out-dir"), help: "The gallery folder to write.")
        var outDir: String

        @Option(help: "Render only this share of the demos: i/n, 1 ≤ i ≤ n.")
        var shard: String = "1/1"

        @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
        var fps: Double = 30

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8.")
        var scale: Double = 1

        func validate() throws {
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError("\(error)")
            }
            guard fps.isFinite, fps >= 1, fps <= 120 else { throw ValidationError("--fps must be between 1 and 120") }
            guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8") }
        }

        func run() throws {
            var publisher = Publisher()
            publisher.shard = try Shard(parsing: shard)
            publisher.fps = fps
            publisher.scale = scale
            let manifest = try publisher.publish(to: URL(fileURLWithPath: outDir)) { id in
                FileHandle.standardError.write(Data("publishing \(id)\n".utf8))
            }
            print("wrote \(manifest.demos.count) demos to \(outDir) (shard \(manifest.shard))")
        }
    }
}
