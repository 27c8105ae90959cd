package io.hupai;

/** A rules string the library does not take; the message is the library's. */
public class RuleException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public RuleException(String message) {
        super(message);
    }
}
