// A game server's hot path in Go: one checker shared by a goroutine per table. On each
// draw a player's counts are checked; the discard is the tile leaving the lowest shanten;
// another player may win on it. At the end, every table's final hands go through one batch.
// `make run FILE=examples/server/main.go`.
package main

import (
	"fmt"
	"log"
	"math/rand"
	"strings"
	"sync"

	"hupai"
)

// mpsz writes 34 counts as the notation the checker reads.
func mpsz(counts *[hupai.Kinds]uint8) string {
	var b strings.Builder
	for suit := 0; suit < 4; suit++ {
		any := false
		for k := suit * 9; k < suit*9+9 && k < hupai.Kinds; k++ {
			for n := uint8(0); n < counts[k]; n++ {
				b.WriteByte(byte('1' + k%9))
				any = true
			}
		}
		if any {
			b.WriteByte("mpsz"[suit])
		}
	}
	return b.String()
}

func must[T any](v T, err error) T {
	if err != nil {
		log.Fatal(err)
	}
	return v
}

// complete checks one hand through the batch call, as a server would for a single row.
func complete(c *hupai.Checker, hand *[hupai.Kinds]uint8) bool {
	return must(c.IsCompleteCounts([][hupai.Kinds]uint8{*hand}, nil))[0]
}

// play runs one game at a table: who won and how, and the four hands at the end.
func play(c *hupai.Checker, seed int64) (string, [4][hupai.Kinds]uint8) {
	rng := rand.New(rand.NewSource(seed))
	wall := make([]int, 0, 136)
	for k := 0; k < hupai.Kinds; k++ {
		wall = append(wall, k, k, k, k)
	}
	rng.Shuffle(len(wall), func(i, j int) { wall[i], wall[j] = wall[j], wall[i] })
	var hands [4][hupai.Kinds]uint8
	for p := range hands {
		for i := 0; i < 13; i++ {
			hands[p][wall[0]]++
			wall = wall[1:]
		}
	}
	for player := 0; len(wall) > 14; player = (player + 1) % 4 {
		hand := &hands[player]
		hand[wall[0]]++
		wall = wall[1:]
		if complete(c, hand) {
			return fmt.Sprintf("player %d wins on a draw with %s", player, mpsz(hand)), hands
		}
		best, bestShanten := -1, 1<<30
		for k := 0; k < hupai.Kinds; k++ {
			if hand[k] == 0 {
				continue
			}
			hand[k]--
			if s := must(c.Shanten(mpsz(hand))); s < bestShanten {
				best, bestShanten = k, s
			}
			hand[k]++
		}
		hand[best]--
		for other := range hands {
			if other == player {
				continue
			}
			hands[other][best]++
			wins := complete(c, &hands[other])
			hands[other][best]--
			if wins {
				return fmt.Sprintf("player %d wins on player %d's discard", other, player), hands
			}
		}
	}
	return "drawn (流局)", hands
}

func main() {
	c := must(hupai.NewChecker(""))
	defer c.Close()
	const tables = 8
	results := make([]string, tables)
	finals := make([][hupai.Kinds]uint8, 0, 4*tables)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for t := 0; t < tables; t++ {
		wg.Add(1)
		go func(t int) {
			defer wg.Done()
			result, hands := play(c, int64(t))
			mu.Lock()
			results[t] = result
			for _, h := range hands {
				if n := sum(&h); n%3 == 2 { // the winner's 14 tiles: a batch row
					finals = append(finals, h)
				}
			}
			mu.Unlock()
		}(t)
	}
	wg.Wait()
	for t, r := range results {
		fmt.Printf("table %d: %s\n", t, r)
	}
	answers := must(c.IsCompleteCounts(finals, nil))
	fmt.Printf("batch: %d hands of 14 tiles at the end, answers %v\n", len(finals), answers)
}

func sum(counts *[hupai.Kinds]uint8) (n int) {
	for _, c := range counts {
		n += int(c)
	}
	return
}
