/*
 * The Paohuzi checker: a hand's best 胡息, a card arriving, actions, and its table files.
 */
#include "check.h"

void test_paohuzi(void) {
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

void test_paohuzi_tables(const char *path, const char *mahjong) {
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
