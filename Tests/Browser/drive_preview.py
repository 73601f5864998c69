#!/usr/bin/env python3
"""Drives `unfold preview`'s page in headless Chromium through the DevTools protocol (as a person would: the
scrubber, the keyboard, the outline switch) while editing the scene, and prints what the page showed as JSON.
Usage: drive_preview.py URL SCENE SCREENSHOT.png"""
import json, os, subprocess, sys, tempfile, time, urllib.request
import websocket

url, scene, shot = sys.argv[1], sys.argv[2], sys.argv[3]
port = 9200 + os.getpid() % 700
profile = tempfile.mkdtemp()
browser = subprocess.Popen(
    ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--remote-debugging-port={port}",
     f"--user-data-dir={profile}", "--window-size=1000,1000", "about:blank"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
out = {}
try:
    for _ in range(200):
        try:
            tabs = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
            break
        except Exception:
            time.sleep(0.05)
    tab = [t for t in tabs if t["type"] == "page"][0]
    ws = websocket.create_connection(tab["webSocketDebuggerUrl"], timeout=20)
    counter = [0]

    def call(method, **params):
        counter[0] += 1
        ws.send(json.dumps({"id": counter[0], "method": method, "params": params}))
        while True:
            message = json.loads(ws.recv())
            if message.get("id") == counter[0]:
                return message.get("result", message)

    def js(expression):
        r = call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        return r.get("result", {}).get("value")

    def wait(expression, seconds=10):
        end = time.time() + seconds
        while time.time() < end:
            if js(expression):
                return True
            time.sleep(0.05)
        return False

    def key(name, code):
        for kind in ("keyDown", "keyUp"):
            call("Input.dispatchKeyEvent", type=kind, key=name, code=code, windowsVirtualKeyCode=code == "Space" and 32 or (37 if name == "ArrowLeft" else 39))

    call("Page.enable")
    call("Page.navigate", url=url)
    out["loaded"] = wait("document.body && document.body.dataset.ready === 'yes'")
    # The scrubber to frame 12, as a drag would leave it.
    js("const s = document.getElementById('scrubber'); s.value = 12; s.dispatchEvent(new Event('input'))")
    out["scrubbed"] = {"frame": js("document.body.dataset.frame"), "src": js("document.getElementById('live').src")}
    js("document.activeElement.blur()")
    key("ArrowRight", "ArrowRight")
    out["afterRight"] = js("document.body.dataset.frame")
    key("ArrowLeft", "ArrowLeft")
    key("ArrowLeft", "ArrowLeft")
    out["afterLefts"] = js("document.body.dataset.frame")
    key(" ", "Space")
    time.sleep(0.6)
    key(" ", "Space")
    out["afterPlaying"] = js("document.body.dataset.frame")
    js("document.getElementById('outlineMode').click()")
    wait("document.querySelectorAll('#outline .o-row').length > 0", 3)
    out["outlineRows"] = js("[...document.querySelectorAll('#outline .o-row')].map(e => e.dataset.id)")
    out["outlineElements"] = js("[...document.querySelectorAll('#outline .o-el')].map(e => e.title)")
    out["timelineRequests"] = js("performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/timeline/'))")
    wait("(() => { const i = document.getElementById('live'); return i.complete && i.naturalWidth > 0 && i.src.includes('/' + document.body.dataset.frame + '.png'); })()", 5)
    time.sleep(0.2)
    data = call("Page.captureScreenshot", format="png")["data"]
    import base64
    open(shot, "wb").write(base64.b64decode(data))
    # A bad edit: the overlay shows the error with its line and column; the frame stays.
    text = open(scene).read()
    open(scene, "w").write(text.replace("rows ", "rows nosuchtemplate-", 1))
    out["overlayShown"] = wait("document.body.dataset.errors === 'yes'")
    out["overlay"] = js("document.getElementById('errors').textContent")
    open(scene, "w").write(text)
    out["overlayCleared"] = wait("document.body.dataset.errors === 'no'")
finally:
    browser.kill()
print(json.dumps(out))
