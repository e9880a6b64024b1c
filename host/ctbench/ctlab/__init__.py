"""The constant-time lab: the checked functions, the checkers, and the mutants they must catch."""
