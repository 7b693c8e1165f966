"""RÖK's grabbing (R09–R13, R25) at the table: everybody at once, in real time.

Clicks on face-up runes become timestamped claims (``GrabClaim``); bots search the
table and click as a person of their level would (the human model,
``game.rok.human.Seeker``), their clicks passing through the same display and input
latencies and the same once-a-frame reading as a person's (``game.rok.latency``). Each
frame the due claims are ordered by ``resolve_grabs`` and played as grabs, each with
its time in the record. With several humans, each has a buzzer key that gives them the
mouse for a claim window (Settings: 2 s by default, up to 4). Grabbing ends as R13 says: no
pair left (the core), a time-out, or every human saying Done. A part
:class:`scenes.games.rok.scene.RokScene` holds as ``grabs``.

A click is judged at the clock its frame reads input at — the clock of the frame before,
when the click may already have been made — so a window never runs out before a click made
within it is read, however long the frame that carried it
(``tests/scenes/test_rok_buzzer.py``).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rok import Grab, GrabClaim, resolve_grabs
from game.rok.latency import click_arrives
from game.streams import eyes_rng, tie_lot
from scenes.games.rok.moments import KEYS, GrabRound

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable

GRAB_EXTEND = 6.0  # grabbing never times out sooner than this after a grab (R13)
WINDOW_EXTEND = 0.8  # a grab in the window keeps it open at least this long


class RokGrabbing:
    """The grab round of the current throw: claims, bots' plans, buzzers and Done."""

    def __init__(self, table: RokTable) -> None:
        self.table = table

    def update_grab(self, dt: float) -> None:
        """One frame of grabbing, through the same pipeline for everyone (game.rok.latency):
        input is read at the clock of the frame before; what this frame plays is seen when
        it is drawn, at this frame's clock."""
        table = self.table
        assert table.session is not None
        if table.net is not None:  # the host's race decides (scenes.games.rok.netplay)
            table.netplay.update_net_grab(dt)
            return
        round_ = table.round
        if round_ is None or round_.throw != table.view["throw"]:
            round_ = self.start_round()
        before = round_.holder()
        read = round_.clock  # the clicks of this frame were read at this clock
        round_.clock += dt
        if round_.holder() != before:
            table.static_dirty = True
        if table.coaching.scripted:  # a lesson: the robot grabs what the script says, no clock
            text = table.coaching.move(dt)
            if text is not None:
                table.act(text)
        else:
            self.send_bot_clicks(round_, read)
        due = [c for c in round_.claims if c.time <= read]
        if due:
            round_.claims = [c for c in round_.claims if c.time > read]
            played = len(table.session.record.actions)
            for grab in resolve_grabs(due):
                if table.view["phase"] != "grab":
                    break
                self.claim(round_, grab)
            if len(table.session.record.actions) != played:
                round_.shown = round_.clock  # this frame draws the table as it is now
        if table.view["phase"] != "grab":
            return
        if not table.coaching.scripted:
            self.plan_bots(round_)
        humans = table.session.humans
        timed_out = round_.clock >= round_.deadline and not table.coaching.scripted
        if (humans and round_.done >= set(humans)) or timed_out:
            table.act("done")

    def start_round(self) -> GrabRound:
        """The grab round of the throw now lying on the table; its clock is 0 at the frame
        that draws the runes at rest (call it in the frame the throw is played)."""
        table = self.table
        table.round = GrabRound(table.view["throw"])
        table.focus.go("runes")  # the keys start on the first pair (scenes.games.rok.keys)
        if table.net is not None:  # the host's race ends it (scenes.games.rok.netplay)
            table.round.deadline = table.netplay.net_grab_seconds
        table.static_dirty = True
        table.sync_buttons()
        if table.table_pace is not None:
            table.table_pace.measure()  # the throws so far tell the humans' pace (Matched bots)
        return table.round

    def lot(self, seat: int, rune: str) -> float:
        table = self.table
        assert table.session is not None
        return tie_lot(table.session.setup.seed, table.view["throw"], seat, rune)

    def send_bot_clicks(self, round_: GrabRound, read: float) -> None:
        """Bots' clicks that reached the app by now (their intents' arrival times) become
        claims stamped as a person's click would be: at the clock the input was read."""
        up = self.face_up()
        for seat, (arrival, rune) in list(round_.intents.items()):
            if rune not in up:
                del round_.intents[seat]  # it sees the rune go and thinks again (plan_bots)
            elif arrival <= round_.clock:
                del round_.intents[seat]
                round_.claims.append(GrabClaim(read, seat, rune, self.lot(seat, rune)))

    def plan_bots(self, round_: GrabRound) -> None:
        """Each bot seat without a plan looks at the table as it was last drawn
        (``round_.shown``) and plans its next click, from its own view (game.rok.human)."""
        table = self.table
        assert table.session is not None
        actions = len(table.session.record.actions)
        for seat in sorted(table.session.bots):
            if seat in round_.intents or round_.planned.get(seat) == actions:
                continue
            round_.planned[seat] = actions
            seeker = round_.seekers.get(seat)
            if seeker is None:  # its eyes and hand for this throw (game.rok.human)
                seeker = round_.seekers[seat] = table.bot_reflexes(seat).seeker(
                    seat, table.view["players"],
                    eyes_rng(table.session.setup.seed, seat, table.view["throw"]))
            plan = seeker.next_grab(table.session.view(seat), round_.shown)
            if plan:
                round_.intents[seat] = (click_arrives(plan[0]), plan[1])

    def claim(self, round_: GrabRound, grab: Grab) -> None:
        """Play one resolved grab (with its time); a bot that arrives too late just misses."""
        table = self.table
        assert table.session is not None
        seat = grab.seat
        if table.session.is_bot(seat) and grab.rune not in self.face_up():
            return
        if table.act(str(grab)):
            round_.grabbed.add(seat)
            round_.deadline = max(round_.deadline, round_.clock + GRAB_EXTEND)
            if round_.holder() == seat and round_.window:
                round_.window = (seat, max(round_.window[1], round_.clock + WINDOW_EXTEND))

    def face_up(self) -> set[str]:
        return {r for r, *_ in self.table.view.get("table", [])}

    @property
    def grabbing(self) -> bool:
        """Humans may grab now: the runes rest and no step of the check is showing."""
        table = self.table
        return (table.round is not None and table.view.get("phase") == "grab"
                and table.round.throw == table.view["throw"] and not table.stepping
                and table.live is None)

    def mouse_owner(self) -> int | None:
        """Whose hand the mouse is: the only human, or the holder of the buzzer window."""
        table = self.table
        assert table.session is not None
        humans = table.session.humans
        if len(humans) == 1:
            return humans[0]
        return table.round.holder() if table.round else None

    def click_grab(self, pos: tuple[int, int]) -> bool:
        table = self.table
        assert table.round is not None
        key = table.gesturing.stone_at(pos)
        at_centre = math.dist(pos, table.places.middle) <= table.places.stone + 2
        if key is None and not at_centre:
            return False
        seat = self.mouse_owner()
        if seat is None:
            self.press_key_first()
            return True
        if table.net is not None and not (key or "").startswith("down:"):
            table.netplay.net_claim(seat, key[5:] if key else "D")  # the race (and the core) decide
            return True
        if key is None:
            table.act(f"grab {seat} D")  # the core says why not (R09)
        elif key.startswith("down:"):
            table.ctx.audio.play("refuse")
            table.ctx.notices.add(table.ctx.tr("rok.face_down_refusal"), warning=True, tag="R09",
                                 sticky=True)
        elif key[5:] in self.face_up():  # stamped with the clock its frame reads input at
            table.round.claims.append(GrabClaim(table.round.clock, seat, key[5:],
                                               self.lot(seat, key[5:])))
        else:
            table.act(f"grab {seat} {key[5:]}")  # a Balance rune, a tray or a hoard: why not
        return True

    def press_key_first(self) -> None:
        table = self.table
        assert table.session is not None
        keys = ", ".join(f"{table.name(s)}: {KEYS[s].upper()}" for s in table.session.humans)
        table.ctx.notices.add(table.ctx.tr("rok.press_key", keys=keys), warning=True, sticky=True)

    def buzz(self, seat: int) -> None:
        """A human's buzzer: the mouse is theirs for a short claim window (unless taken)."""
        table = self.table
        assert table.round is not None
        holder = table.round.holder()
        if holder is None or holder == seat:
            table.round.window = (seat, table.round.clock + table.ctx.settings.buzzer_seconds)
            table.static_dirty = True
            table.ctx.audio.play("click")
            if not table.focus.shown or table.focus.zone != "runes":  # a key: the ring too,
                table.focus.shown = True  # on the first pair (Space grabs; a click hides it)
                table.focus.go("runes")

    def press_done(self) -> None:
        """Done grabbing (R13): the only human says so (Enter or Done); at a hot seat each
        human says so with their own key or plate (scenes.games.rok.pace)."""
        table = self.table
        if not (table.my_turn and self.grabbing):
            return
        if table.pace.hot_seat:
            table.pace.remind_done_keys()
            return
        assert table.round is not None
        seat = self.mouse_owner()
        if seat is None:
            self.press_key_first()
            return
        if table.coaching.refused("done", seat):
            return  # a lesson's robot has a scripted grab to make first
        table.round.done.add(seat)
        if table.net is not None:
            table.netplay.net_done(seat)
        table.round.window = None
        table.static_dirty = True

