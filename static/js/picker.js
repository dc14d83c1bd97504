/* Academia de Póker: the card picker of the tools. Each card field keeps working as a text
   field; this script shows a button beside it that opens a grid of the deck (the page's
   <template id="baraja">, drawn by the server with every card's Spanish name). A card is
   pressed when it is in this field and disabled when another field holds it; when this one
   is full, another card takes the place of the last one picked; Short Deck shows its 36 cards. The grid closes itself when the card that fills the
   field is picked (the keyboard goes back to the field). Keys: arrows, Home/End, Enter or
   Space to pick or take back, Escape to close (the keyboard goes back to the field). */
(function () {
  "use strict";

  var SUITS = { c: "c", "♣": "c", d: "d", "♦": "d", h: "h", "♥": "h", s: "s", "♠": "s" };
  var TOKEN = /^(10|[2-9tjqka])(.+)$/i;
  var panel = null;
  var open = null; /* { toggle, input, form } of the field whose grid is shown */

  /* "K♥", "kh", "10h" → "Kh" (the data-card of the grid); anything else → null. */
  function cardOf(token) {
    var match = TOKEN.exec(token.replace(/\ufe0f/g, ""));
    var suit = match && SUITS[match[2].toLowerCase()];
    if (!suit) {
      return null;
    }
    return (match[1] === "10" ? "T" : match[1].toUpperCase()) + suit;
  }

  function tokens(input) {
    return input.value.split(/[\s,;]+/).filter(Boolean);
  }

  function cardsIn(input) {
    return tokens(input).map(cardOf).filter(Boolean);
  }

  function fieldOf(toggle) {
    return document.getElementById(toggle.getAttribute("data-picker-for"));
  }

  function variantOf(form) {
    var select = form.querySelector("select[name=variante]");
    return select ? select.value : "holdem";
  }

  function most(toggle, form) {
    if (toggle.getAttribute("data-cards") === "board") {
      return 5;
    }
    return variantOf(form) === "omaha" ? 4 : 2;
  }

  function buttons() {
    return panel.querySelectorAll(".picker-row:not([hidden]) .picker-card");
  }

  /* Where every card of the other fields of the form is: { "Kh": "la mesa" }. */
  function heldElsewhere() {
    var held = {};
    var toggles = open.form.querySelectorAll("[data-picker-for]");
    for (var i = 0; i < toggles.length; i++) {
      var input = fieldOf(toggles[i]);
      if (input && input !== open.input) {
        cardsIn(input).forEach(function (card) {
          held[card] = toggles[i].getAttribute("data-place");
        });
      }
    }
    return held;
  }

  function refresh() {
    var short = variantOf(open.form) === "shortdeck";
    var rows = panel.querySelectorAll(".picker-row");
    for (var r = 0; r < rows.length; r++) {
      rows[r].hidden = short && rows[r].getAttribute("data-short") === "no";
    }
    var mine = cardsIn(open.input);
    var held = heldElsewhere();
    var limit = most(open.toggle, open.form);
    var full = mine.length >= limit;
    var all = panel.querySelectorAll(".picker-card");
    var focusable = null;
    for (var i = 0; i < all.length; i++) {
      var card = all[i].getAttribute("data-card");
      var pressed = mine.indexOf(card) >= 0;
      var note = held[card] ? ", ya está en " + held[card] : !pressed && full ? ", en lugar de la última" : "";
      all[i].setAttribute("aria-pressed", pressed ? "true" : "false");
      all[i].setAttribute("aria-disabled", held[card] ? "true" : "false");
      all[i].querySelector(".picker-note").textContent = note;
      if (all[i].tabIndex === 0) {
        focusable = all[i];
      }
    }
    var shown = buttons();
    if (!focusable || focusable.closest(".picker-row").hidden) {
      roam(shown[0]);
    }
    var place = open.toggle.getAttribute("data-place");
    panel.querySelector(".picker-status").textContent =
      place.charAt(0).toUpperCase() + place.slice(1) + ": " + mine.length + " de " + limit +
      " cartas" + (full ? ". Toca otra carta para cambiar la última, o una elegida para quitarla." : ".");
  }

  /* Roving focus: only one card of the grid is reached with Tab. */
  function roam(button, focus) {
    var all = panel.querySelectorAll(".picker-card");
    for (var i = 0; i < all.length; i++) {
      all[i].tabIndex = all[i] === button ? 0 : -1;
    }
    if (focus && button) {
      button.focus();
    }
  }

  function pick(button) {
    var card = button.getAttribute("data-card");
    if (button.getAttribute("aria-disabled") === "true" && button.getAttribute("aria-pressed") !== "true") {
      return;
    }
    var kept = tokens(open.input).filter(function (token) {
      return cardOf(token) !== card;
    });
    var adding = button.getAttribute("aria-pressed") !== "true";
    if (adding && cardsIn(open.input).length >= most(open.toggle, open.form)) {
      /* Full: the new card takes the place of the last card of the field. */
      for (var k = kept.length - 1; k >= 0; k--) {
        if (cardOf(kept[k])) {
          kept.splice(k, 1);
          break;
        }
      }
    }
    if (adding) {
      kept.push(button.querySelector(".picker-face").textContent);
    }
    open.input.value = kept.join(" ");
    open.input.dispatchEvent(new Event("input", { bubbles: true }));
    if (adding && cardsIn(open.input).length >= most(open.toggle, open.form)) {
      close(true);
      return;
    }
    roam(button);
  }

  function close(toField) {
    if (!open) {
      return;
    }
    var input = open.input;
    open.toggle.setAttribute("aria-expanded", "false");
    open.toggle.removeAttribute("aria-controls");
    panel.parentNode.removeChild(panel);
    open = null;
    if (toField) {
      input.focus();
    }
  }

  function show(toggle) {
    close(false);
    if (!panel) {
      panel = document.getElementById("baraja").content.firstElementChild.cloneNode(true);
      panel.addEventListener("click", onPanelClick);
      panel.addEventListener("keydown", onPanelKey);
    }
    open = { toggle: toggle, input: fieldOf(toggle), form: toggle.form };
    toggle.closest(".field").appendChild(panel);
    panel.querySelector(".picker-grid").setAttribute(
      "aria-label", "Cartas para " + toggle.getAttribute("data-place"));
    toggle.setAttribute("aria-expanded", "true");
    toggle.setAttribute("aria-controls", panel.id);
    refresh();
    var first = panel.querySelector(".picker-row:not([hidden]) [aria-pressed=true]") ||
      panel.querySelector(".picker-row:not([hidden]) [aria-disabled=false]") || buttons()[0];
    roam(first, true);
  }

  function onPanelClick(event) {
    var card = event.target.closest(".picker-card");
    if (card) {
      pick(card);
    } else if (event.target.closest(".picker-done")) {
      close(true);
    }
  }

  /* Cards on one line of the grid as drawn: a rank has 4 (a column per suit), and a
     line holds one or two ranks, as wide as the screen lets it. */
  function lineWidth(shown) {
    var top = shown[0].getBoundingClientRect().top;
    var width = 0;
    while (width < shown.length && Math.abs(shown[width].getBoundingClientRect().top - top) < 2) {
      width++;
    }
    return Math.max(width, 1);
  }

  /* Arrows move in the grid as it is drawn: a column per suit, each line one or two ranks. */
  function onPanelKey(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    var card = event.target.closest(".picker-card");
    if (!card) {
      return;
    }
    var shown = Array.prototype.slice.call(buttons());
    var at = shown.indexOf(card);
    var width = lineWidth(shown);
    var column = at % width;
    var moves = {
      ArrowRight: column < width - 1 ? at + 1 : at,
      ArrowLeft: column > 0 ? at - 1 : at,
      ArrowDown: at + width < shown.length ? at + width : at,
      ArrowUp: at >= width ? at - width : at,
      Home: event.ctrlKey ? 0 : at - column,
      End: event.ctrlKey ? shown.length - 1 : at - column + width - 1
    };
    if (event.key in moves) {
      event.preventDefault();
      roam(shown[moves[event.key]], true);
    }
  }

  function start() {
    if (!document.getElementById("baraja")) {
      return;
    }
    var toggles = document.querySelectorAll("[data-picker-for]");
    for (var i = 0; i < toggles.length; i++) {
      toggles[i].hidden = false;
    }
    document.addEventListener("click", function (event) {
      var toggle = event.target.closest("[data-picker-for]");
      if (toggle) {
        if (open && open.toggle === toggle) {
          close(false);
        } else {
          show(toggle);
        }
      }
    });
    /* Typing in a field, or another variant, changes what the open grid shows. */
    document.addEventListener("input", function () {
      if (open) {
        refresh();
      }
    });
    document.addEventListener("change", function () {
      if (open) {
        refresh();
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
