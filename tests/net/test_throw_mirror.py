"""RÖK over loopback: every laptop receives each throw's and slide's inputs as it is made and
its own table ends where the host's came to rest (game/net/gestures.py, R08, R24)."""

from __future__ import annotations

import json

from tools.lan_play import whole_game
from tools.lan_throws import mirror_errors


def test_a_laptop_s_own_table_ends_where_the_host_s_came_to_rest() -> None:
    result = whole_game("rok", 3, 41, relay=False, limit=60)
    assert result.finished
    for bot in result.bots:
        gestures = [json.loads(t) for t in bot.received if '"t": "gesture"' in t]
        assert "throw" in {g["kind"] for g in gestures}  # (a slide only on a tie, R17)
        errors = mirror_errors(result.host.record, gestures)
        throws = sum(a.startswith("throw") for a in result.host.record.actions)
        slides = sum(a.startswith("slide") for a in result.host.record.actions)
        assert errors.gestures == throws + slides  # (R08: every throw; R24: every slide)
        assert errors.worst_mm <= 0.5 and errors.faces_unlike == 0
        for gesture in gestures:  # no rune in a hand or face down is named (R07, R02)
            if gesture["kind"] == "throw":
                hidden = [label for label, *_ in gesture["lying"] if not _[2]]
                assert all(label.startswith("?") for label in hidden)


def test_the_measure_sees_a_throw_run_otherwise() -> None:
    """Not blind: the same gestures thrown harder end elsewhere."""
    result = whole_game("rok", 2, 42, relay=False, limit=60)
    gestures = [json.loads(t) for t in result.bots[0].received if '"t": "gesture"' in t]
    harder = [{**g, "strength": g["strength"] * 1.2} if g["kind"] == "throw" else g
              for g in gestures]
    assert mirror_errors(result.host.record, harder).worst_mm > 0.5
