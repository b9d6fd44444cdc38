import Testing
import UIFlowKit
import UIFlowSwiftSources

/// The patterns of real apps that the code checks must read (issue 29's eight, docs/swift-sources.md):
/// each pinned by the finding it must give, or the absence of one, and by the draft `extract` writes.
@Suite("Patterns of real apps")
struct RealAppPatternTests {
    static let codeRules: Set<RuleID> = ["type-not-found", "init-mismatch", "undeclared-transition", "unimplemented-transition"]

    /// The code rules' findings for `flow` against `swift`, as `rule line: message`.
    static func lint(_ flow: String, _ swift: String, _ configuration: Configuration = Configuration()) -> [String] {
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        return Analyzer(configuration: configuration, code: index).analyze(Flow(parsing: flow, file: "app.uiflow"))
            .filter { codeRules.contains($0.rule) }
            .map { "\($0.rule.rawValue) \($0.location.line): \($0.message)" }
    }

    /// An app delegate that makes `root` (Swift, as written) the window's root view controller.
    static func appDelegate(root: String) -> String {
        """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = \(root)
                return true
            }
        }
        """
    }

    /// The draft `extract` writes from `swift`.
    static func draftText(_ swift: String, _ configuration: Configuration = Configuration()) -> String {
        FlowDraft(index: SwiftSourceReader().index([(path: "App.swift", text: swift)]), configuration: configuration).text
    }

    /// The transitions of the draft `extract` writes from `swift`, as `Source ==kind=> Target`.
    static func drafted(_ swift: String, _ configuration: Configuration = Configuration()) -> [String] {
        let flow = Flow(parsing: draftText(swift, configuration), file: "draft.uiflow")
        return flow.screens.flatMap { screen in
            screen.transitions.map { "\(screen.name) ==\($0.kind.rawValue)=> \($0.target ?? "")" }
        }
    }

    // MARK: 1. The app's own navigation API

    static let router = """
        protocol Router: AnyObject {
            func push(_ viewController: UIViewController, animated: Bool)
            func present(_ viewController: UIViewController)
        }

        protocol NavigationHandler: AnyObject {
            func show(settings: SettingsSection)
        }

        final class BrowserViewController: UIViewController {
            private let router: Router
            weak var navigationHandler: NavigationHandler?

            init(router: Router) {
                self.router = router
                super.init(nibName: nil, bundle: nil)
            }

            func openLibrary() { router.push(LibraryViewController(), animated: true) }

            func openSettings() { navigationHandler?.show(settings: .general) }
        }

        final class LibraryViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        """

    @Test("1. calls through the app's own navigation API: declared under navigation-calls, or a wrapper the code shows")
    func appNavigationAPI() {
        let flow = "[Browser(router: Router)]\n@entry\n@navigation\n\n[Library]\n\n[Settings]\n"
        // A protocol's calls show nothing by themselves: no finding, no drafted transition.
        #expect(Self.lint(flow, Self.router).isEmpty)
        #expect(Self.drafted(Self.router).isEmpty)
        // Declared, they are read as what they do; `show(settings:)` names its screen.
        var configuration = Configuration()
        configuration.navigationCalls = [
            NavigationCall(pattern: "Router.push", kind: .push),
            NavigationCall(pattern: "show(settings:)", kind: .present, targetType: "SettingsViewController"),
        ]
        #expect(Self.drafted(Self.router, configuration) == ["Browser ==push=> Library", "Browser ==present=> Settings"])
        #expect(Self.lint(flow, Self.router, configuration) == [
            "undeclared-transition 1: `BrowserViewController` pushes `LibraryViewController`, but screen `Browser` has no transition to `Library`; add `==push=> Library`",
            "undeclared-transition 1: `BrowserViewController` presents `SettingsViewController`, but screen `Browser` has no transition to `Settings`; add `==present=> Settings`",
        ])
        let declared = "[Browser(router: Router)]\n@entry\n@navigation\n--\nTap the library\n==push=> Library\nTap settings\n==present=> Settings\n\n[Library]\n\n[Settings]\n"
        #expect(Self.lint(declared, Self.router, configuration).isEmpty)
        // A router whose code the sources have is followed without any configuration.
        let wrapper = Self.router + """

            final class AppRouter: Router {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func push(_ viewController: UIViewController, animated: Bool) {
                    navigationController.pushViewController(viewController, animated: animated)
                }
                func present(_ viewController: UIViewController) { navigationController.present(viewController, animated: true) }
            }
            """
        #expect(Self.drafted(wrapper) == ["Browser ==push=> Library"])
    }

    @Test("1. a declared `root` call fills a container built in place, and shows the root of one held elsewhere with its kind left open")
    func declaredRootCalls() {
        let swift = """
            final class StackCoordinator {
                func setRoot(_ screen: Any) {}
                func setSheet(_ stack: StackCoordinator) {}
            }
            final class HomeFlow {
                let stack: StackCoordinator
                init(stack: StackCoordinator) { self.stack = stack }
                func openRoom() { stack.setRoot(RoomScreen()) }
                func openPinned() {
                    let sheet = StackCoordinator()
                    sheet.setRoot(PinnedScreen())
                    stack.setSheet(sheet)
                }
            }
            struct HomeScreen: View {
                let flow: HomeFlow
                var body: some View {
                    List {
                        Button("Room") { flow.openRoom() }
                        Button("Pinned") { flow.openPinned() }
                    }
                }
            }
            struct RoomScreen: View { var body: some View { Text("") } }
            struct PinnedScreen: View { var body: some View { Text("") } }
            """
        var configuration = Configuration()
        configuration.navigationCalls = [
            NavigationCall(pattern: "StackCoordinator.setRoot", kind: .replace, setsContainerRoot: true),
            NavigationCall(pattern: "StackCoordinator.setSheet", kind: .present),
        ]
        #expect(Self.drafted(swift, configuration) == ["HomeScreen ==show=> RoomScreen", "HomeScreen ==present=> PinnedScreen"])
    }

    @Test("1. a declared present call given nil closes what that call presented, not whichever screen asked")
    func declaredPresentGivenNil() {
        // element-x-ios: `navigationStackCoordinator.setSheetCoordinator(nil)` in the handler of a
        // presented screen's actions closes that screen; in a pushed screen's, what it presented.
        let swift = """
            final class StackCoordinator {
                func push(_ screen: Any) {}
                func setSheet(_ screen: Any?) {}
            }
            final class RoomFlow {
                let stack: StackCoordinator
                init(stack: StackCoordinator) { self.stack = stack }
                func start() {
                    stack.push(RoomScreen(onReport: { self.report() }, onCloseSheet: { self.stack.setSheet(nil) }))
                }
                func report() {
                    stack.setSheet(ReportScreen(onDone: { self.stack.setSheet(nil) }))
                }
            }
            struct RoomScreen: View {
                let onReport: () -> Void
                let onCloseSheet: () -> Void
                var body: some View { Button("Report") { onReport() } }
            }
            struct ReportScreen: View {
                let onDone: () -> Void
                var body: some View { Button("Done") { onDone() } }
            }
            """
        var configuration = Configuration()
        configuration.navigationCalls = [
            NavigationCall(pattern: "StackCoordinator.push", kind: .push),
            NavigationCall(pattern: "StackCoordinator.setSheet", kind: .present),
        ]
        #expect(Self.drafted(swift, configuration) == ["ReportScreen ==dismiss=> ", "RoomScreen ==present=> ReportScreen"])
        let flow = "[RoomScreen]\n@entry\n--\nReport\n==present=> ReportScreen\n\n[ReportScreen]\n"
        #expect(Self.lint(flow, swift, configuration) == [
            "undeclared-transition 7: `ReportScreen` dismisses, but screen `ReportScreen` has no `==dismiss=>` transition; add one"
        ])
    }

    @Test("1. what an action does after closing the sheet it was made on happens on the screen under the sheet")
    func afterClosingTheSheet() {
        // element-x-ios: the QR login sheet's "sign in manually" closes the sheet
        // (`setSheetCoordinator(nil)`), then the start screen's stack pushes the server screen.
        let swift = """
            final class StackCoordinator {
                func push(_ screen: Any) {}
                func setSheet(_ screen: Any?) {}
            }
            final class LoginFlow {
                let stack: StackCoordinator
                init(stack: StackCoordinator) { self.stack = stack }
                func start() {
                    stack.push(StartScreen(onScan: { self.showScanner() }))
                }
                func showScanner() {
                    stack.setSheet(ScanScreen(onAction: { action in
                        switch action {
                        case .manual:
                            self.stack.setSheet(nil)
                            self.stack.push(ServerScreen())
                        case .help:
                            self.stack.push(HelpScreen())
                            self.stack.setSheet(nil)
                        }
                    }))
                }
            }
            enum ScanAction { case manual, help }
            struct StartScreen: View {
                let onScan: () -> Void
                var body: some View { Button("Scan") { onScan() } }
            }
            struct ScanScreen: View {
                let onAction: (ScanAction) -> Void
                var body: some View { Button("Manual") { onAction(.manual) } }
            }
            struct ServerScreen: View { var body: some View { Text("") } }
            struct HelpScreen: View { var body: some View { Text("") } }
            """
        var configuration = Configuration()
        configuration.navigationCalls = [
            NavigationCall(pattern: "StackCoordinator.push", kind: .push),
            NavigationCall(pattern: "StackCoordinator.setSheet", kind: .present),
        ]
        // Help is pushed before the sheet closes (on the sheet's side, as written); the server
        // screen after it closed, from the start screen.
        #expect(
            Self.drafted(swift, configuration) == [
                "ScanScreen ==dismiss=> ", "ScanScreen ==push=> HelpScreen", "StartScreen ==present=> ScanScreen", "StartScreen ==push=> ServerScreen",
            ])
    }

    @Test("a closure a screen calls once it has dismissed itself runs on the screen that presented it")
    func closureCalledAfterClosingItself() {
        // duckduckgo-iOS: the e-mail prompt dismisses itself, then calls `completion(true)`; the
        // browser presents the sign-up form from itself. Its other callbacks call first and close
        // after: what they do is done with the prompt still up. The trailing closure is the
        // completion, not `init?(coder:)`'s argument.
        let swift = """
            final class BrowserViewController: UIViewController {
                @IBAction func signUp() {
                    let prompt = PromptViewController { proceed in
                        if proceed {
                            self.present(UINavigationController(rootViewController: SignupViewController()), animated: true)
                        }
                    }
                    present(prompt, animated: true)
                }
                @IBAction func rate() {
                    present(RatingViewController { self.present(HelpViewController(), animated: true) }, animated: true)
                }
            }
            final class PromptViewController: UIViewController {
                private let completion: (Bool) -> Void
                init(completion: @escaping (Bool) -> Void) {
                    self.completion = completion
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                @IBAction func confirm() {
                    dismiss(animated: true)
                    completion(true)
                }
                @IBAction func close() {
                    completion(false)
                    dismiss(animated: true)
                }
            }
            final class RatingViewController: UIViewController {
                private let onHelp: () -> Void
                init(onHelp: @escaping () -> Void) {
                    self.onHelp = onHelp
                    super.init(nibName: nil, bundle: nil)
                }
                @IBAction func help() { onHelp() }
            }
            final class SignupViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            """
        #expect(
            Self.drafted(swift + Self.appDelegate(root: "BrowserViewController()")) == [
                "Browser ==present=> Signup", "Browser ==present=> Prompt", "Browser ==present=> Rating", "Prompt ==dismiss=> ",
                "Rating ==present=> Help",
            ])
    }

    /// An app whose home screen presents `BolusView(model: BolusModel())` as a sheet.
    static let bolusSheetApp = """
        @main struct TheApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            @State private var showsBolus = false
            var body: some View {
                Button("Bolus") { showsBolus = true }
                    .sheet(isPresented: $showsBolus) { BolusView(model: BolusModel()) }
            }
        }

        """

    @Test("an `else` runs for the values no case names: a computed property's other cases")
    func elseTakesTheValuesNoCaseNames() {
        // Loop: the bolus screen's button enters a bolus when `actionButtonAction == .enterBolus`,
        // and else delivers and closes; the property, switching over a tuple, may be any case.
        let swift = Self.bolusSheetApp + """
            struct BolusView: View {
                @Environment(\\.dismiss) private var dismiss
                @ObservedObject var model: BolusModel
                @State private var editing = false
                var body: some View {
                    Button(action: {
                        if model.action == .enter {
                            editing = true
                        } else {
                            Task {
                                if await model.deliver() { dismiss() }
                            }
                        }
                    }, label: { Text("Deliver") })
                }
            }
            final class BolusModel: ObservableObject {
                enum Action { case enter, deliver, save }
                var hasAmount = false
                var hasMeal = false
                var action: Action {
                    switch (hasAmount, hasMeal) {
                    case (true, true): return .save
                    case (true, false): return .deliver
                    default: return .enter
                    }
                }
                func deliver() async -> Bool { true }
            }
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Bolus", "Bolus ==dismiss=> "])
    }

    @Test("an action handed by name (`Button(action: dismiss)`, `perform: showDetails`) runs when the user acts")
    func actionHandedByName() {
        let swift = """
            @main struct TheApp: App {
                var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
            }
            struct HomeView: View {
                @State private var showsEntry = false
                @State private var showsDetails = false
                var body: some View {
                    VStack {
                        Button("Add", action: add)
                        Text("Details").onTapGesture(perform: showDetails)
                    }
                    .sheet(isPresented: $showsEntry) { EntryView() }
                    .navigationDestination(isPresented: $showsDetails) { DetailsView() }
                }
                private func add() { showsEntry = true }
                private func showDetails() { showsDetails = true }
            }
            struct EntryView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button(action: dismiss) { Text("Cancel") } }
            }
            struct DetailsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Entry", "Home ==push=> Details", "Entry ==dismiss=> "])
    }

    @Test("a continuation's `resume()` is the standard library's, not a method of the app of that name")
    func continuationResumeIsNoMethodOfTheApp() {
        // Loop: `continuation.resume()` in a view model was joined to the onboarding manager's
        // `resume()`, whose closure dismisses the window's root: the bolus screen closed itself.
        let swift = Self.bolusSheetApp + """
            struct BolusView: View {
                @ObservedObject var model: BolusModel
                var body: some View { Button("Update") { Task { await model.update() } } }
            }
            final class BolusModel: ObservableObject {
                func update() async {
                    await withCheckedContinuation { continuation in
                        continuation.resume()
                    }
                }
            }
            final class OnboardingManager {
                var window: UIWindow?
                func resume() { window?.rootViewController?.dismiss(animated: true) }
            }
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Bolus"])
    }

    @Test("a closure handed on to a banner view the screen shows runs on that screen, even in a delegate call another screen makes")
    func closureHandedToABannerView() {
        // duckduckgo-iOS: the suggestion tray tells the browser what was picked; the browser then
        // shows a reminder banner whose tap presents the home-row instructions, from the browser.
        let swift = """
            final class BrowserViewController: UIViewController, TrayDelegate {
                private var notificationView: UIView?
                @IBAction func openTray() {
                    let tray = TrayViewController()
                    tray.delegate = self
                    present(tray, animated: true)
                }
                func tray(didSelect suggestion: String) {
                    load(suggestion)
                    showReminder()
                }
                func load(_ text: String) {}
                func showReminder() {
                    showNotification(title: "Add to Home", message: "Tap") { tapped in
                        if tapped { self.present(InstructionsViewController(), animated: true) }
                    }
                }
                private func showNotification(title: String, message: String, dismissHandler: @escaping (Bool) -> Void) {
                    let view = NotificationView.loadFromNib(dismissHandler: dismissHandler)
                    self.view.addSubview(view)
                    notificationView = view
                }
            }
            protocol TrayDelegate: AnyObject { func tray(didSelect suggestion: String) }
            final class TrayViewController: UIViewController {
                weak var delegate: TrayDelegate?
                @IBAction func select() {
                    delegate?.tray(didSelect: "x")
                    dismiss(animated: true)
                }
            }
            final class NotificationView: UIView {
                private var dismissHandler: ((Bool) -> Void)?
                static func loadFromNib(dismissHandler: @escaping (Bool) -> Void) -> NotificationView {
                    let view = NotificationView()
                    view.dismissHandler = dismissHandler
                    return view
                }
            }
            final class InstructionsViewController: UIViewController {}
            """
        #expect(
            Self.drafted(swift + Self.appDelegate(root: "BrowserViewController()")) == [
                "Browser ==present=> Tray", "Browser ==present=> Instructions", "Tray ==dismiss=> ",
            ])
        // A method that calls the closure itself runs it now, for the tray's action.
        let calling = swift.replacingOccurrences(of: "self.view.addSubview(view)", with: "self.view.addSubview(view)\n        dismissHandler(true)")
        #expect(Self.drafted(calling + Self.appDelegate(root: "BrowserViewController()")).contains("Tray ==present=> Instructions"))
    }

    @Test("an action of a custom alert that presents itself is made on the screen whose code built it, not on every screen that builds one")
    func actionOfAnAlertThatShowsItself() {
        // habitica-ios: `HabiticaAlertController`, a view controller whose `show()` presents
        // `self` over the top controller, is built by many screens; the avatar screen's alert
        // pushes the shop, and that push was drafted from every screen that builds an alert (the
        // alert is a screen: one screen presents it as any other).
        let swift = """
            final class AlertController: UIViewController {
                private var mainHandler: ((UIButton) -> Void)?
                func addAction(title: String, handler: ((UIButton) -> Void)? = nil) {
                    mainHandler = handler
                }
                func show() {
                    if let top = UIApplication.shared.keyWindow?.rootViewController {
                        top.present(self, animated: true)
                    }
                }
            }
            final class HomeViewController: UIViewController {
                @IBAction func help() { navigationController?.pushViewController(FAQViewController(), animated: true) }
                @IBAction func avatar() { navigationController?.pushViewController(AvatarViewController(), animated: true) }
                @IBAction func notice() { present(AlertController(), animated: true) }
            }
            final class FAQViewController: UIViewController {
                @IBAction func ask() {
                    let alert = AlertController()
                    alert.addAction(title: "OK")
                    alert.show()
                }
            }
            final class AvatarViewController: UIViewController {
                @IBAction func travel() {
                    let alert = AlertController()
                    alert.addAction(title: "Shop") { _ in
                        self.navigationController?.pushViewController(ShopViewController(), animated: true)
                    }
                    alert.show()
                }
            }
            final class ShopViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift + Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
        #expect(drafted.contains("Avatar ==push=> Shop"), "\(drafted)")
        #expect(!drafted.contains("FAQ ==push=> Shop") && !drafted.contains("Alert ==push=> Shop"), "\(drafted)")
    }

    @Test("a link to a routed value of unknown case pushes what the router maps, not the value's other views")
    func routedValueOfUnknownCase() {
        let swift = """
            enum SettingsItem: Hashable, CaseIterable {
                case general, privacy
                var icon: some View {
                    switch self {
                    case .general: IconImage(name: "gear")
                    case .privacy: IconImage(name: "lock")
                    }
                }
                @ViewBuilder var destinationView: some View {
                    switch self {
                    case .general: GeneralSettingsView()
                    case .privacy: PrivacyView()
                    }
                }
            }
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        List(SettingsItem.allCases, id: \\.self) { item in row(item) }
                            .navigationDestination(for: SettingsItem.self) { item in item.destinationView }
                    }
                }
                func row(_ item: SettingsItem) -> some View {
                    NavigationLink(value: item) { item.icon }
                }
            }
            struct IconImage: View { let name: String; var body: some View { Text(name) } }
            struct GeneralSettingsView: View { var body: some View { Text("") } }
            struct PrivacyView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Settings ==push=> GeneralSettings", "Settings ==push=> Privacy"])
    }

    static let routeValues = """
        struct Route: Hashable, Identifiable {
            enum Style: Hashable { case push, sheet }
            let id: String
            let style: Style
            private let content: AnyView
            init(id: String, style: Style = .push, @ViewBuilder content: () -> some View) {
                self.id = id
                self.style = style
                self.content = AnyView(content())
            }
            var destination: some View { content }
            static func == (lhs: Route, rhs: Route) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        extension Route {
            static var settings: Route { Route(id: "settings", style: .sheet) { SettingsView() } }
            static func profile(userID: String) -> Route { Route(id: "profile", style: .push) { ProfileView(userID: userID) } }
            static let about = Route(id: "about") { AboutView() }
            static func help() -> Route { Self.page(id: "help") }
            static func page(id: String) -> Route { Route(id: id, style: .sheet) { HelpView() } }
        }
        struct Tab {
            let content: AnyView
            init(title: String, @ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
            static var settings: Tab { Tab(title: "Settings") { SettingsView() } }
        }
        @MainActor final class Navigator: ObservableObject {
            @Published var path: [Route] = []
            @Published var sheet: Route?
            func route(to route: Route) {
                switch route.style {
                case .push: path.append(route)
                case .sheet: sheet = route
                }
            }
        }
        @propertyWrapper struct Router: DynamicProperty {
            struct Wrapper {
                let navigator: Navigator
                let dismiss: DismissAction
                func route(to route: Route) { navigator.route(to: route) }
                func route(to route: Route, style: Route.Style) { navigator.route(to: route) }
            }
            @Environment(\\.dismiss) private var dismiss
            @EnvironmentObject private var navigator: Navigator
            var wrappedValue: Wrapper { Wrapper(navigator: navigator, dismiss: dismiss) }
        }
        struct HomeView: View {
            @Router private var router
            var body: some View {
                List {
                    Button("Profile") { router.route(to: .profile(userID: "me")) }
                    Button("Settings") { router.route(to: .settings) }
                    Button("About") { router.route(to: .about) }
                    Button("Help") { router.route(to: .help()) }
                    Button("Profile card") { router.route(to: .profile(userID: "me"), style: .sheet) }
                }
            }
        }
        struct ProfileView: View { let userID: String; var body: some View { Text(userID) } }
        struct SettingsView: View {
            @Router private var router
            var body: some View { Button("Done") { router.dismiss() } }
        }
        struct AboutView: View { var body: some View { Text("") } }
        struct HelpView: View { var body: some View { Text("") } }
        @main struct DemoApp: App {
            @StateObject private var navigator = Navigator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $navigator.path) {
                        HomeView().navigationDestination(for: Route.self) { route in route.destination }
                    }
                    .sheet(item: $navigator.sheet) { route in route.destination }
                    .environmentObject(navigator)
                }
            }
        }
        """

    @Test("1. a route value named by an implicit member shows what its static factory's closure builds, as its style says")
    func routeValuesFromStaticFactories() {
        var configuration = Configuration()
        configuration.navigationCalls = [NavigationCall(pattern: "route(to:)", kind: .show)]
        #expect(
            Self.drafted(Self.routeValues, configuration) == [
                "Home ==push=> Profile", "Home ==present=> Settings", "Home ==push=> About", "Home ==present=> Help",
                "Home ==present=> Profile", "Settings ==dismiss=> ",
            ])
        // Without it, through the router's own code: the path and the sheet it sets.
        #expect(
            Self.drafted(Self.routeValues) == [
                "Home ==push=> Profile", "Home ==present=> Settings", "Home ==push=> About", "Home ==present=> Help",
                "Home ==present=> Profile", "Settings ==dismiss=> ",
            ])
    }

    @Test("a push onto a router's path is not made from a sheet that holds its content in a stack of its own with no path")
    func pathPushNotFromAPathlessStack() {
        // IceCubesApp: an account row pushes through the environment's router; the add-account
        // sheet shows such a row in its own `NavigationStack { Form { … } }`, which no path is
        // bound to, so the push goes to the tab's stack under the sheet, not onto the sheet.
        let swift = """
            enum Destination: Hashable { case profile }
            @Observable final class RouterPath {
                var path: [Destination] = []
                func navigate(to destination: Destination) { path.append(destination) }
            }
            struct AccountRow: View {
                @Environment(RouterPath.self) private var router
                var body: some View { Button("Profile") { router.navigate(to: .profile) } }
            }
            @main struct TheApp: App {
                @State private var router = RouterPath()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            HomeView().navigationDestination(for: Destination.self) { _ in ProfileView() }
                        }
                        .environment(router)
                    }
                }
            }
            struct HomeView: View {
                @State private var addsAccount = false
                var body: some View {
                    List {
                        AccountRow()
                        Button("Add account") { addsAccount = true }
                    }
                    .sheet(isPresented: $addsAccount) { AddAccountView() }
                }
            }
            struct AddAccountView: View {
                var body: some View { NavigationStack { Form { AccountRow() } } }
            }
            struct ProfileView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Profile", "Home ==present=> AddAccount"])
    }

    @Test("one route type both pushed on a path and presented as a sheet: appended, it is pushed; set as the sheet, presented")
    func routeTypePushedAndPresented() {
        let swift = """
            enum Route: Hashable, Identifiable {
                case profile, settings
                var id: Self { self }
            }
            struct HomeView: View {
                @State private var path: [Route] = []
                @State private var sheet: Route?
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            Button("Profile") { path.append(.profile) }
                            Button("Settings") { sheet = .settings }
                        }
                        .navigationDestination(for: Route.self) { route in destination(route) }
                    }
                    .sheet(item: $sheet) { route in destination(route) }
                }
                @ViewBuilder func destination(_ route: Route) -> some View {
                    switch route {
                    case .profile: ProfileView()
                    case .settings: SettingsView()
                    }
                }
            }
            struct ProfileView: View { var body: some View { Text("") } }
            struct SettingsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Profile", "Home ==present=> Settings"])
    }

    @Test("the root of a SwiftUI stack around a list is the view that builds it, not its rows; views a stack switches between stay its roots; what a root presents is not what it switches between")
    func stackAroundAList() {
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { LibraryView() } } }
            struct LibraryView: View {
                @State private var showsShelves = false
                @State private var showsAccount = false
                var body: some View {
                    NavigationStack {
                        List {
                            BookRow(title: "A")
                            Button("Shelves") { showsShelves = true }
                            Button("Account") { showsAccount = true }
                        }
                        .navigationTitle("Library")
                    }
                    .sheet(isPresented: $showsShelves) { ShelvesView() }
                    .sheet(isPresented: $showsAccount) { AccountView() }
                }
            }
            struct ShelvesView: View {
                var body: some View {
                    NavigationStack {
                        List { ShelfRow(name: "Read") }
                            .navigationTitle("Shelves")
                    }
                }
            }
            struct AccountView: View {
                @State private var signedIn = false
                var body: some View {
                    Group {
                        if signedIn { ProfileView() } else { SignInView() }
                    }
                }
            }
            struct BookRow: View {
                let title: String
                var body: some View { NavigationLink(title) { BookView() } }
            }
            struct ShelfRow: View {
                let name: String
                var body: some View { NavigationLink(name) { ShelfView() } }
            }
            struct SignInView: View { var body: some View { NavigationLink("Forgot password") { RecoverView() } } }
            struct ProfileView: View { var body: some View { Text("") } }
            struct RecoverView: View { var body: some View { Text("") } }
            struct BookView: View { var body: some View { Text("") } }
            struct ShelfView: View { var body: some View { Text("") } }
            """
        #expect(
            Self.drafted(swift) == [
                "Library ==present=> Shelves", "Library ==present=> Account", "Library ==push=> Book", "Shelves ==push=> Shelf",
                "Account ==push=> Recover",
            ])
        // A view whose body is a stack around a list is in one wherever it is shown.
        let draft = FlowDraft(index: SwiftSourceReader().index([(path: "App.swift", text: swift)]), configuration: Configuration()).text
        #expect(draft.contains("@type ShelvesView\n@navigation"))
        #expect(!draft.contains("@type BookRow"))
        // A stack's roots are the views it switches between (`Group { if … }`), not the view switching.
        let switching = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @State private var kiosk = false
                var body: some View {
                    NavigationStack {
                        content
                    }
                }
                @ViewBuilder var content: some View {
                    Group {
                        if kiosk { KioskView() } else { HomeView() }
                    }
                }
            }
            struct KioskView: View { var body: some View { Text("") } }
            struct HomeView: View { var body: some View { NavigationLink("Item") { ItemView() } } }
            struct ItemView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(switching).contains("Home ==push=> Item"))
    }

    @Test("1. a router kept as an associated object (`objc_getAssociatedObject(self, …) as? Router`) is a Router: its push is followed, from any UIKit view controller")
    func associatedRouter() {
        let swift = """
            extension UIViewController {
                private static var routerKey = "router"
                var router: Router? {
                    get { objc_getAssociatedObject(self, &UIViewController.routerKey) as? Router }
                    set { objc_setAssociatedObject(self, &UIViewController.routerKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                }
                func route_push(to controller: UIViewController) { router?.push(from: self, to: controller) }
            }
            final class Router: NSObject {
                func push(from: UIViewController, to: UIViewController) {
                    to.router = self
                    from.navigationController?.pushViewController(to, animated: true)
                }
            }
            final class SearchViewController: UIViewController {
                func didSelect() { route_push(to: RepositoryViewController()) }
            }
            final class SettingsViewController: UITableViewController {
                func openRepository() { route_push(to: RepositoryViewController()) }
            }
            final class RepositoryViewController: UIViewController {}
            """
        // A UIKit subclass of `UIViewController` (`UITableViewController`) has its extension's methods.
        #expect(Self.drafted(swift) == ["Search ==push=> Repository", "Settings ==push=> Repository"])
    }

    @Test("2. a screen that builds another in a delegate method a presented screen calls shows it: the other's navigation stays its own")
    func delegateShowsNotEmbeds() {
        let swift = """
            protocol NewIssueDelegate: AnyObject { func didDismissAfterCreatingIssue(model: String) }
            final class RepositoryViewController: UIViewController, NewIssueDelegate {
                func newIssue() {
                    let controller = NewIssueViewController()
                    controller.delegate = self
                    present(UINavigationController(rootViewController: controller), animated: true)
                }
                func didDismissAfterCreatingIssue(model: String) {
                    navigationController?.pushViewController(IssuesViewController(model: model), animated: true)
                }
            }
            final class NewIssueViewController: UIViewController {
                weak var delegate: NewIssueDelegate?
                func send() {
                    dismiss(animated: true) { self.delegate?.didDismissAfterCreatingIssue(model: "x") }
                }
            }
            final class IssuesViewController: UIViewController {
                let model: String
                init(model: String) { self.model = model; super.init(nibName: nil, bundle: nil) }
                lazy var section = CommentSection(viewController: self)
                func tap() { section.edit() }
            }
            final class CommentSection {
                weak var viewController: UIViewController?
                init(viewController: UIViewController) { self.viewController = viewController }
                func edit() { viewController?.present(EditCommentViewController(), animated: true) }
            }
            final class EditCommentViewController: UIViewController {}
            """
        #expect(
            Self.drafted(swift) == [
                "Issues ==present=> EditComment", "NewIssue ==dismiss=> ", "Repository ==present=> NewIssue", "Repository ==push=> Issues",
            ])
    }

    @Test("1. a route whose result is an enum case carrying the screen (`.push(IssueViewController(…))`) pushes that screen")
    func routeResultCarriesScreen() {
        let swift = """
            enum RouteResult { case push(UIViewController), present(UIViewController), error }
            protocol Route { func perform() -> RouteResult }
            struct IssueRoute: Route {
                let number: Int
                func perform() -> RouteResult { .push(IssueViewController(number: number)) }
            }
            struct HelpRoute: Route {
                func perform() -> RouteResult { RouteResult.present(HelpViewController()) }
            }
            extension UIViewController {
                func route(_ route: Route) {
                    switch route.perform() {
                    case .push(let controller): navigationController?.pushViewController(controller, animated: true)
                    case .present(let controller): present(controller, animated: true)
                    case .error: break
                    }
                }
            }
            final class InboxViewController: UIViewController {
                func open() { route(IssueRoute(number: 1)) }
                func help() { route(HelpRoute()) }
            }
            final class IssueViewController: UIViewController {
                init(number: Int) { super.init(nibName: nil, bundle: nil) }
            }
            final class HelpViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Inbox ==push=> Issue", "Inbox ==present=> Help"])
    }

    // MARK: 2. Types that are no screen

    @Test("2. a helper nested in a screen, or built by one, navigates for that screen")
    func helperTypes() {
        let swift = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                }
            }

            final class SettingsViewController: UITableViewController {
                struct PrivacyRow {
                    func onClick(_ navigationController: UINavigationController?) {
                        navigationController?.pushViewController(PrivacyViewController(), animated: true)
                    }
                }
                private let themes = ThemePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    themes.attach(to: self)
                }
            }

            final class ThemePicker {
                func attach(to controller: UIViewController) {}
                func pick(from controller: UIViewController) {
                    controller.present(ThemeViewController(), animated: true)
                }
            }

            final class PrivacyViewController: UIViewController {}
            final class ThemeViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Settings ==push=> Privacy", "Settings ==present=> Theme"])
        let flow = "[Settings]\n@entry\n@navigation\n--\nTap privacy\n==push=> Privacy\n\n[Privacy]\n\n[Theme]\n"
        #expect(Self.lint(flow, swift) == [
            "undeclared-transition 1: `SettingsViewController` presents `ThemeViewController`, but screen `Settings` has no transition to `Theme`; add `==present=> Theme`"
        ])
    }

    @Test("2. a hosting controller's root view acts for it, and a View extension's hosting helper shows its receiver")
    func hostedViews() {
        // Home Assistant's pattern: a frontend helper presents SwiftUI views in hosting controllers,
        // one a subclass of UIHostingController<View>, one built by a View extension.
        let swift = """
            extension View {
                func embeddedInHostingController() -> UIHostingController<some View> {
                    let styled = padding()
                    return UIHostingController(rootView: styled)
                }
            }

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = FrontendViewController()
                }
            }

            protocol Overlaying: AnyObject {
                func presentOverlay(_ controller: UIViewController)
            }

            final class FrontendViewController: UIViewController, Overlaying {
                private let handler = MessageHandler()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    handler.frontend = self
                }
                func received(_ message: String) {
                    if message == "scan" { handler.scan() } else { handler.camera() }
                }
                func presentOverlay(_ controller: UIViewController) { present(controller, animated: true) }
            }

            final class MessageHandler {
                weak var frontend: Overlaying?
                func scan() { frontend?.presentOverlay(ScannerHostingController(rootView: ScannerView())) }
                func camera() { frontend?.presentOverlay(PlayerView(name: "door").embeddedInHostingController()) }
            }

            final class ScannerHostingController: UIHostingController<ScannerView> {}

            struct ScannerView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }

            struct PlayerView: View {
                @Environment(\\.dismiss) private var dismiss
                let name: String
                var body: some View { Button("Close") { dismiss() } }
            }
            """
        #expect(Self.drafted(swift) == [
            "Frontend ==present=> ScannerHostingController", "Frontend ==present=> Player", "ScannerHostingController ==dismiss=> ",
            "Player ==dismiss=> ",
        ])
        // The frontend does not close itself: the views it presents do.
        let flow = "[Frontend]\n@entry\n--\nScan\n==present=> ScannerHostingController\nCamera\n==present=> Player\n\n[ScannerHostingController]\n\n[Player]\n"
        #expect(Self.lint(flow, swift) == [
            "undeclared-transition 9: `ScannerHostingController` goes back or dismisses itself, but screen `ScannerHostingController` has no `==back=>` or `==dismiss=>` transition; add one",
            "undeclared-transition 11: `PlayerView` goes back or dismisses itself, but screen `Player` has no `==back=>` or `==dismiss=>` transition; add one",
        ])
    }

    @Test("SwiftUI's dismiss() is drafted as the screen arrives: dismiss when presented, back when pushed, nothing when the code read never shows it")
    func eitherReturnFollowsArrival() {
        // DuckDuckGo's and Home Assistant's pattern: a view shown by code the reader does not follow
        // (a storyboard segue's handler, an app's overlay API) calls `dismiss()`; whether that goes
        // back or dismisses is not known, so no return is drafted (it was drafted as a `back`).
        let swift = """
            @main struct HomeApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }

            struct HomeView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showsSettings = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Detail") { DetailView() }
                            Button("Settings") { showsSettings = true }
                            Button("Done") { dismiss() }
                        }
                        .sheet(isPresented: $showsSettings) { SettingsView() }
                    }
                }
            }

            struct DetailView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }

            struct SettingsView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }

            struct DownloadsView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            """
        #expect(Self.drafted(swift) == [
            "Home ==push=> Detail", "Home ==present=> Settings", "Detail ==back=> ", "Settings ==dismiss=> ",
        ])
    }

    @Test("2. a view a row builds only where an environment value false by default is true belongs to the screens that set it")
    func environmentFlags() {
        let swift = """
            extension EnvironmentValues {
                @Entry var isFocused: Bool = false
                @Entry var isCompact: Bool = true
                var isExpanded: Bool {
                    get { self[ExpandedKey.self] }
                    set { self[ExpandedKey.self] = newValue }
                }
            }
            struct ExpandedKey: EnvironmentKey { static let defaultValue = false }
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { TimelineView() } } }
            }
            struct TimelineView: View {
                var body: some View {
                    List {
                        PostRow().environment(\\.isFocused, false)
                        NavigationLink("Thread") { ThreadView() }
                        NavigationLink("Archive") { ArchiveView() }
                    }
                }
            }
            struct ThreadView: View {
                let focusedID = 1
                var body: some View {
                    List { ForEach(0..<3) { id in PostRow().environment(\\.isFocused, id == focusedID) } }
                }
            }
            struct ArchiveView: View {
                var body: some View { ArchiveList().environment(\\.isExpanded, true) }
            }
            struct ArchiveList: View {
                var body: some View { List { PostRow() } }
            }
            struct PostRow: View {
                @Environment(\\.isFocused) private var isFocused
                @Environment(\\.isCompact) private var isCompact
                @Environment(\\.isExpanded) private var isExpanded
                var body: some View {
                    VStack {
                        NavigationLink("Author") { AuthorView() }
                        if isFocused, !isCompact { PostDetails() }
                        if isExpanded { RepostList() }
                        if isCompact { CompactBar() }
                    }
                }
            }
            struct PostDetails: View {
                var body: some View { NavigationLink("Likes") { LikesView() } }
            }
            struct RepostList: View {
                var body: some View { NavigationLink("Reposts") { RepostsView() } }
            }
            struct CompactBar: View {
                var body: some View { NavigationLink("Share") { ShareView() } }
            }
            struct AuthorView: View { var body: some View { Text("") } }
            struct LikesView: View { var body: some View { Text("") } }
            struct RepostsView: View { var body: some View { Text("") } }
            struct ShareView: View { var body: some View { Text("") } }
            """
        // Likes only where a post is focused (the thread sets it; the timeline sets it false),
        // reposts only where the archive sets its value; `isCompact` is true by default, so the
        // share bar is every screen's.
        #expect(
            Self.drafted(swift) == [
                "Timeline ==push=> Thread", "Timeline ==push=> Archive", "Timeline ==push=> Author", "Timeline ==push=> Share",
                "Thread ==push=> Author", "Thread ==push=> Likes", "Thread ==push=> Share",
                "Archive ==push=> Author", "Archive ==push=> Reposts", "Archive ==push=> Share",
            ])
    }

    @Test("2. a part's navigation under `if flag` is left out where its builder passes `flag: false`, and under an environment flag where none sets it")
    func guardedPartNavigation() {
        let swift = """
            extension EnvironmentValues {
                @Entry var isPro: Bool = false
            }
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { TimelineView() } } }
            }
            struct TimelineView: View {
                @State private var showEditor = false
                var body: some View {
                    List {
                        AccountsSelector().environment(\\.isPro, true)
                        Button("New") { showEditor = true }
                    }
                    .sheet(isPresented: $showEditor) { EditorView() }
                }
            }
            struct EditorView: View {
                var body: some View {
                    VStack { AccountsSelector(accountCreationEnabled: false) }
                }
            }
            struct AccountsSelector: View {
                var accountCreationEnabled: Bool = true
                @Environment(\\.isPro) private var isPro
                var body: some View {
                    List {
                        NavigationLink("Profile") { ProfileView() }
                        if accountCreationEnabled {
                            Section { aboutButton }
                        }
                        if isPro {
                            NavigationLink("Statistics") { StatisticsView() }
                        }
                    }
                }
                private var aboutButton: some View {
                    NavigationLink("About") { AboutView() }
                }
            }
            struct AboutView: View { var body: some View { Text("") } }
            struct ProfileView: View { var body: some View { Text("") } }
            struct StatisticsView: View { var body: some View { Text("") } }
            """
        // The editor builds the selector with `accountCreationEnabled: false`: no About (a helper
        // the selector uses only under that flag); nor Statistics, shown only where `isPro`,
        // which only the timeline sets.
        #expect(
            Self.drafted(swift) == [
                "Timeline ==present=> Editor", "Timeline ==push=> Profile", "Timeline ==push=> Statistics", "Timeline ==push=> About",
                "Editor ==push=> Profile",
            ])
    }

    @Test("a part shown under `if viewModel.flag` is not in a screen whose parts build it with `viewModel: .init(flag: false)`")
    func partUnderAViewModelFlag() {
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { TimelineView() } } }
            }
            final class RowViewModel {
                let post: String
                let showActions: Bool
                init(post: String, showActions: Bool = true) {
                    self.post = post
                    self.showActions = showActions
                }
            }
            struct TimelineView: View {
                var body: some View {
                    List {
                        RowView(viewModel: .init(post: "a"))
                        NavigationLink("Metrics") { MetricsView() }
                    }
                }
            }
            struct MetricsView: View {
                var body: some View { List { EmbeddedPostView(post: "b") } }
            }
            struct EmbeddedPostView: View {
                let post: String
                var body: some View { RowView(viewModel: RowViewModel(post: post, showActions: false)) }
            }
            struct RowView: View {
                let viewModel: RowViewModel
                var body: some View {
                    VStack {
                        NavigationLink("Author") { AuthorView() }
                        if viewModel.showActions {
                            ActionsView()
                        }
                    }
                }
            }
            struct ActionsView: View {
                @State private var isSharing = false
                var body: some View {
                    Button("Share") { isSharing = true }
                        .sheet(isPresented: $isSharing) { ShareView() }
                }
            }
            struct AuthorView: View { var body: some View { Text("") } }
            struct ShareView: View { var body: some View { Text("") } }
            """
        // The embedded post's row has no actions: the metrics screen shows its author, not Share.
        #expect(
            Self.drafted(swift) == [
                "Timeline ==push=> Metrics", "Timeline ==push=> Author", "Timeline ==present=> Share",
                "Metrics ==push=> Author",
            ])
    }

    @Test("the `else` of `if viewModel.flag` is not in a screen that leaves the flag to its default `true`")
    func elseOfAFlagLeftToItsDefault() {
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { SettingsView() } } }
            }
            final class AccountRowModel {
                let name: String
                let isInSettings: Bool
                init(name: String, isCompact: Bool = false, isInSettings: Bool = true) {
                    self.name = name
                    self.isInSettings = isInSettings
                }
            }
            struct SettingsView: View {
                @State private var showSelector = false
                var body: some View {
                    List {
                        AccountRow(viewModel: .init(name: "a"))
                        Button("Switch") { showSelector = true }
                    }
                    .sheet(isPresented: $showSelector) { SelectorView() }
                }
            }
            struct SelectorView: View {
                var body: some View {
                    NavigationStack { List { AccountRow(viewModel: .init(name: "b", isInSettings: false)) } }
                }
            }
            struct AccountRow: View {
                let viewModel: AccountRowModel
                init(viewModel: AccountRowModel) { self.viewModel = viewModel }
                var body: some View {
                    if viewModel.isInSettings {
                        NavigationLink("Account settings") { AccountSettingsView() }
                    } else {
                        NavigationLink("Profile") { ProfileView() }
                    }
                }
            }
            struct AccountSettingsView: View { var body: some View { Text("") } }
            struct ProfileView: View { var body: some View { Text("") } }
            """
        // Settings leaves `isInSettings` to its default `true`: account settings only; the
        // selector gives it `false`: the profile only.
        #expect(Self.drafted(swift) == ["Settings ==present=> Selector", "Settings ==push=> AccountSettings", "Selector ==push=> Profile"])
    }

    @Test("links pushed from the two branches of an `if` are not views the body switches between")
    func linksInTheBranchesOfAnIf() {
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
            }
            struct HomeView: View {
                @AppStorage("signedIn") private var signedIn = false
                var body: some View {
                    List { AccountRow(signedIn: signedIn) }
                }
            }
            struct AccountRow: View {
                let signedIn: Bool
                var body: some View {
                    if signedIn {
                        NavigationLink("Details") { DetailsView() }
                    } else {
                        NavigationLink(destination: ProfileView()) { Text("Profile") }
                    }
                }
            }
            struct DetailsView: View { var body: some View { Text("") } }
            struct ProfileView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Details", "Home ==push=> Profile"])
    }

    @Test("what a view asks of a router it is given shows nowhere where its builder gives it a new router nothing binds")
    func partGivenANewRouter() {
        let swift = """
            import Observation
            enum Sheet: Identifiable { case addAccount; var id: Int { 0 } }
            @Observable final class RouterPath {
                var presentedSheet: Sheet?
            }
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { TimelineView() } }
            }
            struct TimelineView: View {
                @State private var routerPath = RouterPath()
                @State private var isComposing = false
                var body: some View {
                    List {
                        AccountsSelector(routerPath: routerPath)
                        Button("Compose") { isComposing = true }
                    }
                    .sheet(item: $routerPath.presentedSheet) { sheet in
                        switch sheet {
                        case .addAccount: AddAccountView()
                        }
                    }
                    .sheet(isPresented: $isComposing) { EditorView() }
                }
            }
            struct EditorView: View {
                var body: some View { VStack { AccountsSelector(routerPath: RouterPath()) } }
            }
            struct AccountsSelector: View {
                var routerPath: RouterPath
                init(routerPath: RouterPath) { self.routerPath = routerPath }
                var body: some View {
                    Button("Add account") { routerPath.presentedSheet = .addAccount }
                }
            }
            struct AddAccountView: View { var body: some View { Text("") } }
            """
        // The editor's selector has a router of its own that no sheet is bound to.
        #expect(Self.drafted(swift) == ["Timeline ==present=> Editor", "Timeline ==present=> AddAccount"])
        // Where the selector binds its router to a sheet itself, the editor shows that sheet too.
        let binding = swift.replacingOccurrences(
            of: "Button(\"Add account\") { routerPath.presentedSheet = .addAccount }",
            with: "Button(\"Add account\") { routerPath.presentedSheet = .addAccount }.sheet(item: $routerPath.presentedSheet) { _ in AddAccountView() }")
        #expect(binding != swift)
        #expect(Self.drafted(binding) == ["Timeline ==present=> Editor", "Timeline ==present=> AddAccount", "Editor ==present=> AddAccount"])
    }

    /// A root with a tab bar of its own (damus's `ContentView`): one stack around a page switched
    /// on a `@SceneStorage` that a custom `TabBar` is given as a binding.
    static let customTabBarApp = """
        import Observation
        enum Route: Hashable { case thread, profile }
        enum Timeline: String { case home, search, notifications }
        @Observable final class NavigationCoordinator {
            var path: [Route] = []
            func push(route: Route) { path.append(route) }
        }
        @main struct SocialApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        struct ContentView: View {
            @State private var nav = NavigationCoordinator()
            @SceneStorage("selected") var selected_timeline: Timeline = .home
            @State private var composing = false
            func MainContent() -> some View {
                VStack {
                    switch selected_timeline {
                    case .home: HomeTimelineView(nav: nav)
                    case .search: SearchHomeView(nav: nav)
                    case .notifications: NotificationsView()
                    }
                }
            }
            var body: some View {
                NavigationStack(path: $nav.path) {
                    MainContent()
                        .toolbar { Button("Compose") { composing = true } }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .thread: ThreadView()
                            case .profile: ProfileView()
                            }
                        }
                }
                .sheet(isPresented: $composing) { ComposeView() }
                .overlay(alignment: .bottom) { TabBar(selected: $selected_timeline) }
            }
        }
        struct TabBar: View {
            @Binding var selected: Timeline
            var body: some View {
                HStack {
                    Button("Home") { selected = .home }
                    Button("Search") { selected = .search }
                }
            }
        }
        struct HomeTimelineView: View {
            let nav: NavigationCoordinator
            var body: some View { Button("Note") { nav.push(route: .thread) } }
        }
        struct SearchHomeView: View {
            let nav: NavigationCoordinator
            var body: some View { Button("Person") { nav.push(route: .profile) } }
        }
        struct NotificationsView: View { var body: some View { Text("") } }
        struct ThreadView: View { var body: some View { Text("") } }
        struct ProfileView: View { var body: some View { Text("") } }
        struct ComposeView: View { var body: some View { Text("") } }
        """

    @Test("a root's own tab bar, a switch on a state it hands a tab bar as a binding, has tabs whose pushes are theirs")
    func customTabBar() {
        #expect(Self.draftText(Self.customTabBarApp).contains("@tabs HomeTimeline, SearchHome, Notifications"))
        #expect(Self.drafted(Self.customTabBarApp) == ["Content ==present=> Compose", "HomeTimeline ==push=> Thread", "SearchHome ==push=> Profile"])
        // A state only the code sets (a loading phase), or handed on as a value, is no tab bar.
        let loading = Self.customTabBarApp.replacingOccurrences(of: "TabBar(selected: $selected_timeline)", with: "Text(title(selected_timeline))")
        #expect(loading != Self.customTabBarApp)
        #expect(Self.drafted(loading) == ["Content ==present=> Compose", "Content ==push=> Thread", "Content ==push=> Profile"])
        // Nor is one the views shown switch themselves (the steps of a flow).
        let steps = Self.customTabBarApp
            .replacingOccurrences(of: "TabBar(selected: $selected_timeline)", with: "Text(\"\")")
            .replacingOccurrences(of: "case .notifications: NotificationsView()", with: "case .notifications: NotificationsView(selected: $selected_timeline)")
            .replacingOccurrences(of: "struct NotificationsView: View { var body", with: "struct NotificationsView: View { @Binding var selected: Timeline; var body")
        #expect(Self.drafted(steps) == ["Content ==present=> Compose", "Content ==push=> Thread", "Content ==push=> Profile"])
    }

    /// damus's coordinator: a path typed only by its initial value, pushed through a method, and a
    /// screen's method that pushes the route it is given.
    static let coordinatorPathApp = """
        enum Route: Hashable { case profile, thread, settings }
        final class NavigationCoordinator: ObservableObject {
            @Published var path = [Route]()
            func push(route: Route) { path.append(route) }
        }
        @main struct SocialApp: App { var body: some Scene { WindowGroup { ContentView() } } }
        struct ContentView: View {
            @StateObject private var nav = NavigationCoordinator()
            var body: some View {
                NavigationStack(path: $nav.path) {
                    HomeView(nav: nav)
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .profile: ProfileView(nav: nav)
                            case .thread: ThreadView()
                            case .settings: SettingsView()
                            }
                        }
                }
            }
        }
        struct HomeView: View {
            let nav: NavigationCoordinator
            var body: some View { Button("Profile") { nav.push(route: .profile) } }
        }
        struct ProfileView: View {
            let nav: NavigationCoordinator
            var body: some View { Button("Thread") { navigate(route: .thread) } }
            func navigate(route: Route) { nav.push(route: route) }
        }
        struct ThreadView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        """

    @Test("a path typed by its initial value (`[Route]()`) is a path; a method given a route by name at every call pushes only those")
    func pathTypedByItsInitialValue() {
        let drafted = Self.drafted(Self.coordinatorPathApp)
        #expect(drafted.contains("Home ==push=> Profile") && drafted.contains("Profile ==push=> Thread"), "\(drafted)")
        // `navigate(route:)` read on its own pushes any route; its one caller names `.thread`.
        #expect(!drafted.contains("Profile ==push=> Settings") && !drafted.contains("Profile ==push=> Profile"), "\(drafted)")
        // A caller that hands it a value (a route of a list) keeps every route it may be.
        let listed = Self.coordinatorPathApp.replacingOccurrences(
            of: "Button(\"Thread\") { navigate(route: .thread) }",
            with: "ForEach([Route.thread, Route.settings], id: \\.self) { route in Button(\"Go\") { navigate(route: route) } }")
        #expect(listed != Self.coordinatorPathApp)
        #expect(Self.drafted(listed).contains("Profile ==push=> Settings"), "\(Self.drafted(listed))")
        // An array of the app's objects typed so is the stack of its own navigation API, not a
        // SwiftUI path: emptying it is no `back` of its own.
        let stack = """
            final class NavigationModule: Hashable, Identifiable { let id = 0 }
            @MainActor final class StackCoordinator: ObservableObject {
                @Published var stackModules = [NavigationModule]()
                func popToRoot() { stackModules.removeAll() }
            }
            @main struct ChatApp: App { var body: some Scene { WindowGroup { StackView(coordinator: StackCoordinator()) } } }
            struct StackView: View {
                @ObservedObject var coordinator: StackCoordinator
                var body: some View {
                    NavigationStack(path: $coordinator.stackModules) {
                        RoomView(coordinator: coordinator)
                            .navigationDestination(for: NavigationModule.self) { _ in DetailsView(coordinator: coordinator) }
                    }
                }
            }
            struct RoomView: View {
                let coordinator: StackCoordinator
                var body: some View { NavigationLink("Details") { DetailsView(coordinator: coordinator) } }
            }
            struct DetailsView: View {
                let coordinator: StackCoordinator
                var body: some View { Button("Leave") { coordinator.popToRoot() } }
            }
            """
        #expect(!Self.drafted(stack).contains("Details ==back=> "), "\(Self.drafted(stack))")
        let routes = stack.replacingOccurrences(of: "final class NavigationModule: Hashable, Identifiable { let id = 0 }", with: "enum NavigationModule: Hashable { case details }")
        #expect(routes != stack)
        #expect(Self.drafted(routes).contains("Details ==back=> "), "\(Self.drafted(routes))")
    }

    @Test("a case of a switch that shows a screen beside other views (a progress view, a list) is no tab")
    func switchOfPartsIsNoTabBar() {
        let parts = Self.customTabBarApp
            .replacingOccurrences(of: "case .notifications: NotificationsView()", with: "case .notifications: if loading { ProgressView() } else { NotificationsView() }")
            .replacingOccurrences(of: "case .search: SearchHomeView(nav: nav)", with: "case .search: Group { SearchHomeView(nav: nav); Text(\"footer\") }")
        #expect(parts.contains("if loading") && parts.contains("Group {"))
        #expect(!Self.draftText(parts).contains("@tabs"))
        // The same screen in both branches of an `if #available` is still one screen.
        let available = Self.customTabBarApp
            .replacingOccurrences(of: "case .notifications: NotificationsView()", with: "case .notifications: if #available(iOS 16.0, *) { NotificationsView().padding() } else { NotificationsView() }")
        #expect(available != Self.customTabBarApp)
        #expect(Self.draftText(available).contains("@tabs HomeTimeline, SearchHome, Notifications"))
    }

    /// An app whose navigation path holds values that each carry a case of its route enum
    /// (mlem's `NavigationFrame(page:)`), a destination view that only hands the value on, links
    /// built with the app's own `NavigationLink` initializers, and a row that pushes whatever
    /// route it is given.
    static let routeValuePathApp = """
        enum NavigationPage: Hashable {
            case post(Post)
            case topCommunities
            case settings
            case about
        }
        extension NavigationPage {
            @ViewBuilder func view() -> some View {
                switch self {
                case let .post(post): PostView(post: post)
                case .topCommunities: TopCommunitiesView()
                case .settings: SettingsView()
                case .about: AboutView()
                }
            }
        }
        class NavigationFrame: Hashable {
            private(set) var page: NavigationPage
            private var updateCount: Int = 0
            init(page: NavigationPage) { self.page = page }
        }
        @Observable class NavigationLayer {
            var path: [NavigationFrame] = []
            func push(_ page: NavigationPage) { path.append(.init(page: page)) }
        }
        struct NavigationFrameView: View {
            let frame: NavigationFrame
            var body: some View { frame.page.view() }
        }
        extension NavigationLink where Destination == Never {
            init(_ page: NavigationPage, @ViewBuilder label: () -> Label) {
                self.init(value: NavigationFrame(page: page), label: label)
            }
            init(_ title: String, destination: NavigationPage) where Label == Text {
                self.init(value: NavigationFrame(page: destination)) { Text(title) }
            }
        }
        @main struct SocialApp: App {
            var body: some Scene { WindowGroup { LayerView(layer: NavigationLayer()) } }
        }
        struct LayerView: View {
            @State var layer: NavigationLayer
            var body: some View {
                NavigationStack(path: $layer.path) {
                    SearchView()
                        .navigationDestination(for: NavigationFrame.self) { NavigationFrameView(frame: $0) }
                }
                .environment(layer)
            }
        }
        struct SearchView: View {
            @Environment(NavigationLayer.self) var navigation
            var body: some View {
                List {
                    NavigationLink("Communities", destination: .topCommunities)
                    NavigationLink(.settings) { SettingsLabel() }
                    Button("Post") { navigation.push(.post(Post())) }
                }
            }
        }
        struct TopCommunitiesView: View {
            var body: some View { SeeAll(destination: .about) }
        }
        struct SeeAll: View {
            let destination: NavigationPage
            var body: some View { NavigationLink("See all", destination: destination) }
        }
        struct SettingsLabel: View { var body: some View { Text("Settings") } }
        struct PostView: View {
            let post: Post
            var body: some View { Text("post") }
        }
        struct SettingsView: View { var body: some View { Text("settings") } }
        struct AboutView: View { var body: some View { Text("about") } }
        struct Post: Hashable {}
        """

    @Test("a route case that carries another enum's case (`.settings(.theme)`) shows the screen that enum's own view builds")
    func nestedRoute() {
        let swift = Self.routeValuePathApp
            .replacingOccurrences(of: "    case settings\n", with: "    case settings(SettingsPage)\n")
            .replacingOccurrences(of: "case .settings: SettingsView()", with: "case let .settings(page): page.view()")
            .replacingOccurrences(of: "NavigationLink(.settings) { SettingsLabel() }", with: "NavigationLink(\"Theme\", destination: .settings(.theme))\n            NavigationLink(.settings(.about)) { SettingsLabel() }")
            + """

            enum SettingsPage: Hashable {
                case theme, about
                @ViewBuilder func view() -> some View {
                    switch self {
                    case .theme: ThemeSettingsView()
                    case .about: AboutSettingsView()
                    }
                }
            }
            enum Tab { case about, search }
            struct ThemeSettingsView: View { var body: some View { Text("") } }
            struct AboutSettingsView: View { var body: some View { Text("") } }
            """
        #expect(swift.contains("case settings(SettingsPage)") && swift.contains("page.view()") && swift.contains(".settings(.theme)"))
        let drafted = Self.drafted(swift)
        // `.about` is also a case of the route and of `Tab`: the enum that builds views is meant.
        for expected in ["Search ==push=> ThemeSettings", "Search ==push=> AboutSettings"] {
            #expect(drafted.contains(expected), "\(drafted)")
        }
        #expect(!drafted.contains("Search ==push=> About"), "\(drafted)")
    }

    @Test("a path of values that each carry a route: each push shows the screen of the case it carries")
    func pathOfRouteValues() {
        let drafted = Self.drafted(Self.routeValuePathApp)
        for expected in ["Search ==push=> TopCommunities", "Search ==push=> Settings", "Search ==push=> Post"] {
            #expect(drafted.contains(expected), "\(drafted)")
        }
        // Not the view that hands the value on, nor a link's label.
        #expect(!drafted.contains { $0.hasSuffix("NavigationFrame") || $0.hasSuffix("SettingsLabel") }, "\(drafted)")
        // A route a part is given, not known where the part is read on its own, is no push to
        // every case.
        #expect(!drafted.contains { $0.hasPrefix("TopCommunities ") }, "\(drafted)")
    }

    @Test("a segmented picker in a pushed screen switches parts of that screen, not tabs")
    func pickerInAPushedScreen() {
        let swift = """
            enum Tab { case posts, about }
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
            }
            struct HomeView: View {
                var body: some View { NavigationLink("Community") { CommunityView() } }
            }
            struct CommunityView: View {
                @State private var selectedTab: Tab = .posts
                var body: some View {
                    VStack {
                        Picker("Tab", selection: $selectedTab) { Text("Posts"); Text("About") }
                        switch selectedTab {
                        case .posts: PostsListView()
                        case .about: CommunityAboutView()
                        }
                    }
                }
            }
            struct PostsListView: View {
                var body: some View { NavigationLink("Post") { PostView() } }
            }
            struct CommunityAboutView: View {
                var body: some View { NavigationLink("Moderator") { PersonView() } }
            }
            struct PostView: View { var body: some View { Text("") } }
            struct PersonView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Community", "Community ==push=> Post", "Community ==push=> Person"])
    }

    @Test("a sheet bound to a flag nothing raises is never shown: its only trigger is in debug-only code")
    func sheetNeverRaised() {
        let swift = """
            @main struct WatchApp: App {
                var body: some Scene { WindowGroup { NavigationStack { ComplicationsView() } } }
            }
            struct ComplicationsView: View {
                @State private var showPicker = false
                @State private var showHelp = false
                @State private var showExport = false
                @State private var showImport = false
                var body: some View {
                    List {
                        #if DEBUG
                        addButton
                        #endif
                        Button("Help") { showHelp.toggle() }
                        ExportRow(isPresented: $showExport)
                        Button("Close import") { showImport = false }
                    }
                    .sheet(isPresented: $showPicker) { FamilyPickerView(onSaved: { showPicker = false }) }
                    .sheet(isPresented: $showHelp) { HelpView() }
                    .sheet(isPresented: $showExport) { ExportView() }
                    .sheet(isPresented: $showImport) { ImportView() }
                }
                #if DEBUG
                private var addButton: some View {
                    Button("Add") { showPicker = true }
                }
                #endif
            }
            struct ExportRow: View {
                @Binding var isPresented: Bool
                var body: some View { Button("Export") { isPresented = true } }
            }
            struct FamilyPickerView: View {
                let onSaved: () -> Void
                var body: some View { NavigationLink("Edit") { EditView() } }
            }
            struct EditView: View { var body: some View { Text("") } }
            struct HelpView: View { var body: some View { Text("") } }
            struct ExportView: View { var body: some View { Text("") } }
            struct ImportView: View { var body: some View { Text("") } }
            """
        // Help is toggled and Export's binding is handed to a row: both shown. The picker's only
        // trigger is a debug-only member, and Import's flag is only ever set false: neither is
        // shown, nor what the picker would push, and neither is a screen.
        #expect(Self.drafted(swift) == ["Complications ==present=> Help", "Complications ==present=> Export"])
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let screens = Flow(parsing: FlowDraft(index: index).text, file: "draft.uiflow").screens.map(\.name)
        #expect(screens == ["Complications", "Help", "Export"])
    }

    @Test("code only developers build is not the app's: #if !RELEASE, #if targetEnvironment(simulator), as #if DEBUG")
    func developerOnlyCode() {
        // cwa-app-ios wraps its developer menu, 110 files, in `#if !RELEASE`, and some of its
        // scanner's code in `#if targetEnvironment(simulator)`.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                @IBAction func scanTapped() {
                    #if targetEnvironment(simulator)
                    navigationController?.pushViewController(FakeScannerViewController(), animated: true)
                    #else
                    navigationController?.pushViewController(ScannerViewController(), animated: true)
                    #endif
                }
                @IBAction func longPressed() {
                    #if !RELEASE
                    present(DeveloperMenuViewController(), animated: true)
                    #endif
                }
            }
            final class ScannerViewController: UIViewController {}
            final class FakeScannerViewController: UIViewController {}
            #if !RELEASE
            final class DeveloperMenuViewController: UIViewController {
                @IBAction func storeTapped() { navigationController?.pushViewController(StoreDumpViewController(), animated: true) }
            }
            final class StoreDumpViewController: UIViewController {}
            #endif
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Scanner"])
    }

    // MARK: 3. The receiver of a return

    @Test("3. dismissing or popping another controller is not the screen closing itself")
    func receivers() {
        let swift = """
            final class BrowserViewController: UIViewController {
                var displayedPopover: UIViewController?
                private let childNavigation = UINavigationController()

                func closePopover() { displayedPopover?.dismiss(animated: true) }
                func backInChild() { childNavigation.popViewController(animated: true) }
                func showMenu() { present(MenuViewController(), animated: true) }
            }

            final class MenuViewController: UIViewController {
                func close() { dismiss(animated: true) }
            }
            """
        let flow = "[Browser]\n@entry\n--\nTap the menu\n==present=> Menu\n\n[Menu]\n"
        #expect(Self.lint(flow, swift) == [
            "undeclared-transition 7: `MenuViewController` dismisses, but screen `Menu` has no `==dismiss=>` transition; add one"
        ])
        #expect(Self.drafted(swift) == ["Browser ==present=> Menu", "Menu ==dismiss=> "])
    }

    @Test("3. UIKit's dismiss on a screen in no presented modal closes what it presented, not the screen")
    func dismissOfAPushedScreen() {
        // Pocket Casts' pattern: a settings screen pushed onto the tab's stack presents a picker
        // and closes it with its own `dismiss(animated:)`; presented, the same call closes it.
        let swift = """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                }
            }

            final class SettingsViewController: UIViewController {
                func openAppearance() { navigationController?.pushViewController(AppearanceViewController(), animated: true) }
                func openAbout() { present(AboutViewController(), animated: true) }
            }

            final class AppearanceViewController: UIViewController {
                func pickTheme() { present(ThemePickerViewController(), animated: true) }
                func themePicked() { dismiss(animated: true) }
            }

            final class AboutViewController: UIViewController {
                func close() { dismiss(animated: true) }
            }

            final class ThemePickerViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == [
            "Settings ==push=> Appearance", "Settings ==present=> About", "Appearance ==present=> ThemePicker", "About ==dismiss=> ",
        ])
        let flow = """
            [Settings]
            @entry
            @navigation
            --
            Tap "Appearance"
            ==push=> Appearance
            Tap "About"
            ==present=> About

            [Appearance]
            --
            Tap "Theme"
            ==present=> ThemePicker

            [ThemePicker]

            [About]

            """
        #expect(Self.lint(flow, swift) == [
            "undeclared-transition 17: `AboutViewController` dismisses, but screen `About` has no `==dismiss=>` transition; add one"
        ])
    }

    @Test("2. a method of what another screen holds is that screen's navigation, not the caller's")
    func heldByAnotherScreen() {
        // DuckDuckGo's pattern: the passwords list pops to the settings root, then asks the settings
        // screen's view model to open Sync; Sync is pushed over Settings, not over the list.
        let swift = """
            final class SettingsViewModel {
                weak var navigationController: UINavigationController?
                func openSync() { navigationController?.pushViewController(SyncViewController(), animated: true) }
            }

            final class SettingsViewController: UIViewController {
                let viewModel = SettingsViewModel()
                func tapSync() { viewModel.openSync() }
                func tapPasswords() { navigationController?.pushViewController(PasswordsViewController(), animated: true) }
            }

            final class PasswordsViewController: UIViewController {
                func tapSyncPromo() {
                    if let settings = navigationController?.viewControllers.first as? SettingsViewController {
                        navigationController?.popToRootViewController(animated: true)
                        settings.viewModel.openSync()
                    }
                }
            }

            final class SyncViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Passwords ==back=> ", "Settings ==push=> Sync", "Settings ==push=> Passwords"])
        let flow = """
            [Settings]
            @entry
            @navigation
            --
            Tap "Sync"
            ==push=> Sync
            Tap "Passwords"
            ==push=> Passwords

            [Passwords]
            --
            Tap the Sync promotion
            ==back=>

            [Sync]

            """
        #expect(Self.lint(flow, swift).isEmpty)
    }

    @Test("2. a delegate screen that pushes onto its own stack does it for itself, not for the screen calling it")
    func delegatePushesOntoItsOwnStack() {
        // DuckDuckGo's pattern: the passwords list presents an editor; saving calls the list back,
        // which closes the editor and pushes the saved login's details onto the list's own stack.
        let swift = """
            protocol EditorDelegate: AnyObject {
                func editorDidSave(_ editor: EditorViewController)
            }

            final class PasswordsViewController: UIViewController, EditorDelegate {
                func tapAdd() {
                    let editor = EditorViewController()
                    editor.delegate = self
                    present(UINavigationController(rootViewController: editor), animated: true)
                }
                func tapLogin() { showDetails() }
                func showDetails() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
                func editorDidSave(_ editor: EditorViewController) {
                    editor.dismiss(animated: true)
                    showDetails()
                }
            }

            final class EditorViewController: UIViewController {
                weak var delegate: EditorDelegate?
                func save() { delegate?.editorDidSave(self) }
            }

            final class DetailsViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Editor ==dismiss=> ", "Passwords ==present=> Editor", "Passwords ==push=> Details"])
        let flow = """
            [Passwords]
            @entry
            @navigation
            --
            Tap "Add"
            ==present=> Editor
            Tap a login
            ==push=> Details

            [Editor]
            --
            Tap "Save"
            ==dismiss=>

            [Details]

            """
        #expect(Self.lint(flow, swift).isEmpty)
    }

    @Test("3. a pop by the root of a stack takes off what was pushed over it, not the root")
    func popByAStackRoot() {
        // DuckDuckGo's pattern: settings, the root of a presented stack, pops the legacy screen it
        // pushed when that screen asks; settings itself is closed by dismissing.
        let swift = """
            final class BrowserViewController: UIViewController {
                func openSettings() { present(UINavigationController(rootViewController: SettingsViewController()), animated: true) }
            }

            final class SettingsViewController: UIViewController {
                func openPasswords() {
                    let passwords = PasswordsViewController()
                    passwords.onDone = { [weak self] in self?.navigationController?.popViewController(animated: true) }
                    navigationController?.pushViewController(passwords, animated: true)
                }
                func close() { dismiss(animated: true) }
            }

            final class PasswordsViewController: UIViewController {
                var onDone: (() -> Void)?
                func done() { onDone?() }
            }
            """
        // The pop runs when the passwords screen calls `onDone`: that screen goes back.
        #expect(Self.drafted(swift) == ["Browser ==present=> Settings", "Passwords ==back=> ", "Settings ==push=> Passwords", "Settings ==dismiss=> "])
        let flow = """
            [Browser]
            @entry
            --
            Tap "Settings"
            ==present=> Settings

            [Settings]
            @navigation
            --
            Tap "Passwords"
            ==push=> Passwords
            Tap "Done"
            ==dismiss=>

            [Passwords]
            --
            Tap "Done"
            ==back=>

            """
        #expect(Self.lint(flow, swift).isEmpty)
    }

    @Test("3. SwiftUI's dismiss() in a root view the flow never pushes or presents closes what it presented")
    func eitherReturnOfARoot() {
        // Home Assistant's pattern: the root view calls dismiss(), which closes only what it
        // presented. How the view arrives is the flow's to say (the code read does not show it).
        let swift = """
            struct HomeView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var scanning = false
                var body: some View {
                    VStack {
                        Button("Scan") { scanning = true }
                        Button("Close") { dismiss() }
                    }
                    .sheet(isPresented: $scanning) { ScannerView() }
                }
            }

            struct ScannerView: View {
                var body: some View { Text("Scanning") }
            }
            """
        let flow = """
            [Home]
            @entry
            --
            Tap "Scan"
            ==present=> Scanner

            [Scanner]
            @exit

            """
        #expect(Self.lint(flow, swift).isEmpty)
        let pushed = flow.replacingOccurrences(of: "@entry", with: "") + "[Start]\n@entry\n--\nTap \"Home\"\n==push=> Home\n"
        #expect(Self.lint(pushed, swift) == [
            "undeclared-transition 1: `HomeView` goes back or dismisses itself, but screen `Home` has no `==back=>` or `==dismiss=>` transition; add one"
        ])
    }

    @Test("5. a coordinator built where it is started takes the branch of what it was built with")
    func builtWithItsEntryPoint() {
        // Element's pattern: a flow coordinator built with an entry point (and whether it is a
        // child flow) switches over them in `start()`; the space screen's flow starts at "create
        // room", shown as a sheet, and never shows the start-chat screen.
        let swift = """
            enum StartChatEntry { case startChat, createRoom }

            final class StartChatFlow {
                private let entry: StartChatEntry
                private let isChild: Bool
                private let presenter: UIViewController
                init(entry: StartChatEntry, isChild: Bool, presenter: UIViewController) {
                    self.entry = entry
                    self.isChild = isChild
                    self.presenter = presenter
                }
                func start() {
                    switch entry {
                    case .startChat: show(StartChatViewController())
                    case .createRoom: show(CreateRoomViewController())
                    }
                }
                private func show(_ controller: UIViewController) {
                    if isChild {
                        presenter.navigationController?.pushViewController(controller, animated: true)
                    } else {
                        presenter.present(UINavigationController(rootViewController: controller), animated: true)
                    }
                }
            }

            final class SpaceViewController: UIViewController {
                func createRoom() {
                    let flow = StartChatFlow(entry: .createRoom, isChild: false, presenter: self)
                    flow.start()
                }
            }

            final class HomeViewController: UIViewController {
                func newChat(isChild: Bool) {
                    let flow = StartChatFlow(entry: .startChat, isChild: isChild, presenter: self)
                    flow.start()
                }
            }

            final class StartChatViewController: UIViewController {}
            final class CreateRoomViewController: UIViewController {}
            """
        // `isChild: false` is no case of an enum: both of `show`'s branches stay possible.
        #expect(Self.drafted(swift) == [
            "Home ==push=> StartChat", "Home ==present=> StartChat", "Space ==push=> CreateRoom", "Space ==present=> CreateRoom",
        ])
    }

    @Test("3. the pages a screen's UIPageViewController shows are part of that screen, not a new root")
    func pages() {
        let swift = """
            final class ServerDetailsViewController: UIViewController {
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                let about = AboutViewController()
                let rules = RulesViewController()

                func selected(_ index: Int) {
                    pages.setViewControllers([index == 0 ? about : rules], direction: .forward, animated: true)
                }
                func showRules() { navigationController?.setViewControllers([RulesViewController()], animated: true) }
            }

            final class AboutViewController: UIViewController {}
            final class RulesViewController: UIViewController {}
            """
        // Only the navigation controller's new stack is a transition.
        #expect(Self.drafted(swift).filter { $0.hasPrefix("ServerDetails") } == ["ServerDetails ==replace=> Rules"])
    }

    @Test("an @objc action nothing names is never called, though a local elsewhere has its name")
    func unreferencedAction() {
        let swift = """
            final class HomeViewController: UIViewController {
                @objc func signOutAction(_ sender: UIAction) { present(WelcomeViewController(), animated: true) }
                @objc func refresh(_ sender: UIAction) { present(SettingsViewController(), animated: true) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(handler: refresh))
                }
            }
            final class SceneCoordinator {
                func confirmSignOut(on controller: UIViewController) {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    let signOutAction = UIAlertAction(title: "Sign out", style: .destructive) { _ in }
                    alert.addAction(signOutAction)
                }
            }
            final class WelcomeViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """
        #expect(Self.drafted(swift).filter { $0.hasPrefix("Home") } == ["Home ==present=> Settings"])
    }

    @Test("an @objc action is named by a bar button item a property builds, if the code shows that item; a qualified #selector names its type's method")
    func actionsOfPropertyItems() {
        // Mastodon's pattern: `lazy var favoriteItem = UIBarButtonItem(…, action: #selector(Profile…
        // .favoritePressed))`, installed in viewDidLoad; the report screens each build a cancel item,
        // and one of them never installs it.
        let swift = """
            final class ProfileViewController: UIViewController {
                private(set) lazy var favoriteItem = UIBarButtonItem(
                    image: nil, style: .plain, target: self, action: #selector(ProfileViewController.favoritePressed(_:)))
                lazy var tagsItem: UIBarButtonItem = {
                    UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(ProfileViewController.tagsPressed(_:)))
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItems = [favoriteItem, self.tagsItem]
                }
                @objc private func favoritePressed(_ sender: UIBarButtonItem) {
                    navigationController?.pushViewController(FavoritesViewController(), animated: true)
                }
                @objc private func tagsPressed(_ sender: UIBarButtonItem) {
                    navigationController?.pushViewController(TagsViewController(), animated: true)
                }
            }
            final class ReportViewController: UIViewController {
                lazy var cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(ReportViewController.cancelPressed(_:)))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = cancelItem
                }
                @objc private func cancelPressed(_ sender: UIBarButtonItem) { dismiss(animated: true) }
                func next() { navigationController?.pushViewController(RulesViewController(), animated: true) }
            }
            final class RulesViewController: UIViewController {
                lazy var cancelItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(RulesViewController.cancelPressed(_:)))
                @objc private func cancelPressed(_ sender: UIBarButtonItem) { dismiss(animated: true) }
            }
            final class FavoritesViewController: UIViewController {}
            final class TagsViewController: UIViewController {}
            """
        #expect(Self.drafted(swift).filter { $0.hasPrefix("Profile") || $0.hasPrefix("Rules") } == [
            "Profile ==push=> Favorites", "Profile ==push=> Tags",
        ])
        #expect(Self.drafted(swift).contains("Report ==dismiss=> "))
    }

    @Test("navigation in debug-only code is not what the app's users do")
    func debugOnly() {
        let swift = """
            final class HomeViewController: UIViewController {
                func shake() {
                    #if DEBUG
                    present(DebugMenuViewController(), animated: true)
                    #elseif os(iOS)
                    present(FeedbackViewController(), animated: true)
                    #endif
                }
            }
            final class DebugMenuViewController: UIViewController {}
            final class FeedbackViewController: UIViewController {}
            """
        #expect(Self.drafted(swift).filter { $0.hasPrefix("Home") } == ["Home ==present=> Feedback"])
    }

    @Test("tabs a coordinator keeps: built with a result builder of route values, stored as tuples, its property wrapper's storage set in init")
    func tabsACoordinatorKeeps() {
        // Swiftfin's pattern: `TabCoordinator { TabItem.home; TabItem.search }` keeps
        // `tabs().map { ($0, NavigationCoordinator()) }`, and the tab view shows `tab.item.content`.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { MainTabView() } } }
            struct TabItem: Hashable {
                let content: AnyView
                let id: String
                init(id: String, @ViewBuilder content: () -> some View) {
                    self.content = AnyView(content())
                    self.id = id
                }
                static var home: TabItem { TabItem(id: "home") { HomeView() } }
                static var search: TabItem { TabItem(id: "search") { SearchView() } }
                static var settings: TabItem { TabItem(id: "settings") { SettingsView() } }
            }
            final class TabCoordinator: ObservableObject {
                typealias TabData = (item: TabItem, coordinator: NavigationCoordinator)
                let tabs: [TabData]
                init(@ArrayBuilder<TabItem> tabs: () -> [TabItem]) {
                    let tabs = tabs()
                    self.tabs = tabs.map { tab in (tab, NavigationCoordinator()) }
                }
            }
            final class NavigationCoordinator: ObservableObject {
                @Published var path: [String] = []
            }
            struct MainTabView: View {
                @StateObject private var tabCoordinator: TabCoordinator
                init() {
                    _tabCoordinator = StateObject(wrappedValue: Self.defaultTabCoordinator)
                }
                private static var defaultTabCoordinator: TabCoordinator {
                    TabCoordinator {
                        TabItem.home
                        TabItem.search
                    }
                }
                var body: some View {
                    TabView {
                        ForEach(tabCoordinator.tabs, id: \\.item.id) { tab in
                            Tab(value: tab.item.id) {
                                NavigationStack { tab.item.content }
                            }
                        }
                    }
                }
            }
            struct HomeView: View {
                @State private var showsDetail = false
                var body: some View {
                    Button("Detail") { showsDetail = true }
                        .sheet(isPresented: $showsDetail) { DetailView() }
                }
            }
            struct SearchView: View { var body: some View { NavigationLink("Result") { DetailView() } } }
            struct SettingsView: View { var body: some View { Text("") } }
            struct DetailView: View { var body: some View { Text("") } }
            """
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let flow = Flow(parsing: FlowDraft(index: index, configuration: Configuration()).text, file: "draft.uiflow")
        let tabs = flow.screens.first { $0.name == "MainTab" }?.tabs.map(\.name)
        #expect(tabs == ["Home", "Search"])
        #expect(flow.screens.first { $0.name == "Home" }?.hasNavigation == true)
        #expect(Self.drafted(swift) == ["Home ==present=> Detail", "Search ==push=> Detail"])
    }

    @Test("a push a tab container's own code makes (a deep link onto the selected tab's stack) is no screen's transition")
    func pushByATabContainer() {
        // Swiftfin's pattern: the tab view handles a deep link by pushing onto the selected tab's
        // stack, over whatever that tab shows; the user acted on no screen.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { MainTabView() } } }
            final class TabRouter: ObservableObject {
                @Published var path: [String] = []
            }
            struct MainTabView: View {
                @StateObject private var home = TabRouter()
                @StateObject private var search = TabRouter()
                @State private var selected = 0
                var body: some View {
                    TabView(selection: $selected) {
                        NavigationStack(path: $home.path) {
                            HomeView().navigationDestination(for: String.self) { id in ItemView(id: id) }
                        }
                        NavigationStack(path: $search.path) {
                            SearchView().navigationDestination(for: String.self) { id in ItemView(id: id) }
                        }
                    }
                    .onOpenURL { url in
                        if selected == 0 { home.path.append(url.lastPathComponent) } else { search.path.append(url.lastPathComponent) }
                    }
                    .sheet(isPresented: .constant(false)) { AboutView() }
                }
            }
            struct HomeView: View { var body: some View { NavigationLink("Item") { ItemView(id: "1") } } }
            struct SearchView: View { var body: some View { Text("") } }
            struct AboutView: View { var body: some View { Text("") } }
            struct ItemView: View {
                let id: String
                var body: some View { Text(id) }
            }
            """
        // The home screen's own link stays; the deep link's push is neither the container's nor the
        // tabs'; the container's other kinds (its sheet) stay its own.
        #expect(Self.drafted(swift) == ["MainTab ==present=> About", "Home ==push=> Item"])
        let flow = """
            [Main tab]
            @type MainTabView
            @tabs Home, Search
            --
            ==present=> About
            [Home]
            @type HomeView
            --
            ==push=> Item(id: "1")
            [Search]
            @type SearchView
            [Item(id: String)]
            @type ItemView
            [About]
            @type AboutView
            """
        #expect(Self.lint(flow, swift) == [])
        // The same in UIKit: a tab bar controller that opens a notification's episode on the
        // selected tab's navigation controller.
        let uikit = """
            @UIApplicationMain final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainTabBarController()
                    return true
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: PodcastsViewController()), UINavigationController(rootViewController: ProfileViewController())]
                }
                func openEpisode() {
                    (selectedViewController as? UINavigationController)?.pushViewController(EpisodeViewController(), animated: true)
                }
            }
            final class PodcastsViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(episodeTapped), for: .touchUpInside)
                }
                @objc func episodeTapped() { navigationController?.pushViewController(EpisodeViewController(), animated: true) }
            }
            final class ProfileViewController: UIViewController {}
            final class EpisodeViewController: UIViewController {}
            """
        let drafted = Self.drafted(uikit)
        #expect(drafted.contains("Podcasts ==push=> Episode"), "\(drafted)")
        #expect(!drafted.contains { $0.hasPrefix("MainTabBar ==push=>") }, "\(drafted)")
    }

    @Test("`popToViewController(self)` in a screen's own code is the screens above it going back, not it; run as a pushed screen's delegate, that screen's back")
    func popToSelf() {
        // Loop's carb list pops back to itself when its pushed editor is cancelled; openfoodfacts'
        // editor pops back to itself from the delegate method its pushed picker calls.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                func openList() { navigationController?.pushViewController(ListViewController(), animated: true) }
            }
            protocol PickerDelegate: AnyObject { func didPick(_ value: String) }
            final class ListViewController: UIViewController, PickerDelegate {
                func edit() {
                    let editor = EditorViewController()
                    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(editCancelled))
                    navigationController?.pushViewController(editor, animated: true)
                }
                func pick() {
                    let picker = PickerViewController()
                    picker.delegate = self
                    navigationController?.pushViewController(picker, animated: true)
                }
                @objc func editCancelled() { navigationController?.popToViewController(self, animated: true) }
                func didPick(_ value: String) { navigationController?.popToViewController(self, animated: true) }
            }
            final class EditorViewController: UIViewController {}
            final class PickerViewController: UIViewController {
                weak var delegate: PickerDelegate?
                func choose() { delegate?.didPick("a") }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(!drafted.contains { $0.hasPrefix("List ==back=>") }, "\(drafted)")
        #expect(drafted.contains("Picker ==back=> "), "\(drafted)")
    }

    @Test("a library's hosting controller built with its root view presents that view, which navigates as its own screen")
    func libraryHostingController() {
        // Loop's pattern: LoopKitUI's `DismissibleHostingController`, not in the app's sources,
        // hosts the settings view the status screen presents; the settings' links are its own.
        let swift = """
            final class StatusViewController: UIViewController {
                func showSettings() {
                    let host = DismissibleHostingController(rootView: SettingsView().environmentObject(Preferences()), isModalInPresentation: false)
                    present(host, animated: true)
                }
            }
            struct SettingsView: View {
                var body: some View {
                    NavigationView { List { NavigationLink(destination: AlertsView()) { Text("Alerts") } } }
                }
            }
            struct AlertsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Settings ==push=> Alerts", "Status ==present=> Settings"])
        let flow = """
            [Status]
            @type StatusViewController
            --
            Tap "Settings"
            ==present=> Settings

            [Settings]
            @type SettingsView
            --
            Tap "Alerts"
            ==push=> Alerts

            [Alerts]
            @type AlertsView
            """
        #expect(Self.lint(flow, swift).isEmpty)
        // A type of the sources with such a name is what the sources say it is.
        let own = swift + "\nfinal class DismissibleHostingController: UIViewController { init(rootView: Any, isModalInPresentation: Bool) {} }\n"
        #expect(!Self.drafted(own).contains("Status ==present=> Settings"))
        // Built with `content:` (the bolus screen, in a navigation wrapper) it hosts it too.
        let content = swift.replacingOccurrences(
            of: "DismissibleHostingController(rootView: SettingsView().environmentObject(Preferences()), isModalInPresentation: false)",
            with: "UINavigationController(rootViewController: DismissibleHostingController(content: SettingsView()))")
        #expect(Self.drafted(content) == ["Settings ==push=> Alerts", "Status ==present=> Settings"])
    }

    @Test("an object a screen is built with is that screen's, wherever it is built: by its type, or by the constraint of the screen's generic parameter")
    func objectHandedToAScreen() {
        // Swiftfin's pattern: the tab view builds the feed's provider, whose sections navigate on the feed.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { RootView() } } }
            protocol FeedProvider { func sections() -> [AnyView] }
            struct HomeFeedProvider: FeedProvider {
                func sections() -> [AnyView] { [AnyView(LatestSection())] }
            }
            struct SettingsModel {
                func helpRow() -> some View { HelpRow() }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        FeedView(provider: HomeFeedProvider())
                        SettingsView(model: SettingsModel())
                    }
                }
            }
            struct FeedView<Provider: FeedProvider>: View {
                let provider: Provider
                var body: some View { NavigationStack { List { Text("") } } }
            }
            struct SettingsView: View {
                let model: SettingsModel
                var body: some View { NavigationStack { List { Text("") } } }
            }
            struct LatestSection: View {
                var body: some View { NavigationLink("Open") { DetailView() } }
            }
            struct HelpRow: View {
                var body: some View { NavigationLink("Help") { HelpView() } }
            }
            struct DetailView: View { var body: some View { Text("") } }
            struct HelpView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Feed ==push=> Detail", "Settings ==push=> Help"])
    }

    @Test("a type nested in a screen's helper is found where the helper names it, not another type's namesake; an object the screen and its parts are given is the screen's")
    func nestedPartsAndSharedProvider() {
        // Swiftfin's pattern: each header group of the item screen nests its own `Body`, which
        // shows the play button; the item's provider, given to the screen and to its header rows,
        // builds the "About" group whose card shows the overview.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { NavigationStack { ItemView(provider: ItemProvider()) } } } }
            struct AGroup { struct Body: View { var body: some View { Text("") } } }
            final class ItemProvider: ObservableObject {
                func groups() -> [AnyView] { [AnyView(AboutGroup())] }
            }
            struct ItemView: View {
                let provider: ItemProvider
                var body: some View { ScrollView { HeaderGroup(provider: provider).content() } }
            }
            extension ItemView {
                struct HeaderGroup {
                    let provider: ItemProvider
                    func content() -> Body { Body(provider: provider) }
                    struct Body: View {
                        let provider: ItemProvider
                        var body: some View { VStack { PlayButton(provider: provider); TitleRow(provider: provider) } }
                    }
                }
            }
            struct TitleRow: View {
                let provider: ItemProvider
                var body: some View { Text("") }
            }
            struct PlayButton: View {
                let provider: ItemProvider
                var body: some View { NavigationLink("Play") { PlayerView() } }
            }
            struct AboutGroup: View {
                var body: some View { NavigationLink("Overview") { OverviewView() } }
            }
            struct PlayerView: View { var body: some View { Text("") } }
            struct OverviewView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Item ==push=> Player", "Item ==push=> Overview"])
        // Given to parts of more screens than ``maximumTakers``, it is no one screen's.
        let shared = swift.replacingOccurrences(of: "Text(\"\") } }\nstruct OverviewView", with: "TitleRow(provider: ItemProvider()) } }\nstruct OverviewView")
            .replacingOccurrences(of: "struct OverviewView: View { var body: some View { Text(\"\") } }", with: "struct OverviewView: View { var body: some View { TitleRow(provider: ItemProvider()) } }")
        #expect(shared.components(separatedBy: "TitleRow(provider: ItemProvider())").count == 3)
        #expect(!Self.drafted(shared).contains("Item ==push=> Overview"))
    }

    @Test("a view the root switches to that switches between screens in turn is a wrapper too: what its screens do is theirs, not its")
    func nestedWrappers() {
        // Swiftfin's pattern: `RootView` shows an error or `UserSessionRootView`, which shows the
        // user picker when signed out and the tabs when signed in.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Stage { case error, ready }
            enum Session { case signedOut, signedIn }
            final class Model: ObservableObject { @Published var stage = Stage.ready; @Published var session = Session.signedOut }
            struct RootView: View {
                @StateObject var model = Model()
                @State var updating = false
                var body: some View {
                    ZStack {
                        switch model.stage {
                        case .error: ErrorView()
                        case .ready: SessionRootView(model: model)
                        }
                    }
                    .onOpenURL { _ in updating = true }
                    .sheet(isPresented: $updating) { UpdateView() }
                }
            }
            struct SessionRootView: View {
                @ObservedObject var model: Model
                var body: some View {
                    switch model.session {
                    case .signedOut: NavigationStack { SelectUserView() }
                    case .signedIn: TabsView()
                    }
                }
            }
            struct SelectUserView: View {
                @State var adding = false
                var body: some View { Button("Add server") { adding = true }.sheet(isPresented: $adding) { ServerView() } }
            }
            struct ErrorView: View { var body: some View { Text("") } }
            struct TabsView: View { var body: some View { Text("") } }
            struct ServerView: View { var body: some View { Text("") } }
            struct UpdateView: View { var body: some View { Text("") } }
            """
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let draft = FlowDraft(index: index, configuration: Configuration()).text
        // What the root presents, it presents over whichever screen shows, through both wrappers.
        #expect(
            Set(Self.drafted(swift)) == [
                "SelectUser ==present=> Server", "Error ==present=> Update", "SelectUser ==present=> Update", "Tabs ==present=> Update",
            ])
        #expect(!draft.contains("@type SessionRootView") && !draft.contains("@type RootView"), "\(draft)")
    }

    @Test("a presentation bound to an app-wide presenter's flag is made where the flag is raised, not by every screen the root shows")
    func sharedPresenterFlag() {
        // home-assistant-iOS's pattern: the root container presents Settings when
        // `AppSettingsPresenter.shared.isSheetPresented` is raised, which the web view's gesture
        // does through the presenter; onboarding, shown by the same root, never raises it.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { ContainerView() } } }
            final class SettingsPresenter: ObservableObject {
                static let shared = SettingsPresenter()
                @Published var isSheetPresented = false
                @Published var isPushPresented = false
                func presentSettings() { isSheetPresented = true }
            }
            struct ContainerView: View {
                @ObservedObject private var presenter = SettingsPresenter.shared
                @State var signedIn = false
                var body: some View {
                    NavigationStack {
                        Group {
                            if signedIn { WebView() } else { OnboardingView() }
                        }
                        .navigationDestination(isPresented: $presenter.isPushPresented) { SettingsView() }
                    }
                    .sheet(isPresented: $presenter.isSheetPresented) { SettingsView() }
                }
            }
            struct WebView: View {
                var body: some View {
                    Button("Settings") { SettingsPresenter.shared.presentSettings() }
                    Button("Config") { SettingsPresenter.shared.isPushPresented = true }
                }
            }
            struct OnboardingView: View { var body: some View { Text("") } }
            struct SettingsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Web ==present=> Settings", "Web ==push=> Settings"])
    }

    @Test("a closure stored in another object's property runs where that object calls it, for the screen that calls it")
    func storedClosure() {
        // home-assistant-iOS's pattern: the root container gives its coordinator the closure that
        // shows Settings; the web view asks the coordinator, and only it does.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { ContainerView() } } }
            final class AppCoordinator: ObservableObject {
                var onShowSettings: (() -> Void)?
                func showSettings() { onShowSettings?() }
            }
            final class SettingsPresenter: ObservableObject {
                static let shared = SettingsPresenter()
                @Published var isSheetPresented = false
            }
            struct ContainerView: View {
                @StateObject private var coordinator = AppCoordinator()
                @ObservedObject private var presenter = SettingsPresenter.shared
                @State var signedIn = false
                var body: some View {
                    Group {
                        if signedIn { WebView(coordinator: coordinator) } else { OnboardingView() }
                    }
                    .sheet(isPresented: $presenter.isSheetPresented) { SettingsView() }
                    .onAppear { coordinator.onShowSettings = { SettingsPresenter.shared.isSheetPresented = true } }
                }
            }
            struct WebView: View {
                let coordinator: AppCoordinator
                var body: some View { Button("Settings") { coordinator.showSettings() } }
            }
            struct OnboardingView: View { var body: some View { Text("") } }
            struct SettingsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Web ==present=> Settings"])
    }

    @Test("a tab's empty navigation controller held in a property holds what the tab bar's code later makes its first view controller")
    func tabStackFilledLater() throws {
        // woocommerce-ios's pattern: the tabs are empty stacks made with the tab bar, gathered into
        // an array one by one; once the store is known, a sink fills each with its root.
        let swift = """
            \(Self.appDelegate(root: "MainTabBarController()"))
            final class MainTabBarController: UITabBarController {
                private let dashboardNavigationController = UINavigationController()
                private let productsNavigationController = UINavigationController()
                private var cancellable: AnyCancellable?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = {
                        var controllers = [UIViewController]()
                        let tabs: [Tab] = [.dashboard, .products]
                        tabs.forEach { tab in controllers.insert(rootTabViewController(tab: tab), at: 0) }
                        return controllers
                    }()
                    cancellable = stores.siteID.sink { [weak self] siteID in self?.updateViewControllers(siteID: siteID) }
                }
                private func updateViewControllers(siteID: Int64?) {
                    let dashboardViewController = createDashboardViewController()
                    dashboardNavigationController.viewControllers = [dashboardViewController]
                    productsNavigationController.setViewControllers([ProductsViewController()], animated: false)
                }
                private func createDashboardViewController() -> UIViewController { DashboardViewController() }
                private func rootTabViewController(tab: Tab) -> UIViewController {
                    switch tab {
                    case .dashboard: return dashboardNavigationController
                    case .products: return productsNavigationController
                    }
                }
            }
            enum Tab { case dashboard, products }
            final class DashboardViewController: UIViewController {
                func openStats() { navigationController?.pushViewController(StatsViewController(), animated: true) }
            }
            final class ProductsViewController: UIViewController {}
            final class StatsViewController: UIViewController {}
            """
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let draft = FlowDraft(index: index, configuration: Configuration()).text
        let tabs = try #require(draft.split(separator: "\n").first { $0.hasPrefix("@tabs") })
        #expect(tabs.contains("Dashboard") && tabs.contains("Products"), "\(draft)")
        #expect(Self.drafted(swift).contains("Dashboard ==push=> Stats"), "\(draft)")
        #expect(draft.contains("[Dashboard]\n@type DashboardViewController\n@navigation"), "\(draft)")
    }

    @Test("a navigation controller subclass that sets its own first view controller as it is built holds it: presenting it presents that screen")
    func stackSettingItsOwnRoot() {
        // woocommerce-ios's pattern: the survey's navigation controller calls `setViewControllers`
        // on itself from its initializer; the screens that present it were drafted as replacing
        // themselves with the survey.
        let swift = """
            final class SurveyNavigationController: UINavigationController {
                init(survey: String) {
                    super.init(nibName: nil, bundle: nil)
                    startSurvey()
                }
                private func startSurvey() {
                    let surveyViewController = makeSurvey()
                    setViewControllers([surveyViewController], animated: false)
                }
                private func makeSurvey() -> UIViewController { SurveyViewController() }
            }
            final class SettingsViewController: UIViewController {
                func feedback() { present(SurveyNavigationController(survey: "app"), animated: true) }
            }
            final class SurveyViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Settings ==present=> Survey"), "\(drafted)")
        #expect(!drafted.contains { $0.contains("==replace=>") }, "\(drafted)")
    }

    @Test("an object screens read from the environment is given to them: one that many screens read is no single screen's")
    func environmentObjectTakers() {
        // duckduckgo-iOS's pattern: the settings model is every settings page's environment object,
        // and one page's initializer takes it too; the model's own navigation is not that page's.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { RootSettingsView().environmentObject(SettingsModel()) } } }
            final class SettingsModel: ObservableObject {
                weak var presenter: UIViewController?
                func openHelp() { presenter?.present(HelpViewController(), animated: true) }
            }
            struct RootSettingsView: View {
                @EnvironmentObject var model: SettingsModel
                var body: some View {
                    NavigationStack {
                        NavigationLink("About") { AboutView() }
                        NavigationLink("Privacy") { PrivacyView() }
                        NavigationLink("Subscription") { SubscriptionView(model: model) }
                    }
                }
            }
            struct AboutView: View {
                @EnvironmentObject var model: SettingsModel
                var body: some View { Text("") }
            }
            struct PrivacyView: View {
                @EnvironmentObject var model: SettingsModel
                var body: some View { Text("") }
            }
            struct SubscriptionView: View {
                @ObservedObject var model: SettingsModel
                var body: some View { Text("") }
            }
            final class HelpViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("RootSettings ==push=> Subscription"), "\(drafted)")
        #expect(!drafted.contains("Subscription ==present=> Help"), "\(drafted)")
    }

    @Test("a sheet's item of a type that is no enum is shown where its own property is set, not where any property of that type is")
    func itemSheetBoundToItsProperty() {
        // woocommerce-ios's pattern: a campaign list shows a web sheet for `selectedCampaignURL`;
        // an image view on another screen keeps a `URL` of its own, which shows nothing.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            final class CampaignListModel: ObservableObject {
                @Published var selectedCampaignURL: URL?
                func open(_ url: URL) { selectedCampaignURL = url }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Campaigns") { CampaignListView() }
                        NavigationLink("Dashboard") { DashboardView() }
                    }
                }
            }
            struct CampaignListView: View {
                @StateObject var model = CampaignListModel()
                var body: some View {
                    Button("Open") { model.open(URL(string: "https://example.com")) }
                        .sheet(item: $model.selectedCampaignURL) { url in WebSheet(url: url) }
                }
            }
            struct DashboardView: View {
                var body: some View { RemoteImage(url: URL(string: "https://example.com/a.png")) }
            }
            struct RemoteImage: View {
                let url: URL
                init(url: URL) { self.url = url }
                var body: some View { Text("") }
            }
            struct WebSheet: View {
                let url: URL
                var body: some View { Text("") }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("CampaignList ==present=> WebSheet"), "\(drafted)")
        #expect(!drafted.contains("Dashboard ==present=> WebSheet"), "\(drafted)")
    }

    @Test("a hosting controller that is no screen acts for the view it hosts: its own dismiss closes that view, not the screens that build it")
    func hostingControllerActsForItsView() {
        // woocommerce-ios's pattern: the support form's hosting controller gives its view a closure
        // that pops or dismisses the controller, and several screens build and show it.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: ReviewsViewController())"))
            final class SupportFormHostingController: UIHostingController<SupportForm> {
                init() {
                    super.init(rootView: SupportForm())
                    rootView.onDismiss = { [weak self] in self?.dismissView() }
                }
                func show(from controller: UIViewController) {
                    if let navController = controller.navigationController {
                        return navController.pushViewController(self, animated: true)
                    }
                    controller.present(UINavigationController(rootViewController: self), animated: true)
                }
                func dismissView() {
                    if let navigationController, navigationController.viewControllers.count > 1 {
                        navigationController.popViewController(animated: true)
                    } else {
                        dismiss(animated: true)
                    }
                }
            }
            struct SupportForm: View {
                var onDismiss: () -> Void = {}
                var body: some View { Button("Done") { onDismiss() } }
            }
            final class ReviewsViewController: UIViewController {
                func help() { SupportFormHostingController().show(from: self) }
                func settings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
                func onboarding() { present(UIHostingController(rootView: StoreOnboardingView()), animated: true) }
            }
            final class SettingsViewController: UIViewController {
                func help() { SupportFormHostingController().show(from: self) }
            }
            struct StoreOnboardingView: View {
                @State private var showingSupport = false
                var body: some View {
                    Button("Help") { showingSupport = true }
                        .sheet(isPresented: $showingSupport) { SupportForm() }
                }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("SupportForm ==dismiss=> "), "\(drafted)")
        // Settings and Reviews build the controller; closing it is not their back or dismiss.
        #expect(!drafted.contains { ($0.hasPrefix("Reviews ==") || $0.hasPrefix("Settings ==")) && ($0.contains("==back=>") || $0.contains("==dismiss=>")) }, "\(drafted)")
    }

    @Test("a helper that shows a screen on a controller it holds and then closes that controller closes what it showed")
    func helperClosesWhatItShows() {
        // woocommerce-ios's close-account helper: it holds the settings screen as
        // `sourceViewController`, presents a progress overlay on it, and dismisses it when done.
        // GitHawk's comment section: it builds the editor, presents it on its view controller, and
        // dismisses that controller from the editor's delegate callback, which closes the editor.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: MenuViewController())"))
            final class MenuViewController: UIViewController {
                func settings() { present(UINavigationController(rootViewController: SettingsViewController()), animated: true) }
            }
            final class CloseAccountCoordinator {
                private let sourceViewController: UIViewController
                init(sourceViewController: UIViewController) { self.sourceViewController = sourceViewController }
                func start() {
                    sourceViewController.present(InProgressViewController(), animated: true)
                }
                func finish() {
                    sourceViewController.dismiss(animated: true)
                }
            }
            final class CommentSection: EditCommentDelegate {
                weak var viewController: UIViewController?
                func edit() {
                    let editor = EditCommentViewController()
                    editor.delegate = self
                    viewController?.present(UINavigationController(rootViewController: editor), animated: true)
                }
                func didFinishEditing() {
                    viewController?.dismiss(animated: true)
                }
            }
            protocol EditCommentDelegate: AnyObject { func didFinishEditing() }
            final class SettingsViewController: UIViewController {
                let section = CommentSection()
                func closeAccount() {
                    let coordinator = CloseAccountCoordinator(sourceViewController: self)
                    coordinator.start()
                    coordinator.finish()
                }
                func comment() { section.edit() }
            }
            final class InProgressViewController: UIViewController {}
            final class EditCommentViewController: UIViewController {
                weak var delegate: EditCommentDelegate?
                func save() { delegate?.didFinishEditing() }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Settings ==present=> InProgress"), "\(drafted)")
        #expect(!drafted.contains { $0.hasPrefix("Settings ==dismiss=>") }, "\(drafted)")
        #expect(drafted.contains("EditComment ==dismiss=> "), "\(drafted)")
    }

    @Test("a part's return closes the sheet its builder presents it in, not the builder: `.sheet { webView(…) }` around a view that dismisses")
    func partInSheetClosesTheSheet() {
        // woocommerce-ios's inbox: each row presents a web view in a sheet, built by a method of
        // the row that only the sheet's content calls; the web view dismisses its presentation
        // when its binding turns false. That closes the sheet, not the inbox pushed under it.
        // The same web view built in place by another screen closes that screen.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            struct HomeView: View {
                var body: some View {
                    NavigationLink("Inbox") { InboxView() }
                    NavigationLink("Help") { HelpView() }
                }
            }
            struct InboxView: View {
                var body: some View { List { NoteRow() } }
            }
            struct NoteRow: View {
                @State private var tapped: URL?
                var body: some View {
                    Button("Open") { tapped = URL(string: "https://example.com") }
                        .sheet(item: $tapped) { url in webView(url: url) }
                }
                func webView(url: URL) -> some View {
                    NavigationStack { ClosingWebView(isPresented: .constant(tapped != nil)) }
                }
            }
            struct HelpView: View {
                var body: some View { ClosingWebView(isPresented: .constant(true)) }
            }
            struct ClosingWebView: UIViewControllerRepresentable {
                @Environment(\\.presentationMode) var presentation
                @Binding var isPresented: Bool {
                    didSet { if !isPresented { presentation.wrappedValue.dismiss() } }
                }
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """
        let drafted = Self.drafted(swift)
        #expect(!drafted.contains { $0.hasPrefix("Inbox ==back=>") || $0.hasPrefix("Inbox ==dismiss=>") }, "\(drafted)")
        #expect(drafted.contains { $0.hasPrefix("Help ==back=>") }, "\(drafted)")
    }

    @Test("closures an object is built with run where the screen it is given to runs them: a view model's `onDeletion` pops that screen")
    func closuresOfAModelGivenToAScreen() {
        // woocommerce-ios's coupons: the list builds the details' view model with an
        // `onDeletion` closure that pops, then pushes the details built with that model. The pop
        // closes the details (the user deleted the coupon there), not the list.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                func openCoupons() { navigationController?.pushViewController(CouponListViewController(), animated: true) }
            }
            final class CouponDetailsModel {
                let onDeletion: () -> Void
                init(onDeletion: @escaping () -> Void) { self.onDeletion = onDeletion }
            }
            final class CouponListViewController: UIViewController {
                func showDetails() {
                    let model = CouponDetailsModel(onDeletion: { [weak self] in
                        self?.navigationController?.popViewController(animated: true)
                    })
                    let details = CouponDetailsViewController(model: model)
                    navigationController?.pushViewController(details, animated: true)
                }
            }
            final class CouponDetailsViewController: UIViewController {
                let model: CouponDetailsModel
                init(model: CouponDetailsModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                func deleteCoupon() { model.onDeletion() }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("CouponDetails ==back=> "), "\(drafted)")
        #expect(!drafted.contains("CouponList ==back=> "), "\(drafted)")
    }

    @Test("a closure given to a method of a screen just built that keeps it (`report.setDismissAction { … }`) runs on that screen; a `completion` the method runs does not")
    func closureKeptByAScreensMethod() {
        // woocommerce-ios's help screen builds the status report, gives it a dismiss action that
        // pops, and pushes it: the pop closes the report. NetNewsWire's coordinator hides the
        // timeline's search with a completion that presents: that runs right away, for the
        // code's own screen, not when the user acts on the timeline.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                func openHelp() { navigationController?.pushViewController(HelpViewController(), animated: true) }
                func openTimeline() { navigationController?.pushViewController(TimelineViewController(), animated: true) }
                func addFeed() {
                    let timeline = TimelineViewController()
                    timeline.hideSearch {
                        self.present(AddFeedViewController(), animated: true)
                    }
                }
            }
            final class HelpViewController: UIViewController {
                func openReport() {
                    let report = ReportViewController()
                    report.setDismissAction { [weak self] in
                        self?.navigationController?.popViewController(animated: true)
                    }
                    navigationController?.pushViewController(report, animated: true)
                }
            }
            final class ReportViewController: UIViewController {
                private var dismissAction: (() -> Void)?
                func setDismissAction(_ action: @escaping () -> Void) { dismissAction = action }
                func doneTapped() { dismissAction?() }
            }
            final class TimelineViewController: UIViewController {
                func hideSearch(completion: @escaping () -> Void) { completion() }
            }
            final class AddFeedViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Report ==back=> "), "\(drafted)")
        #expect(!drafted.contains("Help ==back=> "), "\(drafted)")
        #expect(drafted.contains("Home ==present=> AddFeed"), "\(drafted)")
        #expect(!drafted.contains("Timeline ==present=> AddFeed"), "\(drafted)")
    }

    @Test("a closure stored in a property of a screen just built (`form.onSave = { … }`) runs on that screen, not in the code that stores it")
    func closureStoredOnAScreenJustBuilt() {
        // woocommerce-ios's order details build the print screen, set its `onAction` to a closure
        // that shows the paper sizes and presents the progress, and push it: those are the print
        // screen's moves. The label form's `onSave` pops back to what pushed it.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: OrderViewController())"))
            final class OrderViewController: UIViewController {
                func printLabel() {
                    let printScreen = PrintViewController()
                    printScreen.onAction = { [weak self] in
                        self?.navigationController?.pushViewController(PaperSizeViewController(), animated: true)
                    }
                    navigationController?.pushViewController(printScreen, animated: true)
                }
                func openForm() {
                    let form = LabelFormViewController()
                    form.onSave = { [weak self] in
                        self?.navigationController?.popViewController(animated: true)
                    }
                    navigationController?.pushViewController(form, animated: true)
                }
            }
            final class PrintViewController: UIViewController {
                var onAction: (() -> Void)?
            }
            final class LabelFormViewController: UIViewController {
                var onSave: (() -> Void)?
            }
            final class PaperSizeViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Print ==push=> PaperSize"), "\(drafted)")
        #expect(!drafted.contains("Order ==push=> PaperSize"), "\(drafted)")
        #expect(drafted.contains("LabelForm ==back=> "), "\(drafted)")
    }

    @Test("a return on a screen a function is given (`onboarding.navigationController?.pop…`) closes that screen; one on a stack a property holds closes what is on top")
    func returnOnAGivenScreen() {
        // woocommerce-ios's onboarding presenter shows the onboarding screen from the orders
        // screen and, once payments are ready, hides it: it pops it when it is in a stack, else
        // has its presenter dismiss it. NetNewsWire's coordinator pops the stack of the feed it
        // holds in a property, which closes the screen on top, not the feed.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                func openOrders() { navigationController?.pushViewController(OrdersViewController(), animated: true) }
            }
            final class OnboardingPresenter {
                func showOnboarding(from viewController: UIViewController) {
                    let onboarding = OnboardingViewController()
                    viewController.show(onboarding, sender: viewController)
                    hideOnboarding(onboarding)
                }
                private func hideOnboarding(_ onboarding: UIViewController) {
                    if let navigationController = onboarding.navigationController {
                        navigationController.popViewController(animated: true)
                    } else if let presentingViewController = onboarding.presentingViewController {
                        presentingViewController.dismiss(animated: true)
                    }
                }
            }
            final class OrdersViewController: UIViewController {
                let presenter = OnboardingPresenter()
                func collectPayment() { presenter.showOnboarding(from: self) }
                func openFeed() { navigationController?.pushViewController(FeedViewController(), animated: true) }
            }
            final class OnboardingViewController: UIViewController {}
            final class Coordinator {
                var feed: FeedViewController?
                func revealFeed() {
                    guard let navController = feed?.navigationController else { return }
                    navController.popToRootViewController(animated: true)
                }
            }
            final class FeedViewController: UIViewController {
                let coordinator = Coordinator()
                func openArticle() { navigationController?.pushViewController(ArticleViewController(coordinator: coordinator), animated: true) }
            }
            final class ArticleViewController: UIViewController {
                let coordinator: Coordinator
                init(coordinator: Coordinator) { self.coordinator = coordinator; super.init(nibName: nil, bundle: nil) }
                func backTapped() { coordinator.revealFeed() }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Onboarding ==back=> "), "\(drafted)")
        #expect(drafted.contains("Onboarding ==dismiss=> "), "\(drafted)")
        #expect(!drafted.contains { $0.hasPrefix("Orders ==back=>") || $0.hasPrefix("Orders ==dismiss=>") }, "\(drafted)")
        #expect(drafted.contains("Article ==back=> "), "\(drafted)")
        #expect(!drafted.contains("Feed ==back=> "), "\(drafted)")
    }

    @Test("a helper's dismiss of what it presented (a progress modal, an alert it holds, a web view over the stack it was given) is not the return of the screen that asked")
    func helperClosesWhatItPresented() {
        // woocommerce-ios: a variations presenter given the screen dismisses
        // `base.presentedViewController as? InProgressViewController`; an options presenter shows
        // a bottom sheet from the screen and dismisses the screen's presented sheet; a card-reader
        // alerts presenter dismisses the several-readers modal it built and holds; the Google Ads
        // coordinator's cancel action dismisses the web view it presented on the stack it was
        // given. openfoodfacts-ios's camera helper does the same with its image picker. A
        // coordinator that pushes its own flow on the stack it presented still closes that flow.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                func openAttributes() { present(UINavigationController(rootViewController: AttributesViewController()), animated: true) }
                func openHub() { present(UINavigationController(rootViewController: HubViewController()), animated: true) }
                func startSignUp() { SignUpCoordinator(presenter: self).start() }
            }
            final class AttributesViewController: UIViewController {
                let viewModel = AttributesViewModel()
                func generate() {
                    let presenter = VariationsPresenter(baseViewController: self)
                    viewModel.generateAll { done in presenter.handle(done: done) }
                }
                func chooseOption() { OptionsPresenter(baseViewController: self).presentOptions() }
                func connectReader() { ReaderAlertsPresenter(rootViewController: self).foundSeveral() }
            }
            final class AttributesViewModel {
                func generateAll(onState: @escaping (Bool) -> Void) { onState(true) }
            }
            final class VariationsPresenter {
                private let baseViewController: UIViewController
                init(baseViewController: UIViewController) { self.baseViewController = baseViewController }
                func handle(done: Bool) {
                    if done { dismissIndicator() } else { baseViewController.present(ProgressViewController(), animated: true) }
                }
                private func dismissIndicator() {
                    if let progress = baseViewController.presentedViewController as? ProgressViewController {
                        progress.dismiss(animated: true)
                    }
                }
            }
            final class OptionsPresenter {
                private let baseViewController: UIViewController
                init(baseViewController: UIViewController) { self.baseViewController = baseViewController }
                func presentOptions() {
                    let sheet = BottomSheetPresenter(command: { [baseViewController] in baseViewController.dismiss(animated: true) })
                    sheet.show(from: baseViewController)
                }
            }
            final class BottomSheetPresenter {
                let command: () -> Void
                init(command: @escaping () -> Void) { self.command = command }
                func show(from viewController: UIViewController) { command() }
            }
            final class ReaderAlertsPresenter {
                private let rootViewController: UIViewController
                private var severalFoundController: SeveralReadersViewController?
                init(rootViewController: UIViewController) { self.rootViewController = rootViewController }
                func foundSeveral() {
                    let controller = SeveralReadersViewController()
                    severalFoundController = controller
                    rootViewController.present(controller, animated: true)
                    dismissSeveral()
                }
                func dismissSeveral() { severalFoundController?.dismiss(animated: true) }
            }
            final class HubViewController: UIViewController {
                private var coordinator: AdsCoordinator?
                func startAds() {
                    guard let navigationController else { return }
                    let coordinator = AdsCoordinator(navigationController: navigationController)
                    coordinator.start()
                    self.coordinator = coordinator
                }
            }
            final class AdsCoordinator: NSObject {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let controller = WebViewController()
                    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
                    navigationController.present(UINavigationController(rootViewController: controller), animated: true)
                }
                @objc func cancelTapped() { navigationController.dismiss(animated: true) }
            }
            final class SignUpCoordinator {
                weak var navigationController: UINavigationController?
                let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                func start() {
                    let email = EmailViewController(onNext: { [weak self] in self?.showPassword() }, onCancel: { [weak self] in self?.dismiss() })
                    let navigationController = UINavigationController(rootViewController: email)
                    self.navigationController = navigationController
                    presenter.present(navigationController, animated: true)
                }
                func showPassword() {
                    navigationController?.pushViewController(PasswordViewController(onCancel: { [weak self] in self?.dismiss() }), animated: true)
                }
                func dismiss() { navigationController?.dismiss(animated: true) }
            }
            final class EmailViewController: UIViewController {
                let onNext: () -> Void
                let onCancel: () -> Void
                init(onNext: @escaping () -> Void, onCancel: @escaping () -> Void) { self.onNext = onNext; self.onCancel = onCancel; super.init(nibName: nil, bundle: nil) }
                func nextTapped() { onNext() }
                func cancelTapped() { onCancel() }
            }
            final class PasswordViewController: UIViewController {
                let onCancel: () -> Void
                init(onCancel: @escaping () -> Void) { self.onCancel = onCancel; super.init(nibName: nil, bundle: nil) }
                func cancelTapped() { onCancel() }
            }
            final class ProgressViewController: UIViewController {}
            final class SeveralReadersViewController: UIViewController {}
            final class WebViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(!drafted.contains("Attributes ==dismiss=> "), "\(drafted)")
        #expect(!drafted.contains("Hub ==dismiss=> "), "\(drafted)")
        #expect(drafted.contains("SeveralReaders ==dismiss=> "), "\(drafted)")
        #expect(drafted.contains("Email ==dismiss=> "), "\(drafted)")
        #expect(drafted.contains("Password ==dismiss=> "), "\(drafted)")
        #expect(drafted.contains("Attributes ==present=> Progress"), "\(drafted)")
        #expect(drafted.contains("Hub ==present=> Web"), "\(drafted)")
    }

    @Test("a generic factory of the app that returns the type it is given (`instantiateViewController(ofClass: T.Type) -> T?`) builds that type")
    func genericFactoryGivenTheType() {
        // woocommerce-ios's settings screen shows its privacy and help screens through a storyboard
        // helper generic over the class; its body is a cast to `T`.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"))
            extension UIStoryboard {
                static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: .main) }
                func instantiateViewController<T: NSObject>(ofClass classType: T.Type) -> T? {
                    let identifier = String(describing: classType)
                    return instantiateViewController(withIdentifier: identifier) as? T
                }
            }
            enum Nib {
                static func load<Controller: UIViewController>(_ type: Controller.Type, bundle: Bundle = .main) -> Controller {
                    Controller(nibName: String(describing: type), bundle: bundle)
                }
                static func describe<T>(_ type: T.Type) -> String { String(describing: type) }
            }
            final class SettingsViewController: UIViewController {
                func privacyWasPressed() {
                    guard let viewController = UIStoryboard.settings.instantiateViewController(ofClass: PrivacySettingsViewController.self) else { return }
                    show(viewController, sender: self)
                }
                func supportWasPressed() {
                    navigationController?.pushViewController(Nib.load(HelpViewController.self), animated: true)
                }
                func aboutWasPressed() {
                    let title = Nib.describe(AboutViewController.self)
                    present(UIAlertController(title: title, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            final class PrivacySettingsViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Settings ==show=> PrivacySettings"), "\(drafted)")
        #expect(drafted.contains("Settings ==push=> Help"), "\(drafted)")
        #expect(!drafted.contains { $0.contains("About") }, "\(drafted)")
    }

    @Test("a storyboard helper of a package the sources leave out, given the class (`instantiateController(ofType: X.self)`), builds that class")
    func undeclaredStoryboardHelperGivenTheClass() {
        // NetNewsWire's settings push the add-account and inspector screens through RSCore's
        // `UIStoryboard.instantiateController(ofType:)`, in a module outside the app's sources.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: SettingsViewController())"))
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 {
                        let controller = UIStoryboard.settings.instantiateController(ofType: AddAccountViewController.self)
                        navigationController?.pushViewController(controller, animated: true)
                    } else {
                        let title = String(describing: AccountInspectorViewController.self)
                        navigationController?.pushViewController(UIStoryboard.settings.instantiateInitialViewController()!, animated: true)
                        print(title)
                    }
                }
            }
            final class AddAccountViewController: UITableViewController {}
            final class AccountInspectorViewController: UITableViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Settings ==push=> AddAccount"), "\(drafted)")
        #expect(!drafted.contains { $0.contains("AccountInspector") }, "\(drafted)")
    }

    @Test("a storyboard's navigation controller whose top controller the code casts to a class (`nav.topViewController as! SettingsViewController`) holds that class where it is shown")
    func storyboardNavigationRootReadByCast() {
        // NetNewsWire's scene coordinator instantiates the settings storyboard's initial navigation
        // controller, configures its top controller and presents it from the feeds screen.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: FeedsViewController())"))
            final class SceneCoordinator {
                let root: UIViewController
                init(root: UIViewController) { self.root = root }
                func showSettings(scrollToArticles: Bool = false) {
                    let settingsNavController = UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() as! UINavigationController
                    let settingsViewController = settingsNavController.topViewController as! SettingsViewController
                    settingsViewController.scrollToArticles = scrollToArticles
                    root.present(settingsNavController, animated: true)
                }
                func showInspector() {
                    let inspectorNavController = UIStoryboard(name: "Inspector", bundle: nil).instantiateInitialViewController() as! UINavigationController
                    let title = inspectorNavController.title as? String
                    root.present(inspectorNavController, animated: true)
                    print(title ?? "")
                }
            }
            final class FeedsViewController: UIViewController {
                lazy var coordinator = SceneCoordinator(root: self)
                func settingsTapped() { coordinator.showSettings() }
                func inspectorTapped() { coordinator.showInspector() }
            }
            final class SettingsViewController: UITableViewController {
                var scrollToArticles = false
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Feeds ==present=> Settings"), "\(drafted)")
        #expect(drafted.filter { $0.hasPrefix("Feeds ==present=>") } == ["Feeds ==present=> Settings"], "\(drafted)")
    }

    @Test("a value a `navigationDestination(for:)` maps is pushed when appended to a path (built in place with `.init`), not when a field of its type is set")
    func pathValueAppendedNotAssigned() {
        // kiwix-apple maps `UUID` to a file's detail screen; saving a file's metadata
        // (`zimFile.fileID = metadata.fileID`) was drafted as a push from every screen that
        // refreshes the library. mlem appends `.init(page: page)` to a path of frames.
        let swift = """
            @main struct LibraryApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            LibraryView().tabItem { Text("Library") }
                            SettingsView().tabItem { Text("Settings") }
                            LayerView().tabItem { Text("Feed") }
                        }
                    }
                }
            }
            struct Frame: Hashable { let page: Int }
            final class Layer: ObservableObject {
                @Published var path: [Frame] = []
                func push(_ page: Int) { path.append(.init(page: page)) }
            }
            final class ZimFile { var fileID: UUID = UUID() }
            enum LibraryOperations {
                static func configure(_ zimFile: ZimFile, with id: UUID) { zimFile.fileID = id }
            }
            struct LibraryView: View {
                @StateObject var layer = Layer()
                @State private var opened: [UUID] = []
                var body: some View {
                    NavigationStack(path: $opened) {
                        List {
                            Button("Open") { opened.append(UUID()) }
                            Button("Refresh") { LibraryOperations.configure(ZimFile(), with: UUID()) }
                        }
                        .navigationDestination(for: UUID.self) { id in FileDetailView(id: id) }
                    }
                }
            }
            struct SettingsView: View {
                var body: some View {
                    Button("Refresh now") { LibraryOperations.configure(ZimFile(), with: UUID()) }
                }
            }
            struct LayerView: View {
                @StateObject var layer = Layer()
                var body: some View {
                    NavigationStack(path: $layer.path) {
                        FeedView()
                            .navigationDestination(for: Frame.self) { frame in PageView(frame: frame) }
                    }
                    .environmentObject(layer)
                }
            }
            struct FeedView: View {
                @EnvironmentObject var layer: Layer
                var body: some View {
                    Button("Community") { layer.push(1) }
                }
            }
            struct FileDetailView: View {
                let id: UUID
                var body: some View { Text("Detail") }
            }
            struct PageView: View {
                let frame: Frame
                var body: some View { Text("Page") }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Library ==push=> FileDetail"), "\(drafted)")
        #expect(!drafted.contains { $0.hasPrefix("Settings ==push=>") }, "\(drafted)")
        #expect(drafted.filter { $0.hasSuffix("==push=> FileDetail") } == ["Library ==push=> FileDetail"], "\(drafted)")
        #expect(drafted.contains("Feed ==push=> Page"), "\(drafted)")
    }

    @Test("a subscription to a subject of an object the screen holds runs only if some code sends on it for that object")
    func subscriptionNothingSendsOn() {
        // mastodon-ios's server picker and login screen each hold an authentication view model and
        // subscribe to its `authenticated` subject, which only `authenticate(info:)` sends on; only
        // the login screen calls it, so only its subscription replaces the root.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: WelcomeViewController())"))
            import Combine
            final class SceneCoordinator {
                static let shared = SceneCoordinator()
                func setup() { UIApplication.shared.delegate?.window??.rootViewController = MainTabBarController() }
            }
            final class AuthenticationViewModel {
                let authenticated = PassthroughSubject<String, Never>()
                let isAuthenticating = CurrentValueSubject<Bool, Never>(false)
                func authenticate(info: String) { authenticated.send(info) }
            }
            final class WelcomeViewController: UIViewController {
                func signUp() { navigationController?.pushViewController(PickServerViewController(), animated: true) }
                func logIn() { navigationController?.pushViewController(LoginViewController(), animated: true) }
            }
            final class PickServerViewController: UIViewController {
                private(set) lazy var authenticationViewModel = AuthenticationViewModel()
                var disposeBag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    authenticationViewModel.authenticated
                        .receive(on: DispatchQueue.main)
                        .sink { _ in SceneCoordinator.shared.setup() }
                        .store(in: &disposeBag)
                }
                func next() {
                    authenticationViewModel.isAuthenticating.send(true)
                    navigationController?.pushViewController(RulesViewController(), animated: true)
                }
            }
            final class LoginViewController: UIViewController {
                private(set) lazy var authenticationViewModel = AuthenticationViewModel()
                var disposeBag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    authenticationViewModel.authenticated
                        .sink { _ in SceneCoordinator.shared.setup() }
                        .store(in: &disposeBag)
                }
                func login() { authenticationViewModel.authenticate(info: "server") }
            }
            final class SessionModel {
                let loggedIn = PassthroughSubject<Void, Never>()
                func restore() { loggedIn.send(()) }
            }
            final class SessionViewController: UIViewController {
                let model = SessionModel()
                var disposeBag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model.loggedIn.sink { SceneCoordinator.shared.setup() }.store(in: &disposeBag)
                }
                func skip() { model.loggedIn.send(()) }
            }
            final class RulesViewController: UIViewController {
                func session() { navigationController?.pushViewController(SessionViewController(), animated: true) }
            }
            final class MainTabBarController: UITabBarController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Login ==replace=> MainTabBarController"), "\(drafted)")
        #expect(drafted.contains("Session ==replace=> MainTabBarController"), "\(drafted)")
        #expect(!drafted.contains("PickServer ==replace=> MainTabBarController"), "\(drafted)")
        #expect(drafted.contains("PickServer ==push=> Rules"), "\(drafted)")
    }

    @Test("closures a coordinator's stored property hands to a screen as it is built run on that screen, when the property is used")
    func closuresOfAScreenBuiltInAPropertyInitialValue() {
        // cwa-app-ios's tab coordinators build their overview screens in lazy properties
        // (`private lazy var overviewScreen = { HealthCertificateOverviewViewController(…,
        // onInfoBarButtonItemTap: { self?.presentInfoScreen() }, …) }()`), shown as a tab's root;
        // only methods were read, so none of the overviews' transitions were found.
        let swift = """
            \(Self.appDelegate(root: "RootCoordinator().tabBarController"))
            final class RootCoordinator {
                let tabBarController = UITabBarController()
                private let certificates = CertificatesTabCoordinator()
                init() { tabBarController.setViewControllers([certificates.viewController], animated: false) }
            }
            final class CertificatesTabCoordinator {
                lazy var viewController: UINavigationController = {
                    let navigation = UINavigationController(rootViewController: overviewScreen)
                    return navigation
                }()
                private lazy var overviewScreen: OverviewViewController = {
                    return OverviewViewController(
                        onInfoTap: { [weak self] in self?.presentInfo() },
                        onPersonTap: { [weak self] person in self?.showPerson(person) }
                    )
                }()
                private lazy var unusedScreen = OverviewViewController(onInfoTap: { [weak self] in self?.presentHelp() }, onPersonTap: { _ in })
                private func presentInfo() { viewController.present(InfoViewController(), animated: true) }
                private func presentHelp() { viewController.present(HelpViewController(), animated: true) }
                private func showPerson(_ person: String) {
                    viewController.present(UINavigationController(rootViewController: PersonViewController(person: person)), animated: true)
                }
            }
            final class OverviewViewController: UIViewController {
                init(onInfoTap: @escaping () -> Void, onPersonTap: @escaping (String) -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            final class InfoViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class PersonViewController: UIViewController { init(person: String) { super.init(nibName: nil, bundle: nil) } }
            """
        // A property nothing uses (`unusedScreen`) is never built: no help.
        #expect(Self.drafted(swift) == ["Overview ==present=> Info", "Overview ==present=> Person"])
    }

    @Test("a navigation controller a property holds, built with a placeholder root, holds what the code later makes its first view controller")
    func stackWithAPlaceholderRoot() {
        // cwa-app-ios's certified-person coordinator builds `DismissHandlingNavigationController(
        // rootViewController: UIViewController())` in its initializer, then sets `viewControllers =
        // [person]` and presents it: the stack was read as holding the placeholder.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: OverviewViewController())"))
            final class OverviewViewController: UIViewController {
                private var personCoordinator: PersonCoordinator?
                @objc func personTapped() {
                    personCoordinator = PersonCoordinator(parentViewController: self)
                    personCoordinator?.showPerson("a")
                }
            }
            final class DismissHandlingNavigationController: UINavigationController {}
            final class PersonCoordinator {
                let navigationController: DismissHandlingNavigationController
                private weak var parentViewController: UIViewController?
                init(parentViewController: UIViewController) {
                    self.parentViewController = parentViewController
                    self.navigationController = DismissHandlingNavigationController(rootViewController: UIViewController())
                }
                func showPerson(_ person: String) {
                    let controller = personViewController(person)
                    navigationController.viewControllers = [controller]
                    parentViewController?.present(navigationController, animated: true)
                }
                private func personViewController(_ person: String) -> PersonViewController {
                    PersonViewController(person: person, dismiss: { [weak self] in self?.navigationController.dismiss(animated: true) })
                }
            }
            final class PersonViewController: UIViewController {
                init(person: String, dismiss: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            """
        #expect(Self.drafted(swift) == ["Overview ==present=> Person", "Person ==dismiss=> "])
    }

    @Test("a container of the app that shows two view controllers together is one screen, its first one's; what the other does is done there")
    func containerOfTwoIsItsFirst() {
        // cwa-app-ios puts most of its screens in `TopBottomContainerViewController(topController:
        // content, bottomController: FooterViewController(…))`: the footer was drafted as a
        // screen pushed or presented with each of them (seven of its wrong transitions), and the
        // error report's buttons, closures given to its bottom half, as the bottom's.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: InformationViewController())"))
            final class TopBottomContainerViewController<TopViewController: UIViewController, BottomViewController: UIViewController>: UIViewController {
                init(topController: TopViewController, bottomController: BottomViewController) { super.init(nibName: nil, bundle: nil) }
            }
            final class FooterViewController: UIViewController {}
            final class InformationViewController: UIViewController {
                @IBAction func reportTapped() {
                    let bottom = ReportButtonsViewController(onSend: { [weak self] in
                        self?.navigationController?.pushViewController(SendViewController(), animated: true)
                    })
                    let container = TopBottomContainerViewController(topController: ReportViewController(), bottomController: bottom)
                    navigationController?.pushViewController(container, animated: true)
                }
                @IBAction func helpTapped() {
                    present(TopBottomContainerViewController(topController: HelpViewController(), bottomController: FooterViewController()), animated: true)
                }
            }
            final class ReportViewController: UIViewController {}
            final class ReportButtonsViewController: UIViewController {
                init(onSend: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            final class SendViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Information ==push=> Report", "Information ==present=> Help", "Report ==push=> Send"])
    }

    @Test("an overload that takes a value of the standard library is not the one a screen is given to")
    func overloadTakingAStandardValueIsNotCalledWithAScreen() {
        // cwa-app-ios's submission coordinator has `start(with: Result<…>)` beside `start(with:
        // UIViewController)`; a screen in a container given to `start(with:)` ran both.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class NavigationContainer<Content: UIViewController>: UIViewController {
                init(content: Content) { super.init(nibName: nil, bundle: nil) }
            }
            final class HomeViewController: UIViewController {
                lazy var coordinator = SubmissionCoordinator(parent: self)
                @IBAction func openTapped() {
                    navigationController?.pushViewController(IntroViewController(onRestore: { [weak self] in self?.coordinator.restore() }), animated: true)
                }
            }
            final class SubmissionCoordinator {
                weak var parent: UIViewController?
                init(parent: UIViewController) { self.parent = parent }
                func restore() { start(with: NavigationContainer(content: OwnerViewController())) }
                private func start(with result: Result<String, Error>) {
                    parent?.present(ScannerViewController(), animated: true)
                }
                private func start(with initialViewController: UIViewController) {
                    parent?.present(initialViewController, animated: true)
                }
            }
            final class IntroViewController: UIViewController {
                init(onRestore: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            final class OwnerViewController: UIViewController {}
            final class ScannerViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Intro ==present=> Owner"), "\(drafted)")
        #expect(!drafted.contains("Intro ==present=> Scanner"), "\(drafted)")
    }

    @Test("a nested function is a local closure: a call of it gives what it returns, and its return is not the outer function's")
    func nestedFunctionIsALocalClosure() {
        // cwa-app-ios's coordinator presents `self?.alert(error, …) ?? defaultAlert(error)`, where
        // `defaultAlert` is a function nested in the one that presents: a call of a name that is
        // no function of the app was read as a modifier of `self`, so the alert was taken for the
        // coordinator, and the screens it starts on were drafted as presented from the screens
        // that register a test. A nested function's `return` was also read as its outer
        // function's: `makeList()` gave the placeholder too.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                lazy var coordinator = SubmissionCoordinator(parent: self)
                func startSubmission() { coordinator.start() }
                func openList() { navigationController?.pushViewController(makeList(), animated: true) }
                func makeList() -> UIViewController {
                    func placeholder() -> UIViewController { return EmptyViewController() }
                    let list = ListViewController(onEmpty: { [weak self] in self?.show(placeholder(), sender: nil) })
                    return list
                }
            }
            final class SubmissionCoordinator {
                weak var parent: UIViewController?
                var navigationController: UINavigationController?
                init(parent: UIViewController) { self.parent = parent }
                func start() {
                    let navigation = UINavigationController(rootViewController: IntroViewController(onRegister: { [weak self] in self?.register() }))
                    navigationController = navigation
                    parent?.present(navigation, animated: true)
                }
                private func register() {
                    func defaultAlert(_ message: String) -> UIAlertController {
                        UIAlertController(title: nil, message: message, preferredStyle: .alert)
                    }
                    let alert = customAlert() ?? defaultAlert("failed")
                    navigationController?.present(alert, animated: true)
                }
                private func customAlert() -> UIAlertController? { nil }
            }
            final class IntroViewController: UIViewController {
                let onRegister: () -> Void
                init(onRegister: @escaping () -> Void) { self.onRegister = onRegister; super.init(nibName: nil, bundle: nil) }
                @objc func registerTapped() { onRegister() }
            }
            final class ListViewController: UIViewController {
                let onEmpty: () -> Void
                init(onEmpty: @escaping () -> Void) { self.onEmpty = onEmpty; super.init(nibName: nil, bundle: nil) }
            }
            final class EmptyViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Intro", "Home ==push=> List", "List ==show=> Empty"])
    }

    @Test("a function given a literal nil does not run what it does only when that parameter holds a value: if let, != nil, guard let")
    func nilArgumentSkipsUnwrappingBranch() {
        // cwa-app-ios's submission coordinator: the intro's QR button calls `showQRScreen(
        // testRegistrationInformation: nil, …)`, whose `if let` branch (an overwrite notice, then
        // the test result) runs only for a test already scanned; with nil it presents the scanner.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            struct TestInfo {}
            final class HomeViewController: UIViewController {
                lazy var coordinator = SubmissionCoordinator(parent: self)
                func startSubmission() { coordinator.start() }
            }
            final class SubmissionCoordinator {
                weak var parent: UIViewController?
                var navigationController: UINavigationController?
                init(parent: UIViewController) { self.parent = parent }
                func start() {
                    let intro = IntroViewController(
                        onScan: { [weak self] in self?.showScanner(info: nil, name: nil) },
                        onHistory: { [weak self] in self?.showHistory() })
                    let navigation = UINavigationController(rootViewController: intro)
                    navigationController = navigation
                    parent?.present(navigation, animated: true)
                }
                private func showHistory() {
                    let history = HistoryViewController(onPick: { [weak self] info in self?.showScanner(info: info, name: nil) })
                    navigationController?.pushViewController(history, animated: true)
                }
                private func showScanner(info: TestInfo?, name: String?) {
                    if let info = info {
                        showNotice(info)
                    } else {
                        navigationController?.present(ScannerViewController(), animated: true)
                    }
                    if let name {
                        navigationController?.pushViewController(ProfileViewController(name: name), animated: true)
                    }
                    if info != nil, name == nil {
                        navigationController?.pushViewController(ResultViewController(), animated: true)
                    }
                    guard let info else { return }
                    navigationController?.pushViewController(DetailsViewController(info: info), animated: true)
                }
                private func showNotice(_ info: TestInfo) {
                    navigationController?.pushViewController(NoticeViewController(), animated: true)
                }
            }
            final class IntroViewController: UIViewController {
                let onScan: () -> Void
                let onHistory: () -> Void
                init(onScan: @escaping () -> Void, onHistory: @escaping () -> Void) {
                    self.onScan = onScan
                    self.onHistory = onHistory
                    super.init(nibName: nil, bundle: nil)
                }
                @objc func scanTapped() { onScan() }
                @objc func historyTapped() { onHistory() }
            }
            final class HistoryViewController: UIViewController {
                let onPick: (TestInfo) -> Void
                init(onPick: @escaping (TestInfo) -> Void) { self.onPick = onPick; super.init(nibName: nil, bundle: nil) }
                func picked(_ info: TestInfo) { onPick(info) }
            }
            final class ScannerViewController: UIViewController {}
            final class NoticeViewController: UIViewController {}
            final class ResultViewController: UIViewController {}
            final class DetailsViewController: UIViewController {
                init(info: TestInfo) { super.init(nibName: nil, bundle: nil) }
            }
            final class ProfileViewController: UIViewController {
                init(name: String) { super.init(nibName: nil, bundle: nil) }
            }
            """
        // The intro's call gives nil: no notice, no result, no details (`if let info = info`,
        // `if info != nil`, what follows `guard let info`), only the scanner. The history's gives
        // a value: all of it runs, the `else` too (which value is not known). Neither call gives
        // a name (`if let name`): no profile from either.
        #expect(
            Self.drafted(swift) == [
                "Home ==present=> Intro", "Intro ==present=> Scanner", "Intro ==push=> History",
                "History ==push=> Notice", "History ==present=> Scanner", "History ==push=> Result", "History ==push=> Details",
            ])
    }

    @Test("an event fired with `nil` runs its handler with `.none`: a switch over what it carries takes that case")
    func eventCarryingNil() {
        // element-x-ios's room flow: after joining, the join screen's action fires
        // `.presentRoom(presentationAction: nil)`, and the state machine's handler shows the room
        // and then switches over the action; only a thread route (`.thread`) pushes the thread.
        // (The handler is followed for each event fired; an event fired again from inside its own
        // handler, as the room's closure is, is not.)
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            enum PresentationAction { case thread }
            enum RoomEvent {
                case presentRoom(presentationAction: PresentationAction?)
                case presentJoin
            }
            final class RoomFlowCoordinator {
                let navigationController: UINavigationController
                let stateMachine = RoomStateMachine()
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    stateMachine.addTransitionHandler { [weak self] context in
                        guard let self else { return }
                        switch (context.fromState, context.event) {
                        case (_, .presentRoom(let presentationAction)):
                            presentRoom(presentationAction: presentationAction)
                        case (_, .presentJoin):
                            presentJoin()
                        }
                    }
                }
                func presentJoin() {
                    let join = JoinRoomViewController(onJoined: { [weak self] in self?.stateMachine.tryEvent(.presentRoom(presentationAction: nil)) })
                    navigationController.pushViewController(join, animated: true)
                }
                private func presentRoom(presentationAction: PresentationAction?) {
                    let room = RoomViewController(onOpenThread: { [weak self] in self?.stateMachine.tryEvent(.presentRoom(presentationAction: .thread)) })
                    navigationController.pushViewController(room, animated: true)
                    switch presentationAction {
                    case .thread:
                        navigationController.pushViewController(ThreadViewController(), animated: true)
                    case .none:
                        break
                    }
                }
            }
            final class HomeViewController: UIViewController {
                lazy var coordinator = RoomFlowCoordinator(navigationController: navigationController!)
                func join() { coordinator.presentJoin() }
                func openThread() { coordinator.stateMachine.tryEvent(.presentRoom(presentationAction: .thread)) }
            }
            final class JoinRoomViewController: UIViewController {
                private let onJoined: () -> Void
                init(onJoined: @escaping () -> Void) {
                    self.onJoined = onJoined
                    super.init(nibName: nil, bundle: nil)
                }
                func joinTapped() { onJoined() }
            }
            final class RoomViewController: UIViewController {
                private let onOpenThread: () -> Void
                init(onOpenThread: @escaping () -> Void) {
                    self.onOpenThread = onOpenThread
                    super.init(nibName: nil, bundle: nil)
                }
                func threadTapped() { onOpenThread() }
            }
            final class ThreadViewController: UIViewController {}
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("JoinRoom ==push=> Room"), "\(drafted)")
        #expect(!drafted.contains("JoinRoom ==push=> Thread"), "\(drafted)")
        // A thread route still pushes the thread.
        #expect(drafted.contains("Home ==push=> Thread"), "\(drafted)")
    }

    @Test("a type built by its simple name where a type of that name is nested is the nested one")
    func nestedTypeBuilt() {
        let swift = """
            final class AccountViewController: UIViewController {
                final class Help: UIViewController {}
            }
            final class HomeViewController: UIViewController {
                func openHelp() { present(Help(), animated: true) }
                final class Help: UIViewController {
                    func openContact() { navigationController?.pushViewController(ContactViewController(), animated: true) }
                }
            }
            final class ContactViewController: UIViewController {}
            """
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let draft = FlowDraft(index: index, configuration: Configuration()).text
        #expect(draft.contains("@type HomeViewController.Help"), "\(draft)")
        #expect(!draft.contains("@type AccountViewController.Help"), "\(draft)")
    }

    @Test("a screen type that no code builds or names is dead code: its navigation is not drafted; one named by a factory or its metatype is kept")
    func deadScreens() {
        // Swiftfin's pattern: `CustomizeSettingsView` is declared, navigates, and is built nowhere.
        let swift = """
            @main struct DemoApp: App { var body: some Scene { WindowGroup { SettingsView() } } }
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Advanced") { AdvancedSettingsView() }
                    }
                }
            }
            struct AdvancedSettingsView: View { var body: some View { NavigationLink("Order") { OrderView() } } }
            struct OldAdvancedSettingsView: View { var body: some View { NavigationLink("Order") { OrderView() } } }
            final class LegacyViewController: UIViewController {
                func openHelp() { present(HelpViewController(), animated: true) }
                static func make() -> LegacyViewController { LegacyViewController() }
            }
            final class RegisteredViewController: UIViewController {
                func openHelp() { present(HelpViewController(), animated: true) }
            }
            final class Registry {
                let types: [UIViewController.Type] = [RegisteredViewController.self]
            }
            final class HelpViewController: UIViewController {}
            struct OrderView: View { var body: some View { Text("") } }
            """
        #expect(
            Self.drafted(swift) == [
                "Settings ==push=> AdvancedSettings", "AdvancedSettings ==push=> Order", "Legacy ==present=> Help",
                "Registered ==present=> Help",
            ])
        // Sources without the `@main` app (a package) may be built elsewhere: every screen counts.
        let package = swift.replacingOccurrences(of: "@main struct DemoApp", with: "struct DemoApp")
        #expect(Self.drafted(package).contains("OldAdvancedSettings ==push=> Order"))
    }

    @Test("a view that conforms to the app's protocol refining View (through another) is a SwiftUI view: a screen, pushed and navigating itself")
    func viewProtocols() {
        // Swiftfin's pattern: `struct MediaSourceInfoView: PlatformView`, `protocol PlatformView: View`.
        let swift = """
            protocol PlatformView: View {
                associatedtype iOSBody: View
                var iOSView: iOSBody { get }
            }
            extension PlatformView {
                var body: some View { iOSView }
            }
            protocol DetailPlatformView: PlatformView {}
            struct ItemView: View {
                var body: some View { NavigationLink("Media") { MediaSourceInfoView() } }
            }
            struct MediaSourceInfoView: DetailPlatformView {
                var iOSView: some View { NavigationLink("Stream") { MediaStreamInfoView() } }
            }
            struct MediaStreamInfoView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Item ==push=> MediaSourceInfo", "MediaSourceInfo ==push=> MediaStreamInfo"])
    }

    @Test("a closure kept in a local and handed to a screen as it is built runs when the user acts on that screen, as one written in the call does")
    func closureInALocalHandedToAScreen() {
        // duckduckgo-iOS's pattern: the debug menu keeps `let action = { self.showOnboardingIntro() }`
        // and hands it to the debug view it shows.
        let swift = """
            final class DebugViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let action = { [weak self] in
                        guard let self else { return }
                        self.present(IntroViewController(), animated: true)
                    }
                    let controller = UIHostingController(rootView: OnboardingDebugView(onStart: action))
                    show(controller, sender: nil)
                }
            }
            struct OnboardingDebugView: View {
                let onStart: () -> Void
                var body: some View { Button("Start", action: onStart) }
            }
            final class IntroViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Debug ==show=> OnboardingDebug", "OnboardingDebug ==present=> Intro"])
    }

    @Test("a closure handed to a factory method that builds a screen with it runs when the user acts on that screen")
    func closureHandedThroughAFactory() {
        // woocommerce-ios's survey: a navigation controller subclass builds its screens with a
        // factory (`factory.makeSurveyViewController(…) { self?.showSubmitted() }`); the survey's
        // completion replaces it, not the screens that present the survey.
        let swift = """
            final class ProductsViewController: UIViewController {
                func feedbackTapped() { present(SurveyNavigationController(), animated: true) }
            }
            protocol SurveyFactoryProtocol {
                func makeSurveyViewController(onCompletion: @escaping () -> Void) -> UIViewController
                func makeSubmittedViewController(onBack: @escaping () -> Void) -> UIViewController
            }
            final class SurveyFactory: SurveyFactoryProtocol {
                func makeSurveyViewController(onCompletion: @escaping () -> Void) -> UIViewController {
                    SurveyViewController(onCompletion: onCompletion)
                }
                func makeSubmittedViewController(onBack: @escaping () -> Void) -> UIViewController {
                    SubmittedViewController(onBack: onBack)
                }
            }
            final class SurveyNavigationController: UINavigationController {
                private let factory: SurveyFactoryProtocol
                init(factory: SurveyFactoryProtocol = SurveyFactory()) {
                    self.factory = factory
                    super.init(nibName: nil, bundle: nil)
                    start()
                }
                private func start() {
                    let survey = factory.makeSurveyViewController { [weak self] in self?.showSubmitted() }
                    setViewControllers([survey], animated: false)
                }
                private func showSubmitted() {
                    setViewControllers([factory.makeSubmittedViewController(onBack: {})], animated: true)
                }
            }
            final class SurveyViewController: UIViewController {
                let onCompletion: () -> Void
                init(onCompletion: @escaping () -> Void) { self.onCompletion = onCompletion; super.init(nibName: nil, bundle: nil) }
            }
            final class SubmittedViewController: UIViewController {
                init(onBack: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            """
        #expect(
            Self.drafted(swift + Self.appDelegate(root: "UINavigationController(rootViewController: ProductsViewController())")) == [
                "Products ==present=> Survey", "Survey ==replace=> Submitted",
            ])
        // A factory that runs the closure itself (a `completion`) hands it to no screen.
        let running = swift.replacingOccurrences(
            of: "SurveyViewController(onCompletion: onCompletion)\n", with: "onCompletion()\n        return SurveyViewController(onCompletion: {})\n")
        #expect(running != swift)
        #expect(Self.drafted(running + Self.appDelegate(root: "UINavigationController(rootViewController: ProductsViewController())")).contains("Products ==replace=> Submitted"))
    }

    @Test("what a dismiss's completion does, run for a presented screen's action, is done from the screen under it")
    func movesInADismissCompletion() {
        // woocommerce-ios's Blaze intro: its "Create campaign" closes the intro
        // (`navigationController.dismiss(animated: true, completion: navigationHandler)`) and only
        // then pushes the form, onto the stack of the screen that started the coordinator.
        let swift = """
            final class CampaignsViewController: UIViewController {
                lazy var coordinator = CampaignCoordinator(navigationController: navigationController!)
                func createTapped() { coordinator.start() }
            }
            final class CampaignCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    presentIntro { [weak self] in self?.startCreation() }
                }
                private func presentIntro(onCreate: @escaping () -> Void) {
                    navigationController.present(IntroViewController(onCreate: onCreate), animated: true)
                }
                private func startCreation() {
                    let handler = { [weak self] in
                        guard let self else { return }
                        navigationController.pushViewController(FormViewController(), animated: true)
                    }
                    navigationController.dismiss(animated: true, completion: handler)
                }
            }
            final class IntroViewController: UIViewController {
                init(onCreate: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
            }
            final class FormViewController: UIViewController {}
            """
        let app = swift + Self.appDelegate(root: "UINavigationController(rootViewController: CampaignsViewController())")
        #expect(Self.drafted(app) == ["Campaigns ==present=> Intro", "Campaigns ==push=> Form"])
        // Pushed before the intro is closed, the form is the intro's.
        let first = app.replacingOccurrences(
            of: "navigationController.dismiss(animated: true, completion: handler)", with: "handler()\n        navigationController.dismiss(animated: true)")
        #expect(first != app)
        #expect(Self.drafted(first).contains("Intro ==push=> Form"))
    }

    @Test("a reaction to a notification the app posts is made on the screens that post it")
    func reactionToAPostedNotification() {
        // kiwix-apple's donations: a modifier on the window's root presents the form when
        // `.openDonations` is posted, which only Settings' "Donate" button does (through a helper).
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { HomeView().modifier(DonationModifier()) } }
            }
            struct HomeView: View {
                @State private var showsSettings = false
                var body: some View {
                    Button("Settings") { showsSettings = true }
                        .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
            struct SettingsView: View {
                var body: some View { Button("Donate") { NotificationCenter.openDonations() } }
            }
            struct DonationModifier: ViewModifier {
                private let openDonations = NotificationCenter.default.publisher(for: .openDonations)
                @State private var popup: DonationPopup?
                func body(content: Content) -> some View {
                    content
                        .onReceive(openDonations) { _ in popup = .form }
                        .sheet(item: $popup) { _ in DonationForm() }
                }
            }
            enum DonationPopup: Identifiable {
                case form
                var id: Int { 0 }
            }
            struct DonationForm: View { var body: some View { Text("") } }
            extension Notification.Name { static let openDonations = Notification.Name("openDonations") }
            extension NotificationCenter {
                static func openDonations() { NotificationCenter.default.post(name: .openDonations, object: nil) }
            }
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Settings", "Settings ==present=> DonationForm"])
        // Posted by no screen's code, the notification is no user action on one.
        let unposted = swift.replacingOccurrences(of: "Button(\"Donate\") { NotificationCenter.openDonations() }", with: "Text(\"\")")
        #expect(unposted != swift)
        #expect(Self.drafted(unposted) == ["Home ==present=> Settings"])
        // Posted also by a root that switches between screens (an iPad sidebar's button), it is
        // not made on each of them.
        let switching = swift.replacingOccurrences(of: "WindowGroup { HomeView()", with: "WindowGroup { RootView()") + """

            struct RootView: View {
                @State private var loading = true
                var body: some View {
                    Group { if loading { LoadingView() } else { HomeView() } }
                        .overlay { Button("Donate") { NotificationCenter.openDonations() } }
                }
            }
            struct LoadingView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(switching) == ["Home ==present=> Settings", "Settings ==present=> DonationForm"])
    }

    @Test("navigation only a Mac or another platform runs is not the iPhone app's: Catalyst checks, #if os(macOS), targetEnvironment(macCatalyst), os(tvOS), the #else of os(iOS)")
    func macOnly() {
        // Element's and Home Assistant's pattern: a screen pushed on a Mac is presented on an iPhone.
        let swift = """
            enum Current { static var isCatalyst = false }

            final class ServersViewController: UIViewController {
                func failed() {
                    if ProcessInfo.processInfo.isiOSAppOnMac {
                        navigationController?.pushViewController(ErrorViewController(), animated: true)
                    } else {
                        present(ErrorViewController(), animated: true)
                    }
                }
                func help() {
                    if !Current.isCatalyst {
                        present(HelpViewController(), animated: true)
                    } else {
                        navigationController?.pushViewController(HelpViewController(), animated: true)
                    }
                }
                func logs() {
                    let logs = Current.isCatalyst ? MacLogsViewController() : LogsViewController()
                    present(logs, animated: true)
                }
                func toolbar() {
                    #if targetEnvironment(macCatalyst)
                    navigationController?.pushViewController(ToolbarViewController(), animated: true)
                    #elseif os(macOS) && DEBUG
                    present(ToolbarViewController(), animated: true)
                    #else
                    present(AboutViewController(), animated: true)
                    #endif
                }
                func share() {
                    #if os(iOS) || targetEnvironment(macCatalyst)
                    present(ShareViewController(), animated: true)
                    #else
                    navigationController?.pushViewController(TVShareViewController(), animated: true)
                    #endif
                    #if os(tvOS)
                    present(TVMenuViewController(), animated: true)
                    #endif
                }
                #if os(watchOS)
                func watch() { present(TVMenuViewController(), animated: true) }
                #endif
            }
            final class ShareViewController: UIViewController {}
            final class TVShareViewController: UIViewController {}
            final class TVMenuViewController: UIViewController {}
            final class ErrorViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class LogsViewController: UIViewController {}
            final class MacLogsViewController: UIViewController {}
            final class ToolbarViewController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """
        #expect(Self.drafted(swift).filter { $0.hasPrefix("Servers") } == [
            "Servers ==present=> Error", "Servers ==present=> Help", "Servers ==present=> Logs", "Servers ==present=> About",
            "Servers ==present=> Share",
        ])
    }

    @Test("3. a controller a library hands to a closure (`ButtonConfig { controller, _ in controller.dismiss(…) }`) is the library's, not the screen")
    func returnOnAControllerALibraryHands() {
        // woocommerce-ios's upgrade alert: WordPressUI's `FancyAlertViewController` calls its
        // button's handler with itself, which the handler dismisses; the screens under it stay.
        let swift = """
            final class HomeViewController: UIViewController {
                func settingsTapped() { present(UINavigationController(rootViewController: SettingsViewController()), animated: true) }
            }
            final class SettingsViewController: UIViewController {
                let checker = RequirementsChecker()
                func switchTapped() { checker.displayUpgradeAlert(from: self) }
            }
            final class RequirementsChecker {
                func displayUpgradeAlert(from base: UIViewController) {
                    let button = FancyAlertViewController.Config.ButtonConfig("Dismiss") { controller, _ in
                        controller.dismiss(animated: true)
                    }
                    base.present(FancyAlertViewController.controllerWithConfiguration(configuration: .init(defaultButton: button)), animated: true)
                }
            }
            """
        let app = swift + Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())")
        #expect(Self.drafted(app) == ["Home ==present=> Settings"])
        // The same closure handed to a type of the app is called with what the app gives it.
        let own = app + "\nextension FancyAlertViewController.Config { struct ButtonConfig { init(_ title: String, handler: @escaping (UIViewController, Int) -> Void) {} } }\n"
        #expect(Self.drafted(own).contains("Settings ==dismiss=> "))
    }

    // MARK: 4. Inherited initializers

    static let inherited = """
        class BaseViewController: UIViewController {
            let windowUUID: WindowUUID
            init(windowUUID: WindowUUID) {
                self.windowUUID = windowUUID
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
        }

        class LibraryViewController: BaseViewController {}

        final class BookmarksViewController: LibraryViewController {
            convenience init(folder: Folder, windowUUID: WindowUUID) {
                self.init(windowUUID: windowUUID)
            }
        }
        """

    @Test("4. a subclass that declares no initializer has its superclass's, a subclass of a subclass too")
    func inheritedInitializers() {
        let flow = "[Library(windowUUID: WindowUUID)]\n@entry\n\n[Bookmarks(folder: Folder, windowUUID: WindowUUID)]\n@exit\n"
        #expect(Self.lint(flow, Self.inherited).isEmpty)
        let wrong = "[Library(id: Int)]\n@entry\n"
        #expect(Self.lint(wrong, Self.inherited) == [
            "init-mismatch 1: no initializer of `LibraryViewController` takes the parameters of screen `Library`; the closest, "
                + "`init(windowUUID:)` (inherited from `BaseViewController`), differs: the initializer has no parameter `id`; "
                + "the flow lacks `windowUUID: WindowUUID`, which the code requires"
        ])
    }

    // MARK: 5. Locals assigned later, factories

    @Test("5. a local declared first and assigned later, and a view controller from a factory method, are followed")
    func locals() {
        let swift = """
            final class HomeViewController: UIViewController {
                func open(_ kind: Int) {
                    let controller: UIViewController
                    if kind == 0 {
                        controller = makeProfile(userId: 1)
                    } else {
                        controller = AboutViewController()
                    }
                    navigationController?.pushViewController(controller, animated: true)
                }

                private func makeProfile(userId: Int) -> UIViewController {
                    ProfileViewController(userId: userId)
                }
            }

            final class ProfileViewController: UIViewController {
                init(userId: Int) { super.init(nibName: nil, bundle: nil) }
            }
            final class AboutViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Home ==push=> Profile", "Home ==push=> About"])
    }

    // MARK: 7. Generic containers

    @Test("7. a generic container of the app, or one that takes its content type-erased, is kept apart from the screens it holds")
    func genericContainers() {
        let swift = """
            struct BottomSheet<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content } }
            }

            struct HomeView: View {
                @State private var showsFilters = false
                @State private var showsShare = false
                @State private var showsInfo = false
                var body: some View {
                    List {
                        Button("Filters") { showsFilters = true }
                        Button("Share") { showsShare = true }
                        Button("Info") { showsInfo = true }
                    }
                        .sheet(isPresented: $showsFilters) { BottomSheet { FiltersView() } }
                        .sheet(isPresented: $showsShare) { BottomSheet { ShareView() } }
                        .sheet(isPresented: $showsInfo) { Card { InfoView() } }
                }
            }

            struct Card: View {
                private let content: AnyView
                init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
                var body: some View { content.padding() }
            }

            struct FiltersView: View { var body: some View { Text("") } }
            struct ShareView: View { var body: some View { Card { Text("Share") } } }
            struct InfoView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Filters", "Home ==present=> Share", "Home ==present=> Info"])
    }

    @Test("7. a generic view whose content has a default in every initializer is a screen with an optional slot, not a container")
    func optionalContentIsAScreen() {
        let swift = """
            struct FeedView: View {
                @State private var showsPost = false
                var body: some View {
                    Button("Post") { showsPost = true }
                        .sheet(isPresented: $showsPost) { PostView(id: 1) { CrossPostsView() } }
                }
            }
            struct PostView<Content: View>: View {
                let id: Int
                let content: Content
                init(id: Int, @ViewBuilder content: () -> Content = { EmptyView() }) {
                    self.id = id
                    self.content = content()
                }
                var body: some View { VStack { Text("post"); content } }
            }
            struct CrossPostsView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Feed ==present=> Post"])
        // Content it must be given makes it a container of that content.
        let required = swift.replacingOccurrences(of: "content: () -> Content = { EmptyView() }", with: "content: () -> Content")
        #expect(required != swift)
        #expect(Self.drafted(required) == ["Feed ==present=> CrossPosts"])
    }

    @Test("a paging TabView (`.tabViewStyle(.page)`) shows its pages in place: their navigation is the screen's, not tabs'")
    func pagingTabView() {
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
            }
            struct HomeView: View {
                @State private var page = 0
                var body: some View {
                    TabView(selection: $page) {
                        PostsView().tag(0)
                        RepliesView().tag(1)
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            struct PostsView: View {
                var body: some View { NavigationLink("Author") { ProfileView() } }
            }
            struct RepliesView: View {
                var body: some View { NavigationLink("Thread") { ThreadView() } }
            }
            struct ProfileView: View { var body: some View { Text("") } }
            struct ThreadView: View { var body: some View { Text("") } }
            """
        #expect(!Self.draftText(swift).contains("@tabs"))
        #expect(Self.drafted(swift) == ["Home ==push=> Profile", "Home ==push=> Thread"])
        // Without the paging style, the same views are tabs.
        let tabs = swift.replacingOccurrences(of: ".tabViewStyle(.page(indexDisplayMode: .never))", with: "")
        #expect(tabs != swift)
        #expect(Self.draftText(tabs).contains("@tabs Posts, Replies"))
    }

    // MARK: 8. Dependencies

    @Test("8. injected dependencies: init-mismatch accepts an init that takes them besides the flow's parameters, extract leaves them out")
    func dependencies() {
        let swift = """
            final class ProfileViewController: UIViewController {
                init(userId: Int, profile: Profile, themeManager: any ThemeManager) { super.init(nibName: nil, bundle: nil) }
            }
            final class FeedViewController: UIViewController {
                let profile: Profile
                let themeManager: any ThemeManager
                init(profile: Profile, themeManager: any ThemeManager) { super.init(nibName: nil, bundle: nil) }
                func open(_ id: Int) {
                    navigationController?.pushViewController(
                        ProfileViewController(userId: id, profile: profile, themeManager: themeManager), animated: true)
                }
            }
            """
        let flow = "[Feed]\n@entry\n@navigation\n--\nTap a user\n==push=> Profile(userId: 1)\n\n[Profile(userId: Int)]\n"
        // Without the configuration, the flow must repeat what the app injects (a screen without
        // a parameter list, `[Feed]`, is not compared).
        #expect(Self.lint(flow, swift).map { String($0.prefix(16)) } == ["init-mismatch 8:"])
        var configuration = Configuration()
        configuration.dependencies = ["Profile", "ThemeManager"]
        #expect(Self.lint(flow, swift, configuration).isEmpty)
        let index = SwiftSourceReader().index([(path: "App.swift", text: swift)])
        let draft = FlowDraft(index: index, configuration: configuration).text
        #expect(draft.contains("[Profile(userId: Int)]") && draft.contains("[Feed]\n"), "\(draft)")
        // A flow that writes a dependency anyway: routes need no placeholder for it, and the
        // generated destination leaves it out (so it stays `Hashable`).
        let written = "[Profile(userId: Int, profile: Profile)]\n@route /users/:userId\n"
        #expect(Self.lint(written, swift, configuration).isEmpty)
        let generated = SwiftWriter().write(Flow(parsing: written, file: "app.uiflow"), configuration: configuration)
        #expect(!generated.hasErrors, "\(generated.diagnostics)")
        #expect(generated.code.contains("case profile(userId: Int)\n"), "\(generated.code)")
    }

    @Test("a view modifier of the app presents what it is built with, as the extension that applies it hands it on")
    func presentationInAnAppViewModifier() {
        // damus's `.damus_full_screen_cover($showQRCode, damus_state:) { QRCodeView(…) }`: a
        // `View` extension builds a `ViewModifier` with the content closure, and the modifier's
        // `body(content:)` presents it; the flag form goes through the item form. The first is
        // applied to a view of the framework's (`Text`), the second inside a toolbar's menu.
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { ProfileView() } }
            }
            struct ProfileView: View {
                @State private var zoomed = false
                @State private var showsCode = false
                @State private var showsActions = false
                var body: some View {
                    Text("Avatar")
                        .onTapGesture { zoomed.toggle() }
                        .appCover($zoomed, tint: 1) { AvatarView() }
                        .toolbar { ToolbarItem { menuButton } }
                        .appCover($showsCode, tint: 2) { CodeView() }
                }
                var menuButton: some View {
                    Button("More") { showsActions = true }
                        .confirmationDialog("Actions", isPresented: $showsActions) {
                            Button("QR code") { showsCode = true }
                        }
                }
            }
            private struct ItemCover<Shown: View, Item: Identifiable & Equatable>: ViewModifier {
                let tint: Int
                @Binding var item: Item?
                let shown: (Item) -> Shown
                func body(content: Content) -> some View {
                    content.fullScreenCover(item: $item) { item in shown(item).tint(.red) }
                }
            }
            private struct FlagCover<Shown: View>: ViewModifier {
                let tint: Int
                @Binding var isShown: Bool
                let shown: () -> Shown
                private let token = Token()
                private var item: Binding<Token?> { Binding(get: { isShown ? token : nil }, set: { isShown = $0 != nil }) }
                func body(content: Content) -> some View {
                    content.appCover(item, tint: tint) { _ in shown() }
                }
                private struct Token: Identifiable, Equatable { let id = 1 }
            }
            extension View {
                func appCover<Shown: View>(_ isShown: Binding<Bool>, tint: Int, @ViewBuilder content: @escaping () -> Shown) -> some View {
                    modifier(FlagCover(tint: tint, isShown: isShown, shown: content))
                }
                func appCover<Shown: View, Item: Identifiable & Equatable>(
                    _ item: Binding<Item?>, tint: Int, @ViewBuilder content: @escaping (Item) -> Shown
                ) -> some View {
                    modifier(ItemCover(tint: tint, item: item, shown: content))
                }
            }
            struct AvatarView: View { var body: some View { Text("") } }
            struct CodeView: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Profile ==present=> Avatar", "Profile ==present=> Code"])
        // Swiftfin's photo picker: the modifier keeps what to do with the photo, and presents a
        // screen of its own once one is picked.
        let picker = """
            @main struct MediaApp: App {
                var body: some Scene { WindowGroup { AccountView() } }
            }
            struct AccountView: View {
                @State private var picking = false
                var body: some View {
                    Button("Photo") { picking = true }
                        .photoPicker(isPresented: $picking) { print($0) }
                }
            }
            struct PhotoPickerModifier: ViewModifier {
                @Binding var isPresented: Bool
                @State private var picked: UIImage?
                let onSave: (UIImage) -> Void
                func body(content: Content) -> some View {
                    content
                        .photosPicker(isPresented: $isPresented, selection: .constant(nil))
                        .sheet(isPresented: Binding(get: { picked != nil }, set: { _ in picked = nil })) {
                            if let picked { CropView(image: picked, onSave: onSave) }
                        }
                }
            }
            extension View {
                func photoPicker(isPresented: Binding<Bool>, onSave: @escaping (UIImage) -> Void) -> some View {
                    modifier(PhotoPickerModifier(isPresented: isPresented, onSave: onSave))
                }
            }
            struct CropView: View {
                let image: UIImage
                let onSave: (UIImage) -> Void
                var body: some View { Text("") }
            }
            """
        #expect(Self.drafted(picker) == ["Account ==present=> Crop"])
    }

    @Test("two views' own nested enums of one name are two: each view's sheet shows its own cases")
    func sheetsOfNestedEnumsOfOneName() {
        // kiwix-apple's browser and its tabs button each declare a `private enum PresentedSheet`;
        // the button's `.tabsManager` was looked up in the browser's enum, and the tab manager
        // was never shown.
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { BrowserView() } }
            }
            struct BrowserView: View {
                @State private var presentedSheet: PresentedSheet?
                private enum PresentedSheet: Identifiable {
                    case library
                    var id: Int { 0 }
                }
                var body: some View {
                    Button("Library") { presentedSheet = .library }
                        .toolbar { TabsButton() }
                        .sheet(item: $presentedSheet) { sheet in
                            switch sheet {
                            case .library: LibraryView()
                            }
                        }
                }
            }
            struct TabsButton: View {
                @State private var presentedSheet: PresentedSheet?
                private enum PresentedSheet: String, Identifiable {
                    var id: String { rawValue }
                    case tabsManager
                }
                var body: some View {
                    Button("Tabs") { presentedSheet = .tabsManager }
                        .sheet(item: $presentedSheet) { sheet in
                            switch sheet {
                            case .tabsManager: TabManager()
                            }
                        }
                }
            }
            struct LibraryView: View { var body: some View { Text("") } }
            struct TabManager: View { var body: some View { Text("") } }
            """
        #expect(Self.drafted(swift) == ["Browser ==present=> Library", "Browser ==present=> TabManager"])
    }

    @Test("a private view a switching root shows, whose body is one other view with modifiers, is that view")
    func privateWrapperOfOneView() {
        // kiwix-apple's root switches between the loading view and `private struct
        // SearchableContent`, whose body is `CompactTabView(tabID:)` with a search overlay: the
        // browser is the screen, and its sheets are its own.
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State private var loading = true
                var body: some View {
                    if loading {
                        LoadingView()
                    } else {
                        NavigationStack { SearchableContent(tabID: 1) }
                    }
                }
            }
            private struct SearchableContent: View {
                let tabID: Int
                @Environment(\\.isSearching) private var isSearching
                var body: some View {
                    BrowserView(tabID: tabID)
                        .overlay { if isSearching { Text("Results") } }
                }
            }
            struct BrowserView: View {
                let tabID: Int
                @State private var showsSettings = false
                var body: some View {
                    Button("Settings") { showsSettings = true }
                        .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
            struct LoadingView: View { var body: some View { ProgressView() } }
            struct SettingsView: View { var body: some View { Text("") } }
            """
        let draft = Self.draftText(swift)
        #expect(Self.drafted(swift) == ["Browser ==present=> Settings"], "\(draft)")
        #expect(!draft.contains("SearchableContent"), "\(draft)")
        // One other files may name is a screen of its own (home-assistant-iOS's
        // `RecoveredServerReauthView`, which configures a shared empty-state view).
        let named = swift.replacingOccurrences(of: "private struct SearchableContent", with: "struct SearchableContent")
        #expect(named != swift)
        #expect(Self.drafted(named) == ["SearchableContent ==present=> Settings"])
    }

    @Test("a Done button the presenting view puts in the presented screen's toolbar is that screen's dismiss")
    func dismissFromThePresentersToolbar() {
        // kiwix-apple's tab manager and home-assistant-iOS's kiosk settings: the sheet's content
        // adds a toolbar to the screen it shows, whose button clears what the sheet is bound to.
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { BrowserView() } }
            }
            struct BrowserView: View {
                @State private var presentedSheet: PresentedSheet?
                @State private var showsAbout = false
                @State private var showsHelp = false
                private enum PresentedSheet: Identifiable {
                    case tabs
                    var id: Int { 0 }
                }
                var body: some View {
                    Button("Tabs") { presentedSheet = .tabs }
                        .sheet(item: $presentedSheet) { sheet in
                            switch sheet {
                            case .tabs:
                                NavigationStack {
                                    TabManager().toolbar {
                                        ToolbarItem { Button("Done") { self.presentedSheet = nil } }
                                    }
                                }
                            }
                        }
                    Button("About") { showsAbout = true }
                        .sheet(isPresented: $showsAbout) {
                            NavigationStack {
                                AboutView().navigationTitle("About").toolbar { Button("Close") { showsAbout = false } }
                            }
                        }
                    Button("Help") { showsHelp = true }
                        .sheet(isPresented: $showsHelp) {
                            HelpView().toolbar { Button("Tabs") { presentedSheet = nil } }
                        }
                }
            }
            struct TabManager: View { var body: some View { Text("") } }
            struct AboutView: View { var body: some View { Text("") } }
            struct HelpView: View { var body: some View { Text("") } }
            """
        // Clearing another presentation's property (Help's button) closes nothing shown there.
        #expect(
            Self.drafted(swift) == [
                "Browser ==present=> TabManager", "Browser ==present=> About", "Browser ==present=> Help", "TabManager ==dismiss=> ",
                "About ==dismiss=> ",
            ])
    }

    @Test("notifications named by a member the app's own post and publisher functions are given; a dismiss in a reaction is the observer's")
    func notificationsThroughTheAppsWrappers() {
        // damus: `notify(.compose(action))` posts, through a generic function of the app, the
        // notification `handle_notify(.compose)` publishes; the root's reaction presents the
        // composer, on the screen that posts it. A screen's `dismiss()` when the user switches
        // tabs (`handle_notify(.switchedTab)`) closes that screen, whoever posts it.
        let swift = """
            @main struct SocialApp: App {
                var body: some Scene { WindowGroup { MainView() } }
            }
            struct MainView: View {
                @State private var sheet: Sheet?
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Me") { ProfileView() } }
                    }
                    .sheet(item: $sheet) { sheet in
                        switch sheet {
                        case .post(let action): PostView(action: action)
                        }
                    }
                    .onReceive(handle_notify(.compose)) { action in
                        self.sheet = .post(action)
                    }
                    .overlay { Button("Home") { notify(.switchedTab(0)) } }
                }
            }
            enum Sheet: Identifiable {
                case post(String)
                var id: Int { 0 }
            }
            struct ProfileView: View {
                var body: some View {
                    Button("Mention") { notify(.compose("@me")) }
                    NavigationLink("Settings") { SettingsView() }
                }
            }
            struct SettingsView: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    Button("Clean up") {
                        let group = DispatchGroup()
                        group.notify(queue: .main) { print("done") }
                    }
                    .onReceive(handle_notify(.switchedTab)) { _ in dismiss() }
                }
            }
            struct PostView: View {
                let action: String
                var body: some View { Text(action) }
            }
            protocol Notify {
                associatedtype Payload
                var payload: Payload { get }
            }
            extension Notify { static var name: Notification.Name { Notification.Name("\\(Self.self)") } }
            struct Notifications<T: Notify> { let notify: T }
            struct NotifyHandler<T> {}
            struct ComposeNotify: Notify { var payload: String }
            struct SwitchedTabNotify: Notify { var payload: Int }
            extension NotifyHandler {
                static var compose: NotifyHandler<ComposeNotify> { .init() }
                static var switchedTab: NotifyHandler<SwitchedTabNotify> { .init() }
            }
            extension Notifications {
                static func compose(_ payload: String) -> Notifications<ComposeNotify> { .init(notify: .init(payload: payload)) }
                static func switchedTab(_ payload: Int) -> Notifications<SwitchedTabNotify> { .init(notify: .init(payload: payload)) }
            }
            func notify<T: Notify>(_ notify: Notifications<T>) {
                NotificationCenter.default.post(name: T.name, object: notify.notify.payload)
            }
            func handle_notify<T: Notify>(_ handler: NotifyHandler<T>) -> AnyPublisher<T.Payload, Never> {
                NotificationCenter.default.publisher(for: T.name).map { $0.object as! T.Payload }.eraseToAnyPublisher()
            }
            """
        #expect(
            Self.drafted(swift) == [
                "Main ==push=> Profile", "Profile ==present=> Post", "Profile ==push=> Settings", "Settings ==back=> ",
            ])
        // The chain starts where the screen posts: a user checks it from the profile's button.
        #expect(Self.draftText(swift).contains("`notify` in App.swift:"), "\(Self.draftText(swift))")
    }

    @Test("A container's bar around the screens it shows closes each of them, and a tab of a presented tab view closes it")
    func containerBarsCloseTheScreensShown() {
        // kiwix-apple's library sheet: each tab is wrapped in `SheetContent`, whose body adds a
        // "Done" button that dismisses, on whatever the tab shows. damus's Purple onboarding: a
        // page of a presented paged tab view calls the sheet's `dismiss()`.
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { BrowserView() } }
            }
            struct BrowserView: View {
                @State private var showsLibrary = false
                @State private var showsWelcome = false
                var body: some View {
                    Button("Library") { showsLibrary = true }
                        .sheet(isPresented: $showsLibrary) { LibraryTab() }
                    Button("Welcome") { showsWelcome = true }
                        .sheet(isPresented: $showsWelcome) { WelcomePages() }
                }
            }
            enum LibraryTabItem: CaseIterable { case categories, downloads, opened }
            struct LibraryTab: View {
                @State private var tabItem: LibraryTabItem = .categories
                var body: some View {
                    TabView(selection: $tabItem) {
                        ForEach(LibraryTabItem.allCases, id: \\.self) { tabItem in
                            SheetContent {
                                switch tabItem {
                                case .categories: List { Text("Wikipedia") }
                                case .downloads: DownloadsView()
                                case .opened: OpenedView()
                                }
                            }
                            .tag(tabItem)
                        }
                    }
                }
            }
            struct SheetContent<Content: View>: View {
                @Environment(\\.dismiss) private var dismiss
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack {
                        content.toolbar {
                            ToolbarItem { Button("Done") { dismiss() } }
                            ToolbarItem { Button("Help") { print("help") } }
                        }
                    }
                }
            }
            struct DownloadsView: View { var body: some View { List { NavigationLink("File") { DetailView() } } } }
            struct OpenedView: View { var body: some View { Text("") } }
            struct DetailView: View { var body: some View { Text("") } }
            struct WelcomePages: View {
                @Environment(\\.dismiss) var dismiss
                @State private var page = 0
                var body: some View {
                    TabView(selection: $page) {
                        IntroPage(next: { page = 1 }).tag(0)
                        SetupPage(done: { dismiss() }).tag(1)
                    }
                }
            }
            struct IntroPage: View {
                let next: () -> Void
                var body: some View { Button("Next") { next() } }
            }
            struct SetupPage: View {
                let done: () -> Void
                var body: some View { Button("Start") { done() } }
            }
            """
        // The categories tab is the library's own content: its Done closes the library. The
        // first page closes nothing; the pages' container closes nothing of its own.
        #expect(
            Self.drafted(swift) == [
                "Browser ==present=> LibraryTab", "Browser ==present=> WelcomePages", "LibraryTab ==dismiss=> ",
                "Downloads ==dismiss=> ", "Downloads ==push=> Detail", "Opened ==dismiss=> ", "SetupPage ==dismiss=> ",
            ])
    }

    @Test("A view shown as a tab is a screen, not a wrapper of the views it switches between; a tab view's own link stays its own")
    func tabShownDeepInASwitchingRoot() {
        // kiwix-apple: the iPad split view, three switching levels below the window, shows the
        // library's New tab among its details; the New tab's body switches between a grid and a
        // list. It had been read as a wrapper of those, and lost as a tab of the library sheet.
        // The library's categories tab is a list built in the tab view's own code: its link is
        // tapped there, not pushed onto a tab from outside.
        let swift = """
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact { CompactView() } else { SplitContainer() }
                }
            }
            struct SplitContainer: View {
                @State private var loading = true
                var body: some View {
                    if loading { LoadingView() } else { SplitView() }
                }
            }
            struct SplitView: View {
                @State private var selection = 0
                var body: some View {
                    NavigationSplitView {
                        List { Text("New"); Text("Downloads") }
                    } detail: {
                        switch selection {
                        case 0: NewFilesView()
                        default: DownloadsView()
                        }
                    }
                }
            }
            struct CompactView: View {
                @State private var showsLibrary = false
                var body: some View {
                    Button("Library") { showsLibrary = true }
                        .sheet(isPresented: $showsLibrary) { LibraryTab() }
                }
            }
            struct LibraryTab: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            List { NavigationLink { CategoryView() } label: { Text("Wikipedia") } }
                        }
                        .tabItem { Text("Categories") }
                        NewFilesView().tabItem { Text("New") }
                        DownloadsView().tabItem { Text("Downloads") }
                    }
                }
            }
            struct NewFilesView: View {
                @State private var asGrid = true
                var body: some View {
                    if asGrid { FileGrid() } else { FileList() }
                }
            }
            struct FileGrid: View { var body: some View { NavigationLink { FileDetail() } label: { Text("File") } } }
            struct FileList: View { var body: some View { Text("") } }
            struct DownloadsView: View { var body: some View { Text("") } }
            struct LoadingView: View { var body: some View { Text("") } }
            struct CategoryView: View { var body: some View { Text("") } }
            struct FileDetail: View { var body: some View { Text("") } }
            """
        #expect(
            Self.drafted(swift) == [
                "Compact ==present=> LibraryTab", "LibraryTab ==push=> Category", "NewFiles ==push=> FileDetail",
            ])
        #expect(Self.draftText(swift).contains("@tabs NewFiles, Downloads"), "\(Self.draftText(swift))")
    }

    @Test("A view controller made the root of a window raised over the app's is presented over the screen")
    func rootOfARaisedWindowIsPresented() {
        // pocket-casts-ios's options picker: `OptionsPicker.show` makes its controller the root of
        // a new window at the alert level, an action sheet over the screen that asked for it.
        let swift = Self.appDelegate(root: "UINavigationController(rootViewController: ListViewController())") + """

            final class ListViewController: UIViewController {
                @objc func sortTapped() {
                    let picker = OptionsPicker(title: "Sort by")
                    picker.show()
                }
                @objc func aboutTapped() {
                    AboutWindow().show()
                }
            }
            final class AboutWindow {
                private var window: UIWindow?
                func show() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.windowLevel = .normal
                    window?.rootViewController = AboutViewController()
                    window?.makeKeyAndVisible()
                }
            }
            final class OptionsPicker {
                private var window: UIWindow?
                private let controller = OptionsRootController()
                init(title: String) {}
                func show() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = controller
                    window?.windowLevel = UIWindow.Level.alert
                    window?.makeKeyAndVisible()
                }
            }
            final class OptionsRootController: UIViewController {}
            final class AboutViewController: UIViewController {}
            """
        // A window at the normal level is the app's: what it shows replaces what was there.
        #expect(Self.drafted(swift) == ["List ==replace=> About", "List ==present=> OptionsRootController"])
    }

    @Test("A hosting controller generic over its content in a where clause shows that content")
    func hostingControllerConstrainedInAWhereClause() {
        // pocket-casts-ios's `class PCHostingController<Content>: ThemedHostingController<Content>
        // where Content: View`: the settings screen presents the about view in one.
        let swift = Self.appDelegate(root: "UINavigationController(rootViewController: SettingsViewController())") + """

            class ThemedHostingController<Content>: UIHostingController<Content> where Content: View {
                init(rootView: Content, theme: Int = 0) { super.init(rootView: rootView) }
            }
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    let about = AboutView(dismissAction: { [weak self] in
                        self?.navigationController?.dismiss(animated: true)
                    })
                    navigationController?.present(ThemedHostingController(rootView: about), animated: true)
                }
            }
            struct AboutView: View {
                let dismissAction: () -> Void
                var body: some View {
                    Button("Close") { dismissAction() }
                }
            }
            """
        #expect(Self.drafted(swift) == ["Settings ==present=> About", "About ==dismiss=> "])
    }

    @Test("A controller that shows itself is in no screen that builds it; a framework controller's callback dismisses it")
    func selfShownAlertAndMailComposerCloseThemselves() {
        // habitica-ios: `HabiticaAlertController.show()` presents itself over the top, and its
        // close button's `dismiss` had been drafted for every screen that builds one, as if it
        // were embedded there. Its FAQ screen's `mailComposeController(_:didFinishWith:)` calls
        // `dismiss(animated:)`, which closes the mail composer it presented.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: MenuViewController())"))
            final class MenuViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(aboutTapped))
                }
                @objc func aboutTapped() {
                    present(TipAlertController(title: "About"), animated: true)
                }
                @objc func helpTapped() {
                    present(UINavigationController(rootViewController: HelpViewController()), animated: true)
                }
            }
            final class HelpViewController: UIViewController, MFMailComposeViewControllerDelegate {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain, target: self, action: #selector(mailTapped))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Tip", style: .plain, target: self, action: #selector(tipTapped))
                }
                @objc func mailTapped() {
                    let composer = MFMailComposeViewController()
                    composer.mailComposeDelegate = self
                    present(composer, animated: true)
                }
                @objc func tipTapped() {
                    navigationController?.pushViewController(TipsViewController(), animated: true)
                }
                func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
                    dismiss(animated: true)
                }
            }
            final class TipsViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tip", style: .plain, target: self, action: #selector(tipTapped))
                }
                @objc func tipTapped() {
                    let alert = TipAlertController(title: "Tip")
                    alert.show()
                }
            }
            final class TipAlertController: UIViewController {
                private let closeButton = UIButton()
                init(title: String) { super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() {
                    closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                }
                func show() {
                    UIApplication.shared.keyWindow?.rootViewController?.present(self, animated: true)
                }
                @objc func closeTapped() {
                    dismiss(animated: true)
                }
            }
            """
        #expect(
            Self.drafted(swift) == [
                "Menu ==present=> TipAlertController", "Menu ==present=> Help", "TipAlertController ==dismiss=> ", "Help ==push=> Tips",
            ])
    }

    @Test("A root that switches between screens in its place does not embed them, when a flow writes it as a screen")
    func switchingRootWrittenAsAScreen() {
        // damus's truth writes `MainView`, which shows `SetupView` or the main screen in its
        // place, as a screen with two replaces: the welcome screen's pushes are the welcome
        // screen's, not the root's too.
        let swift = """
            @main struct ChatApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn { HomeView() } else { SetupView() }
                }
            }
            struct SetupView: View {
                var body: some View {
                    NavigationStack { NavigationLink("Sign in") { LoginView() } }
                }
            }
            struct LoginView: View { var body: some View { Text("") } }
            struct HomeView: View { var body: some View { Text("") } }
            """
        let flow = """
            [Root]
            @type RootView
            @entry
            --
            No account
            ==replace=> Welcome
            Signed in
            ==replace=> Home

            [Welcome]
            @type SetupView
            --
            Tap "Sign in"
            ==push=> Sign in

            [Sign in]
            @type LoginView

            [Home]
            @type HomeView
            """
        #expect(Self.lint(flow, swift).filter { $0.contains("`RootView`") } == [])
        #expect(Self.drafted(swift) == ["Setup ==push=> Login"])
    }

    @Test("A navigation controller subclass that dismisses itself from its presenter closes its own first screen")
    func flowControllerDismissedFromItsPresenter() {
        // woocommerce-ios's `IssueRefundCoordinatingController`, a navigation controller that sets
        // its own first screen, ends the refund flow with `presentingViewController?.dismiss(…)`:
        // the refund screen closes, not the order that presented the flow.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: OrderViewController())"))
            final class OrderViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refund", style: .plain, target: self, action: #selector(refundTapped))
                }
                @objc func refundTapped() {
                    present(RefundFlowController(), animated: true)
                }
            }
            final class RefundFlowController: UINavigationController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    let first = RefundViewController()
                    first.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancelTapped))
                    viewControllers = [first]
                }
                @objc func cancelTapped() {
                    presentingViewController?.dismiss(animated: true)
                }
            }
            final class RefundViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Order ==present=> Refund", "Refund ==dismiss=> "])
    }

    @Test("A flag given as a literal takes one branch of an if on it in the code called")
    func literalFlagTakesOneBranch() {
        // cwa-app-ios's `submitExposure(showSubmissionSuccess: false)`, after which the success
        // screen is never pushed; element-x-ios's `presentCreateRoomScreen(…, isRoot: true)`.
        let swift = """
            \(Self.appDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))
            final class HomeViewController: UIViewController {
                private let coordinator = CreateCoordinator()
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New", style: .plain, target: self, action: #selector(newTapped))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Draft", style: .plain, target: self, action: #selector(draftTapped))
                }
                @objc func newTapped() {
                    coordinator.showCreate(from: self, isRoot: true)
                }
                @objc func draftTapped() {
                    coordinator.showDraft(from: self, animated: false)
                }
            }
            final class CreateCoordinator {
                func showCreate(from controller: UIViewController, isRoot: Bool) {
                    if isRoot {
                        controller.present(UINavigationController(rootViewController: CreateViewController()), animated: true)
                    } else {
                        controller.navigationController?.pushViewController(CreateViewController(), animated: true)
                    }
                }
                func showDraft(from controller: UIViewController, animated: Bool) {
                    if !animated {
                        controller.navigationController?.pushViewController(DraftViewController(), animated: false)
                    } else {
                        controller.present(DraftViewController(), animated: true)
                    }
                }
            }
            final class CreateViewController: UIViewController {}
            final class DraftViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Home ==present=> Create", "Home ==push=> Draft"])
    }

    @Test("A state machine's first event, fired as a flow starts, runs only the routes that leave its first state")
    func stateMachineStartsInItsFirstState() {
        // element-x-ios's `StartChatFlowCoordinator(entryPoint: .createRoomInSpace)`: its `start()`
        // fires `.createRoom`, whose route from `.initial` shows the form as the flow's root; the
        // route from `.startChat` (a push over the start-chat screen) needs a state the flow never
        // entered.
        let swift = """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let coordinator = SpaceFlowCoordinator()
                    window?.rootViewController = coordinator.start()
                    self.coordinator = coordinator
                    return true
                }
                private var coordinator: SpaceFlowCoordinator?
            }
            final class SpaceFlowCoordinator {
                private var createFlow: CreateFlowCoordinator?
                func start() -> UIViewController {
                    let space = SpaceViewController()
                    space.onNewRoom = { [weak self, weak space] in
                        guard let space else { return }
                        self?.startCreateFlow(from: space)
                    }
                    return UINavigationController(rootViewController: space)
                }
                private func startCreateFlow(from space: UIViewController) {
                    let flow = CreateFlowCoordinator(entryPoint: .createRoomInSpace, presenter: space)
                    createFlow = flow
                    flow.start()
                }
            }
            final class SpaceViewController: UIViewController {
                var onNewRoom: (() -> Void)?
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New room", style: .plain, target: self, action: #selector(newRoomTapped))
                }
                @objc func newRoomTapped() {
                    onNewRoom?()
                }
            }
            enum EntryPoint { case startChat, createRoomInSpace }
            final class CreateFlowCoordinator {
                enum State { case initial, startChat, createRoom }
                enum Event { case start, createRoom }
                private let stateMachine: StateMachine<State, Event>
                private let entryPoint: EntryPoint
                private let presenter: UIViewController
                init(entryPoint: EntryPoint, presenter: UIViewController) {
                    self.entryPoint = entryPoint
                    self.presenter = presenter
                    stateMachine = .init(state: .initial)
                    configureStateMachine()
                }
                func start() {
                    switch entryPoint {
                    case .startChat: stateMachine.tryEvent(.start)
                    case .createRoomInSpace: stateMachine.tryEvent(.createRoom)
                    }
                }
                private func configureStateMachine() {
                    stateMachine.addRoutes(event: .start, transitions: [.initial => .startChat]) { [weak self] _ in
                        self?.presentStartChat()
                    }
                    stateMachine.addRoutes(event: .createRoom, transitions: [.initial => .createRoom]) { [weak self] _ in
                        self?.presenter.present(CreateRoomViewController(), animated: true)
                    }
                    stateMachine.addRoutes(event: .createRoom, transitions: [.startChat => .createRoom]) { [weak self] _ in
                        self?.presenter.navigationController?.pushViewController(CreateRoomViewController(), animated: true)
                    }
                }
                private func presentStartChat() {
                    presenter.present(StartChatViewController(), animated: true)
                }
            }
            final class StartChatViewController: UIViewController {}
            final class CreateRoomViewController: UIViewController {}
            """
        #expect(Self.drafted(swift) == ["Space ==present=> CreateRoom"])
    }

    @Test("a route's static factory called with nothing builds a picker, whose carried closure runs on the picker (mlem)")
    func staticFactoryOfAPickerWithACarriedClosure() {
        // mlem's `navigation.openSheet(.signUp())`: `.signUp()` is the static method, not the case
        // `signUp(_:)`; it opens the instance picker, a generic `SearchSheetView<Item, Content>`
        // that builds a row for each result it loads (a screen, not a container); the closure the
        // `.instancePicker` case carries pushes the sign-up form when a row is tapped, on the picker.
        let swift = """
            import SwiftUI
            @main struct DemoApp: App {
                @State var navigation = Navigation()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $navigation.path) {
                            HomeView().navigationDestination(for: Page.self) { $0.view() }
                        }
                        .sheet(item: $navigation.sheet) { $0.view() }
                        .environment(navigation)
                    }
                }
            }
            @Observable final class Navigation {
                var sheet: Page?
                var path: [Page] = []
                func openSheet(_ page: Page) { sheet = page }
                func push(_ page: Page) { path.append(page) }
            }
            enum Page: Hashable, Identifiable {
                case signUp(_ instance: String)
                case instancePicker(callback: (String, Navigation) -> Void)
                case about
                var id: Int { 0 }
                static func signUp() -> Page {
                    .instancePicker(callback: { instance, navigation in navigation.push(.signUp(instance)) })
                }
                @ViewBuilder func view() -> some View {
                    switch self {
                    case let .signUp(instance): SignUpView(instance: instance)
                    case let .instancePicker(callback):
                        PickerView { (instances: [Instance], navigation: Navigation) in
                            ForEach(instances, id: \\.host) { instance in
                                Button(instance.host) { callback(instance.host, navigation) }
                            }
                        }
                    case .about: AboutView()
                    }
                }
                static func == (lhs: Page, rhs: Page) -> Bool { true }
                func hash(into hasher: inout Hasher) {}
            }
            struct HomeView: View {
                @Environment(Navigation.self) var navigation
                var body: some View {
                    List {
                        Button("Sign up") { navigation.openSheet(.signUp()) }
                        Button("About") { navigation.openSheet(.about) }
                    }
                }
            }
            protocol Searchable {}
            struct Instance: Searchable { let host: String }
            struct PickerView<Item: Searchable, Content: View>: View {
                @Environment(Navigation.self) var navigation
                @State var results: [Item] = []
                let content: ([Item], Navigation) -> Content
                init(@ViewBuilder content: @escaping ([Item], Navigation) -> Content) { self.content = content }
                var body: some View { ScrollView { content(results, navigation) } }
            }
            struct SignUpView: View {
                let instance: String
                var body: some View { Text(instance) }
            }
            struct AboutView: View {
                var body: some View { Text("About") }
            }
            """
        var configuration = Configuration()
        configuration.navigationCalls = [
            NavigationCall(pattern: "navigation.openSheet", kind: .present), NavigationCall(pattern: "navigation.push", kind: .push),
        ]
        #expect(Self.drafted(swift, configuration) == ["Picker ==push=> SignUp", "Home ==present=> Picker", "Home ==present=> About"])
    }

    @Test("a row built twice, once under a flag given true and once under its default, is told apart (damus)")
    func rowBuiltUnderAFlagItsBuilderSettles() {
        // damus's `SuggestedHashtagsView(isFromPostView: true)` in the composer builds its rows with
        // `isFromPostView: true` under `if isFromPostView`, and with the default `false` in the
        // `else`; a row pushes the hashtag search only when the flag is false. The composer never
        // pushes it: each build is followed apart, not only what all builds share.
        let swift = """
            import SwiftUI

            @main
            struct DemoApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            NavigationStack { ExploreView() }.tabItem { Text("Explore") }
                            NavigationStack { ComposerView() }.tabItem { Text("Post") }
                        }
                    }
                }
            }

            struct ExploreView: View {
                var body: some View { HashtagsView() }
            }

            struct ComposerView: View {
                @State private var text = ""
                var body: some View {
                    VStack {
                        TextEditor(text: $text)
                        HashtagsView(isFromComposer: true)
                    }
                }
            }

            struct HashtagsView: View {
                var isFromComposer: Bool = false
                var body: some View {
                    if isFromComposer {
                        HashtagRow(tag: "swift", isFromComposer: true)
                    } else {
                        HashtagRow(tag: "swift")
                    }
                }
            }

            struct HashtagRow: View {
                let tag: String
                var isFromComposer: Bool = false
                var body: some View {
                    if isFromComposer {
                        Button("#" + tag) {}
                    } else {
                        NavigationLink("#" + tag) { SearchView(tag: tag) }
                    }
                }
            }

            struct SearchView: View {
                let tag: String
                var body: some View { Text(tag) }
            }
            """
        #expect(Self.drafted(swift) == ["Explore ==push=> Search"])
    }

    @Test("a bottom sheet container's own dismiss and its presentation controller's close the sheet, not the screen (habitica-ios)")
    func bottomSheetClosesItself() {
        // habitica-ios's `HostingBottomSheetController<ContentView>` wires its content's close
        // button to `self.dismiss(animated:)`, and its presentation controller dismisses on a tap
        // of the backdrop: both close the sheet the user is on. The pushed screens that show the
        // sheet (in a presented stack, where their own dismiss would close it) do not close.
        let swift = Self.appDelegate(root: "HomeViewController()") + """

            final class Dismisser { var dismiss: (() -> Void)? }
            protocol Dismissable { var dismisser: Dismisser { get set } }

            final class SheetController<ContentView: View>: UIHostingController<ContentView> {
                override init(rootView: ContentView) {
                    super.init(rootView: rootView)
                    if let root = rootView as? Dismissable {
                        root.dismisser.dismiss = { self.dismiss(animated: true) }
                    }
                }
                @MainActor required dynamic init?(coder: NSCoder) { nil }
            }

            final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                    SheetPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }

            final class SheetPresentationController: UIPresentationController {
                override func presentationTransitionWillBegin() {
                    containerView?.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap(_:))))
                }
                @objc private func onTap(_ recognizer: UITapGestureRecognizer) {
                    presentingViewController.dismiss(animated: true)
                }
            }

            struct MountMenu: View, Dismissable {
                var dismisser = Dismisser()
                var body: some View { Button("Close") { dismisser.dismiss?() } }
            }

            final class MountDetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", style: .plain, target: self, action: #selector(showMenu))
                }
                @objc private func showMenu() {
                    present(SheetController(rootView: MountMenu()), animated: true)
                }
            }

            final class StableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 {
                        navigationController?.pushViewController(MountDetailViewController(), animated: true)
                    } else {
                        navigationController?.pushViewController(indexPath.row == 1 ? PetDetailViewController() : EggDetailViewController(), animated: true)
                    }
                }
            }

            final class PetDetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", style: .plain, target: self, action: #selector(showMenu))
                }
                @objc private func showMenu() {
                    let sheet = SheetController(rootView: MountMenu())
                    present(sheet, animated: true)
                }
            }

            final class MenuSheetController: UIViewController {
                private lazy var sheetDelegate = SheetTransitioningDelegate()
                override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
                    get { sheetDelegate }
                    set {}
                }
                func show() {
                    UIApplication.shared.windows.first?.rootViewController?.present(self, animated: true)
                }
            }

            final class EggDetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", style: .plain, target: self, action: #selector(showMenu))
                }
                @objc private func showMenu() {
                    let sheet = MenuSheetController()
                    sheet.show()
                }
            }

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Stable", style: .plain, target: self, action: #selector(showStable))
                }
                @objc private func showStable() {
                    present(UINavigationController(rootViewController: StableViewController()), animated: true)
                }
            }
            """
        #expect(Self.drafted(swift) == [
            "Home ==present=> Stable", "Stable ==push=> MountDetail", "Stable ==push=> PetDetail", "Stable ==push=> EggDetail",
            "MountDetail ==present=> MountMenu", "PetDetail ==present=> MountMenu",
        ])
    }

    @Test("a push made when state only a deep link sets changes is the link's, no screen's (mlem)")
    func deepLinkStateChangePushesFromNoScreen() {
        // mlem's `.onOpenURL(perform: self.handleIncomingDeeplink)` keeps the link in
        // `navigationModel.pendingOpenURL`; the link modifier of every stack reacts with
        // `.onChange(of: navigation.model?.pendingOpenURL)` and pushes the page the link names.
        // That push arrives by the link: the root and the stack container do not make it.
        let swift = """
            import SwiftUI

            @main
            struct DemoApp: App {
                @State var model = NavigationModel()
                var body: some Scene {
                    WindowGroup { ContentView().environment(model) }
                }
            }

            @Observable final class NavigationModel {
                var pendingOpenURL: URL?
                var path: [Page] = []
                func push(_ page: Page) { path.append(page) }
            }

            enum Page: Hashable { case person(String), settings }

            struct ContentView: View {
                @Environment(NavigationModel.self) var navigationModel
                var body: some View {
                    @Bindable var model = navigationModel
                    NavigationStack(path: $model.path) {
                        HomeView()
                            .navigationDestination(for: Page.self) { page in
                                switch page {
                                case let .person(name): PersonView(name: name)
                                case .settings: SettingsView()
                                }
                            }
                    }
                    .modifier(LinkHandler())
                    .onOpenURL(perform: self.handleIncomingDeeplink)
                }
                func handleIncomingDeeplink(url: URL) {
                    navigationModel.pendingOpenURL = url
                }
            }

            struct LinkHandler: ViewModifier {
                @Environment(NavigationModel.self) var navigation
                func body(content: Content) -> some View {
                    content
                        .onChange(of: navigation.pendingOpenURL) { _, url in
                            if let url {
                                navigation.pendingOpenURL = nil
                                navigation.push(.person(url.lastPathComponent))
                            }
                        }
                }
            }

            struct HomeView: View {
                var body: some View {
                    NavigationLink("Settings", value: Page.settings)
                }
            }

            struct PersonView: View {
                let name: String
                var body: some View { Text(name) }
            }

            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }
            """
        let drafted = Self.drafted(swift)
        #expect(drafted.contains("Home ==push=> Settings"))
        #expect(!drafted.contains { $0.hasSuffix("==push=> Person") })
        // State a screen's own button sets too is that screen's to change.
        let alsoTapped = swift.replacingOccurrences(
            of: "struct HomeView: View {\n    var body: some View {\n        NavigationLink(\"Settings\", value: Page.settings)",
            with: "struct HomeView: View {\n    @Environment(NavigationModel.self) var model\n    var body: some View {\n        Button(\"Me\") { model.pendingOpenURL = URL(string: \"me\") }\n        NavigationLink(\"Settings\", value: Page.settings)")
        #expect(alsoTapped != swift)
        #expect(Self.drafted(alsoTapped).contains { $0.hasSuffix("==push=> Person") })
    }
}
