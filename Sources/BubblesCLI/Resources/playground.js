"use strict";
(() => {
  const STARTER = `{
  "theme": "imessage",
  "scale": 2,
  "participants": {
    "me": { "name": "Me", "side": "outgoing" },
    "ann": { "name": "Ann" }
  },
  "messages": [
    { "separator": "Today 09:41" },
    { "from": "ann", "id": "dog",
      "text": "Did you see the dog at the park this morning? 🐶" },
    { "from": "ann", "text": "The tiny one with the red scarf" },
    { "from": "me",
      "text": "Yes!! I think it belongs to the new neighbours",
      "reactions": [{ "emoji": "❤️", "from": ["ann"] }] },
    { "from": "me",
      "text": "Should we ask if we can take it for a walk?",
      "time": "09:42", "status": "read" },
    { "from": "ann", "replyTo": "dog",
      "text": "Yes, Saturday morning!" },
    { "from": "ann", "text": "😍" }
  ]
}
`;
  const SAVED = "bubbles.playground.transcript";
  const DELAY = 250;

  const $ = (id) => document.getElementById(id);
  const editor = $("transcript");
  const gutter = $("gutter");
  const image = $("image");
  const stage = $("stage");
  const status = $("status");
  const problemsBox = $("problems");
  const problemList = $("problem-list");
  const pickers = { theme: $("look"), appearance: $("appearance"), device: $("device") };

  let timer = 0;
  let inFlight = null;
  let imageURL = null;
  let imageBlob = null;
  /** The transcript and query of the image shown, which the downloads save. */
  let shown = null;
  let badLines = new Set();
  /** The devices `/v1/looks` lists, by name: pixel size and scale. */
  const devices = {};
  /** Image pixels per point of the image shown. */
  let pointScale = 2;

  // ---- The editor: line numbers, tab, saving ----

  function drawGutter() {
    const count = editor.value.split("\n").length;
    const rows = [];
    for (let line = 1; line <= count; line++) {
      const row = document.createElement("div");
      row.textContent = String(line);
      if (badLines.has(line)) row.className = "bad";
      rows.push(row);
    }
    gutter.replaceChildren(...rows);
    gutter.scrollTop = editor.scrollTop;
  }

  editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; });
  editor.addEventListener("input", () => {
    drawGutter();
    try { localStorage.setItem(SAVED, editor.value); } catch (_) { /* storage is optional */ }
    schedule();
  });
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      document.execCommand("insertText", false, "  ");
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      update();
    }
  });

  /** Puts the cursor at `line`:`column` (1-based; the column counts Unicode scalars) and shows it. */
  function goTo(line, column) {
    const lines = editor.value.split("\n");
    const row = Math.min(Math.max(line, 1), lines.length) - 1;
    let offset = 0;
    for (let index = 0; index < row; index++) offset += lines[index].length + 1;
    const scalars = Array.from(lines[row]);
    offset += scalars.slice(0, Math.max((column || 1) - 1, 0)).join("").length;
    editor.focus();
    editor.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 20;
    const top = row * lineHeight;
    if (top < editor.scrollTop || top > editor.scrollTop + editor.clientHeight - 3 * lineHeight) {
      editor.scrollTop = Math.max(top - editor.clientHeight / 3, 0);
    }
  }

  // ---- Talking to the server ----

  function query() {
    const parameters = new URLSearchParams();
    for (const [name, select] of Object.entries(pickers)) {
      if (select.value) parameters.set(name, select.value);
    }
    const text = parameters.toString();
    return text ? "?" + text : "";
  }

  function post(path, body, signal) {
    return fetch(path, { method: "POST", body, headers: { "Content-Type": "application/json" }, signal });
  }

  async function errorOf(response) {
    try {
      return await response.json();
    } catch (_) {
      return { error: `the server answered ${response.status} ${response.statusText}` };
    }
  }

  /** What the page is doing, on `<body data-state>`: `editing` (an update is due), `rendering`, `idle`. */
  function setState(state) {
    document.body.dataset.state = state;
  }

  /** Updates once the typing pauses; a request for older text is cancelled at once. */
  function schedule() {
    if (inFlight) inFlight.abort();
    clearTimeout(timer);
    timer = setTimeout(update, DELAY);
    setState("editing");
  }

  /** Validates and renders what the editor holds; a newer call cancels this one. */
  async function update() {
    clearTimeout(timer);
    timer = 0;
    if (inFlight) inFlight.abort();
    const controller = new AbortController();
    inFlight = controller;
    setState("rendering");
    setStatus("Rendering…", true);
    const started = performance.now();
    const body = editor.value;
    const parameters = query();
    try {
      const [validation, render] = await Promise.all([
        post("/v1/validate", body, controller.signal), post("/v1/render" + parameters, body, controller.signal),
      ]);
      let problems = [];
      if (!validation.ok) {
        const answer = await errorOf(validation);
        problems = answer.problems || [answer];
      }
      if (render.ok) {
        const blob = await render.blob();
        if (controller.signal.aborted) return;
        await showImage(blob, body);
        shown = { body, parameters };
        const took = Math.round(performance.now() - started);
        setStatus(`${image.naturalWidth} × ${image.naturalHeight} px · ${size(blob.size)} · ${took} ms`, false);
      } else {
        const error = await errorOf(render);
        if (controller.signal.aborted) return;
        if (problems.length === 0) problems.push(error);
        setStatus(render.status === 503 ? "The server is busy; edit again to retry" : "Not rendered: see the problems", false);
      }
      if (controller.signal.aborted) return;
      showProblems(problems);
      stage.classList.toggle("is-stale", !render.ok);
      $("stale").hidden = render.ok || !imageBlob;
    } catch (error) {
      if (error.name === "AbortError") return;
      setStatus("The server did not answer", false);
      showProblems([{ error: `the server did not answer: ${error.message}` }]);
    } finally {
      if (inFlight === controller) {
        inFlight = null;
        if (!timer) setState("idle");
      }
    }
  }

  // ---- Showing the results ----

  function size(bytes) {
    return bytes < 1024 ? `${bytes} B` : bytes < 1048576 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
  }

  function setStatus(text, busy) {
    status.textContent = text;
    status.classList.toggle("busy", busy);
  }

  /** Image pixels per point of the image `text` renders to, as the server draws it. */
  function scaleOf(text) {
    const picked = devices[pickers.device.value];
    if (picked) return picked.scale;
    try {
      const chat = JSON.parse(text);
      const device = chat.screen && chat.screen.device;
      if (typeof device === "string" && devices[device]) return devices[device].scale;
      if (device && device.width > 0) return image.naturalWidth / device.width;
      return chat.scale > 0 ? chat.scale : 2;
    } catch (_) {
      return 2;
    }
  }

  /** Shows the image at its size in points, or in the screen's pixels with "1:1 pixels". */
  function sizeImage() {
    const actual = stage.classList.contains("actual");
    image.style.width = `${image.naturalWidth / (actual ? window.devicePixelRatio || 1 : pointScale)}px`;
  }

  function showImage(blob, text) {
    const url = URL.createObjectURL(blob);
    return new Promise((resolve) => {
      const done = () => {
        if (imageURL) URL.revokeObjectURL(imageURL);
        imageURL = url;
        imageBlob = blob;
        pointScale = scaleOf(text);
        sizeImage();
        image.hidden = false;
        $("empty").hidden = true;
        $("download-png").disabled = false;
        $("download-webp").disabled = false;
        resolve();
      };
      image.addEventListener("load", done, { once: true });
      image.addEventListener("error", done, { once: true });
      image.src = url;
    });
  }

  function showProblems(problems) {
    badLines = new Set(problems.map((problem) => problem.line).filter(Boolean));
    drawGutter();
    problemsBox.classList.toggle("bad", problems.length > 0);
    $("problems-title").textContent = problems.length === 0 ? "No problems"
      : problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    problemList.replaceChildren(...problems.map((problem) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      const where = document.createElement("span");
      where.className = "where";
      where.textContent = problem.line ? `${problem.line}:${problem.column || 1}` : "—";
      const what = document.createElement("span");
      what.className = "what";
      what.textContent = problem.error;
      if (problem.path) {
        const path = document.createElement("span");
        path.className = "path";
        path.textContent = problem.path;
        what.append(path);
      }
      button.append(where, what);
      if (problem.line) button.addEventListener("click", () => goTo(problem.line, problem.column));
      else button.disabled = true;
      item.append(button);
      return item;
    }));
  }

  // ---- Pickers, zoom, downloads ----

  async function fillPickers() {
    try {
      const response = await fetch("/v1/looks");
      const registry = await response.json();
      const add = (select, value, label) => select.append(new Option(label || value, value));
      for (const look of registry.looks) add(pickers.theme, look);
      for (const appearance of registry.appearances) add(pickers.appearance, appearance);
      for (const device of registry.devices) {
        devices[device.name] = device;
        add(pickers.device, device.name, `${device.name} (${device.width} × ${device.height})`);
      }
    } catch (_) {
      setStatus("Could not read the looks from the server", false);
    }
  }

  for (const select of Object.values(pickers)) select.addEventListener("change", update);

  $("zoom").addEventListener("click", () => {
    const actual = stage.classList.toggle("actual");
    $("zoom").textContent = actual ? "Points" : "1:1 pixels";
    sizeImage();
  });

  function save(blob, name) {
    const link = document.createElement("a");
    const url = URL.createObjectURL(blob);
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  $("download-png").addEventListener("click", () => {
    if (imageBlob) save(imageBlob, "chat.png");
  });

  $("download-webp").addEventListener("click", async () => {
    if (!shown) return;
    const button = $("download-webp");
    button.disabled = true;
    try {
      const response = await post(`/v1/render${shown.parameters ? shown.parameters + "&" : "?"}format=webp`, shown.body);
      if (!response.ok) {
        showProblems([await errorOf(response)]);
        return;
      }
      save(await response.blob(), "chat.webp");
    } catch (error) {
      showProblems([{ error: `the server did not answer: ${error.message}` }]);
    } finally {
      button.disabled = false;
    }
  });

  $("reset").addEventListener("click", () => {
    editor.value = STARTER;
    try { localStorage.removeItem(SAVED); } catch (_) { /* storage is optional */ }
    drawGutter();
    update();
  });

  // ---- Start ----

  let saved = null;
  try { saved = localStorage.getItem(SAVED); } catch (_) { /* storage is optional */ }
  editor.value = saved || STARTER;
  drawGutter();
  fillPickers().then(update);
})();
