import SwiftUI
import UIKit

/// Navigates for the UIKit screens, which call it instead of pushing themselves.
final class AppCoordinator {
    private let navigationController = UINavigationController()

    func start(in window: UIWindow) {
        window.rootViewController = navigationController
        navigationController.setViewControllers([HomeViewController(coordinator: self)], animated: false)
    }

    func showAccount(id: UUID) {
        let account = AccountViewController(accountId: id)
        navigationController.pushViewController(account, animated: true)
    }

    func showHelp() {
        navigationController.present(UIHostingController(rootView: HelpView(topic: .general)), animated: true)
    }
}
