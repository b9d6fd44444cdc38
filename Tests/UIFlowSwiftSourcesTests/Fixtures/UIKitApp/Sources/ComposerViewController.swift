import UIKit

final class ComposerViewController: UIViewController {
    init(draft: Draft?) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}
