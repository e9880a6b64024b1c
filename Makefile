# ctbench: the two set-up commands are `make demo` and `make test`.
# Both bootstrap what they need: Debian packages (as root, with apt-get) and
# a virtualenv in .venv with the host tool installed in it.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

# package:command pairs (tools/deps.sh installs a package when its command
# is missing)
DEPS_NATIVE := gcc:cc cmake:cmake python3-venv:python3-venv git:git
# the emulated targets (ctbench targets lists the same pairs)
DEPS_EMULATED := \
	gcc-xtensa-lx106:xtensa-lx106-elf-gcc \
	picolibc-xtensa-lx106-elf:/usr/lib/xtensa-lx106-elf/picolibc.specs \
	gcc-riscv64-unknown-elf:riscv64-unknown-elf-gcc \
	picolibc-riscv64-unknown-elf:/usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs \
	gcc-arm-none-eabi:arm-none-eabi-gcc \
	libnewlib-arm-none-eabi:/usr/lib/arm-none-eabi/newlib/nosys.specs \
	qemu-system-misc:qemu-system-xtensa \
	qemu-system-arm:qemu-system-arm

.PHONY: demo test lint deps deps-emulated clean

demo: deps $(VENV)/.installed
	$(BIN)/ctbench campaign plans/demo.toml --fresh

test: deps deps-emulated $(VENV)/.installed lint
	$(BIN)/pytest

lint: $(VENV)/.installed
	$(BIN)/ruff check host tests firmware/pytest_bench.py
	$(BIN)/mypy

deps:
	@tools/deps.sh $(DEPS_NATIVE)

deps-emulated:
	@tools/deps.sh $(DEPS_EMULATED)

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

clean:
	rm -rf build .venv
