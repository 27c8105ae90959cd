//! What a check finds out about a hand: the value `check` (and `batch`) computes and `json`
//! writes, in a module of its own so that neither of those two has to import the other.

use hupai::{Decomposition, Forms, Hand};

/// What a check finds out about a hand.
#[derive(Debug)]
pub struct Outcome {
    pub hand: Hand,
    pub forms: Forms,
    /// A standard-form decomposition, present exactly when `forms` holds the standard form.
    pub decomposition: Option<Decomposition>,
}
