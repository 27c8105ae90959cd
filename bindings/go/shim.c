/* The C half of the Go package: see shim.h. */
#include "shim.h"

#include <stdlib.h>
#include <string.h>

/* Text up to this long is copied onto the stack; longer text into the heap. */
#define STACK_TEXT 128

static shim_result failed(int32_t code, const char *message) {
    shim_result r = {0};
    r.code = code;
    r.error = strdup(message);
    return r;
}

static shim_result from_library(int32_t code) {
    return code < 0 ? failed(code, hupai_last_error()) : (shim_result){.code = code};
}

/*
 * A NUL-terminated copy of `len` bytes in `stack` or, when longer, in the heap (`*heap` is
 * then what to free); NULL when the text holds a NUL byte, which C would stop at.
 */
static const char *terminated(const char *text, size_t len, char *stack, char **heap) {
    *heap = NULL;
    if (len && memchr(text, 0, len)) return NULL;
    char *copy = len < STACK_TEXT ? stack : (*heap = malloc(len + 1));
    if (!copy) return NULL;
    if (len) memcpy(copy, text, len);
    copy[len] = 0;
    return copy;
}

/* Declares `name`, the text as C reads it, or returns the failure `code`. */
#define TEXT_OR(code, name, text, len)                                          \
    char name##_stack[STACK_TEXT], *name##_heap;                                \
    const char *name = terminated(text, len, name##_stack, &name##_heap);       \
    if (!name) return failed(code, "the text holds a NUL byte")
/* A hand's text: a NUL byte in it is a bad hand. */
#define TEXT(name, text, len) TEXT_OR(HUPAI_E_HAND, name, text, len)

/* A constructor's result: the new handle, or the message of why there is none. */
static shim_result made(void *handle, char *text_heap) {
    shim_result r = {0};
    r.handle = handle;
    if (!handle) r = failed(HUPAI_E_RULES, hupai_last_error());
    free(text_heap);
    return r;
}

shim_result shim_checker_new(const char *rules, size_t len) {
    TEXT_OR(HUPAI_E_RULES, text, rules, len);
    return made(hupai_checker_new(text), text_heap);
}

shim_result shim_phz_checker_new(const char *rules, size_t len) {
    TEXT_OR(HUPAI_E_RULES, text, rules, len);
    return made(hupai_phz_checker_new(text), text_heap);
}

shim_result shim_is_complete(const hupai_checker *c, const char *hand, size_t len) {
    TEXT(text, hand, len);
    shim_result r = from_library(hupai_is_complete(c, text));
    free(text_heap);
    return r;
}

shim_result shim_waits(const hupai_checker *c, const char *hand, size_t len) {
    TEXT(text, hand, len);
    uint64_t waits = 0, dead = 0;
    shim_result r = from_library(hupai_waits(c, text, &waits, &dead));
    r.bits = waits;
    free(text_heap);
    return r;
}

shim_result shim_shanten(const hupai_checker *c, const char *hand, size_t len) {
    TEXT(text, hand, len);
    hupai_shanten_result s;
    shim_result r = from_library(hupai_shanten(c, text, &s));
    if (r.code >= 0) r.value = s.least;
    free(text_heap);
    return r;
}

shim_result shim_is_complete_counts(const hupai_checker *c, const uint8_t *counts,
                                    uint8_t jokers) {
    return from_library(hupai_is_complete_counts(c, counts, jokers));
}

shim_result shim_batch(const hupai_checker *c, const uint8_t *counts, const uint8_t *jokers,
                       size_t n, uint8_t *out) {
    int64_t complete = hupai_is_complete_batch(c, counts, HUPAI_KINDS, jokers, n, out, 0);
    if (complete < 0) return failed((int32_t)complete, hupai_last_error());
    shim_result r = {0};
    r.bits = (uint64_t)complete;
    return r;
}

shim_result shim_phz_check(const hupai_phz_checker *p, const char *hand, size_t len) {
    TEXT(text, hand, len);
    int32_t huxi = 0, win = 0;
    shim_result r = from_library(hupai_phz_check(p, text, &huxi, &win));
    r.value = huxi;
    r.win = win;
    free(text_heap);
    return r;
}
