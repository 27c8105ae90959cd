package hupai

import "errors"

// The kinds of failure, for errors.Is: every error this package returns is an *Error whose
// Kind is one of these.
var (
	// ErrHand: a hand or counts that cannot be read or checked (bad notation, a wrong number
	// of tiles, a count above four, too many jokers, a NUL byte in the text).
	ErrHand = errors.New("hupai: bad hand")
	// ErrRules: an unknown rule key, or a value a key does not take.
	ErrRules = errors.New("hupai: bad rules")
	// ErrClosed: a call on a checker after its Close.
	ErrClosed = errors.New("hupai: checker is closed")
	// ErrLibrary: any other failure the C library reports (a bad size, a caught panic).
	ErrLibrary = errors.New("hupai: library error")
)

// Error is a failure with the C library's message.
type Error struct {
	Kind    error
	Message string
}

func (e *Error) Error() string { return "hupai: " + e.Message }

// Unwrap makes errors.Is(err, ErrHand) and the like work.
func (e *Error) Unwrap() error { return e.Kind }
