# xtensa-esp32-elf-gcc from ctbench's toolchain cache; see ../xtensa-windowed/.
set(CTB_XTENSA_CORE esp32)
include(${CMAKE_CURRENT_LIST_DIR}/../xtensa-windowed/toolchain.cmake)
