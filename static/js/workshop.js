/* Academia de Póker, Taller del crupier. The server deals and checks every item and sends
   it as an htmx fragment whose root says the slot and the result (data-slot, data-correct,
   data-mistakes, data-answer). This script, on progress.js, keeps the first answer of each
   item in this browser (localStorage; docs/contracts.md, «The workshop pages»), marks the
   strip, points «Siguiente» at the next item to do, fills the results and counts the cards
   chosen.
   Without it every item is a plain page and every answer a plain GET form. */
(function () {
  "use strict";

  var P = window.AcademyProgress;
  var $ = P.$;
  var all = P.all;
  var has = P.has;
  var point = P.point;
  var VERSION = 1;
  var ANSWER = /^[A-Za-z0-9_.~%+=&-]{0,2000}$/;
  var FIELDS = ["answer", "corrected", "first", "mistakes"];
  var root, names, slots, progress, current;

  function validAnswer(a) {
    if (!P.isObject(a) || !P.fieldsAre(a, FIELDS) ||
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

  /* The missed items still to put right, those after ``from`` first. */
  function toRetry(from) {
    var missed = slots.filter(function (slot) {
      var a = progress.answerOf(slot);
      return a && a.first === "wrong" && !a.corrected && slot.id !== from;
    });
    var at = slots.indexOf(progress.slotById(from));
    return missed.filter(function (slot) { return slots.indexOf(slot) > at; }).concat(missed)[0];
  }

  function paths(slot, answer) {
    var page = slot.link.getAttribute("href") + (answer !== undefined ? "respuesta/" : "");
    var query = answer ? "?" + answer : "";
    return [page + query + (answer !== undefined ? "#respuesta" : ""), page + "fragmento/" + query];
  }

  function render() {
    var kind = current ? current.kind : null;
    var missed = [];
    slots.forEach(function (slot) {
      var a = progress.answerOf(slot);
      P.mark(slot, a, slot === current);
      if (a && a.first === "wrong") {
        missed.push(slot);
      }
    });
    all("[data-line]", root).forEach(function (line) {
      var step = line.getAttribute("data-line");
      var t = progress.tally(step);
      $("[data-count]", line).textContent = String(t.answered);
      line.hidden = !!kind && line.getAttribute("data-kind") !== kind;
      var summary = $("[data-step-of='" + step + "'] [data-level-summary]", root);
      summary.textContent = t.right + " bien de " + t.answered + " respondidos (" + t.total + " en total)";
      summary.hidden = false;
    });
    var total = progress.tally();
    var answered = $("[data-answered]", root);
    if (answered) {
      answered.textContent = String(total.answered);
    }
    $("[data-total]", root).textContent = !total.answered
      ? "Aún no has respondido ninguno; son " + total.total + " ejercicios."
      : progress.firstUnanswered()
      ? "Llevas " + total.right + " bien de " + total.answered + " respondidos; quedan " +
        (total.total - total.answered) + "."
      : "Serie terminada: " + total.right + " bien de " + total.total + ".";
    $("[data-error-count]", root).textContent = String(missed.length);
    $("[data-no-errors]", root).hidden = missed.length > 0;
    var list = $("[data-error-list]", root);
    list.textContent = "";
    missed.forEach(function (slot) {
      var a = progress.answerOf(slot);
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

  /* «Siguiente» goes to the next item not answered; once the set is done, to its results
     (with the code and «Repite los fallos»), as the practice does. */
  function pointNext(link) {
    var next = progress.firstUnanswered();
    if (next) {
      point(link, paths(next), "Siguiente: " + (current && current.kind === next.kind ? ""
        : next.kindTitle + ", ") + next.where);
    } else {
      point(link, P.results(root), "Ver tus resultados");
    }
  }

  function answered(article, slot, right) {
    var a = progress.answerOf(slot);
    var given = article.getAttribute("data-answer") || "";
    var notes = [];
    if (!a) {
      progress.record.answers[slot.id] = {
        first: right ? "right" : "wrong",
        mistakes: right ? [] : (article.getAttribute("data-mistakes") || "").split(" ")
          .filter(function (m) { return has(names, m); }),
        answer: ANSWER.test(given) ? given : "",
        corrected: false
      };
      var step = progress.tally(slot.step);
      if (step.answered === step.total) {
        notes.push(slot.stepTitle + " terminado: " + step.right + " bien de " + step.total + ".");
      }
      if (!progress.firstUnanswered()) {
        var t = progress.tally();
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
    progress.save();
    var note = $("[data-note]", article);
    note.textContent = notes.join(" ");
    note.hidden = !notes.length;
    pointNext($("[data-next]", article));
  }

  function showResults(box) {
    var t = progress.tally();
    var kinds = {};
    $("[data-results-total]", box).textContent = progress.firstUnanswered()
      ? "Llevas " + t.right + " bien de " + t.answered + " respondidos; quedan " +
        (t.total - t.answered) + "."
      : "Serie terminada: " + t.right + " bien de " + t.total + " a la primera.";
    $("[data-results-body]", box).hidden = false;
    all("[data-tally]", box).forEach(function (row) {
      $("[data-right]", row).textContent = progress.tally(row.getAttribute("data-tally")).right;
    });
    var answers = [];
    slots.forEach(function (slot) {
      var a = progress.answerOf(slot);
      answers.push(a ? a.answer : "");
      if (a && a.first === "wrong") {
        (a.mistakes.length ? a.mistakes : [""]).forEach(function (m) {
          kinds[m] = (kinds[m] || 0) + 1;
        });
      }
    });
    P.packedCode(box, root.getAttribute("data-code"), answers.join("!"));
    var named = 0;
    all("[data-kind]", box).forEach(function (item) {
      var count = kinds[item.getAttribute("data-kind")] || 0;
      item.hidden = !count;
      named += count;
      $("[data-kind-count]", item).textContent = count + " ejercicio" + (count === 1 ? "" : "s");
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
    var slot = article && progress.slotById(article.getAttribute("data-slot"));
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

  function start() {
    root = $("[data-taller]");
    if (!root || !window.htmx) {
      return;
    }
    var code = root.getAttribute("data-code");
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
    progress = P.track({
      key: "academia.taller.v1." + code,
      code: code,
      version: VERSION,
      versions: [VERSION],
      slots: slots,
      answer: validAnswer,
      inGroup: function (slot, step) { return slot.step === step || slot.kind === step; },
      notice: $("[data-notice]", root)
    });
    progress.load();
    root.addEventListener("change", function (event) {
      if (event.target.closest(".card-pick")) {
        count($("#ejercicio", root));
      }
    });
    P.wire({
      root: root,
      progress: progress,
      area: "ejercicio",
      title: "ejercicio-titulo",
      show: show,
      paths: paths,
      inPlay: function (slot) { return current === slot; },
      cleared: "Progreso borrado: empiezas la serie desde el primer ejercicio.",
      forms: true
    });
  }

  P.ready(start);
})();
