"""``tablee`` / ``python -m scenes``: open the game, or run it scripted (``--smoke``)."""

from __future__ import annotations

import argparse
import os
import sys
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.frame.payloads import WatchPayload

START = time.perf_counter()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tablee", description="Pook, RÖK and Totem.")
    parser.add_argument("--smoke", action="store_true",
                        help="drive the menus with scripted input under the dummy video "
                             "driver and exit (0 = every step behaved)")
    parser.add_argument("--smoke-report", type=Path, metavar="FILE",
                        help="with --smoke: write what it checked to FILE (JSON); a windowed "
                             "build has no console to print to")
    parser.add_argument("--lang", choices=("en", "fr"), help="language for this run")
    parser.add_argument("--config-dir", type=Path, help="where settings are kept")
    parser.add_argument("--data-dir", type=Path,
                        help="where games are kept (saved games in its games/ folder)")
    parser.add_argument("--seed", type=int, help="seed of the first game (then seed+1...)")
    parser.add_argument("--replay", type=Path, metavar="FILE",
                        help="watch the game of a record file (NAME.tablee.json)")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--script", help=argparse.SUPPRESS)  # recovery tests (app/scripted.py)
    parser.add_argument("--refresh-index", type=Path, metavar="DATA_DIR",
                        help=argparse.SUPPRESS)  # the index refresh (kit/indexer.py)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.refresh_index:  # a process of its own: no window, no pygame
        from game.indexed import refresh_main

        return refresh_main(args.refresh_index)
    if args.smoke or args.first_frame or args.script:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # SCALED windows under the dummy driver have no renderer to accelerate: not a problem
    warnings.filterwarnings("ignore", message="no fast renderer available")
    if args.smoke:
        return run_smoke(args)
    from scenes.app.loop import App, AppOptions  # after the environment is set for SDL

    if args.first_frame:
        app = App(AppOptions(language=args.lang, config_dir=args.config_dir,
                             data_dir=args.data_dir))
        app.frame(1 / 60)
        print(f"first frame {1000 * (time.perf_counter() - START):.1f} ms", flush=True)
        print(f"first frame at {time.monotonic():.6f}", flush=True)  # (tools/bench_menu.py)
        app.close()
        return 0
    if args.script:
        from scenes.app import scripted

        reporter = scripted.Reporter()
        app = App(AppOptions(language=args.lang or "en", config_dir=args.config_dir,
                             data_dir=args.data_dir, fps=0, fixed_dt=0.1,
                             on_saved=reporter.on_saved))
        return scripted.run_script(app, args.script, args.seed or 0, reporter)
    watch = None
    if args.replay:
        watch = open_record(args.replay)
        if watch is None:
            return 2
    drive = os.environ.get("TABLEE_DRIVE_FILE")
    app = App(AppOptions(language=args.lang, config_dir=args.config_dir, data_dir=args.data_dir,
                         seed=args.seed, drive_file=Path(drive) if drive else None))
    if watch is not None:
        from scenes.app.navigation import table_scene

        app.stack.push(table_scene(watch.saved.record.game), watch)
        app.stack.apply_pending()
    app.run()
    return 0


def open_record(path: Path) -> WatchPayload | None:  # (imported lazily, with the games)
    """The record file checked all the way (read within limits, every field, a replay), or
    None after one line on stderr saying why it was refused."""
    from game.core import InvalidRecord
    from game.replay import Replay
    from game.saves import read_record_file
    from game.store import StoreError
    from scenes.frame.payloads import WatchPayload

    try:
        saved = read_record_file(path)
        return WatchPayload(saved, Replay.of(saved.record))
    except (StoreError, InvalidRecord) as exc:
        print(f"tablee: {path}: refused: {exc}", file=sys.stderr)
        return None


def run_smoke(args: argparse.Namespace) -> int:
    """The scripted walk. It reports by its exit code (0: every step behaved) and, with
    ``--smoke-report FILE``, in a JSON file: a windowed build (Windows, macOS) has no
    stdout, and an exception escaping there would open a dialog nobody answers on CI, so
    every failure ends here as exit 1 and a report."""
    report: dict[str, Any] = {"result": "crashed", "frames": 0, "screens": [], "checks": 0,
                              "platform": sys.platform, "frozen": bool(getattr(sys, "frozen",
                                                                               False)),
                              "stdout": sys.stdout is not None, "cwd": os.getcwd()}
    try:
        report.update(walk(args))
    except Exception as exc:  # anything at all: said in the report, never a traceback dialog
        import traceback  # (here: the start imports only what the first frame needs)

        report["failure"] = "".join(traceback.format_exception(exc))
    if args.smoke_report:
        save_report(args.smoke_report, report)
    if report["result"] != "ok":
        print(f"smoke FAILED after {report['frames']} frames: {report.get('failure')}",
              file=sys.stderr)
        return 1
    print(f"smoke ok: {report['frames']} frames")
    return 0


def walk(args: argparse.Namespace) -> dict[str, Any]:
    """Run the smoke script in a fresh app; what it saw, for the report."""
    import tempfile

    from scenes.app.loop import App, AppOptions
    from scenes.app.smoke import Probe, SmokeFailure, shell_script

    with tempfile.TemporaryDirectory(prefix="tablee-smoke-") as scratch:
        config = args.config_dir or Path(scratch)
        data = args.data_dir or Path(scratch) / "data"
        app = App(AppOptions(language=args.lang or "en", config_dir=config, data_dir=data,
                             fps=0, fixed_dt=1 / 60, seed=1 if args.seed is None else args.seed))
        probe = Probe(app)
        seen = {"config_dir": str(config), "data_dir": str(data),
                "video": pygame_driver()}
        script = shell_script(app, probe)
        result, failure = "ok", None
        try:
            app.run(script)
            if next(script, "finished") != "finished":
                result, failure = "stopped", "the app stopped before the script ended"
        except SmokeFailure as exc:
            result, failure = "failed", str(exc)
    return {**seen, "result": result, "failure": failure, "frames": app.frames,
            "screens": probe.screens, "checks": probe.checks}


def pygame_driver() -> str:
    import pygame

    return pygame.display.get_driver() if pygame.display.get_init() else "none"


def save_report(path: Path, report: dict[str, Any]) -> None:
    """Write the report through the store (atomic); a report that cannot be written is said
    on stderr, if there is one, and the exit code still tells."""
    from game.store import JsonStore, StoreError

    try:
        JsonStore(path.parent, max_bytes=1 << 20).write(path.name, report)
    except StoreError as exc:
        print(f"tablee: smoke report: {exc}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
