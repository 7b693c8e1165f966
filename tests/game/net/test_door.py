"""The door against guessing, as plain calls with a simulated clock: rotating addresses get
no more wrong codes compared than the table's budget, and a friend who mistyped once still
gets in. The bound on the friend's wait: at his first right code, whenever he comes, against
a flood from other networks than his own that fit in the door's book and have used their free
tries — a flood from one or two networks at once, one spread over 300 networks from
300 × 3 / 30 = 30 minutes on (before that, its new addresses compete with him)."""

from __future__ import annotations

from game.net.door import BUSY, FREE_TRIES, RESERVE, TABLE_BUDGET, WRONG_CODE, Door

CODE = "K3Y9PACD"
SPREAD = [f"10.{i // 256}.{i % 256}.7" for i in range(300)]  # 300 networks (/24), worst case
CLOSE = [f"10.9.{i // 256}.{i % 256}" for i in range(300)]  # 300 addresses of 2 networks
KNOCKS = 20.0  # a second, each address in turn (the budget is half a code a second)


def flood(door: Door, addresses: list[str], start: float, seconds: float) -> float:
    """Wrong codes from ``addresses`` in turn for ``seconds``; returns the time it ended."""
    count = int(seconds * KNOCKS)
    for i in range(count):
        door.admit(addresses[i % len(addresses)], "WRONG9AB", start + i / KNOCKS)
    return start + count / KNOCKS


def friend(door: Door, addresses: list[str], now: float, every: float = 2.0,
           limit: float = 600.0) -> float | None:
    """A friend mistypes once, then types the right code every ``every`` seconds (as the
    Join screen tells him) while the flood goes on; how long until he was let in."""
    assert door.admit("192.168.7.7", CODE[:-1] + "X", now) == WRONG_CODE  # (compared)
    start = now
    while now - start < limit:
        now = flood(door, addresses, now, every)
        if door.admit("192.168.7.7", CODE, now) is None:
            return now - start
    return None


def test_three_hundred_rotating_addresses_get_no_more_than_the_tables_budget():
    hour = 3600.0
    door = Door(CODE)
    flood(door, SPREAD, 0.0, hour)
    assert door.compared <= TABLE_BUDGET * 60 + TABLE_BUDGET  # a minute's worth, and its burst
    assert door.compared >= TABLE_BUDGET * 55  # (it does compare, at the budget's pace)
    control = Door(CODE, budget=None, kept=256)  # the per-address book alone forgets them
    flood(control, SPREAD, 0.0, hour / 6)
    assert control.compared == int(hour / 6 * KNOCKS)


def test_fresh_addresses_without_end_get_no_more_than_the_budget_either():
    door = Door(CODE)
    for i in range(int(600 * KNOCKS)):  # ten minutes, never the same address twice
        door.admit(f"2001:db8:{i % 9000:x}::{i:x}", "WRONG9AB", i / KNOCKS)
    assert door.compared <= TABLE_BUDGET * 10 + TABLE_BUDGET


def held(door: Door, now: float) -> bool:
    """Whether the door compared no more than the budget allows by ``now``."""
    return door.compared <= TABLE_BUDGET * (1 + now / 60)


def test_a_friend_gets_in_at_his_first_right_code_during_a_flood_from_another_network():
    door = Door(CODE)
    now = flood(door, CLOSE, 0.0, 60.0)  # a minute in: the budget's burst is long spent
    assert friend(door, CLOSE, now) == 2.0 and held(door, now + 2.0)
    door = Door(CODE)
    now = flood(door, CLOSE, 0.0, 1800.0)
    assert friend(door, CLOSE, now) == 2.0 and held(door, now + 2.0)


def test_a_friend_gets_in_at_his_first_right_code_once_a_spread_flood_used_its_free_tries():
    door = Door(CODE)
    now = flood(door, SPREAD, 0.0, 1800.0)
    assert not any(door.newcomer(a) for a in SPREAD)  # all past their free tries
    assert door.table is not None and door.table.level(now) >= RESERVE  # what is kept
    assert friend(door, SPREAD, now) == 2.0 and held(door, now + 2.0)


def test_a_code_the_budget_cannot_pay_for_is_refused_unread_and_counts_for_nothing():
    door = Door(CODE, budget=4)
    for i in range(4):
        assert door.admit(f"10.0.{i}.1", "WRONG9AB", 0.0) == WRONG_CODE
    refused = door.admit("10.0.9.1", CODE, 0.0)  # the right code, but nothing left to pay
    assert refused == f"{BUSY}: try again in 15 s" and "10.0.9.1" not in door.tries
    assert door.compared == 4
    assert door.admit("10.0.9.1", CODE, 15.0) is None  # a token back (4 a minute)


def test_an_address_past_its_free_tries_leaves_the_reserve_to_newcomers():
    door = Door(CODE)
    for i in range(FREE_TRIES + 1):
        door.admit("10.0.0.1", "WRONG9AB", 100.0 * i)  # (its own waits long past)
    assert not door.newcomer("10.0.0.1")
    assert door.table is not None
    door.table.tokens, door.table.last = RESERVE + 0.5, 1000.0
    assert door.admit("10.0.0.1", "WRONG9AB", 1000.0).startswith(BUSY)
    assert door.admit("10.0.5.5", CODE, 1000.0) is None  # a newcomer still gets in


def test_new_codes_open_and_the_old_ones_no_longer_do():
    door = Door("K3Y9PA", "W4TCH9")
    door.recode("K3Y9PACD", "W4TCH9AB")
    assert door.admit("10.0.0.1", "K3Y9PA", 0.0) == WRONG_CODE
    assert door.admit("10.0.0.1", "W4TCH9", 0.0, watching=True) == WRONG_CODE
    assert door.admit("10.0.0.1", "k3y9 pacd", 0.0) is None
    assert door.admit("10.0.0.2", "W4TCH9AB", 0.0, watching=True) is None
