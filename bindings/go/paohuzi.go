package hupai

// #include "gostrings.h"
import "C"

import "runtime"

// PaohuziResult is a Paohuzi hand's check: complete or not, its best 胡息 (0 when not
// complete), and whether it wins (complete and reaching the rules' min_huxi).
type PaohuziResult struct {
	Complete bool
	Huxi     int
	Win      bool
}

// PaohuziChecker is a Paohuzi checker for one rule set; shared and closed as Checker is.
type PaohuziChecker struct {
	h handle[C.hupai_phz_checker]
}

// NewPaohuziChecker makes a Paohuzi checker for rules ("key=value" options, e.g.
// "min_huxi=10"; "" for the defaults).
func NewPaohuziChecker(rules string) (*PaohuziChecker, error) {
	r := C.go_phz_checker_new(rules)
	if err := failure(r); err != nil {
		return nil, err
	}
	p := &PaohuziChecker{h: handle[C.hupai_phz_checker]{ptr: (*C.hupai_phz_checker)(r.handle)}}
	runtime.SetFinalizer(p, (*PaohuziChecker).Close)
	return p, nil
}

// Close frees the checker; later calls return ErrClosed. Closing twice is harmless.
func (p *PaohuziChecker) Close() error {
	p.h.close(func(h *C.hupai_phz_checker) { C.hupai_phz_checker_free(h) })
	runtime.SetFinalizer(p, nil)
	return nil
}

// Check checks a Paohuzi hand, in numerals (一..十 small, 壹..拾 big, shown groups in
// brackets) or ASCII ("123x123d"), as the README's notation says.
func (p *PaohuziChecker) Check(hand string) (PaohuziResult, error) {
	h, err := p.h.acquire()
	if err != nil {
		return PaohuziResult{}, err
	}
	r := C.go_phz_check(h, hand)
	p.h.release()
	if err := failure(r); err != nil {
		return PaohuziResult{}, err
	}
	if r.value < 0 {
		return PaohuziResult{}, nil
	}
	return PaohuziResult{Complete: true, Huxi: int(r.value), Win: r.win == 1}, nil
}
