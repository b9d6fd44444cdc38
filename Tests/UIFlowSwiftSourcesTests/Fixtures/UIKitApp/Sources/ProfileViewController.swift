import UIKit

final class ProfileViewController: UIViewController {
    private let userId: String

    init(userId: String) {
        self.userId = userId
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func close() {
        navigationController?.popViewController(animated: true)
    }
}
