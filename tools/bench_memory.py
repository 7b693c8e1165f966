"""Memory and latency over one scripted session (tools/session.py): every screen, a game of each.

    bench rss_peak_mb M MB        the process's peak resident memory (VmHWM) by the end
    bench rules_open_ms T ms      the slowest Rules opening or tab change (click to drawn frame)
    bench lang_switch_ms T ms     the slowest language switch (every scene below rebuilt too)

The session runs in a fresh process, so the peak belongs to it alone (and not to the other
areas of ``make bench``).

Where the memory goes: ``python -m tools.bench_memory --where`` walks the same session and
prints, at each change of screen, the resident memory, the peak so far and what the C heap
holds in use and free (glibc's ``mallinfo2``); at the end the largest mappings of
``/proc/self/smaps`` and the pictures still held, by the kind of object holding them.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tempfile
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from tools.benchlib import report
from tools.session import Stopwatch, whole_session

FRAME = 0.1  # seconds of app time per frame: animations and bot pauses pass quickly


def resident_mb(field: str = "VmHWM") -> float:
    """A field of /proc/self/status in MB (VmHWM: the peak so far; VmRSS: now)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    raise LookupError(field)


def run() -> None:
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    subprocess.run([sys.executable, "-m", "tools.bench_memory"], cwd=root, env=env, check=True)


def measure() -> None:
    from scenes.app.loop import App, AppOptions

    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config),
                             data_dir=Path(config) / "data", fps=0, fixed_dt=FRAME, seed=3))
        app.run(whole_session(app, watch))
    report("rss_peak_mb", resident_mb(), "MB")
    report("rules_open_ms", watch.worst("rules_open"), "ms")
    report("lang_switch_ms", watch.worst("lang_switch"), "ms")


def heap_mb() -> tuple[float, float]:
    """glibc's heap: (in use, mmapped blocks included; free inside it), in MB."""
    import ctypes

    class Info(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
            "fordblks", "keepcost")]

    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = Info
    info = libc.mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


def mappings() -> Counter[str]:
    """Resident KiB of each mapping of /proc/self/smaps, by file name ([heap], [anon] ...)."""
    found: Counter[str] = Counter()
    name = ""
    with open("/proc/self/smaps", encoding="utf-8", errors="replace") as smaps:
        for line in smaps:
            fields = line.split()
            if fields and "-" in fields[0] and not fields[0].endswith(":"):
                name = Path(fields[5]).name if len(fields) > 5 else "[anon]"
            elif fields and fields[0] == "Rss:":
                found[name] += int(fields[1])
    return found


def pictures() -> Counter[str]:
    """Bytes of every surface reachable from an object the collector knows, by the kind of
    object holding it (a subsurface counts as its parent, once)."""
    import pygame

    held: Counter[str] = Counter()
    counted: set[int] = set()
    for holder in gc.get_objects():
        for found in gc.get_referents(holder):
            if isinstance(found, pygame.Surface):
                while found.get_parent() is not None:
                    found = found.get_parent()
                if id(found) not in counted:
                    counted.add(id(found))
                    held[type(holder).__name__] += found.get_width() * found.get_height() * \
                        found.get_bytesize()
    return held


def where() -> None:
    """The session, said screen by screen (see the module)."""
    from scenes.app.loop import App, AppOptions

    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config),
                             data_dir=Path(config) / "data", fps=0, fixed_dt=FRAME, seed=3))
        session, shown = whole_session(app, watch), [""]

        def said() -> Iterator[None]:
            for step in session:
                names = " > ".join(type(s).__name__ for s in app.stack.scenes)
                if names != shown[0]:
                    shown[0] = names
                    used, free = heap_mb()
                    print(f"{resident_mb('VmRSS'):6.1f} MB resident, peak {resident_mb():6.1f}, "
                          f"heap {used:5.1f} in use {free:5.1f} free: {names}", flush=True)
                yield step

        close = app.close

        def closing() -> None:  # (the walk's end: what is still held)
            print("largest mappings:", ", ".join(
                f"{name} {kib / 1024:.1f} MB" for name, kib in mappings().most_common(8)))
            print("pictures held:", ", ".join(
                f"{name} {size / 2**20:.1f} MB" for name, size in pictures().most_common(8)))
            close()

        app.close = closing  # type: ignore[method-assign]
        app.run(said())
    report("rss_peak_mb", resident_mb(), "MB")


if __name__ == "__main__":
    warnings.filterwarnings("ignore", message="no fast renderer available")
    where() if "--where" in sys.argv else measure()
