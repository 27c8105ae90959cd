/*
 * What the Go package calls instead of hupai.h directly: each call takes its text as a
 * pointer and a length (Go strings carry no NUL) and returns its answer and, on failure, a
 * copy of the library's message in one value. The copy matters: hupai_last_error() is kept
 * per thread, and a goroutine may run on another thread, or another goroutine on this one,
 * before Go could read it. The caller frees `error` with free().
 */
#ifndef HUPAI_GO_SHIM_H
#define HUPAI_GO_SHIM_H

#include "hupai.h"

typedef struct {
    int32_t code;  /* 0 or more: the call's answer; negative: a HUPAI_E_* code */
    int32_t value; /* the shanten, the 胡息 */
    int32_t win;   /* Paohuzi: 1 wins */
    uint64_t bits; /* waits: bit k for kind k */
    char *error;   /* the library's message when code < 0, malloc'd; else NULL */
    void *handle;  /* constructors: the new handle */
} shim_result;

shim_result shim_checker_new(const char *rules, size_t len);
shim_result shim_phz_checker_new(const char *rules, size_t len);
shim_result shim_is_complete(const hupai_checker *c, const char *hand, size_t len);
shim_result shim_waits(const hupai_checker *c, const char *hand, size_t len);
shim_result shim_shanten(const hupai_checker *c, const char *hand, size_t len);
shim_result shim_is_complete_counts(const hupai_checker *c, const uint8_t *counts,
                                    uint8_t jokers);
shim_result shim_batch(const hupai_checker *c, const uint8_t *counts, const uint8_t *jokers,
                       size_t n, uint8_t *out);
shim_result shim_phz_check(const hupai_phz_checker *p, const char *hand, size_t len);

#endif
