"""Player settings: what they are, how they are checked, and where they are kept.

Settings live as JSON in the user config dir (platformdirs). A file that is
unreadable, malformed or hostile never crashes the app: the defaults are used,
the bad file is kept aside as ``settings.json.bak`` and a notice says so.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

SETTINGS_FORMAT = "tablee-settings/1"
MAX_FILE_BYTES = 64 * 1024
LANGUAGES = ("system", "en", "fr")
MAX_NAME_LENGTH = 16
MAX_WINDOW_SIDE = 16384  # no screen is wider; larger numbers are a damaged file


class SettingsError(ValueError):
    """Why a settings file was refused (shown to the player in the notice)."""


@dataclass(frozen=True)
class Settings:
    language: str = "system"  # "system" follows the OS; "en" / "fr" force one
    volume: int = 70  # 0..100
    fullscreen: bool = False
    colourblind: bool = False  # palette with emblems and patterns tuned for colour-blind players
    player_names: tuple[str, ...] = ()  # last names typed in the setup screen, seat order
    window_size: tuple[int, int] | None = None  # the last windowed size (None: fit the desktop)
    window_position: tuple[int, int] | None = None  # where that window was on the desktop

    def with_changes(self, **changes: Any) -> Settings:
        return validate(asdict(replace(self, **changes)))

    def to_json(self) -> str:
        data = asdict(self)
        data["player_names"] = list(self.player_names)
        for name in ("window_size", "window_position"):
            value = getattr(self, name)
            data[name] = None if value is None else list(value)
        return json.dumps({"format": SETTINGS_FORMAT, **data}, ensure_ascii=False, indent=2)


def validate(data: dict[str, Any]) -> Settings:
    """Build Settings from a decoded JSON object, refusing anything out of place."""
    known = {f.name for f in fields(Settings)}
    unknown = sorted(set(data) - known - {"format"})
    if unknown:
        raise SettingsError(f"unknown setting(s): {', '.join(unknown)}")
    defaults = Settings()
    language = data.get("language", defaults.language)
    if language not in LANGUAGES:
        raise SettingsError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    volume = data.get("volume", defaults.volume)
    if isinstance(volume, bool) or not isinstance(volume, int | float) or not (
            math.isfinite(volume) and 0 <= volume <= 100):
        raise SettingsError(f"volume must be a number from 0 to 100, not {volume!r}")
    flags = {}
    for name in ("fullscreen", "colourblind"):
        value = data.get(name, getattr(defaults, name))
        if not isinstance(value, bool):
            raise SettingsError(f"{name} must be true or false, not {value!r}")
        flags[name] = value
    names = data.get("player_names", list(defaults.player_names))
    if not isinstance(names, list | tuple) or len(names) > 8 or not all(
            isinstance(n, str) and 0 < len(n) <= MAX_NAME_LENGTH and n.isprintable()
            for n in names):
        raise SettingsError("player_names must be a list of up to 8 short names")
    window_size = _pair(data.get("window_size"), "window_size", 1, MAX_WINDOW_SIDE)
    window_position = _pair(data.get("window_position"), "window_position",
                            -MAX_WINDOW_SIDE, MAX_WINDOW_SIDE)
    return Settings(language=language, volume=round(volume), player_names=tuple(names),
                    window_size=window_size, window_position=window_position, **flags)


def _pair(value: Any, name: str, low: int, high: int) -> tuple[int, int] | None:
    """``None`` or two whole numbers from ``low`` to ``high`` (a window's size or place)."""
    if value is None:
        return None
    if not isinstance(value, list | tuple) or len(value) != 2 or not all(
            isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in value):
        raise SettingsError(f"{name} must be null or two whole numbers from {low} to {high}, "
                            f"not {value!r}")
    return int(value[0]), int(value[1])


def parse(text: bytes) -> Settings:
    if len(text) > MAX_FILE_BYTES:
        raise SettingsError(f"file is larger than {MAX_FILE_BYTES // 1024} KiB")
    try:
        data = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise SettingsError(f"not valid JSON ({exc.__class__.__name__})") from exc
    if not isinstance(data, dict):
        raise SettingsError("expected a JSON object")
    if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
        raise SettingsError(f"unknown format {data.get('format')!r}")
    return validate(data)


def default_config_dir() -> Path:
    """``$TABLEE_CONFIG_DIR`` if set (tests, smoke runs), else the platform's user config dir."""
    override = os.environ.get("TABLEE_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs  # imported here: only needed once, off the import path

    return Path(platformdirs.user_config_dir("tablee", appauthor=False))


class SettingsStore:
    """Loads and saves :class:`Settings` in one JSON file; never raises on a bad file."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / "settings.json"
        self.backup_path = directory / "settings.json.bak"

    def load(self) -> tuple[Settings, str | None]:
        """The stored settings and ``None``, or the defaults and the reason the file was refused.

        A refused file is moved to ``settings.json.bak`` so nothing the player had is lost.
        """
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return Settings(), None
        except OSError as exc:
            return Settings(), f"cannot read {self.path.name}: {exc.strerror or exc}"
        try:
            return parse(raw), None
        except SettingsError as exc:
            reason = str(exc)
        try:
            os.replace(self.path, self.backup_path)
        except OSError as exc:
            return Settings(), f"{reason}; could not keep it aside: {exc.strerror or exc}"
        return Settings(), reason

    def save(self, settings: Settings) -> str | None:
        """Write atomically (temp file + rename); returns an error message instead of raising."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temp = self.path.with_suffix(".json.tmp")
            temp.write_text(settings.to_json(), encoding="utf-8")
            os.replace(temp, self.path)
        except OSError as exc:
            return f"cannot save settings: {exc.strerror or exc}"
        return None
