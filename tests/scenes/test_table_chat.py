"""A word at a table across laptops, on the screens: **Say…** where Take back would be, a
reaction sent in one click, a line with Enter; what is said shows in the log and for a few
seconds by its seat's name; a seat muted here is neither; the host's screen says and hears
too. Whole in both languages at larger text."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from game.net.from_host import HostReader
from game.net.messages import encode
from scenes.games.totem.scene import TotemScene
from scenes.kit.regions import problems
from scenes.table.chat import BUBBLE_S
from scenes.table.chat_overlay import ChatOverlay
from tests.scenes.conftest import FAST
from tests.scenes.test_away import Hosted
from tests.scenes.test_layout import cut_buttons
from tests.scenes.test_own_seat import joined


def press(scene, key: str) -> None:
    button = next(b for b in scene._actions if b.get_object_ids()[-1] == key)
    scene._actions[button]()


def said(seat, name, react=None, text=None, n=1):
    return {"t": "said", "n": n, "seat": seat, "name": name, "react": react, "text": text}


def hear(app, table, message):
    inbox = table.session.link.inbox
    if inbox.reader.game is None:
        inbox.reader = HostReader("totem", 2)  # (the laptop's reader: the welcome's table)
    inbox.put((message, 0.0))
    app.frame(FAST)


def test_a_laptop_says_a_reaction_and_a_line(sized_app):
    app = sized_app
    table = joined(app, TotemScene, "totem", 2, 1)
    press(table, "#say")
    app.stack.apply_pending()
    overlay = app.stack.top
    assert isinstance(overlay, ChatOverlay)
    app.frame(FAST)
    assert not problems(overlay.regions(), tuple(app.ctx.canvas)) and cut_buttons(app) == []
    labels = [b.text for b in overlay._actions if b.get_object_ids()[-1].startswith("#mute")]
    assert labels and not any("…" in label for label in labels)  # (whole, not shortened)
    press(overlay, "#react_well_played")
    app.stack.apply_pending()
    assert app.stack.top is table
    assert table.session.link.sent[-1] == {"t": "say", "react": "well_played"}
    press(table, "#say")
    app.stack.apply_pending()
    overlay = app.stack.top
    overlay.type_line("à toi !")
    overlay.handle_input(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_FINISHED, {}))  # Enter
    app.stack.apply_pending()
    assert table.session.link.sent[-1] == {"t": "say", "text": "à toi !"}


def test_what_is_said_shows_in_the_log_and_by_the_seat_then_goes(fast_app):
    app = fast_app
    table = joined(app, TotemScene, "totem", 2, 1)
    clock = [0.0]
    table.net.clock = lambda: clock[0]
    table.net.ticked = 0.0
    hear(app, table, said(0, "Ana", react="good_luck"))
    tr = app.ctx.tr
    line = tr("net.chat.line", name="Ana", words=tr("net.chat.react.good_luck"))
    assert line in table.log.texts
    chat = table.net.chat
    assert [b.seat for b in chat.bubbles.values()] == [0] and not table.still()
    name = {r.name: r.box for r in table.drawn.regions()}["name:0"]
    bubble = chat.pictures[0][1]
    assert bubble.bottom <= name[1] or bubble.top >= name[1] + name[3]  # by it, not over it
    clock[0] = BUBBLE_S - 0.5
    app.frame(FAST)
    assert chat.bubbles  # (still there)
    clock[0] = BUBBLE_S + 0.1
    app.frame(FAST)
    assert chat.bubbles == {} and chat.pictures == []
    chat.mute(0, True)
    hear(app, table, said(0, "Ana", text="muted?", n=2))
    assert not any("muted?" in text for text in table.log.texts) and chat.bubbles == {}


def test_the_hosts_screen_says_and_hears(fast_app):
    hosted = Hosted(fast_app)
    table = hosted.table
    reader = HostReader("totem", 2)
    press(table, "#say")
    fast_app.stack.apply_pending()
    press(fast_app.stack.top, "#react_thanks")
    fast_app.stack.apply_pending()
    hosted.frames(0.1)
    tr = fast_app.ctx.tr
    assert tr("net.chat.line", name="Ana", words=tr("net.chat.react.thanks")) in table.log.texts
    outs = hosted.host.receive(1, encode({"t": "say", "text": "merci"}), hosted.now)
    hosted.runner.send(outs)
    hosted.frames(0.1)
    assert tr("net.chat.line", name="Bo", words="merci") in table.log.texts
    assert [conn for conn, _ in outs] == [-1, 1]  # this screen, and Bo's laptop
    assert reader.read(json.dumps(outs[1][1]))["text"] == "merci"


def test_more_said_between_two_frames_than_a_laptop_keeps_shows_the_latest(fast_app):
    app = fast_app
    table = joined(app, TotemScene, "totem", 2, 1)
    inbox = table.session.link.inbox
    inbox.reader = HostReader("totem", 2)
    for n in range(1, 41):  # (a flood the host would not let through: the laptop copes)
        inbox.put((said(0, "Ana", text=f"line {n}", n=n), 0.0))
    app.frame(FAST)
    lines = [text for text in table.log.texts if "line " in text]
    assert len(lines) == 32 and lines[-1].endswith("line 40") and lines[0].endswith("line 9")
