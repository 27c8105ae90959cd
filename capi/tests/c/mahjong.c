/*
 * The mahjong checker's questions of text: check, forms, explain, waits, shanten, effective
 * tiles, discards, three-player play, and the errors of bad input.
 */
#include "check.h"

void test_version_and_errors(void) {
    CHECK(strlen(hupai_version()) > 0);
    CHECK(strcmp(hupai_last_error(), "") == 0);
}

void test_checker(void) {
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

void test_shanten(void) {
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

void test_effective_tiles(void) {
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
void test_three_player(void) {
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

void test_discards(void) {
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
