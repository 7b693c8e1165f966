"""Jobs off the frame loop (scenes/kit/background.py): a finished thread takes the next job
(handing it over costs the frame microseconds, starting a thread up to a millisecond), a
cancelled job never holds the next one up, and a closed or idle owner leaves no thread."""

from __future__ import annotations

import threading
import time

import pytest

from scenes.kit import background
from scenes.kit.background import Background


def outcome(job: Background, seconds: float = 5.0) -> object:
    assert job.wait(seconds)
    return job.result()


def test_a_finished_thread_takes_the_next_job():
    job = Background("tablee-test")
    assert not job.busy and job.result() is None  # (no job yet)
    job.start(threading.get_ident)
    first = outcome(job)
    time.sleep(0.05)  # the thread puts itself back among the free ones
    job.start(threading.get_ident, whose="again")
    assert outcome(job) == first
    names = [t.name for t in threading.enumerate() if t.ident == first]
    assert names == ["tablee-test again"]  # named after the job it runs (or ran last)
    job.close()


def test_a_job_s_exception_is_raised_on_the_frame_thread():
    job = Background("tablee-test")
    job.start(lambda: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        outcome(job)
    job.start(lambda: "still works")
    assert outcome(job) == "still works"
    job.close()


def test_a_cancelled_job_does_not_hold_up_the_next():
    job = Background("tablee-test")
    release = threading.Event()
    job.start(release.wait, 10)
    job.cancel()
    assert not job.busy
    job.start(lambda: "next")
    assert outcome(job, 2.0) == "next"  # on another thread: the first one still waits
    release.set()
    job.close()


def test_closing_ends_every_thread():
    job = Background("tablee-test")
    job.start(threading.current_thread)
    thread = outcome(job)
    assert isinstance(thread, threading.Thread)
    time.sleep(0.05)
    job.close()
    thread.join(2.0)
    assert not thread.is_alive()


def test_a_thread_with_no_job_for_a_while_ends(monkeypatch):
    monkeypatch.setattr(background, "IDLE_SECONDS", 0.05)
    job = Background("tablee-test")
    job.start(threading.current_thread)
    thread = outcome(job)
    assert isinstance(thread, threading.Thread)
    thread.join(2.0)
    assert not thread.is_alive()
    job.start(lambda: "a new thread")  # and the owner still works
    assert outcome(job) == "a new thread"
    job.close()
