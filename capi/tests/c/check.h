/*
 * What every file of the C test shares: the failure count and CHECK, a string that is not
 * UTF-8, and the test groups main.c runs.
 */
#ifndef HUPAI_TEST_CHECK_H
#define HUPAI_TEST_CHECK_H

#include "hupai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Checks failed so far, printed and counted by CHECK. */
extern int failures;

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: failed: %s (last error: %s)\n", __FILE__, __LINE__, \
                    #cond, hupai_last_error());                                       \
            failures++;                                                               \
        }                                                                             \
    } while (0)

/* Bytes that are not UTF-8, then a tile. */
extern const char NOT_UTF8[];

/* mahjong.c: the checker's questions of text. */
void test_version_and_errors(void);
void test_checker(void);
void test_shanten(void);
void test_effective_tiles(void);
void test_three_player(void);
void test_discards(void);

/* counts.c: count arrays, one at a time and in batches. */
void test_counts_agree_with_text(void);
void test_counts_refused(void);
void test_batch(void);

/* tables.c: checkers over table files, and files refused. */
void test_tables(const char *path);

/* paohuzi.c: the Paohuzi checker, and its table files. */
void test_paohuzi(void);
void test_paohuzi_tables(const char *path, const char *mahjong);

#endif
