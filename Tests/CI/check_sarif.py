#!/usr/bin/env python3
"""Checks SARIF logs against the SARIF 2.1.0 schema and GitHub code scanning's list.

Usage: check_sarif.py SCHEMA LOG...  Prints one line per failure and a closing
"N passed, M failed"; exits 1 when any log fails.
"""
import json
import sys

import jsonschema


def github_problems(log):
    """What GitHub code scanning asks for on top of the schema (see README, Use in CI)."""
    problems = []
    if "$schema" not in log:
        problems.append("no $schema")
    for run in log.get("runs", []):
        driver = run["tool"]["driver"]
        for key in ("name", "semanticVersion", "informationUri"):
            if not driver.get(key):
                problems.append(f"driver has no {key}")
        rules = driver.get("rules", [])
        for rule in rules:
            for key in ("id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration"):
                if key not in rule:
                    problems.append(f"rule {rule.get('id')} has no {key}")
            help_ = rule.get("help", {})
            if not help_.get("text") or not help_.get("markdown"):
                problems.append(f"rule {rule.get('id')} lacks help text or markdown")
            if "level" not in rule.get("defaultConfiguration", {}):
                problems.append(f"rule {rule.get('id')} has no default level")
        if run.get("columnKind") != "unicodeCodePoints":
            problems.append("columnKind is not unicodeCodePoints")
        if not run.get("invocations") or "exitCode" not in run["invocations"][0]:
            problems.append("no invocation with an exit code")
        for result in run.get("results", []):
            where = f"result {result.get('ruleId')}"
            for key in ("ruleId", "ruleIndex", "level", "message", "locations"):
                if key not in result:
                    problems.append(f"{where} has no {key}")
            if "partialFingerprints" in result:
                problems.append(f"{where} has home-made partialFingerprints")
            index = result.get("ruleIndex", -1)
            if not 0 <= index < len(rules) or rules[index]["id"] != result.get("ruleId"):
                problems.append(f"{where} has a ruleIndex that names another rule")
            for location in result.get("locations", []):
                physical = location["physicalLocation"]
                artifact = physical["artifactLocation"]
                if not artifact["uri"].startswith("file://") and artifact.get("uriBaseId") != "%SRCROOT%":
                    problems.append(f"{where}: relative uri without %SRCROOT%")
                region = physical.get("region", {})
                for key in ("startLine", "startColumn", "endLine", "endColumn"):
                    if key not in region:
                        problems.append(f"{where}: region has no {key}")
            related = result.get("relatedLocations", [])
            text = result["message"]["text"]
            for item in related:
                if f"]({item['id']})" not in text:
                    problems.append(f"{where}: related location {item['id']} is not linked from the message")
    return problems


def main():
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    validator = jsonschema.Draft4Validator(schema)
    passed = failed = 0
    for path in sys.argv[2:]:
        try:
            log = json.load(open(path, encoding="utf-8"))
            problems = [f"schema: {error.message} at {list(error.absolute_path)}" for error in validator.iter_errors(log)]
            problems += github_problems(log)
        except (OSError, ValueError) as error:
            problems = [str(error)]
        if problems:
            failed += 1
            for problem in problems[:10]:
                print(f"FAIL {path}: {problem}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
