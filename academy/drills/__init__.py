"""The workshop's drills («Taller del crupier»): one package per kind."""
