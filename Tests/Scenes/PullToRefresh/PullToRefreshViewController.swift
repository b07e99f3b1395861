// dynamics: --drag 187,140:187,460@0.5+0.7 --duration 4 --key-times 0.9,1.5,2.2,3.6
import UIKit

/// A table with a refresh control: pulled down far enough it starts refreshing, its target
/// adds a row at the top 1.5 s later and ends the refresh.
class PullToRefreshViewController: UITableViewController {
    private var items = (1...12).map { "Message \($0)" }
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Checking for mail…")
        refresh.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        refreshControl = refresh
    }

    @objc func refresh(_ sender: UIRefreshControl) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            self.added += 1
            self.items.insert("New message \(self.added)", at: 0)
            self.tableView.reloadData()
            sender.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
