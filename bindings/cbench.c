/*
 * The C side of every binding's bench, so that each binding is timed beside C on the same
 * hands:
 *
 *   cbench write FILE N   writes N hands, one a line: the hand in mpsz notation, a space, and
 *                         its 34 counts as digits (34-order); half are complete (four groups
 *                         and a pair), half are 14 tiles drawn at random. Seeded: the same N
 *                         writes the same file.
 *   cbench time FILE      times hupai_is_complete on each hand's text, hupai_is_complete_counts
 *                         on its counts, and hupai_is_complete_batch on all its rows (shared
 *                         pool), and prints `check_ns`, `counts_ns` and `batch_ns` (per row)
 *                         one a line, then `complete` (how many hands are complete). Each
 *                         figure sums the fastest of many runs of each chunk of the hands
 *                         (time_chunks), as the bindings' benches measure theirs.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "hupai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_HANDS 1000000
/* Hands a chunk of single calls times at once (see time_chunks); the batch is one chunk. */
#define CHUNK 500
/* Each timing runs for at least this long, in nanoseconds. */
#define MIN_NS 500000000.0

static uint64_t state = 0x9E3779B97F4A7C15u;

static uint32_t next_random(uint32_t below) {
    /* xorshift64*: deterministic, and good enough to spread the hands. */
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (uint32_t)((state * 0x2545F4914F6CDD1Du) >> 32) % below;
}

/* Adds a group (a run in a suit, or a triplet) to counts; 0 when it would make a fifth copy. */
static int add_group(uint8_t counts[HUPAI_KINDS]) {
    uint32_t kind = next_random(HUPAI_KINDS);
    int run = kind < 27 && kind % 9 < 7 && next_random(2);
    uint8_t need[3] = {0};
    for (int i = 0; i < 3; i++) {
        uint32_t k = run ? kind + (uint32_t)i : kind;
        if (counts[k] + ++need[run ? i : 0] > 4) return 0;
    }
    for (int i = 0; i < 3; i++) counts[run ? kind + (uint32_t)i : kind]++;
    return 1;
}

static void make_hand(uint8_t counts[HUPAI_KINDS], int complete) {
    for (;;) {
        memset(counts, 0, HUPAI_KINDS);
        if (complete) {
            int groups = 0, tries = 0;
            while (groups < 4 && tries++ < 100) groups += add_group(counts);
            uint32_t pair = next_random(HUPAI_KINDS);
            if (groups < 4 || counts[pair] > 2) continue;
            counts[pair] += 2;
            return;
        }
        int tiles = 0;
        while (tiles < 14) {
            uint32_t k = next_random(HUPAI_KINDS);
            if (counts[k] < 4) counts[k]++, tiles++;
        }
        return;
    }
}

static void write_mpsz(FILE *f, const uint8_t counts[HUPAI_KINDS]) {
    static const char suits[] = "mpsz";
    for (int suit = 0; suit < 4; suit++) {
        int any = 0;
        for (int k = suit * 9; k < suit * 9 + 9 && k < HUPAI_KINDS; k++)
            for (int c = 0; c < counts[k]; c++) fputc('1' + k % 9, f), any = 1;
        if (any) fputc(suits[suit], f);
    }
}

static int write_hands(const char *path, long n) {
    FILE *f = fopen(path, "w");
    if (!f) return perror(path), 1;
    for (long i = 0; i < n; i++) {
        uint8_t counts[HUPAI_KINDS];
        make_hand(counts, i % 2 == 0);
        write_mpsz(f, counts);
        fputc(' ', f);
        for (int k = 0; k < HUPAI_KINDS; k++) fputc('0' + counts[k], f);
        fputc('\n', f);
    }
    return fclose(f) != 0;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static char (*hands)[64];
static uint8_t *rows;
static long n_hands;

static int read_hands(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return perror(path), 1;
    hands = malloc(sizeof *hands * MAX_HANDS);
    rows = malloc((size_t)HUPAI_KINDS * MAX_HANDS);
    char digits[64];
    while (n_hands < MAX_HANDS && fscanf(f, "%63s %63s", hands[n_hands], digits) == 2) {
        if (strlen(digits) != HUPAI_KINDS) return fprintf(stderr, "%s: bad line\n", path), 1;
        for (int k = 0; k < HUPAI_KINDS; k++) rows[n_hands * HUPAI_KINDS + k] = digits[k] - '0';
        n_hands++;
    }
    fclose(f);
    return n_hands == 0;
}

/*
 * Times `pass` over the hands in chunks of `chunk` (0: all in one), again and again until
 * MIN_NS have passed, keeping each chunk's fastest time: nanoseconds per hand of their sum. A
 * chunk is short enough that some run of it goes uninterrupted on a busy machine, and every
 * hand counts once, so the figure is neither the load's nor the easiest hands'. The
 * bindings' benches time theirs the same way.
 */
static double time_chunks(long (*pass)(const hupai_checker *, long, long), const hupai_checker *c,
                          long chunk, long *answer) {
    if (chunk == 0) chunk = n_hands;
    long chunks = (n_hands + chunk - 1) / chunk;
    double *fastest = malloc(sizeof *fastest * (size_t)chunks);
    for (long i = 0; i < chunks; i++) fastest[i] = 1e300;
    double start = now_ns(), end = start;
    do {
        *answer = 0;
        for (long i = 0; i < chunks; i++) {
            long lo = i * chunk, hi = lo + chunk < n_hands ? lo + chunk : n_hands;
            double before = now_ns();
            *answer += pass(c, lo, hi);
            end = now_ns();
            if (end - before < fastest[i]) fastest[i] = end - before;
        }
    } while (end - start < MIN_NS);
    double total = 0;
    for (long i = 0; i < chunks; i++) total += fastest[i];
    free(fastest);
    return total / (double)n_hands;
}

static long pass_text(const hupai_checker *c, long lo, long hi) {
    long complete = 0;
    for (long i = lo; i < hi; i++) complete += hupai_is_complete(c, hands[i]) == 1;
    return complete;
}

static long pass_counts(const hupai_checker *c, long lo, long hi) {
    long complete = 0;
    for (long i = lo; i < hi; i++)
        complete += hupai_is_complete_counts(c, rows + i * HUPAI_KINDS, 0) == 1;
    return complete;
}

static uint8_t *batch_out;

static long pass_batch(const hupai_checker *c, long lo, long hi) {
    return (long)hupai_is_complete_batch(c, rows + lo * HUPAI_KINDS, HUPAI_KINDS, NULL,
                                         (size_t)(hi - lo), batch_out + lo, 0);
}

static int time_hands(const char *path) {
    if (read_hands(path)) return 1;
    hupai_checker *c = hupai_checker_new("");
    if (!c) return fprintf(stderr, "%s\n", hupai_last_error()), 1;
    batch_out = malloc((size_t)n_hands);
    long text_complete, counts_complete, batch_complete;
    printf("check_ns %.2f\n", time_chunks(pass_text, c, CHUNK, &text_complete));
    printf("counts_ns %.2f\n", time_chunks(pass_counts, c, CHUNK, &counts_complete));
    printf("batch_ns %.3f\n", time_chunks(pass_batch, c, 0, &batch_complete));
    printf("complete %ld\n", text_complete);
    hupai_checker_free(c);
    free(batch_out), free(hands), free(rows);
    /* The three ways must agree, or the timings are of different work. */
    return text_complete != counts_complete || text_complete != batch_complete;
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "write") == 0) return write_hands(argv[2], atol(argv[3]));
    if (argc == 3 && strcmp(argv[1], "time") == 0) return time_hands(argv[2]);
    fprintf(stderr, "usage: cbench write FILE N | cbench time FILE\n");
    return 2;
}
