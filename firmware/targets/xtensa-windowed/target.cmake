# What qemu-esp32 and qemu-esp32s3 share (their target.cmake sets
# CTB_XTENSA_CORE and includes this): QEMU's sim machine with the core
# imported from Espressif's overlays, reset vector at 0x50000000, window
# vectors at VECBASE 0x40000000, simcall semihosting, CCOUNT one tick an
# instruction under -icount shift=0.
set(xtw ${CMAKE_CURRENT_LIST_DIR})
ctb_bare_target(${xtw} ${xtw}/start.S ${xtw}/port.c ${xtw}/../common/xtensa_sim_port.c
    ${xtw}/verify.c)
set_source_files_properties(${xtw}/port.c PROPERTIES COMPILE_DEFINITIONS
    "CTB_XTENSA_PORT=\"qemu-${CTB_XTENSA_CORE}\";CTB_XTENSA_CHIP=\"${CTB_XTENSA_CHIP}\"")
include_directories(${xtw})
# The port's own checks run wherever its unit tests run.
ctb_add_tests(ctb_port ${xtw}/test_xtensa_windowed.c)
