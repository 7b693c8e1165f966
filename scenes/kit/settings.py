"""Player settings: what they are, how they are checked, and where they are kept.

Settings live as JSON in the user config dir (platformdirs), read and written
through the hardened :class:`game.store.JsonStore`. A bad file never crashes
the app and never loses what the player had:

- a setting with a wrong value goes back to its default, the others are kept;
- a file that cannot be understood at all gives the defaults;
- either way the old file is kept aside (``settings.json.bak``, then
  ``settings.json.2.bak`` ...) and a notice says what happened — or, when it
  could not be moved (a folder in its place, a read-only folder), says that;
- keys this version does not know (a newer version wrote them) are kept and
  written back, even one holding a lone surrogate (the store escapes it);
- a setting that cannot be saved (a read-only config folder) holds until the app
  closes, and a notice says so in the player's language.
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.names import shows
from game.store import JsonStore, StoreError, parse_json
from scenes.kit.textsize import TEXT_SCALES

if TYPE_CHECKING:
    from platformdirs.api import PlatformDirsABC

SETTINGS_FORMAT = "tablee-settings/1"
SETTINGS_FILE = "settings.json"
MAX_FILE_BYTES = 64 * 1024
LANGUAGES = ("system", "en", "fr")
BOT_SPEEDS = ("slow", "normal", "fast")  # how long each step of a bot's turn stays on screen
BUZZER_SECONDS = (2, 3, 4)  # RÖK at a hot seat: how long a buzzer key gives the mouse
MAX_NAME_LENGTH = 16
MAX_WINDOW_SIDE = 16384  # no screen is wider; larger numbers are a damaged file


class SettingsError(ValueError):
    """Why a settings value or file was refused (shown to the player in the notice)."""


@dataclass(frozen=True)
class Settings:
    language: str = "system"  # "system" follows the OS; "en" / "fr" force one
    effects_volume: int = 70  # 0..100: the table's sounds (stones, cards, the bag)
    interface_volume: int = 70  # 0..100: buttons, refusals, "your turn", the win
    muted: bool = False  # M switches every sound off and on (the screen says so)
    fullscreen: bool = False
    colourblind: bool = False  # palette with emblems and patterns tuned for colour-blind players
    bot_speed: str = "normal"  # "fast": today's pace; "normal": each step ~0.8 s; "slow": twice
    throw_wait: bool = False  # RÖK with humans: a throw waits for a human's Space
    buzzer_seconds: int = 2  # RÖK at a hot seat: a buzzer's window to click in (seconds)
    text_scale: int = 100  # per cent: 100, 125 or 150 (scenes/kit/textsize.py)
    reduced_motion: bool = False  # glides and flights shown at once, RÖK's stones at rest
    player_names: tuple[str, ...] = ()  # last names typed in the setup screen, seat order
    window_size: tuple[int, int] | None = None  # the last windowed size (None: fit the desktop)
    window_position: tuple[int, int] | None = None  # where that window was on the desktop
    # keys a newer version wrote: kept untouched and written back
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **{name: check(name, value) for name, value in changes.items()})

    def to_json(self) -> str:
        data = {name: getattr(self, name) for name in CHECKS}
        data["player_names"] = list(self.player_names)
        for name in ("window_size", "window_position"):
            value = getattr(self, name)
            data[name] = None if value is None else list(value)
        return json.dumps({**self.extra, "format": SETTINGS_FORMAT, **data},
                          ensure_ascii=False, indent=2)


def _language(value: Any) -> str:
    if value not in LANGUAGES:
        raise SettingsError(f"language must be one of {', '.join(LANGUAGES)}, not {value!r}")
    return str(value)


def _bot_speed(value: Any) -> str:
    if value not in BOT_SPEEDS:
        raise SettingsError(f"bot_speed must be one of {', '.join(BOT_SPEEDS)}, not {value!r}")
    return str(value)


def _buzzer_seconds(value: Any) -> int:
    if isinstance(value, bool) or value not in BUZZER_SECONDS:
        raise SettingsError(f"buzzer_seconds must be one of "
                            f"{', '.join(map(str, BUZZER_SECONDS))}, not {value!r}")
    return int(value)


def _text_scale(value: Any) -> int:
    if isinstance(value, bool) or value not in TEXT_SCALES:
        raise SettingsError(f"text_scale must be one of {', '.join(map(str, TEXT_SCALES))}, "
                            f"not {value!r}")
    return int(value)


def _volume(name: str) -> Callable[[Any], int]:
    def checked(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int | float) or not (
                math.isfinite(value) and 0 <= value <= 100):
            raise SettingsError(f"{name} must be a number from 0 to 100, not {value!r}")
        return round(value)
    return checked


def _flag(name: str) -> Callable[[Any], bool]:
    def checked(value: Any) -> bool:
        if not isinstance(value, bool):
            raise SettingsError(f"{name} must be true or false, not {value!r}")
        return value
    return checked


def _names(value: Any) -> tuple[str, ...]:
    """Up to 8 short names, seat by seat; ``""`` stands for a seat's default name."""
    if not isinstance(value, list | tuple) or len(value) > 8 or not all(
            isinstance(n, str) and (n == "" or _good_name(n)) for n in value):
        raise SettingsError("player_names must be a list of up to 8 short names")
    return tuple(value)


def _good_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME_LENGTH and name.isprintable() and shows(name)


def _salvage_names(value: Any) -> tuple[tuple[str, ...], list[str]]:
    """The remembered names with each bad one alone dropped (its seat back to the default
    name, the others kept in their seats), and a reason for each one dropped."""
    if not isinstance(value, list | tuple) or len(value) > 8:
        raise SettingsError("player_names must be a list of up to 8 short names")
    names = [n if isinstance(n, str) and (n == "" or _good_name(n)) else "" for n in value]
    problems = [f"player name {seat + 1} was not a short name that shows (the seat has its "
                "default name again)" for seat, n in enumerate(value) if names[seat] != n]
    while names and names[-1] == "":
        names.pop()
    return tuple(names), problems


def _pair(name: str, low: int, high: int) -> Callable[[Any], tuple[int, int] | None]:
    """``None`` or two whole numbers from ``low`` to ``high`` (a window's size or place)."""
    def checked(value: Any) -> tuple[int, int] | None:
        if value is None:
            return None
        if not isinstance(value, list | tuple) or len(value) != 2 or not all(
                isinstance(v, int) and not isinstance(v, bool) and low <= v <= high
                for v in value):
            raise SettingsError(f"{name} must be null or two whole numbers from {low} to "
                                f"{high}, not {value!r}")
        return int(value[0]), int(value[1])
    return checked


CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _language,
    "effects_volume": _volume("effects_volume"),
    "interface_volume": _volume("interface_volume"),
    "muted": _flag("muted"),
    "fullscreen": _flag("fullscreen"),
    "colourblind": _flag("colourblind"),
    "bot_speed": _bot_speed,
    "throw_wait": _flag("throw_wait"),
    "buzzer_seconds": _buzzer_seconds,
    "text_scale": _text_scale,
    "reduced_motion": _flag("reduced_motion"),
    "player_names": _names,
    "window_size": _pair("window_size", 1, MAX_WINDOW_SIDE),
    "window_position": _pair("window_position", -MAX_WINDOW_SIDE, MAX_WINDOW_SIDE),
}


def check(name: str, value: Any) -> Any:
    """``value`` as setting ``name`` holds it; SettingsError if it is out of place."""
    if name not in CHECKS:
        raise SettingsError(f"unknown setting {name!r}")
    return CHECKS[name](value)


def salvage(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded object: each wrong value back to its default, with the reasons.

    Unknown keys are kept in ``extra``; an older file's single ``volume`` becomes both
    volumes (when they are not there).
    """
    values: dict[str, Any] = {}
    problems: list[str] = []
    if "volume" in data:  # (the one volume of older settings files)
        try:
            legacy = _volume("volume")(data["volume"])
            values = {"effects_volume": legacy, "interface_volume": legacy}
        except SettingsError as exc:
            problems.append(str(exc))
        data = {k: v for k, v in data.items() if k != "volume"}
    for name in CHECKS:
        if name in data:
            try:
                if name == "player_names":  # (one bad name does not cost the others)
                    values[name], dropped = _salvage_names(data[name])
                    problems += dropped
                else:
                    values[name] = check(name, data[name])
            except SettingsError as exc:
                problems.append(str(exc))
    extra = {k: v for k, v in data.items() if k not in CHECKS and k != "format"}
    return Settings(**values, extra=extra), problems


def parse(text: bytes) -> Settings:
    """Strict reading of a whole file (used by tests and tools): any problem raises."""
    settings, problems = _decode(text)
    if problems:
        raise SettingsError("; ".join(problems))
    return settings


def _decode(text: bytes) -> tuple[Settings, list[str]]:
    if len(text) > MAX_FILE_BYTES:
        raise SettingsError(f"file is larger than {MAX_FILE_BYTES // 1024} KiB")
    try:
        data = parse_json(text, SETTINGS_FILE)
    except StoreError as exc:
        raise SettingsError(str(exc)) from exc
    if not isinstance(data, dict):
        raise SettingsError("expected a JSON object")
    if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
        raise SettingsError(f"unknown format {data.get('format')!r}")
    return salvage(data)


def default_config_dir() -> Path:
    """``$TABLEE_CONFIG_DIR`` if set (tests, smoke runs), else the platform's user config dir."""
    return _user_dir("TABLEE_CONFIG_DIR", "user_config_dir")


def default_data_dir() -> Path:
    """``$TABLEE_DATA_DIR`` if set (tests, smoke runs), else the platform's user data dir
    (saved games live in its ``games`` folder)."""
    return _user_dir("TABLEE_DATA_DIR", "user_data_dir")


def default_export_dir() -> Path:
    """Where exported record files go: ``$TABLEE_EXPORT_DIR`` if set, else the player's
    documents folder (where people look for a file to share)."""
    return _user_dir("TABLEE_EXPORT_DIR", "user_documents_dir", app_folder=False)


def _user_dir(variable: str, kind: str, app_folder: bool = True) -> Path:
    override = os.environ.get(variable)
    if override:
        return Path(override)
    return Path(getattr(platform_dirs(sys.platform, app_folder), kind))


def platform_dirs(platform: str, app_folder: bool = True) -> PlatformDirsABC:
    """platformdirs' folders for ``platform`` (``sys.platform``'s value), so each platform's
    are tested anywhere. Windows and macOS give one folder for settings and games
    (``%LOCALAPPDATA%\\tablee``, ``~/Library/Application Support/tablee``); Linux two (XDG)."""
    # only the platform's own module: importing all three cost the start ~5 ms
    kind: Callable[..., PlatformDirsABC]
    if platform == "win32":
        from platformdirs.windows import Windows as kind
    elif platform == "darwin":
        from platformdirs.macos import MacOS as kind
    else:
        from platformdirs.unix import Unix as kind
    return kind("tablee" if app_folder else None, appauthor=False)


@dataclass(frozen=True)
class SettingsProblem:
    """What was wrong with the file, and where the old file went (None: it stayed put)."""

    reason: str
    kept_as: str | None


class SettingsStore:
    """Loads and saves :class:`Settings` in one JSON file; never raises on a bad file."""

    def __init__(self, directory: Path) -> None:
        self.files = JsonStore(directory, MAX_FILE_BYTES)
        self.path = directory / SETTINGS_FILE

    def load(self) -> tuple[Settings, SettingsProblem | None]:
        """The stored settings, and what was wrong with the file if anything was.

        A file with problems is kept aside and, when that worked, replaced by the
        settings that were kept, so the next start is quiet.
        """
        self.files.clean_stale_temps()
        try:
            settings, problems = _decode(self.files.read_bytes(SETTINGS_FILE))
        except FileNotFoundError:
            return Settings(), None
        except (StoreError, SettingsError) as exc:
            settings, problems = Settings(), [str(exc)]
        if not problems:
            return settings, None
        reason = "; ".join(problems)
        try:
            kept_as = self.files.put_aside(SETTINGS_FILE)
        except StoreError:
            return settings, SettingsProblem(reason, None)
        self.save(settings)
        return settings, SettingsProblem(reason, kept_as)

    def save(self, settings: Settings) -> str | None:
        """Write atomically; returns an error message instead of raising."""
        try:
            self.files.write_text(SETTINGS_FILE, settings.to_json())
        except StoreError as exc:
            return str(exc)
        return None
