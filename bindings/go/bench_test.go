package hupai

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The Go binding beside C on the same hands: HUPAI_HANDS is a file written by `cbench
// write`, HUPAI_C_TIMES what `cbench time` printed for it (make bench sets both). Prints
// per-call times and the batch's time per row with the ratios: a check at most 2x
// the C call plus Go's own call overhead (an empty cgo call), a batch at least 0.8x the C
// batch's throughput. Skipped unless both are set.
func TestBench(t *testing.T) {
	handsPath, cTimesPath := os.Getenv("HUPAI_HANDS"), os.Getenv("HUPAI_C_TIMES")
	if handsPath == "" || cTimesPath == "" {
		t.Skip("HUPAI_HANDS and HUPAI_C_TIMES are not set")
	}
	hands, rows := readHands(t, handsPath)
	cTimes := readCTimes(t, cTimesPath)
	c := mustChecker(t, "")
	n := len(hands)

	overhead, _ := timePerHand(n, func() int {
		for i := 0; i < n; i++ {
			emptyCall()
		}
		return 0
	})
	check, complete := timePerHand(n, func() int {
		k := 0
		for _, h := range hands {
			if ok, _ := c.IsComplete(h); ok {
				k++
			}
		}
		return k
	})
	batch, batchComplete := timePerHand(n, func() int {
		k := 0
		answers, err := c.IsCompleteCounts(rows, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range answers {
			if a {
				k++
			}
		}
		return k
	})
	if float64(complete) != cTimes["complete"] || batchComplete != complete {
		t.Fatalf("Go and C disagree: %d, %d, C %v complete", complete, batchComplete, cTimes["complete"])
	}
	bound := 2*cTimes["check_ns"] + overhead
	verdict := map[bool]string{true: "(<= 1: ok)", false: "(> 1: over)"}
	fmt.Printf("go bench: %d hands (%d complete), Go beside C through hupai.h\n", n, complete)
	fmt.Printf("  call overhead (an empty cgo call)  %8.1f ns\n", overhead)
	fmt.Printf("  IsComplete(text)        Go %8.1f ns   C %8.1f ns   Go / (2 C + overhead) %.2f %s\n",
		check, cTimes["check_ns"], check/bound, verdict[check <= bound])
	ratio := cTimes["batch_ns"] / batch
	fmt.Printf("  IsCompleteCounts(rows)  Go %8.2f ns/row  C %8.2f ns/row  throughput Go / C %.2f %s\n",
		batch, cTimes["batch_ns"], ratio, map[bool]string{true: "(>= 0.8: ok)", false: "(< 0.8: under)"}[ratio >= 0.8])
}

// timePerHand runs pass (one pass over n hands) for at least a second: ns per hand of the
// fastest pass, as cbench measures C.
func timePerHand(n int, pass func() int) (float64, int) {
	result, fastest := 0, time.Duration(1<<62)
	for start := time.Now(); time.Since(start) < time.Second; {
		before := time.Now()
		result = pass()
		if elapsed := time.Since(before); elapsed < fastest {
			fastest = elapsed
		}
	}
	return float64(fastest.Nanoseconds()) / float64(n), result
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

func readCTimes(t *testing.T, path string) map[string]float64 {
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
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
