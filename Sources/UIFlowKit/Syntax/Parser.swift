/// One flow file, parsed: its screens in file order, and what was wrong with it.
public struct ParsedFile: Sendable, Hashable {
    /// The file's path as given.
    public var path: String
    /// The screen blocks, in file order, duplicates included (``Flow`` reports and drops them).
    public var screens: [Screen]
    /// Everything the parser rejected or warned about, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a parsed file.
    public init(path: String, screens: [Screen], diagnostics: [Diagnostic]) {
        self.path = path
        self.screens = screens
        self.diagnostics = diagnostics
    }

    /// Parses one file. Bad input never throws or traps: it becomes diagnostics, and parsing goes on
    /// with the next line, so that one pass reports every error of the file.
    public init(parsing source: SourceFile) {
        var parser = Parser(path: source.path)
        source.bytes.withUnsafeBufferPointer { buffer in
            parser.parse(Bytes(buffer: buffer))
        }
        self.init(path: source.path, screens: parser.screens, diagnostics: parser.diagnostics)
    }
}

/// The line-by-line state machine that turns a file's bytes into screens.
struct Parser {
    /// The most diagnostics one file reports; past it, one last error says so. Keeps the output of
    /// a binary or generated file readable and bounded.
    static let diagnosticLimit = 1000

    let path: String
    private(set) var screens: [Screen] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The block being read; meaningful only while `hasCurrent`. Not an optional, so that appending
    /// to its arrays mutates them in place.
    private var current = Screen(name: "", location: SourceLocation(file: "", line: 0, column: 0))
    private var hasCurrent = false
    private var section = Section.sees
    /// The header of a block whose name was unusable: its lines are skipped without more errors.
    private var isSkippingBlock = false
    private var hasReportedPreamble = false
    private var hasReportedLimit = false
    private var line = LineInfo(number: 0, start: 0, end: 0)
    private var columnCache = (offset: 0, column: 1)

    private enum Section { case sees, actions }

    private struct LineInfo {
        var number: Int
        var start: Int
        var end: Int
    }

    init(path: String) { self.path = path }

    // MARK: Lines

    mutating func parse(_ bytes: Bytes) {
        let count = bytes.buffer.count
        var start = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var number = 1
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                parseLine(bytes, LineInfo(number: number, start: start, end: index))
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                number += 1
                start = index + 1
            }
            index += 1
        }
        if start < count { parseLine(bytes, LineInfo(number: number, start: start, end: count)) }
        finishBlock(nextHeader: nil, nextLine: number + 1)
    }

    private mutating func parseLine(_ bytes: Bytes, _ info: LineInfo) {
        line = info
        columnCache = (info.start, 1)
        checkEncoding(bytes)
        let content = bytes.trimmed(info.start..<info.end)
        guard let first = content.first else { return }
        let second = bytes.byte(first + 1, in: content)
        if bytes[first] == UInt8(ascii: "/"), second == UInt8(ascii: "/") { return }
        if bytes[first] == UInt8(ascii: "["), bytes[content.upperBound - 1] == UInt8(ascii: "]"), content.count >= 2 {
            parseHeader(bytes, content)
            return
        }
        if isSkippingBlock { return }
        if bytes[first] == UInt8(ascii: "-"), content.count >= 2,
            content.allSatisfy({ bytes[$0] == UInt8(ascii: "-") })
        {
            parseSeparator(bytes, content)
            return
        }
        if bytes[first] == UInt8(ascii: "="), let arrow = ArrowSyntax(bytes, content) {
            parseTransition(bytes, arrow)
            return
        }
        if bytes[first] == UInt8(ascii: "@"), Self.isASCIILetter(second), parseDirective(bytes, content) {
            return
        }
        parseText(bytes, content)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    // MARK: Blocks

    private mutating func parseHeader(_ bytes: Bytes, _ content: Range<Int>) {
        let header = HeaderSyntax(bytes, content)
        let nameStart = header.name.isEmpty ? content.lowerBound : header.name.lowerBound
        let location = self.location(bytes, nameStart)
        guard !header.name.isEmpty else {
            finishBlock(nextHeader: nil, nextLine: line.number)
            report(.error, "a screen block needs a name: write `[Screen name]`", at: location)
            isSkippingBlock = true
            return
        }
        let name = bytes.string(header.name)
        finishBlock(nextHeader: name, nextLine: line.number)
        isSkippingBlock = false
        section = .sees
        var screen = Screen(name: name, location: location, rank: header.rank)
        if let list = header.parameters {
            screen.hasParameterList = true
            screen.parameters = parameters(bytes, list)
        } else if header.looksLikeParameterList, let group = header.group {
            report(
                .warning,
                "`\(shown(bytes.string(group)))` is part of the screen name because it is not a parameter list; "
                    + "write parameters as `label: Type` or `label: Type = default`, separated by commas",
                at: location)
        }
        current = screen
        hasCurrent = true
    }

    private mutating func parameters(_ bytes: Bytes, _ list: [ListSyntax.Item]) -> [Screen.Parameter] {
        var result: [Screen.Parameter] = []
        var seen: Set<String> = []
        for item in list {
            let name = bytes.string(item.label)
            let location = self.location(bytes, item.label.lowerBound)
            guard seen.insert(name).inserted else {
                report(.error, "parameter `\(shown(name))` is declared twice; give each parameter its own label", at: location)
                continue
            }
            let (type, defaultValue) = ListSyntax.splitDefault(bytes, item.value)
            result.append(
                Screen.Parameter(
                    name: name, type: bytes.string(type), defaultValue: defaultValue.map(bytes.string),
                    location: location))
        }
        return result
    }

    /// Closes the current block. Its last action, when it has text and no transition, continues to
    /// the next block of the file: the original notation's implicit transition.
    private mutating func finishBlock(nextHeader: String?, nextLine: Int) {
        guard hasCurrent else { return }
        hasCurrent = false
        var screen = current
        current = Screen(name: "", location: SourceLocation(file: "", line: 0, column: 0))
        if let nextHeader, let last = screen.actions.indices.last, screen.actions[last].transitions.isEmpty,
            let lastLine = screen.actions[last].text.last
        {
            screen.actions[last].transitions.append(
                Transition(target: nextHeader, isImplicit: true, location: lastLine.location))
        }
        screen.endLine = nextLine
        screens.append(screen)
    }

    private mutating func parseSeparator(_ bytes: Bytes, _ content: Range<Int>) {
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return
        }
        if section == .actions {
            report(
                .error,
                "a screen block has one separator; this one starts a second list of actions. "
                    + "Remove it, or start a new block with `[Screen name]`",
                at: location(bytes, content.lowerBound))
            return
        }
        section = .actions
    }

    private mutating func parseText(_ bytes: Bytes, _ content: Range<Int>) {
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return
        }
        let text = TextLine(text: bytes.string(content), location: location(bytes, content.lowerBound))
        if bytes[content.lowerBound] == UInt8(ascii: "="), ArrowSyntax.looksLikeArrow(bytes, content) {
            report(
                .warning,
                "this line is text, not a transition: an arrow needs at least two `=` (`==> Target`, "
                    + "`=={label}=> Target`)",
                at: text.location)
        }
        switch section {
        case .sees:
            current.sees.append(text)
        case .actions:
            if let last = current.actions.indices.last, current.actions[last].transitions.isEmpty {
                current.actions[last].text.append(text)
            } else {
                current.actions.append(Action(text: [text], location: text.location))
            }
        }
    }

    private mutating func reportPreamble(_ bytes: Bytes, _ content: Range<Int>) {
        guard !hasReportedPreamble else { return }
        hasReportedPreamble = true
        report(
            .error,
            "text before the first screen block; start the file with a header such as `[Home]`, "
                + "or make the line a comment with `//`",
            at: location(bytes, content.lowerBound))
    }

    // MARK: Transitions

    private mutating func parseTransition(_ bytes: Bytes, _ arrow: ArrowSyntax) {
        guard hasCurrent else {
            reportPreamble(bytes, arrow.range)
            return
        }
        let location = self.location(bytes, arrow.range.lowerBound)
        var kind = TransitionKind.show
        if let word = arrow.kind {
            let text = bytes.string(word)
            if let known = TransitionKind(rawValue: text) {
                kind = known
            } else {
                let names = TransitionKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                report(
                    .error, "unknown transition kind `\(shown(text))`; the kinds are \(names)",
                    at: self.location(bytes, word.lowerBound))
            }
        }
        let label = arrow.label.map(bytes.string)
        let targetLocation = arrow.target.isEmpty ? location : self.location(bytes, arrow.target.lowerBound)
        var transition = Transition(
            target: nil, kind: kind, label: label?.isEmpty == true ? nil : label, location: location,
            targetLocation: targetLocation)
        if arrow.target.isEmpty {
            guard kind.isReturn else {
                report(
                    .error,
                    "this transition has no target; write the screen it leads to after the arrow "
                        + "(`==> Home`). Only `==back=>` and `==dismiss=>` may leave it out",
                    at: location)
                return
            }
        } else {
            let target = TargetSyntax(bytes, arrow.target)
            transition.target = bytes.string(target.name)
            if let list = target.arguments {
                transition.hasArgumentList = true
                transition.arguments = arguments(bytes, list)
            } else if target.looksLikeArgumentList, let group = target.group {
                report(
                    .warning,
                    "`\(shown(bytes.string(group)))` is part of the target's name because it is not an argument list; "
                        + "write arguments as `label: value`, separated by commas",
                    at: targetLocation)
            }
        }
        if section == .sees {
            // As in the original: a transition before any separator ends what the user sees.
            section = .actions
        }
        // A text line after a transition starts a new action, so the last action is always the one
        // this arrow belongs to: it ends the action's text, or adds a branch to its transitions.
        if let last = current.actions.indices.last {
            current.actions[last].transitions.append(transition)
        } else {
            current.actions.append(Action(text: [], transitions: [transition], location: location))
        }
    }

    private mutating func arguments(_ bytes: Bytes, _ list: [ListSyntax.Item]) -> [Transition.Argument] {
        var result: [Transition.Argument] = []
        var seen: Set<String> = []
        for item in list {
            let label = bytes.string(item.label)
            let location = self.location(bytes, item.label.lowerBound)
            guard seen.insert(label).inserted else {
                report(.error, "argument `\(shown(label))` is passed twice; pass each argument once", at: location)
                continue
            }
            result.append(Transition.Argument(label: label, value: bytes.string(item.value), location: location))
        }
        return result
    }

    // MARK: Directives

    /// Applies a directive line; `false` when the word after `@` is no directive, so the line is text.
    private mutating func parseDirective(_ bytes: Bytes, _ content: Range<Int>) -> Bool {
        var end = content.lowerBound + 1
        while end < content.upperBound, Self.isDirectiveNameByte(bytes[end]) { end += 1 }
        let word = bytes.string(content.lowerBound + 1..<end)
        let argument = bytes.trimmed(end..<content.upperBound)
        let atSeparator = end == content.upperBound || Bytes.isBlank(bytes[end])
        guard atSeparator, let directive = Directive(rawValue: word) else {
            if hasCurrent {
                let known = Directive.allCases.map { "`@\($0.rawValue)`" }.joined(separator: ", ")
                report(
                    .warning,
                    "unknown directive `@\(shown(word))`; the line is kept as text. The directives are \(known)",
                    at: location(bytes, content.lowerBound))
            }
            return false
        }
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return true
        }
        let location = self.location(bytes, content.lowerBound)
        let argumentLocation = argument.isEmpty ? location : self.location(bytes, argument.lowerBound)
        switch directive {
        case .entry, .exit:
            if !argument.isEmpty {
                report(.warning, "`@\(shown(word))` takes no argument; the rest of the line is ignored", at: argumentLocation)
            }
            if directive == .entry { current.isEntry = true } else { current.isExit = true }
        case .type:
            guard !argument.isEmpty, !argument.contains(where: { Bytes.isBlank(bytes[$0]) }) else {
                report(.error, "`@type` needs one type name, such as `@type ProfileViewController`", at: location)
                return true
            }
            setOnce(\.typeName, bytes.string(argument), directive: "@type", at: argumentLocation)
        case .group:
            guard !argument.isEmpty else {
                report(.error, "`@group` needs a group name, such as `@group Onboarding`", at: location)
                return true
            }
            setOnce(\.group, bytes.string(argument), directive: "@group", at: argumentLocation)
        case .route:
            parseRoute(bytes, argument, directiveLocation: location)
        case .allow:
            parseAllow(bytes, argument, directiveLocation: location)
        }
        return true
    }

    private static func isDirectiveNameByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }

    private mutating func setOnce(
        _ field: WritableKeyPath<Screen, String?>, _ value: String, directive: String, at location: SourceLocation
    ) {
        if let existing = current[keyPath: field] {
            report(
                .error, "a screen has one `\(directive)`; this one (`\(shown(value))`) conflicts with `\(shown(existing))`",
                at: location)
        } else {
            current[keyPath: field] = value
        }
    }

    private mutating func parseRoute(_ bytes: Bytes, _ argument: Range<Int>, directiveLocation: SourceLocation) {
        guard !argument.isEmpty else {
            report(
                .error, "`@route` needs a path or URL, such as `@route /profiles/:userId`", at: directiveLocation)
            return
        }
        let location = self.location(bytes, argument.lowerBound)
        let pattern = bytes.string(argument)
        if let problem = RouteSyntax.problem(in: pattern) {
            report(.error, "route `\(shown(pattern))` is not valid: \(problem)", at: location)
            return
        }
        let route = Route(pattern: pattern, location: location)
        var seen: Set<String> = []
        var reported: Set<String> = []
        for placeholder in route.placeholders where !seen.insert(placeholder.name).inserted {
            guard reported.insert(placeholder.name).inserted else { continue }
            report(
                .error, "route `\(shown(pattern))` uses the placeholder `:\(shown(placeholder.name))` twice",
                at: placeholder.location)
        }
        current.routes.append(route)
    }

    private mutating func parseAllow(_ bytes: Bytes, _ argument: Range<Int>, directiveLocation: SourceLocation) {
        var start = argument.lowerBound
        var found = false
        var index = argument.lowerBound
        while index <= argument.upperBound {
            let isEnd = index == argument.upperBound || Bytes.isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",")
            if isEnd {
                if index > start {
                    let allowance = Allowance(
                        rule: RuleID(rawValue: bytes.string(start..<index)), location: location(bytes, start))
                    current.allowances.append(allowance)
                    found = true
                }
                start = index + 1
            }
            index += 1
        }
        if !found {
            report(.error, "`@allow` needs a rule id, such as `@allow dead-end`", at: directiveLocation)
        }
    }

    // MARK: Diagnostics

    /// The location of `offset` in the current line. Columns are counted on from the last offset
    /// asked for, so that the many locations of one long line (a list of 100,000 parameters) cost
    /// one pass over it rather than one pass each.
    private mutating func location(_ bytes: Bytes, _ offset: Int) -> SourceLocation {
        if offset < columnCache.offset { columnCache = (line.start, 1) }
        let column = columnCache.column + bytes.scalarCount(from: columnCache.offset, to: offset)
        columnCache = (offset, column)
        return SourceLocation(file: path, line: line.number, column: column)
    }

    private mutating func report(
        _ severity: Severity, _ message: @autoclosure () -> String, at location: SourceLocation
    ) {
        guard diagnostics.count < Self.diagnosticLimit else {
            if !hasReportedLimit {
                hasReportedLimit = true
                diagnostics.append(
                    Diagnostic(
                        rule: .syntax, severity: .error,
                        message: "too many problems in this file; the first \(Self.diagnosticLimit) are reported",
                        location: location))
            }
            return
        }
        diagnostics.append(Diagnostic(rule: .syntax, severity: severity, message: message(), location: location))
    }

    /// Reports invalid UTF-8 (at its byte offset in the file) and NUL bytes, which no output can carry.
    private mutating func checkEncoding(_ bytes: Bytes) {
        var index = line.start
        while index < line.end {
            let byte = bytes[index]
            if byte == 0 {
                report(
                    .error, "NUL byte at byte offset \(index); a flow file is text", at: location(bytes, index))
                return
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = UTF8Validation.sequenceLength(bytes, at: index, end: line.end)
            guard length > 0 else {
                report(
                    .error,
                    "invalid UTF-8 at byte offset \(index); save the file as UTF-8 "
                        + "(invalid bytes are shown as \u{FFFD})",
                    at: location(bytes, index))
                return
            }
            index += length
        }
    }
}

/// The directives: lines starting with `@` inside a screen block.
enum Directive: String, CaseIterable {
    case entry, route, type, group, exit, allow
}
