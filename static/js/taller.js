/* Academia de Póker, Taller del crupier. The server deals and checks every item and sends
   it as an htmx fragment whose root says the slot and the result (data-slot, data-correct,
   data-mistakes, data-answer). This script keeps the first answer of each item in this
   browser (localStorage; docs/contracts.md, «The workshop pages»), marks the strip, points
   «Siguiente» at the next item to do, fills the results and counts the cards chosen.
   Without it every item is a plain page and every answer a plain GET form. */
(function () {
  "use strict";

  var VERSION = 1;
  var ANSWER = /^[A-Za-z0-9_.~%+=&-]{0,2000}$/;
  var root, code, key, names, slots, record, current, quiet, armed, notice, status, reset;

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

  function keysAre(object, list) {
    return Object.keys(object).sort().join() === list;
  }

  function storage(action, value) {
    try {
      if (action === "get") {
        return localStorage.getItem(key);
      }
      if (action === "set") {
        localStorage.setItem(key, value);
      } else {
        localStorage.removeItem(key);
      }
    } catch (e) {
      /* no storage (private mode, full): progress lasts while the page is open */
    }
    return null;
  }

  function empty() {
    return { version: VERSION, code: code, answers: {} };
  }

  function slotById(id) {
    return slots.filter(function (slot) { return slot.id === id; })[0] || null;
  }

  function validAnswer(id, a) {
    if (!slotById(id) || !isObject(a) || !keysAre(a, "answer,corrected,first,mistakes") ||
        typeof a.corrected !== "boolean" || typeof a.answer !== "string" ||
        !ANSWER.test(a.answer) || !Array.isArray(a.mistakes)) {
      return false;
    }
    var known = a.mistakes.every(function (m, i) {
      return typeof m === "string" && has(names, m) && a.mistakes.indexOf(m) === i;
    });
    if (a.first === "right") {
      return !a.mistakes.length && !a.corrected;
    }
    return a.first === "wrong" && known;
  }

  function load() {
    var raw = storage("get");
    var value = null;
    if (raw === null) {
      return empty();
    }
    try {
      value = JSON.parse(raw);
    } catch (e) {
      value = null;
    }
    if (isObject(value) && keysAre(value, "answers,code,version") && value.version === VERSION &&
        value.code === code && isObject(value.answers) &&
        Object.keys(value.answers).every(function (id) { return validAnswer(id, value.answers[id]); })) {
      return value;
    }
    storage("remove");
    notice.textContent = "Tu progreso guardado de esta serie no se podía leer (estaba dañado, " +
      "era de otra versión o de otra serie) y lo hemos descartado. Empiezas desde el principio.";
    return empty();
  }

  function save() {
    storage("set", JSON.stringify(record));
  }

  function answerOf(slot) {
    return record.answers[slot.id];
  }

  function tally(step) {
    var t = { total: 0, answered: 0, right: 0 };
    slots.forEach(function (slot) {
      var a = answerOf(slot);
      if (!step || slot.step === step || slot.kind === step) {
        t.total += 1;
        t.answered += a ? 1 : 0;
        t.right += a && a.first === "right" ? 1 : 0;
      }
    });
    return t;
  }

  function firstUnanswered() {
    return slots.filter(function (slot) { return !answerOf(slot); })[0] || null;
  }

  /* The missed items still to put right, those after ``from`` first. */
  function toRetry(from) {
    var missed = slots.filter(function (slot) {
      var a = answerOf(slot);
      return a && a.first === "wrong" && !a.corrected && slot.id !== from;
    });
    var at = slots.indexOf(slotById(from));
    return missed.filter(function (slot) { return slots.indexOf(slot) > at; }).concat(missed)[0];
  }

  function paths(slot, answer) {
    var page = slot.link.getAttribute("href") + (answer !== undefined ? "respuesta/" : "");
    var query = answer ? "?" + answer : "";
    return [page + query + (answer !== undefined ? "#respuesta" : ""), page + "fragmento/" + query];
  }

  function point(link, where, text) {
    link.setAttribute("href", where[0]);
    link.setAttribute("hx-get", where[1]);
    link.setAttribute("hx-push-url", where[0]);
    if (text) {
      link.textContent = text;
    }
    window.htmx.process(link);
  }

  function hidden(text) {
    var span = document.createElement("span");
    span.className = "vh";
    span.textContent = text;
    return span;
  }

  function render() {
    var kind = current ? current.kind : null;
    var missed = [];
    slots.forEach(function (slot) {
      var a = answerOf(slot);
      var state = !a ? "pending" : a.corrected ? "corrected" : a.first;
      var mark = $("[data-mark]", slot.link);
      slot.link.setAttribute("data-state", state);
      slot.mark.setAttribute("data-state", state);
      mark.textContent = { pending: "", right: "bien", wrong: "fallo", corrected: "corregido" }[state];
      mark.appendChild(hidden(state === "pending" ? "sin responder" : state === "corrected" ? " en la práctica" : ""));
      if (slot === current) {
        slot.link.setAttribute("aria-current", "step");
      } else {
        slot.link.removeAttribute("aria-current");
      }
      slot.mark.toggleAttribute("data-current", slot === current);
      if (a && a.first === "wrong") {
        missed.push(slot);
      }
    });
    all("[data-line]", root).forEach(function (line) {
      var step = line.getAttribute("data-line");
      var t = tally(step);
      $("[data-count]", line).textContent = String(t.answered);
      line.hidden = !!kind && line.getAttribute("data-kind") !== kind;
      var summary = $("[data-step-of='" + step + "'] [data-level-summary]", root);
      summary.textContent = t.right + " bien de " + t.answered + " respondidos (" + t.total + " en total)";
      summary.hidden = false;
    });
    var total = tally();
    var answered = $("[data-answered]", root);
    if (answered) {
      answered.textContent = String(total.answered);
    }
    $("[data-total]", root).textContent = firstUnanswered()
      ? "Llevas " + total.right + " bien de " + total.answered + " respondidos; quedan " +
        (total.total - total.answered) + "."
      : "Serie terminada: " + total.right + " bien de " + total.total + ".";
    $("[data-error-count]", root).textContent = String(missed.length);
    $("[data-no-errors]", root).hidden = missed.length > 0;
    var list = $("[data-error-list]", root);
    list.textContent = "";
    missed.forEach(function (slot) {
      var a = answerOf(slot);
      var item = document.createElement("li");
      var link = document.createElement("a");
      point(link, paths(slot, a.answer), slot.title);
      item.appendChild(link);
      item.appendChild(document.createTextNode(": " + (a.mistakes.length
        ? a.mistakes.map(function (m) { return names[m]; }).join("; ") : "respuesta incorrecta") +
        (a.corrected ? " (corregido en la práctica)" : "")));
      list.appendChild(item);
    });
  }

  function pointNext(link, from) {
    var next = firstUnanswered() || toRetry(from);
    if (next) {
      point(link, paths(next), "Siguiente: " + (current && current.kind === next.kind ? ""
        : next.kindTitle + ", ") + next.where);
    } else {
      point(link, [root.getAttribute("data-results-url"),
        root.getAttribute("data-results-fragment")], "Ver tus resultados");
    }
  }

  function answered(article, slot, right) {
    var a = answerOf(slot);
    var given = article.getAttribute("data-answer") || "";
    var notes = [];
    if (!a) {
      record.answers[slot.id] = {
        first: right ? "right" : "wrong",
        mistakes: right ? [] : (article.getAttribute("data-mistakes") || "").split(" ")
          .filter(function (m) { return has(names, m); }),
        answer: ANSWER.test(given) ? given : "",
        corrected: false
      };
      var step = tally(slot.step);
      if (step.answered === step.total) {
        notes.push(slot.stepTitle + " terminado: " + step.right + " bien de " + step.total + ".");
      }
      if (!firstUnanswered()) {
        var t = tally();
        notes.push("Serie terminada: " + t.right + " bien de " + t.total + ".");
      }
    } else if (a.answer === given) {
      notes.push("Esta fue tu primera respuesta: es la que cuenta.");
    } else if (a.first === "wrong" && right && !a.corrected) {
      a.corrected = true;
      notes.push("Corregido en la práctica. Solo cuenta la primera respuesta: el recuento no cambia.");
    } else {
      notes.push("Ya habías respondido este ejercicio: solo cuenta la primera respuesta.");
    }
    save();
    var note = $("[data-note]", article);
    note.textContent = notes.join(" ");
    note.hidden = !notes.length;
    pointNext($("[data-next]", article), slot.id);
  }

  function showResults(box) {
    var t = tally();
    var kinds = {};
    $("[data-results-total]", box).textContent = firstUnanswered()
      ? "Llevas " + t.right + " bien de " + t.answered + " respondidos; quedan " +
        (t.total - t.answered) + "."
      : "Serie terminada: " + t.right + " bien de " + t.total + " a la primera.";
    $("[data-results-body]", box).hidden = false;
    all("[data-results-step], [data-results-kind]", box).forEach(function (row) {
      var which = row.getAttribute("data-results-step") || row.getAttribute("data-results-kind");
      $("[data-right]", row).textContent = String(tally(which).right);
    });
    slots.forEach(function (slot) {
      var a = answerOf(slot);
      if (a && a.first === "wrong") {
        (a.mistakes.length ? a.mistakes : [""]).forEach(function (m) {
          kinds[m] = (kinds[m] || 0) + 1;
        });
      }
    });
    var named = 0;
    all("[data-kind]", box).forEach(function (item) {
      var count = kinds[item.getAttribute("data-kind")] || 0;
      item.hidden = !count;
      named += count;
      $("[data-kind-count]", item).textContent = count + (count === 1 ? " ejercicio" : " ejercicios");
    });
    $("[data-no-mistakes]", box).hidden = named > 0;
    var retry = $("[data-retry-failed]", box);
    var first = toRetry(null);
    retry.hidden = !first;
    if (first) {
      point(retry, paths(first));
    }
  }

  function show(area, focus) {
    var article = $("[data-item]", area);
    var box = $("[data-results]", area);
    var slot = article && slotById(article.getAttribute("data-slot"));
    var correct = article && article.getAttribute("data-correct");
    current = slot || null;
    if (slot && correct !== null) {
      answered(article, slot, correct === "true");
    }
    render();
    if (box) {
      showResults(box);
    }
    area.setAttribute("aria-label", box ? "Tus resultados" : "Ejercicio en juego");
    count(area);
    var place = box ? $("#resultados-titulo", box) : $("#respuesta", area) || $("#ejercicio-titulo", area);
    if (focus && place) {
      if (place.id === "respuesta") { /* the whole box if it fits, the heading kept if it can */
        var head = $("#ejercicio-titulo", area).getBoundingClientRect().top;
        var rect = place.getBoundingClientRect();
        window.scrollBy(0, Math.min(Math.max(rect.bottom + 16 - innerHeight, 0), head, rect.top));
      } else {
        window.scrollTo(0, 0);
      }
      place.focus({ preventScroll: true });
    }
  }

  /* «Elige las cinco»: how many cards are chosen, beside «Comprobar». */
  function count(area) {
    var box = $("[data-pick-count]", area);
    if (box) {
      var n = all(".card-pick input:checked", area).length;
      box.textContent = n === 1 ? "1 carta elegida" : n + " cartas elegidas";
    }
  }

  function onSwap(event) {
    var target = event.detail && event.detail.target;
    if (target && target.id === "ejercicio") {
      status.textContent = "";
      show(target, !quiet);
      quiet = false;
    }
  }

  function go(where) {
    quiet = true;
    return window.htmx.ajax("GET", where[1], { target: "#ejercicio", swap: "innerHTML settle:0ms" })
      .then(function () { history.replaceState({ htmx: true }, "", where[0]); });
  }

  function onFailure(event) {
    /* A fragment that does not load: open the element's own page (send the form) instead. */
    var element = event.detail && event.detail.elt;
    if (element && element.tagName === "FORM") {
      element.submit();
    } else if (element && element.getAttribute && element.getAttribute("hx-push-url")) {
      window.location.href = element.getAttribute("hx-push-url");
    }
  }

  function onReset() {
    if (!armed) {
      armed = true;
      reset.textContent = "Pulsa otra vez para borrar tu progreso";
      $("[data-reset-hint]", root).textContent = "Para borrar el progreso de esta serie, pulsa el botón otra vez.";
      return;
    }
    disarm();
    storage("remove");
    record = empty();
    notice.textContent = "";
    go(paths(slots[0])).then(function () {
      status.textContent = "Progreso borrado: empiezas la serie desde el primer ejercicio.";
      window.scrollTo(0, 0);
      $("#ejercicio-titulo", root).focus({ preventScroll: true });
    });
  }

  function disarm() {
    armed = false;
    reset.textContent = "Empezar de nuevo";
    $("[data-reset-hint]", root).textContent = "";
  }

  function start() {
    root = $("[data-taller]");
    if (!root || !window.htmx) {
      return;
    }
    code = root.getAttribute("data-code");
    key = "academia.taller.v1." + code;
    notice = $("[data-notice]", root);
    status = $("[data-status]", root);
    reset = $("[data-reset]", root);
    try {
      names = JSON.parse(root.getAttribute("data-mistakes") || "{}");
    } catch (e) {
      names = {};
    }
    slots = all("a.slot[data-slot]", root).map(function (link) {
      var id = link.getAttribute("data-slot");
      var step = link.getAttribute("data-step-of");
      var title = $("#franja-" + step, root).textContent.split(":")[0];
      var where = "paso " + step.split("-")[1] + ", ejercicio " + $(".slot-number", link).textContent;
      return {
        id: id,
        step: step,
        kind: step.split("-")[0],
        link: link,
        mark: $("[data-mark-for='" + id + "']", root),
        stepTitle: title,
        kindTitle: title.split(", paso")[0],
        where: where,
        title: title + ", ejercicio " + $(".slot-number", link).textContent
      };
    });
    record = load();
    all("[data-no-script]", root).forEach(function (element) { element.hidden = true; });
    $("[data-tools]", root).hidden = false;
    reset.addEventListener("click", onReset);
    reset.addEventListener("blur", disarm);
    document.body.addEventListener("htmx:afterSettle", onSwap);
    document.body.addEventListener("htmx:responseError", onFailure);
    document.body.addEventListener("htmx:sendError", onFailure);
    root.addEventListener("change", function (event) {
      if (event.target.closest(".card-pick")) {
        count($("#ejercicio", root));
      }
    });
    var area = $("#ejercicio", root);
    show(area, false);
    if (root.hasAttribute("data-start")) {
      var next = firstUnanswered();
      var where = next ? paths(next)
        : [root.getAttribute("data-results-url"), root.getAttribute("data-results-fragment")];
      if (next && current === next) {
        history.replaceState({ htmx: true }, "", where[0]);
      } else {
        go(where);
      }
    }
  }

  if (document.readyState === "complete") {
    start();
  } else {
    document.addEventListener("DOMContentLoaded", start);
  }
})();
