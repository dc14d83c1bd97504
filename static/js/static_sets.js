// «Otra serie» on a static copy of the site (academy build): the copy holds a few practice
// sets already dealt, listed on /practica/nueva/ (the default set first); go to one of them
// at random, not the one opened last from here (remembered for this tab only; at first, the
// default set, which /practica/ shows). Without JavaScript the list stays.
(function () {
  "use strict";
  var links = Array.prototype.slice.call(document.querySelectorAll("a[data-static-set]"));
  if (!links.length) {
    return;
  }
  var KEY = "academy.static-set";
  var last = null;
  try {
    last = window.sessionStorage.getItem(KEY);
  } catch (error) {
    last = null; // storage refused
  }
  if (last === null) {
    last = links[0].getAttribute("data-static-set");
  }
  var others = links.filter(function (link) {
    return link.getAttribute("data-static-set") !== last;
  });
  var pool = others.length ? others : links;
  var chosen = pool[Math.floor(Math.random() * pool.length)];
  try {
    window.sessionStorage.setItem(KEY, chosen.getAttribute("data-static-set"));
  } catch (error) {
    // nothing to remember
  }
  window.location.replace(chosen.href);
})();
