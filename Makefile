# ctbench: the two set-up commands are `make demo` and `make test`.
# Both bootstrap what they need: Debian packages (as root, with apt-get) and
# a virtualenv in .venv with the host tool installed in it.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

# package:command pairs (tools/deps.sh installs a package when its command
# is missing)
DEPS_NATIVE := gcc:cc cmake:cmake python3-venv:python3-venv git:git

.PHONY: demo test lint deps clean

demo: deps $(VENV)/.installed
	$(BIN)/ctbench campaign plans/demo.toml --fresh

test: deps $(VENV)/.installed lint
	$(BIN)/pytest

lint: $(VENV)/.installed
	$(BIN)/ruff check host tests firmware/pytest_bench.py
	$(BIN)/mypy

deps:
	@tools/deps.sh $(DEPS_NATIVE)

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

clean:
	rm -rf build .venv
