//! The Paohuzi checker and what it answers: the best 胡息 of a hand by the case tables
//! ([`check`]), a card arriving ([`win`], [`action`]), and every card's win ([`waits`]).

pub(crate) mod action;
pub(crate) mod alike;
pub(crate) mod check;
pub(crate) mod outcome;
pub(crate) mod play;
pub(crate) mod rest;
pub(crate) mod search;
pub(crate) mod validate;
pub(crate) mod waits;
pub(crate) mod wang;
pub(crate) mod win;
