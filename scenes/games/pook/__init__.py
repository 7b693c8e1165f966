"""The Pook table: grid, hands, Piggy, powers, Banners."""
