"""Sound's rules that need no speaker: loaded after the first frame, made seeded,
the volumes and the mute key, the turn's chime, the clatter's choices. What the mixer really
plays is measured in test_sound_capture.py; the files against the synthesiser in
test_sound_files.py."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.rok.table import Contact, Table
from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.games.rok.clatter import BURST, IMPULSE_FLOOR, Clatter, gain_for
from scenes.games.totem.scene import TotemScene
from scenes.kit.audio import Audio
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from scenes.table.turn_bell import TurnBell
from tests.scenes.conftest import run_fast, run_frames, start_table
from tools import synth


class Heard:
    """Stand-in for Audio that writes down what it is asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.loops: list[float] = []
        self.hushed = 0

    def play(self, name: str, gain: float = 1.0, pan: float = 0.0) -> bool:
        self.played.append(name)
        return True

    def loop(self, name: str, gain: float, pan: float = 0.0) -> None:
        self.loops.append(gain)

    def hush(self, fade_ms: int = 120) -> None:
        self.hushed += 1


def listening(app, monkeypatch) -> list[str]:
    """Every sound name the app asks for from now on."""
    asked: list[str] = []
    real = app.ctx.audio.play

    def play(name, gain=1.0, pan=0.0):
        asked.append(name)
        return real(name, gain, pan)

    monkeypatch.setattr(app.ctx.audio, "play", play)
    return asked


# --- made in code, seeded (tools/synth.py: the files the app loads) -----------------------------

def test_the_same_seed_makes_the_same_bytes_and_another_seed_other_ones():
    first, again, other = synth.build(5), synth.build(5), synth.build(6)
    assert first == again
    assert all(first[name] != other[name] for name in first)


def test_every_sound_stays_under_0_9_of_full_scale_and_variants_differ():
    made = synth.build()
    for name, data in made.items():
        pcm = np.frombuffer(data, "<i2")
        assert 0 < np.abs(pcm).max() <= 0.9 * 32767, name
    for family, count in synth.VARIANTS.items():
        assert len({made[f"{family}_{i}"] for i in range(count)}) == count


# --- loaded after the first frame --------------------------------------------------------------

def test_sound_is_loaded_after_the_first_frame_on_its_own_thread(app):
    app.frame(1 / 60)
    assert app.ctx.audio.state == "idle"  # the first frame made nothing
    app.frame(1 / 60)
    assert app.ctx.audio.state in ("preparing", "ready")
    assert app.ctx.audio.wait() and app.ctx.audio.prepare_ms > 0
    assert app.ctx.audio.loaded == sorted(synth.names())  # every file, each variant


def test_a_machine_without_audio_stays_silent_and_says_nothing(app, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    run_frames(app, range(3))
    assert not app.ctx.audio.wait()
    assert app.ctx.audio.state == "absent" and "audio device" in app.ctx.audio.failure
    assert app.ctx.audio.play("click") is False
    app.frame(1 / 60)
    assert not app.ctx.notices.items


# --- volumes and mute ----------------------------------------------------------------------------

def test_each_volume_is_its_own_groups_and_mute_silences_both():
    audio = Audio(effects=40, interface=80)
    assert (audio.level("clack_stone"), audio.level("refuse")) == (0.4, 0.8)
    audio.set_volumes(40, 80, muted=True)
    assert audio.level("clack_stone") == audio.level("refuse") == 0.0


def test_m_mutes_says_so_and_marks_the_screen_then_m_again_brings_sound_back(app):
    run_frames(app, range(2))
    assert app.ctx.audio.wait()
    run_frames(app, Probe(app).key(pygame.K_m))
    assert app.ctx.settings.muted and app.ctx.audio.muted
    assert any("Sound off" in notice.text for notice in app.ctx.notices.items)
    assert app.ctx.audio.play("refuse") is False
    canvas = app.screen.canvas
    shown = app.mute_mark.draw(canvas.copy(), "Sound off · M", app.ctx.assets, app.ctx.palette)
    assert shown.right <= canvas.get_width() and shown.top >= 0
    run_frames(app, Probe(app).key(pygame.K_m))
    assert not app.ctx.settings.muted and app.ctx.audio.play("refuse") is True


def test_typing_m_in_a_name_does_not_mute(app):
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    probe = Probe(app)
    run_frames(app, probe.click("#name_0"))
    run_frames(app, probe.key(pygame.K_m))
    assert not app.ctx.settings.muted


def test_the_settings_screen_sets_each_volume_apart(bilingual_app):
    app = bilingual_app
    app.stack.push(SettingsScene)
    app.stack.apply_pending()
    app.frame(1 / 60)
    scene = app.stack.top
    probe = Probe(app)
    effects, interface = probe.find("#effects_volume"), probe.find("#interface_volume")
    assert effects.get_current_value() == interface.get_current_value() == 70
    scene.set_volume("effects_volume", 30)
    assert (app.ctx.settings.effects_volume, app.ctx.settings.interface_volume) == (30, 70)
    assert (app.ctx.audio.effects, app.ctx.audio.interface) == (30, 70)
    assert scene.volume_labels["effects_volume"].text == "30 %"
    labels = {e.text for e in probe.elements() if hasattr(e, "text")}
    words = {"en": ("Table sounds", "Interface sounds"),
             "fr": ("Sons de la table", "Sons de l’interface")}[app.ctx.tr.language]
    assert set(words) <= labels


# --- the turn's chime ----------------------------------------------------------------------------

def test_the_bell_rings_when_the_turn_passes_to_a_human_once_shown():
    bell = TurnBell()
    assert not bell.hear(0, True, True)  # the game's start: no chime
    assert not bell.hear(0, True, True)  # the same player goes on
    assert not bell.hear(1, False, False)  # a bot's turn
    assert not bell.hear(0, True, False)  # back to the human, not shown yet ...
    assert bell.hear(0, True, True)  # ... now
    assert not bell.hear(0, True, True)  # once


def test_a_human_hears_their_turn_after_the_bot_s(fast_app, monkeypatch):
    asked = listening(fast_app, monkeypatch)
    fast_app.ctx.change_settings(bot_speed="fast")
    table = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    probe = Probe(fast_app)
    assert table.my_turn and "your_turn" not in asked  # the game's start: no chime
    human = table.viewer
    for _ in range(3):  # the human's turn (one action or more), the bot's, the human's again
        while table.session.current_player == human:
            assert table.act(table.legal[0])
            run_fast(fast_app, probe.until(
                lambda: table.my_turn or table.session.current_player != human, "a turn", 900))
        run_fast(fast_app, probe.until(lambda: table.my_turn, "the bot's turn", 900))
        run_fast(fast_app, probe.wait(2))
        assert asked.count("your_turn") == 1
        asked.clear()


def test_cards_are_heard_picked_up_and_put_down(fast_app, monkeypatch):
    asked = listening(fast_app, monkeypatch)
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT), seed=3)
    assert asked == ["shuffle"]  # the deck, as the cards are dealt
    run_fast(fast_app, Probe(fast_app).wait(4))
    gesture = next(g for t, g in table.gestures().items() if t.startswith("play")
                         and g[0][0] == "drag")
    for step in gesture:
        run_fast(fast_app, Probe(fast_app).perform(step))
    assert "card_pick" in asked and "card_place" in asked


# --- RÖK's clatter -------------------------------------------------------------------------------

class Contacts:
    def __init__(self, frames: list[list[Contact]], sliding=()) -> None:
        self.frames, self.slides = frames, list(sliding)

    def take_contacts(self) -> list[Contact]:
        return self.frames.pop(0) if self.frames else []

    def sliding(self):
        return self.slides


def test_R08_harder_knocks_are_louder_and_grazes_silent():
    assert gain_for(IMPULSE_FLOOR * 0.9) == 0.0
    gains = [gain_for(i) for i in (2.0, 5.0, 12.0, 30.0, 60.0)]
    assert gains == sorted(gains) and len(set(gains)) == 5


def test_R08_a_heap_of_stones_does_not_roar():
    """Dozens of contacts in a few frames: only the loudest few of each frame, and no more
    than a burst's worth before the rate refills."""
    heap = [[Contact(10.0 + i, 0.0, 0.0, "stone") for i in range(20)] for _ in range(4)]
    clatter = Clatter(Heard())
    for _ in range(4):
        clatter.hear(Contacts(heap), 0.0)
    assert len(clatter.played) == BURST
    assert clatter.played[0][1] == max(g for _, g, _ in clatter.played)  # the loudest first


def test_R08_a_resting_table_is_silent_and_a_slide_scrapes_while_it_moves():
    lying = {"w1a": (0.0, 8.0, True), "w1b": (2.8, 8.0, True), "b1a": (-9.0, -3.0, True)}
    table = Table(lying, seed=1, listen=True)
    for _ in range(120):
        table.step(1 / 60)
    assert table.take_contacts() == [] and table.sliding() == []
    audio = Heard()
    slide, clatter = Table(None, rim=False, listen=True), Clatter(audio)
    slide.push("slide", (0.0, -30.0), (0.0, 60.0))
    while not slide.at_rest():
        slide.step(1 / 60)
        clatter.hear(slide, 1 / 60)
    assert audio.loops and audio.loops[0] > audio.loops[-1] > 0  # fading as it slows
    assert audio.hushed  # and gone once it stopped


@pytest.mark.parametrize("seed", [1, 2])
def test_R08_a_throw_heard_lands_where_an_unheard_one_does(seed):
    """Listening reads pymunk's results and changes none (golden games and seeds hold)."""
    from scenes.games.rok.moments import throw_table

    hands = [["w1a", "w1b", "w2a"], ["b1a", "b1b", "b2a"], ["g1a", "g2a"], ["r1a", "r1b"],
             ["y1a", "y2a"]]
    lying = {"w4a": (1.0, 5.0, True), "g4a": (3.0, -8.0, False)}
    outcomes, heard = [], []
    for listen in (False, True):
        table = throw_table(seed, 1, hands, lying, 5, listen=listen)
        while not table.at_rest() and table.time < 20:
            table.step(1 / 60)
            heard += table.take_contacts()
        outcomes.append((table.throw_outcome([r for h in hands for r in h]), table.steps))
    assert outcomes[0] == outcomes[1]
    assert {c.kind for c in heard} >= {"stone", "cloth"} and all(c.impulse > 0 for c in heard)
