//! A perfect hash from a fixed set of suit keys to one small value each, for lookups on the path
//! of every decomposition.
//!
//! Open addressing answers most keys from their home slot but sends the rest along a probe,
//! and which keys those are is random from the caller's side: a branch that mispredicts. Here
//! every key is in the one slot its hash names, so a lookup is a fixed sequence: one multiply,
//! a displacement read from a small array (two bytes per four slots), the slot, one key
//! comparison. The keys are decomposed into buckets by the high bits of the hash, and each bucket,
//! largest first, gets the displacement (XORed onto its keys' home slots) that moves all of
//! them into free slots ("hash and displace"). Built at run time (how long: `BENCHMARKS.md`); `std` only, like the rest of
//! the generator.

/// One slot: a key and its value. Empty slots hold a key that is not in the set and whose hash
/// names another slot, so that no lookup ever matches one.
#[derive(Clone, Copy, Debug)]
struct Slot<V> {
    key: u32,
    value: V,
}

/// Keys mapped to values, each key in its own slot.
#[derive(Clone, Debug)]
pub struct KeyIndex<V> {
    slots: Vec<Slot<V>>,
    /// Per bucket, what its keys' home slots are XORed with.
    displace: Vec<u16>,
    /// The hash multiplier: the first of a fixed sequence under which every bucket found a
    /// displacement.
    mul: u64,
    /// The bucket is the hash's top bits, the home slot the bits below them.
    bucket_shift: u32,
    home_shift: u32,
    /// `slots.len() - 1`.
    mask: usize,
}

/// Most slot bits a `u16` displacement can reach.
const MAX_SLOT_BITS: u32 = 16;

impl<V: Copy + Default> KeyIndex<V> {
    /// The index of `entries`, whose keys are distinct (at most 2^15 of them).
    pub fn new(entries: &[(u32, V)]) -> KeyIndex<V> {
        // At most two thirds full, so that a bucket finds room in a few tries; four slots per
        // bucket, so that buckets are small.
        let mut slot_bits = (entries.len() * 3 / 2 + 1)
            .next_power_of_two()
            .trailing_zeros()
            .clamp(4, MAX_SLOT_BITS);
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        for attempt in 1.. {
            let mul = splitmix64(&mut seed) | 1;
            if let Some(index) = KeyIndex::place(entries, mul, slot_bits) {
                return index;
            }
            // A multiplier fails when two keys of one bucket share a home slot; more slots
            // make that rarer.
            if attempt % 16 == 0 {
                slot_bits = (slot_bits + 1).min(MAX_SLOT_BITS);
            }
        }
        unreachable!("the attempts never end")
    }

    /// The index under multiplier `mul`, if every bucket finds a displacement.
    fn place(entries: &[(u32, V)], mul: u64, slot_bits: u32) -> Option<KeyIndex<V>> {
        let bucket_bits = slot_bits - 2;
        let mut index = KeyIndex {
            slots: Vec::new(),
            displace: vec![0; 1 << bucket_bits],
            mul,
            bucket_shift: 64 - bucket_bits,
            home_shift: 64 - bucket_bits - slot_bits,
            mask: (1 << slot_bits) - 1,
        };
        let mut buckets: Vec<Vec<(usize, Slot<V>)>> = vec![Vec::new(); 1 << bucket_bits];
        for &(key, value) in entries {
            let (bucket, home) = index.hash(key);
            buckets[bucket].push((home, Slot { key, value }));
        }
        // Largest buckets first, while the slots are emptiest; ties in bucket order.
        let mut order: Vec<usize> = (0..buckets.len()).collect();
        order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));

        let mut taken = vec![false; 1 << slot_bits];
        let empty = Slot {
            key: 0,
            value: V::default(),
        };
        let mut slots = vec![empty; 1 << slot_bits];
        for b in order {
            let bucket = &buckets[b];
            let homes_distinct =
                (bucket.iter().enumerate()).all(|(i, a)| bucket[..i].iter().all(|b| b.0 != a.0));
            if !homes_distinct {
                return None;
            }
            let d = (0..=index.mask).find(|&d| bucket.iter().all(|&(home, _)| !taken[home ^ d]))?;
            for &(home, slot) in bucket {
                taken[home ^ d] = true;
                slots[home ^ d] = slot;
            }
            index.displace[b] = d as u16;
        }
        index.slots = slots;
        index.mark_empty(&taken, entries);
        Some(index)
    }

    /// Gives the empty slots keys that no lookup can match: `u32::MAX` where its hash names
    /// another slot, and in the one slot it names (if empty) another absent key that hashes
    /// elsewhere. A lookup of either absent key then meets a real key or the other marker.
    fn mark_empty(&mut self, taken: &[bool], entries: &[(u32, V)]) {
        let absent = |key: u32| entries.iter().all(|e| e.0 != key);
        let own = |index: &KeyIndex<V>, key| index.slot_of(key);
        let mut markers = (0..=u32::MAX).rev().filter(|&k| absent(k));
        let Some(main) = markers.next() else { return };
        let main_slot = own(self, main);
        let Some(other) = markers.find(|&k| own(self, k) != main_slot) else {
            return;
        };
        for (i, slot) in self.slots.iter_mut().enumerate() {
            if !taken[i] {
                slot.key = if i == main_slot { other } else { main };
            }
        }
    }

    #[inline(always)]
    fn hash(&self, key: u32) -> (usize, usize) {
        let h = u64::from(key).wrapping_mul(self.mul);
        (
            (h >> self.bucket_shift) as usize,
            (h >> self.home_shift) as usize & self.mask,
        )
    }

    /// The slot a key would be in.
    #[inline(always)]
    fn slot_of(&self, key: u32) -> usize {
        let (bucket, home) = self.hash(key);
        home ^ usize::from(self.displace.get(bucket).copied().unwrap_or(0))
    }

    /// The value of `key`, if it is in the set.
    #[inline(always)]
    pub fn get(&self, key: u32) -> Option<&V> {
        let slot = self.slots.get(self.slot_of(key))?;
        (slot.key == key).then_some(&slot.value)
    }

    /// Every key in the set, in slot order.
    #[cfg(test)]
    pub fn keys(&self) -> impl Iterator<Item = u32> + '_ {
        (self.slots.iter().enumerate())
            .filter(|&(i, s)| self.slot_of(s.key) == i)
            .map(|(_, s)| s.key)
    }

    /// Bytes the index occupies.
    #[cfg(test)]
    pub fn size_bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot<V>>()
            + self.displace.len() * std::mem::size_of::<u16>()
    }
}

/// The next value of the SplitMix64 sequence: well-spread odd multipliers from a fixed seed.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_key_and_nothing_else() {
        let entries: Vec<(u32, u32)> = (0..20_000u32).map(|i| (i * 97 + 3, i)).collect();
        let index = KeyIndex::new(&entries);
        for &(k, v) in &entries {
            assert_eq!(index.get(k), Some(&v));
        }
        assert_eq!(index.keys().count(), entries.len());
        for k in [0, 1, 2, 4, 101, u32::MAX, u32::MAX - 1, 1 << 31] {
            assert_eq!(index.get(k), None, "{k}");
        }
        for k in (0..2_000_000u32).filter(|k| k % 97 != 3) {
            assert_eq!(index.get(k), None, "{k}");
        }
    }

    #[test]
    fn small_and_empty_sets() {
        let empty = KeyIndex::<u32>::new(&[]);
        assert_eq!(empty.get(0), None);
        assert_eq!(empty.get(u32::MAX), None);
        assert_eq!(empty.keys().count(), 0);
        let index = KeyIndex::new(&[(u32::MAX, 7), (0, 1)]);
        assert_eq!(index.get(u32::MAX), Some(&7));
        assert_eq!(index.get(0), Some(&1));
        assert_eq!(index.get(u32::MAX - 1), None);
        assert_eq!(index.get(1), None);
    }
}
