package hupai

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The Go binding beside C on the same hands: HUPAI_HANDS is a file written by `cbench
// write`, HUPAI_CBENCH the cbench program (make bench sets both). In three rounds, each
// running `cbench time` and then the same calls from Go, so that both sides see the
// machine's load alike, and keeping each side's best, it prints per-call times and the
// batch's time per row with the ratios: a check at most 2x the C call plus Go's own
// call overhead (an empty cgo call), a batch at least 0.8x the C batch's throughput. Skipped
// unless both are set.
func TestBench(t *testing.T) {
	handsPath, cbench := os.Getenv("HUPAI_HANDS"), os.Getenv("HUPAI_CBENCH")
	if handsPath == "" || cbench == "" {
		t.Skip("HUPAI_HANDS and HUPAI_CBENCH are not set")
	}
	hands, rows := readHands(t, handsPath)
	c := mustChecker(t, "")
	n := len(hands)
	best := map[string]float64{}
	keep := func(key string, value float64) {
		if old, ok := best[key]; !ok || value < old {
			best[key] = value
		}
	}
	var complete, batchComplete int
	for round := 0; round < rounds; round++ {
		for key, value := range cTimes(t, cbench, handsPath) {
			keep("c_"+key, value)
		}
		overhead, _ := timeChunks(n, chunk, func(lo, hi int) int {
			for i := lo; i < hi; i++ {
				emptyCall()
			}
			return 0
		})
		check, k := timeChunks(n, chunk, func(lo, hi int) int {
			k := 0
			for _, h := range hands[lo:hi] {
				if ok, _ := c.IsComplete(h); ok {
					k++
				}
			}
			return k
		})
		// The answers are counted after the timing, which is of the call alone.
		var answers []bool
		batch, _ := timeChunks(n, 0, func(lo, hi int) int {
			var err error
			if answers, err = c.IsCompleteCounts(rows[lo:hi], nil); err != nil {
				t.Fatal(err)
			}
			return 0
		})
		kb := 0
		for _, a := range answers {
			if a {
				kb++
			}
		}
		keep("overhead", overhead)
		keep("check", check)
		keep("batch", batch)
		complete, batchComplete = k, kb
	}
	if float64(complete) != best["c_complete"] || batchComplete != complete {
		t.Fatalf("Go and C disagree: %d, %d, C %v complete", complete, batchComplete, best["c_complete"])
	}
	bound := 2*best["c_check_ns"] + best["overhead"]
	verdict := map[bool]string{true: "(<= 1: ok)", false: "(> 1: over)"}
	fmt.Printf("go bench: %d hands (%d complete), Go beside C through hupai.h, best of %d rounds\n", n, complete, rounds)
	fmt.Printf("  call overhead (an empty cgo call)  %8.1f ns\n", best["overhead"])
	fmt.Printf("  IsComplete(text)        Go %8.1f ns   C %8.1f ns   Go / (2 C + overhead) %.2f %s\n",
		best["check"], best["c_check_ns"], best["check"]/bound, verdict[best["check"] <= bound])
	ratio := best["c_batch_ns"] / best["batch"]
	fmt.Printf("  IsCompleteCounts(rows)  Go %8.2f ns/row  C %8.2f ns/row  throughput Go / C %.2f %s\n",
		best["batch"], best["c_batch_ns"], ratio, map[bool]string{true: "(>= 0.8: ok)", false: "(< 0.8: under)"}[ratio >= 0.8])
}

// rounds of C then Go timings.
const rounds = 3

// chunk is how many hands a timed run of single calls covers, as in cbench.
const chunk = 500

// timeChunks times pass(lo, hi) over the n hands in chunks of size (0: all in one), again
// and again for a second, keeping each chunk's fastest time: ns per hand of their sum, as
// cbench's time_chunks measures C. It also returns the answers' sum over one round.
func timeChunks(n, size int, pass func(lo, hi int) int) (float64, int) {
	if size == 0 {
		size = n
	}
	fastest := make([]time.Duration, (n+size-1)/size)
	for i := range fastest {
		fastest[i] = time.Duration(1 << 62)
	}
	result := 0
	for start := time.Now(); time.Since(start) < time.Second; {
		result = 0
		for i := range fastest {
			lo, hi := i*size, i*size+size
			if hi > n {
				hi = n
			}
			before := time.Now()
			result += pass(lo, hi)
			if elapsed := time.Since(before); elapsed < fastest[i] {
				fastest[i] = elapsed
			}
		}
	}
	var total time.Duration
	for _, f := range fastest {
		total += f
	}
	return float64(total.Nanoseconds()) / float64(n), result
}

func readHands(t *testing.T, path string) ([]string, [][Kinds]uint8) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var hands []string
	var rows [][Kinds]uint8
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		fields := strings.Fields(scanner.Text())
		if len(fields) != 2 || len(fields[1]) != Kinds {
			t.Fatalf("bad line %q", scanner.Text())
		}
		var r [Kinds]uint8
		for k := range r {
			r[k] = fields[1][k] - '0'
		}
		hands, rows = append(hands, fields[0]), append(rows, r)
	}
	return hands, rows
}

// cTimes runs `cbench time` on the hands: its figures by name.
func cTimes(t *testing.T, cbench, handsPath string) map[string]float64 {
	text, err := exec.Command(cbench, "time", handsPath).Output()
	if err != nil {
		t.Fatalf("cbench: %v", err)
	}
	times := map[string]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
		fields := strings.Fields(line)
		v, err := strconv.ParseFloat(fields[1], 64)
		if err != nil {
			t.Fatal(err)
		}
		times[fields[0]] = v
	}
	return times
}
