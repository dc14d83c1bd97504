"""What the print tests and benchmarks/print_tables.py measure on a printed table."""

from __future__ import annotations

# Each «Le toca» badge over a line of text outside the tables (the ink of each line: a
# header's rule line above a table whose top seat is to act).
BADGES_OVER_TEXT = """() => {
  const lines = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (!n.textContent.trim() || n.parentElement.closest('[data-mesa], .vh')) continue;
    const r = document.createRange();
    r.selectNodeContents(n);
    for (const line of r.getClientRects()) lines.push([n.textContent.trim(), line]);
  }
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  return [...document.querySelectorAll('[data-mesa] .seat-state')].flatMap((badge) => {
    const entry = badge.closest('.ws-showdown, .key-entry');
    const where = (entry && entry.querySelector('h2, h3')?.innerText) || 'a table';
    const seat = badge.closest('[data-asiento]').dataset.asiento;
    return lines.filter(([, line]) => meet(badge.getBoundingClientRect(), line))
      .map(([text]) => `${where}: «Le toca» (${seat}) over «${text.slice(0, 40)}»`);
  });
}"""
