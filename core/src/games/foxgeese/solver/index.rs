//! Perfect hashing of Fox and Geese positions with a fixed number of geese.
//!
//! A position of one table (one variant, exactly `k` geese) is the goose set, the fox point
//! (or the two foxes' points) and the side to move. Its index is
//!
//! ```text
//! (ordinal(goose set) * fox_slots + rank(foxes among the empty points)) * 2 + side
//! ```
//!
//! - the goose set is ranked in the **combinatorial number system** (colex order): the set
//!   `p1 < p2 < ... < pk` of point indexes has rank `C(p1,1) + C(p2,2) + ... + C(pk,k)`, a
//!   bijection onto `0..C(33,k)`;
//! - the foxes stand on the `33 - k` points the geese leave empty, so a fox is ranked among
//!   those (`33 - k` slots), two foxes as a pair of them (`C(33 - k, 2)` slots): no index is
//!   wasted on a fox standing on a goose;
//! - `side` is 0 for the foxes to move, 1 for the geese;
//! - with the **left-right mirror**, only the goose sets whose rank is at most their mirror
//!   image's are stored (a position and its mirror image have the same value), which about
//!   halves the table. `ordinal` counts the stored sets below a rank with a bitmap and a
//!   running count per 64 sets (rank/select), 1.1 bits per goose set.
//!
//! Point indexes run from the bottom rank up, so a forward goose step always moves a goose
//! to a higher index and (colex) gives a higher set rank; the solvers rely on rank sums
//! instead (see `acyclic`), which the mirror keeps.

use crate::games::foxgeese::{Bits, Point};

/// Points on the board.
pub const POINTS: u32 = 33;

/// `BINOM[n][r]` = C(n, r) for n, r <= 33 (0 where r > n).
pub const BINOM: [[u64; 34]; 34] = {
    let mut t = [[0u64; 34]; 34];
    let mut n = 0;
    while n < 34 {
        t[n][0] = 1;
        let mut r = 1;
        while r <= n {
            t[n][r] = t[n - 1][r - 1] + if r < n { t[n - 1][r] } else { 0 };
            r += 1;
        }
        n += 1;
    }
    t
};

/// C(n, r), 0 outside the table.
pub fn binom(n: u32, r: u32) -> u64 {
    BINOM
        .get(n as usize)
        .and_then(|row| row.get(r as usize))
        .copied()
        .unwrap_or(0)
}

/// The colex rank of a set of points (any size).
#[inline]
pub fn rank_set(bits: Bits) -> u64 {
    let mut rest = bits;
    let mut i = 1;
    let mut r = 0;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        r += BINOM[p][i];
        i += 1;
    }
    r
}

/// The set of `k` points with colex rank `rank` (`rank < C(33, k)`).
pub fn unrank_set(mut rank: u64, k: u32) -> Bits {
    let mut bits = 0;
    let mut p = POINTS as usize;
    for i in (1..=k as usize).rev() {
        // The largest p with C(p, i) <= rank.
        p -= 1;
        while p > 0 && BINOM[p][i] > rank {
            p -= 1;
        }
        rank -= BINOM[p][i];
        bits |= 1u64 << p;
    }
    bits
}

/// The mirror image of each point (column `c` to `6 - c`, same rank).
const MIRROR: [u8; 33] = {
    let mut out = [0u8; 33];
    let mut i = 0;
    while i < 33 {
        out[i] = i as u8;
        i += 1;
    }
    out
};

/// Mirror tables: for each byte of a set, the mirrored bits (5 bytes cover 33 points).
struct MirrorTables {
    bytes: [[Bits; 256]; 5],
}

fn mirror_tables() -> &'static MirrorTables {
    use std::sync::OnceLock;
    static TABLES: OnceLock<MirrorTables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut point = MIRROR;
        for p in Point::ALL {
            if let Some(m) = Point::from_coords(6 - p.col(), p.rank()) {
                point[p.index()] = m.index() as u8;
            }
        }
        let mut bytes = [[0u64; 256]; 5];
        for (b, table) in bytes.iter_mut().enumerate() {
            for (v, slot) in table.iter_mut().enumerate() {
                let mut out = 0;
                for bit in 0..8 {
                    let p = b * 8 + bit;
                    if v & (1 << bit) != 0 && p < 33 {
                        out |= 1u64 << point[p];
                    }
                }
                *slot = out;
            }
        }
        MirrorTables { bytes }
    })
}

/// The left-right mirror image of a set of points.
#[inline]
pub fn mirror(bits: Bits) -> Bits {
    let t = mirror_tables();
    t.bytes[0][(bits & 0xFF) as usize]
        | t.bytes[1][((bits >> 8) & 0xFF) as usize]
        | t.bytes[2][((bits >> 16) & 0xFF) as usize]
        | t.bytes[3][((bits >> 24) & 0xFF) as usize]
        | t.bytes[4][((bits >> 32) & 0xFF) as usize]
}

/// The `j`-th set bit of `bits` (0-based), as a one-bit set; 0 if there are fewer.
#[inline]
fn select(mut bits: Bits, j: u64) -> Bits {
    for _ in 0..j {
        bits &= bits.wrapping_sub(1);
    }
    bits & bits.wrapping_neg()
}

/// Which goose sets a mirrored table stores, and their ordinals.
struct Canon {
    /// Bit `r` set: the set of rank `r` is stored.
    bits: Vec<u64>,
    /// Stored sets below word `w`.
    before: Vec<u64>,
    count: u64,
}

/// The index scheme of one table: the number of foxes and geese, and whether the mirror is
/// used.
pub struct Layout {
    foxes: u32,
    geese: u32,
    sets: u64,
    fox_slots: u64,
    canon: Option<Canon>,
}

impl Layout {
    /// The layout for `foxes` (1 or 2) foxes and `geese` geese (at most 31); building the
    /// mirror's bitmap takes one pass over the C(33, geese) sets.
    pub fn new(foxes: u32, geese: u32, use_mirror: bool) -> Layout {
        let geese = geese.min(POINTS - foxes);
        let sets = binom(POINTS, geese);
        let fox_slots = binom(POINTS - geese, foxes.clamp(1, 2));
        let canon = use_mirror.then(|| {
            let words = sets.div_ceil(64) as usize;
            let mut bits = vec![0u64; words];
            let mut before = vec![0u64; words];
            let mut count = 0;
            // Gosper's hack walks the k-sets in colex order, so the rank is the loop count.
            let mut set: Bits = if geese == 0 { 0 } else { (1u64 << geese) - 1 };
            for r in 0..sets {
                if r % 64 == 0 {
                    before[(r / 64) as usize] = count;
                }
                // Colex order is the order of the sets as numbers (the highest point that
                // differs decides), so this is `rank(mirror) >= rank` without ranking.
                if mirror(set) >= set {
                    bits[(r / 64) as usize] |= 1u64 << (r % 64);
                    count += 1;
                }
                if set != 0 {
                    let c = set & set.wrapping_neg();
                    let n = set + c;
                    set = (((n ^ set) >> 2) / c) | n;
                }
            }
            Canon {
                bits,
                before,
                count,
            }
        });
        Layout {
            foxes,
            geese,
            sets,
            fox_slots,
            canon,
        }
    }

    pub fn foxes(&self) -> u32 {
        self.foxes
    }

    pub fn geese(&self) -> u32 {
        self.geese
    }

    pub fn mirrored(&self) -> bool {
        self.canon.is_some()
    }

    /// Goose sets stored (after the mirror).
    pub fn set_count(&self) -> u64 {
        self.canon.as_ref().map_or(self.sets, |c| c.count)
    }

    /// Fox placements per goose set.
    pub fn fox_slots(&self) -> u64 {
        self.fox_slots
    }

    /// Number of indexes (positions stored).
    pub fn len(&self) -> u64 {
        self.set_count() * self.fox_slots * 2
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every goose set as stored: `(ordinal, geese)` in ordinal order.
    pub fn sets(&self) -> impl Iterator<Item = (u64, Bits)> + '_ {
        let k = self.geese;
        let mut set: Bits = if k == 0 { 0 } else { (1u64 << k) - 1 };
        let mut ordinal = 0;
        (0..self.sets).filter_map(move |r| {
            let here = set;
            if set != 0 {
                let c = set & set.wrapping_neg();
                let n = set + c;
                set = (((n ^ set) >> 2) / c) | n;
            }
            let stored = match &self.canon {
                None => true,
                Some(c) => c.bits[(r / 64) as usize] >> (r % 64) & 1 == 1,
            };
            stored.then(|| {
                ordinal += 1;
                (ordinal - 1, here)
            })
        })
    }

    /// The ordinal of a stored goose set by its rank.
    #[inline]
    fn ordinal_of_rank(&self, rank: u64) -> u64 {
        match &self.canon {
            None => rank,
            Some(c) => {
                let w = (rank / 64) as usize;
                let below = c.bits[w] & ((1u64 << (rank % 64)) - 1);
                c.before[w] + u64::from(below.count_ones())
            }
        }
    }

    /// The rank of the foxes among the points the geese leave empty.
    #[inline]
    pub fn fox_rank(&self, foxes: Bits, geese: Bits) -> u64 {
        let empty = !geese;
        let mut rest = foxes;
        let mut i = 1;
        let mut r = 0;
        while rest != 0 {
            let f = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let below = u64::from((empty & (f - 1)).count_ones());
            r += BINOM[below as usize][i];
            i += 1;
        }
        r
    }

    /// The foxes of fox rank `slot` on the points `geese` leave empty.
    pub fn foxes_at(&self, slot: u64, geese: Bits) -> Bits {
        let empty = !geese & ((1u64 << POINTS) - 1);
        let picks = unrank_set(slot, self.foxes.clamp(1, 2));
        let mut out = 0;
        let mut rest = picks;
        while rest != 0 {
            let j = rest.trailing_zeros();
            rest &= rest - 1;
            out |= select(empty, u64::from(j));
        }
        out
    }

    /// The index of a position (caller guarantees the counts and that the pieces do not
    /// overlap): mirrored first when its goose set is not the stored one.
    #[inline]
    pub fn index(&self, foxes: Bits, geese: Bits, fox_to_move: bool) -> u64 {
        let side = u64::from(!fox_to_move);
        let (slot, rank) = match &self.canon {
            None => (self.fox_rank(foxes, geese), rank_set(geese)),
            Some(_) => {
                // Colex ranks compare as the sets do as numbers.
                let mg = mirror(geese);
                if mg < geese {
                    (self.fox_rank(mirror(foxes), mg), rank_set(mg))
                } else if mg == geese {
                    let rank = rank_set(geese);
                    // A symmetric goose set: the foxes too are taken as the smaller of the
                    // two images, so that a position and its mirror image always share an
                    // index (the solvers count moves by index).
                    let a = self.fox_rank(foxes, geese);
                    (a.min(self.fox_rank(mirror(foxes), geese)), rank)
                } else {
                    (self.fox_rank(foxes, geese), rank_set(geese))
                }
            }
        };
        (self.ordinal_of_rank(rank) * self.fox_slots + slot) * 2 + side
    }

    /// The ordinal of a stored goose set (one whose rank is at most its mirror image's).
    pub fn ordinal(&self, geese: Bits) -> u64 {
        self.ordinal_of_rank(rank_set(geese))
    }

    /// The index of every fox placement of one stored goose set starts here.
    pub fn set_base(&self, ordinal: u64) -> u64 {
        ordinal * self.fox_slots * 2
    }

    /// The index of a position whose goose set is the stored set of `ordinal`.
    #[inline]
    pub fn index_in_set(&self, ordinal: u64, slot: u64, fox_to_move: bool) -> u64 {
        (ordinal * self.fox_slots + slot) * 2 + u64::from(!fox_to_move)
    }
}

/// The points of each rank, bottom first: 0-2 (rank 1), 3-5 (rank 2), 6-12 (3), 13-19 (4),
/// 20-26 (5), 27-29 (6), 30-32 (7).
pub const ROWS: [Bits; 7] = [
    0b111,
    0b111 << 3,
    0x7F << 6,
    0x7F << 13,
    0x7F << 20,
    0b111 << 27,
    0b111 << 30,
];

/// Sum of the ranks (rows 0..6) of a set's points: every forward goose step raises it by 1,
/// a sideways step keeps it, and the mirror keeps it.
#[inline]
pub fn rank_sum(bits: Bits) -> u32 {
    ROWS.iter()
        .enumerate()
        .map(|(r, m)| r as u32 * (bits & m).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(state: &mut u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *state >> 11
    }

    fn random_set(state: &mut u64, k: u32, avoid: Bits) -> Bits {
        let mut bits: Bits = 0;
        while bits.count_ones() < k {
            let p = lcg(state) % 33;
            if avoid >> p & 1 == 0 {
                bits |= 1 << p;
            }
        }
        bits
    }

    #[test]
    fn binomials_and_colex_ranks_are_a_bijection() {
        assert_eq!(binom(33, 13), 573_166_440);
        assert_eq!(binom(33, 17), 1_166_803_110);
        assert_eq!(binom(33, 2), 528);
        for k in 0..=5 {
            let mut set: Bits = if k == 0 { 0 } else { (1u64 << k) - 1 };
            let mut previous = None;
            for r in 0..binom(33, k) {
                assert_eq!(rank_set(set), r);
                // Colex order is numeric order (the layout's mirror test relies on it).
                assert!(previous < Some(set));
                previous = Some(set);
                assert_eq!(unrank_set(r, k), set);
                if set != 0 {
                    let c = set & set.wrapping_neg();
                    let n = set + c;
                    set = (((n ^ set) >> 2) / c) | n;
                }
            }
        }
    }

    #[test]
    fn the_mirror_swaps_columns_and_keeps_ranks() {
        let d4: Point = "d4".parse().unwrap();
        let a3: Point = "a3".parse().unwrap();
        let g3: Point = "g3".parse().unwrap();
        let c7: Point = "c7".parse().unwrap();
        let e7: Point = "e7".parse().unwrap();
        assert_eq!(mirror(d4.bit()), d4.bit());
        assert_eq!(mirror(a3.bit()), g3.bit());
        assert_eq!(mirror(c7.bit() | a3.bit()), e7.bit() | g3.bit());
        let mut s = 7;
        for _ in 0..1000 {
            let b = random_set(&mut s, 9, 0);
            assert_eq!(mirror(mirror(b)), b);
            assert_eq!(rank_sum(mirror(b)), rank_sum(b));
        }
        assert_eq!(rank_sum(c7.bit() | a3.bit()), 6 + 2);
    }

    /// Every index of a layout decodes to one position that indexes back to it, and a
    /// position and its mirror image share an index.
    #[test]
    fn indexes_are_dense_and_mirror_images_share_them() {
        for (foxes, geese) in [(1, 3), (2, 2), (1, 0)] {
            for mirrored in [false, true] {
                let layout = Layout::new(foxes, geese, mirrored);
                let mut seen = vec![false; layout.len() as usize];
                for (ordinal, set) in layout.sets() {
                    for slot in 0..layout.fox_slots() {
                        let f = layout.foxes_at(slot, set);
                        assert_eq!(f.count_ones(), foxes);
                        assert_eq!(f & set, 0);
                        for fox_to_move in [true, false] {
                            let i = layout.index_in_set(ordinal, slot, fox_to_move);
                            assert!(!seen[i as usize], "index {i} twice");
                            seen[i as usize] = true;
                            let j = layout.index(f, set, fox_to_move);
                            let m = layout.index(mirror(f), mirror(set), fox_to_move);
                            if mirrored {
                                assert_eq!(j, m, "a mirror image has its own index");
                                // Only the second image of a position on a symmetric goose
                                // set is indexed as its twin.
                                assert!(j == i || (mirror(set) == set && j < i));
                            } else {
                                assert_eq!(j, i);
                            }
                        }
                    }
                }
                assert!(seen.iter().all(|&s| s));
                if mirrored && geese > 0 {
                    assert!(layout.set_count() < binom(33, geese));
                }
            }
        }
    }
}
