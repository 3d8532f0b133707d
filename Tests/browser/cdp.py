"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (no third-party packages).

Chromium reads NUL-terminated JSON commands on fd 3 and writes NUL-terminated JSON replies on fd 4.
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time


class CDPError(RuntimeError):
    pass


class Browser:
    def __init__(self, executable=None, width=1280, height=900):
        self.executable = executable or shutil.which("chromium") or "/usr/bin/chromium"
        if not os.path.exists(self.executable):
            raise CDPError("chromium not found (install Debian's 'chromium' package)")
        self.profile = tempfile.mkdtemp(prefix="higdoc-chromium-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()

        def wire_pipes():
            # Two steps, so that neither dup2 can clobber the other pipe end.
            read_end, write_end = os.dup(to_chrome_read), os.dup(from_chrome_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        args = [
            self.executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--disable-dev-shm-usage", "--user-data-dir=" + self.profile,
            "--window-size=%d,%d" % (width, height), "--force-color-profile=srgb", "about:blank",
        ]
        self.process = subprocess.Popen(
            args, pass_fds=(3, 4), preexec_fn=wire_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.writer = os.fdopen(to_chrome_write, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_read, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.events = []

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise CDPError("timed out waiting for chromium")
            chunk = self.reader.read(65536)
            if not chunk:
                raise CDPError("chromium closed the DevTools pipe (exit %s)" % self.process.poll())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise CDPError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            self.events.append(reply)

    def open_tab(self):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, session=False)
        self.session = attached["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    def evaluate(self, expression, await_promise=False):
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": await_promise})
        if "exceptionDetails" in result:
            raise CDPError("JavaScript error in %r: %s" % (expression[:80], result["exceptionDetails"]))
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10, what=None):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                value = self.evaluate(expression)
            except CDPError:
                value = None
            if value:
                return value
            time.sleep(0.05)
        raise CDPError("timed out waiting for %s" % (what or expression))

    def navigate(self, url):
        self.send("Page.navigate", {"url": url})
        self.wait_for("document.readyState === 'complete' && location.href === %s" % json.dumps(url), what="load of " + url)

    def screenshot(self, path, full_page=False):
        params = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            size = self.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 6000), "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
