package io.hupai;

/** A hand or counts the library cannot read or check; the message is the library's. */
public class HandException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public HandException(String message) {
        super(message);
    }
}
