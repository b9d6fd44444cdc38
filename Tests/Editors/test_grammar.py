"""The TextMate grammar (Editors/uiflow.tmLanguage.json) against the parser, on every sample.

Each `.uiflow` file under Samples/ (and Fixtures/grammar-cases.uiflow, the notation's corner cases)
is tokenized with textmate.py and compared with what `uiflow render -f json` says the parser
read: every screen header's name, every parameter, route placeholder, transition arrow, kind,
label, target, argument and trailing `@allow` must carry its scope at the exact columns the
parser gives; every line the parser kept as text must carry none of the structural scopes; and
every other line of a block (the parser's directives, comments and separators) must be scoped as
one. `test_checks_catch_a_broken_grammar` breaks the grammar on purpose and expects failures.
"""

import copy
import json
import plistlib
import re
import zipfile

import pytest

from conftest import HERE, ROOT, render_json
from textmate import Grammar, GrammarError, check_grammar

GRAMMAR_PATH = ROOT / "Editors" / "uiflow.tmLanguage.json"
SUBLIME_PATH = ROOT / "Editors" / "sublime" / "UIFlow.tmLanguage"
FLOWS = sorted(ROOT.glob("Samples/**/*.uiflow")) + [HERE / "Fixtures" / "grammar-cases.uiflow"]

SCREEN = "entity.name.type.screen.uiflow"
TARGET = "entity.name.type.target.uiflow"
ARROW = "keyword.operator.arrow.uiflow"
KIND = "keyword.control.transition.uiflow"
BAD_KIND = "invalid.illegal.transition-kind.uiflow"
LABEL = "string.unquoted.label.uiflow"
TRANSITION = "meta.transition.uiflow"
DIRECTIVE = "keyword.other.directive.uiflow"
DIRECTIVE_LINE = "meta.directive.uiflow"
COMMENT = "comment.line.double-slash.uiflow"
SEPARATOR = "meta.separator.uiflow"
HEADER = "meta.screen-header.uiflow"
PARAMETER = "variable.parameter.uiflow"
TYPE = "support.type.uiflow"
DEFAULT = "meta.default-value.uiflow"
ARGUMENT = "variable.parameter.argument.uiflow"
VALUE = "meta.argument-value.uiflow"
ROUTE = "string.unquoted.route.uiflow"
PLACEHOLDER = "variable.parameter.placeholder.uiflow"
RULE_ID = "constant.other.rule-id.uiflow"
RANK = "keyword.operator.rank.uiflow"
GROUP = "entity.name.namespace.group.uiflow"
TAB = "entity.name.type.tab.uiflow"
# What a line of plain text must never carry.
STRUCTURAL = (SCREEN, HEADER, TARGET, ARROW, KIND, TRANSITION, DIRECTIVE, DIRECTIVE_LINE, COMMENT, SEPARATOR)
# The arrow as docs/language.md writes it: `=`s, a kind, a `{label}`, `=`s, `>`.
ARROW_TEXT = re.compile(r"^\s*=+([A-Za-z]*)(?:\{(.*?)\}=+|=*)>")


def load_grammar():
    with open(GRAMMAR_PATH, encoding="utf-8") as file:
        return json.load(file)


def read_lines(path):
    """The file's lines as the parser splits them (LF, CRLF or CR; a byte order mark ignored)."""
    text = path.read_text(encoding="utf-8")
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = re.split(r"\r\n|\r|\n", text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


class Checker:
    """Collects what the grammar gets wrong about one file, as messages."""

    def __init__(self, path, lines, scopes):
        self.path, self.lines, self.scopes = path, lines, scopes
        self.problems = []

    def where(self, line, column=None):
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        place = f"{self.path.relative_to(ROOT)}:{line}" + (f":{column + 1}" if column is not None else "")
        return f"{place} ({text.strip()!r})"

    def at(self, line, column):
        row = self.scopes[line - 1]
        return row[column] if 0 <= column < len(row) else ()

    def expect(self, line, start, end, scope, what):
        """Every character of [start, end) on the line carries the scope."""
        for column in range(start, end):
            if scope not in self.at(line, column):
                self.problems.append(f"{self.where(line, column)}: {what} lacks {scope} (has {self.at(line, column)})")
                return

    def expect_exact(self, line, start, end, scope, what):
        """The span carries the scope, and the characters right outside it do not."""
        self.expect(line, start, end, scope, what)
        for column in (start - 1, end):
            if scope in self.at(line, column) and not self.lines[line - 1][column].isspace():
                self.problems.append(f"{self.where(line, column)}: {scope} runs past the {what}")

    def expect_none(self, line, scopes, what):
        for column in range(len(self.lines[line - 1])):
            found = [scope for scope in scopes if scope in self.at(line, column)]
            if found:
                self.problems.append(f"{self.where(line, column)}: {what} carries {found[0]}")
                return

    def find(self, line, text, start=0, what="text"):
        index = self.lines[line - 1].find(text, start)
        if index < 0:
            self.problems.append(f"{self.where(line)}: the parser's {what} {text!r} is not on this line")
        return index


def check_file(grammar_source, path, model):
    """What the grammar gets wrong about the file, against the parser's model (empty: nothing)."""
    lines = read_lines(path)
    scopes, open_at_end = Grammar(grammar_source).tokenize(lines)
    checker = Checker(path, lines, scopes)
    for number, still_open in enumerate(open_at_end, start=1):
        if still_open:
            checker.problems.append(f"{checker.where(number)}: rules run past the line's end: {still_open}")

    screens = [screen for screen in model["screens"] if screen["file"] == str(path)]
    headers = {screen["line"] for screen in screens}
    # A second block of a name already used is left out of the model; its header is in the findings.
    duplicates = [d for d in model["diagnostics"] if d["rule"] == "duplicate-screen" and d["file"] == str(path)]
    header_lines = sorted(headers | {d["line"] for d in duplicates})
    classified = set(header_lines)

    def block_end(line):
        later = [other for other in header_lines if other > line]
        return later[0] if later else len(lines) + 1

    for duplicate in duplicates:
        name = re.search(r"`(.*)`", duplicate["message"]).group(1)
        checker.expect_exact(duplicate["line"], duplicate["column"] - 1, duplicate["column"] - 1 + len(name), SCREEN, "screen name")
        classified.update(range(duplicate["line"], block_end(duplicate["line"])))

    for screen in screens:
        line, start = screen["line"], screen["column"] - 1
        checker.expect_exact(line, start, start + len(screen["name"]), SCREEN, "screen name")
        if screen["rank"]:
            marks = checker.find(line, "#" * screen["rank"] + "]", what="rank marks")
            checker.expect(line, marks, marks + screen["rank"], RANK, "rank marks")
        for parameter in screen["parameters"]:
            label = parameter["column"] - 1
            checker.expect_exact(parameter["line"], label, label + len(parameter["name"]), PARAMETER, "parameter label")
            after = label + len(parameter["name"])
            type_start = checker.find(parameter["line"], parameter["type"], after, "type")
            for word in re.finditer(r"[^\W\d]\w*", parameter["type"]):
                checker.expect(parameter["line"], type_start + word.start(), type_start + word.end(), TYPE, "type name")
            if parameter["default"] is not None:
                value = checker.find(parameter["line"], parameter["default"], type_start + len(parameter["type"]), "default")
                checker.expect(parameter["line"], value, value + len(parameter["default"]), DEFAULT, "default value")
        for route in screen["routes"]:
            start = route["column"] - 1
            classified.add(route["line"])
            checker.expect(route["line"], start, start + len(route["pattern"]), ROUTE, "route")
            keyword = checker.find(route["line"], "@route", what="directive")
            checker.expect(route["line"], keyword, keyword + len("@route"), DIRECTIVE, "@route")
            for placeholder in route["placeholders"]:
                found = checker.find(route["line"], ":" + placeholder, start, "placeholder")
                checker.expect(route["line"], found + 1, found + 1 + len(placeholder), PLACEHOLDER, "placeholder")
        end = block_end(line)
        block = range(line + 1, end)
        for directive, value, scope in (("@type", screen["type"], TYPE), ("@group", screen["group"], GROUP)):
            if value is not None:
                rows = [row for row in block if lines[row - 1].strip().startswith(directive + " ")]
                if len(rows) != 1:
                    checker.problems.append(f"{checker.where(line)}: the parser read {directive} {value}, found on {len(rows)} lines")
                else:
                    found = checker.find(rows[0], value, lines[rows[0] - 1].index(directive) + len(directive))
                    checker.expect(rows[0], found, found + len(value), scope, directive + "'s argument")
        allowed = set()
        for row in block:
            text = lines[row - 1].strip()
            if text.startswith("@allow") and not any(row == t["line"] for a in screen["actions"] for t in a["transitions"]):
                for rule in re.finditer(r"[\w-]+", text[len("@allow"):]):
                    allowed.add(rule.group())
                    column = lines[row - 1].index("@allow") + len("@allow") + rule.start()
                    checker.expect(row, column, column + len(rule.group()), RULE_ID, "rule id")
        if allowed != set(screen["allow"]):
            checker.problems.append(f"{checker.where(line)}: @allow lines name {sorted(allowed)}, the parser read {screen['allow']}")

        # What the user sees: the text lines after the header, in order.
        row = line + 1
        for text in screen["sees"]:
            while row < end and lines[row - 1].strip() != text:
                row += 1
            if row >= end:
                checker.problems.append(f"{checker.where(line)}: the parser's text {text!r} is not in the block")
                break
            classified.add(row)
            checker.expect_none(row, STRUCTURAL, "a line of what the user sees")
            row += 1
        for action in screen["actions"]:
            row = action["line"]
            for text in action["text"]:
                while row < end and lines[row - 1].strip() != text:
                    row += 1
                if row >= end:
                    checker.problems.append(f"{checker.where(action['line'])}: the parser's action text {text!r} is not in the block")
                    break
                classified.add(row)
                checker.expect_none(row, STRUCTURAL, "a line of what the user does")
                row += 1
            for transition in action["transitions"]:
                if not transition["implicit"]:
                    classified.add(transition["line"])
                    check_transition(checker, transition)

    # The rest of each line: blank, or a comment, a separator or (inside a block) a directive.
    for number, text in enumerate(lines, start=1):
        stripped = text.strip()
        if number in classified or not stripped:
            continue
        first = len(text) - len(text.lstrip())
        if stripped.startswith("//"):
            checker.expect(number, first, len(text.rstrip()), COMMENT, "comment")
        elif re.fullmatch(r"-{2,}", stripped):
            checker.expect(number, first, len(text.rstrip()), SEPARATOR, "separator")
        elif header_lines and number > header_lines[0]:
            # Inside a block, a line the parser kept neither as text nor as a transition is a directive.
            word = re.match(r"@[\w-]+", stripped)
            if not word:
                checker.problems.append(f"{checker.where(number)}: the parser read this line as a directive, and it does not start with @")
                continue
            checker.expect(number, first, first + len(word.group()), DIRECTIVE, "directive")
            checker.expect(number, first, len(text.rstrip()), DIRECTIVE_LINE, "directive line")
            if word.group() == "@tabs":
                # Screen names separated by commas, as docs/language.md writes them.
                for item in re.finditer(r"[^,\s](?:[^,]*[^,\s])?", text[first + len("@tabs"):]):
                    column = first + len("@tabs") + item.start()
                    checker.expect_exact(number, column, column + len(item.group()), TAB, "tab")
        else:
            checker.problems.append(f"{checker.where(number)}: text before the first screen block")
    return checker.problems


def check_transition(checker, transition):
    line = transition["line"]
    text = checker.lines[line - 1]
    arrow = ARROW_TEXT.match(text)
    if not arrow:
        checker.problems.append(f"{checker.where(line)}: the parser's transition has no arrow here")
        return
    start = transition["column"] - 1
    checker.expect(line, start, len(text.rstrip()), TRANSITION, "transition line")
    checker.expect(line, start, start + 2, ARROW, "arrow")
    checker.expect(line, arrow.end() - 2, arrow.end(), ARROW, "arrow")
    if arrow.group(1):
        kind = kind_scope(arrow.group(1))
        checker.expect_exact(line, arrow.start(1), arrow.end(1), kind, "transition kind")
    if transition["label"] is not None:
        label = checker.find(line, transition["label"], arrow.start(2), "label")
        checker.expect(line, label, label + len(transition["label"]), LABEL, "label")
    position = arrow.end()
    if transition["target"] is None:
        checker.expect_none(line, (TARGET,), "a transition without a target")
    else:
        target = checker.find(line, transition["target"], position, "target")
        checker.expect_exact(line, target, target + len(transition["target"]), TARGET, "target")
        position = target + len(transition["target"])
    for argument in transition["arguments"]:
        label = checker.find(line, argument["label"], position, "argument label")
        checker.expect_exact(line, label, label + len(argument["label"]), ARGUMENT, "argument label")
        value = checker.find(line, argument["value"], label + len(argument["label"]), "argument value")
        checker.expect(line, value, value + len(argument["value"]), VALUE, "argument value")
        position = value + len(argument["value"])
    if transition.get("allow"):
        keyword = checker.find(line, "@allow", position, "@allow")
        checker.expect(line, keyword, keyword + len("@allow"), DIRECTIVE, "@allow")
        for rule in transition["allow"]:
            found = checker.find(line, rule, keyword, "rule id")
            checker.expect(line, found, found + len(rule), RULE_ID, "rule id")
    elif "@allow" in text[position:]:
        checker.expect_none(line, (DIRECTIVE,), "an `@allow` that is part of the target's name")


KINDS = {"show", "push", "present", "back", "dismiss", "replace", "switch"}


def kind_scope(word):
    return KIND if word in KINDS else BAD_KIND


@pytest.fixture(scope="module")
def models(uiflow):
    return {path: render_json(uiflow, path) for path in FLOWS}


def test_grammar_stays_within_what_the_test_tokenizer_and_oniguruma_share():
    check_grammar(load_grammar())


@pytest.mark.parametrize("path", FLOWS, ids=lambda path: str(path.relative_to(ROOT)))
def test_grammar_scopes_each_line_as_the_parser_reads_it(path, models):
    problems = check_file(load_grammar(), path, models[path])
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def test_samples_cover_every_kind_of_line():
    """The samples and the fixture hold every construct the checks above look at."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in FLOWS)
    for construct in ("==push=>", "==present=>", "==back=>", "==dismiss=>", "==replace=>", "==switch=>", "=={",
                      "@entry", "@route", "@type", "@group", "@exit", "@allow", "@navigation", "@tabs",
                      "@swift-name", "@path-via", "@screenshot", "//", "\n--\n", "##]", "= .", "(userId:"):
        assert construct in text, f"no sample or fixture has {construct!r}"


def break_rule(grammar, name, key, value):
    broken = copy.deepcopy(grammar)
    broken["repository"][name][key] = value
    return broken


BROKEN_GRAMMARS = {
    "no transitions": lambda g: {**g, "patterns": [p for p in g["patterns"] if p != {"include": "#transition"}]},
    "targets unscoped": lambda g: break_rule(g, "target", "captures", {"1": {"name": "entity.name.other.uiflow"}}),
    "target swallows the arguments": lambda g: break_rule(g, "target", "match", r"(?<=>)\s*(\S.*?)\s*$"),
    "headers without parameters": lambda g: {**g, "patterns": [p for p in g["patterns"] if p != {"include": "#header-with-parameters"}]},
    "any `@word` is a directive": lambda g: break_rule(
        g, "directive-type", "match", r"^\s*((@)[\w-]+)(?=\s|$)\s*(.*?)\s*$"),
    "arrows anywhere in a line": lambda g: break_rule(
        g, "transition", "begin", g["repository"]["transition"]["begin"].replace("^\\s*", "")),
    "a string runs to the next line": lambda g: break_rule(g, "string", "end", '"'),
}


@pytest.mark.parametrize("breakage", sorted(BROKEN_GRAMMARS))
def test_checks_catch_a_broken_grammar(breakage, models):
    broken = BROKEN_GRAMMARS[breakage](load_grammar())
    problems = [problem for path in FLOWS for problem in check_file(broken, path, models[path])]
    assert problems, f"the checks did not notice a grammar with {breakage}"


def test_sublime_text_grammar_is_the_json_grammar():
    """Sublime Text reads the grammar as a property list: Editors/sublime/UIFlow.tmLanguage,
    generated from the JSON (UIFLOW_UPDATE_GOLDEN=1 rewrites it)."""
    grammar = load_grammar()
    converted = {key: value for key, value in grammar.items() if key != "$schema"}
    expected = plistlib.dumps(converted, sort_keys=False)
    import os

    if os.environ.get("UIFLOW_UPDATE_GOLDEN"):
        SUBLIME_PATH.parent.mkdir(parents=True, exist_ok=True)
        SUBLIME_PATH.write_bytes(expected)
    assert SUBLIME_PATH.exists(), f"{SUBLIME_PATH} is missing: run with UIFLOW_UPDATE_GOLDEN=1"
    assert SUBLIME_PATH.read_bytes() == expected, (
        f"{SUBLIME_PATH.relative_to(ROOT)} differs from the JSON grammar: regenerate it with UIFLOW_UPDATE_GOLDEN=1")


def test_vscode_extension_packs_the_grammar_and_language_configuration(tmp_path):
    """Editors/vscode/package-vsix.py makes an installable .vsix without npm."""
    import subprocess
    import sys

    output = tmp_path / "uiflow.vsix"
    subprocess.run([sys.executable, str(ROOT / "Editors" / "vscode" / "package-vsix.py"), "-o", str(output)],
                   check=True, timeout=60)
    with zipfile.ZipFile(output) as archive:
        names = set(archive.namelist())
        assert {"extension.vsixmanifest", "[Content_Types].xml", "extension/package.json"} <= names
        manifest = json.loads(archive.read("extension/package.json"))
        contributes = manifest["contributes"]
        language = contributes["languages"][0]
        assert language["id"] == "uiflow" and ".uiflow" in language["extensions"]
        assert "extension/" + language["configuration"].removeprefix("./") in names
        grammar = contributes["grammars"][0]
        assert grammar["scopeName"] == "source.uiflow" and grammar["language"] == "uiflow"
        packed = json.loads(archive.read("extension/" + grammar["path"].removeprefix("./")))
        assert packed == load_grammar()
        configuration = json.loads(archive.read("extension/" + language["configuration"].removeprefix("./")))
        assert configuration["comments"]["lineComment"] == "//"
        assert ["[", "]"] in configuration["brackets"]
        vsix_manifest = archive.read("extension.vsixmanifest").decode()
        assert f'Version="{manifest["version"]}"' in vsix_manifest
        assert f'Publisher="{manifest["publisher"]}"' in vsix_manifest


def test_grammar_error_names_an_unsupported_key():
    grammar = load_grammar()
    grammar["repository"]["comment"]["while"] = "^"
    with pytest.raises(GrammarError, match="while"):
        check_grammar(grammar)
