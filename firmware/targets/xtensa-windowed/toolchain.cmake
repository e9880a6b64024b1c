# GCC for the ESP32 / ESP32-S3 cores (windowed ABI) from ctbench's own
# toolchain cache (`ctbench toolchain build <core>`): host/ctbench/targets.py
# passes the compiler's path as CTB_XTENSA_GCC. The including toolchain.cmake
# sets CTB_XTENSA_CORE first.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR xtensa)
if(NOT CTB_XTENSA_GCC)
    message(FATAL_ERROR "ctbench: CTB_XTENSA_GCC (xtensa-${CTB_XTENSA_CORE}-elf-gcc) is not set; "
        "run ctbench toolchain build ${CTB_XTENSA_CORE}")
endif()
# try_compile() reads this file again, in a project of its own.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CTB_XTENSA_GCC CTB_XTENSA_CFLAGS)
set(CMAKE_C_COMPILER ${CTB_XTENSA_GCC})
set(CMAKE_ASM_COMPILER ${CTB_XTENSA_GCC})
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
# -mlongcalls as ESP-IDF builds (the assembler and linker turn calls in
# range back into direct ones); picolibc's specs file is found by name.
# Assembly gets the specs too: they put the core description
# (xtensa/config/core-isa.h) on the include path, which .S files read.
set(CMAKE_C_FLAGS_INIT "-mtext-section-literals -mlongcalls --specs=picolibc.specs ${CTB_XTENSA_CFLAGS}")
set(CMAKE_ASM_FLAGS_INIT "-mtext-section-literals --specs=picolibc.specs")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-nostartfiles")
