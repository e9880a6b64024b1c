# ctbench: the two set-up commands are `make demo` and `make test`.
# Both bootstrap what they need: Debian packages (as root, with apt-get) and
# a virtualenv in .venv with the host tool installed in it.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

# package:command pairs (tools/deps.sh installs a package when its command
# is missing)
DEPS_NATIVE := gcc:cc cmake:cmake python3-venv:python3-venv git:git patch:patch \
	ccache:ccache
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
# the constant-time checkers
DEPS_CT := valgrind:valgrind clang-19:clang-19 \
	libclang-rt-19-dev:/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.msan-x86_64.a \
	llvm:llvm-symbolizer

# the HTML report's browser test: tests/campaign/test_charts.py opens report.html in
# headless chromium and checks that its charts render (docs/campaigns.md)
DEPS_REPORT := chromium:chromium

# board farms: labgrid's exporter serves a board's serial port with ser2net
# (tests/boards/test_farm.py, docs/boards.md); labgrid itself goes into its
# own virtualenv (`ctbench farm setup`)
DEPS_BOARDS := ser2net:ser2net

# ESP-IDF's linux target: idf.py builds the bench app as a host program
# (components/linux includes <bsd/sys/cdefs.h>); ESP-IDF itself is cloned
# into the cache by `ctbench idf fetch` when none is exported (docs/boards.md)
DEPS_IDF := libbsd-dev:/usr/include/bsd/sys/cdefs.h ninja-build:ninja git:git \
	cmake:cmake python3-venv:python3-venv

# the ESP32/ESP32-S3 emulation lab: what `ctbench toolchain build` needs to
# build GCC 14, picolibc and QEMU from Debian's sources (docs/toolchain.md)
DEPS_LAB := build-essential:g++ libgmp-dev:/usr/include/gmp.h \
	libmpfr-dev:/usr/include/mpfr.h libmpc-dev:/usr/include/mpc.h \
	zlib1g-dev:/usr/include/zlib.h flex:flex bison:bison \
	meson:meson ninja-build:ninja xz-utils:xz git:git \
	binutils-xtensa-lx106:xtensa-lx106-elf-as qemu-system-misc:qemu-system-xtensa \
	pkg-config:pkg-config libglib2.0-dev:/usr/include/glib-2.0/glib.h \
	libpixman-1-dev:/usr/include/pixman-1/pixman.h

.PHONY: demo test test-slow lint idf-check idf-build idf-linux mbedtls-alt deps deps-emulated \
	deps-ct deps-report deps-lab deps-idf deps-boards esp32-lab clean

# seed 000 on an emulated Xtensa core and natively (plans/demo.toml)
demo: deps deps-emulated $(VENV)/.installed
	$(BIN)/ctbench campaign plans/demo.toml --fresh

test: deps deps-emulated deps-ct deps-report deps-idf deps-boards $(VENV)/.installed lint
	$(BIN)/pytest

# The end-to-end tests too long for make test (marked slow; CI runs them
# after make test): the flashes through RFC 2217 (a run whose connection
# drops; a campaign across labgrid places, killed and resumed).
test-slow: deps deps-emulated deps-ct deps-report deps-idf deps-boards $(VENV)/.installed
	$(BIN)/pytest -m slow

# The ESP-IDF layer for esp32, esp32s3 and esp32c3, every variant and plan
# composition: configured and compiled with a real ESP-IDF when one is
# exported, else in a compile-check environment (IDFCHECK_ENV; docs/boards.md).
idf-check: deps $(VENV)/.installed
	$(BIN)/ctbench idf-check

# Linked images of the bench app for esp32, esp32s3 and esp32c3: the defaults
# and every variant a shipped board plan names for the chip, each into
# build/<chip>/<variant>, checked with esptool's image_info and measured with
# esp-idf-size (docs/boards.md). With ESP-IDF's own toolchain when exported,
# else the lab's (ctbench toolchain build <chip>). Others on request:
#   make idf-build CHIPS="esp32" VARIANTS="defaults mbedtls-3.6.6+ct"
CHIPS ?=
VARIANTS ?=
idf-build: deps $(VENV)/.installed
	@$(BIN)/ctbench idf-build $(foreach c,$(CHIPS),--chip $(c)) \
		$(foreach v,$(VARIANTS),--variant $(v))

# The bench app on ESP-IDF's linux target: ESP-IDF v5.5.5 (exported, or
# cloned into the cache), the Os build under pytest-embedded's linux DUT
# (firmware/pytest_bench.py), then plans/idf-linux.toml (seed 000's A-B-C-A
# through ESP-IDF's own mbedtls component) into results/idf-linux/.
idf-linux: deps deps-idf $(VENV)/.installed
	$(BIN)/ctbench idf fetch
	$(BIN)/ctbench build --target idf-linux --variant Os
	$(BIN)/pytest firmware/pytest_bench.py -p pytest_embedded -o addopts= -k linux \
		--embedded-services idf --target linux --app-path . --build-dir build/idf-linux/Os
	$(BIN)/ctbench campaign plans/idf-linux.toml --fresh --out results/idf-linux

# mbedTLS 3.6.6's own ECDH and PSA test suites, natively, through the ctb_ec
# adapter (components/ctb_ec_mbedtls) and unmodified, side by side, and the
# adapter's secret-flow check under valgrind (docs/ec.md).
mbedtls-alt: deps $(VENV)/.installed
	$(BIN)/ctbench mbedtls-alt --suite ecdh --suite psa_crypto

# GCC 14 + libgcc + picolibc for the ESP32 (LX6) and ESP32-S3 (LX7) cores,
# and qemu-system-xtensa with both cores, built from Debian's sources and
# Espressif's core descriptions into the user's cache; each core is then
# verified by running a program on it (docs/toolchain.md).
esp32-lab: deps deps-lab $(VENV)/.installed
	$(BIN)/ctbench toolchain build esp32
	$(BIN)/ctbench toolchain build esp32s3

lint: $(VENV)/.installed
	$(BIN)/ruff check host tests firmware/pytest_bench.py
	$(BIN)/mypy

deps:
	@tools/deps.sh $(DEPS_NATIVE)

deps-emulated:
	@tools/deps.sh $(DEPS_EMULATED)

deps-ct:
	@tools/deps.sh $(DEPS_CT)

deps-report:
	@tools/deps.sh $(DEPS_REPORT)

deps-boards:
	@tools/deps.sh $(DEPS_BOARDS)

deps-lab:
	@tools/deps.sh $(DEPS_LAB)

deps-idf:
	@tools/deps.sh $(DEPS_IDF)

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

clean:
	rm -rf build .venv
