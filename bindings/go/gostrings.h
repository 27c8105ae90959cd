/*
 * Included only from the Go files' cgo preambles, where the type _GoString_ exists: Go
 * strings go to C without a copy in Go, as pointer and length.
 */
#ifndef HUPAI_GO_STRINGS_H
#define HUPAI_GO_STRINGS_H

#include "shim.h"

static inline shim_result go_checker_new(_GoString_ s) {
	return shim_checker_new(_GoStringPtr(s), _GoStringLen(s));
}
static inline shim_result go_phz_checker_new(_GoString_ s) {
	return shim_phz_checker_new(_GoStringPtr(s), _GoStringLen(s));
}
static inline shim_result go_is_complete(const hupai_checker *c, _GoString_ s) {
	return shim_is_complete(c, _GoStringPtr(s), _GoStringLen(s));
}
static inline shim_result go_waits(const hupai_checker *c, _GoString_ s) {
	return shim_waits(c, _GoStringPtr(s), _GoStringLen(s));
}
static inline shim_result go_shanten(const hupai_checker *c, _GoString_ s) {
	return shim_shanten(c, _GoStringPtr(s), _GoStringLen(s));
}
static inline shim_result go_phz_check(const hupai_phz_checker *p, _GoString_ s) {
	return shim_phz_check(p, _GoStringPtr(s), _GoStringLen(s));
}
#endif
