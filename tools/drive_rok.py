"""RÖK's drive scenarios (``python tools/drive.py rok`` / ``rok5``): hot-seat games played
by mouse and buzzer keys, with the game replayed beside the app to know where pairs lie."""

from __future__ import annotations

from tools.drive import Driver


class RokMirror:
    """The driven RÖK game replayed beside the app (hot-seat, humans only).

    The app publishes gestures, not the game; the driver needs to know where the
    pairs and the Balance twins are. Throws and slides are deterministic (seeded
    by the game seed and the throw number, fixed-step physics) and every other
    action is the driver's own, so the same core beside it stays in step.
    """

    def __init__(self, players: int, seed: int) -> None:
        from game.rok import new_game

        self.seed = seed
        self.state = new_game(players, seed)
        self.below = self.state.current_player or 0  # the app's viewer: its cloth is turned

    def throw(self) -> None:
        from scenes.games.rok.moments import throw_table

        state = self.state
        table = throw_table(self.seed, state.throw_no, state.hands, dict(state.table),
                            state.players)
        table.run()
        state.play(table.throw_outcome([r for hand in state.hands for r in hand]).to_action())

    def slide(self, start: list[int], end: list[int]) -> None:
        from game.rok.table import Table
        from scenes.games.rok.layout import Geometry
        from scenes.games.rok.moments import pull_velocity

        seat = self.state.current_player
        assert seat is not None
        velocity = pull_velocity(end[0] - start[0], end[1] - start[1])
        assert velocity is not None
        places = Geometry(self.state.players, below=self.below)
        table = Table(None, rim=False)
        table.push("slide", places.slide_start(seat), places.turned(*velocity, back=True))
        table.run()
        self.state.play(table.slide_outcome("slide").to_action(seat))

    def next_grab(self) -> str:
        """The grab a keen player makes now (their Balance twin, their pair's twin, a theft,
        a pair), by seat in turn order; ``done`` when nothing is worth it."""
        from game.rok.bots import wanted_by

        for seat in self.state.turn_order():
            wanted = wanted_by(self.state.view(seat), seat)
            if wanted:
                return f"grab {seat} {wanted[0]}"
        return "done"


def rok_kinds(d: Driver, humans: int) -> None:
    """Setup: the first ``humans`` seats human (the others stay bots)."""
    for seat in range(1, humans):
        d.click_region(f"#kind_{seat}")  # the seat's Human/Bot drop-down
        d.click_region(f"#kind_{seat}", below=48)  # its first choice: Human
    d.pause(0.3)


def rok(d: Driver) -> None:
    """RÖK hot-seat for two with buzzer keys: throw, grab pairs and Balance twins (theft),
    the check step by step, a slide-off by dragging, the order of thefts, the end."""
    seed = d.seed
    d.press_button("#tile_rok")
    rok_kinds(d, 2)
    d.shot("rok-setup")
    d.press_button("#start")
    mirror = RokMirror(2, seed)
    shots: set[str] = set()

    def once(name: str) -> None:
        if name not in shots:
            shots.add(name)
            d.shot(name)

    def check_shots(events: list) -> None:
        """The check, step by step, for the first throws and any throw with a theft."""
        kinds = {event.kind for event in events}
        if "grabbing_ends" in kinds and ("theft" in kinds or mirror.state.throw_no <= 2):
            for i in range(6):
                d.shot(f"rok-check-{mirror.state.throw_no}-{i}", wait=0.7)

    for _ in range(3000):
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or bool(s["gestures"]), 90)
        if screen["scene"] == "EndOverlay":
            break
        gestures = screen["gestures"]
        state = mirror.state
        if "throw" in gestures:
            if state.throw_no == 2:  # Space gives the signal too; catch the runes in flight
                d.xdotool("key", "--window", d.window, "space")
                d.shot("rok-throw-launch", wait=0.05)
                d.shot("rok-throw-flying", wait=0.05)
            else:
                d.perform(gestures["throw"][0])
            mirror.throw()
            d.wait_for(lambda s: "throw" not in s["gestures"], 10)
            continue
        if state.phase == "slide":
            seat = state.current_player
            start, end = gestures[f"slide {seat}"][0][1:]
            d.move(*start)
            d.xdotool("mousedown", "1")
            for i in range(1, 9):
                d.move(start[0] + (end[0] - start[0]) * i // 8,
                       start[1] + (end[1] - start[1]) * i // 8)
            once("rok-slide-aim")
            d.xdotool("mouseup", "1")
            mirror.slide(start, end)
            d.pause(1.0)
            once("rok-slide-result")
            continue
        if state.phase == "order":
            text = sorted(gestures)[0]
            once("rok-order")
            d.perform(gestures[text][0])
            state.play(text)
            continue
        text = mirror.next_grab()
        if text == "done":
            for seat in (0, 1):
                steps = d.wait_for(lambda s, seat=seat: f"done {seat}" in s["gestures"], 10)
                for step in steps["gestures"][f"done {seat}"]:
                    d.perform(step)
            check_shots(state.play("done"))
            continue
        grab_seat, rune = int(text.split()[1]), text.split()[2]
        theft = any(b and b[:2] == rune[:2] for s, b in enumerate(state.balance)
                    if s != grab_seat)
        screen = d.wait_for(lambda s, text=text: text in s["gestures"], 10)
        steps = screen["gestures"][text]
        if steps[0][0] == "key":
            d.perform(steps[0])
            steps = d.wait_for(lambda s, text=text: text in s["gestures"], 5)["gestures"][text]
            d.move(*steps[-1][1])
            once("rok-buzzer-lens")
        d.perform(steps[-1])
        events = state.play(text)
        once("rok-grab-first")
        if theft:
            once("rok-theft-grab")
        check_shots(events)
    d.pause(1.0)
    d.shot("rok-end")


def rok5(d: Driver) -> None:
    """RÖK for five, one human against four bots: two throws, grabbing the pairs in sight."""
    d.press_button("#tile_rok")
    d.press_button("#players_5")
    d.press_button("#start")
    d.pause(0.8)
    for throw in (1, 2):
        if throw == 1:  # the human starts; then the bag passes to the bots
            d.wait_for(lambda s: "throw" in s["gestures"], 30)
            d.xdotool("key", "--window", d.window, "space")
            d.shot(f"rok5-throw-{throw}", wait=0.12)
        d.wait_for(lambda s: "done" in s["gestures"], 30)
        d.shot(f"rok5-rest-{throw}", wait=0.0)
        for _ in range(12):
            gestures = d.screen()["gestures"]
            runes = {k.split()[2]: k for k in gestures if k.startswith("grab")}
            pairs = [k for r, k in sorted(runes.items()) if r[:2] + "ab"[r[2] == "a"] in runes]
            if not pairs:
                break
            d.perform(gestures[pairs[0]][0])
        d.shot(f"rok5-grabbed-{throw}", wait=0.2)
        for i in range(4):
            d.shot(f"rok5-check-{throw}-{i}", wait=0.9)
    d.key("Escape")
    d.shot("rok5-pause")
