//! Independent references the tests compare hupai against.
pub mod brute;
