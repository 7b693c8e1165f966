"""RÖK's review: contested pairs, who took them when, and the pairs a human missed by their
own pace (grab times are data in the record: changing them changes only the pace)."""

from __future__ import annotations

from game.core import GameRecord
from game.review.pairs import review_throws
from game.rok.bots import bot_game
from game.rok.components import pair_of


def bots_record(seed: int = 7) -> GameRecord:
    played: list[str] = []
    bot_game(["easy", "hard", "normal"], seed, played=played)
    return GameRecord("rok", 3, seed, {}, tuple(played))


def timed(record: GameRecord, seat: int, time: float) -> GameRecord:
    """The record with every grab of ``seat`` stamped ``time`` (nothing else changes)."""
    actions = []
    for text in record.actions:
        words = text.split()
        if words[0] == "grab" and int(words[1]) == seat and len(words) == 4:
            text = f"grab {seat} {words[2]} {time:.2f}"
        actions.append(text)
    return GameRecord(record.game, record.players, record.seed, record.options, tuple(actions))


def test_each_contested_pair_says_who_took_it_and_when() -> None:
    record = bots_record()
    found = review_throws(record, (0,))
    assert found["throws"]
    for throw in found["throws"]:
        ends = next((i for i in range(throw["index"], len(record.actions))
                     if not record.actions[i].startswith("grab")), len(record.actions))
        taken = [(int(w[1]), pair_of(w[2]), float(w[3]) if len(w) == 4 else None)
                 for w in (t.split() for t in record.actions[throw["index"]:ends])
                 if w[0] == "grab"]
        for entry in throw["pairs"]:
            first = next(((s, t) for s, p, t in taken if p == entry["pair"]), None)
            assert (entry["by"], entry["at"]) == (first if first else (None, None))


def test_a_pair_left_free_while_you_were_not_grabbing_clearly_longer_than_your_pace_is_missed(
) -> None:
    """Missed: another seat took it after it stayed free since your latest grab (or the
    rest) for clearly longer than your usual first grab (half as long again, half a second
    more at least)."""
    record = bots_record()
    quick = review_throws(timed(record, 0, 0.2), (0,))
    slow = review_throws(timed(record, 0, 30.0), (0,))
    assert dict(quick["median_first"])[0] == 0.2
    lost = []
    for t in quick["throws"]:
        for p in t["pairs"]:
            if p["by"] in (None, 0) or p["at"] is None:
                continue
            since = 0.2 if any(g < p["at"] for g in t["grabs"][0]) else 0.0
            if p["at"] - since > 0.7:  # max(1.5 × 0.2, 0.2 + 0.5)
                lost.append((t["no"], p["pair"], round(p["at"] - since, 3)))
    assert lost, "the game has pairs others took"
    assert [(m["no"], m["pair"], m["idle"]) for m in quick["missed"]] == lost
    assert all(m["by"] != 0 and m["idle"] > 0.7 for m in quick["missed"])
    assert slow["missed"] == []  # at its own (slow) pace, nothing stayed free long enough


def test_free_while_you_were_grabbing_or_barely_longer_than_your_pace_is_no_miss() -> None:
    """The false "missed" of before: a pair free 0.01 s longer than the median, or
    free while the seat was taking another pair, is not missed."""
    from game.review.pairs import _missed, clearly_longer

    assert not clearly_longer(1.01, 1.0) and not clearly_longer(1.49, 1.0)
    assert clearly_longer(1.51, 1.0) and not clearly_longer(0.6, 0.2)
    throw = {"no": 1, "index": 5, "grabs": [[1.0, 2.6], [3.0]],
             "pairs": [{"pair": "w3", "by": 1, "at": 3.0},  # free 3.0 s, but seat 0 was
                       {"pair": "b2", "by": 1, "at": 1.2},  # grabbing till 2.6: 0.4 idle
                       {"pair": "g4", "by": 1, "at": 5.0}]}  # 2.4 s idle: missed
    assert [m["pair"] for m in _missed([throw], 0, 1.0)] == ["g4"]


def test_pace_against_the_throws_size() -> None:
    found = review_throws(timed(bots_record(), 0, 1.5), (0,))
    ((seat, sizes),) = found["by_size"]
    assert seat == 0
    assert sum(count for _, count, _ in sizes) == len(found["throws"])
    assert all(median in (None, 1.5) for _, _, median in sizes)
