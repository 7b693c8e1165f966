"""A relay that drops is found again, on loopback (127.0.0.1) with relays in processes of
their own: killed as a machine falls over, started again, or another relay for the room."""

from __future__ import annotations

from game.games import replayed
from tools.lan_relays import RelayedTable, RelayProcess


def test_a_relay_killed_and_started_again_is_found_again_and_the_game_goes_on() -> None:
    relay = RelayProcess().start()
    try:
        with RelayedTable("totem", 2, 31, [relay]) as table:
            assert table.play_until(6)
            before = table.moves()
            relay.kill()
            relay.start()
            assert table.play_until(before + 6), "the table did not move again"
            assert table.runner.server.relay_links >= 2
            assert all(bot.link.connections >= 2 for bot in table.laptops)
            assert table.play_until(10_000, limit=60)
            with table.runner.lock:
                assert table.host.state.is_terminal()
                assert replayed(table.host.record).to_json() == table.host.state.to_json()
    finally:
        relay.kill()


def test_a_host_and_its_laptops_move_to_the_next_relay_when_theirs_is_gone() -> None:
    first, second = RelayProcess().start(), RelayProcess().start()
    try:
        with RelayedTable("pook", 2, 32, [first, second]) as table:
            assert table.play_until(6)
            assert table.runner.server.relay_url is not None
            assert str(first.port) in table.runner.server.relay_url
            before = table.moves()
            first.kill()  # and it does not come back
            assert table.play_until(before + 6), "the table did not move again"
            assert str(second.port) in str(table.runner.server.relay_url)
            assert all(str(second.port) in bot.link.url for bot in table.laptops)
            assert table.play_until(10_000, limit=60)
            with table.runner.lock:
                assert replayed(table.host.record).to_json() == table.host.state.to_json()
    finally:
        first.kill()
        second.kill()
