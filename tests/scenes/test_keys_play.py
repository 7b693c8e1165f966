"""Whole games played by keys only, from the menu to the end screen.

A player who cannot use a mouse opens a game from the menu, sets it up, plays it to its
end screen and never touches the pointer: Tab, the arrows, Enter, Space, F, Esc and RÖK's
buzzer and Done keys. At sampled positions every legal action the core lists must be
reachable by those keys (tests.scenes.keyplay.reachable walks every zone and pick-up).
"""

import random

import pygame

from game.rok.bots import wanted_by
from scenes.app.loop import App, AppOptions
from scenes.games.rok.moments import KEYS
from scenes.games.rok.pace import DONE_KEYS
from tests.scenes.conftest import FAST
from tests.scenes.keyplay import (
    ENTER,
    LEFT,
    RIGHT,
    choose_option,
    enter_on,
    focus_on,
    key_turn,
    press,
    reachable,
    ring_stop,
)


def keyed_app(tmp_path, seed):
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, seed=seed))
    for _ in range(3):
        app.frame(FAST)
    return app


def top_name(app):
    return type(app.stack.top).__name__


def play_by_keys(app, rng, extra=(), sample=(), check=None, limit=6000):
    """Play the table on top to its end screen by keys: lift each curtain and pass each
    hand-over with Enter, decide each human turn with :func:`key_turn`; before the
    decisions numbered in ``sample``, ``check(table)``. Returns the actions played by keys."""
    by_keys, decisions = [], 0
    for _ in range(limit):
        name = top_name(app)
        if name == "EndOverlay":
            return by_keys
        assert name in ("CurtainScene", "PookScene", "TotemScene"), name  # never paused
        if name == "CurtainScene":
            press(app, ENTER, frames=2)
            continue
        table = app.stack.top
        if table.hand_over.seat is not None:
            press(app, ENTER, frames=2)  # the mover passes the laptop
        elif table.my_turn and not table.board.moving:
            decisions += 1
            if decisions in sample:
                check(table)
            played = key_turn(app, table, rng, extra)
            if played:
                by_keys.append(played)
        else:
            app.frame(FAST)
    raise AssertionError("the game did not end")


def legal_reached(app, table, extra=()):
    """Every legal action now is the meaning of a stop the keys reach."""
    legal = set(table.legal)
    found = reachable(app, table, extra)
    assert legal <= found, sorted(legal - found)
    assert top_name(app) == type(table).__name__  # (no stray Esc paused the game)
    return legal


def test_pook_four_seats_with_powers_and_the_piggy_by_keys(tmp_path):
    app = keyed_app(tmp_path, seed=5)
    enter_on(app, "press #tile_pook")
    assert top_name(app) == "SetupScene"
    enter_on(app, "press #players_4")
    choose_option(app, "#kind_2", "human")  # two humans: curtains and hand-overs by keys
    choose_option(app, "#option_visible_banners", "True")
    enter_on(app, "press #start", frames=3)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    assert [seat.kind for seat in table.seats] == ["human", "bot", "human", "bot"]
    checked = []
    by_keys = play_by_keys(app, random.Random(1), (pygame.K_f,), sample={1, 4, 9},
                           check=lambda t: checked.append(legal_reached(app, t,
                                                                        (pygame.K_f,))))
    assert table.session.is_terminal()
    verbs = {text.split()[0] for text in by_keys}
    assert {"play", "swap", "power"} <= verbs, verbs  # cards, the Piggy, powers: by keys
    assert any(text.split()[2] == "B" for text in by_keys if text.startswith("play"))  # F
    assert len(checked) == 3 and all(checked)


def test_totem_from_the_menu_to_the_end_by_keys(tmp_path):
    app = keyed_app(tmp_path, seed=4)
    enter_on(app, "press #tile_totem")
    enter_on(app, "press #start", frames=3)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    checked = []
    by_keys = play_by_keys(app, random.Random(2), sample={2, 3, 5},
                           check=lambda t: checked.append(legal_reached(app, t)))
    assert table.session.is_terminal()
    verbs = {text.split()[0] for text in by_keys}
    assert {"setup", "attack"} <= verbs, verbs
    assert len(checked) == 3 and all(checked)


def test_the_focus_ring_follows_tab_and_arrows_and_esc_puts_down(tmp_path):
    app = keyed_app(tmp_path, seed=5)
    enter_on(app, "press #tile_pook")
    enter_on(app, "press #start", frames=3)
    table = app.stack.top  # (one human: no curtain)
    for _ in range(40):
        if table.my_turn and not table.board.moving:
            break
        app.frame(FAST)
    assert table.focus.shown  # the ring stays on from the setup screen's keys
    first = focus_on(app, lambda stop: stop.key.startswith("hand:"), "a hand card")
    press(app, RIGHT)
    second = ring_stop(table)
    assert second.key != first.key and second.key.startswith("hand:")
    press(app, LEFT)
    assert ring_stop(table).key == first.key
    press(app, ENTER)  # picked up: the ring is on its first legal cell
    assert table.selected == ("hand", first.key[5:])
    assert ring_stop(table).means.startswith("play ") and table.focus.zone == "targets"
    cells = {stop.means for zone in table.key_zones() for stop in zone.stops
             if zone.name == "targets"}
    assert cells == set(table.glow().values())  # only the legal targets of the held card
    press(app, pygame.K_ESCAPE)
    assert table.selected is None and ring_stop(table).key == first.key
    assert top_name(app) == "PookScene"
    press(app, pygame.K_ESCAPE)  # nothing held: Esc pauses, as before
    assert top_name(app) == "PauseOverlay"
    press(app, pygame.K_ESCAPE)  # the game again
    assert ring_stop(app.stack.top) is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.frame(FAST)
    assert ring_stop(app.stack.top) is None  # the mouse hides the ring


def keen_rok_turn(app, table, rng):
    """A keen hot-seat RÖK player by keys: each seat in turn grabs the rune it wants most
    (its buzzer key, the ring moved to the rune, Space); when nobody wants one, each says
    Done with its own key; throws, slides (aimed with the arrows) and orders by the ring."""
    state = table.session.state
    phase = table.view["phase"]
    if phase == "throw":
        enter_on(app, "throw", frames=2)
        return "throw"
    if phase == "slide":
        seat = table.view["current_player"]
        enter_on(app, f"aim {seat}")
        for _ in range(rng.randrange(3)):
            press(app, rng.choice((LEFT, RIGHT, pygame.K_UP, pygame.K_DOWN)))
        assert ring_stop(table).means == f"slide {seat}" and table.pull is not None
        press(app, ENTER, frames=2)
        return "slide"
    if phase == "order":
        legal = set(table.legal)
        enter_on(app, next(s.means for z in table.key_zones() for s in z.stops
                           if s.means in legal), frames=2)
        return "order"
    for seat in state.turn_order():
        wanted = wanted_by(state.view(seat), seat)
        if wanted:
            focus_on(app, lambda stop, rune=wanted[0]: stop.key == f"rune:{rune}", dt=0.02)
            if table.round.holder() != seat:
                press(app, getattr(pygame, f"K_{KEYS[seat]}"), dt=0.02)  # the buzzer
            assert ring_stop(table).means == f"grab {seat} {wanted[0]}"
            press(app, pygame.K_SPACE, frames=2)  # (Enter is Done, as its button says)
            return "grab"
    for seat in table.session.humans:
        if seat not in table.round.done:
            press(app, getattr(pygame, f"K_{DONE_KEYS[seat]}"))
    return "done"


def test_rok_hot_seat_throws_grabs_and_slides_by_keys(tmp_path):
    app = keyed_app(tmp_path, seed=32)  # keen play ends in a tie (R23): both slide
    enter_on(app, "press #tile_rok")
    choose_option(app, "#kind_1", "human")
    enter_on(app, "press #start", frames=3)
    table = next(s for s in app.stack.scenes if hasattr(s, "session"))
    rng, done, checked = random.Random(3), [], 0
    for _ in range(20_000):
        name = top_name(app)
        if name == "EndOverlay":
            break
        assert name in ("CurtainScene", "RokScene"), name
        if name == "CurtainScene":
            press(app, ENTER, frames=2)
        elif table.my_turn and not table.board.moving and table.key_zones()[0].stops:
            if table.view["phase"] in ("order", "throw") and checked < 3:
                checked += 1
                legal = {t for t in table.legal if not t.startswith("grab")}
                assert legal <= reachable(app, table), table.legal
            done.append(keen_rok_turn(app, table, rng))
        else:
            app.frame(FAST)
    actions = table.session.record.actions
    assert table.session.is_terminal()
    assert {a.split()[1] for a in actions if a.startswith("grab")} == {"0", "1"}
    assert {a.split()[1] for a in actions if a.startswith("slide")} == {"0", "1"}
    assert {"throw", "grab", "slide"} <= set(done) and checked == 3
    assert top_name(app) == "EndOverlay"
