package hupai

import (
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"
)

func mustChecker(t *testing.T, rules string) *Checker {
	t.Helper()
	c, err := NewChecker(rules)
	if err != nil {
		t.Fatalf("NewChecker(%q): %v", rules, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// wantKind fails unless err is an *Error of that kind with a message.
func wantKind(t *testing.T, err error, kind error, what string) {
	t.Helper()
	var e *Error
	if !errors.Is(err, kind) || !errors.As(err, &e) || e.Message == "" {
		t.Errorf("%s: got %v, want a %v with the library's message", what, err, kind)
	}
}

func TestRules(t *testing.T) {
	mustChecker(t, "")
	mustChecker(t, "preset=taiwan")
	_, err := NewChecker("colour=blue")
	wantKind(t, err, ErrRules, "unknown rule")
	if !strings.Contains(err.Error(), "colour") {
		t.Errorf("message %q does not name the key", err)
	}
	_, err = NewChecker("joker=7z\x00")
	wantKind(t, err, ErrRules, "a NUL byte in the rules")
	_, err = NewPaohuziChecker("min_huxi=lots")
	wantKind(t, err, ErrRules, "bad Paohuzi rule")
	if Version() == "" {
		t.Error("no version")
	}
}

func TestIsComplete(t *testing.T) {
	c := mustChecker(t, "")
	joker := mustChecker(t, "joker=7z, seven_pairs=false")
	for _, tc := range []struct {
		c    *Checker
		hand string
		want bool
	}{
		{c, "1112345678999m5m", true},
		{c, "1112345678999m5p", false},
		{c, "1133557799m11p33s", true},
		{joker, "1133557799m11p33s", false},
		{joker, "1112345678999m7z", true},
		// A long hand (more than the shim's stack copy) with melds.
		{c, "[123m] [456m] [789m] [111p] " + strings.Repeat(" ", 120) + "55z", true},
	} {
		got, err := tc.c.IsComplete(tc.hand)
		if err != nil || got != tc.want {
			t.Errorf("IsComplete(%q) = %v, %v; want %v", tc.hand, got, err, tc.want)
		}
	}
	for _, bad := range []string{"1112345678999m", "11x", "\xff\xfe1m", "11m\x00", ""} {
		_, err := c.IsComplete(bad)
		wantKind(t, err, ErrHand, "IsComplete("+bad+")")
	}
}

func TestWaitsAndShanten(t *testing.T) {
	c := mustChecker(t, "")
	for hand, want := range map[string][]string{
		"1112345678999m":    {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"},
		"19m19p19s1234567z": {"1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"},
		"1234m[555p]":       {"1m", "4m"},
		"1234m5678p99s111z": {},
	} {
		got, err := c.Waits(hand)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("Waits(%q) = %v, %v; want %v", hand, got, err, want)
		}
	}
	_, err := c.Waits("1112345678999m5m")
	wantKind(t, err, ErrHand, "waits of 14 tiles")
	for hand, want := range map[string]int{
		"1112345678999m5m": -1, "1112345678999m": 0, "19m19p19s1234567z": 0, "147m258p369s1234z": 6,
	} {
		got, err := c.Shanten(hand)
		if err != nil || got != want {
			t.Errorf("Shanten(%q) = %v, %v; want %v", hand, got, err, want)
		}
	}
	_, err = c.Shanten("123m")
	wantKind(t, err, ErrHand, "shanten of 3 tiles")
}

func row(counts ...uint8) (r [Kinds]uint8) {
	copy(r[:], counts)
	return
}

func TestIsCompleteCounts(t *testing.T) {
	c := mustChecker(t, "")
	good, bad := row(3, 1, 1, 1, 2, 1, 1, 1, 3), row(3, 1, 1, 1, 2, 1, 1, 1, 2, 1)
	short := row(3, 1, 1, 1, 1, 1, 1, 1, 3)
	got, err := c.IsCompleteCounts([][Kinds]uint8{good, bad, short}, []uint8{0, 0, 1})
	if err != nil || !reflect.DeepEqual(got, []bool{true, false, true}) {
		t.Errorf("IsCompleteCounts = %v, %v", got, err)
	}
	got, err = c.IsCompleteCounts([][Kinds]uint8{good, bad}, nil)
	if err != nil || !reflect.DeepEqual(got, []bool{true, false}) {
		t.Errorf("IsCompleteCounts without jokers = %v, %v", got, err)
	}
	got, err = c.IsCompleteCounts(nil, nil)
	if err != nil || len(got) != 0 {
		t.Errorf("no rows = %v, %v", got, err)
	}
	_, err = c.IsCompleteCounts([][Kinds]uint8{good, short}, nil)
	wantKind(t, err, ErrHand, "a row of 13 tiles")
	if !strings.Contains(err.Error(), "row 1") {
		t.Errorf("%q does not name the row", err)
	}
	_, err = c.IsCompleteCounts([][Kinds]uint8{row(5, 3, 3, 3)}, nil)
	wantKind(t, err, ErrHand, "a fifth copy")
	_, err = c.IsCompleteCounts([][Kinds]uint8{good}, []uint8{0, 0})
	wantKind(t, err, ErrHand, "jokers of another length")
}

func TestPaohuzi(t *testing.T) {
	p, err := NewPaohuziChecker("")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	strict, err := NewPaohuziChecker("min_huxi=30")
	if err != nil {
		t.Fatal(err)
	}
	defer strict.Close()
	hand := "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌"
	for _, tc := range []struct {
		p    *PaohuziChecker
		hand string
		want PaohuziResult
	}{
		{p, hand, PaohuziResult{true, 24, true}},
		{strict, hand, PaohuziResult{true, 24, false}},
		{p, "一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌", PaohuziResult{}},
	} {
		got, err := tc.p.Check(tc.hand)
		if err != nil || got != tc.want {
			t.Errorf("Check(%q) = %+v, %v; want %+v", tc.hand, got, err, tc.want)
		}
	}
	_, err = p.Check("一二三x")
	wantKind(t, err, ErrHand, "a bad Paohuzi hand")
}

func TestClose(t *testing.T) {
	c, err := NewChecker("")
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	c.Close()
	_, err = c.IsComplete("1112345678999m5m")
	wantKind(t, err, ErrClosed, "a closed checker")
	_, err = c.IsCompleteCounts([][Kinds]uint8{row(3)}, nil)
	wantKind(t, err, ErrClosed, "a closed checker's batch")
	p, _ := NewPaohuziChecker("")
	p.Close()
	_, err = p.Check("一二三")
	wantKind(t, err, ErrClosed, "a closed Paohuzi checker")
}

// One checker shared by many goroutines (run under -race), closed while they run: every
// answer is right or ErrClosed, never a crash.
func TestThreads(t *testing.T) {
	c, err := NewChecker("")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 2000; i++ {
				complete, err := c.IsComplete("1112345678999m5m")
				if errors.Is(err, ErrClosed) {
					return
				}
				if err != nil || !complete {
					errs <- err
					return
				}
				if _, err := c.IsComplete("11x"); !errors.Is(err, ErrHand) && !errors.Is(err, ErrClosed) {
					errs <- err
					return
				}
			}
		}(g)
	}
	c.Close()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("a goroutine: %v", err)
	}
}
