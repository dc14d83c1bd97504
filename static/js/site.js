/* Academia de Póker: the site's small script. Everything works without it; it adds
   lesson progress (kept only in this browser), the four-colour deck preference and quiz
   feedback without reloading. A corrupt or old localStorage record never breaks a page.
   localStorage is read and written with progress.js's helpers (loaded first). */
(function () {
  "use strict";

  var PROGRESS_KEY = "academia.lecciones.v1";
  var FOUR_COLOR_KEY = "academia.cuatroColores";
  var root = document.documentElement;
  var readStore = window.AcademyProgress.readStore;
  var writeStore = window.AcademyProgress.writeStore;

  /* { "vistas": { "slug": true } }; anything else counts as no progress. */
  function readProgress() {
    var record = null;
    try {
      record = JSON.parse(readStore(PROGRESS_KEY) || "null");
    } catch (e) {
      record = null;
    }
    if (!record || typeof record !== "object" || typeof record.vistas !== "object" ||
        record.vistas === null || Array.isArray(record.vistas)) {
      record = { vistas: {} };
    }
    return record;
  }

  function markSeen(slug) {
    var record = readProgress();
    record.vistas[slug] = true;
    writeStore(PROGRESS_KEY, JSON.stringify(record));
  }

  /* Four colours: applied as soon as this deferred script runs, before DOMContentLoaded. */
  function setFourColor(on) {
    root.classList.toggle("four-color", on);
  }
  setFourColor(readStore(FOUR_COLOR_KEY) === "1");

  function showProgress() {
    var record = readProgress();
    var items = document.querySelectorAll("[data-progress]");
    for (var i = 0; i < items.length; i++) {
      var seen = record.vistas[items[i].getAttribute("data-progress")] === true;
      items[i].textContent = seen ? "visto" : "pendiente";
      items[i].setAttribute("data-state", seen ? "visto" : "pendiente");
      items[i].hidden = false;
    }
    var note = document.querySelector("[data-progress-note]");
    if (note && items.length) {
      note.hidden = false;
    }
  }

  function setUpFourColorToggle() {
    var holder = document.querySelector("[data-four-color-pref]");
    var button = document.querySelector("[data-four-color-toggle]");
    if (!holder || !button) {
      return;
    }
    button.setAttribute("aria-pressed", root.classList.contains("four-color") ? "true" : "false");
    button.addEventListener("click", function () {
      var on = !root.classList.contains("four-color");
      setFourColor(on);
      writeStore(FOUR_COLOR_KEY, on ? "1" : "0");
      button.setAttribute("aria-pressed", on ? "true" : "false");
    });
    holder.hidden = false;
  }

  function paragraph(className, strongText, rest) {
    var p = document.createElement("p");
    var strong = document.createElement("strong");
    p.className = className;
    strong.textContent = strongText;
    p.appendChild(strong);
    p.appendChild(document.createTextNode(" " + rest));
    return p;
  }

  /* Quiz: the same feedback the server gives for ?p1=…, without leaving the page. */
  function onQuizSubmit(event) {
    var form = event.target;
    if (!form.classList || !form.classList.contains("quiz-item")) {
      return;
    }
    var chosen = form.querySelector("input[type=radio]:checked");
    var box = form.querySelector(".feedback");
    if (!chosen || !box) {
      return;
    }
    event.preventDefault();
    var right = chosen.value === form.getAttribute("data-answer");
    var feedback = form.getAttribute("data-feedback") || "";
    var message = right
      ? paragraph("feedback-right", "Correcto.", feedback)
      : paragraph("feedback-wrong", "No es esa.",
          "La respuesta es «" + form.getAttribute("data-right-option") + "». " + feedback);
    box.textContent = "";
    box.appendChild(message);
  }

  /* Tools: htmx swaps in only the result (the messages beside the fields come out of band),
     so mark the fields the answer names, as the page without JavaScript does, and bring the
     keyboard to the first one. A field's message is #<name>-error when the form has one,
     otherwise the form's summary. */
  function markInvalidField(control, wrong) {
    var own = document.getElementById(control.name + "-error");
    var message = own ? own.id : "error-formulario";
    var ids = (control.getAttribute("aria-describedby") || "").split(/\s+/).filter(
      function (id) { return id && id !== message; });
    if (wrong) {
      ids.push(message);
      control.setAttribute("aria-invalid", "true");
    } else {
      control.removeAttribute("aria-invalid");
    }
    if (ids.length) {
      control.setAttribute("aria-describedby", ids.join(" "));
    } else {
      control.removeAttribute("aria-describedby");
    }
    var field = control.closest(".field");
    if (field) {
      field.classList.toggle("field-invalid", wrong);
    }
  }

  function onResultSwap(event) {
    var target = event.detail && event.detail.target;
    var body = target && target.querySelector && target.querySelector("[data-error-field]");
    var form = body && document.querySelector("form.tool-form[hx-target='#" + target.id + "']");
    if (!form) {
      return;
    }
    /* The field the answer names first is where the keyboard goes. */
    var fields = body.getAttribute("data-error-field").split(/\s+/);
    var controls = form.querySelectorAll("input, select");
    for (var i = 0; i < controls.length; i++) {
      markInvalidField(controls[i], fields.indexOf(controls[i].name) >= 0);
      if (controls[i].name === fields[0]) {
        controls[i].focus();
      }
    }
  }

  /* The pot calculator's «Añadir jugador»: the next hidden row is shown here and the
     keyboard goes to its name (without JavaScript the server sends the form with it). */
  function onAddPlayer(event) {
    var button = event.target.closest && event.target.closest("[data-add-player]");
    if (!button) {
      return;
    }
    var next = button.form.querySelector(".player-row[hidden]");
    if (!next) {
      return;
    }
    event.preventDefault();
    next.hidden = false;
    var name = next.querySelector("input");
    if (name) {
      name.focus();
    }
    button.hidden = !button.form.querySelector(".player-row[hidden]");
  }

  function start() {
    document.addEventListener("htmx:afterSwap", onResultSwap);
    document.addEventListener("click", onAddPlayer);
    var lesson = document.querySelector("[data-lesson]");
    if (lesson) {
      markSeen(lesson.getAttribute("data-lesson"));
    }
    showProgress();
    setUpFourColorToggle();
    document.addEventListener("submit", onQuizSubmit);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
