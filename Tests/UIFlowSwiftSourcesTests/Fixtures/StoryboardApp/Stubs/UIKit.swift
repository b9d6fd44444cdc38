// A few UIKit declarations, enough to type-check the code `uiflow generate storyboards` writes on Linux.
@_exported import Foundation
@MainActor open class UIViewController {
    public init() {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
@MainActor open class UITableViewController: UIViewController {}
@MainActor open class UITabBarController: UIViewController {}
@MainActor open class UINavigationController: UIViewController { open var topViewController: UIViewController? { nil } }
@MainActor open class UIStoryboardSegue {
    open var identifier: String? { nil }
    open var destination: UIViewController { UIViewController() }
}
@MainActor open class UIStoryboard {
    public init(name: String, bundle: Bundle?) {}
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController { fatalError("stub") }
}
