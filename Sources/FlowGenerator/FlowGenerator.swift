/// Deterministic synthetic flows for benchmarks and stress tests: the same options always give
/// the same text.
///
/// A generated flow looks like a real app's: screens with parameters, what the user sees, actions
/// that lead to the next screens (and a fifth of them back to an earlier one), transition kinds,
/// arguments, deep-link routes, groups, and, when asked, Japanese text.
public struct FlowGenerator: Sendable {
    /// How to generate.
    public struct Options: Sendable {
        /// How many screens.
        public var screens: Int
        /// How many forward transitions each screen has (to the next screens).
        public var branching: Int
        /// How many files to split the flow into (screen names stay global).
        public var files: Int
        /// Whether names and text are Japanese.
        public var japanese: Bool
        /// The random seed.
        public var seed: UInt64
        /// How many screens each `@group` holds, in order (screens 0–49 in the first by default).
        public var screensPerGroup: Int

        /// Options for `screens` screens; the defaults give one English file of screens that each lead
        /// to the next two.
        public init(
            screens: Int, branching: Int = 2, files: Int = 1, japanese: Bool = false, seed: UInt64 = 1, screensPerGroup: Int = 50
        ) {
            self.screens = screens
            self.branching = branching
            self.files = files
            self.japanese = japanese
            self.seed = seed
            self.screensPerGroup = screensPerGroup
        }
    }

    /// How this generator generates.
    public let options: Options

    /// Creates a generator.
    public init(_ options: Options) {
        self.options = options
    }

    /// The files: a name (`flow-0.uiflow`, …) and its text each.
    public func files() -> [(name: String, text: String)] {
        var random = SplitMix64(seed: options.seed)
        let count = max(options.files, 1)
        let perFile = (options.screens + count - 1) / count
        var result: [(String, String)] = []
        for file in 0..<count {
            var text = "// Generated: \(options.screens) screens, file \(file + 1) of \(count).\n\n"
            let range = (file * perFile)..<min((file + 1) * perFile, options.screens)
            for index in range {
                appendScreen(index, to: &text, random: &random)
            }
            result.append(("flow-\(file).uiflow", text))
        }
        return result
    }

    /// The whole flow as one text.
    public func text() -> String {
        files().map(\.text).joined()
    }

    private func name(_ index: Int) -> String {
        options.japanese ? "画面\(index)" : "Screen \(index)"
    }

    /// Screens with a multiple of 3 as index take an `id` parameter (and a defaulted `tab`).
    private func hasParameters(_ index: Int) -> Bool { index % 3 == 0 }

    private func appendScreen(_ index: Int, to text: inout String, random: inout SplitMix64) {
        let japanese = options.japanese
        text += "[" + name(index)
        if hasParameters(index) { text += "(id: Int, tab: Tab = .main, note: String?)" }
        text += "]\n"
        if index == 0 { text += "@entry\n" }
        let group = index / max(options.screensPerGroup, 1)
        text += "@group " + (japanese ? "グループ\(group)" : "Group \(group)") + "\n"
        if index % 10 == 0 {
            text += "@type Screen\(index)ViewController\n"
            text += hasParameters(index) ? "@route myapp://screens/\(index)/:id?tab=:tab\n" : "@route /screens/\(index)\n"
        }
        let sees = 1 + Int(random.next() % 3)
        for line in 0..<sees {
            text += japanese ? "表示要素\(line)：ユーザーが見るもの\n" : "Label \(line): something the user sees\n"
        }
        text += "--\n"
        let kinds = ["==>", "==push=>", "==present=>", "==push{tap}=>"]
        for branch in 1...max(options.branching, 1) {
            let target = (index + branch) % options.screens
            text += japanese ? "ボタン\(branch)をタップ\n" : "Tap button \(branch)\n"
            text += kinds[Int(random.next() % UInt64(kinds.count))] + " " + name(target)
            if hasParameters(target) { text += "(id: item\(branch).id)" }
            text += "\n"
        }
        if random.next() % 5 == 0, index > 0 {
            let target = Int(random.next() % UInt64(index))
            text += japanese ? "戻る\n" : "Go back\n"
            text += "==back=> " + name(target) + "\n"
        }
        text += "\n"
    }
}

/// A small, fast, deterministic random generator.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same numbers.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
