/*
 * Count arrays: each question of counts against the same question of text, counts refused,
 * and the batches.
 */
#include "check.h"

static void counts_of_text(const char *text, uint8_t counts[HUPAI_KINDS]) {
    static const char suits[] = "mpsz";
    memset(counts, 0, HUPAI_KINDS);
    const char *digits = text;
    for (const char *p = text; *p; p++) {
        const char *suit = strchr(suits, *p);
        if (suit == NULL) continue;
        for (const char *d = digits; d < p; d++)
            counts[(suit - suits) * 9 + (*d - '1')]++;
        digits = p + 1;
    }
}

static int same_tiles(const hupai_effective_tiles_result *a,
                      const hupai_effective_tiles_result *b) {
    return a->shanten == b->shanten && a->total == b->total && a->kinds == b->kinds &&
           memcmp(a->remaining, b->remaining, HUPAI_KINDS) == 0;
}

/* The count twins answer as the text calls do: effective tiles for 3n+1 tiles, discards for
 * 3n+2, with and without tiles seen, under a few rule sets. */
void test_counts_agree_with_text(void) {
    static const char *const rules[] = {"", "joker=7z", "seven_pairs=false"};
    static const char *const hands[] = {
        "1112345678999m", "123m456p789s1122z", "1357m2468p139s12z", "19m19p19s123456z*",
        "2345m11p**",     "123m456p789s11225z", "1112345678999m5m", "19m19p19s1234567z*",
    };
    uint8_t seen[HUPAI_KINDS] = {0};
    seen[0] = 1;
    seen[4] = 2;
    seen[29] = 1;
    for (size_t r = 0; r < sizeof rules / sizeof *rules; r++) {
        hupai_checker *checker = hupai_checker_new(rules[r]);
        CHECK(checker != NULL);
        for (size_t h = 0; h < sizeof hands / sizeof *hands; h++) {
            uint8_t counts[HUPAI_KINDS];
            counts_of_text(hands[h], counts);
            const char *star = strchr(hands[h], '*');
            uint8_t jokers = star ? (uint8_t)strlen(star) : 0;
            int tiles = jokers;
            for (int k = 0; k < HUPAI_KINDS; k++) tiles += counts[k];
            for (int v = 0; v < 2; v++) {
                const uint8_t *visible = v ? seen : NULL;
                if (tiles % 3 == 1) {
                    hupai_effective_tiles_result by_text, by_counts;
                    CHECK(hupai_effective_tiles(checker, hands[h], visible, &by_text) == 0);
                    CHECK(hupai_effective_tiles_counts(checker, counts, jokers, visible,
                                                       &by_counts) == 0);
                    CHECK(same_tiles(&by_text, &by_counts));
                    continue;
                }
                hupai_discard by_text[HUPAI_MAX_DISCARDS], by_counts[HUPAI_MAX_DISCARDS];
                size_t text_len = 0, counts_len = 0;
                CHECK(hupai_discards(checker, hands[h], visible, by_text, HUPAI_MAX_DISCARDS,
                                     &text_len) == 0);
                CHECK(hupai_discards_counts(checker, counts, jokers, visible, by_counts,
                                            HUPAI_MAX_DISCARDS, &counts_len) == 0);
                CHECK(text_len > 0 && text_len == counts_len);
                for (size_t i = 0; i < text_len && i < counts_len; i++)
                    CHECK(by_text[i].tile == by_counts[i].tile &&
                          same_tiles(&by_text[i].after, &by_counts[i].after));
            }
        }
        hupai_checker_free(checker);
    }
}

/* Bad input to the count twins: counts above four, the wrong number of tiles, a bad
 * visible count, NULL pointers, a buffer too small. */
void test_counts_refused(void) {
    hupai_checker *checker = hupai_checker_new("");
    uint8_t waiting[HUPAI_KINDS], full[HUPAI_KINDS], fifth[HUPAI_KINDS];
    counts_of_text("1112345678999m", waiting);
    counts_of_text("123m456p789s11225z", full);
    counts_of_text("1112345678999m", fifth);
    fifth[0] = 5;
    uint8_t visible[HUPAI_KINDS];
    memset(visible, 5, sizeof visible);
    hupai_effective_tiles_result e;
    CHECK(hupai_effective_tiles_counts(checker, fifth, 0, NULL, &e) == HUPAI_E_HAND);
    CHECK(hupai_effective_tiles_counts(checker, full, 0, NULL, &e) == HUPAI_E_HAND);
    CHECK(hupai_effective_tiles_counts(checker, waiting, 1, NULL, &e) == HUPAI_E_HAND);
    CHECK(hupai_effective_tiles_counts(checker, waiting, 0, visible, &e) == HUPAI_E_HAND);
    CHECK(strstr(hupai_last_error(), "visible") != NULL);
    CHECK(hupai_effective_tiles_counts(NULL, waiting, 0, NULL, &e) == HUPAI_E_NULL);
    CHECK(hupai_effective_tiles_counts(checker, NULL, 0, NULL, &e) == HUPAI_E_NULL);
    CHECK(hupai_effective_tiles_counts(checker, waiting, 0, NULL, NULL) == HUPAI_E_NULL);

    hupai_discard out[HUPAI_MAX_DISCARDS];
    size_t len = 0;
    const size_t cap = HUPAI_MAX_DISCARDS;
    CHECK(hupai_discards_counts(checker, fifth, 1, NULL, out, cap, &len) == HUPAI_E_HAND);
    CHECK(hupai_discards_counts(checker, waiting, 0, NULL, out, cap, &len) == HUPAI_E_HAND);
    CHECK(hupai_discards_counts(checker, full, 0, visible, out, cap, &len) == HUPAI_E_HAND);
    CHECK(hupai_discards_counts(NULL, full, 0, NULL, out, cap, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards_counts(checker, NULL, 0, NULL, out, cap, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards_counts(checker, full, 0, NULL, NULL, 1, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards_counts(checker, full, 0, NULL, out, cap, NULL) == HUPAI_E_NULL);
    /* Sizing: a NULL buffer of no room, then one entry short; nothing written. */
    CHECK(hupai_discards_counts(checker, full, 0, NULL, NULL, 0, &len) == HUPAI_E_SIZE);
    CHECK(len == 12);
    len = 0;
    out[0].tile = 99;
    CHECK(hupai_discards_counts(checker, full, 0, NULL, out, 11, &len) == HUPAI_E_SIZE);
    CHECK(len == 12 && out[0].tile == 99);
    CHECK(hupai_discards_counts(checker, full, 0, NULL, out, 12, &len) == 0);
    CHECK(len == 12 && out[0].tile == 31 && out[0].after.shanten == 0);
    hupai_checker_free(checker);
}

void test_batch(void) {
    hupai_checker *checker = hupai_checker_new("");
    enum { N = 5, STRIDE = 40 };
    uint8_t rows[N * STRIDE] = {0};
    const uint8_t nine_gates[9] = {3, 1, 1, 1, 2, 1, 1, 1, 3};
    memcpy(rows, nine_gates, 9);                         /* complete */
    memcpy(rows + STRIDE, nine_gates, 9);                /* not complete */
    rows[STRIDE + 4] = 1;
    rows[STRIDE + 30] = 1;
    memset(rows + 2 * STRIDE, 1, 9);                     /* a count of five */
    rows[2 * STRIDE] = 5;
    rows[3 * STRIDE] = 1;                                /* one tile */
    memcpy(rows + 4 * STRIDE, nine_gates, 9);            /* complete with a joker */
    rows[4 * STRIDE + 4] = 1;
    rows[34] = 9;                                        /* past the counts: not read */
    const uint8_t jokers[N] = {0, 0, 0, 0, 1};
    uint8_t out[N];
    const uint32_t threads[] = {0, 1, 3};
    for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++) {
        memset(out, 7, sizeof out);
        CHECK(hupai_is_complete_batch(checker, rows, STRIDE, jokers, N, out, threads[t]) == 2);
        CHECK(out[0] == 1 && out[1] == 0 && out[2] == HUPAI_ROW_INVALID &&
              out[3] == HUPAI_ROW_INVALID && out[4] == 1);
    }
    CHECK(hupai_is_complete_batch(checker, rows, STRIDE, NULL, N, out, 0) == 1);
    CHECK(out[4] == HUPAI_ROW_INVALID);
    CHECK(hupai_is_complete_batch(checker, rows, STRIDE, NULL, 0, out, 0) == 0);
    CHECK(hupai_is_complete_batch(checker, rows, 33, NULL, N, out, 0) == HUPAI_E_SIZE);
    CHECK(hupai_is_complete_batch(checker, rows, SIZE_MAX, NULL, 2, out, 0) == HUPAI_E_SIZE);
    CHECK(hupai_is_complete_batch(checker, rows, STRIDE, NULL, N, out, 5000) == HUPAI_E_SIZE);
    CHECK(hupai_is_complete_batch(NULL, rows, STRIDE, NULL, N, out, 0) == HUPAI_E_NULL);
    CHECK(hupai_is_complete_batch(checker, NULL, STRIDE, NULL, N, out, 0) == HUPAI_E_NULL);
    CHECK(hupai_is_complete_batch(checker, rows, STRIDE, NULL, N, NULL, 0) == HUPAI_E_NULL);

    /* Shanten of the same rows: complete, waiting, a count of five, one tile (waiting on its
     * pair), complete with the joker (waiting without it). */
    int8_t shanten[N];
    for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++) {
        memset(shanten, 7, sizeof shanten);
        CHECK(hupai_shanten_counts_batch(checker, rows, STRIDE, jokers, N, shanten, threads[t]) == 4);
        CHECK(shanten[0] == -1 && shanten[1] == 0 && shanten[2] == HUPAI_SHANTEN_ROW_INVALID &&
              shanten[3] == 0 && shanten[4] == -1);
    }
    CHECK(hupai_shanten_counts_batch(checker, rows, STRIDE, NULL, N, shanten, 0) == 4);
    CHECK(shanten[4] == 0);
    CHECK(hupai_shanten_counts_batch(checker, rows, 33, NULL, N, shanten, 0) == HUPAI_E_SIZE);
    CHECK(hupai_shanten_counts_batch(checker, rows, STRIDE, NULL, N, NULL, 0) == HUPAI_E_NULL);
    hupai_checker_free(checker);
}
