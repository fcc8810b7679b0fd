#!/usr/bin/env python3
"""Draws a seeded random sample of the violations `a11ysim audit --format json` reports.

Usage:
  a11ysim audit ../shared/corpus/storyboards --format json --output audit.json
  python3 docs/precision/sample.py audit.json --seed 3201 --count 60 > sample.tsv
  python3 docs/precision/sample.py --score labelled.tsv      # precision of a labelled sample
  python3 docs/precision/sample.py --counts audit.json       # violations and reviews per rule

Every violation node (one element on one screen, as the JSON lists it) is one draw, so a rule
with many findings is drawn often, in proportion. Nodes are sorted by fingerprint before the
draw, so the same audit output and seed always give the same sample. The TSV has empty
`verdict` and `reason` columns for the person labelling: verdict is `true`, `false` or
`review` (docs/audit-precision.md says which).
"""
import argparse
import collections
import csv
import json
import random
import sys

COLUMNS = ["n", "rule", "impact", "file", "line", "screen", "path", "summary", "verdict", "reason"]


def nodes(report):
    for violation in report["violations"]:
        for node in violation["nodes"]:
            yield violation["id"], violation["impact"], node


def sample(path, seed, count):
    report = json.load(open(path))
    pool = sorted(nodes(report), key=lambda item: item[2]["fingerprint"])
    chosen = random.Random(seed).sample(pool, min(count, len(pool)))
    writer = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
    writer.writerow(COLUMNS)
    for index, (rule, impact, node) in enumerate(chosen, start=1):
        location = node.get("location") or node.get("file", "")
        file, _, rest = location.rpartition(".storyboard:") if ".storyboard:" in location else location.rpartition(".xib:")
        suffix = ".storyboard" if ".storyboard:" in location else ".xib"
        line = rest.split(":")[0] if rest else ""
        name = (file + suffix).split("/")[-1] if file else node["file"].split("/")[-1]
        writer.writerow([index, rule, impact, name, line, node["screen"], node["target"][0],
                         node["failureSummary"].replace("\t", " ").replace("\n", " "), "", ""])


def score(path):
    rows = list(csv.DictReader(open(path), delimiter="\t"))
    verdicts = collections.Counter(row["verdict"] for row in rows)
    judged = verdicts["true"] + verdicts["false"]
    print(f"{len(rows)} labelled: {verdicts['true']} true, {verdicts['false']} false, {verdicts['review']} review")
    if judged:
        print(f"precision (true / (true + false)): {verdicts['true'] / judged:.1%}")
        print(f"precision (true / all labelled):   {verdicts['true'] / len(rows):.1%}")
    per_rule = collections.defaultdict(collections.Counter)
    for row in rows:
        per_rule[row["rule"]][row["verdict"]] += 1
    for rule in sorted(per_rule):
        counts = per_rule[rule]
        print(f"  {rule}: {counts['true']} true, {counts['false']} false, {counts['review']} review")


def counts(path):
    report = json.load(open(path))
    for key in ("violations", "incomplete"):
        total = sum(len(item["nodes"]) for item in report[key])
        print(f"{key}: {total}")
        for item in sorted(report[key], key=lambda item: -len(item["nodes"])):
            print(f"  {len(item['nodes']):5d} {item['id']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", nargs="?")
    parser.add_argument("--seed", type=int, default=3201)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--score", metavar="TSV")
    parser.add_argument("--counts", metavar="JSON")
    args = parser.parse_args()
    if args.score:
        score(args.score)
    elif args.counts:
        counts(args.counts)
    elif args.report:
        sample(args.report, args.seed, args.count)
    else:
        parser.error("give an audit JSON report, --score or --counts")


if __name__ == "__main__":
    main()
