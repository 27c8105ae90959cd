package io.hupai;

/**
 * A Paohuzi hand's check: complete or not, its best 胡息 (0 when not complete), and whether
 * it wins (complete and reaching the rules' {@code min_huxi}).
 */
public record PaohuziResult(boolean complete, int huxi, boolean win) {}
