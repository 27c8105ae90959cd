/*
 * Checkers over table files, and the files refused: missing, of other rules, corrupt.
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include "check.h"

void test_tables(const char *path) {
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
