package io.hupai;

import java.io.File;

/**
 * The JNI half of the binding (src/main/c/hupai_jni.c): handles are C pointers as longs.
 * Failures throw HandException or RuleException with the library's message, read on the
 * thread that failed. The library is loaded from the system property {@code hupai.library}
 * (a path to libhupai_jni.so) when set, else from {@code java.library.path}.
 */
final class Native {
    static {
        String path = System.getProperty("hupai.library");
        if (path != null) {
            System.load(new File(path).getAbsolutePath());
        } else {
            System.loadLibrary("hupai_jni");
        }
    }

    private Native() {}

    static native String version();

    static native long checkerNew(String rules);

    static native void checkerFree(long handle);

    /** 1 complete, 0 not. */
    static native int isComplete(long handle, String hand);

    /** Bit k set when kind k (34-order) completes the hand. */
    static native long waits(long handle, String hand);

    static native int shanten(long handle, String hand);

    /** Fills out with 1, 0 or -1 per row; returns the number complete. */
    static native long isCompleteCounts(long handle, byte[] counts, byte[] jokers, byte[] out);

    static native long paohuziNew(String rules);

    static native void paohuziFree(long handle);

    /** The best 胡息 (-1: not complete) in the high 32 bits, 1 for a win in the low ones. */
    static native long paohuziCheck(long handle, String hand);

    /** Nothing: the bench's measure of a JNI call's own cost. */
    static native void emptyCall();
}
