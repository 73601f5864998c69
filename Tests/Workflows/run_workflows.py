#!/usr/bin/python3
"""Runs the workflows of docs/ci.md for real, in a temporary folder laid out like an app's repository.

    run_workflows.py REPOSITORY UNFOLD_BINARY WORK

Every workflow is parsed (python3-yaml). Its jobs run in dependency order; their shell steps (`run:`, `script:`)
run in bash, as written, with the expressions GitHub would substitute substituted. What only a CI service does is
done here: a checkout of the app copies the app folder; the checkout of Unfold copies this repository's build files
(as a git repository, so its commit can key the cache); caches, artifacts and the JUnit step are folders and
checks. The machine's own tools stand in for three commands, on the PATH first:
  - `apt-get install ./….deb` unpacks the package into a root whose usr/bin is on the PATH (so `unfold` is the
    package's, drawing with the package's fonts) after checking that each dependency it declares is installed;
    other `apt-get` calls only check that what they name is installed;
  - `make` is the real make with SWIFT=true: the package target runs, and packages the test build of unfold
    (UNFOLD_BINARY) instead of compiling a release one;
  - nothing else: `git`, `swift --version`, `unfold` and the shell are real.
Prints one line per step; exits 1 when a step fails or what a workflow should leave is missing.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys

import yaml

repository, binary, work = sys.argv[1], sys.argv[2], sys.argv[3]


def blocks(markdown):
    """The YAML blocks of the page, by the file name their first line gives."""
    found = re.findall(r"```yaml\n(.*?)```", markdown, re.S)
    return [(b.splitlines()[0].lstrip("# ").strip(), b) for b in found]


def sh(command, cwd, env):
    r = subprocess.run(["bash", "-eo", "pipefail", "-c", command], cwd=cwd, env=env, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def make_app(app):
    """An app repository: two of Unfold's scenes, and goldens recorded with the build under test."""
    os.makedirs(f"{app}/scenes")
    for scene in ["settings.scene", "read-more.scene"]:
        shutil.copy(f"{repository}/scenes/{scene}", f"{app}/scenes/{scene}")
    code, out = sh(f"{binary} test scenes --goldens goldens --all-variants --record all --scale 1", app, os.environ)
    if code != 0:
        sys.exit(f"recording the app's goldens failed:\n{out}")
    global pairs
    pairs = len(re.findall(r"^RECORDED ", out, re.M))


def make_unfold_checkout(dest):
    """What the workflows use of Unfold's checkout: its build files, as a git repository of one commit."""
    files = subprocess.run(["git", "ls-files", "Makefile", "Fonts", "Packaging", "Sources"], cwd=repository,
                           capture_output=True, text=True, check=True).stdout.split()
    for f in files:
        os.makedirs(os.path.dirname(f"{dest}/{f}") or dest, exist_ok=True)
        shutil.copy2(f"{repository}/{f}", f"{dest}/{f}")
    for step in (["init", "-q"], ["add", "-A"], ["-c", "user.name=ci", "-c", "user.email=ci@localhost", "commit", "-qm", "tag"]):
        subprocess.run(["git"] + step, cwd=dest, check=True, capture_output=True)


def shims(folder, root):
    os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/apt-get", "w") as f:
        f.write(f"""#!/bin/bash
set -euo pipefail
for a in "$@"; do
  case "$a" in
    -*|update|install) ;;
    *.deb)
      [ -f "$a" ] || {{ echo "apt-get: $a: no such package file" >&2; exit 100; }}
      depends=$(dpkg-deb -f "$a" Depends | tr ',' '\\n' | sed 's/(.*//; s/|.*//' | xargs)
      for d in $depends; do dpkg-query -W -f='${{Status}}' "$d" 2>/dev/null | grep -q 'install ok installed' || {{ echo "apt-get: the package needs $d" >&2; exit 100; }}; done
      dpkg-deb -x "$a" {root} ;;
    *) dpkg-query -W -f='${{Status}}' "$a" 2>/dev/null | grep -q 'install ok installed' || {{ echo "apt-get: $a is not installed here" >&2; exit 100; }} ;;
  esac
done
""")
    with open(f"{folder}/make", "w") as f:
        f.write('#!/bin/bash\nexec /usr/bin/make SWIFT=true "$@"\n')
    for name in ("apt-get", "make"):
        os.chmod(f"{folder}/{name}", 0o755)


failures = []
pairs = 0


def step_line(workflow, job, label, code, out):
    print(f"{'ok  ' if code == 0 else 'FAIL'} {workflow} {job}: {label}")
    if code != 0:
        failures.append(f"{workflow} {job}: {label}\n{out[-3000:]}")


def github(name, doc):
    base = f"{work}/github"
    app = f"{base}/app"
    make_app(app)
    caches, artifacts = f"{base}/caches", f"{base}/artifacts"
    os.makedirs(caches)
    os.makedirs(artifacts)
    outputs = {}  # job → its outputs
    jobs = doc["jobs"]
    done = []

    def ready(job):
        needs = jobs[job].get("needs", [])
        needs = [needs] if isinstance(needs, str) else needs
        return all(n in done for n in needs)

    while len(done) < len(jobs):
        job = next(j for j in jobs if j not in done and ready(j))
        spec = jobs[job]
        matrix = spec.get("strategy", {}).get("matrix", {})
        runs = [{k: v} for k, values in matrix.items() for v in values] or [{}]
        for m in runs:
            run_github_job(name, job, spec, m, doc.get("env", {}), app, caches, artifacts, outputs, base)
        done.append(job)
    # The report job leaves the merged report.
    report = f"{base}/job-report/out/unfold-report"
    for f in ["index.html", "results.json", "junit.xml"]:
        if not os.path.exists(f"{report}/{f}"):
            failures.append(f"{name}: no {f} in the merged report")
    return base


def run_github_job(name, job, spec, matrix, env, app, caches, artifacts, outputs, base):
    label = job + "".join(f" ({v})" for v in matrix.values())
    ws = f"{base}/job-{job}" + "".join(f"-{v}" for v in matrix.values())
    root = f"{ws}.root"
    os.makedirs(ws)
    os.makedirs(root)
    shims(f"{ws}.shims", root)
    environment = dict(os.environ, CI="true", GITHUB_WORKSPACE=ws, UNFOLD_BINARY=binary, UNFOLD_DEB_COMPRESSION="none",
                       PATH=f"{ws}.shims:{root}/usr/bin:" + os.environ["PATH"])
    environment.update({k: str(v) for k, v in env.items()})
    steps = {}

    def expr(text):
        def value(m):
            e = m.group(1).strip()
            if e.startswith("env."):
                return str(env.get(e[4:], ""))
            if e.startswith("matrix."):
                return str(matrix[e[7:]])
            parts = e.split(".")
            if parts[0] == "steps":
                return steps.get(parts[1], {}).get(parts[3], "")
            if parts[0] == "needs":
                return outputs.get(parts[1], {}).get(parts[3], "")
            raise SystemExit(f"{name} {job}: an expression this test does not know: {e}")
        return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))

    def condition(text):
        if text is None or text.strip() == "always()":
            return True
        m = re.fullmatch(r"\s*(.+?)\s*!=\s*'(.*)'\s*", text)
        if m is None:
            raise SystemExit(f"{name} {job}: a condition this test does not know: {text}")
        return expr("${{ " + m.group(1) + " }}") != m.group(2)

    pending_saves = []
    for step in spec["steps"]:
        if not condition(step.get("if")):
            continue
        sid = step.get("id")
        uses = step.get("uses")
        w = {k: expr(v) for k, v in step.get("with", {}).items()}
        if uses is None:
            out_file = f"{ws}.output"
            open(out_file, "w").close()
            code, out = sh(expr(step["run"]), ws, dict(environment, GITHUB_OUTPUT=out_file))
            step_line(name, label, expr(step["run"]).splitlines()[0][:90], code, out)
            if sid:
                steps[sid] = dict(line.split("=", 1) for line in open(out_file).read().splitlines() if "=" in line)
            if code != 0:
                return
        elif uses.startswith("actions/checkout@"):
            if "repository" in w:
                make_unfold_checkout(f"{ws}/{w.get('path', '.')}")
            else:
                shutil.copytree(app, ws, dirs_exist_ok=True)
            step_line(name, label, f"checkout {w.get('repository', 'the app')}", 0, "")
        elif uses.startswith("actions/cache"):
            key_dir = f"{caches}/{w['key']}"
            hit = os.path.isdir(key_dir)
            if hit:
                shutil.copytree(key_dir, f"{ws}/{w['path']}", dirs_exist_ok=True)
            if not hit and w.get("fail-on-cache-miss") == "true":
                step_line(name, label, f"cache {w['key']} missing", 1, "")
                return
            if not hit and uses.startswith("actions/cache@"):
                pending_saves.append((w["path"], key_dir))
            if sid:
                steps[sid] = {"cache-hit": "true" if hit else "false"}
            step_line(name, label, f"cache {w['key']} {'restored' if hit else 'missed'}", 0, "")
        elif uses.startswith("actions/upload-artifact@"):
            if os.path.exists(f"{ws}/{w['path']}"):
                shutil.copytree(f"{ws}/{w['path']}", f"{artifacts}/{w['name']}")
            step_line(name, label, f"upload {w['name']}", 0 if os.path.exists(f"{ws}/{w['path']}") else 1, w["path"])
        elif uses.startswith("actions/download-artifact@"):
            pattern = w["pattern"].replace("*", ".*")
            for a in sorted(os.listdir(artifacts)):
                if re.fullmatch(pattern, a):
                    shutil.copytree(f"{artifacts}/{a}", f"{ws}/{w['path']}/{a}")
            step_line(name, label, f"download {w['pattern']}", 0, "")
        elif uses.startswith("mikepenz/action-junit-report@"):
            path = f"{ws}/{w['report_paths']}"
            code, out = sh(f"xmllint --noout {path}", ws, environment) if os.path.exists(path) else (1, "no file")
            step_line(name, label, f"junit {w['report_paths']}", code, out)
        else:
            step_line(name, label, f"an action this test does not know: {uses}", 1, "")
    for path, key_dir in pending_saves:
        if os.path.exists(f"{ws}/{path}"):
            shutil.copytree(f"{ws}/{path}", key_dir)
    outputs[job] = {k: expr(v) for k, v in spec.get("outputs", {}).items()}


def gitlab(name, doc):
    """GitLab's jobs by stage; `parallel: N` runs N times with CI_NODE_INDEX; the cache and artifacts are the job
    folder's, carried to the next stage."""
    base = f"{work}/gitlab"
    app = f"{base}/app"
    make_app(app)
    ws = f"{base}/ws"
    shutil.copytree(app, ws)
    root = f"{ws}.root"
    os.makedirs(root)
    shims(f"{ws}.shims", root)
    # Its clone of Unfold, by tag: this repository's build files, where `git clone` would put them.
    make_unfold_checkout(f"{ws}/unfold")
    variables = {k: str(v) for k, v in doc.get("variables", {}).items()}
    environment = dict(os.environ, CI="true", UNFOLD_BINARY=binary, UNFOLD_DEB_COMPRESSION="none",
                       PATH=f"{ws}.shims:{root}/usr/bin:" + os.environ["PATH"], **variables)
    jobs = {k: v for k, v in doc.items() if isinstance(v, dict) and "script" in v}
    for stage in doc["stages"]:
        for job, spec in jobs.items():
            if spec.get("stage") != stage:
                continue
            n = spec.get("parallel", 1)
            for i in range(1, n + 1):
                env = dict(environment, CI_NODE_INDEX=str(i), CI_NODE_TOTAL=str(n))
                for command in spec.get("before_script", []) + spec["script"]:
                    code, out = sh(command, ws, env)
                    step_line(name, f"{job}" + (f" ({i})" if n > 1 else ""), command.splitlines()[0][:90], code, out)
                    if code != 0:
                        break
    for f in ["index.html", "results.json", "junit.xml"]:
        if not os.path.exists(f"{ws}/out/unfold-report/{f}"):
            failures.append(f"{name}: no {f} in the merged report")
    return ws


page = open(f"{repository}/docs/ci.md").read()
reports = []
for name, text in blocks(page):
    doc = yaml.safe_load(text)
    if name.startswith(".github/"):
        folder = github(name, doc)
        reports.append(f"{folder}/job-report/out/unfold-report/results.json")
    elif name == ".gitlab-ci.yml":
        folder = gitlab(name, doc)
        reports.append(f"{folder}/out/unfold-report/results.json")
    else:
        failures.append(f"a YAML block for no known service: {name}")
# Each merged report holds every pair of the app's suite (settings; read-more and its variants), all passed.
for r in reports:
    if not os.path.exists(r):
        continue
    results = json.load(open(r))["results"]
    statuses = sorted(f"{x['name']} ({x['variant']}): {x['status']}" for x in results)
    print(f"merged report {os.path.relpath(r, work)}: " + "; ".join(statuses))
    if len(results) != pairs or any(x["status"] != "passed" for x in results):
        failures.append(f"{r}: {len(results)} pairs, expected {pairs} passed")
if failures:
    print("\n\n".join(failures))
    sys.exit(1)
