import ArgumentParser
import SceneFiles

extension Dynamics {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in demos, one per line: id and summary (each is a scene folder under Examples/).")

        func run() {
            let width = DemoCatalog.all.map(\.id.count).max() ?? 0
            for demo in DemoCatalog.all {
                let padding = String(repeating: " ", count: width - demo.id.count)
                print("\(demo.id)\(padding)  \(demo.summary)")
            }
        }
    }
}
