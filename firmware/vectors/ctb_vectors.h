/*
 * The vector runner: a firmware program that runs test-vector cases the
 * host generated (host/ctbench/vectors/cdata.py writes ctb_vectors_data.c
 * into the build directory) and prints one protocol line per case
 * (docs/vectors.md). The firmware only computes; the host judges.
 *
 * A case is an operation, a parameter (a curve id, a key size, ...) and up
 * to CTB_VEC_FIELDS byte strings in one shared blob. Each operation is a
 * handler in its own file (vec_ecdh.c, vec_ec_public.c, vec_ecdsa.c,
 * vec_gcm.c, vec_b64.c), listed in vec_ops.c.
 */
#ifndef CTB_VECTORS_H
#define CTB_VECTORS_H

#include <stddef.h>
#include <stdint.h>

/* Operation codes; must match host/ctbench/vectors/cases.py OPS. */
enum {
	CTB_VEC_ECDH = 1,          /* scalar, peer point -> shared x */
	CTB_VEC_ECDSA_VERIFY = 2,  /* public key, digest, signature -> nothing */
	CTB_VEC_EC_PUBLIC = 3,     /* scalar -> 04 || x || y */
	CTB_VEC_GCM_SEAL = 4,      /* key, IV, AAD, plaintext, -, GHASH name -> ct || tag */
	CTB_VEC_GCM_OPEN = 5,      /* key, IV, AAD, ciphertext, tag, GHASH name -> plaintext */
	CTB_VEC_B64_DECODE = 6,    /* text, room -> bytes */
	CTB_VEC_PEM_DECODE = 7     /* text, room -> consumed, label, body */
};

#define CTB_VEC_FIELDS 6
/* Largest output a handler may write (bytes): Wycheproof's longest GCM
 * case seals 513 bytes and a tag. Printed as hex, 1024 bytes make a line
 * of about 2100 characters, inside ctb_bench's CTB_LINE_MAX (3072). */
#define CTB_VEC_OUT_MAX 1024

typedef struct ctb_vec_field {
	uint32_t off;   /* into ctb_vec_blob */
	uint32_t len;
} ctb_vec_field;

typedef struct ctb_vec_case {
	uint16_t op;
	uint16_t param;
	ctb_vec_field f[CTB_VEC_FIELDS];
} ctb_vec_case;

/* Generated: the cases, their bytes, and an id of the whole set (the host
 * checks the id in the run's header, so a stale build cannot pass). */
extern const ctb_vec_case ctb_vec_cases[];
extern const size_t ctb_vec_count;
extern const uint8_t ctb_vec_blob[];
extern const char ctb_vec_data_id[];

/* One operation: returns the library's code (0 = accepted) and writes up
 * to CTB_VEC_OUT_MAX bytes of output into out, their number in *out_len. */
typedef int (*ctb_vec_fn)(const ctb_vec_case *c, uint8_t *out, size_t *out_len);

typedef struct ctb_vec_op {
	uint16_t op;
	const char *name;
	ctb_vec_fn run;
} ctb_vec_op;

/* vec_ops.c: every operation built in, ended by a zero op. */
extern const ctb_vec_op ctb_vec_ops[];

/* Field i of case c, as a pointer into the blob. */
static inline const uint8_t *
ctb_vec_bytes(const ctb_vec_case *c, int i)
{
	return ctb_vec_blob + c->f[i].off;
}

#endif
