extension PreviewHandler {
    /// The paths the server answers; anything else is 404. Ids and names are compared as they
    /// come, still percent-encoded: no path reaches the file system.
    enum Route {
        case page, session, render, events
        case asset(String)
        case file(String)
        case export(String)

        init?(_ parts: [String]) {
            guard parts.first == "" else { return nil }
            switch parts.dropFirst().count {
            case 1 where parts[1] == "" || parts[1] == "index.html": self = .page
            case 1 where parts[1] == "favicon.ico": self = .asset("favicon.svg")
            case 2 where parts[1] == "assets": self = .asset(parts[2])
            case 2 where parts[1] == "api" && parts[2] == "session": self = .session
            case 2 where parts[1] == "api" && parts[2] == "render": self = .render
            case 2 where parts[1] == "api" && parts[2] == "events": self = .events
            case 3 where parts[1] == "api" && parts[2] == "files": self = .file(parts[3])
            case 3 where parts[1] == "api" && parts[2] == "export": self = .export(parts[3])
            default: return nil
            }
        }
    }
}
