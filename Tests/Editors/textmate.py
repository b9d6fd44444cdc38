"""A small TextMate tokenizer: just what Editors/uiflow.tmLanguage.json uses, run with Python's re.

Rules are `match` (with `captures`), `begin`/`end` (with `beginCaptures`, `endCaptures`, `name`,
`contentName`, `patterns`), and `include` of `#name` or `$self`. As in vscode-textmate, a line is
searched from the current position for the end of the open rule and every pattern inside it;
the earliest match wins, and on a tie the end comes first, then the patterns in their order.
Lines are given without their line break; `^` matches only at a line's start, as in TextMate.

`check_grammar` refuses a grammar that uses a key or a regex construct outside this subset (or
outside what Oniguruma and Python's re read alike), so that what this tokenizer says is what an
editor shows.
"""

import re

RULE_KEYS = {
    "name", "match", "captures", "begin", "end", "beginCaptures", "endCaptures",
    "contentName", "patterns", "include", "comment",
}
TOP_KEYS = {"$schema", "name", "scopeName", "fileTypes", "comment", "patterns", "repository"}
# Regex constructs that Oniguruma and Python's re read differently, or that one of them lacks.
UNPORTABLE = [
    (r"\\[GAzZhHKRXk]", "an anchor or escape Python's re lacks (\\G, \\A, \\z, \\h, \\K, \\R, \\X, \\k)"),
    (r"\(\?<[A-Za-z]", "a named group (Oniguruma writes (?<name>, Python (?P<name>)"),
    (r"\(\?P", "a Python-only named group"),
    (r"\\[pP]\{", "a Unicode property (Python's re has none)"),
    (r"\\x\{", "an \\x{...} escape (Python's re has none)"),
    (r"\(\?>", "an atomic group"),
    (r"[*+?}][+]", "a possessive quantifier"),
    (r"\(\?[imx]", "an inline flag"),
    (r"\(\?~", "an absent operator"),
]


class GrammarError(Exception):
    pass


def check_grammar(grammar):
    """Raises GrammarError when the grammar goes beyond what this tokenizer understands."""
    extra = set(grammar) - TOP_KEYS
    if extra:
        raise GrammarError(f"top-level keys this tokenizer does not know: {sorted(extra)}")

    def visit(rule, where):
        extra = set(rule) - RULE_KEYS
        if extra:
            raise GrammarError(f"{where}: keys this tokenizer does not know: {sorted(extra)}")
        if "begin" in rule and "end" not in rule:
            raise GrammarError(f"{where}: `begin` without `end`")
        for key in ("match", "begin", "end"):
            if key in rule:
                pattern = rule[key]
                for construct, what in UNPORTABLE:
                    if re.search(construct, pattern):
                        raise GrammarError(f"{where}.{key}: {what}: {pattern}")
                try:
                    re.compile(pattern)
                except re.error as error:
                    raise GrammarError(f"{where}.{key}: {error}: {pattern}") from error
        for key in ("captures", "beginCaptures", "endCaptures"):
            for number, capture in rule.get(key, {}).items():
                if set(capture) != {"name"}:
                    raise GrammarError(f"{where}.{key}.{number}: a capture may only have a name here")
        include = rule.get("include")
        if include is not None and include != "$self":
            if not include.startswith("#") or include[1:] not in grammar.get("repository", {}):
                raise GrammarError(f"{where}: include of an unknown rule {include}")
        for index, child in enumerate(rule.get("patterns", [])):
            visit(child, f"{where}.patterns[{index}]")

    for index, rule in enumerate(grammar.get("patterns", [])):
        visit(rule, f"patterns[{index}]")
    for name, rule in grammar.get("repository", {}).items():
        visit(rule, f"repository.{name}")


class Rule:
    def __init__(self, source):
        self.name = source.get("name")
        self.content_name = source.get("contentName")
        self.match = re.compile(source["match"]) if "match" in source else None
        self.begin = re.compile(source["begin"]) if "begin" in source else None
        self.end = re.compile(source["end"]) if "end" in source else None
        self.captures = source.get("captures", {})
        self.begin_captures = source.get("beginCaptures", source.get("captures", {}))
        self.end_captures = source.get("endCaptures", source.get("captures", {}))
        self.source_patterns = source.get("patterns", [])
        self.patterns = None  # resolved by Grammar


class Grammar:
    def __init__(self, source):
        check_grammar(source)
        self.scope_name = source["scopeName"]
        self.repository = {name: Rule(rule) for name, rule in source.get("repository", {}).items()}
        self.root = Rule({"patterns": source["patterns"]})
        for rule in [self.root, *self.repository.values()]:
            rule.patterns = self._resolve(rule.source_patterns)
        # Inline patterns (those not in the repository) get theirs resolved on the way.

    def _resolve(self, patterns, seen=()):
        """The patterns with every include replaced by the rules it names, in order."""
        rules = []
        for source in patterns:
            include = source.get("include")
            if include == "$self":
                rules.extend(self._resolve(self._root_sources(), seen + ("$self",)) if "$self" not in seen else [])
            elif include is not None:
                name = include[1:]
                target = self.repository[name]
                if target.match is None and target.begin is None:
                    if name not in seen:
                        rules.extend(self._resolve(target.source_patterns, seen + (name,)))
                else:
                    rules.append(target)
            else:
                rule = Rule(source)
                rule.patterns = self._resolve(rule.source_patterns, seen)
                rules.append(rule)
        return rules

    def _root_sources(self):
        return self.root.source_patterns

    def tokenize(self, lines):
        """Scopes of every character of every line (lines without their breaks): a list (one per
        line) of lists (one per character) of tuples of scope names, outermost first; and the
        rules still open at the end of each line (none, for a grammar whose rules all end on
        their line)."""
        stack = [(self.root, (self.scope_name,), (self.scope_name,), -1)]
        scopes, open_at_end = [], []
        for line in lines:
            line_scopes, stack = self._tokenize_line(line, stack)
            scopes.append(line_scopes)
            open_at_end.append([frame[0].name or frame[0].content_name for frame in stack[1:]])
        return scopes, open_at_end

    def _tokenize_line(self, line, stack):
        stack = list(stack)
        result = [None] * len(line)
        position = 0
        entered = {}  # (rule id, position) of begin rules entered, against endless loops

        def paint(start, end, names):
            for index in range(start, min(end, len(line))):
                result[index] = names

        def paint_match(match, base, captures):
            paint(match.start(), match.end(), base)
            for number in sorted(captures, key=int):
                group = int(number)
                if group > (match.re.groups or 0):
                    continue
                start, end = match.span(group)
                if start < 0:
                    continue
                name = captures[number].get("name")
                if not name:
                    continue
                for index in range(start, end):
                    result[index] = (result[index] or base) + (name,)

        while position <= len(line):
            rule, scopes, content_scopes, _ = stack[-1]
            best = None  # (start, order, kind, rule, match)
            if len(stack) > 1:
                match = rule.end.search(line, position)
                if match:
                    best = (match.start(), -1, "end", rule, match)
            for order, candidate in enumerate(rule.patterns):
                regex = candidate.match or candidate.begin
                match = regex.search(line, position)
                if match and (best is None or match.start() < best[0]):
                    best = (match.start(), order, "match" if candidate.match else "begin", candidate, match)
            if best is None:
                paint(position, len(line), content_scopes)
                break
            start, _, kind, candidate, match = best
            paint(position, start, content_scopes)
            if kind == "end":
                paint_match(match, scopes, rule.end_captures)
                stack.pop()
                position = match.end()
                continue
            base = content_scopes + ((candidate.name,) if candidate.name else ())
            if kind == "match":
                paint_match(match, base, candidate.captures)
                if match.end() == position:
                    # An empty match does not advance: the rest of the line keeps the current scopes.
                    paint(position, len(line), content_scopes)
                    break
                position = match.end()
                continue
            key = (id(candidate), match.start())
            if entered.get(key):
                paint(position, len(line), content_scopes)
                break
            entered[key] = True
            paint_match(match, base, candidate.begin_captures)
            inner = base + ((candidate.content_name,) if candidate.content_name else ())
            stack.append((candidate, base, inner, match.end()))
            position = match.end()
            if position == len(line) and not candidate.end.search(line, position):
                break
        # Characters never painted (none in practice) keep the scopes of the open rule.
        fallback = stack[-1][2]
        return [names or fallback for names in result], stack
