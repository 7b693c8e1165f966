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


def test_a_pair_left_longer_than_your_median_then_taken_by_another_is_missed() -> None:
    record = bots_record()
    quick = review_throws(timed(record, 0, 0.2), (0,))
    slow = review_throws(timed(record, 0, 30.0), (0,))
    assert dict(quick["median_first"])[0] == 0.2
    lost = [(t["no"], p["pair"]) for t in quick["throws"] for p in t["pairs"]
            if p["by"] not in (None, 0) and p["at"] is not None and p["at"] > 0.2]
    assert lost, "the game has pairs others took"
    assert [(m["no"], m["pair"]) for m in quick["missed"]] == lost
    assert all(m["by"] != 0 and m["free"] > 0.2 for m in quick["missed"])
    assert slow["missed"] == []  # at its own (slow) pace, nothing stayed free long enough


def test_pace_against_the_throws_size() -> None:
    found = review_throws(timed(bots_record(), 0, 1.5), (0,))
    ((seat, sizes),) = found["by_size"]
    assert seat == 0
    assert sum(count for _, count, _ in sizes) == len(found["throws"])
    assert all(median in (None, 1.5) for _, _, median in sizes)
