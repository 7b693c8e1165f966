"""A game's date as a player reads it."""

from __future__ import annotations

from datetime import UTC, datetime


def day(stamp: str) -> str:
    """A game's date in the player's own time zone (2026-11-28)."""
    moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d")
