import UIKit

final class PostViewController: UIViewController {
    let postId: Int
    let showsComments: Bool

    init(postId: Int, showsComments: Bool = false) {
        self.postId = postId
        self.showsComments = showsComments
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

extension PostViewController {
    @objc func openAuthor(_ userId: String) {
        navigationController?.pushViewController(ProfileViewController(userId: userId), animated: true)
    }
}
