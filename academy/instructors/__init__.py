"""Instructors: a practice set as worksheet, answer key and LMS exports (docs/contracts.md,
«Practice sets and their formats»).

Everything here is pure of Flask: the web page and ``academy practice-set`` call the same
writers, so the same set gives byte-identical files from both.
"""

from .common import learners_link
from .exports import FORMATS, Format, export, parse_filename, set_json

__all__ = ["FORMATS", "Format", "export", "learners_link", "parse_filename", "set_json"]
