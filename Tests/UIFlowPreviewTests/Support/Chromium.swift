import Foundation
import Testing

/// A headless Chromium (Debian's `chromium` package), driven through the DevTools protocol over
/// `--remote-debugging-pipe`: JSON messages separated by NUL bytes on file descriptors 3 (to the
/// browser) and 4 (from it). No port, no WebSocket client, no Node: only the browser and pipes.
///
/// Every call waits at most `timeout` seconds and throws when it is exceeded, so that a test fails
/// instead of hanging; the browser is killed when the test is done with it.
final class Chromium: @unchecked Sendable {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var terminated = false
    let profile: URL
    let log: URL
    var timeout: TimeInterval = 60

    /// The browser to use: `UIFLOW_CHROMIUM`, else the first of Debian's and other usual names
    /// found on the PATH.
    static var executable: String? {
        if let chosen = ProcessInfo.processInfo.environment["UIFLOW_CHROMIUM"], !chosen.isEmpty { return chosen }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    init(width: Int = 1280, height: Int = 800) throws {
        guard let executable = Self.executable else {
            throw TestFailure(
                "no Chromium found: install Debian's `chromium` package (scripts/install-deps.sh does), "
                    + "set UIFLOW_CHROMIUM, or UIFLOW_SKIP_BROWSER_TESTS=1 to skip the browser tests")
        }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        log = profile.appendingPathComponent("chromium.log")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw TestFailure("pipe failed") }
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--mute-audio", "--hide-scrollbars",
            "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
            "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw TestFailure("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        input = toBrowser[1]
        output = fromBrowser[0]
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
    }

    deinit { terminate() }

    /// Stops the browser (politely, then by force) and removes its profile.
    func terminate() {
        guard !terminated else { return }
        terminated = true
        _ = try? send("Browser.close", [:], session: nil)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(5)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(50_000)
        }
        close(input)
        close(output)
        try? FileManager.default.removeItem(at: profile)
    }

    /// What the browser printed, for a failure message.
    var logTail: String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(15).joined(separator: "\n")
    }

    @discardableResult
    private func send(_ method: String, _ params: [String: Any], session: String?) throws -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { write(input, $0.baseAddress.map { $0 + sent }, bytes.count - sent) }
            guard count > 0 else { throw TestFailure("the browser's pipe is closed") }
            sent += count
        }
        return id
    }

    private func receive(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeFirst(end + 1)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else { continue }
                return object
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw TestFailure("the browser did not answer in time\n\(logTail)") }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { throw TestFailure("the browser exited\n\(logTail)") }
            buffer += chunk[..<count]
        }
    }

    /// Calls a DevTools method and returns its result (events on the way are dropped).
    func callBlocking(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = try send(method, params, session: session)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let message = try receive(until: deadline)
            guard message["id"] as? Int == id else { continue }
            if let error = message["error"] as? [String: Any] {
                throw TestFailure("\(method): \(error["message"] as? String ?? "error")")
            }
            return message["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` in a new tab and returns it.
    func open(_ url: String, width: Int = 1280, height: Int = 800) async throws -> BrowserPage {
        try await blocking {
            let target = try self.callBlocking("Target.createTarget", ["url": "about:blank"])
            guard let targetID = target["targetId"] as? String else { throw TestFailure("no target") }
            let attached = try self.callBlocking("Target.attachToTarget", ["targetId": targetID, "flatten": true])
            guard let session = attached["sessionId"] as? String else { throw TestFailure("no session") }
            _ = try self.callBlocking(
                "Emulation.setDeviceMetricsOverride",
                ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
            _ = try self.callBlocking("Page.enable", session: session)
            _ = try self.callBlocking("Page.navigate", ["url": url], session: session)
            return BrowserPage(browser: self, session: session)
        }
    }
}

/// A tab of the browser.
struct BrowserPage: Sendable {
    let browser: Chromium
    let session: String

    func call(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        let browser = self.browser
        let session = self.session
        let payload = try JSONSerialization.data(withJSONObject: params)
        let result = try await blocking { () throws -> Data in
            let params = (try JSONSerialization.jsonObject(with: payload) as? [String: Any]) ?? [:]
            return try JSONSerialization.data(withJSONObject: try browser.callBlocking(method, params, session: session))
        }
        return (try JSONSerialization.jsonObject(with: result) as? [String: Any]) ?? [:]
    }

    /// Evaluates JavaScript in the page (awaiting a promise) and returns its JSON value.
    @discardableResult
    func evaluate(_ expression: String) async throws -> Any? {
        let answer = try await call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] as? String
            throw TestFailure("the page threw: \(description ?? exception["text"] as? String ?? "?")")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    func string(_ expression: String) async throws -> String { try await evaluate(expression) as? String ?? "" }

    /// Waits until `expression` is true in the page; fails with `what` and the page's status after
    /// `seconds`.
    func wait(for what: String, _ expression: String, seconds: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? await evaluate("Boolean(\(expression))")) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        let status = (try? await string("document.querySelector('#status')?.textContent ?? 'no page'")) ?? "?"
        throw TestFailure("timed out waiting for \(what) (status: \(status))")
    }

    /// Types text as the keyboard would: into the focused element, firing `input`.
    func type(_ text: String) async throws {
        _ = try await call("Input.insertText", ["text": text])
    }

    /// A key press with modifiers (1 Alt, 2 Ctrl, 4 Meta, 8 Shift).
    func press(_ key: String, code: String, keyCode: Int, modifiers: Int = 0) async throws {
        for type in ["rawKeyDown", "keyUp"] {
            _ = try await call(
                "Input.dispatchKeyEvent",
                ["type": type, "key": key, "code": code, "windowsVirtualKeyCode": keyCode, "modifiers": modifiers])
        }
    }

    /// Clicks with the mouse at the centre of the first element `selector` finds (evaluated as JS
    /// returning an element).
    func click(_ element: String) async throws {
        let point = try await evaluate(
            "(() => { const r = (\(element)).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        guard let coordinates = point as? [Double], coordinates.count == 2 else { throw TestFailure("nothing to click: \(element)") }
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            _ = try await call(
                "Input.dispatchMouseEvent",
                ["type": type, "x": coordinates[0], "y": coordinates[1], "button": "left", "buttons": type == "mousePressed" ? 1 : 0,
                 "clickCount": 1])
        }
    }

    /// Turns the mouse wheel over the first element `element` gives.
    func wheel(_ element: String, deltaY: Double) async throws {
        let point = try await evaluate(
            "(() => { const r = (\(element)).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        guard let coordinates = point as? [Double], coordinates.count == 2 else { throw TestFailure("nothing to scroll: \(element)") }
        _ = try await call(
            "Input.dispatchMouseEvent",
            ["type": "mouseWheel", "x": coordinates[0], "y": coordinates[1], "deltaX": 0, "deltaY": deltaY])
    }

    /// A PNG of the page as it is shown.
    func screenshot() async throws -> Data {
        let answer = try await call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = answer["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw TestFailure("no screenshot")
        }
        return data
    }
}
