/*
 * hupai for Lua 5.4: `local hupai = require("hupai")`. A thin layer over hupai.h: a checker
 * is a full userdata holding the C handle, freed by :close(), by a to-be-closed variable or
 * by __gc, whichever comes first. A bad hand or rules string is Lua's usual soft failure,
 * `nil, message` with the library's message; a wrong argument type, or a closed checker, is
 * an error raised as the standard library raises it.
 */
#include "hupai.h"

#include <lauxlib.h>
#include <lua.h>
#include <string.h>

#define CHECKER "hupai.checker"
#define PAOHUZI "hupai.paohuzi_checker"

/* The userdata of both checkers: the C handle, NULL once closed. */
typedef struct {
    void *handle;
} Handle;

/* `nil, message` from the library's last error: the caller returns the 2. */
static int fail(lua_State *L) {
    lua_pushnil(L);
    lua_pushstring(L, hupai_last_error());
    return 2;
}

/* A text argument as C reads it: a Lua string may hold NUL bytes, which C would cut at. */
static const char *text_arg(lua_State *L, int arg) {
    size_t len;
    const char *s = luaL_checklstring(L, arg, &len);
    luaL_argcheck(L, strlen(s) == len, arg, "contains a NUL byte");
    return s;
}

static const char *rules_arg(lua_State *L) {
    return lua_isnoneornil(L, 1) ? "" : text_arg(L, 1);
}

/* The handle of the checker of that class at argument 1; an error if it is closed. */
static void *open_handle(lua_State *L, const char *class) {
    Handle *h = luaL_checkudata(L, 1, class);
    if (!h->handle) luaL_error(L, "hupai: the checker is closed");
    return h->handle;
}

#define open_checker(L) ((hupai_checker *)open_handle(L, CHECKER))
#define open_paohuzi(L) ((hupai_phz_checker *)open_handle(L, PAOHUZI))

/*
 * A new checker of that class, closed until made: pushed before the C handle is made, so
 * that a memory error raised by Lua cannot leak a handle.
 */
static Handle *new_handle(lua_State *L, const char *class) {
    Handle *h = lua_newuserdatauv(L, sizeof *h, 0);
    h->handle = NULL;
    luaL_setmetatable(L, class);
    return h;
}

/* The checker at argument 1, its handle taken: the caller frees it (NULL when closed). */
static void *take_handle(lua_State *L, const char *class) {
    Handle *h = luaL_checkudata(L, 1, class);
    void *handle = h->handle;
    h->handle = NULL;
    return handle;
}

static int push_tostring(lua_State *L, const char *class) {
    Handle *h = luaL_checkudata(L, 1, class);
    lua_pushfstring(L, "%s (%s)", class, h->handle ? "open" : "closed");
    return 1;
}

/* hupai.checker(rules) -> checker, or nil, message. */
static int checker_new(lua_State *L) {
    const char *rules = rules_arg(L);
    Handle *c = new_handle(L, CHECKER);
    c->handle = hupai_checker_new(rules);
    return c->handle ? 1 : fail(L);
}

static int checker_close(lua_State *L) {
    hupai_checker_free(take_handle(L, CHECKER));
    return 0;
}

static int checker_is_complete(lua_State *L) {
    int32_t r = hupai_is_complete(open_checker(L), text_arg(L, 2));
    if (r < 0) return fail(L);
    lua_pushboolean(L, r);
    return 1;
}

/* The kinds that complete a 3n+1 hand, as mpsz strings ("1m" .. "7z") in tile order. */
static int checker_waits(lua_State *L) {
    uint64_t waits, dead;
    if (hupai_waits(open_checker(L), text_arg(L, 2), &waits, &dead) < 0) return fail(L);
    lua_newtable(L);
    lua_Integer n = 0;
    for (int k = 0; k < HUPAI_KINDS; k++) {
        if (!(waits >> k & 1)) continue;
        char name[3] = {(char)('1' + k % 9), "mpsz"[k / 9], 0};
        lua_pushstring(L, name);
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

/* The hand's shanten: -1 complete, 0 waiting, n tiles from waiting. */
static int checker_shanten(lua_State *L) {
    hupai_shanten_result s;
    if (hupai_shanten(open_checker(L), text_arg(L, 2), &s) < 0) return fail(L);
    lua_pushinteger(L, s.least);
    return 1;
}

/* A byte-sized integer argument: the range a count array holds. */
static uint8_t byte_arg(lua_State *L, int arg, lua_Integer value) {
    luaL_argcheck(L, value >= 0 && value <= 255, arg, "a count must be 0 to 255");
    return (uint8_t)value;
}

/* c:is_complete_counts(t34, jokers) -> boolean, or nil, message. */
static int checker_is_complete_counts(lua_State *L) {
    hupai_checker *c = open_checker(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_argcheck(L, lua_rawlen(L, 2) == HUPAI_KINDS, 2, "34 counts expected");
    uint8_t counts[HUPAI_KINDS];
    for (int k = 0; k < HUPAI_KINDS; k++) {
        lua_rawgeti(L, 2, k + 1);
        int exact;
        lua_Integer v = lua_tointegerx(L, -1, &exact);
        luaL_argcheck(L, exact, 2, "counts must be integers");
        counts[k] = byte_arg(L, 2, v);
        lua_pop(L, 1);
    }
    uint8_t jokers = byte_arg(L, 3, luaL_optinteger(L, 3, 0));
    int32_t r = hupai_is_complete_counts(c, counts, jokers);
    if (r < 0) return fail(L);
    lua_pushboolean(L, r);
    return 1;
}

/*
 * c:is_complete_batch(rows, jokers) -> answers, complete. `rows` is a string of 34 bytes a
 * row, `jokers` nil or a string of a byte a row; `answers` is a string of a byte a row (1
 * complete, 0 not, 255 the row cannot be checked), `complete` the number of 1s. Strings,
 * since they are Lua's byte arrays: no table is built or read per row.
 */
static int checker_is_complete_batch(lua_State *L) {
    hupai_checker *c = open_checker(L);
    size_t len, n_jokers;
    const char *rows = luaL_checklstring(L, 2, &len);
    luaL_argcheck(L, len % HUPAI_KINDS == 0, 2, "a multiple of 34 bytes expected");
    size_t n = len / HUPAI_KINDS;
    const char *jokers = luaL_optlstring(L, 3, NULL, &n_jokers);
    luaL_argcheck(L, !jokers || n_jokers == n, 3, "one byte a row expected");
    luaL_Buffer b;
    /* n + 1: a zero-row batch still gets a valid buffer. */
    uint8_t *out = (uint8_t *)luaL_buffinitsize(L, &b, n + 1);
    int64_t complete = hupai_is_complete_batch(c, (const uint8_t *)rows, HUPAI_KINDS,
                                               (const uint8_t *)jokers, n, out, 0);
    if (complete < 0) return luaL_error(L, "hupai: %s", hupai_last_error());
    luaL_pushresultsize(&b, n);
    lua_pushinteger(L, complete);
    return 2;
}

static int checker_tostring(lua_State *L) {
    return push_tostring(L, CHECKER);
}

/* hupai.paohuzi_checker(rules) -> checker, or nil, message. */
static int paohuzi_new(lua_State *L) {
    const char *rules = rules_arg(L);
    Handle *p = new_handle(L, PAOHUZI);
    p->handle = hupai_phz_checker_new(rules);
    return p->handle ? 1 : fail(L);
}

static int paohuzi_close(lua_State *L) {
    hupai_phz_checker_free(take_handle(L, PAOHUZI));
    return 0;
}

/* p:check(hand) -> {complete=, huxi=, win=} (huxi 0 when not complete), or nil, message. */
static int paohuzi_check(lua_State *L) {
    int32_t huxi, win;
    if (hupai_phz_check(open_paohuzi(L), text_arg(L, 2), &huxi, &win) < 0) return fail(L);
    lua_createtable(L, 0, 3);
    lua_pushboolean(L, huxi >= 0);
    lua_setfield(L, -2, "complete");
    lua_pushinteger(L, huxi >= 0 ? huxi : 0);
    lua_setfield(L, -2, "huxi");
    lua_pushboolean(L, win);
    lua_setfield(L, -2, "win");
    return 1;
}

static int paohuzi_tostring(lua_State *L) {
    return push_tostring(L, PAOHUZI);
}

static int version(lua_State *L) {
    lua_pushstring(L, hupai_version());
    return 1;
}

/* A metatable whose methods are its own __index, closed by :close(), __close and __gc. */
static void new_class(lua_State *L, const char *name, const luaL_Reg *methods,
                      lua_CFunction close, lua_CFunction tostring) {
    luaL_newmetatable(L, name);
    luaL_setfuncs(L, methods, 0);
    const luaL_Reg meta[] = {{"close", close}, {"__close", close}, {"__gc", close},
                             {"__tostring", tostring}, {NULL, NULL}};
    luaL_setfuncs(L, meta, 0);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);
}

int luaopen_hupai(lua_State *L) {
    static const luaL_Reg checker_methods[] = {
        {"is_complete", checker_is_complete},
        {"waits", checker_waits},
        {"shanten", checker_shanten},
        {"is_complete_counts", checker_is_complete_counts},
        {"is_complete_batch", checker_is_complete_batch},
        {NULL, NULL}};
    static const luaL_Reg paohuzi_methods[] = {{"check", paohuzi_check}, {NULL, NULL}};
    new_class(L, CHECKER, checker_methods, checker_close, checker_tostring);
    new_class(L, PAOHUZI, paohuzi_methods, paohuzi_close, paohuzi_tostring);
    static const luaL_Reg functions[] = {{"checker", checker_new},
                                         {"paohuzi_checker", paohuzi_new},
                                         {"version", version},
                                         {NULL, NULL}};
    luaL_newlib(L, functions);
    return 1;
}
