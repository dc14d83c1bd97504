/* Academia de Póker, práctica. The server deals and checks every showdown and sends it as
   an htmx fragment whose root says the slot and the result (data-slot, data-correct,
   data-error, data-key). This script keeps the first answer of each slot in this browser
   (localStorage; docs/contracts.md, «The practice page»), marks the strip, says in the
   feedback when a level or the set ends, points «Siguiente» at the first unanswered
   showdown, fills the results and lets the keys A-D choose while an option has the focus.
   Without it every showdown is a plain page. */
(function () {
  "use strict";

  var VERSION = 2;
  var FIELDS = ["answers", "code", "version"];
  var ANSWER_FIELDS = ["corrected", "error", "first", "key"];
  var root, code, storageKey, mistakes, slots, record, current, quiet, armed;
  var statusBox, noticeBox, resetButton, resetHint, resultsPage, resultsFragment;

  function $(selector, within) {
    return (within || document).querySelector(selector);
  }

  function all(selector, within) {
    return Array.prototype.slice.call((within || document).querySelectorAll(selector));
  }

  function has(object, name) {
    return Object.prototype.hasOwnProperty.call(object, name);
  }

  function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  function fieldsAre(object, names) {
    return Object.keys(object).sort().join(",") === names.join(",");
  }

  function storage(action, value) {
    try {
      if (action === "get") {
        return window.localStorage.getItem(storageKey);
      }
      if (action === "set") {
        window.localStorage.setItem(storageKey, value);
      } else {
        window.localStorage.removeItem(storageKey);
      }
    } catch (e) {
      /* no storage (private mode, full): progress lasts while the page is open */
    }
    return null;
  }

  function emptyRecord() {
    return { version: VERSION, code: code, answers: {} };
  }

  function slotById(id) {
    return slots.filter(function (slot) { return slot.id === id; })[0] || null;
  }

  function validAnswer(id, answer, version) {
    if (version === 1 && isObject(answer) && !has(answer, "key")) {
      answer.key = null; /* version 1 did not keep which option was chosen */
    }
    if (!slotById(id) || !isObject(answer) || !fieldsAre(answer, ANSWER_FIELDS) ||
        typeof answer.corrected !== "boolean" ||
        (answer.key !== null && !/^[a-d]$/.test(answer.key))) {
      return false;
    }
    if (answer.first === "right") {
      return answer.error === null && answer.corrected === false;
    }
    return answer.first === "wrong" &&
      (answer.error === null || (typeof answer.error === "string" && has(mistakes, answer.error)));
  }

  function validRecord(value) {
    if (!isObject(value) || !fieldsAre(value, FIELDS) || (value.version !== 1 &&
        value.version !== VERSION) || value.code !== code || !isObject(value.answers)) {
      return false;
    }
    return Object.keys(value.answers).every(function (id) {
      return validAnswer(id, value.answers[id], value.version);
    });
  }

  function loadRecord() {
    var raw = storage("get");
    var value = null;
    if (raw === null) {
      return emptyRecord();
    }
    try {
      value = JSON.parse(raw);
    } catch (e) {
      value = null;
    }
    if (validRecord(value)) {
      value.version = VERSION;
      return value;
    }
    storage("remove");
    noticeBox.textContent = "Tu progreso guardado de esta serie no se podía leer (estaba dañado, " +
      "era de otra versión o de otra serie) y lo hemos descartado. Empiezas desde el principio.";
    return emptyRecord();
  }

  function save() {
    storage("set", JSON.stringify(record));
  }

  function say(text) {
    statusBox.textContent = text;
  }

  function firstUnanswered() {
    return slots.filter(function (slot) { return !has(record.answers, slot.id); })[0] || null;
  }

  function levels() {
    return slots.map(function (slot) { return slot.level; }).filter(function (level, i, list) {
      return list.indexOf(level) === i;
    });
  }

  function tally(level) {
    var result = { total: 0, answered: 0, right: 0 };
    slots.forEach(function (slot) {
      var answer = record.answers[slot.id];
      if (!level || slot.level === level) {
        result.total += 1;
        result.answered += answer ? 1 : 0;
        result.right += answer && answer.first === "right" ? 1 : 0;
      }
    });
    return result;
  }

  function levelTitle(level) {
    return $("#franja-nivel-" + level, root).textContent;
  }

  function hidden(text) {
    var span = document.createElement("span");
    span.className = "vh";
    span.textContent = text;
    return span;
  }

  function markSlot(slot) {
    var answer = record.answers[slot.id];
    var state = !answer ? "pending" : answer.corrected ? "corrected" : answer.first;
    var mark = $("[data-mark]", slot.link);
    slot.link.setAttribute("data-state", state);
    slot.mark.setAttribute("data-state", state);
    mark.textContent = { pending: "", right: "bien", wrong: "fallo", corrected: "corregido" }[state];
    if (state === "pending") {
      mark.appendChild(hidden("sin responder"));
    } else if (state === "corrected") {
      mark.appendChild(hidden(" en la práctica"));
    }
    if (slot.id === current) {
      slot.link.setAttribute("aria-current", "step");
    } else {
      slot.link.removeAttribute("aria-current");
    }
    slot.mark.toggleAttribute("data-current", slot.id === current);
  }

  /* The page and the fragment of a slot's question, or of its answer ``key``. */
  function paths(slot, key) {
    var page = slot.link.getAttribute("href") + (key ? key + "/" : "");
    return [page + (key ? "#respuesta" : ""), page + "fragmento/"];
  }

  function point(link, where, text) {
    link.setAttribute("href", where[0]);
    link.setAttribute("hx-get", where[1]);
    link.setAttribute("hx-push-url", where[0]);
    link.textContent = text;
    window.htmx.process(link);
  }

  function reviewItem(slot) {
    var answer = record.answers[slot.id];
    var item = document.createElement("li");
    var link = document.createElement("a");
    point(link, paths(slot, answer.key), "Nivel " + slot.level + ", mano " + slot.number);
    item.appendChild(link);
    item.appendChild(document.createTextNode(
      ": " + (answer.error ? mistakes[answer.error] : "respuesta incorrecta") +
      (answer.corrected ? " (corregido en la práctica)" : "")));
    return item;
  }

  function render() {
    var errors = [];
    var next = firstUnanswered();
    slots.forEach(function (slot) {
      markSlot(slot);
      var answer = record.answers[slot.id];
      if (answer && answer.first === "wrong") {
        errors.push(slot);
      }
    });
    levels().forEach(function (level) {
      var section = $(".strip-level[data-level='" + level + "']", root);
      var summary = $("[data-level-summary]", section);
      var count = tally(level);
      var state = count.answered === count.total ? "terminado"
        : next && next.level === level ? "en curso" : "pendiente";
      section.setAttribute("data-state", state);
      summary.textContent = count.right + " bien de " + count.answered + " respondidas (" +
        count.total + " en total) · " + state;
      summary.hidden = false;
      $("[data-line='" + level + "'] [data-count]", root).textContent = String(count.answered);
    });
    var total = tally(0);
    $("[data-total]", root).textContent = next
      ? "Llevas " + total.right + " bien de " + total.answered + " respondidas; quedan " +
        (total.total - total.answered) + " manos."
      : "Serie terminada: " + total.right + " bien de " + total.total + ".";
    $("[data-error-count]", root).textContent = String(errors.length);
    $("[data-no-errors]", root).hidden = errors.length > 0;
    var list = $("[data-error-list]", root);
    list.textContent = "";
    errors.forEach(function (slot) {
      list.appendChild(reviewItem(slot));
    });
  }

  function pointNext(link) {
    var next = firstUnanswered();
    if (next) {
      point(link, paths(next), "Siguiente: nivel " + next.level + ", mano " + next.number);
    } else {
      point(link, [resultsPage, resultsFragment], "Ver tus resultados");
    }
  }

  function answered(article, slot, right) {
    var answer = record.answers[slot.id];
    var key = article.getAttribute("data-key");
    var notes = [];
    if (!answer) {
      var error = article.getAttribute("data-error");
      record.answers[slot.id] = {
        first: right ? "right" : "wrong",
        key: key,
        error: !right && has(mistakes, error) ? error : null,
        corrected: false
      };
      var level = tally(slot.level);
      var next = firstUnanswered();
      if (level.answered === level.total) {
        notes.push("Nivel " + slot.level + " terminado: " + level.right + " bien de " +
          level.total + ".");
        if (next && next.level !== slot.level) {
          notes.push("Ahora empieza el n" + levelTitle(next.level).slice(1) + ".");
        }
      }
      if (!next) {
        var total = tally(0);
        notes.push("Serie terminada: " + total.right + " bien de " + total.total + ".");
      }
    } else if (answer.key === key) {
      notes.push("Esta fue tu primera respuesta (la " + key.toUpperCase() + "): es la que cuenta.");
    } else if (answer.first === "wrong" && right && !answer.corrected) {
      answer.corrected = true;
      notes.push("Corregido en la práctica. Solo cuenta la primera respuesta: el recuento no cambia.");
    } else {
      notes.push("Ya habías respondido esta mano: solo cuenta la primera respuesta.");
    }
    save();
    var note = $("[data-note]", article);
    note.textContent = notes.join(" ");
    note.hidden = !notes.length;
    pointNext($("[data-next]", article));
  }

  function showResults(box) {
    var total = tally(0);
    var kinds = {};
    var chosen = [];
    $("[data-results-total]", box).textContent = firstUnanswered()
      ? "Llevas " + total.right + " bien de " + total.answered + " respondidas; quedan " +
        (total.total - total.answered) + " manos."
      : "Serie terminada: " + total.right + " bien de " + total.total + " a la primera.";
    $("[data-results-body]", box).hidden = false;
    levels().forEach(function (level) {
      $("[data-results-level='" + level + "'] [data-right]", box).textContent =
        String(tally(level).right);
    });
    slots.forEach(function (slot) {
      var answer = record.answers[slot.id];
      if (answer && answer.error) {
        kinds[answer.error] = (kinds[answer.error] || 0) + 1;
      }
    });
    all("[data-kind]", box).forEach(function (item) {
      var kind = item.getAttribute("data-kind");
      var count = kinds[kind] || 0;
      item.hidden = !count;
      $("[data-kind-count]", item).textContent = count + (count === 1 ? " mano" : " manos");
      if (count) {
        chosen.push(kind);
      }
    });
    $("[data-no-mistakes]", box).hidden = chosen.length > 0;
    var link = $("[data-errors-link]", box);
    link.setAttribute("href", link.getAttribute("href").replace(/errores=.*$/, "errores=" + chosen));
    link.hidden = !chosen.length;
  }

  function show(area, focus) {
    var article = $("[data-showdown]", area);
    var box = $("[data-results]", area);
    var slot = article && slotById(article.getAttribute("data-slot"));
    var correct = article && article.getAttribute("data-correct");
    current = slot ? slot.id : null;
    if (slot && correct !== null) {
      answered(article, slot, correct === "true");
    }
    render();
    if (box) {
      showResults(box);
    }
    area.setAttribute("aria-label", box ? "Tus resultados" : "Mano en juego");
    var fresh = !box && correct === null;
    var place = box ? $("#resultados-titulo", box)
      : fresh ? $("#mano-titulo", article) : $("#respuesta", article);
    if (focus && place) {
      if (fresh) {
        window.scrollTo(0, 0); /* a new hand: all of it on the screen, the strip too */
      } else if (!box) { /* the feedback up to «Siguiente», the table as far as it fits */
        var head = $("#mano-titulo", article).getBoundingClientRect().top;
        var need = $("[data-next]", article).getBoundingClientRect().bottom + 16 - innerHeight;
        window.scrollBy(0, Math.min(Math.max(need, 0), head));
      }
      place.focus({ preventScroll: !box });
    }
  }

  function onSwap(event) {
    var target = event.detail && event.detail.target;
    if (target && target.id === "mano") {
      say(""); /* a message never stays above another hand */
      show(target, !quiet);
      quiet = false;
    }
  }

  /* Load a showdown or the results into the page without a new history entry, and put
     its own address in the address bar. */
  function load(where) {
    quiet = true;
    return window.htmx.ajax("GET", where[1], { target: "#mano", swap: "innerHTML settle:0ms" })
      .then(function () {
        window.history.replaceState({ htmx: true }, "", where[0]);
      });
  }

  function onKey(event) {
    var group = event.target.closest && event.target.closest("[data-question]");
    if (!group || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    var button = $("button[data-key='" + event.key.toLowerCase() + "']", group);
    if (button) {
      event.preventDefault();
      button.click();
    }
  }

  function onFailure(event) {
    /* A fragment that does not load (a static host without it, no network): go to the
       element's own page instead. */
    var element = event.detail && event.detail.elt;
    var page = element && element.getAttribute && element.getAttribute("hx-push-url");
    if (page) {
      window.location.href = page;
    }
  }

  function disarm() {
    armed = false;
    resetButton.textContent = "Empezar de nuevo";
    resetHint.textContent = "";
  }

  function onReset() {
    if (!armed) {
      armed = true;
      resetButton.textContent = "Pulsa otra vez para borrar tu progreso";
      resetHint.textContent = "Para borrar el progreso de esta serie, pulsa el botón otra vez.";
      return;
    }
    disarm();
    storage("remove");
    record = emptyRecord();
    noticeBox.textContent = "";
    load(paths(slots[0])).then(function () {
      say("Progreso borrado: empiezas la serie desde la primera mano.");
      window.scrollTo(0, 0);
      $("#mano-titulo", root).focus({ preventScroll: true });
    });
  }

  function start() {
    root = $("[data-practice]");
    if (!root || !window.htmx) {
      return;
    }
    code = root.getAttribute("data-code");
    storageKey = "academia.practica.v1." + code;
    statusBox = $("[data-status]", root);
    noticeBox = $("[data-notice]", root);
    resetButton = $("[data-reset]", root);
    resetHint = $("[data-reset-hint]", root);
    resultsPage = root.getAttribute("data-results-url");
    resultsFragment = root.getAttribute("data-results-fragment");
    try {
      mistakes = JSON.parse(root.getAttribute("data-mistakes") || "{}");
    } catch (e) {
      mistakes = {};
    }
    slots = all("a.slot[data-slot]", root).map(function (link) {
      var id = link.getAttribute("data-slot");
      return {
        id: id,
        level: Number(link.closest(".strip-level").getAttribute("data-level")),
        number: $(".slot-number", link).textContent,
        link: link,
        mark: $("[data-mark-for='" + id + "']", root)
      };
    });
    if (!slots.length) {
      return;
    }
    record = loadRecord();
    all("[data-no-script]", root).forEach(function (element) {
      element.hidden = true;
    });
    $("[data-tools]", root).hidden = false;
    resetButton.addEventListener("click", onReset);
    resetButton.addEventListener("blur", disarm);
    document.body.addEventListener("htmx:afterSettle", onSwap);
    document.body.addEventListener("htmx:responseError", onFailure);
    document.body.addEventListener("htmx:sendError", onFailure);
    document.addEventListener("keydown", onKey);
    var area = $("#mano", root);
    show(area, false);
    if (root.hasAttribute("data-start")) {
      var next = firstUnanswered();
      var where = next ? paths(next) : [resultsPage, resultsFragment];
      if (next && current === next.id) {
        window.history.replaceState({ htmx: true }, "", where[0]);
      } else {
        load(where);
      }
    }
  }

  /* After htmx has read its configuration and processed the page (it waits for
     DOMContentLoaded too, and its listener comes first). */
  if (document.readyState === "complete") {
    start();
  } else {
    document.addEventListener("DOMContentLoaded", start);
  }
})();
