#!/usr/bin/env python3
"""Loads an HTML report in headless Chromium, as a person would open it from disk, and
fails on any console error, uncaught exception or failed request. Saves screenshots: light,
dark (prefers-color-scheme), and with JavaScript off.

    python3 Tests/CI/html_check.py REPORT.html SCREENSHOT_DIR

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe), so it
needs nothing but Python and the browser.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="layoutlint-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        args = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--hide-scrollbars", "--font-render-hinting=none", f"--user-data-dir={self.profile}"]
        # The browser reads commands on fd 3 and writes replies on fd 4.
        def setup():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)
        self.process = subprocess.Popen(args, preexec_fn=setup, pass_fds=(3, 4), stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, close_fds=True)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.wait(lambda m: m.get("id") == self.next_id)

    def read(self, timeout=30):
        deadline = time.time() + timeout
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("no reply from Chromium")
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait(self, predicate, timeout=30):
        while True:
            message = self.read(timeout)
            if predicate(message):
                if "error" in message:
                    raise RuntimeError(f"DevTools error: {message['error']}")
                return message
            if "method" in message:
                self.events.append(message)

    def close(self):
        try:
            os.write(self.to_browser, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
            self.process.wait(10)
        except Exception:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def problems_in(events):
    """Console errors, uncaught exceptions and failed requests among the events."""
    found = []
    for event in events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append("console error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            found.append("uncaught exception: " + params["exceptionDetails"].get("text", "") + " "
                         + params["exceptionDetails"].get("exception", {}).get("description", ""))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            found.append("browser log error: " + params["entry"].get("text", "") + " " + params["entry"].get("url", ""))
        elif method == "Network.loadingFailed":
            found.append(f"failed request: {params.get('errorText')} ({params.get('requestId')})")
        elif method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if not url.startswith(("file:", "data:", "about:")):
                found.append(f"network request from a self-contained page: {url}")
    return found


def load(browser, session, url, dark, scripts):
    browser.events.clear()
    browser.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]}, session)
    browser.send("Emulation.setScriptExecutionDisabled", {"value": not scripts}, session)
    browser.send("Page.navigate", {"url": url}, session)
    browser.wait(lambda m: m.get("method") == "Page.loadEventFired" and m.get("sessionId") == session, timeout=60)
    time.sleep(0.3)
    # Let late console messages arrive.
    browser.send("Runtime.evaluate", {"expression": "1"}, session) if scripts else None


def screenshot(browser, session, path, height):
    shot = browser.send("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": 1200, "height": height, "scale": 1},
                                                  "captureBeyondViewport": True}, session)
    with open(path, "wb") as out:
        out.write(base64.b64decode(shot["result"]["data"]))


def figures(browser, session, folder, name, limit=60):
    """One screenshot per finding with a picture: the finding's text and its picture."""
    script = ("JSON.stringify(Array.prototype.map.call(document.querySelectorAll('article.finding'), function(a){"
              "var r=a.getBoundingClientRect();return [a.id, !!a.querySelector('figure'), r.left+window.scrollX, r.top+window.scrollY, r.width, r.height];}))")
    boxes = json.loads(browser.send("Runtime.evaluate", {"expression": script, "returnByValue": True}, session)["result"]["result"]["value"])
    taken = 0
    for finding_id, has_figure, x, y, width, height in boxes:
        if not has_figure or taken >= limit:
            continue
        taken += 1
        shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                      "clip": {"x": x, "y": y, "width": width, "height": min(height, 4000), "scale": 1}}, session)
        with open(os.path.join(folder, f"{name}-{finding_id}.png"), "wb") as out:
            out.write(base64.b64decode(shot["result"]["data"]))


def main():
    report, folder = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not binary:
        sys.exit("html_check: no Chromium found")
    browser = Browser(binary)
    failures = []
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["result"]["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["result"]["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(f"{domain}.enable", {}, session)
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session)
        url = "file://" + report
        for name, dark, scripts in (("light", False, True), ("dark", True, True), ("no-script", False, False)):
            load(browser, session, url, dark, scripts)
            found = problems_in(browser.events)
            failures += [f"{name}: {p}" for p in found]
            metrics = browser.send("Page.getLayoutMetrics", {}, session)["result"]
            height = int(min(metrics["cssContentSize"]["height"], 12000))
            screenshot(browser, session, os.path.join(folder, f"report-{name}.png"), height)
            if scripts:
                state = browser.send("Runtime.evaluate", {"expression": "document.getElementById('filters').hidden + ' ' + document.getElementById('shown-count').textContent",
                                                          "returnByValue": True}, session)["result"]["result"].get("value")
                if not state or not state.startswith("false"):
                    failures.append(f"{name}: the filter bar did not come up ({state})")
            if name != "no-script":
                figures(browser, session, folder, name)
            print(f"html_check: {name}: {height} px tall, {len(found)} problems")
    finally:
        browser.close()
    for failure in failures:
        print("html_check: " + failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
