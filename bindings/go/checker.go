package hupai

// #include "gostrings.h"
import "C"

import (
	"fmt"
	"runtime"
	"unsafe"
)

// Kinds is the number of tile kinds: the length of a count row, in 34-order (1m..9m,
// 1p..9p, 1s..9s, then east, south, west, north, white, green, red: 1z..7z).
const Kinds = 34

// KindNames are the kinds in 34-order as mpsz strings, "1m" .. "7z": what Waits returns.
var KindNames = func() (names [Kinds]string) {
	for k := range names {
		names[k] = fmt.Sprintf("%d%c", k%9+1, "mpsz"[k/9])
	}
	return
}()

// Checker is a mahjong checker for one rule set. Any number of goroutines may use one at
// once; Close frees its C handle (waiting for calls under way), and a Checker never closed
// is freed when collected.
type Checker struct {
	h handle[C.hupai_checker]
}

// NewChecker makes a checker for rules, the C library's rules string: "key=value" options
// separated by commas or spaces (e.g. "joker=7z, seven_pairs=false"), "" for the defaults,
// "preset=NAME" to start from a preset.
func NewChecker(rules string) (*Checker, error) {
	r := C.go_checker_new(rules)
	if err := failure(r); err != nil {
		return nil, err
	}
	c := &Checker{h: handle[C.hupai_checker]{ptr: (*C.hupai_checker)(r.handle)}}
	runtime.SetFinalizer(c, (*Checker).Close)
	return c, nil
}

// Close frees the checker; later calls return ErrClosed. Closing twice is harmless.
func (c *Checker) Close() error {
	c.h.close(func(p *C.hupai_checker) { C.hupai_checker_free(p) })
	runtime.SetFinalizer(c, nil)
	return nil
}

// IsComplete says whether a hand in mpsz notation (e.g. "1112345678999m5m", melds in
// brackets, "*" a joker) is complete in any form the rules enable.
func (c *Checker) IsComplete(hand string) (bool, error) {
	h, err := c.h.acquire()
	if err != nil {
		return false, err
	}
	r := C.go_is_complete(h, hand)
	c.h.release()
	return r.code == 1, failure(r)
}

// Waits are the kinds that complete a hand of 3n+1 tiles, as mpsz strings in tile order.
func (c *Checker) Waits(hand string) ([]string, error) {
	h, err := c.h.acquire()
	if err != nil {
		return nil, err
	}
	r := C.go_waits(h, hand)
	c.h.release()
	if err := failure(r); err != nil {
		return nil, err
	}
	waits := []string{}
	for k := 0; k < Kinds; k++ {
		if r.bits>>k&1 == 1 {
			waits = append(waits, KindNames[k])
		}
	}
	return waits, nil
}

// Shanten is the hand's least shanten over the forms the rules enable: -1 complete, 0
// waiting, n tiles from waiting (127 when no form is in reach).
func (c *Checker) Shanten(hand string) (int, error) {
	h, err := c.h.acquire()
	if err != nil {
		return 0, err
	}
	r := C.go_shanten(h, hand)
	c.h.release()
	return int(r.value), failure(r)
}

// IsCompleteCounts checks rows of 34 concealed counts (34-order) in parallel, each with
// jokers[i] jokers (jokers nil for none, else one per row). A row that cannot be checked (a
// count above four, not 3n+2 tiles, too many jokers) is an ErrHand naming the first such
// row.
func (c *Checker) IsCompleteCounts(counts [][Kinds]uint8, jokers []uint8) ([]bool, error) {
	if jokers != nil && len(jokers) != len(counts) {
		return nil, &Error{Kind: ErrHand, Message: fmt.Sprintf(
			"%d joker counts for %d rows", len(jokers), len(counts))}
	}
	if len(counts) == 0 {
		return []bool{}, nil
	}
	h, err := c.h.acquire()
	if err != nil {
		return nil, err
	}
	defer c.h.release()
	out := make([]uint8, len(counts))
	var jokerPtr *C.uint8_t
	if jokers != nil {
		jokerPtr = (*C.uint8_t)(unsafe.Pointer(&jokers[0]))
	}
	// The rows are contiguous arrays of bytes, holding no Go pointer: C may read them.
	r := C.shim_batch(h, (*C.uint8_t)(unsafe.Pointer(&counts[0][0])), jokerPtr,
		C.size_t(len(counts)), (*C.uint8_t)(unsafe.Pointer(&out[0])))
	if err := failure(r); err != nil {
		return nil, err
	}
	complete := make([]bool, len(out))
	for i, answer := range out {
		if answer == C.HUPAI_ROW_INVALID {
			return nil, c.rowError(h, counts, jokers, i)
		}
		complete[i] = answer == 1
	}
	return complete, nil
}

// rowError is the error of a row the batch could not check, with the library's message for
// it (the batch gives none: it goes on with the other rows).
func (c *Checker) rowError(h *C.hupai_checker, counts [][Kinds]uint8, jokers []uint8, i int) error {
	var j uint8
	if jokers != nil {
		j = jokers[i]
	}
	err := failure(C.shim_is_complete_counts(h, (*C.uint8_t)(unsafe.Pointer(&counts[i][0])), C.uint8_t(j)))
	if e, ok := err.(*Error); ok {
		return &Error{Kind: ErrHand, Message: fmt.Sprintf("row %d: %s", i, e.Message)}
	}
	return &Error{Kind: ErrHand, Message: fmt.Sprintf("row %d cannot be checked", i)}
}
