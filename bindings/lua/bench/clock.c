/*
 * The bench's clock: `require("bench_clock")()` is CLOCK_MONOTONIC in nanoseconds, the clock
 * cbench times C with. Stock Lua has only os.clock() (processor time, which the batch's
 * threads add up) and os.time() (seconds). Built by `make bench` only, never part of the
 * binding.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <lauxlib.h>
#include <lua.h>
#include <time.h>

static int now(lua_State *L) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    lua_pushinteger(L, (lua_Integer)t.tv_sec * 1000000000 + t.tv_nsec);
    return 1;
}

int luaopen_bench_clock(lua_State *L) {
    lua_pushcfunction(L, now);
    return 1;
}
