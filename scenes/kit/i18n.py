"""One translation function for every string the player reads.

Strings live in ``assets/i18n/<namespace>.<lang>.json`` as nested objects and
are named by dotted keys: the app's own in ``tablee`` (``tr("menu.settings")``),
each game's in its own file, named from the game (``tr("totem.log.attack")``
reads ``totem.en.json``). It is python-i18n, the library pygame_gui already
uses for its own widgets, so both switch language together.
"""

from __future__ import annotations

import contextlib
import locale
import os
from pathlib import Path
from typing import Any

import i18n

SUPPORTED = ("en", "fr")
NAMESPACE = "tablee"


def system_language(environ: dict[str, str] | None = None) -> str:
    """``"fr"`` when the system asks for French, else ``"en"``."""
    env = os.environ if environ is None else environ
    candidates = [env.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        code = value.split(":")[0].split("_")[0].split(".")[0].lower()
        if code in SUPPORTED:
            return code
        if code and code not in ("c", "posix"):
            return "en"
    return "en"


def resolve_language(setting: str) -> str:
    return system_language() if setting == "system" else setting


class Translator:
    """``tr(key, **values)`` in the current language; missing keys fall back to English."""

    def __init__(self, directory: Path, language: str) -> None:
        self.namespaces = {p.name.split(".")[0] for p in directory.glob("*.en.json")} - {NAMESPACE}
        path = str(directory)
        if path not in i18n.load_path:
            i18n.load_path.append(path)
        i18n.set("file_format", "json")
        i18n.set("fallback", "en")
        i18n.set("enable_memoization", True)
        self.language = language

    def __call__(self, key: str, **values: Any) -> str:
        if key.partition(".")[0] not in self.namespaces:
            key = f"{NAMESPACE}.{key}"
        return str(i18n.t(key, locale=self.language, **values))

    def decimal(self, value: float, digits: int = 1) -> str:
        """``value`` written with ``digits`` decimals and the language's decimal mark."""
        return f"{value:.{digits}f}".replace(".", self("common.decimal_mark"))

    def has(self, key: str) -> bool:
        """Whether ``key`` has a text (python-i18n answers a missing key with the key)."""
        full = key if key.partition(".")[0] in self.namespaces else f"{NAMESPACE}.{key}"
        return str(i18n.t(full, locale=self.language, count=1)) != full  # (a plural group too)

    def number(self, value: int) -> str:
        """A count grouped by thousands as the language writes it: 20,000 or 20 000 (a narrow
        no-break space in French)."""
        text = f"{value:,}"
        return text.replace(",", "\u202f") if self.language == "fr" else text

    def set_language(self, language: str) -> None:
        if language not in SUPPORTED:
            raise ValueError(f"unsupported language {language!r}")
        self.language = language
