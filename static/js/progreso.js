/* Academia de Póker, «Tu progreso». Reads every practice and workshop record this browser
   keeps (localStorage «academia.practica.v1.<code>» and «academia.taller.v1.<code>»,
   docs/contracts.md) and shows, counting first answers only: practice per level and game,
   the workshop per drill and step, the named mistakes made most often with the lesson
   section that teaches each, and the one next thing to do. The names, lessons and
   addresses come from the page (data-progress-data). Nothing is written; nothing leaves. */
(function () {
  "use strict";

  var P = window.AcademyProgress;
  var $ = P.$;
  var PRACTICE = "academia.practica.v1.";
  var WORKSHOP = "academia.taller.v1.";
  var SLOT = /^n([1-4])-/;
  var ITEM = /^([a-z]+)([1-9])-/;
  var WEAK = 0.8; /* below this share right, a level or step is worth another round */

  function keys() {
    var found = [];
    try {
      for (var i = 0; i < window.localStorage.length; i++) {
        found.push(window.localStorage.key(i));
      }
    } catch (e) {
      return [];
    }
    return found;
  }

  function recordOf(key) {
    var record = null;
    try {
      record = JSON.parse(P.readStore(key) || "null");
    } catch (e) {
      return null;
    }
    return P.isObject(record) && P.isObject(record.answers) ? record : null;
  }

  function tally(into, name) {
    return into[name] || (into[name] = { right: 0, answered: 0 });
  }

  /* { practice: {"h-1": tally}, workshop: {"cinco-1": tally}, mistakes: {"p:code": n} } */
  function read(data) {
    var seen = { practice: {}, workshop: {}, mistakes: {} };
    keys().forEach(function (key) {
      var isPractice = key.indexOf(PRACTICE) === 0;
      if (!isPractice && key.indexOf(WORKSHOP) !== 0) {
        return;
      }
      var record = recordOf(key);
      if (!record) {
        return;
      }
      var game = String(record.code || key.slice(PRACTICE.length)).charAt(0);
      Object.keys(record.answers).forEach(function (id) {
        var a = record.answers[id];
        if (!P.isObject(a) || (a.first !== "right" && a.first !== "wrong")) {
          return;
        }
        var right = a.first === "right";
        var place = isPractice ? SLOT.exec(id) : ITEM.exec(id);
        if (!place || (isPractice && !P.has(data.games, game))) {
          return;
        }
        var t = isPractice ? tally(seen.practice, game + "-" + place[1])
          : tally(seen.workshop, place[1] + "-" + place[2]);
        t.answered += 1;
        t.right += right ? 1 : 0;
        var codes = isPractice ? (a.error ? [a.error] : []) : (Array.isArray(a.mistakes) ? a.mistakes : []);
        codes.forEach(function (code) {
          var named = isPractice ? data.practiceMistakes : data.drillMistakes;
          if (!right && typeof code === "string" && P.has(named, code)) {
            var k = (isPractice ? "p:" : "t:") + code;
            seen.mistakes[k] = (seen.mistakes[k] || 0) + 1;
          }
        });
      });
    });
    return seen;
  }

  function cell(row, text, header) {
    var c = document.createElement(header ? "th" : "td");
    if (header) {
      c.scope = "row";
    } else {
      c.className = "num";
    }
    c.textContent = text;
    row.appendChild(c);
    return c;
  }

  function share(t) {
    return t.right + " de " + t.answered;
  }

  function practiceTable(data, seen, box) {
    var games = Object.keys(data.games).filter(function (g) {
      return data.levels.some(function (l) { return seen.practice[g + "-" + l.level]; });
    });
    $("[data-progress-no-practice]", box).hidden = games.length > 0;
    $("[data-progress-practice-wrap]", box).hidden = !games.length;
    var table = $("[data-progress-practice]", box);
    var head = $("thead tr", table);
    games.forEach(function (g) {
      var th = document.createElement("th");
      th.scope = "col";
      th.textContent = data.games[g];
      head.appendChild(th);
    });
    data.levels.forEach(function (l) {
      var row = document.createElement("tr");
      cell(row, l.level + ". " + l.title, true);
      games.forEach(function (g) {
        var t = seen.practice[g + "-" + l.level];
        cell(row, l.games.indexOf(g) < 0 ? "no se juega" : t ? share(t) : "sin empezar");
      });
      $("tbody", table).appendChild(row);
    });
  }

  function workshopTable(data, seen, box) {
    var table = $("[data-progress-workshop]", box);
    var any = false;
    data.steps.forEach(function (s) {
      var t = seen.workshop[s.kind + "-" + s.step];
      if (!t) {
        return;
      }
      any = true;
      var row = document.createElement("tr");
      cell(row, s.kindTitle + ", paso " + s.step + ": " + s.title, true);
      cell(row, String(t.right));
      cell(row, String(t.answered));
      $("tbody", table).appendChild(row);
    });
    table.hidden = !any;
    $("[data-progress-no-workshop]", box).hidden = any;
  }

  function mistakeList(data, seen, box) {
    var list = $("[data-progress-mistakes]", box);
    var found = Object.keys(seen.mistakes).sort(function (a, b) {
      return seen.mistakes[b] - seen.mistakes[a] || (a < b ? -1 : 1);
    }).slice(0, 5);
    $("[data-progress-no-mistakes]", box).hidden = found.length > 0;
    found.forEach(function (k) {
      var m = (k.charAt(0) === "p" ? data.practiceMistakes : data.drillMistakes)[k.slice(2)];
      var item = document.createElement("li");
      var name = document.createElement("strong");
      name.textContent = m.name.charAt(0).toUpperCase() + m.name.slice(1);
      item.appendChild(name);
      var n = seen.mistakes[k];
      item.appendChild(document.createTextNode(": " + n + (n === 1 ? " vez." : " veces.")));
      if (m.lesson) {
        var link = document.createElement("a");
        link.href = m.lesson.url;
        link.textContent = "Repásalo en «" + m.lesson.section + "»";
        item.appendChild(document.createTextNode(" "));
        item.appendChild(link);
      }
      list.appendChild(item);
    });
  }

  /* The weakest level or step already begun (under WEAK right), else the first not begun:
     practice levels in hold'em first, then the workshop's steps in order. */
  function nextThing(data, seen) {
    var places = [];
    data.levels.forEach(function (l) {
      l.games.forEach(function (g) {
        places.push({ t: seen.practice[g + "-" + l.level], url: l.urls[g], main: g === "h",
          what: "el nivel " + l.level + " de la práctica en " + data.games[g] + " («" + l.title + "»)" });
      });
    });
    data.steps.forEach(function (s) {
      places.push({ t: seen.workshop[s.kind + "-" + s.step], url: s.url, main: true,
        what: "«" + s.kindTitle + "», paso " + s.step + " del taller («" + s.title + "»)" });
    });
    var weak = places.filter(function (p) { return p.t && p.t.right / p.t.answered < WEAK; })
      .sort(function (a, b) { return a.t.right / a.t.answered - b.t.right / b.t.answered; })[0];
    if (weak) {
      return { text: "Repasa " + weak.what + ": llevas " + share(weak.t) + " bien a la primera.",
        link: "Practicar otra vez", url: weak.url };
    }
    var fresh = places.filter(function (p) { return !p.t && p.main; })[0];
    if (fresh) {
      var begun = places.some(function (p) { return p.t; });
      return { text: (begun ? "Sigue con " : "Empieza por ") + fresh.what + ".",
        link: "Empezar", url: fresh.url };
    }
    return { text: "Has hecho todos los niveles y pasos con al menos un " + WEAK * 100 +
      " % bien a la primera. Prueba otra serie u otro juego.", link: "Ir a la práctica",
      url: data.levels[0].urls.h.split("?")[0] };
  }

  function start() {
    var box = $("[data-progress-page]");
    if (!box) {
      return;
    }
    var data;
    try {
      data = JSON.parse(box.getAttribute("data-progress-data"));
    } catch (e) {
      return;
    }
    var seen = read(data);
    practiceTable(data, seen, box);
    workshopTable(data, seen, box);
    mistakeList(data, seen, box);
    var next = nextThing(data, seen);
    var line = $("[data-progress-next]", box);
    line.textContent = next.text + " ";
    var go = document.createElement("a");
    go.className = "button";
    go.href = next.url;
    go.textContent = next.link;
    line.appendChild(go);
    $("[data-progress-nojs]", box).hidden = true;
    $("[data-progress-body]", box).hidden = false;
  }

  P.ready(start);
})();
