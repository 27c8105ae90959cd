package hupai

// The C side: hupai.h through shim.c (texts as pointer and length, each answer and its
// message in one value). The C library is linked statically; the Makefile puts its path in
// CGO_LDFLAGS.

/*
#cgo CFLAGS: -I${SRCDIR}/../../capi/include -O2
#cgo LDFLAGS: -lpthread -ldl -lm
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import "unsafe"

// failure turns a shim result into an error, nil when the call succeeded; it frees the
// message's copy.
func failure(r C.shim_result) error {
	if r.code >= 0 {
		return nil
	}
	message := C.GoString(r.error)
	C.free(unsafe.Pointer(r.error))
	kind := ErrLibrary
	switch r.code {
	case C.HUPAI_E_HAND, C.HUPAI_E_UTF8:
		kind = ErrHand
	case C.HUPAI_E_RULES:
		kind = ErrRules
	}
	return &Error{Kind: kind, Message: message}
}

// Version is the C library's version, e.g. "0.1.0".
func Version() string { return C.GoString(C.hupai_version()) }

// emptyCall is one cgo call doing nothing of note: the bench's measure of Go's own call
// overhead.
func emptyCall() { C.hupai_version() }
