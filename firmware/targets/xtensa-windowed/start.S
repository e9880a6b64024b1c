/*
 * Start-up and exception vectors for the windowed-ABI Xtensa cores (ESP32,
 * ESP32-S3) on QEMU's sim machine, with the cores imported from Espressif's
 * overlays (host/ctbench/qemu_cores.py). Values from the overlays' core-isa.h,
 * the same for both cores:
 *   XCHAL_RESET_VECTOR0_VADDR    0x50000000  where QEMU starts (sysrom0)
 *   XCHAL_VECBASE_RESET_VADDR    0x40000000  (instram0 on both cores)
 *   XCHAL_WINDOW_{OF,UF}{4,8,12}_VECOFS  0x00, 0x40, 0x80, 0xC0, 0x100, 0x140
 *   XCHAL_KERNEL_VECOFS 0x300, XCHAL_USER_VECOFS 0x340,
 *   XCHAL_DOUBLEEXC_VECOFS 0x3C0
 *   XCHAL_NUM_AREGS 64: calls deeper than the register file spill through
 *   the window overflow vectors and fill through the underflow ones.
 * Interrupts stay masked (PS.INTLEVEL 15): nothing may interrupt a batch.
 */
#define PS_WOE		(1 << 18)
#define PS_INTLEVEL	15

/* The reset vector: a jump to _start, which follows it in the same region
 * (its literal pool sits in front of it, hence the separate section). */
	.section .reset.text, "ax"
	.global	_reset
_reset:
	j	_start

	.section .text.start, "ax"
	.literal_position
	.align	4
	.global	_start
_start:
	/* One live window frame, at register 0; PS: window overflow
	 * exceptions on (WOE), EXCM clear (else they would not be taken),
	 * kernel mode, every interrupt masked, CALLINC 0. */
	movi	a0, 1
	wsr.windowstart a0
	movi	a0, 0
	wsr.windowbase a0
	rsync
	movi	a0, _vecbase
	wsr.vecbase a0
	movi	a0, PS_WOE | PS_INTLEVEL
	wsr.ps	a0
	rsync
	/* The FPU (and on the S3 the TIE state) is a coprocessor: enabled,
	 * so that float code does not fault. No zero-overhead loop active. */
	movi	a0, 0xff
	wsr.cpenable a0
	movi	a0, 0
	wsr.lcount a0
	/* picolibc's errno is thread-local; THREADPTR points at its block. */
	movi	a2, __tls_block
	wur.threadptr a2
	movi	a1, __stack_top
	movi	a2, __bss_start
	movi	a3, __bss_end
1:	bgeu	a2, a3, 2f
	s32i	a0, a2, 0
	addi	a2, a2, 4
	j	1b
	/* a0 = 0 ends backtraces. main() is call4'd: its return value comes
	 * back in a6, which is where call4 passes ctb_bare_exit's argument. */
2:	movi	a0, 0
	call4	main
	call4	ctb_bare_exit
3:	j	3b

/* The vectors, at VECBASE. The window handlers are the standard ones of
 * the Xtensa ISA: a frame's a0-a3 go to the 16 bytes below the stack
 * pointer of the frame it called (a5, a9 or a13 here); a call8/call12
 * frame's a4-a7 (a4-a11) to the extra save area below its caller's stack
 * pointer, read from that base save area. */
	.section .vectors.text, "ax"
	.align	4
	.global	_vecbase
_vecbase:
	.org	0x00
_WindowOverflow4:
	s32e	a0, a5, -16
	s32e	a1, a5, -12
	s32e	a2, a5, -8
	s32e	a3, a5, -4
	rfwo

	.org	0x40
_WindowUnderflow4:
	l32e	a0, a5, -16
	l32e	a1, a5, -12
	l32e	a2, a5, -8
	l32e	a3, a5, -4
	rfwu

	.org	0x80
_WindowOverflow8:
	s32e	a0, a9, -16
	l32e	a0, a1, -12
	s32e	a2, a9, -8
	s32e	a1, a9, -12
	s32e	a3, a9, -4
	s32e	a4, a0, -32
	s32e	a5, a0, -28
	s32e	a6, a0, -24
	s32e	a7, a0, -20
	rfwo

	.org	0xc0
_WindowUnderflow8:
	l32e	a1, a9, -12
	l32e	a0, a9, -16
	l32e	a7, a1, -12
	l32e	a2, a9, -8
	l32e	a4, a7, -32
	l32e	a3, a9, -4
	l32e	a5, a7, -28
	l32e	a6, a7, -24
	l32e	a7, a7, -20
	rfwu

	.org	0x100
_WindowOverflow12:
	s32e	a0, a13, -16
	l32e	a0, a1, -12
	s32e	a1, a13, -12
	s32e	a2, a13, -8
	s32e	a3, a13, -4
	s32e	a4, a0, -48
	s32e	a5, a0, -44
	s32e	a6, a0, -40
	s32e	a7, a0, -36
	s32e	a8, a0, -32
	s32e	a9, a0, -28
	s32e	a10, a0, -24
	s32e	a11, a0, -20
	rfwo

	.org	0x140
_WindowUnderflow12:
	l32e	a1, a13, -12
	l32e	a0, a13, -16
	l32e	a11, a1, -12
	l32e	a2, a13, -8
	l32e	a4, a11, -48
	l32e	a8, a11, -32
	l32e	a3, a13, -4
	l32e	a5, a11, -44
	l32e	a6, a11, -40
	l32e	a7, a11, -36
	l32e	a9, a11, -28
	l32e	a10, a11, -24
	l32e	a11, a11, -20
	rfwu

	/* Every other exception (an illegal instruction, a fetch or load
	 * from nowhere, a double exception) ends the run: "CTB fault:" on
	 * the console, exit status 70, as on the other emulated targets.
	 * Interrupts never arrive (masked); the debug vector is unused. */
	.org	0x300
_KernelExceptionVector:
	j	_fault
	.org	0x340
_UserExceptionVector:
	j	_fault
	.org	0x3c0
_DoubleExceptionVector:
	j	_fault

	.org	0x400
	.literal_position
	.align	4
_fault:
	movi	a2, 4
	movi	a3, 1
	movi	a4, _fault_msg
	movi	a5, _fault_len
	simcall
	movi	a2, 1
	movi	a3, 70
	simcall
1:	j	1b

	.section .rodata.fault, "a"
_fault_msg:
	.ascii	"\nCTB fault: CPU exception\n"
	.set	_fault_len, . - _fault_msg
