// How an app uses the typed storyboard code: no string identifier, no cast.
import UIKit
@MainActor func use(_ feed: FeedViewController, _ segue: UIStoryboardSegue) {
    let post = PostViewController.instantiate()
    let privacy: PrivacyViewController = .instantiate()
    _ = (post, privacy)
    feed.performSegue(.showPost)
    feed.prepare(showPost: segue) { (post: PostViewController) in _ = post }
}
