/* Academia de Póker, práctica. The server deals and checks every showdown and sends it as
   an htmx fragment whose root says the slot and the result (data-slot, data-correct,
   data-error, data-key). This script, on progress.js, keeps the first answer of each slot
   in this browser (localStorage; docs/contracts.md, «The practice page»), marks the strip,
   says in the feedback when a level or the set ends, points «Siguiente» at the next
   unanswered showdown of the level (then of the set), fills the results and lets the keys A-D choose while an option has
   the focus.
   Without it every showdown is a plain page. */
(function () {
  "use strict";

  var P = window.AcademyProgress;
  var $ = P.$;
  var has = P.has;
  var isObject = P.isObject;
  var VERSION = 2;
  var ANSWER_FIELDS = ["corrected", "error", "first", "key"];
  var root, mistakes, slots, progress, current;

  function validAnswer(answer, version) {
    if (version === 1 && isObject(answer) && !has(answer, "key")) {
      answer.key = null; /* version 1 did not keep which option was chosen */
    }
    if (!isObject(answer) || !P.fieldsAre(answer, ANSWER_FIELDS) ||
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

  function levels() {
    return slots.map(function (slot) { return slot.level; }).filter(function (level, i, list) {
      return list.indexOf(level) === i;
    });
  }

  function levelTitle(level) {
    return $("#franja-nivel-" + level, root).textContent;
  }

  /* The page and the fragment of a slot's question, or of its answer ``key``. */
  function paths(slot, key) {
    var page = slot.link.getAttribute("href") + (key ? key + "/" : "");
    return [page + (key ? "#respuesta" : ""), page + "fragmento/"];
  }

  function reviewItem(slot) {
    var answer = progress.answerOf(slot);
    var item = document.createElement("li");
    var link = document.createElement("a");
    P.point(link, paths(slot, answer.key), "Nivel " + slot.level + ", mano " + slot.number);
    item.appendChild(link);
    item.appendChild(document.createTextNode(
      ": " + (answer.error ? mistakes[answer.error] : "respuesta incorrecta") +
      (answer.corrected ? " (corregido en la práctica)" : "")));
    return item;
  }

  function render() {
    var errors = [];
    var next = progress.firstUnanswered();
    slots.forEach(function (slot) {
      var answer = progress.answerOf(slot);
      P.mark(slot, answer, slot.id === current);
      if (answer && answer.first === "wrong") {
        errors.push(slot);
      }
    });
    levels().forEach(function (level) {
      var section = $(".strip-level[data-level='" + level + "']", root);
      var summary = $("[data-level-summary]", section);
      var count = progress.tally(level);
      var state = count.answered === count.total ? "terminado"
        : next && next.level === level ? "en curso" : "pendiente";
      section.setAttribute("data-state", state);
      summary.textContent = count.right + " bien de " + count.answered + " respondidas (" +
        count.total + " en total) · " + state;
      summary.hidden = false;
      $("[data-line='" + level + "'] [data-count]", root).textContent = String(count.answered);
    });
    var total = progress.tally(0);
    $("[data-total]", root).textContent = !total.answered
      ? "Aún no has respondido ninguna; son " + total.total + " manos."
      : next
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

  /* After ``slot``: the next unanswered of its level, else of the set. */
  function nextAfter(slot) {
    var at = slots.indexOf(slot);
    var open = slots.slice(at + 1).concat(slots.slice(0, at)).filter(function (s) {
      return !progress.answerOf(s);
    });
    return open.filter(function (s) { return s.level === slot.level; })[0] || open[0];
  }

  function pointNext(link, slot) {
    var next = nextAfter(slot);
    if (next) {
      P.point(link, paths(next), "Siguiente: nivel " + next.level + ", mano " + next.number);
    } else {
      P.point(link, P.results(root), "Ver tus resultados");
    }
  }

  function answered(article, slot, right) {
    var answer = progress.answerOf(slot);
    var key = article.getAttribute("data-key");
    var notes = [];
    if (!answer) {
      var error = article.getAttribute("data-error");
      progress.record.answers[slot.id] = {
        first: right ? "right" : "wrong",
        key: key,
        error: !right && has(mistakes, error) ? error : null,
        corrected: false
      };
      var level = progress.tally(slot.level);
      var next = nextAfter(slot);
      if (level.answered === level.total) {
        notes.push("Nivel " + slot.level + " terminado: " + level.right + " bien de " +
          level.total + ".");
        if (next && next.level !== slot.level) {
          notes.push("Ahora empieza el n" + levelTitle(next.level).slice(1) + ".");
        }
      }
      if (!next) {
        var total = progress.tally(0);
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
    progress.save();
    var note = $("[data-note]", article);
    note.textContent = notes.join(" ");
    note.hidden = !notes.length;
    pointNext($("[data-next]", article), slot);
  }

  function showResults(box) {
    var total = progress.tally(0);
    var kinds = {};
    var chosen = [];
    $("[data-results-total]", box).textContent = progress.firstUnanswered()
      ? "Llevas " + total.right + " bien de " + total.answered + " respondidas; quedan " +
        (total.total - total.answered) + " manos."
      : "Serie terminada: " + total.right + " bien de " + total.total + " a la primera.";
    $("[data-results-body]", box).hidden = false;
    levels().forEach(function (level) {
      $("[data-results-level='" + level + "'] [data-right]", box).textContent =
        String(progress.tally(level).right);
    });
    slots.forEach(function (slot) {
      var answer = progress.answerOf(slot);
      if (answer && answer.error) {
        kinds[answer.error] = (kinds[answer.error] || 0) + 1;
      }
    });
    P.all("[data-kind]", box).forEach(function (item) {
      var kind = item.getAttribute("data-kind");
      var count = kinds[kind] || 0;
      item.hidden = !count;
      $("[data-kind-count]", item).textContent = count + (count === 1 ? " mano" : " manos");
      if (count) {
        chosen.push(kind);
      }
    });
    $("[data-no-mistakes]", box).hidden = chosen.length > 0;
    P.resultsCode(box, root.getAttribute("data-code"), slots.map(function (slot) {
      var answer = progress.answerOf(slot);
      return answer && answer.key || "-";
    }).join(""));
    var link = $("[data-errors-link]", box);
    link.setAttribute("href", link.getAttribute("href").replace(/errores=.*$/, "errores=" + chosen));
    link.hidden = !chosen.length;
  }

  /* «Practica tus errores»: each mistake made, with its level. */
  function errorsLink(link) {
    var made = [];
    slots.forEach(function (slot) {
      var answer = progress.answerOf(slot);
      var pair = answer && answer.error && answer.error + ":" + slot.level;
      if (pair && made.indexOf(pair) < 0) {
        made.push(pair);
      }
    });
    link.setAttribute("href", link.getAttribute("href").replace(/errores=.*$/, "errores=" + made));
  }

  function show(area, focus) {
    var article = $("[data-showdown]", area);
    var box = $("[data-results]", area);
    var slot = article && progress.slotById(article.getAttribute("data-slot"));
    var correct = article && article.getAttribute("data-correct");
    current = slot ? slot.id : null;
    if (slot && correct !== null) {
      answered(article, slot, correct === "true");
    }
    render();
    if (box) {
      showResults(box);
      errorsLink($("[data-errors-link]", box));
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

  function start() {
    root = $("[data-practice]");
    if (!root || !window.htmx) {
      return;
    }
    var code = root.getAttribute("data-code");
    try {
      mistakes = JSON.parse(root.getAttribute("data-mistakes") || "{}");
    } catch (e) {
      mistakes = {};
    }
    slots = P.all("a.slot[data-slot]", root).map(function (link) {
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
    progress = P.track({
      key: "academia.practica.v1." + code,
      code: code,
      version: VERSION,
      versions: [1, VERSION],
      slots: slots,
      answer: validAnswer,
      inGroup: function (slot, level) { return slot.level === level; },
      notice: $("[data-notice]", root)
    });
    progress.load();
    document.addEventListener("keydown", onKey);
    P.wire({
      root: root,
      progress: progress,
      area: "mano",
      title: "mano-titulo",
      show: show,
      paths: paths,
      inPlay: function (slot) { return current === slot.id; },
      cleared: "Progreso borrado: empiezas la serie desde la primera mano."
    });
  }

  P.ready(start);
})();
