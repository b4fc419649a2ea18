"use strict";
// A tournament's page: its tables follow the tournament live.
(function () {
  var data = JSON.parse(document.getElementById("data").textContent);
  var base = location.pathname.replace(/\/+$/, "");
  function apply(next) {
    if (!next || next.version === data.version) return;
    data = next;
    document.getElementById("tables").innerHTML = next.html;
  }
  if (window.EventSource) {
    var events = new EventSource(base + "/events");
    events.addEventListener("page", function (e) { apply(JSON.parse(e.data)); });
    events.addEventListener("open", function () {
      fetch(base + "/data", { cache: "no-store" }).then(function (r) { return r.ok ? r.json() : null; })
        .then(apply).catch(function () {});
    });
  }
  window.tablero = { state: function () { return { version: data.version }; } };
})();
