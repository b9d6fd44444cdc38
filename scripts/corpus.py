#!/usr/bin/env python3
"""Measures `uiflow extract` and `uiflow lint --swift-sources` on the public apps of Tests/Corpus.

    scripts/corpus.py [--uiflow PATH] [--corpus DIR] [--holdout] [--only APP] [--list] [--packet DIR]

For each app (Tests/Corpus/<app>/, or Tests/Corpus/holdout/<app>/ with --holdout) whose sources are
in the corpus directory ($UIFLOW_CORPUS, default ../corpus beside the repository; Tests/Corpus/README.md
says how to fetch them), it runs, with the app's `.uiflow.yml` settings from app.yml:

    uiflow extract SOURCES -o draft.uiflow
    uiflow lint truth.uiflow --swift-sources SOURCES --reporter json

and prints, per app:
- screens: truth screens (by @type) the draft has / truth screens (recall);
- transitions: truth transitions (source type -> target type, kind) the draft has / truth transitions
  (recall); a flow's `==>` and the code's `show` match any forward kind; back and dismiss match by
  source and kind;
- drafted transitions right: those the truth has are right; those between two screens of the truth
  (each also an `undeclared-transition` finding on the truth flow) are all judged, and a fixed share
  of the others ($UIFLOW_CORPUS_SAMPLE percent, 20, picked by a hash of the transition): by Tests/Corpus/<app>/verdicts.txt, lines
  `Source -> Target kind : right|wrong  why` written by a person who read the code; unjudged ones are
  listed with --list and left out of the figure, which says how many it covers;
- the configuration is the app's own `uiflow.yml` beside app.yml when there is one (the
  `.uiflow.yml` a team would write: `dependencies:`, `navigation-calls:`), else `dependencies:`
  from app.yml;
- code findings on the truth flow (type-not-found, init-mismatch, undeclared-transition,
  undeclared-shared-transition, unimplemented-transition when turned on), all of them and those that
  are errors or warnings: an `undeclared-transition` (or `undeclared-shared-transition`) is true when
  the transition it names is judged right; the others by a verdict line `finding RULE line N: MESSAGE : true|false`; an
  unjudged finding counts as false.
Exits 0; it reports, it does not judge.
"""
import argparse, hashlib, json, os, re, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE_RULES = {"type-not-found", "init-mismatch", "undeclared-transition", "undeclared-shared-transition", "unimplemented-transition",
              "unknown-segue", "unhandled-route"}
FORWARD = {"show", "push", "present", "replace", "switch"}


def load_yaml(path):
    # app.yml is flat: `key: value`, `key: [a, b]`, `key: >` folded text. No dependency on PyYAML.
    data, key = {}, None
    for line in open(path, encoding="utf-8"):
        if line.startswith(" ") and key:
            data[key] = (data[key] + " " + line.strip()).strip()
            continue
        m = re.match(r"^([A-Za-z-]+):\s*(.*)$", line.rstrip("\n"))
        if not m:
            continue
        key, value = m.group(1), m.group(2).strip()
        if value.startswith("["):
            data[key] = [v.strip() for v in value.strip("[]").split(",") if v.strip()]
        elif value == ">":
            data[key] = ""
        else:
            data[key] = value
    return data


def flow_json(uiflow, path):
    out = subprocess.run([uiflow, "render", path, "-f", "json", "--allow-errors"], capture_output=True, text=True)
    return json.loads(out.stdout)


def edges(flow):
    """(source type, target type or None, kind) of every transition, and the screen types."""
    types = {s["name"]: s.get("type") for s in flow["screens"]}
    screens = {t for t in types.values() if t}
    result = []
    for s in flow["screens"]:
        source = s.get("type")
        if not source:
            continue
        for action in s["actions"]:
            for t in action["transitions"]:
                target = types.get(t["target"]) if t.get("target") else None
                if t["kind"] in ("back", "dismiss"):
                    result.append((source, None, t["kind"]))
                elif target:
                    result.append((source, target, t["kind"]))
    return screens, result


def matches(truth, found):
    ts, tt, tk = truth
    fs, ft, fk = found
    if ts != fs or tt != ft:
        return False
    if tk == fk:
        return True
    if tk in ("back", "dismiss") or fk in ("back", "dismiss"):
        return False
    return (tk == "show" or fk == "show") and tk in FORWARD and fk in FORWARD


def short(type_name):
    return type_name.split(".")[-1] if type_name else type_name


def verdicts(path):
    found = {}
    if not os.path.exists(path):
        return found
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"^(.*?)\s*:\s*(right|wrong|true|false)\b(.*)$", line)
        if m:
            found[m.group(1).strip()] = m.group(2)
    return found


def transition_key(t):
    s, target, k = t
    return f"{s} -> {target or '(return)'} {k}"


def finding_key(f):
    message = re.sub(r"\s+", " ", f["message"])
    return f"finding {f['rule']} line {f['line']}: {message}"


def measure(app_dir, corpus, uiflow, list_unjudged, packet=None):
    app = load_yaml(os.path.join(app_dir, "app.yml"))
    name = app["name"]
    base = os.path.join(corpus, name)
    if not os.path.isdir(base):
        return None, f"{name}: sources not found in {base} (see Tests/Corpus/README.md)"
    sources = [os.path.join(base, s) for s in app.get("sources", [])] or [base]
    truth_path = os.path.join(app_dir, "truth.uiflow")
    judged = verdicts(os.path.join(app_dir, "verdicts.txt"))
    with tempfile.TemporaryDirectory() as scratch:
        config = os.path.join(scratch, ".uiflow.yml")
        own = os.path.join(app_dir, "uiflow.yml")
        if os.path.exists(own) and os.environ.get("UIFLOW_CORPUS_BASELINE") is None:
            with open(own) as source, open(config, "w") as f:
                f.write(source.read())
        else:
            with open(config, "w") as f:
                if os.environ.get("UIFLOW_CORPUS_BASELINE") is None:
                    f.write("dependencies: [" + ", ".join(app.get("dependencies", [])) + "]\n")
        draft = os.path.join(scratch, "draft.uiflow")
        start = time.time()
        extract = subprocess.run([uiflow, "extract", *sources, "-o", draft, "--config", config], capture_output=True, text=True)
        seconds = time.time() - start
        if extract.returncode != 0:
            return None, f"{name}: extract failed: {extract.stderr[-2000:]}"
        if packet:
            # What a person judging the unjudged transitions reads: the draft with each
            # transition's chain of calls, and the list to judge.
            folder = os.path.join(packet, name)
            os.makedirs(folder, exist_ok=True)
            subprocess.run([uiflow, "extract", *sources, "-o", os.path.join(folder, "draft-explained.uiflow"), "--config", config, "--explain"],
                           capture_output=True, text=True)
            with open(config) as source, open(os.path.join(folder, "uiflow.yml"), "w") as f:
                f.write(source.read())
        lint = subprocess.run([uiflow, "lint", truth_path, "--swift-sources", *sources, "--config", config, "--reporter", "json"],
                              capture_output=True, text=True)
        findings = [f for f in json.loads(lint.stdout or "[]") if f["rule"] in CODE_RULES]
        truth_screens, truth_edges = edges(flow_json(uiflow, truth_path))
        draft_screens, draft_edges = edges(flow_json(uiflow, draft))
    draft_screens_short = {short(t) for t in draft_screens}
    screens_found = [t for t in truth_screens if t in draft_screens or short(t) in draft_screens_short]
    norm = lambda e: (short(e[0]), short(e[1]) if e[1] else None, e[2])
    draft_norm = sorted(set(norm(e) for e in draft_edges), key=lambda e: (e[0], e[1] or "", e[2]))
    truth_norm = [norm(e) for e in truth_edges]
    truth_short = {short(t) for t in truth_screens}
    found = [t for t in truth_norm if any(matches(t, d) for d in draft_norm)]
    # Drafted transitions: those the truth has are right; those between two screens of the truth
    # are all judged (each is also an `undeclared-transition` finding on the truth flow); of the
    # others, a fixed sample is judged.
    in_truth, between, others = [], [], []
    for d in draft_norm:
        if any(matches(t, d) for t in truth_norm):
            in_truth.append(d)
        elif d[0] in truth_short and (d[1] is None or d[1] in truth_short):
            between.append(d)
        else:
            others.append(d)
    # A fixed share of the others, picked by a hash of each transition's key: the sample holds
    # the same transitions when the draft gains or loses others.
    share = int(os.environ.get("UIFLOW_CORPUS_SAMPLE", "20"))
    sample = [d for d in others if int(hashlib.sha1(transition_key(d).encode()).hexdigest(), 16) % 100 < share]
    right, wrong, unjudged_list, wrong_list = len(in_truth), 0, [], []
    for d in between + sample:
        verdict = judged.get(transition_key(d))
        if verdict == "right":
            right += 1
        elif verdict == "wrong":
            wrong += 1
            wrong_list.append(transition_key(d))
        else:
            unjudged_list.append(transition_key(d))
    # Findings on the truth flow: an `undeclared-transition` is true when the transition it names
    # is (its verdict above); others by their own verdict. An unjudged finding counts as false.
    false_findings = []
    for f in findings:
        key = finding_transition(f)
        verdict = finding_verdict(f, key, judged)
        if verdict not in ("right", "true"):
            false_findings.append((f, key))
    row = {
        "app": name, "screens": (len(screens_found), len(truth_screens)),
        "transitions": (len(found), len(truth_norm)), "right": right, "wrong": wrong, "unjudged": len(unjudged_list),
        "checked": len(in_truth) + len(between) + len(sample), "drafted": len(draft_norm), "findings": len(findings),
        "false": len(false_findings), "seconds": seconds,
        "false_warnings": sum(1 for f_, _ in false_findings if f_["severity"] in ("error", "warning")),
        "warnings": sum(1 for f_ in findings if f_["severity"] in ("error", "warning")),
    }
    if packet:
        with open(os.path.join(packet, name, "to-judge.txt"), "w") as f:
            f.writelines(k + "\n" for k in unjudged_list)
            # Findings on the truth flow that name no transition (init-mismatch, type-not-found),
            # unjudged: judged with `: true|false`.
            f.writelines(finding_key(f_) + "\n" for f_, key in false_findings if not key and finding_key(f_) not in judged)
    if list_unjudged:
        missed = [t for t in truth_norm if t not in found]
        print(f"\n## {name}")
        print("missed screens:", sorted(set(truth_screens) - set(screens_found)))
        print("missed transitions:")
        for t in missed:
            print("  ", transition_key(t))
        print("drafted transitions judged wrong:")
        for k in wrong_list:
            print("  ", k)
        print("unjudged drafted transitions (between truth screens, then the sample):")
        for k in unjudged_list:
            print("  ", k, ": ")
        print("findings on the truth flow not judged true:")
        for f, key in false_findings:
            print("  ", f["severity"], f["rule"], key or finding_key(f), ":", "" if key else "")
    return row, None


VERBS = {"pushes": "push", "presents": "present", "shows": "show", "makes the root": "replace", "switches to": "switch",
         "may push": "push", "may present": "present", "may show": "show", "may make the root": "replace", "may switch to": "switch"}


def finding_transition(f):
    """The transition key an `undeclared-transition` finding claims, if it is one."""
    if f["rule"] not in ("undeclared-transition", "undeclared-shared-transition"):
        return None
    m = re.search(r"`([^`]+)` (pushes|presents|shows|makes the root|switches to|may push|may present|may show|may make the root|may switch to) `([^`]+)`", f["message"])
    if m:
        return f"{short(m.group(1))} -> {short(m.group(3))} {VERBS[m.group(2)]}"
    m = re.match(r"`([^`]+)` (goes back or dismisses itself|goes back|dismisses|may go back or dismiss itself|may go back|may dismiss)", f["message"])
    if m:
        kind = "back" if m.group(2) in ("goes back", "may go back") else "dismiss"
        return f"{short(m.group(1))} -> (return) {kind}"
    return None


def finding_verdict(f, key, judged):
    """The verdict of a finding on the truth flow: that of the transition it names, or its own.
    A finding that the screen goes back or dismisses itself (SwiftUI's `dismiss()`, which pops or
    dismisses as the screen was shown) is true when either return is judged right."""
    if key and re.search(r"go(es)? back or dismiss", f["message"]):
        source = key.split(" -> ")[0]
        verdicts_ = [judged.get(f"{source} -> (return) {kind}") for kind in ("back", "dismiss")]
        return "right" if "right" in verdicts_ else next((v for v in verdicts_ if v), None)
    return judged.get(key) if key else judged.get(finding_key(f))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--uiflow", default=os.path.join(ROOT, ".build/release/uiflow"))
    parser.add_argument("--corpus", default=os.environ.get("UIFLOW_CORPUS", os.path.join(os.path.dirname(ROOT), "corpus")))
    parser.add_argument("--holdout", action="store_true")
    parser.add_argument("--only")
    parser.add_argument("--list", action="store_true", help="list misses, unjudged transitions and findings")
    parser.add_argument("--packet", help="write, per app, the explained draft and the unjudged transitions to this folder")
    args = parser.parse_args()
    base = os.path.join(ROOT, "Tests/Corpus", "holdout" if args.holdout else "")
    apps = sorted(d for d in os.listdir(base) if os.path.isfile(os.path.join(base, d, "app.yml")))
    if args.only:
        apps = [a for a in apps if a == args.only]
    rows = []
    for app in apps:
        row, problem = measure(os.path.join(base, app), args.corpus, args.uiflow, args.list, args.packet)
        if problem:
            print(problem, file=sys.stderr)
            continue
        rows.append(row)
    print()
    print("| app | screens found / truth | transitions found / truth | drafted transitions right / checked (of drafted) | false code findings (of all) / screens | of which errors and warnings (of all) | extract |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    def percent(part, whole):
        # Rounded down: 74 of 78 is 94%, never a 95% it does not reach.
        return f"{100 * part // max(whole, 1)}%"

    for r in rows:
        s, st = r["screens"]
        t, tt = r["transitions"]
        judged = r["right"] + r["wrong"]
        precision = f"{percent(r['right'], judged)}: {r['right']}/{judged} ({r['checked']} of {r['drafted']}; {r['unjudged']} unjudged)" if judged else "n/a"
        print(f"| {r['app']} | {s}/{st} ({percent(s, st)}) | {t}/{tt} ({percent(t, tt)}) | {precision} | "
              f"{r['false']} (of {r['findings']}) / {st} | {r['false_warnings']} (of {r['warnings']}) | {r['seconds']:.2f} s |")


if __name__ == "__main__":
    main()
