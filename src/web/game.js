"use strict";
// A game's page: replay through the positions (buttons, arrow keys), follow the game live.
(function () {
  var data = JSON.parse(document.getElementById("data").textContent);
  var board = document.getElementById("board");
  var base = location.pathname.replace(/\/+$/, "");
  var cache = {};
  var shown = data.moves.length;
  var following = true;
  var clockEnd = null;

  function last() { return data.moves.length; }
  function key(ply) { return ply + ":" + data.positions[ply]; }

  function mark() {
    document.querySelectorAll("#moves button").forEach(function (b) {
      b.classList.toggle("shown", Number(b.dataset.ply) === shown);
    });
    document.getElementById("ply").textContent = data.words.ply + " " + shown + " / " + last();
    document.getElementById("first").disabled = shown === 0;
    document.getElementById("back").disabled = shown === 0;
    document.getElementById("forward").disabled = shown === last();
    document.getElementById("last").disabled = shown === last();
  }

  function show(ply) {
    ply = Math.max(0, Math.min(last(), ply));
    shown = ply;
    following = ply === last();
    mark();
    var k = key(ply);
    var have = board.querySelector("svg");
    if (have && have.getAttribute("data-position") === data.positions[ply] && cache[k]) return;
    if (cache[k]) { board.innerHTML = cache[k]; return; }
    fetch(base + "/svg/" + ply, { cache: "no-store" }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    }).then(function (svg) {
      cache[k] = svg;
      if (shown === ply) board.innerHTML = svg;
    }).catch(function () {});
  }

  function moves() {
    var list = document.getElementById("moves");
    list.innerHTML = "";
    data.moves.forEach(function (mv, i) {
      var li = document.createElement("li");
      var b = document.createElement("button");
      b.type = "button";
      b.dataset.ply = String(i + 1);
      b.textContent = mv;
      li.appendChild(b);
      list.appendChild(li);
    });
  }

  function players() {
    [0, 1].forEach(function (seat) {
      var li = document.getElementById("player" + seat);
      if (li) li.classList.toggle("to-move", data.toMove === seat);
    });
    document.getElementById("status").textContent = data.status;
    clockEnd = data.clock === null || data.clock === undefined ? null : Date.now() + data.clock * 1000;
    tick();
  }

  function tick() {
    var clock = document.getElementById("clock");
    if (clockEnd === null || data.over) { clock.textContent = ""; return; }
    var s = Math.max(0, Math.round((clockEnd - Date.now()) / 1000));
    var d = Math.floor(s / 86400), h = Math.floor(s % 86400 / 3600), m = Math.floor(s % 3600 / 60);
    var pad = function (n) { return (n < 10 ? "0" : "") + n; };
    clock.textContent = data.words.clock + " " + (d ? d + "d " : "") + pad(h) + ":" + pad(m) + ":" + pad(s % 60);
  }

  function chart() {
    var section = document.getElementById("analysis");
    if (!data.review) { section.hidden = true; return; }
    section.hidden = false;
    var pts = data.review.points, w = 600, h = 160;
    var step = pts.length > 1 ? w / (pts.length - 1) : w;
    var line = pts.map(function (p, i) { return (i * step).toFixed(1) + "," + ((1 - p) * h).toFixed(1); }).join(" ");
    document.getElementById("chart").innerHTML =
      '<svg viewBox="0 0 ' + w + " " + h + '" role="img"><line x1="0" y1="' + h / 2 + '" x2="' + w + '" y2="' + h / 2 +
      '" stroke="#44505f"/><polyline fill="none" stroke="#ffc94a" stroke-width="3" points="' + line + '"/></svg>';
    var list = document.getElementById("moments");
    list.innerHTML = "";
    data.review.moments.forEach(function (m) {
      var li = document.createElement("li");
      var b = document.createElement("button");
      b.type = "button";
      b.dataset.ply = String(m.ply);
      b.textContent = m.text + " (−" + m.drop + "%)";
      li.appendChild(b);
      list.appendChild(li);
    });
  }

  function apply(next) {
    var was = following;
    data = next;
    moves();
    players();
    chart();
    show(was ? last() : Math.min(shown, last()));
  }

  document.addEventListener("click", function (e) {
    var b = e.target.closest("button");
    if (!b) return;
    if (b.dataset.ply !== undefined) show(Number(b.dataset.ply));
    else if (b.id === "first") show(0);
    else if (b.id === "back") show(shown - 1);
    else if (b.id === "forward") show(shown + 1);
    else if (b.id === "last") show(last());
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var moves = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in moves) { show(shown + moves[e.key]); e.preventDefault(); }
    else if (e.key === "Home") { show(0); e.preventDefault(); }
    else if (e.key === "End") { show(last()); e.preventDefault(); }
  });

  cache[key(shown)] = board.innerHTML;
  players();
  chart();
  mark();
  setInterval(tick, 1000);

  if (window.EventSource) {
    var events = new EventSource(base + "/events");
    events.addEventListener("page", function (e) { apply(JSON.parse(e.data)); });
    events.addEventListener("open", function () {
      fetch(base + "/data", { cache: "no-store" }).then(function (r) { return r.ok ? r.json() : null; })
        .then(function (next) { if (next && next.version !== data.version) apply(next); }).catch(function () {});
    });
  }
  window.tablero = { show: show, state: function () { return { shown: shown, last: last(), version: data.version }; } };
})();
