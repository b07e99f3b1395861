import Foundation

/// The gallery page: one card per demo with its GIF and key frames. When the page has loaded,
/// a script writes how many images decoded into `<body data-images="decoded/total">`, which
/// the tests read through headless Chromium.
enum Gallery {
    static func html(for manifest: Manifest) -> String {
        let cards = manifest.demos.map { demo -> String in
            let gif = demo.files[0]
            let frames = demo.files.dropFirst().map { file in
                "<figure><img src=\"\(escape(file))\" alt=\"\(escape(file))\" loading=\"eager\"><figcaption>\(escape((file as NSString).lastPathComponent))</figcaption></figure>"
            }.joined(separator: "\n        ")
            return """
                <section class="demo" id="\(escape(demo.id))">
                  <h2>\(escape(demo.id))</h2>
                  <p>\(escape(demo.summary))</p>
                  <p class="meta">\(String(format: "%.2f", demo.duration)) s · \(demo.frames) frames · \(demo.bytes) bytes</p>
                  <a href="\(escape(gif))"><img class="gif" src="\(escape(gif))" alt="\(escape(demo.id)) animation" loading="eager"></a>
                  <div class="frames">
                    \(frames)
                  </div>
                </section>
                """
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>dynamics demos</title>
            <style>
              body { font: 15px/1.4 system-ui, sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
              .demo { background: white; border-radius: 12px; padding: 1em 1.5em; margin: 0 0 1.5em; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
              .gif { max-width: 100%; border: 1px solid #ddd; }
              .frames { display: flex; gap: 1em; flex-wrap: wrap; }
              .frames img { width: 150px; border: 1px solid #ddd; }
              figure { margin: 0; } figcaption { font-size: 12px; color: #666; }
              .meta { color: #666; font-size: 13px; }
            </style>
            </head>
            <body>
            <h1>dynamics demos</h1>
            <p>UIKit Dynamics scenes rendered offscreen by dynamics (shard \(escape(manifest.shard)), \(String(format: "%g", manifest.fps)) fps, scale \(String(format: "%g", manifest.scale))). See manifest.json for checksums.</p>
            \(cards)
            <script>
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

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
