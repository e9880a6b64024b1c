/* The windowed Xtensa cores' self-check (verify.c). */
#ifndef CTB_XTENSA_VERIFY_H
#define CTB_XTENSA_VERIFY_H

#define VERIFY_DEPTH 40

enum {
	VERIFY_PRODUCT = 1,   /* mull/muluh gave a wrong 64-bit product */
	VERIFY_CALL8 = 2,     /* deep call8 recursion (C or asm) came back wrong */
	VERIFY_CALL4 = 3,     /* deep call4 recursion came back wrong */
	VERIFY_CALL12 = 4,    /* deep call12 recursion came back wrong */
	VERIFY_LOOP = 5,      /* the zero-overhead loop ran a wrong count */
	VERIFY_COUNT = 6      /* CCOUNT is not one tick an instruction */
};

int ctb_xtensa_verify(void);
int ctb_xtensa_verify_counts(void);

#endif
