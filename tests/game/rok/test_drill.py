"""RÖK drills: each table holds exactly what its drill asks for (one pair; or the Balance
rune's twin once, and no other pair to find), runes apart on the cloth; the model answers
them as at the table; the sessions are kept, a damaged file or entry let go."""

from __future__ import annotations

import json
import math
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import Rng
from game.rok.components import PLAY_RADIUS, pair_of, twin
from game.rok.drill import (
    APART,
    INSIDE,
    KINDS,
    LOG_FILE,
    DrillLog,
    Session,
    make_drill,
    model_times,
    percentiles,
)


@given(kind=st.sampled_from(KINDS), size=st.integers(4, 16), seed=st.integers(0, 2**32))
def test_a_drill_holds_exactly_what_it_asks_for(kind, size, seed):
    drill = make_drill(kind, size, Rng(seed))
    runes = [r for r, _, _ in drill.runes]
    assert len(runes) == size == len(set(runes))
    pairs = [p for p, n in Counter(pair_of(r) for r in runes).items() if n == 2]
    if kind == "pair":
        assert len(pairs) == 1 and drill.answer == {r for r in runes if pair_of(r) == pairs[0]}
    else:
        mine, other = drill.balance
        assert pairs == [] and drill.answer == {twin(mine)} and twin(mine) in runes
        assert pair_of(other) not in {pair_of(r) for r in runes}
    spots = [(x, y) for _, x, y in drill.runes]
    assert all(math.hypot(*s) <= INSIDE < PLAY_RADIUS for s in spots)
    assert all(math.dist(a, b) >= APART for k, a in enumerate(spots) for b in spots[k + 1:])


def test_other_kinds_and_sizes_are_refused():
    for kind, size in (("pair", 3), ("twin", 17), ("triple", 8)):
        with pytest.raises(ValueError):
            make_drill(kind, size, Rng(1))


def test_the_model_finds_the_pair_more_slowly_among_more_runes():
    few, many = percentiles(model_times("pair", 4, tables=80)), percentiles(
        model_times("pair", 16, tables=80))
    assert few[0] <= few[1] <= few[2] and many[1] > few[1]
    assert model_times("twin", 8, tables=20) == model_times("twin", 8, tables=20)


def test_sessions_are_kept_and_a_damaged_log_or_entry_is_let_go(tmp_path):
    log = DrillLog(tmp_path)
    assert log.sessions() == []
    first = Session("2026-11-29T10:00:00Z", "pair", 8, (1.5, 2.25), 1)
    log.add(first)
    log.add(Session("2026-11-29T11:00:00Z", "twin", 8, (1.0,)))
    assert log.sessions()[0] == first and log.earlier("pair", 8) == [first]
    assert first.median == pytest.approx(1.875)
    data = json.loads((tmp_path / LOG_FILE).read_text())
    data["sessions"].append({"when": "x", "kind": "pair", "size": 8, "times": [-1.0]})
    data["sessions"].append({"kind": "pair"})
    (tmp_path / LOG_FILE).write_text(json.dumps(data))
    assert len(log.sessions()) == 2
    (tmp_path / LOG_FILE).write_text("{not json")
    assert log.sessions() == []


def test_a_session_keeps_whose_times_and_each_tables_seed_and_deals_them_again(tmp_path):
    log = DrillLog(tmp_path)
    seeds = (11, 2**32 - 1)
    kept = Session("2026-11-29T10:00:00Z", "twin", 12, (2.5, 3.0), 0, "Léa", seeds)
    log.add(kept)
    log.add(Session("2026-11-29T10:05:00Z", "twin", 12, (1.0,), 0, "Tom", (4,)))
    assert log.sessions()[0] == kept
    assert log.earlier("twin", 12, "Léa") == [kept] and log.earlier("twin", 12) == []
    tables = kept.tables()
    assert [(t[1], t[2]) for t in tables] == [(11, 2.5), (2**32 - 1, 3.0)]
    assert tables[0][0] == make_drill("twin", 12, Rng(11))
    assert Session("2026-11-29T10:00:00Z", "pair", 4, (1.0,)).tables() == []  # kept unseeded
    data = json.loads((tmp_path / LOG_FILE).read_text())
    for bad in ({"seeds": [1]}, {"seeds": [-1, 2]}, {"seeds": [1.5, 2]}, {"who": 7},
                {"size": 17}):
        data["sessions"].append({**kept.to_dict(), **bad})
    (tmp_path / LOG_FILE).write_text(json.dumps(data))
    assert len(log.sessions()) == 2
