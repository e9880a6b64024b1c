/* The reset vector: a jump to _start, which follows it in the same region
 * (its literal pool sits in front of it, hence the separate section). */
	.section .reset.text, "ax"
	.global _reset
_reset:
	j	_start

/* Stack, zeroed .bss, main(), then exit with its value. Interrupts stay
 * masked (PS.INTLEVEL after reset): nothing may interrupt a batch. */
	.section .text.start, "ax"
	.literal_position
	.align	4
	.global	_start
_start:
	movi	a0, 0
	movi	a1, __stack_top
	movi	a2, __bss_start
	movi	a3, __bss_end
1:	bgeu	a2, a3, 2f
	s32i	a0, a2, 0
	addi	a2, a2, 4
	j	1b
2:	call0	main
	call0	ctb_bare_exit
3:	j	3b
