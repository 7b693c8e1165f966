"""RÖK's grabbing (R09–R13, R25) at the table: everybody at once, in real time.

Clicks on face-up runes become timestamped claims (``GrabClaim``); bots search the
table and click as a person of their level would (the human model,
``game.rok.human.Seeker``), their clicks passing through the same display and input
latencies and the same once-a-frame reading as a person's (``game.rok.latency``). Each
frame the due claims are ordered by ``resolve_grabs`` and played as grabs, each with
its time in the record. With several humans, each has a buzzer key that gives them the
mouse for a claim window (Settings: 2 s by default, up to 4). Grabbing ends as R13 says: no
pair left (the core), a time-out, or every human saying Done. A mixin of
:class:`scenes.games.rok.scene.RokScene`.

A click is judged at the clock its frame reads input at — the clock of the frame before,
when the click may already have been made — so a window never runs out before a click made
within it is read, however long the frame that carried it
(``tests/scenes/test_rok_buzzer.py``).
"""

from __future__ import annotations

import math

from game.rok import Grab, GrabClaim, resolve_grabs
from game.rok.latency import click_arrives
from game.streams import eyes_rng, tie_lot
from scenes.games.rok import layout as geo
from scenes.games.rok.moments import KEYS, GrabRound
from scenes.games.rok.parts import RokTable

GRAB_EXTEND = 6.0  # grabbing never times out sooner than this after a grab (R13)
WINDOW_EXTEND = 0.8  # a grab in the window keeps it open at least this long


class RokGrabbing(RokTable):
    """The grab round of the current throw: claims, bots' plans, buzzers and Done."""

    def update_grab(self, dt: float) -> None:
        """One frame of grabbing, through the same pipeline for everyone (game.rok.latency):
        input is read at the clock of the frame before; what this frame plays is seen when
        it is drawn, at this frame's clock."""
        assert self.session is not None
        if self.net is not None:  # the host's race decides (scenes.games.rok.netplay)
            self.netplay.update_net_grab(dt)
            return
        round_ = self.round
        if round_ is None or round_.throw != self.view["throw"]:
            round_ = self.start_round()
        before = round_.holder()
        read = round_.clock  # the clicks of this frame were read at this clock
        round_.clock += dt
        if round_.holder() != before:
            self.static_dirty = True
        if self.coaching.scripted:  # a lesson: the robot grabs what the script says, no clock
            text = self.coaching.move(dt)
            if text is not None:
                self.act(text)
        else:
            self.send_bot_clicks(round_, read)
        due = [c for c in round_.claims if c.time <= read]
        if due:
            round_.claims = [c for c in round_.claims if c.time > read]
            played = len(self.session.record.actions)
            for grab in resolve_grabs(due):
                if self.view["phase"] != "grab":
                    break
                self.claim(round_, grab)
            if len(self.session.record.actions) != played:
                round_.shown = round_.clock  # this frame draws the table as it is now
        if self.view["phase"] != "grab":
            return
        if not self.coaching.scripted:
            self.plan_bots(round_)
        humans = self.session.humans
        timed_out = round_.clock >= round_.deadline and not self.coaching.scripted
        if (humans and round_.done >= set(humans)) or timed_out:
            self.act("done")

    def start_round(self) -> GrabRound:
        """The grab round of the throw now lying on the table; its clock is 0 at the frame
        that draws the runes at rest (call it in the frame the throw is played)."""
        self.round = GrabRound(self.view["throw"])
        self.focus.go("runes")  # the keys start on the first pair (scenes.games.rok.keys)
        if self.net is not None:  # the host's race ends it (scenes.games.rok.netplay)
            self.round.deadline = self.netplay.net_grab_seconds
        self.static_dirty = True
        self.sync_buttons()
        if self.table_pace is not None:
            self.table_pace.measure()  # the throws so far tell the humans' pace (Matched bots)
        return self.round

    def lot(self, seat: int, rune: str) -> float:
        assert self.session is not None
        return tie_lot(self.session.setup.seed, self.view["throw"], seat, rune)

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
        assert self.session is not None
        actions = len(self.session.record.actions)
        for seat in sorted(self.session.bots):
            if seat in round_.intents or round_.planned.get(seat) == actions:
                continue
            round_.planned[seat] = actions
            seeker = round_.seekers.get(seat)
            if seeker is None:  # its eyes and hand for this throw (game.rok.human)
                seeker = round_.seekers[seat] = self.bot_reflexes(seat).seeker(
                    seat, self.view["players"],
                    eyes_rng(self.session.setup.seed, seat, self.view["throw"]))
            plan = seeker.next_grab(self.session.view(seat), round_.shown)
            if plan:
                round_.intents[seat] = (click_arrives(plan[0]), plan[1])

    def claim(self, round_: GrabRound, grab: Grab) -> None:
        """Play one resolved grab (with its time); a bot that arrives too late just misses."""
        assert self.session is not None
        seat = grab.seat
        if self.session.is_bot(seat) and grab.rune not in self.face_up():
            return
        if self.act(str(grab)):
            round_.grabbed.add(seat)
            round_.deadline = max(round_.deadline, round_.clock + GRAB_EXTEND)
            if round_.holder() == seat and round_.window:
                round_.window = (seat, max(round_.window[1], round_.clock + WINDOW_EXTEND))

    def face_up(self) -> set[str]:
        return {r for r, *_ in self.view.get("table", [])}

    @property
    def grabbing(self) -> bool:
        """Humans may grab now: the runes rest and no step of the check is showing."""
        return (self.round is not None and self.view.get("phase") == "grab"
                and self.round.throw == self.view["throw"] and not self.stepping
                and self.live is None)

    def mouse_owner(self) -> int | None:
        """Whose hand the mouse is: the only human, or the holder of the buzzer window."""
        assert self.session is not None
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        return self.round.holder() if self.round else None

    def click_grab(self, pos: tuple[int, int]) -> bool:
        assert self.round is not None
        key = self.gesturing.stone_at(pos)
        at_centre = math.dist(pos, geo.CENTRE) <= geo.STONE + 2
        if key is None and not at_centre:
            return False
        seat = self.mouse_owner()
        if seat is None:
            self.press_key_first()
            return True
        if self.net is not None and not (key or "").startswith("down:"):
            self.netplay.net_claim(seat, key[5:] if key else "D")  # the race (and the core) decide
            return True
        if key is None:
            self.act(f"grab {seat} D")  # the core says why not (R09)
        elif key.startswith("down:"):
            self.ctx.audio.play("refuse")
            self.ctx.notices.add(self.ctx.tr("rok.face_down_refusal"), warning=True, tag="R09",
                                 sticky=True)
        elif key[5:] in self.face_up():  # stamped with the clock its frame reads input at
            self.round.claims.append(GrabClaim(self.round.clock, seat, key[5:],
                                               self.lot(seat, key[5:])))
        else:
            self.act(f"grab {seat} {key[5:]}")  # a Balance rune, a tray or a hoard: why not
        return True

    def press_key_first(self) -> None:
        assert self.session is not None
        keys = ", ".join(f"{self.name(s)}: {KEYS[s].upper()}" for s in self.session.humans)
        self.ctx.notices.add(self.ctx.tr("rok.press_key", keys=keys), warning=True, sticky=True)

    def buzz(self, seat: int) -> None:
        """A human's buzzer: the mouse is theirs for a short claim window (unless taken)."""
        assert self.round is not None
        holder = self.round.holder()
        if holder is None or holder == seat:
            self.round.window = (seat, self.round.clock + self.ctx.settings.buzzer_seconds)
            self.static_dirty = True
            self.ctx.audio.play("click")
            if not self.focus.shown or self.focus.zone != "runes":  # a key: the ring too,
                self.focus.shown = True  # on the first pair (Space grabs; a click hides it)
                self.focus.go("runes")

    def press_done(self) -> None:
        """Done grabbing (R13): the only human says so (Enter or Done); at a hot seat each
        human says so with their own key or plate (scenes.games.rok.pace)."""
        if not (self.my_turn and self.grabbing):
            return
        if self.hot_seat:
            self.remind_done_keys()
            return
        assert self.round is not None
        seat = self.mouse_owner()
        if seat is None:
            self.press_key_first()
            return
        if self.coaching.refused("done", seat):
            return  # a lesson's robot has a scripted grab to make first
        self.round.done.add(seat)
        if self.net is not None:
            self.netplay.net_done(seat)
        self.round.window = None
        self.static_dirty = True

