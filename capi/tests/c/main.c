/*
 * Every entry point of hupai.h called from C with good and bad input, a group of them a file.
 * Run by run.sh, under valgrind. Usage: test_hupai MAHJONG_TABLES PAOHUZI_TABLES (table
 * files of the default rules, written by `hupai tables build` and `hupai tables build --game
 * paohuzi`).
 */
#include "check.h"

int failures = 0;

const char NOT_UTF8[] = "\xff\xfe" "1m";

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
