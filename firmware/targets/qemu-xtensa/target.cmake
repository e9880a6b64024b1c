# qemu-system-xtensa -M sim -cpu lx106: reset vector at 0x50000000, simcall
# semihosting, CCOUNT under -icount shift=6.
set(here ${CMAKE_CURRENT_LIST_DIR})
set(common ${here}/../common)
set(CTB_PORT_SRCS ${here}/start.S ${here}/port.c ${here}/libgcc_lx106.c)
set(CTB_APP_MAIN ${common}/bare_main.c)
set(CTB_TEST_MAIN ${common}/bare_test_main.c)
set(CTB_TARGET_FLAGS "")   # in CMAKE_C_FLAGS (toolchain.cmake)
set(CTB_TARGET_LIBS "")
include_directories(${common})
add_link_options(-T ${here}/link.ld -Wl,--gc-sections)
# The helpers are this target's own code: they are tested here too.
ctb_add_tests(ctb_port ${here}/test_lx106.c)
