import UIKit

final class MainTabBarController: UITabBarController {}

final class FeedViewController: UITableViewController {}

final class PostViewController: UIViewController {}

final class ComposeViewController: UIViewController {
    @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
}

final class ProfileViewController: UIViewController {
    @IBAction func about(_ sender: Any) { performSegue(withIdentifier: "showAbout", sender: sender) }
}

final class ProfileHeaderViewController: UIViewController {}

final class AboutViewController: UIViewController {}

final class SettingsViewController: UITableViewController {}

final class PrivacyViewController: UIViewController {}

final class LicensesViewController: UIViewController {}
