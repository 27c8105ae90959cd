/*
 * Every entry point of hupai.h called from C with good and bad input. Run by run.sh, under
 * valgrind. Usage: test_hupai MAHJONG_TABLES PAOHUZI_TABLES (table files of the default
 * rules, written by `hupai tables build` and `hupai tables build --game paohuzi`).
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include "hupai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (!(cond)) {                                                                \
            fprintf(stderr, "%s:%d: failed: %s (last error: %s)\n", __FILE__, __LINE__, \
                    #cond, hupai_last_error());                                       \
            failures++;                                                               \
        }                                                                             \
    } while (0)

static const char NOT_UTF8[] = "\xff\xfe" "1m";

static void test_version_and_errors(void) {
    CHECK(strlen(hupai_version()) > 0);
    CHECK(strcmp(hupai_last_error(), "") == 0);
}

static void test_checker(void) {
    hupai_checker *checker = hupai_checker_new("");
    CHECK(checker != NULL);
    CHECK(hupai_is_complete(checker, "1112345678999m5m") == 1);
    CHECK(hupai_is_complete(checker, "1112345678999m5p") == 0);
    CHECK(hupai_is_complete(checker, "1112345678999m") == HUPAI_E_HAND);
    CHECK(strlen(hupai_last_error()) > 0);
    CHECK(hupai_is_complete(checker, "11x") == HUPAI_E_HAND);
    CHECK(hupai_is_complete(checker, NULL) == HUPAI_E_NULL);
    CHECK(hupai_is_complete(NULL, "11m") == HUPAI_E_NULL);
    CHECK(hupai_is_complete(checker, NOT_UTF8) == HUPAI_E_UTF8);

    uint8_t counts[34] = {3, 1, 1, 1, 2, 1, 1, 1, 3};
    CHECK(hupai_is_complete_counts(checker, counts, 0) == 1);
    counts[4] = 1;
    CHECK(hupai_is_complete_counts(checker, counts, 1) == 1);
    CHECK(hupai_is_complete_counts(checker, counts, 0) == HUPAI_E_HAND);
    counts[4] = 5;
    CHECK(hupai_is_complete_counts(checker, counts, 0) == HUPAI_E_HAND);
    CHECK(hupai_is_complete_counts(checker, NULL, 0) == HUPAI_E_NULL);
    CHECK(hupai_is_complete_counts(NULL, counts, 0) == HUPAI_E_NULL);

    uint32_t forms = 0;
    CHECK(hupai_forms(checker, "11223344556677p", &forms) == 0);
    CHECK(forms == (HUPAI_FORM_STANDARD | HUPAI_FORM_SEVEN_PAIRS));
    CHECK(hupai_forms(checker, "19m19p19s1234567z1m", &forms) == 0);
    CHECK(forms == HUPAI_FORM_THIRTEEN_ORPHANS);
    CHECK(hupai_forms(checker, "11223344556677p", NULL) == HUPAI_E_NULL);
    CHECK(hupai_forms(checker, "1p", &forms) == HUPAI_E_HAND);
    /* Sixteen-tile hands and 嚦咕嚦咕 under the taiwan preset. */
    hupai_checker *taiwan = hupai_checker_new("preset=taiwan");
    CHECK(taiwan != NULL);
    CHECK(hupai_forms(taiwan, "1133557799m1133p555z", &forms) == 0);
    CHECK(forms == HUPAI_FORM_SEVEN_PAIRS_AND_TRIPLET);
    CHECK(hupai_forms(taiwan, "111222333m456p789s11z", &forms) == 0);
    CHECK(forms == HUPAI_FORM_STANDARD);
    CHECK(hupai_forms(checker, "111222333m456p789s11z", &forms) == HUPAI_E_HAND);
    hupai_shanten_result lugu;
    CHECK(hupai_shanten(taiwan, "1133557799m1133p55z", &lugu) == 0);
    CHECK(lugu.seven_pairs_and_triplet == 0 && lugu.seven_pairs == HUPAI_SHANTEN_NONE);
    const char *five = "11z 111m 222m 333m 456p 789s\n11z 123m 123m 123m 456p 789s\n";
    char every[128];
    CHECK(hupai_explain(taiwan, "111222333m456p789s11z", every, sizeof every) ==
          (int64_t)strlen(five));
    CHECK(strcmp(every, five) == 0);
    hupai_checker_free(taiwan);

    uint64_t waits = 0, dead = 0;
    CHECK(hupai_waits(checker, "1112345678999m", &waits, &dead) == 0);
    CHECK(waits == 0x1FF && dead == 0);
    CHECK(hupai_waits(checker, "1111234567899m", &waits, &dead) == 0);
    CHECK(dead == 1);
    CHECK(hupai_waits(checker, "1112345678999m5m", &waits, &dead) == HUPAI_E_HAND);
    CHECK(hupai_waits(checker, "1112345678999m", NULL, &dead) == HUPAI_E_NULL);
    CHECK(hupai_waits(checker, "1112345678999m", &waits, NULL) == HUPAI_E_NULL);

    const char *hand = "13m456p789s11z*[777z]";
    const char *expected = "11z 123m(*=2m) 456p 789s [777z]\n";
    int64_t need = hupai_explain(checker, hand, NULL, 0);
    CHECK(need == (int64_t)strlen(expected));
    char *buf = malloc((size_t)need + 1);
    CHECK(hupai_explain(checker, hand, buf, (size_t)need + 1) == need);
    CHECK(strcmp(buf, expected) == 0);
    free(buf);
    char small[4];
    CHECK(hupai_explain(checker, hand, small, sizeof small) == need);
    CHECK(strcmp(small, "11z") == 0);
    CHECK(hupai_explain(checker, "1112345678999m5p", small, sizeof small) == 0);
    CHECK(small[0] == '\0');
    CHECK(hupai_explain(checker, hand, NULL, 4) == HUPAI_E_NULL);
    CHECK(hupai_explain(checker, "1m", small, sizeof small) == HUPAI_E_HAND);
    hupai_checker_free(checker);

    hupai_checker *jokers = hupai_checker_new("joker=7z, seven_pairs=false max_jokers=4");
    CHECK(jokers != NULL);
    CHECK(hupai_is_complete(jokers, "1112345678999m7z") == 1);
    CHECK(hupai_is_complete(jokers, "1133m5577p9911s22z") == 0);
    hupai_checker_free(jokers);

    hupai_checker *defaults = hupai_checker_new(NULL);
    CHECK(hupai_is_complete(defaults, "1133m5577p9911s22z") == 1);
    hupai_checker_free(defaults);

    CHECK(hupai_checker_new("colour=red") == NULL);
    CHECK(strstr(hupai_last_error(), "colour") != NULL);
    CHECK(hupai_checker_new("seven_pairs") == NULL);
    CHECK(hupai_checker_new(NOT_UTF8) == NULL);
    hupai_checker_free(NULL);
}

static int same_shanten(hupai_shanten_result s, int standard, int seven_pairs,
                        int thirteen_orphans, int least) {
    return s.standard == standard && s.seven_pairs == seven_pairs &&
           s.thirteen_orphans == thirteen_orphans && s.least == least;
}

static void test_shanten(void) {
    hupai_checker *checker = hupai_checker_new("");
    hupai_shanten_result s;
    CHECK(hupai_shanten(checker, "1112345678999m", &s) == 0);
    CHECK(same_shanten(s, 0, 4, 10, 0));
    CHECK(hupai_shanten(checker, "1112345678999m5m", &s) == 0);
    CHECK(same_shanten(s, -1, 3, 10, -1));
    CHECK(hupai_shanten(checker, "19m19p19s1234567z", &s) == 0);
    CHECK(same_shanten(s, 8, 6, 0, 0));
    CHECK(hupai_shanten(checker, "1234m[555p]", &s) == 0);
    CHECK(same_shanten(s, 0, HUPAI_SHANTEN_NONE, HUPAI_SHANTEN_NONE, 0));
    CHECK(hupai_shanten(checker, "111m", &s) == HUPAI_E_HAND);
    CHECK(hupai_shanten(checker, "11x", &s) == HUPAI_E_HAND);
    CHECK(hupai_shanten(checker, NULL, &s) == HUPAI_E_NULL);
    CHECK(hupai_shanten(NULL, "1m", &s) == HUPAI_E_NULL);
    CHECK(hupai_shanten(checker, "1m", NULL) == HUPAI_E_NULL);
    CHECK(hupai_shanten(checker, NOT_UTF8, &s) == HUPAI_E_UTF8);

    uint8_t counts[HUPAI_KINDS] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    CHECK(hupai_shanten_counts(checker, counts, 0, &s) == 0);
    CHECK(same_shanten(s, 0, 4, 10, 0));
    /* A joker: complete, and one of the orphans. */
    CHECK(hupai_shanten_counts(checker, counts, 1, &s) == 0);
    CHECK(same_shanten(s, -1, 3, 9, -1));
    counts[0] = 2; /* 12 tiles */
    CHECK(hupai_shanten_counts(checker, counts, 0, &s) == HUPAI_E_HAND);
    counts[0] = 5;
    CHECK(hupai_shanten_counts(checker, counts, 0, &s) == HUPAI_E_HAND);
    counts[0] = 3;
    CHECK(hupai_shanten_counts(checker, NULL, 0, &s) == HUPAI_E_NULL);
    CHECK(hupai_shanten_counts(NULL, counts, 0, &s) == HUPAI_E_NULL);
    CHECK(hupai_shanten_counts(checker, counts, 0, NULL) == HUPAI_E_NULL);

    hupai_checker *off = hupai_checker_new("seven_pairs=false, thirteen_orphans=false");
    CHECK(hupai_shanten(off, "1112345678999m", &s) == 0);
    CHECK(same_shanten(s, 0, HUPAI_SHANTEN_NONE, HUPAI_SHANTEN_NONE, 0));
    hupai_checker_free(off);
    hupai_checker_free(checker);
}

static void test_effective_tiles(void) {
    hupai_checker *checker = hupai_checker_new("");
    hupai_effective_tiles_result e;
    /* The nine gates wait on every man kind: the copies the hand does not hold. */
    const uint8_t nine_gates[9] = {1, 3, 3, 3, 3, 3, 3, 3, 1};
    CHECK(hupai_effective_tiles(checker, "1112345678999m", NULL, &e) == 0);
    CHECK(e.shanten == 0 && e.kinds == 0x1FF && e.total == 23);
    CHECK(memcmp(e.remaining, nine_gates, 9) == 0);
    int others = 0;
    for (int k = 9; k < HUPAI_KINDS; k++) others += e.remaining[k];
    CHECK(others == 0);

    /* Seen elsewhere: the last 1m and two 5m; a kind with no copy left stays effective. */
    uint8_t visible[HUPAI_KINDS] = {0};
    visible[0] = 1;
    visible[4] = 2;
    visible[20] = 4;
    CHECK(hupai_effective_tiles(checker, "1112345678999m", visible, &e) == 0);
    const uint8_t seen[9] = {0, 3, 3, 3, 1, 3, 3, 3, 1};
    CHECK(e.kinds == 0x1FF && e.total == 20 && memcmp(e.remaining, seen, 9) == 0);

    /* Thirteen orphans, thirteen-sided: three copies of each orphan. */
    CHECK(hupai_effective_tiles(checker, "19m19p19s1234567z", NULL, &e) == 0);
    const int orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    uint64_t bits = 0;
    for (int i = 0; i < 13; i++) bits |= (uint64_t)1 << orphans[i];
    CHECK(e.shanten == 0 && e.kinds == bits && e.total == 39);
    CHECK(e.remaining[0] == 3 && e.remaining[1] == 0 && e.remaining[33] == 3);

    /* The joker kind is drawn as a joker: it completes a waiting hand. */
    hupai_checker *jokers = hupai_checker_new("joker=7z");
    CHECK(hupai_effective_tiles(jokers, "1112345678999m", NULL, &e) == 0);
    CHECK(e.kinds == (0x1FF | (uint64_t)1 << 33) && e.remaining[33] == 4 && e.total == 27);
    hupai_checker_free(jokers);

    visible[33] = 5;
    CHECK(hupai_effective_tiles(checker, "1112345678999m", visible, &e) == HUPAI_E_HAND);
    CHECK(strstr(hupai_last_error(), "visible") != NULL);
    CHECK(hupai_effective_tiles(checker, "1112345678999m5m", NULL, &e) == HUPAI_E_HAND);
    CHECK(hupai_effective_tiles(checker, "1z2", NULL, &e) == HUPAI_E_HAND);
    CHECK(hupai_effective_tiles(checker, NULL, NULL, &e) == HUPAI_E_NULL);
    CHECK(hupai_effective_tiles(NULL, "1m", NULL, &e) == HUPAI_E_NULL);
    CHECK(hupai_effective_tiles(checker, "1m", NULL, NULL) == HUPAI_E_NULL);
    CHECK(hupai_effective_tiles(checker, NOT_UTF8, NULL, &e) == HUPAI_E_UTF8);
    hupai_checker_free(checker);
}

/* Three-player riichi: 2m..8m are not in the set, so four 1m among honours cannot draw a sequence,
 * and a hand or seen tile naming one is refused by name. */
static void test_three_player(void) {
    hupai_checker *three = hupai_checker_new("three_player=true");
    CHECK(three != NULL);
    hupai_shanten_result s;
    CHECK(hupai_shanten(three, "1111m111122233z", &s) == 0);
    CHECK(s.least == 2);
    hupai_effective_tiles_result e;
    CHECK(hupai_effective_tiles(three, "1m456p789s11z222z*", NULL, &e) == 0);
    CHECK(e.shanten == 0 && e.kinds == ((uint64_t)1 << 0 | (uint64_t)1 << 27));
    CHECK(hupai_is_complete(three, "123m456p789s11z222z") == HUPAI_E_HAND);
    CHECK(strstr(hupai_last_error(), "2m is not in a three-player game") != NULL);
    uint8_t visible[HUPAI_KINDS] = {0};
    visible[3] = 1;
    CHECK(hupai_effective_tiles(three, "19m456p789s11z22z3p", visible, &e) == HUPAI_E_HAND);
    CHECK(strstr(hupai_last_error(), "4m is not in a three-player game") != NULL);
    hupai_checker_free(three);
}

static void test_discards(void) {
    hupai_checker *checker = hupai_checker_new("");
    const char *hand = "123m456p789s11225z";
    hupai_discard out[HUPAI_MAX_DISCARDS];
    size_t len = 0;
    /* Sizing: too small a buffer is refused, with the entries needed. */
    CHECK(hupai_discards(checker, hand, NULL, NULL, 0, &len) == HUPAI_E_SIZE);
    CHECK(len == 12);
    out[0].tile = 99;
    CHECK(hupai_discards(checker, hand, NULL, out, 11, &len) == HUPAI_E_SIZE);
    CHECK(len == 12 && out[0].tile == 99);
    CHECK(hupai_discards(checker, hand, NULL, out, HUPAI_MAX_DISCARDS, &len) == 0);
    CHECK(len == 12);
    /* 5z leaves 1z and 2z waiting, four unseen; every other discard is 1-shanten. */
    CHECK(out[0].tile == 31 && out[0].after.shanten == 0 && out[0].after.total == 4);
    CHECK(out[0].after.kinds == ((uint64_t)1 << 27 | (uint64_t)1 << 28));
    for (size_t i = 1; i < len; i++) CHECK(out[i].after.shanten == 1);
    /* Then the most unseen effective tiles, then the lower kind. */
    CHECK(out[1].tile == 0 && out[1].after.total == 12);
    for (size_t i = 2; i < len; i++) {
        CHECK(out[i - 1].after.total > out[i].after.total ||
              (out[i - 1].after.total == out[i].after.total && out[i - 1].tile < out[i].tile));
    }
    /* Each entry is the effective tiles of the hand the discard leaves. */
    CHECK(hupai_discards(checker, "1112345678999m5m", NULL, out, HUPAI_MAX_DISCARDS, &len) == 0);
    hupai_effective_tiles_result e;
    CHECK(hupai_effective_tiles(checker, "1112345678999m", NULL, &e) == 0);
    int found = 0;
    for (size_t i = 0; i < len; i++)
        if (out[i].tile == 4)
            found = out[i].after.total == e.total && out[i].after.kinds == e.kinds &&
                    memcmp(out[i].after.remaining, e.remaining, HUPAI_KINDS) == 0;
    CHECK(found);
    CHECK(hupai_discards(checker, "**", NULL, NULL, 0, &len) == 0);
    CHECK(len == 0);

    uint8_t visible[HUPAI_KINDS];
    memset(visible, 9, sizeof visible);
    CHECK(hupai_discards(checker, hand, visible, out, HUPAI_MAX_DISCARDS, &len) == HUPAI_E_HAND);
    CHECK(hupai_discards(checker, "1112345678999m", NULL, out, HUPAI_MAX_DISCARDS, &len) ==
          HUPAI_E_HAND);
    CHECK(hupai_discards(checker, "1q", NULL, out, HUPAI_MAX_DISCARDS, &len) == HUPAI_E_HAND);
    CHECK(hupai_discards(checker, hand, NULL, NULL, 1, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards(checker, hand, NULL, out, HUPAI_MAX_DISCARDS, NULL) == HUPAI_E_NULL);
    CHECK(hupai_discards(NULL, hand, NULL, out, HUPAI_MAX_DISCARDS, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards(checker, NULL, NULL, out, HUPAI_MAX_DISCARDS, &len) == HUPAI_E_NULL);
    CHECK(hupai_discards(checker, NOT_UTF8, NULL, out, HUPAI_MAX_DISCARDS, &len) ==
          HUPAI_E_UTF8);
    hupai_checker_free(checker);
}

/* The counts of a hand of plain tiles in mpsz notation: digits, then their suit. */
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
static void test_counts_agree_with_text(void) {
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
static void test_counts_refused(void) {
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

static void test_tables(const char *path) {
    hupai_checker *checker = hupai_checker_new_with_tables("", path);
    CHECK(checker != NULL);
    CHECK(hupai_is_complete(checker, "1112345678999m5m") == 1);
    uint64_t waits = 0, dead = 0;
    CHECK(hupai_waits(checker, "1112345678999m", &waits, &dead) == 0);
    CHECK(waits == 0x1FF);
    hupai_shanten_result s;
    CHECK(hupai_shanten(checker, "19m19p19s1234567z", &s) == 0);
    CHECK(s.thirteen_orphans == 0 && s.standard == 8);
    hupai_effective_tiles_result e;
    CHECK(hupai_effective_tiles(checker, "1112345678999m", NULL, &e) == 0);
    CHECK(e.kinds == 0x1FF && e.total == 23);
    hupai_checker_free(checker);

    /* The file holds the default rules' tables, not those of eyes=258. */
    CHECK(hupai_checker_new_with_tables("eyes=258", path) == NULL);
    CHECK(hupai_checker_new_with_tables("", "/nonexistent/hupai.tables") == NULL);
    CHECK(strstr(hupai_last_error(), "/nonexistent/hupai.tables") != NULL);
    CHECK(hupai_checker_new_with_tables("", "/") == NULL);
    CHECK(hupai_checker_new_with_tables("", NULL) == NULL);
    CHECK(hupai_checker_new_with_tables("bad", path) == NULL);

    /* A corrupt copy: the file's first half. */
    FILE *in = fopen(path, "rb");
    CHECK(in != NULL);
    if (in == NULL) return;
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fseek(in, 0, SEEK_SET);
    char *bytes = malloc((size_t)size);
    CHECK(fread(bytes, 1, (size_t)size, in) == (size_t)size);
    fclose(in);
    char corrupt[] = "/tmp/hupai-c-test-XXXXXX";
    FILE *out = fdopen(mkstemp(corrupt), "wb");
    CHECK(out != NULL);
    fwrite(bytes, 1, (size_t)size / 2, out);
    fclose(out);
    CHECK(hupai_checker_new_with_tables("", corrupt) == NULL);
    CHECK(hupai_last_error()[0] != '\0');
    /* Same length, one byte of the body changed: the checksum refuses it. */
    bytes[size - 1] ^= 1;
    out = fopen(corrupt, "wb");
    fwrite(bytes, 1, (size_t)size, out);
    fclose(out);
    CHECK(hupai_checker_new_with_tables("", corrupt) == NULL);
    remove(corrupt);
    free(bytes);
}

static void test_batch(void) {
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

static void test_paohuzi(void) {
    hupai_phz_checker *checker = hupai_phz_checker_new("");
    hupai_phz_checker *strict = hupai_phz_checker_new("min_huxi=30");
    CHECK(checker != NULL && strict != NULL);
    const char *hand = "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌";
    int32_t huxi = 0, win = 0;
    CHECK(hupai_phz_check(checker, hand, &huxi, &win) == 0);
    CHECK(huxi == 24 && win == 1);
    CHECK(hupai_phz_check(strict, hand, &huxi, &win) == 0);
    CHECK(huxi == 24 && win == 0);
    CHECK(hupai_phz_check(checker, "一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌", &huxi,
                          &win) == 0);
    CHECK(huxi == -1 && win == 0);
    CHECK(hupai_phz_check(checker, "一二三x", &huxi, &win) == HUPAI_E_HAND);
    CHECK(hupai_phz_check(checker, hand, NULL, &win) == HUPAI_E_NULL);
    CHECK(hupai_phz_check(NULL, hand, &huxi, &win) == HUPAI_E_NULL);
    CHECK(hupai_phz_check(checker, NOT_UTF8, &huxi, &win) == HUPAI_E_UTF8);

    const char *before = "一二三壹贰叁二七十贰柒拾四五[跑:九九九九]捌捌";
    int32_t way = 0;
    CHECK(hupai_phz_win_on(checker, before, "三", "discard", &huxi, &way) == 1);
    CHECK(huxi == 24 && way == HUPAI_WAY_HAND);
    CHECK(hupai_phz_win_on(checker, before, "7x", "own_draw", &huxi, &way) == 0);
    CHECK(huxi == -1 && way == HUPAI_WAY_NONE);
    CHECK(hupai_phz_win_on(checker, before, "九", "discard", &huxi, &way) == HUPAI_E_HAND);
    CHECK(hupai_phz_win_on(checker, before, "三四", "discard", &huxi, &way) == HUPAI_E_HAND);
    CHECK(hupai_phz_win_on(checker, before, "三", "somewhere", &huxi, &way) == HUPAI_E_HAND);
    CHECK(hupai_phz_win_on(checker, before, NULL, "discard", &huxi, &way) == HUPAI_E_NULL);
    CHECK(hupai_phz_win_on(checker, before, "三", "discard", &huxi, NULL) == HUPAI_E_NULL);

    int64_t need = hupai_phz_actions(checker, "二贰七十三四五", "二", "discard_next", NULL, 0);
    CHECK(need > 0);
    char *buf = malloc((size_t)need + 1);
    CHECK(hupai_phz_actions(checker, "二贰七十三四五", "二", "discard_next", buf,
                            (size_t)need + 1) == need);
    int lines = 0;
    for (const char *c = buf; *c; c++) lines += *c == '\n';
    CHECK(lines == 3);
    free(buf);
    CHECK(hupai_phz_actions(checker, "二贰七十三四五", "二", "discard_next", NULL, 1) ==
          HUPAI_E_NULL);
    CHECK(hupai_phz_actions(NULL, "二贰七十三四五", "二", "discard_next", NULL, 0) ==
          HUPAI_E_NULL);

    CHECK(hupai_phz_checker_new("min_huxi=lots") == NULL);
    CHECK(strstr(hupai_last_error(), "lots") != NULL);
    hupai_phz_checker_free(checker);
    hupai_phz_checker_free(strict);
    hupai_phz_checker_free(NULL);
}

static void test_paohuzi_tables(const char *path, const char *mahjong) {
    hupai_phz_checker *checker = hupai_phz_checker_new_with_tables("min_huxi=10", path);
    CHECK(checker != NULL);
    int32_t huxi = 0, win = 0;
    CHECK(hupai_phz_check(checker, "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌", &huxi,
                          &win) == 0);
    CHECK(huxi == 24 && win == 1);
    hupai_phz_checker_free(checker);
    CHECK(hupai_phz_checker_new_with_tables("yiwushi=true", path) == NULL);
    CHECK(hupai_phz_checker_new_with_tables("", mahjong) == NULL);
    CHECK(hupai_phz_checker_new_with_tables("", "/nonexistent/paohuzi.bin") == NULL);
    CHECK(hupai_phz_checker_new_with_tables("", NULL) == NULL);
    CHECK(hupai_phz_checker_new_with_tables("min_huxi=lots", path) == NULL);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s MAHJONG_TABLES PAOHUZI_TABLES\n", argv[0]);
        return 2;
    }
    test_version_and_errors();
    test_checker();
    test_shanten();
    test_effective_tiles();
    test_discards();
    test_three_player();
    test_counts_agree_with_text();
    test_counts_refused();
    test_tables(argv[1]);
    test_batch();
    test_paohuzi();
    test_paohuzi_tables(argv[2], argv[1]);
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("test_hupai: all checks passed\n");
    return 0;
}
