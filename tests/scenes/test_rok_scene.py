"""The RÖK table played through injected events: throws, grabs, buzzers, the check, slides."""

import math
import random
import re

import pygame

from game.core import Event, Rng
from game.rok import from_json, new_game, random_action
from game.rok.bots import wanted_by
from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.rok import layout as geo
from scenes.games.rok.moments import KEYS, throw_table
from scenes.games.rok.scene import RokScene
from scenes.games.rok.tableau import Tableau
from scenes.kit.pieces.rok_words import describe
from tests.scenes.conftest import FAST
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_app import state_of


def start(app, kinds, seed=3):
    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else "random")
                  for i, kind in enumerate(kinds))
    app.stack.push(RokScene, GameSetup("rok", seats, seed))
    app.stack.apply_pending()
    return app.stack.top


def frames_until(app, condition, limit=600):
    for _ in range(limit):
        if condition():
            return
        app.frame(FAST)
    raise AssertionError("the condition never held")


def chooser(scene, rng):
    """Pick like a sensible player: wanted runes first, then done; slides and orders as offered."""
    def choose(options):
        view = scene.session.state.view(0)
        wanted = {}
        for option in options:
            verb, *args = option.split()
            if verb == "grab" and args[1] in wanted_by(view, int(args[0]))[:2]:
                wanted[option] = True
        if wanted and rng.random() < 0.9:
            return rng.choice(sorted(wanted))
        others = [o for o in options if not o.startswith("grab")]
        return rng.choice(others or options)
    return choose


def keen_text(scene, gestures):
    """What a keen player does now: for each seat in turn order, the rune it wants most
    (its Balance twin, its pair's twin, a theft, a pair); else Done; throws, slides and
    orders as offered. ``None``: wait (another seat holds the mouse)."""
    state = scene.session.state
    if state.phase != "grab":
        return sorted(gestures)[0]
    for seat in state.turn_order():
        wanted = wanted_by(state.view(seat), seat)
        if wanted:
            text = f"grab {seat} {wanted[0]}"
            return text if text in gestures else None
    return next((t for t in sorted(gestures) if t.startswith("done")), None)


def play_keenly(app, scene, frames=20_000):
    """Play the table to its end screen through gestures, as keen players would."""
    probe = Probe(app)
    for _ in range(frames):
        if type(app.stack.top).__name__ == "EndOverlay":
            return
        gestures = scene.gestures() if scene.my_turn and not scene.board.moving else {}
        text = keen_text(scene, gestures) if gestures else None
        if text is None:
            app.frame(FAST)
        else:
            run(app, probe.perform(gestures[text][0]))
    raise AssertionError("the game did not end")


def test_hot_seat_two_humans_play_a_whole_game_with_buzzers(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN), seed=32)  # keen play ends in a tie (R23)
    play_keenly(fast_app, scene)
    state = scene.session.state
    assert state.is_terminal()
    actions = scene.session.record.actions
    grabs = [a for a in actions if a.startswith("grab")]
    assert {a.split()[1] for a in grabs} == {"0", "1"}  # both humans grabbed, by key + click
    assert any("steals" in line for line in scene.log.texts)  # a Balance twin was grabbed
    slides = [a for a in actions if a.startswith("slide")]
    assert {a.split()[1] for a in slides} == {"0", "1"}  # the tie-break slides, by dragging
    assert sum(a.startswith("throw") for a in actions) >= 5
    end = fast_app.stack.top.payload
    assert end.title == f"{scene.name(state.winners()[0])} wins!"
    assert sorted(int(row[1]) for row in end.rows) == sorted(state.scores())
    fouls = (fast_app.ctx.tr("rok.end.touch"), fast_app.ctx.tr("rok.end.off"))
    assert end.headers[2:] == ("Tie-break slide", "Rating")  # (the two people's ratings)
    assert all(row[2].endswith("cm") or row[2] in fouls for row in end.rows)


def test_a_human_against_bots_grabs_with_plain_clicks(fast_app):
    scene = start(fast_app, (HUMAN, BOT, BOT), seed=8)
    probe = Probe(fast_app)
    run(fast_app, probe.play_table(chooser(scene, random.Random(1)), max_frames=20_000))
    assert scene.session.state.is_terminal()
    assert any(a.startswith("grab 0 ") for a in scene.session.record.actions)


def test_five_bots_play_a_whole_game(fast_app):
    scene = start(fast_app, (BOT,) * 5, seed=2)
    frames_until(fast_app, lambda: type(fast_app.stack.top).__name__ == "EndOverlay", 20_000)
    state = scene.session.state
    assert state.is_terminal() and state.winners()
    actions = scene.session.record.actions
    assert {a.split()[1] for a in actions if a.startswith("grab")} == {"0", "1", "2", "3", "4"}
    assert scene.log.texts[-1].endswith("runes!")


def test_throws_run_the_live_table_in_fixed_steps_whatever_the_frame_time(tmp_path):
    """The throw recorded is the pure simulation of the same seed, at 0.1 s or 1/60 s frames."""
    recorded = []
    for dt in (FAST, 1 / 60):
        app = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=dt))
        scene = start(app, (HUMAN, BOT), seed=6)
        lying = dict(scene.session.state.table)
        hands = [list(h) for h in scene.session.state.hands]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
        for _ in range(2000):
            app.frame(dt)
            if scene.session.record.actions:
                break
        recorded.append(scene.session.record.actions[0])
        table = throw_table(6, 1, hands, lying, 2)
        table.run()  # the pure run, in one go
        assert recorded[-1] == str(table.throw_outcome([r for h in hands for r in h]).to_action())
        app.close()
    assert recorded[0] == recorded[1]


def grab_ready(app, kinds, seed=3):
    """A table whose runes rest after the first throw, with a face-up rune to grab."""
    for attempt in range(20):
        scene = start(app, kinds, seed + attempt)
        run(app, Probe(app).key(pygame.K_SPACE))
        frames_until(app, lambda scene=scene: scene.my_turn or scene.session.is_terminal()
                     or (scene.view["phase"] != "grab" and scene.session.record.actions))
        if scene.grabbing and scene.face_up():
            return scene
        app.stack.pop()
        app.stack.apply_pending()
    raise AssertionError("no throw left a rune to grab")


def played_grabs(scene) -> dict[str, float | None]:
    """The record's grabs as ``grab SEAT RUNE`` with the time each was stamped with (R25)."""
    grabs = {}
    for text in scene.session.record.actions:
        words = text.split()
        if words[0] == "grab":
            grabs[" ".join(words[:3])] = float(words[3]) if len(words) > 3 else None
    return grabs


def rune_pos(scene, rune):
    x, y = scene.board.pieces[f"rune:{rune}"].centre
    return round(x), round(y)


def test_a_click_grabs_a_face_up_rune_into_the_tray_with_a_flight(fast_app):
    scene = grab_ready(fast_app, (HUMAN, HUMAN))
    rune = sorted(scene.face_up())[0]
    run(fast_app, Probe(fast_app).key(pygame.key.key_code(KEYS[1])))
    assert scene.round.holder() == 1
    pos = rune_pos(scene, rune)
    run(fast_app, Probe(fast_app).click_at(pos, settle=False))
    fast_app.frame(FAST)
    assert f"grab 1 {rune}" in played_grabs(scene) or rune in scene.view["hoards"][1]
    piece = scene.board.pieces[f"rune:{rune}"]
    assert math.dist(piece.end, pos) > 50  # it flies to seat 1's tray or hoard


def test_several_humans_need_their_buzzer_and_the_window_is_exclusive(fast_app):
    scene = grab_ready(fast_app, (HUMAN, HUMAN))
    rune = sorted(scene.face_up())[0]
    run(fast_app, Probe(fast_app).click_at(rune_pos(scene, rune)))
    assert not any(a.startswith("grab") for a in scene.session.record.actions)
    assert any("Press your key first" in n.text for n in fast_app.ctx.notices.items)
    run(fast_app, Probe(fast_app).key(pygame.key.key_code(KEYS[0])))
    assert scene.round.holder() == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(KEYS[1]), mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert scene.round.holder() == 0  # seat 1 waits for the window to close
    gestures = scene.gestures()
    grabs = {k: v for k, v in gestures.items() if k.startswith("grab")}
    assert grabs and all(k.split()[1] == "0" for k in grabs)  # only the holder's
    assert all(step[0] == "click" for steps in grabs.values() for step in steps)
    assert gestures["done 1"] == [("key", "2")]  # saying "done" needs no mouse: one's own key
    frames_until(fast_app, lambda: scene.round.holder() is None, 40)


def test_grab_races_go_to_the_earlier_claim(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    rune = sorted(scene.face_up())[0]
    from game.rok import GrabClaim

    frames_until(fast_app, lambda: scene.round.clock > 0.1)  # bots need > 0.5 s to grab
    early = scene.round.clock - 0.02
    scene.round.claims += [GrabClaim(scene.round.clock - 0.01, 1, rune),
                           GrabClaim(early, 0, rune)]
    fast_app.frame(FAST)
    grabs = played_grabs(scene)
    assert grabs[f"grab 0 {rune}"] == round(early, 2)  # the record keeps when it was read
    assert f"grab 1 {rune}" not in grabs


def test_face_down_and_balance_runes_are_refused_with_the_rule(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    before = scene.session.state.to_json()
    balance = scene.view["balance"][1]
    run(fast_app, Probe(fast_app).click_at(
        tuple(round(c) for c in scene.places.balance(1))))
    assert any(n.tag == "R09" and n.text.startswith("Only face-up runes")
               for n in fast_app.ctx.notices.items)
    assert balance not in " ".join(n.text for n in fast_app.ctx.notices.items)
    run(fast_app, Probe(fast_app).click_at(tuple(round(c) for c in geo.CENTRE)))
    assert scene.session.state.to_json() == before


def test_refusals_read_in_french(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    fast_app.ctx.change_settings(language="fr")
    try:
        scene.act(f"grab 0 {scene.view['balance'][1]}")
    finally:
        fast_app.ctx.change_settings(language="en")
    assert any(n.text.startswith("On ne prend que les runes visibles") and n.tag == "R09"
               for n in fast_app.ctx.notices.items)


def test_done_ends_grabbing_and_the_check_is_shown_step_by_step(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT), seed=11)
    run(fast_app, Probe(fast_app).key(pygame.K_RETURN))
    assert any(a == "done" for a in scene.session.record.actions) or scene.stepping
    captions = 0
    seen = None
    for _ in range(300):
        if not scene.stepping:
            break
        if scene.caption is not None and scene.caption is not seen:
            captions, seen = captions + 1, scene.caption
        fast_app.frame(FAST)
    assert captions >= 2  # R13's end, then at least R19/R20's steps, one at a time
    assert Tableau.from_view(scene.view) == scene.shown


def test_the_grab_countdown_times_out(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT), seed=11)
    scene.session.bots.clear()  # nobody grabs: only the time-out can end it
    frames_until(fast_app, lambda: "done" in scene.session.record.actions, 200)
    assert scene.round.clock >= 10.0


def slide_state(players):
    """A sampled game paused at a slide-off."""
    for seed in range(400):
        state, rng = new_game(players, seed), Rng(seed)
        while not state.is_terminal():
            if state.phase == "slide":
                return state
            state.play(random_action(state, rng))
    raise AssertionError("no slide-off found")


def test_a_human_slides_by_dragging_back_from_the_edge(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN, HUMAN))
    scene.session.match.state = from_json(slide_state(3).to_json())  # a position to test from
    scene.refresh(snap=True)
    scene.sync_buttons()
    seat = scene.view["current_player"]
    gestures = scene.gestures()
    assert list(gestures) == [f"slide {seat}"]
    run(fast_app, Probe(fast_app).perform(gestures[f"slide {seat}"][0]))
    assert scene.live is not None or scene.marks  # the stone is sliding (or has stopped)
    frames_until(fast_app, lambda: any(a.startswith("slide") for a in
                                       scene.session.record.actions), 200)
    text = next(a for a in scene.session.record.actions if a.startswith("slide"))
    _, slider, result = text.split()
    assert slider == str(seat)
    assert result in ("touch", "off") or 2.4 <= float(result) <= 10  # aimed near the Destiny rune


def test_a_short_pull_slides_nothing(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN, HUMAN))
    scene.session.match.state = from_json(slide_state(3).to_json())  # a position to test from
    scene.refresh(snap=True)
    seat = scene.view["current_player"]
    start_px = tuple(round(c) for c in scene.sliding.slide_start_px(seat))
    run(fast_app, Probe(fast_app).drag(start_px, (start_px[0] + 2, start_px[1] + 2)))
    assert scene.live is None and not scene.session.record.actions


def test_bots_slide_and_order_thefts_from_their_view(fast_app):
    scene = start(fast_app, (BOT, BOT, BOT))
    scene.session.match.state = from_json(slide_state(3).to_json())  # a position to test from
    scene.refresh(snap=True)
    frames_until(fast_app, lambda: scene.view["phase"] not in ("slide", "order")
                 and not scene.stepping, 600)
    actions = scene.session.record.actions
    assert any(a.startswith("slide") for a in actions)
    assert any(a.startswith("order") for a in actions) or scene.session.state.tie_winner is not None


def test_end_payload_lists_hoards_and_tie_break_slides(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    scene.session.state.phase = "over"
    scene.session.state.hoards = [["w1a", "w1b"], ["b2a", "b2b"]]
    scene.session.state.tie_winner = 1
    scene.session.state.tie_slides = {0: "touch", 1: 4.0}  # (kept by the core, R23)
    scene.refresh()
    payload = scene.end_payload()
    assert payload.title == "P2 wins!"
    assert payload.rows[0][0] == "P2" and payload.rows[0][2] == "4.00 cm"
    assert "Foul" in payload.rows[1][2]
    assert payload.winners == (0,)


def test_the_tableau_follows_every_event_to_the_next_view():
    """Showing events one by one ends exactly where the core's view is (R14–R20 animations)."""
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        state, rng = new_game(players, seed), Rng(seed)
        while not state.is_terminal():
            shown = Tableau.from_view(state.view(0))
            for event in state.play(random_action(state, rng)):
                shown.apply(event)
            shown.apply(Event("settle"))
            expected = Tableau.from_view(state.view(0))
            assert shown.table == expected.table and shown.trays == expected.trays
            assert shown.balance == expected.balance and shown.first == expected.first
            assert [sorted(h) for h in shown.hoards] == [sorted(h) for h in expected.hoards]
            assert sorted(shown.down) == sorted(expected.down)


def test_stones_never_show_a_face_down_rune_or_a_hand():
    state = new_game(3, 5)
    rng = Rng(5)
    while state.phase != "grab" or not any(not up for *_, up in state.table.values()):
        state.play(random_action(state, rng))
    spots = Tableau.from_view(state.view(0)).spots(geo.Geometry(3))
    faces = {spot.placement.face for spot in spots.values()}
    hidden = {r for r, (*_, up) in state.table.items() if not up}
    hidden |= {r for hand in state.hands for r in hand}
    assert hidden and not faces & hidden
    assert any(spot.placement.face is None for spot in spots.values())


def test_draw_changes_nothing(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    surface = pygame.Surface((1280, 800))
    scene.mouse = rune_pos(scene, sorted(scene.face_up())[0])  # the magnifier shows
    before, game = state_of(scene), scene.session.state.to_json()
    scene.draw(surface)
    assert state_of(scene) == before and scene.session.state.to_json() == game


def test_every_event_reads_as_words_in_both_languages(fast_app):
    events = []
    for players, seed in ((2, 2), (5, 3)):
        state, rng = new_game(players, seed), Rng(seed)
        while not state.is_terminal():
            events += state.play(random_action(state, rng))
    kinds = {e.kind for e in events}
    assert {"theft", "false_pair", "split_pair", "balance_replaced", "winner"} <= kinds
    for language in ("en", "fr"):
        fast_app.ctx.tr.set_language(language)
        for event in events:
            line = describe(event, fast_app.ctx.tr, ["A", "B", "C", "D", "E"])
            assert line is None or not re.search(r"\b(tablee|rok)\.\w", line), (event, line)
    fast_app.ctx.tr.set_language("en")


def test_the_rules_open_from_the_table_and_come_back(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    run(fast_app, Probe(fast_app).click("#rok_rules"))
    Probe(fast_app).expect_top("RulesScene")
    run(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    assert fast_app.stack.top is scene


def test_after_a_pause_the_throw_button_throws_and_the_hidden_done_stays_hidden(fast_app):
    """Resuming showed every widget of the table again, so the hidden Done button (same
    place) lay over Throw and took its clicks: the first throw could never be made."""
    scene = start(fast_app, (HUMAN, BOT))
    probe = Probe(fast_app)
    frames_until(fast_app, lambda: scene.my_turn and not scene.board.moving)
    assert scene.buttons["throw"].visible and not scene.buttons["done"].visible
    run(fast_app, probe.key(pygame.K_ESCAPE))
    probe.expect_top("PauseOverlay")
    run(fast_app, probe.click("#pause_resume"))
    assert scene.buttons["throw"].visible and not scene.buttons["done"].visible
    run(fast_app, probe.key(pygame.K_ESCAPE))  # again, with the language switched meanwhile
    fast_app.ctx.change_settings(language="fr")  # the table is rebuilt while covered
    run(fast_app, probe.click("#pause_resume"))
    assert scene.buttons["throw"].visible and not scene.buttons["done"].visible
    run(fast_app, probe.perform(scene.gestures()["throw"][0]))
    frames_until(fast_app, lambda: bool(scene.session.record.actions))
    assert scene.session.record.actions[0].startswith("throw ")
