"""A QR code as inline SVG, drawn on the server, so a class can scan a link off a projector
(no script, no request to anyone else, nothing the CSP has to allow).

The code's modules come from the ``qrcode`` package (pure Python); this module only draws
them: one path of unit squares on a white square with the four-module quiet zone the
standard asks for.

>>> svg = qr_svg("https://example.org/practica/?semilla=2026")
>>> svg.startswith('<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')
True
>>> 'role="img"' in svg and "aria-label" in svg
True
"""

from __future__ import annotations

import qrcode  # type: ignore[import-untyped]
from markupsafe import Markup, escape

QUIET_ZONE = 4  # modules of white around the code (ISO/IEC 18004)


def qr_modules(text: str) -> list[list[bool]]:
    """The code's dark (True) and light modules, row by row, quiet zone included: the
    smallest version that holds ``text`` at error correction level M (15 % can be lost)."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=QUIET_ZONE)
    code.add_data(text.encode("utf-8"))
    code.make(fit=True)
    return [[bool(dark) for dark in row] for row in code.get_matrix()]


def qr_svg(text: str, label: str = "") -> Markup:
    """The QR code of ``text`` as an ``<svg>`` element named for a screen reader by
    ``label`` (by default «Código QR de» and the text)."""
    modules = qr_modules(text)
    size = len(modules)
    squares = "".join(
        f"M{x} {y}h1v1h-1z" for y, row in enumerate(modules) for x, dark in enumerate(row) if dark
    )
    name = label or f"Código QR de {text}"
    return Markup(
        f'<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}"'
        f' role="img" aria-label="{escape(name)}" shape-rendering="crispEdges">'
        f'<rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path d="{squares}" fill="#000"/></svg>'
    )
