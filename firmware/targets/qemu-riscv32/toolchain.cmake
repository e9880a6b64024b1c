# riscv64-unknown-elf-gcc building RV32IMC, as on ESP32-C3 (rv32imc) and the
# other Espressif RISC-V cores. Debian packages: gcc-riscv64-unknown-elf,
# picolibc-riscv64-unknown-elf.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-march=rv32imc_zicsr -mabi=ilp32 --specs=picolibc.specs")
set(CMAKE_ASM_FLAGS_INIT "-march=rv32imc_zicsr -mabi=ilp32")
# The multilib table knows rv32imc but not rv32imc_zicsr: link against the
# rv32im/ilp32 picolibc and libgcc, which run on any RV32IMC core.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-nostartfiles -march=rv32imc -mabi=ilp32")
