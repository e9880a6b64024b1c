# qemu-system-arm -M mps2-an386: code at 0, RAM at 0x20000000, semihosting
# through bkpt 0xab, the CMSDK APB timer 0 under -icount shift=7.
set(here ${CMAKE_CURRENT_LIST_DIR})
set(common ${here}/../common)
set(CTB_PORT_SRCS ${here}/start.c ${here}/port.c ${common}/semihost_io.c)
set(CTB_APP_MAIN ${common}/bare_main.c)
set(CTB_TEST_MAIN ${common}/bare_test_main.c)
set(CTB_TARGET_FLAGS "")   # in CMAKE_C_FLAGS (toolchain.cmake)
set(CTB_TARGET_LIBS "")
include_directories(${common})
add_link_options(-T ${here}/link.ld -Wl,--gc-sections)
