// dynamics: --controller MailNavigationController --duration 4 --key-times 0.2,0.75,1.6,2.25,3.1
// dynamics: --drag 200,500:200,380@0.5+0.4 --tap "Compose"@2.0 --drag 2,300:150,300@2.8+0.6
import UIKit

/// A mailbox: a large-title list with a toolbar; Compose pushes a message. The flags drag the
/// list up (the large title collapses, the bar turns from clear to the chrome), tap Compose in
/// the toolbar (the bar's titles cross-fade, the back button slides in) and swipe back from
/// the left edge, held short of half (the bar follows the finger, then slides back).
class MailNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        setViewControllers([MailboxViewController(style: .plain)], animated: false)
        setToolbarHidden(false, animated: false)
    }
}

class MailboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.accessibilityIdentifier = "list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "Compose", style: .plain, target: self, action: #selector(compose)),
        ]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        return cell
    }

    @objc func compose() {
        navigationController?.pushViewController(ComposeViewController(), animated: true)
    }
}

class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "compose"
        navigationItem.largeTitleDisplayMode = .never
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)]
    }
}
