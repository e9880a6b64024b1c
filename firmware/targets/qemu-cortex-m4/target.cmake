# qemu-system-arm -M mps2-an386: code at 0, RAM at 0x20000000, semihosting
# through bkpt 0xab, the CMSDK APB timer 0 under -icount shift=7.
set(here ${CMAKE_CURRENT_LIST_DIR})
ctb_bare_target(${here} ${here}/start.c ${here}/port.c ${here}/../common/semihost_io.c)
