//! Zobrist hashing of TZAAR positions, updated move by move during the search.

use std::sync::OnceLock;

use crate::engine::rng::Rng;
use crate::games::tzaar::geometry::cells_of;
use crate::games::tzaar::{Move, Position, Step};

struct Zobrist {
    /// `[cell][color][kind][height]`, heights 0..32.
    piece: Vec<u64>,
    black: u64,
    step: [u64; 4],
}

fn zobrist() -> &'static Zobrist {
    static Z: OnceLock<Zobrist> = OnceLock::new();
    Z.get_or_init(|| {
        let mut rng = Rng::new(0x007A_4AA5);
        let piece = (0..60 * 2 * 3 * 32).map(|_| rng.next_u64()).collect();
        Zobrist {
            piece,
            black: rng.next_u64(),
            step: [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ],
        }
    })
}

#[inline]
fn zpiece(z: &Zobrist, cell: usize, color: usize, kind: usize, height: u8) -> u64 {
    z.piece[((cell * 2 + color) * 3 + kind) * 32 + usize::from(height.min(31))]
}

fn step_index(step: Step) -> usize {
    match step {
        Step::Open => 0,
        Step::First => 1,
        Step::Second => 2,
        Step::Place => 3,
    }
}

#[inline]
fn state_key(z: &Zobrist, pos: &Position) -> u64 {
    let side = if pos.side.index() == 1 { z.black } else { 0 };
    side ^ z.step[step_index(pos.step)]
}

/// The type index (0 Tzaar, 1 Tzarra, 2 Tott) of the stack on `bit`.
#[inline]
pub(crate) fn kind_index(pos: &Position, bit: u64) -> usize {
    if pos.kinds[0] & bit != 0 {
        0
    } else if pos.kinds[1] & bit != 0 {
        1
    } else {
        2
    }
}

/// The Zobrist hash of a position, from scratch.
pub(crate) fn hash(pos: &Position) -> u64 {
    let z = zobrist();
    let mut h = state_key(z, pos);
    for color in 0..2 {
        for cell in cells_of(pos.colors[color]) {
            let i = cell.index();
            h ^= zpiece(z, i, color, kind_index(pos, cell.bit()), pos.heights[i]);
        }
    }
    h
}

/// The hash of `child = pos.play_unchecked(mv)`, updated from `pos`'s hash.
#[inline]
pub(crate) fn hash_after(h: u64, pos: &Position, mv: Move, child: &Position) -> u64 {
    let z = zobrist();
    let us = pos.side.index();
    let mut h = h ^ state_key(z, pos) ^ state_key(z, child);
    match mv {
        Move::Capture { from, to } | Move::Stack { from, to } => {
            let (f, t) = (from.index(), to.index());
            let kf = kind_index(pos, from.bit());
            let kt = kind_index(pos, to.bit());
            let owner = if pos.colors[us] & to.bit() != 0 {
                us
            } else {
                1 - us
            };
            h ^= zpiece(z, f, us, kf, pos.heights[f]);
            h ^= zpiece(z, t, owner, kt, pos.heights[t]);
            h ^= zpiece(z, t, us, kf, child.heights[t]);
        }
        Move::Place { kind, at } => h ^= zpiece(z, at.index(), us, kind.index(), 1),
        Move::Pass => {}
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tzaar::parse_position_arg;

    #[test]
    fn incremental_hash_matches_the_full_hash() {
        let mut pos = parse_position_arg("fixed").unwrap();
        let mut h = hash(&pos);
        for i in 0..30 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[(i * 7) % moves.len()];
            let child = pos.play_unchecked(mv);
            h = hash_after(h, &pos, mv, &child);
            assert_eq!(h, hash(&child));
            pos = child;
        }
    }
}
