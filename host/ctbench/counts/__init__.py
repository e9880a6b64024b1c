"""Instruction counters: instruction classes, the cycle model, callgrind and codegen."""
