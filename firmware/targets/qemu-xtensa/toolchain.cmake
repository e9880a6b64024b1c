# xtensa-lx106-elf-gcc (the ESP8266 core: call0 ABI, no MUL32_HIGH, no
# windowed registers). Debian packages: gcc-xtensa-lx106,
# picolibc-xtensa-lx106-elf. Its picolibc.specs is not on the compiler's
# search path, hence the full path.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR xtensa)
set(CMAKE_C_COMPILER xtensa-lx106-elf-gcc)
set(CMAKE_ASM_COMPILER xtensa-lx106-elf-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-mtext-section-literals --specs=/usr/lib/xtensa-lx106-elf/picolibc.specs")
set(CMAKE_ASM_FLAGS_INIT "-mtext-section-literals")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-nostartfiles")
