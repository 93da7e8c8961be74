#!/usr/bin/env python3
"""The real input limits, at full size, against a release build of layoutlint.

`swift test` checks each limit's logic with the limit passed in small (a 64 KiB file limit,
a 2,000-node cap, a 100-constraint log limit); this checks the limits themselves once, on the
inputs that reach them: 50 MB files, a 65 MiB file, 2,000,000 YAML nodes, 20,000 log
constraints, libxml2's 10 MB text node, a 190-deep conflict, 1,000 files at several thread
counts, and Swift code: 100,000 lines, 10,000-deep nesting, invalid UTF-8 after 50 MB, a 50 MB
file and a 65 MiB one. Each run must give exactly the output below, end within a generous time (a hang
guard, not a speed test: speed is measured in Benchmarks/) and stay under 2 GiB of memory.

usage: limits.py PATH-TO-LAYOUTLINT
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

SECONDS = 300                   # per run; each takes seconds in a release build
PEAK_BYTES = 2 << 30
SMALL_LAYOUT = """layout: small
views:
  root: { size: [375, 100] }
  panel: { parent: root }
constraints:
  - visual: "H:|-16-[panel]-16-|"
  - visual: "V:|-8-[panel(44)]"

"""
failures = []


# Runs one command and writes its status, peak memory (KiB) and whether it was killed to a
# file. It runs in a fresh small Python, so that the peak memory measured is layoutlint's
# own: a child forked from this script would count the generated inputs this script holds.
RUNNER = r"""
import os, subprocess, sys, time
result, seconds, directory = sys.argv[1], float(sys.argv[2]), sys.argv[3]
process = subprocess.Popen(sys.argv[4:], cwd=directory, stdin=subprocess.DEVNULL)
started, killed = time.monotonic(), False
while True:
    pid, status, usage = os.wait4(process.pid, os.WNOHANG)
    if pid:
        break
    if time.monotonic() - started > seconds and not killed:
        process.kill()
        killed = True
    time.sleep(0.01)
with open(result, "w") as handle:
    handle.write(f"{status} {usage.ru_maxrss} {int(killed)}")
"""


def run(layoutlint, arguments, directory, name):
    """Runs layoutlint; returns (status, stdout lines). Records a failure on a crash, a
    timeout or too much memory."""
    out = tempfile.TemporaryFile()
    with tempfile.NamedTemporaryFile("r") as result:
        started = time.monotonic()
        runner = subprocess.run([sys.executable, "-c", RUNNER, result.name, str(SECONDS), directory, layoutlint] + arguments,
                                stdout=out, stderr=subprocess.PIPE)
        seconds = time.monotonic() - started
        status, peak_kib, killed = (int(field) for field in result.read().split())
    stderr = runner.stderr.decode("utf-8", "replace")
    peak = peak_kib * 1024
    if killed:
        failures.append(f"{name}: killed after {SECONDS} s")
    elif os.WIFSIGNALED(status):
        failures.append(f"{name}: killed by signal {os.WTERMSIG(status)}: {stderr[-2000:]}")
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1
    if code not in (0, 1):
        failures.append(f"{name}: exit status {code}: {stderr[-2000:]}")
    if peak >= PEAK_BYTES:
        failures.append(f"{name}: peak memory {peak >> 20} MiB")
    out.seek(0)
    text = out.read().decode("utf-8", "replace")
    print(f"  {name}: {seconds:.1f} s, {peak >> 20} MiB")
    return code, text.split("\n")


def diagnostics(lines):
    return [line for line in lines if re.search(r": (error|warning|note): ", line)]


def expect(name, actual, expected):
    if actual != expected:
        failures.append(f"{name}: expected\n    {expected!r}\n  got\n    {actual[:5]!r}{' …' if len(actual) > 5 else ''}")


def write(folder, name, data):
    path = os.path.join(folder, name)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))
    return name


def lint(layoutlint, folder, name):
    return diagnostics(run(layoutlint, ["lint", "--no-snippet", "--color", "never", name], folder, name)[1])


def padded_layout(size):
    """SMALL_LAYOUT, comment lines up to `size` bytes, and a constraint naming an unknown view
    on the last line (its error shows the file was read to its end); and that line's number."""
    last = "  - panel.width == nowhere.width\n"
    comment = "# " + "x" * 98 + "\n"
    count = (size - len(SMALL_LAYOUT) - len(last) - 2) // len(comment)
    head = SMALL_LAYOUT + comment * count
    text = head + "#" + "x" * (size - len(head) - len(last) - 2) + "\n" + last
    assert len(text) == size
    return text, text.count("\n")


def size_limits(layoutlint, folder):
    comment = "# " + "x" * 98 + "\n"
    write(folder, "big-comment.layout.yaml", SMALL_LAYOUT + comment * 500_000)
    expect("50 MB of comment around a small layout is linted clean", lint(layoutlint, folder, "big-comment.layout.yaml"), [])

    text, last_line = padded_layout(64 << 20)
    write(folder, "at-limit.layout.yaml", text)
    expect("a file of exactly 64 MiB is read to its last line", lint(layoutlint, folder, "at-limit.layout.yaml"),
           [f"at-limit.layout.yaml:{last_line}:20: error: unknown view 'nowhere' [layout-schema]"])
    write(folder, "past-limit.layout.yaml", text + "#")
    expect("a file one byte over 64 MiB is refused", lint(layoutlint, folder, "past-limit.layout.yaml"),
           ["past-limit.layout.yaml:1:1: error: the file is larger than 64 MiB; layoutlint does not read files that large [yaml-syntax]"])

    write(folder, "too-big.layout.yaml", SMALL_LAYOUT + ("#" + "y" * 1023 + "\n") * (65 * 1024))
    expect("a 65 MiB file is refused unread", lint(layoutlint, folder, "too-big.layout.yaml"),
           ["too-big.layout.yaml:1:1: error: the file is larger than 64 MiB; layoutlint does not read files that large [yaml-syntax]"])

    views = ["views:\n  root: { size: [375, 100] }\n"]
    size, index = len(views[0]), 0
    while size < 50_000_000:
        line = f"  view{index}: {{ parent: root, intrinsic: [10, 20] }}\n"
        views.append(line)
        size += len(line)
        index += 1
    write(folder, "big-views.layout.yaml", "".join(views))
    # 9 nodes up to root's size, 8 a view: the 2,000,001st node is the last of view249998 (line 250,001).
    expect("50 MB of views end at the 2,000,000-node cap", lint(layoutlint, folder, "big-views.layout.yaml"),
           ["big-views.layout.yaml:250001:47: error: the document has more than 2000000 nodes [yaml-syntax]"])

    write(folder, "long-line.layout.yaml", SMALL_LAYOUT + "# " + "long line " * 500_000 + "\n")
    expect("a 5 MB line", lint(layoutlint, folder, "long-line.layout.yaml"), [])


def deep_conflict(layoutlint, folder):
    text = "views:\n  v0: { size: [375, 400] }\n"
    text += "".join(f"  v{depth}: {{ parent: v{depth - 1} }}\n" for depth in range(1, 191))
    text += "constraints:\n"
    text += "".join(f"  - visual: \"H:|-1-[v{depth}]-1-|\"\n  - visual: \"V:|-1-[v{depth}]-1-|\"\n" for depth in range(1, 191))
    write(folder, "deep-conflict.layout.yaml", text)
    lines = lint(layoutlint, folder, "deep-conflict.layout.yaml")
    expect("a conflict of 378 members, 190 views deep, is named", [line for line in lines if ": note: " not in line], [
        "deep-conflict.layout.yaml:568:26: error: 'v187.trailing == v188.trailing + 1' cannot hold together with 377 other "
        "required constraints: the others put v187.trailing at v188.trailing or less, where it needs v188.trailing + 1; UIKit breaks one "
        "of them at run time [unsatisfiable-required]"])
    expect("… with a note per other member and the fix-it", len(lines), 379)


LOG_MESSAGE = """2016-04-11 14:52:45.832 App[451:79339] Unable to simultaneously satisfy constraints.
(
    "<NSLayoutConstraint:0x17e97900 V:|-(16)-[UILabel:0x17e96600'Thonburi']   (Names: '|':UITableViewCellContentView:0x17d99fc0 )>",
    "<NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>",
    "<NSLayoutConstraint:0x17da2bc0 UILabel:0x17d9b1c0'Lorem'.bottom == UITableViewCellContentView:0x17d99fc0.bottom - 16>",
    "<NSLayoutConstraint:0x17e96fa0 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x17d99fc0(44)]>"
)

Will attempt to recover by breaking constraint\x20
<NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>
"""


def explain(layoutlint, folder, name):
    return [line for line in run(layoutlint, ["explain-log", name], folder, name)[1] if line]


def log_limits(layoutlint, folder):
    parts, size, index = [], 0, 0
    while size < 50_000_000:
        part = f"2016-04-11 14:52:45.832 App[451:79339] request {index} done\n" + LOG_MESSAGE
        parts.append(part)
        size += len(part)
        index += 1
    write(folder, "fifty.log", "".join(parts))
    lines = explain(layoutlint, folder, "fifty.log")
    expect("50 MB of log: the first message is explained", [line for line in lines if line.endswith("[unsatisfiable-required]")], [
        "fifty.log:5:6: error: 4 listed constraints and the rule that sizes are never negative (UILabel #1 'Thonburi' (…600).height >= 0, "
        "UILabel #2 'Lorem' (…1c0).height >= 0) cannot all hold: the others hold UITableViewCellContentView #1 (…fc0).height at least "
        "16 + 16 + 16 = 48, where 'UIView-Encapsulated-Layout-Height' needs 44 [unsatisfiable-required]"])
    # 20,000 constraints are read: 4,000 messages of 4 listed and 1 broken, 11 lines each.
    unread = "fifty.log:44004:6: note: the input holds more than 20000 constraints: those from this line on are not read [log-incomplete]"
    expect("… and reading stops at the 20,001st constraint", [line for line in lines if "constraints: those from" in line], [unread])

    entries = "".join(f"    \"<NSLayoutConstraint:0x{0x6000_0000_0000 + index:x} H:[UIView:0x{0x7f00_0000_0000 + index:x}]-(8)-"
                      f"[UIView:0x{0x7f00_0000_0001 + index:x}]   (active)>\",\n" for index in range(100_000))
    write(folder, "list.log", "Unable to simultaneously satisfy constraints.\n(\n" + entries
          + "    \"<NSLayoutConstraint:0x1 UIView:0x7f0000000000.width == - 1   (active)>\"\n)\n")
    expect("a list of 100,000 constraints is read up to the limit and not solved", explain(layoutlint, folder, "list.log"), [
        "list.log:20003:6: note: the input holds more than 20000 constraints: those from this line on are not read [log-incomplete]"])

    noise = bytearray(random.Random(30).randbytes(5 << 20))
    for offset in range(1000, len(noise) - 100, 50_000):
        noise[offset:offset + 6] = b"\n(\n\"<N"
    write(folder, "noise.log", bytes(noise))
    lines = explain(layoutlint, folder, "noise.log")
    expect("5 MB of random bytes give located lines only", [line for line in lines if not line.startswith("noise.log:")], [])
    if len(lines) > 1_000 + 1 + 200:
        failures.append(f"5 MB of random bytes: {len(lines)} lines, more than the 1,000 listed problems and the rest")


IB_SKELETON = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>

                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>

                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>EXTRA
</document>"""


def interface_builder_limit(layoutlint, folder):
    write(folder, "Huge.storyboard", IB_SKELETON.replace("EXTRA", "\n<!-- " + "x" * (50 << 20) + " -->"))
    expect("50 MB in one XML text node, past libxml2's 10 MB limit (XML_PARSE_HUGE stays off)", lint(layoutlint, folder, "Huge.storyboard"),
           ["Huge.storyboard:24:1: error: malformed XML: xmlSAX2Characters: huge text node [xml-syntax]"])


def long_swift_view(lines):
    """A Swift view of `lines` lines: one view pinned, statements the reader evaluates, then a
    width that conflicts with the view's on the last line of code (as SwiftHostileInputTests.longView writes it);
    and that line's number."""
    head = ("final class LongView: UIView {\n    let first = UIView()\n    func setUp() {\n"
            "        first.translatesAutoresizingMaskIntoConstraints = false\n        addSubview(first)\n"
            "        first.topAnchor.constraint(equalTo: topAnchor).isActive = true\n"
            "        first.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true\n"
            "        first.heightAnchor.constraint(equalToConstant: 10).isActive = true\n"
            "        first.widthAnchor.constraint(equalToConstant: 10).isActive = true\n")
    count = head.count("\n") + 1
    body = []
    index = 0
    while count + 3 + 6 <= lines:
        body.append(f"        let value{index}: CGFloat = {index}\n        first.tag = Int(value{index})\n        first.accessibilityLabel = \"line {index}\"\n")
        count += 3
        index += 1
    text = head + "".join(body) + "        first.widthAnchor.constraint(equalToConstant: 20).isActive = true\n    }\n}\n"
    return text, text.count("\n") - 2


SWIFT_CONFLICT = ("error: 'first.widthAnchor == 20' (first.width == 20) cannot hold together with 1 other required constraint: "
                  "the others put first.width at 10, where it needs 20; UIKit breaks one of them at run time [unsatisfiable-required]")


def errors(lines):
    return [line for line in lines if ": note: " not in line]


def swift_limits(layoutlint, folder):
    text, last_line = long_swift_view(100_000)
    write(folder, "Long.swift", text)
    expect("a Swift file of 100,000 lines is read to its last line", errors(lint(layoutlint, folder, "Long.swift")),
           [f"Long.swift:{last_line}:27: {SWIFT_CONFLICT}"])

    write(folder, "Deep.swift", "let a = " + "(" * 10_000 + "1" + ")" * 10_000 + "\n")
    expect("Swift code 10,000 brackets deep is refused where it passes 400", lint(layoutlint, folder, "Deep.swift"),
           ["Deep.swift:1:409: error: the code is nested more than 400 brackets deep here; layoutlint does not read code "
            "nested this deep [swift-source]"])

    comment = "// " + "x" * 97 + "\n"
    padding = comment * (50_000_000 // len(comment))
    write(folder, "Bytes.swift", padding.encode("utf-8") + b"let a = 1\n\xff\xfe\n")
    expect("invalid UTF-8 after 50 MB of Swift is located", lint(layoutlint, folder, "Bytes.swift"),
           [f"Bytes.swift:{padding.count(chr(10)) + 2}:1: error: invalid UTF-8: byte 0xFF at byte offset {len(padding) + 10} "
            "does not start or continue a valid UTF-8 sequence [swift-source]"])

    write(folder, "Big.swift", padding + text)
    expect("50 MB of comment before the long view is read to its end", errors(lint(layoutlint, folder, "Big.swift")),
           [f"Big.swift:{padding.count(chr(10)) + last_line}:27: {SWIFT_CONFLICT}"])

    write(folder, "TooBig.swift", comment * (65 * (1 << 20) // len(comment)) + text)
    expect("a Swift file over 64 MiB is refused unread", lint(layoutlint, folder, "TooBig.swift"),
           ["TooBig.swift:1:1: error: the file is larger than 64 MiB; layoutlint does not read files that large [swift-source]"])


def thread_counts(layoutlint, folder, root):
    samples = sorted(os.path.join(path, name) for path, _, names in os.walk(os.path.join(root, "samples"))
                     for name in names if name.endswith(".layout.yaml"))
    many = os.path.join(folder, "many")
    for index in range(1000):
        os.makedirs(os.path.join(many, str(index % 7)), exist_ok=True)
        shutil.copyfile(samples[index % len(samples)], os.path.join(many, str(index % 7), f"file{index}.layout.yaml"))
    for format in ("text", "sarif"):
        outputs = {jobs: run(layoutlint, ["lint", "--format", format] + (["--jobs", jobs] if jobs else []) + ["many"],
                             folder, f"1,000 files, {format}, --jobs {jobs or '(one per core)'}") for jobs in ("1", None, "8")}
        if len({(code, "\n".join(lines)) for code, lines in outputs.values()}) != 1:
            failures.append(f"1,000 files: {format} output differs between thread counts")
        if len("\n".join(outputs["1"][1])) < 100_000:
            failures.append(f"1,000 files: {format} output is too short to have linted them")
        if format == "text":
            paths = [line.split(":")[0] for line in diagnostics(outputs[None][1]) if ": note: " not in line]
            expect("1,000 files: text output in sorted path order", paths, sorted(paths))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    layoutlint = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = tempfile.mkdtemp(prefix="layoutlint-limits-")
    try:
        for check in (size_limits, deep_conflict, log_limits, interface_builder_limit, swift_limits):
            check(layoutlint, folder)
        thread_counts(layoutlint, folder, root)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if failures:
        print("\n".join(["FAILED:"] + failures))
        sys.exit(1)
    print("every limit holds")


if __name__ == "__main__":
    main()
