"""The Hint button (and H) at a table: the Normal bot's move for the seat at the table,
worked out off the frame thread from that seat's view, said in one sentence that stays
until dismissed or the next move, its cards ringed on the table meanwhile
(:meth:`Hinter.marks`), and counted in the game's file (the end screen shows the count).
In a lesson's scripted part, Hint repeats what the coach asks for (and is not counted)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import GameSpec, GameState, Rng
from game.hints import Hint, suggest
from game.streams import hint_rng
from scenes.kit.background import Background
from scenes.table.hint_words import sentence

if TYPE_CHECKING:
    from scenes.table.parts import HintTable


def hint_or_none(spec: GameSpec[GameState, object], view: dict[str, Any],
                 rng: Rng) -> Hint | None:
    """The hint, or None when the seat has nothing to decide now."""
    try:
        return suggest(spec, view, rng)
    except ValueError:
        return None


class Hinter:
    """One hint at a time for ``scene``'s viewer."""

    def __init__(self, scene: HintTable) -> None:
        self.scene = scene
        self.job = Background("tablee-hint")
        self.seat = 0
        self.shown: tuple[str, str] | None = None  # the hint's action and its sentence

    def marks(self) -> str | None:
        """The action whose cards are ringed now: the hint's, while its words still show."""
        shown = self.shown
        notices = self.scene.ctx.notices.items
        if shown is None or not shown[0] or not any(n.text == shown[1] for n in notices):
            return None
        return shown[0]

    def ask(self) -> None:
        scene = self.scene
        session = scene.session
        if session is None or self.job.busy:
            return
        if not scene.hint_allowed:
            scene.ctx.notices.add(scene.ctx.tr("table.hint.none"), sticky=True)
            return
        if scene.coaching.scripted:  # a lesson's scripted part: the hint is the coach's step
            assert scene.coach is not None and scene.coach.step is not None
            scene.ctx.notices.add(scene.coach.words(scene.coach.step), sticky=True)
            return
        self.seat = scene.viewer
        rng = hint_rng(session.saved.record.seed, len(session.record.actions))
        self.job.start(hint_or_none, session.spec, session.view(self.seat), rng,
                       whose=f"{session.saved.record.game} seat {self.seat + 1}")

    def update(self) -> None:
        """Show the hint once it is ready (if the table still waits for that seat)."""
        if not self.job.ready():
            return
        hint: Hint | None = self.job.result()
        scene = self.scene
        if hint is None or scene.session is None or scene.viewer != self.seat:
            scene.ctx.notices.add(scene.ctx.tr("table.hint.none"), sticky=True)
            return
        scene.session.count_hint(self.seat)
        scene.on_hint(hint)  # (a table may show it too: RÖK rings the order it names)
        text = sentence(scene.session.saved.record.game, hint, scene.ctx.tr, scene.names,
                        scene.ctx.palette.power_words)
        scene.ctx.notices.add(text, sticky=True)
        self.shown = (hint.action, text)

    def cancel(self) -> None:
        self.job.cancel()

    def close(self) -> None:
        """The table closes: its thread ends (after a search under way, unseen)."""
        self.job.close()
