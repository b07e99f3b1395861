import Foundation

/// JUnit XML, as CI services read test results: a test suite per scene, a test case per key
/// frame (`classname` the scene's id, `name` the frame's). A frame that differs or has no
/// reference is a `<failure>` whose message gives the differing-pixel count; a scene that could
/// not be rendered is one test case with an `<error>`. No times are written, so the same run
/// gives the same bytes.
public enum JUnitReport {
    public static func xml(for run: VisualTestRun) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="dynamics test" tests="\#(testCount(run))" failures="\#(run.failureCount)" errors="\#(run.errorCount)">"#,
        ]
        for scene in run.scenes {
            if let error = scene.error {
                lines.append(#"  <testsuite name="\#(escape(scene.id))" tests="1" failures="0" errors="1">"#)
                lines.append(#"    <testcase classname="\#(escape(scene.id))" name="render">"#)
                lines.append(#"      <error message="\#(escape(error))">\#(escape(scene.log ?? scene.title))</error>"#)
                lines.append("    </testcase>")
                lines.append("  </testsuite>")
                continue
            }
            let failures = scene.frames.filter(\.status.isFailure).count
            lines.append(#"  <testsuite name="\#(escape(scene.id))" tests="\#(scene.frames.count)" failures="\#(failures)" errors="0">"#)
            for frame in scene.frames {
                let open = #"    <testcase classname="\#(escape(scene.id))" name="\#(escape(frame.name))""#
                let line = VisualTestRun.line(scene, frame)
                switch frame.status {
                case .passed:
                    lines.append(open + "/>")
                case .failed, .missing:
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(escape(line))" type="\#(frame.status.rawValue)">\#(escape(run.limits))</failure>"#)
                    lines.append("    </testcase>")
                case .recorded, .updated:
                    lines.append(open + ">")
                    lines.append("      <system-out>\(escape(line))</system-out>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testCount(_ run: VisualTestRun) -> Int {
        run.scenes.reduce(0) { $0 + ($1.error == nil ? $1.frames.count : 1) }
    }

    static func escape(_ text: String) -> String {
        HTMLReport.escape(text).replacingOccurrences(of: "'", with: "&apos;")
    }
}

/// A Markdown summary for a CI job's page (GitHub's `$GITHUB_STEP_SUMMARY`): the counts, then a
/// table of the frames that failed or changed a reference and the scenes that could not render.
public enum MarkdownSummary {
    public static func markdown(for run: VisualTestRun) -> String {
        let mark = run.exitStatus == 0 ? "✅" : "❌"
        var lines = ["### \(mark) dynamics test", "", "\(run.summary) (\(run.limits); shard \(run.shard))", ""]
        let notable = HTMLReport.orderedFrames(of: run).filter { $0.1.status != .passed }
        let broken = run.scenes.filter { $0.error != nil }
        if !notable.isEmpty || !broken.isEmpty {
            lines += ["| scene | frame | result | differing pixels |", "|---|---|---|---|"]
            for scene in broken {
                lines.append("| \(cell(scene.id)) | | error: \(cell(scene.error ?? "")) | |")
            }
            for (scene, frame) in notable {
                let pixels = VisualTestRun.pixels(frame)
                lines.append("| \(cell(scene.id)) | \(frame.name) | \(frame.status.rawValue)\(frame.reason.map { ": " + cell($0) } ?? "") | \(pixels) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
