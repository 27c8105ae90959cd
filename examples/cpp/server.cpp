// A game server's hot path through the C interface: one checker made at start-up and shared
// by every table's thread, each player's hand kept as 34 counts that change with every draw
// and discard, checked one at a time as tiles arrive (and the discard chosen by shanten),
// and a whole round's hands checked at once in a batch (say, to settle a simulation or to
// audit a log).
//
// Build (after `cargo build --release -p hupai-capi`):
//   g++ -std=c++17 -Wall -Wextra -Werror -I capi/include examples/cpp/server.cpp
//       target/release/libhupai.a -lpthread -ldl -lm -o server
#include "hupai.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

// The checker owned by a unique_ptr, so that it is freed exactly once.
struct CheckerFree {
    void operator()(hupai_checker *checker) const { hupai_checker_free(checker); }
};
using Checker = std::unique_ptr<hupai_checker, CheckerFree>;

Checker make_checker(const char *rules) {
    Checker checker(hupai_checker_new(rules));
    if (!checker) throw std::runtime_error(std::string("hupai: ") + hupai_last_error());
    return checker;
}

using Counts = std::array<uint8_t, 34>;

// A shuffled wall of 136 tiles, as kinds 0..33.
std::vector<uint8_t> wall(std::mt19937 &rng) {
    std::vector<uint8_t> tiles;
    for (uint8_t kind = 0; kind < 34; kind++)
        for (int copy = 0; copy < 4; copy++) tiles.push_back(kind);
    std::shuffle(tiles.begin(), tiles.end(), rng);
    return tiles;
}

// Plays draw-and-discard on one table until someone completes or the wall is empty: every
// draw is one `hupai_is_complete_counts` call on the player's counts. Returns the draws.
int play_table(const hupai_checker *checker, unsigned seed, int &wins) {
    std::mt19937 rng(seed);
    std::vector<uint8_t> tiles = wall(rng);
    std::array<Counts, 4> hands{};
    size_t next = 0;
    for (auto &hand : hands)
        for (int i = 0; i < 13; i++) hand[tiles[next++]]++;
    int draws = 0;
    for (int player = 0; next < tiles.size(); player = (player + 1) % 4) {
        Counts &hand = hands[player];
        hand[tiles[next++]]++;
        draws++;
        int32_t complete = hupai_is_complete_counts(checker, hand.data(), 0);
        if (complete < 0) throw std::runtime_error(hupai_last_error());
        if (complete == 1) {
            wins++;
            break;
        }
        // Discard the kind that leaves the lowest shanten: one `hupai_shanten_counts` call
        // per kind held.
        size_t discard = 0;
        int best = HUPAI_SHANTEN_NONE + 1;
        for (size_t k = 0; k < hand.size(); k++) {
            if (hand[k] == 0) continue;
            hand[k]--;
            hupai_shanten_result shanten;
            if (hupai_shanten_counts(checker, hand.data(), 0, &shanten) < 0)
                throw std::runtime_error(hupai_last_error());
            hand[k]++;
            if (shanten.least < best) {
                best = shanten.least;
                discard = k;
            }
        }
        hand[discard]--;
    }
    return draws;
}

}  // namespace

int main() {
    Checker checker = make_checker("seven_pairs=true");

    // Four tables on four threads sharing the one checker.
    std::vector<std::thread> threads;
    std::array<int, 4> draws{}, wins{};
    for (unsigned t = 0; t < 4; t++)
        threads.emplace_back([&, t] {
            for (unsigned game = 0; game < 200; game++)
                draws[t] += play_table(checker.get(), t * 1000 + game, wins[t]);
        });
    for (auto &thread : threads) thread.join();
    int all_draws = 0, all_wins = 0;
    for (int t = 0; t < 4; t++) all_draws += draws[t], all_wins += wins[t];
    std::printf("loop: %d draws checked on 4 threads, %d games won\n", all_draws, all_wins);

    // A batch: random 14-tile hands as rows of 34 counts, plus one known complete hand.
    const size_t n = 100000;
    std::vector<uint8_t> rows(n * 34, 0);
    std::mt19937 rng(7);
    for (size_t i = 0; i + 1 < n; i++) {
        std::vector<uint8_t> tiles = wall(rng);
        for (int k = 0; k < 14; k++) rows[i * 34 + tiles[k]]++;
    }
    const uint8_t nine_gates[9] = {3, 1, 1, 1, 2, 1, 1, 1, 3};
    std::copy(nine_gates, nine_gates + 9, rows.end() - 34);
    std::vector<uint8_t> out(n);
    int64_t complete =
        hupai_is_complete_batch(checker.get(), rows.data(), 34, nullptr, n, out.data(), 0);
    if (complete < 0) {
        std::fprintf(stderr, "batch: %s\n", hupai_last_error());
        return 1;
    }
    if (out.back() != 1) {
        std::fprintf(stderr, "batch: the nine gates row is not complete\n");
        return 1;
    }
    std::printf("batch: %lld of %zu hands complete\n", static_cast<long long>(complete), n);
    return 0;
}
