# qemu-system-riscv32 -M virt -bios none: RAM at 0x80000000, semihosting,
# minstret under -icount shift=0.
set(here ${CMAKE_CURRENT_LIST_DIR})
ctb_bare_target(${here} ${here}/start.S ${here}/port.c ${here}/../common/semihost_io.c)
