# qemu-system-xtensa -M sim -cpu esp32s3, built by ctbench (host/ctbench/qemu_cores.py);
# the port is shared with the other ESP Xtensa core: ../xtensa-windowed/.
set(CTB_XTENSA_CORE esp32s3)
set(CTB_XTENSA_CHIP "ESP32-S3 Xtensa LX7 (QEMU sim, core from espressif/xtensa-overlays)")
include(${CMAKE_CURRENT_LIST_DIR}/../xtensa-windowed/target.cmake)
