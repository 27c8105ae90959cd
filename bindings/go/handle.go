package hupai

import "sync"

// handle is a C handle that goroutines share. The C library lets any number of threads use
// a handle at once but none while it is freed: each call holds the read lock, so close waits
// for the calls under way, and calls after it find the handle gone.
type handle[T any] struct {
	mu  sync.RWMutex
	ptr *T
}

// acquire read-locks the handle for one call and returns it, or ErrClosed (then unlocked).
// The caller calls release when C is done with it.
func (h *handle[T]) acquire() (*T, error) {
	h.mu.RLock()
	if h.ptr == nil {
		h.mu.RUnlock()
		return nil, &Error{Kind: ErrClosed, Message: "checker is closed"}
	}
	return h.ptr, nil
}

func (h *handle[T]) release() { h.mu.RUnlock() }

// close frees the handle once, waiting for calls under way.
func (h *handle[T]) close(free func(*T)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ptr != nil {
		free(h.ptr)
		h.ptr = nil
	}
}
