"""deploy/ checked without a container engine or a cluster: every manifest parses, the
Deployment's probes, ports and grace period fit the server's routes and flags (its arguments
are run for real), the Indexed Job's command splits a batch exactly (run once per index), and
the Containerfile installs the run-time packages of scripts/setup, which bring every library
the binary loads and every font folder of Bubbles' fonts.conf."""
import glob
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time

import yaml

from report import Report, Serve, get


def manifests(repo: str, report: Report) -> dict[str, dict]:
    """Every document of every YAML file under deploy/, by kind."""
    found: dict[str, dict] = {}
    for path in sorted(glob.glob(os.path.join(repo, "deploy", "**", "*.yaml"), recursive=True)):
        name = os.path.relpath(path, repo)
        try:
            with open(path, encoding="utf-8") as file:
                documents = [document for document in yaml.safe_load_all(file) if document is not None]
        except yaml.YAMLError as error:
            report.check(f"{name} parses", False, str(error).replace("\n", " "))
            continue
        complete = all(isinstance(document, dict) and document.get("apiVersion") and document.get("kind")
                       and (document.get("kind") == "Kustomization" or document.get("metadata", {}).get("name"))
                       for document in documents)
        report.check(f"{name} parses", complete and bool(documents),
                     ", ".join(f"{document.get('kind')} {document.get('metadata', {}).get('name', '')}".strip()
                               for document in documents))
        for document in documents:
            found[document["kind"]] = document
    return found


def option(arguments: list[str], name: str) -> str | None:
    """The value after `name` in `arguments`."""
    return arguments[arguments.index(name) + 1] if name in arguments and arguments.index(name) + 1 < len(arguments) else None


def runtime_packages(repo: str) -> list[str]:
    return subprocess.run([os.path.join(repo, "scripts", "setup"), "--runtime-packages"], capture_output=True, text=True,
                          check=True).stdout.split()


def containerfile(repo: str) -> dict:
    """The run-time stage of deploy/Containerfile: its packages, user, port, command, fc-cache folders."""
    text = open(os.path.join(repo, "deploy", "Containerfile"), encoding="utf-8").read()
    logical = re.sub(r"\\\n", " ", text)
    stage = logical.split("\nFROM ")[-1]
    lines = [line.strip() for line in stage.splitlines() if line.strip() and not line.strip().startswith("#")]
    info: dict = {"packages": [], "fc_cache": [], "user": None, "expose": None, "cmd": None, "entrypoint": None}
    for line in lines:
        instruction, _, rest = line.partition(" ")
        if instruction == "RUN":
            for command in rest.split("&&"):
                words = shlex.split(command)
                if words[:2] == ["apt-get", "install"]:
                    info["packages"] += [word for word in words[2:] if not word.startswith("-")]
                if words[:1] == ["fc-cache"]:
                    info["fc_cache"] += [word for word in words[1:] if not word.startswith("-")]
        elif instruction == "USER":
            info["user"] = rest.split(":")[0]
        elif instruction == "EXPOSE":
            info["expose"] = int(rest.split("/")[0])
        elif instruction in ("CMD", "ENTRYPOINT"):
            info[instruction.lower()] = json.loads(rest)
    return info


def package_of(path: str) -> str | None:
    """The Debian package that installed `path` (either side of the /usr merge)."""
    real = os.path.realpath(path)
    candidates = {path, real}
    for name in list(candidates):
        candidates.add(name[4:] if name.startswith("/usr/") else "/usr" + name)
    for candidate in sorted(candidates):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].strip()
    return None


def closure(packages: list[str]) -> set[str]:
    """`packages` and everything they depend on, as apt would install it."""
    out = subprocess.run(["apt-cache", "depends", "--recurse", "--no-recommends", "--no-suggests", "--no-conflicts",
                          "--no-breaks", "--no-replaces", "--no-enhances", *packages], capture_output=True, text=True,
                         check=True).stdout
    names = set()
    for line in out.splitlines():
        # A package at the start of a line, then its dependencies indented: "  Depends: libc6".
        name = line.split(": ", 1)[-1] if line[:1].isspace() else line
        names.add(name.strip().strip("<>").split(":")[0])
    return names


def required_packages() -> set[str]:
    """The packages of priority required: in every Debian image, slim ones too."""
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Package} ${Priority}\n"], capture_output=True, text=True, check=True).stdout
    return {line.split()[0] for line in out.splitlines() if line.endswith(" required")}


def check_image(repo: str, bubbles: str, report: Report, deployment: dict) -> None:
    image = containerfile(repo)
    wanted = runtime_packages(repo)
    report.check("the Containerfile installs exactly scripts/setup --runtime-packages", sorted(image["packages"]) == sorted(wanted),
                 f"{len(image['packages'])} packages" if sorted(image["packages"]) == sorted(wanted)
                 else f"missing {sorted(set(wanted) - set(image['packages']))}, extra {sorted(set(image['packages']) - set(wanted))}")
    readme = open(os.path.join(repo, "README.md"), encoding="utf-8").read()
    listed = next((span.split() for span in re.findall(r"`([^`]*)`", readme) if span.startswith("libcairo2 ")), [])
    report.check("the README's run-time packages are the same list", sorted(listed) == sorted(wanted),
                 "" if sorted(listed) == sorted(wanted) else f"README: {listed}")

    toolchain = os.path.realpath(os.path.join(os.path.dirname(shutil.which("swift") or "/"), "..", "lib", "swift"))
    libraries = []
    for line in subprocess.run(["ldd", bubbles], capture_output=True, text=True, check=True).stdout.splitlines():
        match = re.search(r"=> (/\S+)", line)
        if match and not os.path.realpath(match.group(1)).startswith(toolchain):
            libraries.append(match.group(1))
    installed = closure(wanted)
    available = installed | required_packages()
    missing = []
    for library in libraries:
        package = package_of(library)
        if package is None or package.split(":")[0] not in available:
            missing.append(f"{os.path.basename(library)} ({package or 'no package'})")
    report.check("the run-time packages bring every library the binary loads", not missing,
                 f"{len(libraries)} libraries (the Swift runtime's are linked in by --static-swift-stdlib)" if not missing
                 else "missing " + ", ".join(missing))

    fonts_conf = open(os.path.join(repo, "Sources", "CairoDrawing", "Resources", "fonts.conf"), encoding="utf-8").read()
    folders = re.findall(r"<dir>([^<]+)</dir>", fonts_conf)
    unowned = [folder for folder in folders if not (set((package_of(folder) or "").split(", ")) & installed)]
    report.check("the run-time packages fill every font folder of fonts.conf", bool(folders) and not unowned,
                 ", ".join(folders) if not unowned else f"no run-time package fills {unowned}")
    report.check("the Containerfile caches exactly those folders (fc-cache)", sorted(image["fc_cache"]) == sorted(folders),
                 "" if sorted(image["fc_cache"]) == sorted(folders) else f"fc-cache {image['fc_cache']}")

    command = (image["entrypoint"] or []) + (image["cmd"] or [])
    user = image["user"] or "0"
    pod_user = deployment.get("spec", {}).get("template", {}).get("spec", {}).get("securityContext", {}).get("runAsUser")
    report.check("the image runs as a user that is not root, the Deployment's", user.isdigit() and int(user) != 0 and pod_user == int(user),
                 f"USER {user}, runAsUser {pod_user}")
    listen = option(command, "--listen") or ""
    report.check("the image serves on all interfaces at the port it exposes", command[1:2] == ["serve"]
                 and listen == f"0.0.0.0:{image['expose']}", " ".join(command[1:]))


def check_deployment(found: dict[str, dict], bubbles: str, port: int, report: Report) -> None:
    deployment, service, hpa = found.get("Deployment", {}), found.get("Service", {}), found.get("HorizontalPodAutoscaler", {})
    for kind, document in (("Deployment", deployment), ("Service", service), ("HorizontalPodAutoscaler", hpa)):
        report.check(f"deploy/ has a {kind}", bool(document))
    if not deployment:
        return
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    arguments = [str(argument) for argument in container.get("args", [])]
    ports = {entry.get("name"): entry["containerPort"] for entry in container.get("ports", [])}
    listen = option(arguments, "--listen") or ""
    listen_port = int(listen.rsplit(":", 1)[-1]) if listen.rsplit(":", 1)[-1].isdigit() else None
    report.check("the container listens on all interfaces at its containerPort", arguments[:1] == ["serve"]
                 and listen.startswith("0.0.0.0:") and listen_port in ports.values(), f"--listen {listen}, ports {ports}")

    def probe_port(probe: dict) -> int | None:
        value = probe.get("httpGet", {}).get("port")
        return ports.get(value) if isinstance(value, str) else value

    probes = {kind: container.get(kind, {}) for kind in ("livenessProbe", "readinessProbe")}
    for kind, path in (("livenessProbe", "/healthz"), ("readinessProbe", "/readyz")):
        probe = probes[kind]
        report.check(f"the {kind} asks {path} at the port listened on",
                     probe.get("httpGet", {}).get("path") == path and probe_port(probe) == listen_port,
                     f"{probe.get('httpGet', {}).get('path')} at {probe_port(probe)}")
    resources = container.get("resources", {})
    report.check("the container has CPU and memory requests and limits",
                 all(key in resources.get(part, {}) for part in ("requests", "limits") for key in ("cpu", "memory")),
                 json.dumps(resources))
    drain = float(option(arguments, "--drain-timeout") or 30)
    pre_stop = container.get("lifecycle", {}).get("preStop", {}).get("exec", {}).get("command", [])
    pause = float(pre_stop[1]) if pre_stop[:1] == ["sleep"] and len(pre_stop) > 1 else 0
    grace = pod.get("terminationGracePeriodSeconds", 30)
    report.check("terminationGracePeriodSeconds covers the preStop pause and --drain-timeout", grace > pause + drain,
                 f"{grace} s > {pause:g} s + {drain:g} s")
    selector = service.get("spec", {}).get("selector", {})
    labels = deployment["spec"]["template"]["metadata"].get("labels", {})
    target = service.get("spec", {}).get("ports", [{}])[0].get("targetPort")
    report.check("the Service selects the pods and sends to the port listened on",
                 bool(selector) and all(labels.get(key) == value for key, value in selector.items())
                 and (ports.get(target) if isinstance(target, str) else target) == listen_port, f"targetPort {target}")
    scale = hpa.get("spec", {})
    report.check("the autoscaler scales the Deployment by CPU, which the pods request",
                 scale.get("scaleTargetRef", {}).get("name") == deployment["metadata"]["name"]
                 and scale.get("scaleTargetRef", {}).get("kind") == "Deployment"
                 and 1 <= scale.get("minReplicas", 1) <= scale.get("maxReplicas", 0)
                 and any(metric.get("resource", {}).get("name") == "cpu" for metric in scale.get("metrics", []))
                 and "cpu" in resources.get("requests", {}),
                 f"{scale.get('minReplicas')} to {scale.get('maxReplicas')} replicas")

    # The container's own arguments, on loopback: the probes' paths answer, SIGTERM drains in time.
    at = arguments.index("--listen")
    rest = arguments[1:at] + arguments[at + 2:]
    work = tempfile.mkdtemp(prefix="check-serve-deploy.")
    server = Serve(bubbles, port, os.path.join(work, "serve.log"), rest, {"TMPDIR": work})
    try:
        ready = server.wait_ready()
        statuses = {path: get(port, path) for path in (probes["livenessProbe"].get("httpGet", {}).get("path"),
                                                        probes["readinessProbe"].get("httpGet", {}).get("path"))}
        report.check("bubbles serve takes the container's arguments and both probes answer 200", ready
                     and all(status == 200 for status in statuses.values()), f"{statuses}")
        start = time.monotonic()
        server.signal(signal.SIGTERM)
        status = server.wait(grace - pause)
        report.check("SIGTERM ends it with status 0 within the grace period", status == 0,
                     f"status {status} after {time.monotonic() - start:.2f} s")
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)


def check_job(found: dict[str, dict], bubbles: str, report: Report) -> None:
    job = found.get("Job", {})
    if not report.check("deploy/ has a Job", bool(job)):
        return
    spec = job["spec"]
    container = spec["template"]["spec"]["containers"][0]
    environment = {entry["name"]: str(entry.get("value")) for entry in container.get("env", [])}
    command = [str(word) for word in container.get("command", []) + container.get("args", [])]
    report.check("the Job is Indexed and JOB_COMPLETIONS is its completions",
                 spec.get("completionMode") == "Indexed" and environment.get("JOB_COMPLETIONS") == str(spec.get("completions")),
                 f"completions {spec.get('completions')}, JOB_COMPLETIONS {environment.get('JOB_COMPLETIONS')}")
    report.check("the Job renders with --shard auto", "--shard auto" in " ".join(command), " ".join(command[2:]))

    # Its command, once per index, over a batch in a folder standing for the volume.
    work = tempfile.mkdtemp(prefix="check-serve-job.")
    try:
        mount = container["volumeMounts"][0]["mountPath"]
        os.makedirs(os.path.join(work, "in"))
        os.makedirs(os.path.join(work, "bin"))
        os.symlink(os.path.abspath(bubbles), os.path.join(work, "bin", "bubbles"))
        names = [f"chat-{index:02}" for index in range(11)]
        for name in names:
            with open(os.path.join(work, "in", name + ".json"), "w", encoding="utf-8") as file:
                json.dump({"participants": {"ann": {}}, "messages": [{"from": "ann", "text": name}]}, file)
        shards = []
        for index in range(int(spec.get("completions", 1))):
            before = set(os.listdir(os.path.join(work, "out"))) if os.path.isdir(os.path.join(work, "out")) else set()
            script = command[-1].replace(mount, work)
            run = subprocess.run(command[:-1] + [script], capture_output=True, text=True,
                                 env={**os.environ, **environment, "JOB_COMPLETION_INDEX": str(index),
                                      "PATH": os.path.join(work, "bin") + ":" + os.environ["PATH"]})
            after = set(os.listdir(os.path.join(work, "out"))) if os.path.isdir(os.path.join(work, "out")) else set()
            shards.append(sorted(after - before) if run.returncode == 0 else [f"status {run.returncode}: {run.stderr.strip()}"])
        drawn = sorted(name for shard in shards for name in shard)
        report.check("each index renders its share: together every transcript once", drawn == [name + ".png" for name in names],
                     " | ".join(str(len(shard)) for shard in shards) + " images" if drawn == [name + ".png" for name in names]
                     else f"{shards}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(repo: str, bubbles: str, port: int, report: Report) -> None:
    report.section("deploy/: manifests and image, checked without a cluster or a container engine")
    found = manifests(repo, report)
    check_image(repo, bubbles, report, found.get("Deployment", {}))
    check_deployment(found, bubbles, port, report)
    check_job(found, bubbles, report)
