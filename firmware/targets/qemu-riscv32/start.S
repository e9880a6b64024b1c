/* Reset: stack, global pointer, zeroed .bss, main(), exit with its value. */
	.section .text.start, "ax"
	.globl _start
_start:
	.option push
	.option norelax
	la	gp, __global_pointer$
	.option pop
	la	sp, __stack_top
	la	tp, __tls_block
	la	t0, ctb_trap
	csrw	mtvec, t0
	la	t0, __bss_start
	la	t1, __bss_end
1:	bgeu	t0, t1, 2f
	sw	zero, 0(t0)
	addi	t0, t0, 4
	j	1b
2:	call	main
	call	ctb_bare_exit

/* Any trap is a fault here (nothing enables interrupts): say so and exit,
 * so a crashing guest ends at once instead of at the host's timeout. */
	.section .text.trap, "ax"
	.balign	4
ctb_trap:
	la	sp, __stack_top
	call	ctb_bare_fault

/* long ctb_semihost(long op, void *arg): the RISC-V semihosting trap, this
 * exact uncompressed sequence, kept inside one 16-byte block so that it can
 * never straddle a page. a0 and a1 are already op and arg. */
	.section .text.semihost, "ax"
	.balign 16
	.globl ctb_semihost
	.option push
	.option norvc
	.option norelax
ctb_semihost:
	slli	x0, x0, 0x1f
	ebreak
	srai	x0, x0, 7
	ret
	.option pop
