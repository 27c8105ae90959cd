#!/usr/bin/env bash
# The C interface from C and C++: builds the library, compiles the C test against the shared
# library and runs it under valgrind (no error, no leak), and compiles the C++ server example
# against the static library and runs it. Follows CARGO_TARGET_DIR (default: target/).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
target="${CARGO_TARGET_DIR:-$root/target}"
lib="$target/release"

# The CLI writes the table files the test opens.
cargo build --release -p hupai-capi -p hupai-cli
command -v valgrind >/dev/null || (apt-get update && apt-get install -y valgrind)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$lib/hupai" tables build --out "$work" >/dev/null
"$lib/hupai" tables build --game paohuzi --out "$work" >/dev/null

gcc -std=c11 -Wall -Wextra -Werror -g -I capi/include capi/tests/c/*.c \
    -L "$lib" -Wl,-rpath,"$lib" -lhupai -o "$work/test_hupai"
valgrind --quiet --leak-check=full --error-exitcode=1 \
    --suppressions=capi/tests/valgrind.supp "$work/test_hupai" "$work/mahjong.bin" "$work/paohuzi.bin"

g++ -std=c++17 -Wall -Wextra -Werror -O2 -I capi/include examples/cpp/server.cpp \
    "$lib/libhupai.a" -lpthread -ldl -lm -o "$work/server"
"$work/server"
