/*
 * The JNI half of io.hupai (see Native.java): each native method calls hupai.h and turns a
 * failure into the Java exception of its kind, with the library's message, read at once on
 * the thread that failed. Linked with the static C library into libhupai_jni.so.
 */
#include "hupai.h"

#include <jni.h>
#include <stdint.h>
#include <stdlib.h>

#define HAND_EXCEPTION "io/hupai/HandException"
#define RULE_EXCEPTION "io/hupai/RuleException"

static void throw_new(JNIEnv *env, const char *class_name, const char *message) {
    jclass class = (*env)->FindClass(env, class_name);
    /* FindClass failing has thrown (NoClassDefFoundError) already. */
    if (class) (*env)->ThrowNew(env, class, message);
}

/* Throws the exception for a failed call's code; returns the code. */
static int64_t throw_code(JNIEnv *env, int64_t code) {
    const char *message = hupai_last_error();
    switch (code) {
    case HUPAI_E_HAND:
    case HUPAI_E_UTF8: throw_new(env, HAND_EXCEPTION, message); break;
    case HUPAI_E_RULES: throw_new(env, RULE_EXCEPTION, message); break;
    case HUPAI_E_NULL: throw_new(env, "java/lang/NullPointerException", message); break;
    default: throw_new(env, "java/lang/IllegalStateException", message); break;
    }
    return code;
}

/*
 * A Java string as the library reads it: UTF-8 (Java's modified UTF-8, which equals UTF-8
 * for every character the notation uses; a NUL or a character beyond the BMP comes out as
 * bytes the library rejects as not UTF-8). Short text is copied onto the stack.
 */
typedef struct {
    char stack[256];
    char *heap;
    const char *text;
} Text;

/* 1 with t->text set, or 0 with an exception thrown (null text). `nullable`: null is NULL. */
static int text_open(JNIEnv *env, jstring s, Text *t, int nullable) {
    t->heap = NULL;
    t->text = NULL;
    if (!s) {
        if (nullable) return 1;
        throw_new(env, "java/lang/NullPointerException", "hupai: a null text");
        return 0;
    }
    jsize chars = (*env)->GetStringLength(env, s);
    jsize bytes = (*env)->GetStringUTFLength(env, s);
    char *buf = (size_t)bytes < sizeof t->stack ? t->stack : (t->heap = malloc((size_t)bytes + 1));
    if (!buf) {
        throw_new(env, "java/lang/OutOfMemoryError", "hupai: no memory for a text");
        return 0;
    }
    (*env)->GetStringUTFRegion(env, s, 0, chars, buf);
    buf[bytes] = 0;
    t->text = buf;
    return 1;
}

static void text_close(Text *t) { free(t->heap); }

/* The handle from Java's long; the Java side never passes 0 (Handle.acquire checks). */
#define CHECKER(h) ((const hupai_checker *)(intptr_t)(h))
#define PAOHUZI(h) ((const hupai_phz_checker *)(intptr_t)(h))

/* A constructor's answer: the handle, or 0 with a RuleException of the library's message. */
static jlong made(JNIEnv *env, void *handle) {
    if (!handle) throw_new(env, RULE_EXCEPTION, hupai_last_error());
    return (jlong)(intptr_t)handle;
}

JNIEXPORT jstring JNICALL Java_io_hupai_Native_version(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->NewStringUTF(env, hupai_version());
}

JNIEXPORT void JNICALL Java_io_hupai_Native_emptyCall(JNIEnv *env, jclass cls) {
    (void)env, (void)cls;
}

JNIEXPORT jlong JNICALL Java_io_hupai_Native_checkerNew(JNIEnv *env, jclass cls, jstring rules) {
    (void)cls;
    Text t;
    if (!text_open(env, rules, &t, 1)) return 0;
    hupai_checker *c = hupai_checker_new(t.text);
    text_close(&t);
    return made(env, c);
}

JNIEXPORT void JNICALL Java_io_hupai_Native_checkerFree(JNIEnv *env, jclass cls, jlong h) {
    (void)env, (void)cls;
    hupai_checker_free((hupai_checker *)(intptr_t)h);
}

JNIEXPORT jint JNICALL Java_io_hupai_Native_isComplete(JNIEnv *env, jclass cls, jlong h,
                                                      jstring hand) {
    (void)cls;
    Text t;
    if (!text_open(env, hand, &t, 0)) return 0;
    int32_t r = hupai_is_complete(CHECKER(h), t.text);
    text_close(&t);
    return r < 0 ? (jint)throw_code(env, r) : r;
}

JNIEXPORT jlong JNICALL Java_io_hupai_Native_waits(JNIEnv *env, jclass cls, jlong h,
                                                  jstring hand) {
    (void)cls;
    Text t;
    if (!text_open(env, hand, &t, 0)) return 0;
    uint64_t waits = 0, dead = 0;
    int32_t r = hupai_waits(CHECKER(h), t.text, &waits, &dead);
    text_close(&t);
    return r < 0 ? throw_code(env, r) : (jlong)waits;
}

JNIEXPORT jint JNICALL Java_io_hupai_Native_shanten(JNIEnv *env, jclass cls, jlong h,
                                                   jstring hand) {
    (void)cls;
    Text t;
    if (!text_open(env, hand, &t, 0)) return 0;
    hupai_shanten_result s;
    int32_t r = hupai_shanten(CHECKER(h), t.text, &s);
    text_close(&t);
    return r < 0 ? (jint)throw_code(env, r) : s.least;
}

/*
 * The batch reads and writes the Java arrays in place (critical regions: no copy, and no
 * JNI call until they are released; the library's threads make none).
 */
JNIEXPORT jlong JNICALL Java_io_hupai_Native_isCompleteCounts(JNIEnv *env, jclass cls, jlong h,
                                                             jbyteArray counts,
                                                             jbyteArray jokers,
                                                             jbyteArray out) {
    (void)cls;
    if (!counts || !out) {
        throw_new(env, "java/lang/NullPointerException", "hupai: null counts");
        return 0;
    }
    jsize n = (*env)->GetArrayLength(env, out);
    /* In 64 bits: n * 34 past 2^31 must not wrap to some shorter array's length. */
    if ((int64_t)(*env)->GetArrayLength(env, counts) != (int64_t)n * HUPAI_KINDS ||
        (jokers && (*env)->GetArrayLength(env, jokers) != n)) {
        throw_new(env, HAND_EXCEPTION, "hupai: counts, jokers and answers of unequal rows");
        return 0;
    }
    if (n == 0) return 0;
    uint8_t *c = (*env)->GetPrimitiveArrayCritical(env, counts, NULL);
    uint8_t *j = jokers ? (*env)->GetPrimitiveArrayCritical(env, jokers, NULL) : NULL;
    uint8_t *o = (*env)->GetPrimitiveArrayCritical(env, out, NULL);
    int64_t r = c && (j || !jokers) && o
                    ? hupai_is_complete_batch(CHECKER(h), c, HUPAI_KINDS, j, (size_t)n, o, 0)
                    : HUPAI_E_NULL;
    if (o) (*env)->ReleasePrimitiveArrayCritical(env, out, o, 0);
    if (j) (*env)->ReleasePrimitiveArrayCritical(env, jokers, j, JNI_ABORT);
    if (c) (*env)->ReleasePrimitiveArrayCritical(env, counts, c, JNI_ABORT);
    return r < 0 ? throw_code(env, r) : r;
}

JNIEXPORT jlong JNICALL Java_io_hupai_Native_paohuziNew(JNIEnv *env, jclass cls, jstring rules) {
    (void)cls;
    Text t;
    if (!text_open(env, rules, &t, 1)) return 0;
    hupai_phz_checker *p = hupai_phz_checker_new(t.text);
    text_close(&t);
    return made(env, p);
}

JNIEXPORT void JNICALL Java_io_hupai_Native_paohuziFree(JNIEnv *env, jclass cls, jlong h) {
    (void)env, (void)cls;
    hupai_phz_checker_free((hupai_phz_checker *)(intptr_t)h);
}

JNIEXPORT jlong JNICALL Java_io_hupai_Native_paohuziCheck(JNIEnv *env, jclass cls, jlong h,
                                                         jstring hand) {
    (void)cls;
    Text t;
    if (!text_open(env, hand, &t, 0)) return 0;
    int32_t huxi = -1, win = 0;
    int32_t r = hupai_phz_check(PAOHUZI(h), t.text, &huxi, &win);
    text_close(&t);
    if (r < 0) return throw_code(env, r);
    return (jlong)((uint64_t)(uint32_t)huxi << 32 | (uint32_t)(win != 0));
}
