import Foundation

/// The report a person opens: `index.html` with a row per scene and frame — expected, actual
/// and diff side by side, a slider between expected and actual, the differing-pixel count and
/// the limits — failures first. When the page has loaded, a script writes how many images
/// decoded into `<body data-images="decoded/total">` (the tests read it in headless Chromium).
public enum HTMLReport {
    /// Marks a folder as a report `dynamics test` may replace.
    static let generator = #"<meta name="generator" content="dynamics test">"#

    /// The page for `run`; image paths are relative to the report folder.
    public static func html(for run: VisualTestRun) -> String {
        let errors = run.scenes.filter { $0.error != nil }.map { scene in
            """
            <section class="row error">
              <h2><span class="badge error">error</span> \(escape(scene.id))</h2>
              <p class="title">\(escape(scene.title))</p>
              <pre>\(escape([scene.log, scene.error].compactMap { $0 }.joined(separator: "\n\n")))</pre>
            </section>
            """
        }
        let rows = orderedFrames(of: run).map { scene, frame in row(scene, frame, limits: run.limits) }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            \(generator)
            <title>dynamics test: \(escape(run.summary))</title>
            <style>
              body { font: 15px/1.4 system-ui, sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
              .row { background: white; border-radius: 10px; padding: .8em 1.2em; margin: 0 0 1.2em; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
              .row h2 { font-size: 17px; margin: .2em 0; }
              .title, .meta { color: #666; font-size: 13px; margin: .2em 0; }
              .badge { display: inline-block; border-radius: 4px; padding: 0 .45em; font-size: 13px; color: white; background: #2a7; }
              .badge.failed, .badge.missing, .badge.error { background: #c33; }
              .badge.recorded, .badge.updated { background: #c80; }
              .images { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
              figure { margin: 0; } figcaption { font-size: 12px; color: #666; }
              .images img { width: 188px; border: 1px solid #ddd; display: block; }
              .compare { position: relative; width: 188px; }
              .compare img.over { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
              .compare input { width: 188px; }
              pre { white-space: pre-wrap; }
            </style>
            </head>
            <body>
            <h1>dynamics test</h1>
            <p class="summary">\(escape(run.summary))</p>
            <p class="meta">\(escape(run.limits)) · record mode \(run.mode.rawValue) · shard \(escape(run.shard))</p>
            \((errors + rows).joined(separator: "\n"))
            <script>
            document.querySelectorAll('.compare input').forEach(function (slider) {
              slider.addEventListener('input', function () {
                slider.parentNode.querySelector('img.over').style.clipPath = 'inset(0 ' + (100 - slider.value) + '% 0 0)';
              });
            });
            window.addEventListener('load', function () {
              var images = Array.prototype.slice.call(document.images);
              var decoded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
              document.body.setAttribute('data-images', decoded + '/' + images.length);
            });
            </script>
            </body>
            </html>

            """
    }

    /// Frames that fail first, then those that changed a reference, then the rest; in scene
    /// and time order within each.
    static func orderedFrames(of run: VisualTestRun) -> [(SceneResult, FrameResult)] {
        func rank(_ status: FrameResult.Status) -> Int {
            switch status {
            case .failed, .missing: return 0
            case .recorded, .updated: return 1
            case .passed: return 2
            }
        }
        return run.frames.enumerated()
            .sorted { (rank($0.element.frame.status), $0.offset) < (rank($1.element.frame.status), $1.offset) }
            .map { ($0.element.scene, $0.element.frame) }
    }

    private static func row(_ scene: SceneResult, _ frame: FrameResult, limits: String) -> String {
        var measure: String
        if let different = frame.differentPixels, let total = frame.totalPixels {
            measure = "\(different) of \(total) pixels differ (\(String(format: "%.4f", Double(different) / Double(total) * 100)) %)"
        } else {
            measure = frame.reason ?? (frame.status == .missing ? "no reference" : "new reference")
        }
        measure += " · \(limits)"
        var figures: [String] = []
        if let images = frame.images {
            if let expected = images.expected { figures.append(figure(expected, "expected")) }
            figures.append(figure(images.actual, "actual"))
            if let diff = images.diff { figures.append(figure(diff, "diff")) }
            if let expected = images.expected {
                figures.append("""
                    <figure class="compare"><img src="\(escape(expected))" alt="expected" loading="eager"><img class="over" src="\(escape(images.actual))" alt="actual" loading="eager">\
                    <input type="range" min="0" max="100" value="50" aria-label="actual (left) over expected (right)"><figcaption>actual ◀ ▶ expected</figcaption></figure>
                    """)
            }
        }
        return """
            <section class="row \(frame.status.rawValue)" id="\(escape(scene.id))-\(escape(frame.name))">
              <h2><span class="badge \(frame.status.rawValue)">\(frame.status.rawValue)</span> \(escape(scene.id)) · \(escape(frame.name)) (\(String(format: "%g", frame.time)) s)</h2>
              <p class="title">\(escape(scene.title)) · reference \(escape(frame.reference))</p>
              <p class="meta">\(escape(measure))</p>
              <div class="images">\(figures.joined())</div>
            </section>
            """
    }

    private static func figure(_ path: String, _ caption: String) -> String {
        "<figure><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(caption)\" loading=\"eager\"></a><figcaption>\(caption)</figcaption></figure>"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
