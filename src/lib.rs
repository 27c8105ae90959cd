//! hupai (胡牌) decides mahjong hands — is it complete, in which forms, how does it decompose, what
//! does it wait on — and Paohuzi (跑胡子) hands — best 胡息, winning on a card, legal actions,
//! waits ([`paohuzi`]) — with a handful of per-suit table lookups instead of a search.
//!
//! ```
//! use hupai::{Checker, Hand, Rules};
//!
//! let checker = Checker::new(Rules::default());
//! let mut hand: Hand = "1112345678999m5m".parse()?;
//! assert!(checker.is_complete(&hand)?);
//!
//! // A simulator draws and discards; the hand keeps its suit keys current.
//! hand.remove("5m".parse()?)?;
//! hand.add("1p".parse()?)?;
//! assert!(!checker.is_complete(&hand)?);
//!
//! // Jokers, melds, and one decomposition with what each joker stands for.
//! let hand: Hand = "13m456p789s11z*[777z]".parse()?;
//! let decomposition = checker.decompose(&hand)?.expect("complete");
//! assert_eq!(decomposition.to_string(), "11z 123m(*=2m) 456p 789s [777z]");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The layout of the sources, the layers and where new work goes are in `ARCHITECTURE.md`;
//! every measured figure, with its machine, date and command, is in `BENCHMARKS.md`.
//!
//! # How the tables work
//!
//! ## Completeness
//!
//! A numbered suit's concealed tiles are nine counts, each 0..=4. Read as base-5 digits they are a
//! key below 5^9 = 1,953,125; the honors' seven counts give a key below 5^7 = 78,125. For every
//! key the generator stores one byte: the least number of jokers that completes the suit without
//! a pair (`without_pair`, the low four bits) and with one (`with_pair`, the high four bits), 15
//! meaning "not with 8 jokers". A hand is complete in the standard form when
//!
//! ```text
//! min over the pair's suit e of ( with_pair[e] + sum over the other suits s of without_pair[s] ) <= jokers
//! ```
//!
//! Jokers beyond that minimum come in threes and make a triplet of a kind nobody holds. So a check
//! is four loads and a few additions. The keys are the counts (a key's base-5 digits are its
//! suit's counts), so a [`Hand`] stores nothing else but its jokers and melds, and keeps its four
//! keys current as tiles are added and removed (one addition per draw): 32 bytes, half a cache
//! line, which matters when checks stream through millions of hands.
//!
//! The special forms cost nothing on the hands they cannot complete. A `Hand` keeps, beside its
//! suit keys, how many kinds it holds an odd number of times and how many simple tiles (2-8 of a
//! suit) it holds: seven pairs needs a joker for each odd kind and thirteen orphans no simple, so
//! a hand that is neither is told in two compares. Seven pairs is read from the keys too, five
//! digits per lookup in a 3 KB table.
//!
//! [`Checker::is_complete_counts`] serves callers that keep a 34-count array, and pays for the
//! suit keys on every call. It reads the 34 counts into SSE2 registers on x86_64 (eight to a word
//! elsewhere): checked and summed a register at a time, the four suit keys built side by side in
//! two registers (16-bit multiplications make digit pairs, multiply-adds the halves and the keys),
//! the size test before the lookups (so that only keys of valid counts reach the tables, with no
//! range test), all four suits looked up as for a `Hand`, and the special forms pre-tested from the
//! same registers. The check is short enough that its instruction count sets its pace, and it is
//! written for the fewest. Stopping at the first suit that cannot complete would make random hands
//! as cheap as a `Hand`'s but hands near complete or with jokers slower (mispredicted branches),
//! so all four suits are always read.
//!
//! ### The generator
//!
//! The generator (shared by the build script and the library) enumerates the decomposable patterns
//! of up to four groups — 2,868 without a pair and 18,874 with one for a numbered suit, 98 and 399
//! for the honors — marks them as needing no joker, and then sweeps the keys once from large to
//! small: a vector needs one joker more than its best neighbor one tile up. Patterns beyond four
//! copies of a rank (a joker as a fifth copy) enter at their clipped vector with the extra copies
//! already counted as jokers. `hupai tables stats` prints the counts and the time each table takes.
//!
//! Every combination of the rule options that changes a suit (`joker_fifth_copy`, `eyes`,
//! `honor_sequences`, `suits_only`) has its own tables. The default rules' tables are baked by the
//! build script (deterministic, `cargo::rerun-if-changed`, built with `opt-level = 3` for the build
//! script); any other rule set's are generated on first use, both suits at once, and kept for the
//! life of the process, or read from a table file. Three-player play (`three_player`) changes no
//! table: its man suit, 1m and 9m alone, forms no sequence, so it is settled from its two counts
//! beside the lookups (as two honors are, with no joker standing for 2m..8m), and shanten tries
//! its targets under limits that hold and draw no 2m..8m.
//!
//! ### Two backends
//!
//! - **Dense** ([`table::Dense`], the default): the byte array itself, indexed by the key. One
//!   load, no hashing. 2,031,250 bytes, embedded with `include_bytes!` from `OUT_DIR`, 64-byte
//!   aligned.
//! - **Compact** ([`table::Compact`], phf): perfect-hash maps of only the keys some number of
//!   jokers can complete (229,810 numbered + 14,246 honor keys; every other key answers "never").
//!   The build script builds them with `phf_generator` (phf's SipHash-1-3 + CHD) and writes the
//!   slots as raw arrays — 3-byte keys, 1-byte values, displacements — because `phf_codegen`'s Rust
//!   literal of a quarter million entries is slow for rustc to compile. Zero start-up, but every
//!   lookup hashes and compares the key. It holds no Paohuzi or shanten tables, which it generates
//!   on first use.
//!
//! A perfect hash cannot beat the dense array for speed: the key already *is* a perfect index, so
//! phf only adds hashing and a comparison. What phf buys is footprint, for builds where two
//! megabytes matter (WASM, mobile clients): `default-features = false, features = ["compact"]`.
//! It saves about a fifth of the mahjong check tables' footprint, not more: phf's displacement
//! table and the stored keys cost more per entry than the dense array's single byte. Its value is
//! that only completable keys are stored.
//!
//! ### Waits
//!
//! Waits come from the same bytes. Adding a tile of rank `r` moves its suit's key by 5^r, so with
//! jokers in the hand every candidate kind is one lookup, held against two limits per suit worked
//! out once from the other three suits' bytes (a suit whose needs, less one, miss both limits is
//! skipped: one tile lowers a need by at most one). Without jokers it is cheaper still: a per-key
//! word of wait masks (bit `r`: the tile of rank `r` completes the suit without a pair; bit
//! `16 + r`: with one; and one bit each for whether the suit is complete as it is) says for all
//! nine ranks at once which tiles complete the suit, and the hand waits on a tile exactly when its
//! suit completes and the others already are — four mask loads per hand. The masks (8.1 MB) are
//! derived from the checker's own tables on first use and kept by whoever owns those bytes — the
//! built-in tables or a table file's [`table::Tables`] — so a checker over a file generates
//! nothing. The compact tables derive no masks (they exist to be small) and look each candidate
//! up instead. A kind the hand already holds four times is answered for a fifth copy (in a
//! triplet, leaving two; or the pair beside three sequences, leaving three) and flagged dead.
//! Seven pairs and thirteen orphans change by one count per candidate and are settled from two
//! sums over the hand.
//!
//! ### Decompositions
//!
//! Every distinct decomposition of a complete hand ([`Checker::decompositions`], `hupai explain`)
//! comes from per-suit decomposition lists built from the same group walk as the patterns (23,533
//! decompositions for a numbered suit, built on first use and looked up through a perfect hash of
//! the pattern keys): four lookups and the product of the suits' lists, not a search. A
//! decomposition's groups are one `u32` each and are put together in a `u128`, in registers.
//! [`Checker::decompositions`] returns them as a value to iterate, index or keep;
//! [`Checker::for_each_decomposition`] calls a closure with each decomposition where it is put
//! together, for a scoring loop that looks at each once (the fastest way to read them all). With
//! jokers, each suit's jokers are spread over kinds that share a group with its tiles, bounded by
//! the table byte.
//!
//! ## Shanten
//!
//! A complete hand reached from a hand keeps some of its tiles and adds the others (drawn, or stood
//! for by jokers), and in the standard form the suits share nothing but the count of groups and the
//! one pair. So the fewest tiles to add is a sum over the suits of per-suit distances: for each
//! suit's counts, the fewest tiles to add (its other tiles set aside) to hold `m` groups, `m` =
//! 0..=4, without a pair or with one, at most four of a kind. The generator computes them for
//! every suit vector of at most 14 tiles (405,350 numbered, 43,130 honors) in two sweeps over the
//! keys: a pattern needs nothing, a vector below patterns one more than its best neighbor a tile
//! up, and a vector may set tiles aside, so it needs the least of that and its neighbors a tile
//! down. The shanten tables are baked for the default rules, generated for others, and stored in
//! table files beside the suit bytes.
//!
//! Stored as distances, summing four suits is a min-plus convolution (about 200 operations). But in
//! all but 0.5% of vectors the tiles a suit keeps per added group only fall (3, then 2, ...), and
//! then the best split of the groups takes the best steps first, whichever suit they are in. So an
//! entry stores, without a pair and with one, how many of its steps keep at least 3, 2 and 1 tiles,
//! four bits each, and the tiles a lone pair keeps: the four suits' words add lane by lane, and for
//! each suit as the pair's the kept tiles are `pair + min(n3, G) + min(n2, G) + min(n1, G)`, one
//! small-table read. The other vectors store their distances and are summed in full. An entry is
//! four bytes, read at the key's place among the hand-sized keys (one read of two small tables,
//! which also hold the counts seven pairs and thirteen orphans are read from). Shanten is then the
//! tiles to add less the jokers less one.
//!
//! The tables hold every kind to four and every added tile to be drawable; a suit where that is not
//! so is walked rank by rank under the hand's own limits instead: melds took copies of its kinds,
//! it holds the designated joker kind (whose added copies are jokers), or a joker may be a fifth
//! copy of a kind it holds four of (the exhaustive test shows no other vector gains from a fifth
//! copy). The suits are then summed with a budget of jokers for the tiles that cannot be drawn.
//!
//! ### Effective tiles and discards
//!
//! Effective tiles change one suit per draw, and a tile lowers any distance of its suit by at most
//! one (tested on every vector). So a draw lowers the standard form exactly when it lowers its
//! suit's distance in a split of the groups and the pair that is best now, and for each suit
//! vector a derived table of draw masks holds, per distance, the nine bits of the ranks whose draw
//! lowers it (16 bytes a vector, 7.2 MB, built from the shanten entries on first use, both suits in
//! parallel, and kept by the tables' owner, like the wait masks). Where every entry is even, the
//! counts of groups a suit holds in some best split form an interval read from the pooled step
//! counts (the steps keeping more than the last one taken are all in; of those tying with it, any
//! share the other suits can make up); otherwise the other suits are summed in full beside each
//! suit. The hand's effective tiles are then the four suits' masks of those splits: four reads for
//! all 34 draws. What the special forms keep after a draw depends only on how many of the kind the
//! hand held, so they are settled once per count. Under `suits_only` with an honor as the joker
//! kind (红中麻将) the honors hold nothing and a drawn joker-kind tile is one more joker, so those
//! hands take the same path (and so does their shanten). A hand the tables do not answer whole
//! (melds, a joker kind in a suit in play, a three-player game) asks the shanten of each draw
//! (of no 2m..8m in a three-player game), and so do the few draws that make four of a kind
//! while a joker may be a fifth copy. [`Checker::discards`] ranks each distinct discard by the
//! shanten and effective tiles of the hand it leaves. None of
//! [`Checker::shanten`], [`Checker::effective_tiles`] and [`Checker::discards`] allocates (the
//! first effective tiles of a rule set build its draw masks once).
//!
//! ## Paohuzi
//!
//! [`paohuzi::Checker::check`] sets 坎 and 提 aside (never broken up) and finds the best
//! decomposition from per-case tables (base-3 keys, 3^10 = 59,049 per case and scoring variant;
//! the best 胡息 without a pair and with one; 377 and 908 patterns per case), enumerating 绞 and
//! mixed-case groups that couple the two cases. Its waits ([`paohuzi::Checker::waits`]) answer all
//! twenty cards and the three sources at once: the costly step of a check (the 3^k choices of 绞)
//! runs once on the hand before the card, and at each choice one entry per case key says which
//! cards complete it and scores them: a card joining its case, a card making a 绞 with two held
//! cards, a held pair taken out (偎, 碰) and the rest as it stands (跑, 提). No card is searched (but
//! for 二七十贰柒拾 under `mixed_erqishi`, whose mixed 二七十 the enumeration does not try with the
//! new card). The default scoring's tables are baked like the mahjong ones; the others are
//! generated on first use or read from a table file.
//!
//! # Exactness
//!
//! Everything the tables answer is checked against searches that share no code with them: a
//! brute force for every table entry, and the backtrack search ([`mahjong::backtrack`],
//! [`paohuzi::backtrack`]) for whole hands. The backtrack search is also what `hupai bench`
//! measures the tables against (figures in BENCHMARKS.md).
//!
//! - **Table bytes.** Every byte against an independent brute-force search (a recursive group
//!   search that shares no code with the generator): all 405,350 numbered-suit vectors and all
//!   43,130 honor vectors, with and without a pair, under both joker policies — which covers every
//!   joker count 0..=8 — and every rule option's tables likewise.
//! - **Whole hands.** Against the backtrack search on counts (选将拆分,
//!   [`mahjong::backtrack::counts`]) by property tests: random and constructed hands, melds,
//!   jokers, near misses, seven pairs, thirteen orphans, a designated joker kind, every rule option;
//!   every complete hand's decomposition is checked tile by tile.
//! - **Ara's shanten suite.** 40,000 hands (third-party data, with its provenance beside it in the
//!   repository's test data): a hand is complete exactly when one of the suite's three shanten
//!   columns is -1.
//! - **The definition of shanten.** [`mahjong::backtrack::shanten`] is the backtrack search for
//!   how far a hand of 3n+1 or 3n+2 concealed tiles is from complete, per form (standard, seven
//!   pairs, thirteen orphans; `None` for a form disabled or out of reach) and the least over them:
//!   one less than the fewest tiles drawn to a complete hand, discarding as many (3n+2) or one
//!   fewer (3n+1), so -1 is complete and 0 waiting. Jokers stay in the hand and stand for what the
//!   check lets them; a drawn tile is a copy of its kind that the hand does not hold, concealed or
//!   melded, so a wait on a kind held four times does not count (`1111m234p567p789s` is 1, as
//!   riichi calculators count it), and a drawn copy of the joker kind is a joker. Every rule option
//!   applies. It is the classic search over groups, pairs and partial groups, and it is checked
//!   against Ara's three columns on all 40,000 hands; against the definition itself — every choice
//!   of discards and draws, each result asked of the checker — on small hands with jokers and
//!   melds under ten rule sets; against the checker on the bench's hands (-1 exactly when
//!   complete, 0 exactly when a live tile completes); and for one step per draw or discard on full
//!   hands with up to eight jokers.
//! - **Shanten from the tables.** Every entry of every suit's table (all 405,350 numbered and
//!   43,130 honor vectors, every suit rule) against the rank-by-rank walk under the hand's limits,
//!   at every joker budget 0..=8 and under both joker policies (the walk itself against trying
//!   every pattern under random limits: melds, the joker kind, fifth copies); [`Checker::shanten`]
//!   against the backtrack search form by form on 8,000 whole hands in CI (100,000 checked once),
//!   random and nearly complete, 3n+1 and 3n+2, 0-8 jokers, pon, chi and kan melds, under 18 rule
//!   sets including the joker kind in each suit, `max_jokers`, `eyes=258`, honor sequences,
//!   `suits_only` and seven pairs with quads; Ara's 40,000 hands in all three columns; effective
//!   tiles against the backtrack search's shanten of the hand with each of the 34 kinds drawn,
//!   with melds, jokers and visible tiles, and discards against the effective tiles of each hand
//!   they leave and their order; agreement with the `xiangting` crate's replacement number on the
//!   criterion bench's 10,000 random hands.
//! - **Edges.** Named cases, arbitrary strings to the parser and arbitrary count arrays to the
//!   checker, and the command line end to end.
//! - **Paohuzi.** Every per-case vector (59,049 per case and scoring variant) against a brute
//!   force; whole hands (random deals, hands built from random groups with exposed 碰/偎/跑/提/吃,
//!   near misses) against the backtrack search ([`paohuzi::backtrack`]: the chapter's recursive
//!   extraction extended with 绞, the pair rule and the best over all decompositions) under every
//!   rule option; win-on, waits and actions against independent implementations written from the
//!   rules text, every card and source.
//! - **Table files.** Baked, read, mapped and generated tables agree on every key of every section,
//!   and checkers over each agree on seeded hands; a checker over a table file or the compact
//!   tables generates no tables, whatever it is asked (unit tests count generator runs), and the
//!   compact tables' waits equal the dense tables' on every single-suit hand. Truncated, corrupt,
//!   foreign, wrong-version and wrong-rules files are refused with a typed error naming the
//!   problem (tests flip every header byte, flip body bytes, truncate at many points, and load
//!   other rule sets and versions).
//!

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod base;
mod file;
pub mod mahjong;
pub mod paohuzi;
pub mod table;
#[cfg(test)]
#[path = "../tests/support/rng.rs"]
mod test_rng;

pub use base::echo::Echo;
pub use mahjong::{
    CheckError, Checker, ConcealedGroups, Decomposition, Decompositions, Discard, Discards,
    EffectiveTiles, Forms, Group, GroupKind, Hand, HandError, KnittedDecomposition, Meld, MeldKind,
    ParseError, RuleError, Rules, Shanten, Suit, Tile, Waits, parse_hand,
};

/// The README's Rust examples, compiled and run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;
