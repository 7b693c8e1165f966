"""RÖK by keys as quick as by mouse: the ring goes pair by pair, so a pair is taken in at most
three presses from any table (an arrow, Space, Space; at a hot seat the buzzer key, Space,
Space); and the table's words follow the last input ("press" by keys, "click" by mouse)."""

import pygame
import pytest

from game.rok.components import pair_of, twin
from game.saves import BOT, HUMAN
from scenes.games.rok.moments import KEYS
from tests.scenes.keyplay import focus_on, ring_stop
from tests.scenes.test_rok_scene import frames_until, start

DT = 0.02  # a key press, then a frame: people press a key in well over 20 ms


def keypress(app, key, frames=1):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.frame(DT)


def thrown(app, kinds, want):
    """A table whose first throw has just come to rest with something ``want`` accepts
    (a seed found by trying), the ring hidden as a mouse player leaves it."""
    for seed in range(1, 80):
        table = start(app, kinds, seed)  # (RÖK hides nothing: no curtain)
        keypress(app, pygame.K_SPACE)
        frames_until(app, lambda table=table: table.grabbing or table.session.is_terminal()
                     or (table.my_turn and table.view["phase"] == "throw"))
        if table.grabbing and want(table):
            table.focus.shown = False
            return table
        app.stack.pop()
        app.stack.apply_pending()
    raise AssertionError("no seed gave such a throw")


def twins_up(table):
    up = table.face_up()
    own = table.view["balance"][table.viewer]
    return any(twin(r) in up for r in up) and not any(twin(r) == own for r in up)


def grabbed(table, seat):
    return [a.split()[2] for a in table.session.record.actions
            if a.startswith(f"grab {seat} ")]


@pytest.mark.parametrize("kinds", [(HUMAN, BOT), (HUMAN, HUMAN)], ids=["alone", "hot-seat"])
def test_a_pair_is_taken_in_three_presses(fast_app, kinds):
    table = thrown(fast_app, kinds, twins_up)
    first = KEYS[0] if kinds.count(HUMAN) > 1 else None  # a hot seat: the buzzer key
    keypress(fast_app, pygame.key.key_code(first) if first else pygame.K_DOWN)  # 1
    stop = ring_stop(table)
    assert stop is not None and stop.key.startswith("rune:")
    rune = stop.key[5:]
    assert twin(rune) in table.face_up()  # a pair lying face up comes first
    keypress(fast_app, pygame.K_SPACE, frames=2)  # 2
    assert ring_stop(table).key == f"rune:{twin(rune)}"  # the ring moved on to its twin
    keypress(fast_app, pygame.K_SPACE, frames=3)  # 3
    assert sorted(grabbed(table, 0)) == sorted([rune, twin(rune)])
    assert pair_of(rune) not in {pair_of(r) for r in table.face_up()}


def test_the_twin_of_your_balance_rune_comes_first(fast_app):
    def own_twin_up(table):
        return twin(table.view["balance"][0]) in table.face_up()

    table = thrown(fast_app, (HUMAN, BOT), own_twin_up)
    keypress(fast_app, pygame.K_DOWN)
    assert ring_stop(table).key == f"rune:{twin(table.view['balance'][0])}"
    keypress(fast_app, pygame.K_SPACE, frames=3)
    assert twin(table.view["balance"][0]) not in table.face_up()


def test_up_and_down_go_pair_to_pair_left_and_right_stone_to_stone(fast_app):
    table = thrown(fast_app, (HUMAN, BOT), lambda t: len(t.face_up()) >= 4)
    keypress(fast_app, pygame.K_DOWN)
    zone = table.focus.current_zone(table.key_zones())
    groups = [stop.group for stop in zone.stops]
    first = ring_stop(table)
    keypress(fast_app, pygame.K_DOWN)
    second = ring_stop(table)
    assert second.group != first.group or len(set(groups)) == 1
    assert groups.index(second.group) == [s.key for s in zone.stops].index(second.key)
    keypress(fast_app, pygame.K_UP)
    assert ring_stop(table).key == first.key
    keypress(fast_app, pygame.K_RIGHT)
    assert ring_stop(table).key == zone.stops[1].key


def test_the_words_follow_the_last_input(fast_app):
    table = thrown(fast_app, (HUMAN, BOT), lambda t: len(t.face_up()) > 3)
    fast_app.frame(DT)
    assert table.status_plate[0].startswith("Grab! Click")
    keypress(fast_app, pygame.K_DOWN)
    assert "Space" in table.status_plate[0] and "Click" not in table.status_plate[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 790), button=1))
    fast_app.frame(DT)
    assert "Click" in table.status_plate[0]


def test_enter_stays_done_while_the_ring_is_on_a_rune(fast_app):
    table = thrown(fast_app, (HUMAN, BOT), lambda t: bool(t.face_up()))
    keypress(fast_app, pygame.K_DOWN)
    assert ring_stop(table).key.startswith("rune:")
    keypress(fast_app, pygame.K_RETURN, frames=2)
    assert table.round.done == {0} and grabbed(table, 0) == []


def test_enter_is_done_while_grabbing_even_with_the_ring_on_a_button(fast_app):
    table = thrown(fast_app, (HUMAN, BOT), lambda t: bool(t.face_up()))
    focus_on(fast_app, lambda stop: stop.means == "press #rok_rules", "the Rules button",
             dt=DT)
    keypress(fast_app, pygame.K_RETURN, frames=2)
    assert fast_app.stack.top is table and table.round.done == {0}  # not the Rules
