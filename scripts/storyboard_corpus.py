#!/usr/bin/env python3
"""Measures how much of public apps' storyboards `uiflow extract` reads (Tests/Corpus/storyboards).

    scripts/storyboard_corpus.py [--uiflow PATH] [--corpus DIR]

For each app of Tests/Corpus/storyboards/<app>/ whose sources are in the corpus directory
($UIFLOW_CORPUS, default ../corpus; Tests/Corpus/README.md says how to fetch them), it runs

    uiflow extract SOURCES -o draft.uiflow

and prints, per app: the scenes of the truth (view controller classes of the storyboards) that the
draft has as a screen's @type, the segues of the truth (source class -> destination class, kind) that
it has as a transition of that kind (`show` is a flow's `==show=>`), and the time. A navigation
controller subclass (a class whose name ends in `NavigationController`) is a container, never a
screen: such scenes are left out of the count, and their number printed. Exits 0.
"""
import argparse, json, os, re, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sources_of(app_dir):
    text = open(os.path.join(app_dir, "app.yml"), encoding="utf-8").read()
    return [s.strip() for s in re.search(r"^sources: \[(.*)\]", text, re.M).group(1).split(",") if s.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--uiflow", default=os.path.join(ROOT, ".build/release/uiflow"))
    parser.add_argument("--corpus", default=os.environ.get("UIFLOW_CORPUS", os.path.join(os.path.dirname(ROOT), "corpus")))
    args = parser.parse_args()
    base = os.path.join(ROOT, "Tests/Corpus/storyboards")
    print("| app | scenes found / truth | segues found / truth | navigation controller scenes (containers) | `extract` |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for app in sorted(os.listdir(base)):
        folder = os.path.join(base, app)
        if not os.path.isfile(os.path.join(folder, "truth.txt")):
            continue
        sources = [os.path.join(args.corpus, app, s) for s in sources_of(folder)]
        if not all(os.path.exists(s) for s in sources):
            print(f"{app}: sources not found under {args.corpus}", file=sys.stderr)
            continue
        truth_scenes, truth_segues, containers = set(), set(), set()
        for line in open(os.path.join(folder, "truth.txt"), encoding="utf-8"):
            parts = line.split()
            if parts[:1] == ["scene"]:
                (containers if parts[1].endswith("NavigationController") else truth_scenes).add(parts[1])
            elif parts[:1] == ["segue"] and len(parts) == 5:
                truth_segues.add((parts[1], parts[3], parts[4]))
        with tempfile.TemporaryDirectory() as scratch:
            draft = os.path.join(scratch, "draft.uiflow")
            start = time.time()
            run = subprocess.run([args.uiflow, "extract", *sources, "-o", draft], capture_output=True, text=True)
            seconds = time.time() - start
            if run.returncode != 0:
                print(f"{app}: extract failed: {run.stderr[-500:]}", file=sys.stderr)
                continue
            flow = json.loads(subprocess.run([args.uiflow, "render", draft, "-f", "json", "--allow-errors"], capture_output=True, text=True).stdout)
        types = {s["name"]: s.get("type") for s in flow["screens"]}
        screens = {t.split(".")[-1] for t in types.values() if t}
        drafted = set()
        for s in flow["screens"]:
            for action in s["actions"]:
                for t in action["transitions"]:
                    target = types.get(t.get("target"))
                    if s.get("type") and target:
                        drafted.add((s["type"].split(".")[-1], target.split(".")[-1], t["kind"]))
        found_scenes = {t for t in truth_scenes if t in screens}
        found_segues = {t for t in truth_segues if t in drafted}
        print(f"| {app} | {len(found_scenes)}/{len(truth_scenes)} ({100 * len(found_scenes) / max(1, len(truth_scenes)):.0f}%) | "
              f"{len(found_segues)}/{len(truth_segues)} ({100 * len(found_segues) / max(1, len(truth_segues)):.0f}%) | {len(containers)} | {seconds:.2f} s |")
        if os.environ.get("UIFLOW_CORPUS_LIST"):
            for t in sorted(truth_scenes - found_scenes):
                print("   missed scene", t)
            for t in sorted(truth_segues - found_segues):
                print("   missed segue", " ".join(t))


if __name__ == "__main__":
    main()
