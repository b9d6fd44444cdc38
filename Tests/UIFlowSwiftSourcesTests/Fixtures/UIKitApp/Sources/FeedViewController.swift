import UIKit

final class FeedViewController: UITableViewController {
    private let store: Store

    init(store: Store) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let post = store.posts[indexPath.row]
        let detail = PostViewController(postId: post.id, showsComments: true)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func compose() {
        let composer = ComposerViewController(draft: nil)
        present(UINavigationController(rootViewController: composer), animated: true)
    }

    @objc private func openSettings() {
        show(SettingsViewController(), sender: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
            UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(openSettings)),
        ]
    }
}
