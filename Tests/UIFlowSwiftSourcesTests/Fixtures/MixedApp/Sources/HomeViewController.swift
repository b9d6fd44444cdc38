import SwiftUI
import UIKit

final class HomeViewController: UIViewController {
    private unowned let coordinator: AppCoordinator

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func openAccount() { coordinator.showAccount(id: UUID()) }

    @objc private func openHelp() { coordinator.showHelp() }

    @objc private func openStats() {
        let stats = UIHostingController(rootView: StatsView(range: .week))
        navigationController?.pushViewController(stats, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let actions = [#selector(openAccount), #selector(openHelp), #selector(openStats)]
        navigationItem.rightBarButtonItems = actions.map { UIBarButtonItem(title: nil, style: .plain, target: self, action: $0) }
    }
}

final class AccountViewController: UIViewController {
    init(accountId: UUID) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
