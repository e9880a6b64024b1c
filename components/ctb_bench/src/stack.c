#include "inner.h"

/*
 * Stack use of one operation, by painting: fill the free stack below this
 * frame with a pattern, run the operation once, and find the lowest word
 * it changed. What it reports is the depth below this function's frame,
 * so it counts the bench's run() wrapper (a few words) with the library
 * call, as a caller of the library would pay it.
 *
 * Why this is sound enough to publish: the operation cannot use stack it
 * does not write, and every frame it pushes lies below ours, inside the
 * painted span. What can go wrong is named:
 *   - a word the operation wrote with exactly the pattern's value (one in
 *     2^32 per word, and only at the very bottom would it matter);
 *   - an interrupt taken on this stack at the deepest point (boards only;
 *     the bench task is alone on its core, and the emulators have none);
 *   - the span below our frame that we leave unpainted (GAP): windowed
 *     Xtensa spills a frame's a0..a3 to the 16 bytes below its stack
 *     pointer, ours included. Any real operation goes far deeper.
 * If the operation reached the bottom of the span, the figure is a lower
 * bound: the caller reports the room beside it.
 */

#define PAINT 0x5ac3a53cu
#define GAP 128

size_t
ctb_stack_use(void (*run)(void *), void *arg, size_t room)
{
	volatile uint32_t here = 0;
	uintptr_t top = ((uintptr_t)&here - GAP) & ~(uintptr_t)3;
	uintptr_t bottom = top - (room & ~(size_t)3);
	volatile uint32_t *w;

	if (room <= GAP) {
		return 0;
	}
	/* Addresses below our frame, formed as integers: the compiler knows
	 * nothing lives there, and the volatile stores cannot be dropped. */
	for (w = (volatile uint32_t *)bottom; (uintptr_t)w < top; w++) {
		*w = PAINT;
	}
	run(arg);
	for (w = (volatile uint32_t *)bottom; (uintptr_t)w < top; w++) {
		if (*w != PAINT) {
			break;
		}
	}
	return (size_t)((uintptr_t)&here - (uintptr_t)w);
}
