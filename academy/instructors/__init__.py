"""Instructors: a class set (practice levels and workshop drill steps) as worksheet, answer
key and LMS exports (docs/contracts.md, «Practice sets and their formats»).

Everything here is pure of Flask: the web page and ``academy practice-set`` call the same
writers, so the same set and site address give byte-identical files from both.
"""

from .class_set import ClassSet
from .common import (
    PLACEHOLDER_SITE,
    SEPARATORS,
    WEIGHTS,
    Handout,
    check_base_url,
    class_links,
    learners_link,
)
from .exports import FORMATS, Format, export, parse_filename, set_json

__all__ = [
    "FORMATS",
    "PLACEHOLDER_SITE",
    "SEPARATORS",
    "WEIGHTS",
    "ClassSet",
    "Format",
    "Handout",
    "check_base_url",
    "class_links",
    "export",
    "learners_link",
    "parse_filename",
    "set_json",
]
