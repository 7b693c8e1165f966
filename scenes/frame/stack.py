"""The scene stack: scenes ask for transitions, the stack applies them between frames.

Scenes never swap themselves in and out mid-event: ``push``/``pop``/``replace``/
``reset`` only queue a request, applied by :meth:`SceneStack.apply_pending`
once the frame's events and updates are done. Data passes as an explicit
payload to ``enter``; nothing travels through globals.

Memory is held for the screen in front: a scene out of sight under an opaque one (the menu
under a table, a table and its pause under the rules or the settings) lets go of its widgets,
its backdrop and its layers (:meth:`Scene.release_unseen`) and is built again when it shows;
a language switch or a new window size rebuilds only the scenes in sight, the others when
they show (:meth:`SceneStack.relayout`, once per frame in which the size changed). The rest
of that policy: :mod:`scenes.kit.recent`, :mod:`scenes.kit.uimanager`,
:mod:`scenes.app.memory`.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit.dues import earliest

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.regions import Region


class Scene:
    """One screen of the app. Subclasses override what they need.

    ``opaque`` scenes hide everything below them; an overlay (pause) sets it to
    False so the scene underneath is drawn first, dimmed.
    """

    opaque = True
    # a table's refusals and hints show over this scene (the rules set it False: opened
    # from a refusal's F1, the page it cites shows whole, and the refusal waits at the table)
    table_notices = True

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self, payload: Any = None) -> None:
        """Called once when the scene is pushed, with the payload its caller gave."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack: release UI elements here."""

    def cover(self) -> None:
        """Another scene was pushed on top: hide interactive UI so it gets no clicks."""

    def uncover(self, result: Any = None) -> None:
        """The scene on top was popped; ``result`` is what it handed back, if anything."""

    def still(self) -> bool:
        """Whether the scene's picture stays as it is until an event comes or :meth:`due`
        says: nothing moves (the app then sleeps instead of drawing). A scene that does not
        know says False, and is drawn at the display's rate."""
        return False

    def due(self) -> float | None:
        """While still: seconds until the scene changes by itself (a clock's next tick, a
        wait's end), when its update must run though no event comes; None: only an event
        (input, or a thread's :func:`scenes.kit.wake.wake`) changes it."""
        return None

    def due_covered(self) -> float | None:
        """The same, while another scene is on top (for :meth:`update_covered`)."""
        return None

    def relayout(self) -> None:
        """Rebuild UI after a language or window change; scene state is kept."""

    def release_unseen(self) -> bool:
        """The scene went out of sight under an opaque one: drop what :meth:`relayout` makes
        again (its widgets, its composed pictures) and say so (True); it is rebuilt when it
        shows again. Memory is then held for the screen in front only."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used (it then goes no further)."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def update_covered(self, dt: float) -> None:
        """Called each frame instead of :meth:`update` while another scene is on top: what
        must go on unseen (a networked table keeps answering the other laptops)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Must not change any state."""

    def draw_keys(self, surface: pygame.Surface) -> None:
        """The keyboard's focus ring, drawn over the top scene (scenes.kit.focus)."""

    def regions(self) -> list[Region]:
        """What lies where on this screen (for the layout checks, see scenes.kit.regions)."""
        return []

    def notice_area(self) -> pygame.Rect | None:
        """Where notices may show over this scene (None: across the top of the screen)."""
        return None


SceneFactory = Callable[["AppContext"], Scene]


@dataclass(frozen=True)
class _Request:
    kind: str  # "push" | "pop" | "replace" | "reset"
    factory: SceneFactory | None = None
    payload: Any = None
    leaving: tuple[Scene, ...] = ()  # a pop: the scenes it takes off, those still on top


class SceneStack:
    """Push / pop / replace with deferred application, so transitions never happen mid-event."""

    def __init__(self, ctx: AppContext) -> None:
        self._ctx = ctx
        self._scenes: list[Scene] = []
        self._pending: list[_Request] = []
        self._stale: list[Scene] = []  # hidden scenes whose rebuild waits until they show
        self._unseen: list[Scene] = []  # went out of sight at the last change

    # --- requests (what scenes call) ---------------------------------------------------------

    def push(self, factory: SceneFactory, payload: Any = None) -> None:
        self._pending.append(_Request("push", factory, payload))

    def pop(self, result: Any = None, levels: int = 1) -> None:
        """Leave the top scene (``levels``: and those under it); ``result`` reaches the
        uncovered scene's ``uncover``. The request names the scenes on top when it is made:
        a second request for the same scene in one frame (Back clicked and Esc pressed
        together) leaves nothing more, never the scene beneath."""
        leaving = tuple(self._scenes[-levels:]) if levels > 0 else ()
        self._pending.append(_Request("pop", None, result, leaving))

    def replace(self, factory: SceneFactory, payload: Any = None) -> None:
        self._pending.append(_Request("replace", factory, payload))

    def reset(self, factory: SceneFactory, payload: Any = None) -> None:
        """Leave every scene and start afresh with one (e.g. "quit to menu")."""
        self._pending.append(_Request("reset", factory, payload))

    # --- what the app loop uses -------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply_pending(self) -> None:
        """Apply queued requests in order (a request made during ``enter`` runs next); the
        scenes back in sight are rebuilt if they let go of their widgets, those that went out
        of sight are noted (:meth:`release_unseen`)."""
        shown = self.visible()
        while self._pending:
            request = self._pending.pop(0)
            if request.kind == "push":
                self._push_now(request)
            elif request.kind == "pop":
                while self._scenes and self._scenes[-1] in request.leaving:
                    self._pop_now(request.payload)
            elif request.kind == "replace":
                if self._scenes:
                    self._forget(self._scenes.pop()).exit()
                self._push_now(request, cover_below=False)
            elif request.kind == "reset":
                while self._scenes:
                    self._forget(self._scenes.pop()).exit()
                self._push_now(request)
        now = self.visible()
        self._unseen += [scene for scene in self._scenes if scene in shown and scene not in now]
        self._refresh_shown()

    def release_unseen(self) -> bool:
        """Let the scenes that went out of sight at the last change, and are still out of
        it, go of what they can make again (:meth:`Scene.release_unseen`); the app calls it
        once the new screen is shown. True when any did."""
        now = self.visible()
        released = [scene for scene in self._unseen if scene in self._scenes
                    and scene not in now and scene not in self._stale
                    and scene.release_unseen()]
        self._unseen = []
        if released:
            self._stale += released
            gc.collect()  # (widgets hold their pictures in reference cycles)
        return bool(released)

    def _push_now(self, request: _Request, cover_below: bool = True) -> None:
        assert request.factory is not None
        if cover_below and self._scenes:
            self._scenes[-1].cover()
        scene = request.factory(self._ctx)
        self._scenes.append(scene)
        scene.enter(request.payload)

    def _pop_now(self, result: Any) -> None:
        if not self._scenes:
            return
        self._forget(self._scenes.pop()).exit()
        if self._scenes:
            self._refresh_shown()
            self._scenes[-1].uncover(result)

    def _forget(self, scene: Scene) -> Scene:
        """``scene`` leaves the stack: no rebuild waits for it."""
        if scene in self._stale:
            self._stale.remove(scene)
        return scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top else False

    def update(self, dt: float) -> None:
        """The top scene advances; those under it do only what must go on unseen."""
        for scene in self._scenes[:-1]:
            scene.update_covered(dt)
        top = self.top
        if top:
            top.update(dt)

    def due(self) -> float | None:
        """Seconds until a scene must be updated though no event comes (None: never); the top
        one is still (the loop asks only then)."""
        top = self.top
        return earliest([*(scene.due_covered() for scene in self._scenes[:-1]),
                         top.due() if top else None])

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any below it up to an opaque one."""
        shown: list[Scene] = []
        for scene in reversed(self._scenes):
            shown.append(scene)
            if scene.opaque:
                break
        return list(reversed(shown))

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
        if self._scenes:
            self._scenes[-1].draw_keys(surface)

    def relayout(self) -> None:
        """Rebuild the scenes on screen now; those hidden under an opaque one when they show
        again (a language picked in the settings over a game's pause does not build the
        menu, the table and the pause at once: their widgets and pictures would all be held
        twice for a moment)."""
        shown = self.visible()
        for scene in self._scenes:
            if scene in shown:
                scene.relayout()
            elif scene not in self._stale:
                self._stale.append(scene)

    def _refresh_shown(self) -> None:
        """Rebuild the scenes back on screen whose rebuild was put off (:meth:`relayout`) or
        that let go of their widgets (:meth:`Scene.release_unseen`); one under the top is
        covered."""
        for scene in self.visible():
            if scene in self._stale:
                self._stale.remove(scene)
                scene.relayout()
                if scene is not self.top:
                    scene.cover()

    def clear(self) -> None:
        """Exit every scene at once (app shutdown)."""
        self._pending.clear()
        self._stale.clear()
        while self._scenes:
            self._scenes.pop().exit()
