/* Academia de Póker: what site.js, practice.js and workshop.js share (window.AcademyProgress):
   localStorage that never breaks a page, the record of a set's first answers, the strip's
   marks, htmx loads, reset. Loaded on every page, before site.js. */
(function () {
  "use strict";

  var RECORD = ["answers", "code", "version"];
  var MARKS = { pending: "", right: "bien", wrong: "fallo", corrected: "corregido" };

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
    return Object.keys(object).sort().join() === names.join();
  }

  /* localStorage without breaking a page: with no storage (private mode, full) nothing is
     read and what is written lasts while the page is open. */
  function readStore(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }

  function writeStore(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch (e) {
      /* no storage: the page works the same */
    }
  }

  function removeStore(key) {
    try {
      window.localStorage.removeItem(key);
    } catch (e) {
      /* no storage: nothing to remove */
    }
  }

  function hidden(text) {
    var span = document.createElement("span");
    span.className = "vh";
    span.textContent = text;
    return span;
  }

  /* ``where``: [page, fragment] */
  function point(link, where, text) {
    link.setAttribute("href", where[0]);
    link.setAttribute("hx-get", where[1]);
    link.setAttribute("hx-push-url", where[0]);
    if (text) {
      link.textContent = text;
    }
    window.htmx.process(link);
  }

  function mark(slot, answer, inPlay) {
    var state = !answer ? "pending" : answer.corrected ? "corrected" : answer.first;
    var words = $("[data-mark]", slot.link);
    slot.link.setAttribute("data-state", state);
    slot.mark.setAttribute("data-state", state);
    words.textContent = MARKS[state];
    if (state === "pending") {
      words.appendChild(hidden("sin responder"));
    } else if (state === "corrected") {
      words.appendChild(hidden(" en la práctica"));
    }
    if (inPlay) {
      slot.link.setAttribute("aria-current", "step");
    } else {
      slot.link.removeAttribute("aria-current");
    }
    slot.mark.toggleAttribute("data-current", inPlay);
  }

  function results(root) {
    return [root.getAttribute("data-results-url"), root.getAttribute("data-results-fragment")];
  }

  /* o: key, code, version, versions (read), slots, answer(value, version) (valid; may
     update it), inGroup(slot, group), notice */
  function track(o) {
    var self = { slots: o.slots, record: null };

    function empty() {
      return { version: o.version, code: o.code, answers: {} };
    }

    function valid(value) {
      return isObject(value) && fieldsAre(value, RECORD) && o.versions.indexOf(value.version) >= 0 &&
        value.code === o.code && isObject(value.answers) &&
        Object.keys(value.answers).every(function (id) {
          return !!self.slotById(id) && o.answer(value.answers[id], value.version);
        });
    }

    self.slotById = function (id) {
      return o.slots.filter(function (slot) { return slot.id === id; })[0] || null;
    };

    self.answerOf = function (slot) {
      return self.record.answers[slot.id];
    };

    self.firstUnanswered = function () {
      return o.slots.filter(function (slot) { return !has(self.record.answers, slot.id); })[0] || null;
    };

    self.tally = function (group) {
      var result = { total: 0, answered: 0, right: 0 };
      o.slots.forEach(function (slot) {
        var answer = self.answerOf(slot);
        if (!group || o.inGroup(slot, group)) {
          result.total += 1;
          result.answered += answer ? 1 : 0;
          result.right += answer && answer.first === "right" ? 1 : 0;
        }
      });
      return result;
    };

    self.load = function () {
      var raw = readStore(o.key);
      var value = null;
      self.record = empty();
      if (raw === null) {
        return;
      }
      try {
        value = JSON.parse(raw);
      } catch (e) {
        value = null;
      }
      if (valid(value)) {
        value.version = o.version;
        self.record = value;
        return;
      }
      removeStore(o.key);
      o.notice.textContent = "Tu progreso guardado de esta serie no se podía leer (estaba dañado, " +
        "era de otra versión o de otra serie) y lo hemos descartado. Empiezas desde el principio.";
    };

    self.save = function () {
      writeStore(o.key, JSON.stringify(self.record));
    };

    self.clear = function () {
      removeStore(o.key);
      self.record = empty();
      o.notice.textContent = "";
    };

    return self;
  }

  /* o: root, progress, area and title (ids), show(area, focus), paths(slot), inPlay(slot),
     cleared (said after a reset), forms (send a form whose fragment fails) */
  function wire(o) {
    var root = o.root;
    var status = $("[data-status]", root);
    var reset = $("[data-reset]", root);
    var hint = $("[data-reset-hint]", root);
    var quiet = false;
    var armed = false;

    /* No new history entry; the page's own address in the address bar. */
    function go(where) {
      quiet = true;
      return window.htmx.ajax("GET", where[1], { target: "#" + o.area, swap: "innerHTML settle:0ms" })
        .then(function () {
          window.history.replaceState({ htmx: true }, "", where[0]);
        });
    }

    function onSwap(event) {
      var target = event.detail && event.detail.target;
      if (target && target.id === o.area) {
        status.textContent = ""; /* a message never stays above another slot */
        o.show(target, !quiet);
        quiet = false;
      }
    }

    function onFailure(event) {
      /* A fragment that does not load (static host, no network): the element's page. */
      var element = event.detail && event.detail.elt;
      var page = element && element.getAttribute && element.getAttribute("hx-push-url");
      if (o.forms && element && element.tagName === "FORM") {
        element.submit();
      } else if (page) {
        window.location.href = page;
      }
    }

    function disarm() {
      armed = false;
      reset.textContent = "Empezar de nuevo";
      hint.textContent = "";
    }

    function onReset() {
      if (!armed) {
        armed = true;
        reset.textContent = "Pulsa otra vez para borrar tu progreso";
        hint.textContent = "Para borrar el progreso de esta serie, pulsa el botón otra vez.";
        return;
      }
      disarm();
      o.progress.clear();
      go(o.paths(o.progress.slots[0])).then(function () {
        status.textContent = o.cleared;
        window.scrollTo(0, 0);
        $("#" + o.title, root).focus({ preventScroll: true });
      });
    }

    all("[data-no-script]", root).forEach(function (element) {
      element.hidden = true;
    });
    $("[data-tools]", root).hidden = false;
    reset.addEventListener("click", onReset);
    reset.addEventListener("blur", disarm);
    document.body.addEventListener("htmx:afterSettle", onSwap);
    document.body.addEventListener("htmx:responseError", onFailure);
    document.body.addEventListener("htmx:sendError", onFailure);
    o.show($("#" + o.area, root), false);
    if (root.hasAttribute("data-start")) {
      var next = o.progress.firstUnanswered();
      var where = next ? o.paths(next) : results(root);
      if (next && o.inPlay(next)) {
        window.history.replaceState({ htmx: true }, "", where[0]);
      } else {
        go(where);
      }
    }
  }

  /* The results code: docs/contracts.md */
  function resultsCode(box, code, answers) {
    var text = code + "." + answers, h = 2166136261;
    for (var i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    }
    var out = $("[data-codigo-resultados]", box);
    out.textContent = text + "." + (h >>> 0).toString(36);
    out.setAttribute("data-codigo-resultados", out.textContent);
    var copy = $("[data-copy-code]", box), share = $("[data-share-code]", box);
    if (copy) {
      copy.hidden = !(navigator.clipboard && navigator.clipboard.writeText);
    }
    if (share) {
      share.hidden = typeof navigator.share !== "function";
    }
  }

  /* «Copiar mi código»: the code to the clipboard; if the browser refuses, the code is
     selected so that the learner copies it by hand. «Compartir»: the system's share sheet. */
  function selectCode(out) {
    var range = document.createRange();
    range.selectNodeContents(out);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function onCodeButton(event) {
    var button = event.target.closest && event.target.closest("[data-copy-code], [data-share-code]");
    var section = button && button.closest(".results-code");
    var out = section && $("[data-codigo-resultados]", section);
    if (!out || !out.textContent) {
      return;
    }
    var status = $("[data-copy-status]", section);
    var code = out.textContent;
    if (button.hasAttribute("data-share-code")) {
      navigator.share({ title: "Mi código de resultados", text: code }).catch(function () {});
      return;
    }
    navigator.clipboard.writeText(code).then(function () {
      status.textContent = "Código copiado: pégalo en tu mensaje.";
    }, function () {
      selectCode(out);
      status.textContent = "No se pudo copiar solo: el código está seleccionado, cópialo tú.";
    });
  }
  document.addEventListener("click", onCodeButton);

  /* A workshop code's answers packed: "y", each of TOKENS as one control character
     (chr(1 + index): academy/instructors/results.py has the same list), raw DEFLATE in
     base64url (async). */
  var TOKENS = ["&recibe_", "recibe_", "&devuelto_", "devuelto_", "&sobrante", "&gana",
    "&bote", "bote", "&cartas=", "cartas=", "igualar=", "&minimo=", "&maximo=", "&cerrado=si",
    "habla=", "puede=s%C3%AD", "puede=no", "fichas=",
    "Ana", "Beto", "Carla", "Dani", "Elena", "Fede", "Gabi", "Hugo"];

  function packedCode(box, code, answers) {
    if (!window.CompressionStream) {
      return resultsCode(box, code, answers);
    }
    TOKENS.forEach(function (token, i) {
      answers = answers.split(token).join(String.fromCharCode(1 + i));
    });
    var packed = new Blob([answers]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    new Response(packed).arrayBuffer().then(function (data) {
      var bytes = "";
      new Uint8Array(data).forEach(function (b) { bytes += String.fromCharCode(b); });
      resultsCode(box, code, "y" + btoa(bytes).replace(/\+/g, "-").replace(/\//g, "_")
        .replace(/=+$/, ""));
    });
  }

  /* After htmx has processed the page (its DOMContentLoaded listener comes first). */
  function ready(start) {
    if (document.readyState === "complete") {
      start();
    } else {
      document.addEventListener("DOMContentLoaded", start);
    }
  }

  window.AcademyProgress = {
    $: $,
    all: all,
    has: has,
    isObject: isObject,
    readStore: readStore,
    writeStore: writeStore,
    removeStore: removeStore,
    fieldsAre: fieldsAre,
    hidden: hidden,
    point: point,
    mark: mark,
    results: results,
    resultsCode: resultsCode,
    packedCode: packedCode,
    track: track,
    wire: wire,
    ready: ready
  };
})();
