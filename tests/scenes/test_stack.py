"""The scene stack: deferred transitions, payloads, cover/uncover, what gets drawn."""

import pygame

from scenes.frame.stack import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes what happens to it into a shared journal."""

    journal: list

    def __init__(self, ctx, name="scene", opaque=True):
        super().__init__(ctx)
        self.name = name
        self.opaque = opaque

    def enter(self, payload=None):
        self.journal.append((self.name, "enter", payload))

    def exit(self):
        self.journal.append((self.name, "exit"))

    def cover(self):
        self.journal.append((self.name, "cover"))

    def uncover(self, result=None):
        self.journal.append((self.name, "uncover", result))

    def handle_event(self, event):
        self.journal.append((self.name, "event", event.type))
        return True


def factory(journal, name, opaque=True):
    def make(ctx):
        scene = Recorder(ctx, name, opaque)
        scene.journal = journal
        return scene
    return make


def test_requests_wait_until_applied():
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "menu"), payload=1)
    assert stack.top is None and journal == []
    stack.apply_pending()
    assert stack.top.name == "menu"
    assert journal == [("menu", "enter", 1)]


def test_push_covers_and_pop_uncovers_with_a_result():
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "menu"))
    stack.push(factory(journal, "setup"), payload="pook")
    stack.apply_pending()
    stack.pop(result="done")
    stack.apply_pending()
    assert journal == [("menu", "enter", None), ("menu", "cover"), ("setup", "enter", "pook"),
                       ("setup", "exit"), ("menu", "uncover", "done")]
    assert len(stack) == 1


def test_replace_swaps_the_top_without_covering():
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "menu"))
    stack.push(factory(journal, "setup"))
    stack.apply_pending()
    journal.clear()
    stack.replace(factory(journal, "table"), payload={"seed": 3})
    stack.apply_pending()
    assert journal == [("setup", "exit"), ("table", "enter", {"seed": 3})]
    assert [s.name for s in stack.scenes] == ["menu", "table"]


def test_reset_exits_everything_and_starts_afresh():
    journal = []
    stack = SceneStack(ctx=None)
    for name in ("menu", "table", "pause"):
        stack.push(factory(journal, name))
    stack.apply_pending()
    journal.clear()
    stack.reset(factory(journal, "menu2"))
    stack.apply_pending()
    assert journal == [("pause", "exit"), ("table", "exit"), ("menu", "exit"),
                       ("menu2", "enter", None)]


def test_only_the_top_scene_gets_events():
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "table"))
    stack.push(factory(journal, "pause", opaque=False))
    stack.apply_pending()
    journal.clear()
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert journal == [("pause", "event", pygame.KEYDOWN)]


def test_overlays_draw_over_the_scene_below_but_opaque_scenes_hide_it():
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "menu"))
    stack.push(factory(journal, "table"))
    stack.push(factory(journal, "pause", opaque=False))
    stack.apply_pending()
    assert [s.name for s in stack.visible()] == ["table", "pause"]


def test_pop_on_an_empty_stack_does_nothing():
    stack = SceneStack(ctx=None)
    stack.pop()
    stack.apply_pending()
    assert len(stack) == 0


def test_a_scene_that_asks_twice_to_leave_leaves_once():
    """Back clicked and Esc pressed in one frame (the soak found it on the Rules): the menu
    beneath stays, and the app does not end with an empty stack."""
    journal = []
    stack = SceneStack(ctx=None)
    stack.push(factory(journal, "menu"))
    stack.push(factory(journal, "rules"))
    stack.apply_pending()
    stack.pop()
    stack.pop()
    stack.apply_pending()
    assert [s.name for s in stack.scenes] == ["menu"]
    assert journal[-2:] == [("rules", "exit"), ("menu", "uncover", None)]


def test_leaving_two_levels_at_once():
    """The end screen of a game watched again leaves it and the table beneath, together."""
    journal = []
    stack = SceneStack(ctx=None)
    for name in ("history", "watching", "end"):
        stack.push(factory(journal, name, opaque=name != "end"))
    stack.apply_pending()
    stack.pop(levels=2)
    stack.pop(levels=2)  # (pressed twice in one frame: still two levels, not four)
    stack.apply_pending()
    assert [s.name for s in stack.scenes] == ["history"]
