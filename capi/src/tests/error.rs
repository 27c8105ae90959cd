//! A panic inside an entry point's body becomes `HUPAI_E_PANIC` with its message; messages
//! with a NUL are cut there rather than lost.

use super::last_error;
use crate::error::{Error, HUPAI_E_HAND, HUPAI_E_PANIC, guard};

#[test]
fn a_panic_becomes_a_code_and_a_message() {
    let code = guard(
        |code| code,
        || -> Result<i32, Error> { panic!("boom {}", 7) },
    );
    assert_eq!(code, HUPAI_E_PANIC);
    assert_eq!(last_error(), "internal error: boom 7");
    let null = guard(|_| std::ptr::null::<u8>(), || panic!("static text"));
    assert!(null.is_null());
    assert_eq!(last_error(), "internal error: static text");
}

#[test]
fn a_message_with_a_nul_is_cut_there() {
    let code = guard(|code| code, || Err::<i32, _>(Error::hand("before\0after")));
    assert_eq!(code, HUPAI_E_HAND);
    assert_eq!(last_error(), "before");
}
