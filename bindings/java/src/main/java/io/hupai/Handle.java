package io.hupai;

import java.lang.ref.Cleaner;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.LongConsumer;

/**
 * A C handle that threads share. The C library lets any number of threads use a handle at
 * once but none while it is freed: each call holds the read lock, so {@link #close} waits for
 * the calls under way and calls after it throw IllegalStateException. A handle never closed is
 * freed by a Cleaner once unreachable.
 */
abstract class Handle implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();

    /** What the Cleaner runs: it must not reach the Handle, or the Handle never becomes unreachable. */
    private static final class Free implements Runnable {
        private final LongConsumer free;
        private long pointer;

        Free(long pointer, LongConsumer free) {
            this.pointer = pointer;
            this.free = free;
        }

        @Override
        public void run() {
            free.accept(pointer);
            pointer = 0;
        }
    }

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Free state;
    private final Cleaner.Cleanable cleanable;

    Handle(long pointer, LongConsumer free) {
        state = new Free(pointer, free);
        cleanable = CLEANER.register(this, state);
    }

    /** Read-locks the handle for one call; the caller calls {@link #release} in a finally. */
    final long acquire() {
        lock.readLock().lock();
        if (state.pointer == 0) {
            lock.readLock().unlock();
            throw new IllegalStateException("hupai: the checker is closed");
        }
        return state.pointer;
    }

    /** Ends a call; it also keeps this Handle reachable, so the Cleaner cannot free it mid-call. */
    final void release() {
        lock.readLock().unlock();
    }

    /** Frees the C handle, after the calls under way; closing twice is harmless. */
    @Override
    public void close() {
        lock.writeLock().lock();
        try {
            cleanable.clean();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
