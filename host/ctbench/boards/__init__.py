"""Boards: what ctbench does with an ESP chip's serial port, and the
simulated board that stands in for one in tests."""
