"""Words never cut, nothing pages itself: a walk over every screen at 150 % text, in English
and in French, that fails on any instruction, refusal or hint drawn cut short (an ellipsis
where its words went on) or in pages (a "1/3" counter).

Every string the app draws with its fonts is recorded as it is drawn (the fonts' render);
what the player is told to do or why not — each table's status line, RÖK's count, the
coach's note, every refusal and hint (mouse words and keys words both), a notice over each
shell screen — must each appear whole in what was drawn, line after line."""

import re

import pytest

from game.core import IllegalAction, MalformedAction
from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GAMES, GameSetup
from scenes.frame.payloads import LessonPayload, PausePayload, RulesPayload
from scenes.kit.safetext import GuardedFont
from scenes.shell.pause import PauseOverlay
from scenes.shell.rules_scene import RulesScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import FAST, table_of

PAGE = re.compile(r"^\s*\d+\s*/\s*\d+\s*$")


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


class Drawn:
    """Every string drawn by the app's fonts, in order; and what had to be drawn whole."""

    def __init__(self, monkeypatch, app):
        self.strings: list[str] = []
        self.pages: list[str] = []  # drawn counters, the rules' own page numbers apart
        self.told: dict[str, str] = {}  # a text the player must read -> where it was met
        render = GuardedFont.render

        def noting(font, text, *args, **kwargs):
            if isinstance(text, str) and text.strip():
                self.strings.append(text)
                if PAGE.match(text) and not isinstance(app.stack.top, RulesScene):
                    self.pages.append(text)  # (the rules' "3 / 9" is the reader's to turn)
            return render(font, text, *args, **kwargs)

        monkeypatch.setattr(GuardedFont, "render", noting)

    def tell(self, text: str, where: str) -> None:
        if text and text.strip():
            self.told.setdefault(text, where)

    def check(self) -> None:
        stream = " " + " ".join(flat(s) for s in self.strings) + " "
        assert not self.pages, f"a page counter was drawn: {self.pages[:3]}"
        cut = [(where, text) for text, where in self.told.items()
               if f" {flat(text)} " not in stream]
        assert not cut, f"{len(cut)} told but not drawn whole, e.g. {cut[:3]}"
        for drawn in self.strings:
            stem = drawn.rstrip().rstrip("…").rstrip()
            if drawn.rstrip().endswith("…") and stem:
                longer = [t for t in self.told if flat(t).startswith(flat(stem))
                          and flat(t) != flat(drawn)]
                assert not longer, f"cut with an ellipsis: {drawn!r} of {longer[0]!r}"


def an_app(tmp_path, language):
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST))
    app.ctx.change_settings(text_scale=150)
    return app


def told_at_table(drawn: Drawn, app, table, what: str) -> None:
    """What the table tells the player now, after a frame has drawn it."""
    app.frame(FAST)
    status = getattr(table, "status_plate", None) or table.status_line.status
    drawn.tell(status[0], f"{what}: status")
    face = getattr(getattr(table, "pace", None), "count_face", ("", None))[0]  # (RÖK)
    drawn.tell(face.split("|")[0], f"{what}: count")
    if table.coach is not None and table.coach.step is not None:
        drawn.tell(table.coach.words(table.coach.step), f"{what}: coach")
    for notice in app.ctx.notices.items:
        drawn.tell(notice.text, f"{what}: notice")


def refuse_some(table, count: int) -> None:
    """A few moves the core refuses now (texts legal at some other moment), shown."""
    state = table.session.state
    tried = 0
    for text in sorted({str(a) for a in state.legal_actions()} | set(FOREIGN[table.game_id])):
        for variant in (text, *variants(text)):
            try:
                state.clone().play(variant)
            except IllegalAction as refusal:
                table.telling.refuse(refusal)
                tried += 1
            except MalformedAction:
                continue
            if tried >= count:
                return


def variants(text: str) -> list[str]:
    """The same verb elsewhere: a card on a far cell, an attack on another slot."""
    words = text.split()
    return [" ".join([*words[:-1], last]) for last in ("A1", "I9", "4", "1", "D")
            if words and words[-1] != last]


FOREIGN = {  # texts legal at other moments of each game (refused now, with a reason)
    "pook": ("swap E4", "skip", "end", "banner K", "power E5", "pick E5"),
    "totem": ("attack R7 1", "defend B3 1", "discard Y1", "eye 1", "end", "trim B3"),
    "rok": ("grab 0 D", "done", "order 1>0", "throw"),
}


def walk_table(drawn, app, game, players, frames, keys_words):
    seats = (Seat("Ana", HUMAN), *(Seat(f"Bot {i}", BOT, "easy") for i in range(1, players)))
    app.stack.reset(table_scene(game), GameSetup(game, seats, 7, {}))
    app.stack.apply_pending()
    table = table_of(app)
    app.ctx.keyboard.keys = keys_words
    asked = refused = 0
    for frame in range(frames):
        if type(app.stack.top).__name__ == "EndOverlay":
            break
        if table.my_turn and not table.board.moving and table.hold <= 0:
            told_at_table(drawn, app, table, f"{game} frame {frame}")
            if refused < 3:
                refuse_some(table, 2)
                refused += 1
                told_at_table(drawn, app, table, f"{game} refusal")
            if asked < 2 and not table.hinter.job.busy:
                table.hinter.ask()
                for _ in range(100):
                    app.frame(FAST)
                    if not table.hinter.job.busy:
                        break
                asked += 1
                told_at_table(drawn, app, table, f"{game} hint")
            if game == "rok":
                play_rok(table, frame)
            elif table.legal:
                table.act(table.legal[frame % len(table.legal)])
        app.frame(FAST)
        if frame % 10 == 0:
            told_at_table(drawn, app, table, f"{game} frame {frame}")
    app.ctx.keyboard.keys = False


def play_rok(table, frame: int) -> None:
    """The human at a RÖK table: throws, grabs a while then says done, slides, orders."""
    phase = table.view["phase"]
    if phase == "throw":
        table.signal_throw()
    elif phase == "grab" and frame % 7 == 0:
        table.grabs.press_done()
    elif phase == "slide":
        table.keys.key_lift(table.view["current_player"])
        table.keys.key_release()
    elif phase == "order" and table.legal:
        table.act(table.legal[0])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_screen_at_150_draws_its_instructions_refusals_and_hints_whole(
        tmp_path, monkeypatch, language):
    app = an_app(tmp_path, language)
    drawn = Drawn(monkeypatch, app)
    long_notice = app.ctx.tr("notice.save_failed", reason="disk full " * 6)
    shells = [(SetupScene, info.id) for info in GAMES] + [
        (SettingsScene, None), *((RulesScene, RulesPayload(info.id)) for info in GAMES),
        (PauseOverlay, PausePayload(None, False))]
    for factory, payload in [(None, None), *shells]:
        if factory is not None:
            app.stack.push(factory, payload)
            app.stack.apply_pending()
        app.ctx.notices.add(long_notice, warning=True)
        drawn.tell(long_notice, type(app.stack.top).__name__)
        app.frame(FAST)
        app.ctx.notices.items.clear()
        if factory is not None:
            app.stack.pop()
            app.stack.apply_pending()
    for game, players, frames in (("pook", 4, 160), ("totem", 2, 160), ("rok", 3, 220)):
        walk_table(drawn, app, game, players, frames, keys_words=False)
        walk_table(drawn, app, game, players, 60, keys_words=True)
    app.stack.reset(table_scene("totem"), LessonPayload("totem", "Ana"))
    app.stack.apply_pending()
    lesson = table_of(app)
    for _ in range(60):  # the coach's notes, and a move the lesson does not ask for
        told_at_table(drawn, app, lesson, "totem lesson")
        if lesson.coaching.holds:
            lesson.coaching.next()
        elif lesson.my_turn and lesson.legal:
            lesson.act(lesson.legal[-1])  # (not what the step asks: refused in words)
            told_at_table(drawn, app, lesson, "totem lesson refusal")
    app.stack.push(PauseOverlay, PausePayload("totem", in_game=True))
    app.stack.apply_pending()
    app.stack.top.open_keys()
    app.stack.apply_pending()
    app.frame(FAST)
    for keys, does in app.stack.top.payload.rows:
        drawn.tell(keys, "keys list")
        drawn.tell(does, "keys list")
    assert len(drawn.told) > 60, len(drawn.told)
    drawn.check()
    app.close()
