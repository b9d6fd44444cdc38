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

final class HelpViewController: UIViewController {}

final class LegalViewController: UIViewController {}

final class ThemeViewController: UIViewController {}

final class InboxViewController: UITableViewController {}

final class MessageViewController: UIViewController {}

final class ArchiveViewController: UIViewController {}

/// Loaded from Welcome.xib (its File's Owner), shown by no storyboard.
final class WelcomeViewController: UIViewController {}
