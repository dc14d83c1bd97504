/* Academia de Póker, /instructores/: a «Copiar» button beside each class link (the link
   itself works without this script). The button copies the link's full address and says
   so in a polite live region; where the clipboard is not allowed, it selects the link's
   text so the teacher can copy it by hand. Runs again after htmx swaps the preview. */
(function () {
  "use strict";

  function status(button, text) {
    var live = button.parentNode.querySelector(".copy-status");
    if (live) {
      live.textContent = text;
    }
  }

  function selectText(link) {
    var range = document.createRange();
    range.selectNodeContents(link);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function addButtons(root) {
    var links = root.querySelectorAll("a.class-link");
    Array.prototype.forEach.call(links, function (link) {
      if (link.hasAttribute("data-copiable")) {
        return;
      }
      link.setAttribute("data-copiable", "");
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-link";
      button.textContent = "Copiar";
      button.setAttribute("aria-label", "Copiar el enlace: " + (link.textContent || ""));
      var live = document.createElement("span");
      live.className = "copy-status";
      live.setAttribute("role", "status");
      link.parentNode.appendChild(document.createTextNode(" "));
      link.parentNode.appendChild(button);
      link.parentNode.appendChild(live);
      button.addEventListener("click", function () {
        var address = link.textContent.trim() || link.href;
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(address).then(function () {
            status(button, "Enlace copiado.");
          }, function () {
            selectText(link);
            status(button, "No se pudo copiar: el enlace está seleccionado, cópialo con Ctrl+C.");
          });
        } else {
          selectText(link);
          status(button, "El enlace está seleccionado: cópialo con Ctrl+C.");
        }
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    addButtons(document);
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    addButtons(event.target || document);
  });
})();
