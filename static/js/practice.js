/* Academia de Póker, práctica: the strip's progress. The server deals and checks every
   showdown and sends it as an htmx fragment whose root says the slot and the result
   (data-slot, data-correct, data-error); this script only keeps the first answer of each
   slot in this browser (localStorage, one record per set), marks the strip, moves on to
   the first unanswered showdown and announces level changes. An invalid record is
   discarded with a notice; without this script every showdown is a plain page. */
(function () {
  "use strict";

  var VERSION = 1;
  var FIELDS = ["answers", "code", "version"];
  var ANSWER_FIELDS = ["corrected", "error", "first"];
  var root, code, storageKey, mistakes, slots, record, current, quiet, armed;
  var statusBox, noticeBox, resetButton;

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
    for (var i = 0; i < slots.length; i++) {
      if (slots[i].id === id) {
        return slots[i];
      }
    }
    return null;
  }

  function validAnswer(id, answer) {
    if (!slotById(id) || !isObject(answer) || !fieldsAre(answer, ANSWER_FIELDS) ||
        typeof answer.corrected !== "boolean") {
      return false;
    }
    if (answer.first === "right") {
      return answer.error === null && answer.corrected === false;
    }
    return answer.first === "wrong" &&
      (answer.error === null || (typeof answer.error === "string" && has(mistakes, answer.error)));
  }

  function validRecord(value) {
    if (!isObject(value) || !fieldsAre(value, FIELDS) || value.version !== VERSION ||
        value.code !== code || !isObject(value.answers)) {
      return false;
    }
    return Object.keys(value.answers).every(function (id) {
      return validAnswer(id, value.answers[id]);
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
    for (var i = 0; i < slots.length; i++) {
      if (!has(record.answers, slots[i].id)) {
        return slots[i];
      }
    }
    return null;
  }

  function tally(level) {
    var result = { total: 0, answered: 0, right: 0 };
    slots.forEach(function (slot) {
      if (level && slot.level !== level) {
        return;
      }
      var answer = record.answers[slot.id];
      result.total += 1;
      if (answer) {
        result.answered += 1;
        result.right += answer.first === "right" ? 1 : 0;
      }
    });
    return result;
  }

  function levelTitle(level) {
    var heading = $(".strip-level[data-level='" + level + "'] h3", root);
    return heading ? heading.textContent : "Nivel " + level;
  }

  function markSlot(slot) {
    var answer = record.answers[slot.id];
    var mark = $("[data-mark]", slot.link);
    var state = !answer ? "pending" : answer.corrected ? "corrected" : answer.first;
    slot.link.setAttribute("data-state", state);
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
  }

  function hidden(text) {
    var span = document.createElement("span");
    span.className = "vh";
    span.textContent = text;
    return span;
  }

  function reviewItem(slot) {
    var answer = record.answers[slot.id];
    var item = document.createElement("li");
    var link = document.createElement("a");
    link.href = slot.link.getAttribute("href");
    link.setAttribute("hx-get", slot.link.getAttribute("hx-get"));
    link.textContent = "Nivel " + slot.level + ", mano " + slot.number;
    item.appendChild(link);
    item.appendChild(document.createTextNode(
      ": " + (answer.error ? mistakes[answer.error] : "respuesta incorrecta") +
      (answer.corrected ? " (corregido en la práctica)" : "")));
    return item;
  }

  function render() {
    var errors = [];
    var levels = [];
    var next = firstUnanswered();
    slots.forEach(function (slot) {
      markSlot(slot);
      var answer = record.answers[slot.id];
      if (answer && answer.first === "wrong") {
        errors.push(slot);
      }
      if (levels.indexOf(slot.level) < 0) {
        levels.push(slot.level);
      }
    });
    levels.forEach(function (level) {
      var section = $(".strip-level[data-level='" + level + "']", root);
      var summary = $("[data-level-summary]", section);
      var count = tally(level);
      var state = count.answered === count.total ? "terminado"
        : next && next.level === level ? "en curso" : "pendiente";
      section.setAttribute("data-state", state);
      summary.textContent = count.right + " bien de " + count.answered + " respondidas (" +
        count.total + " en total) · " + state;
      summary.hidden = false;
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
    window.htmx.process(list);
  }

  function loadSlot(slot, silent) {
    quiet = silent;
    window.htmx.ajax("GET", slot.link.getAttribute("hx-get"), { target: "#mano", swap: "innerHTML settle:0ms" });
  }

  function pointTo(link, slot) {
    if (slot) {
      link.setAttribute("href", slot.link.getAttribute("href"));
      link.setAttribute("hx-get", slot.link.getAttribute("hx-get"));
      link.textContent = "Siguiente mano (nivel " + slot.level + ", mano " + slot.number + ")";
    } else {
      link.setAttribute("href", root.getAttribute("data-new-url"));
      link.removeAttribute("hx-get");
      link.textContent = "Otra serie";
    }
    window.htmx.process(link);
  }

  function answered(article, slot, right) {
    var answer = record.answers[slot.id];
    var messages = [];
    if (!answer) {
      var error = article.getAttribute("data-error");
      record.answers[slot.id] = {
        first: right ? "right" : "wrong",
        error: !right && has(mistakes, error) ? error : null,
        corrected: false
      };
      messages.push(right ? "Respuesta correcta." : "Respuesta incorrecta: " +
        (mistakes[error] || "no es la buena") + ".");
      var level = tally(slot.level);
      var next = firstUnanswered();
      if (level.answered === level.total) {
        messages.push("Nivel " + slot.level + " terminado: " + level.right + " bien de " +
          level.total + ".");
        if (next && next.level !== slot.level) {
          messages.push(levelTitle(next.level) + ".");
        }
      }
      if (!next) {
        var total = tally(0);
        messages.push("Serie terminada: " + total.right + " bien de " + total.total + ".");
      }
    } else if (answer.first === "wrong" && right && !answer.corrected) {
      answer.corrected = true;
      messages.push("Corregido en la práctica. Solo cuenta la primera respuesta: " +
        "el recuento no cambia.");
    } else {
      messages.push("Ya habías respondido esta mano: solo cuenta la primera respuesta.");
    }
    save();
    var link = $("[data-next]", article);
    if (link) {
      pointTo(link, firstUnanswered());
    }
    say(messages.join(" "));
  }

  function onSwap(event) {
    var target = event.detail && event.detail.target;
    if (!target || target.id !== "mano") {
      return;
    }
    show($("[data-showdown]", target), !quiet);
    quiet = false;
  }

  function show(article, focus) {
    var slot = article && slotById(article.getAttribute("data-slot"));
    if (!slot) {
      return;
    }
    current = slot.id;
    var correct = article.getAttribute("data-correct");
    if (correct !== null) {
      answered(article, slot, correct === "true");
    }
    render();
    var place = correct !== null ? $("#respuesta", article) : $("#mano-titulo", article);
    if (focus && place) {
      place.focus();
    }
  }

  function onFailure(event) {
    /* A fragment that does not load (a static host without it, no network): go to the
       link's own page instead. */
    var link = event.detail && event.detail.elt;
    if (link && link.getAttribute && link.getAttribute("href")) {
      window.location.href = link.getAttribute("href");
    }
  }

  function disarm() {
    armed = false;
    resetButton.textContent = "Empezar de nuevo";
  }

  function onReset() {
    if (!armed) {
      armed = true;
      resetButton.textContent = "Pulsa otra vez para borrar tu progreso";
      say("Para borrar el progreso de esta serie, pulsa el botón otra vez.");
      return;
    }
    disarm();
    storage("remove");
    record = emptyRecord();
    noticeBox.textContent = "";
    current = slots[0].id;
    render();
    say("Progreso borrado: empiezas la serie desde la primera mano.");
    loadSlot(slots[0], false);
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
    try {
      mistakes = JSON.parse(root.getAttribute("data-mistakes") || "{}");
    } catch (e) {
      mistakes = {};
    }
    slots = all("a.slot[data-slot]", root).map(function (link) {
      return {
        id: link.getAttribute("data-slot"),
        level: Number(link.closest(".strip-level").getAttribute("data-level")),
        number: $(".slot-number", link).textContent,
        link: link
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
    var article = $("#mano [data-showdown]", root);
    show(article, false);
    var next = firstUnanswered();
    if (root.hasAttribute("data-start") && next && article &&
        article.getAttribute("data-slot") !== next.id) {
      loadSlot(next, true);
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
