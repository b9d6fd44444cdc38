import UIKit

final class SettingsViewController: UIViewController {}

final class SearchViewController: UIViewController {}

struct Store {
    var posts: [Post] = []
}
