//! The TZAAR evaluation: a linear function of features that say how the game is decided
//! (who runs out of a type, or of stacks it may capture), with weights fitted from
//! self-play games (the lab's `tablero-lab tune`, `lab/src/tune.rs`; weights in
//! `data/engine/tzaar.weights`).
//!
//! Material alone misleads in TZAAR: a side with many low stacks can be far "ahead" and
//! still lose because nothing it has may take the opponent's tall stacks. So the features
//! are about *what can still take what*: for each type its tallest stack against the
//! opponent's tallest (a type whose tallest stack is taller than every enemy stack can never
//! be captured), how many enemy stacks each side can still capture at all, how close each
//! side is to losing a type, which stacks the opponent's next turn (two moves) can reach,
//! tall stacks against many stacks, and the tempo of the side to move.
//!
//! Each feature has two weights, one for the opening (60 stacks) and one for the endgame
//! (no stacks), blended by the number of stacks on the board, so the fit can learn that
//! building tall stacks matters early and targets matter late.

// Feature vectors and their weights are parallel arrays, indexed together.
#![allow(clippy::needless_range_loop)]

use std::sync::{Arc, OnceLock};

use crate::games::tzaar::geometry::{Direction, cells_of, first_blocker};
use crate::games::tzaar::{Position, Step};

/// Feature names, in weight-file order. The first [`SYMMETRIC`] are computed for both
/// colours and enter as (side to move) minus (opponent); the rest are about the side to
/// move and the turn it is in.
pub const FEATURES: [&str; 23] = [
    "stacks",
    "pieces",
    "visible_sat",
    "types_at_1",
    "types_at_2",
    "types_at_3",
    "tall_sum",
    "max_height",
    "safe_types",
    "even_types",
    "targets",
    "few_targets",
    "mobility",
    "tall_stacks",
    "exposed_types",
    // Side-to-move features.
    "tempo_first",
    "tempo_second",
    "opp_reach1",
    "opp_reach_maxh",
    "stm_reach2",
    "stm_reach_maxh",
    "opp_type_doomed",
    "stm_type_danger",
];

/// Number of features.
pub const NF: usize = FEATURES.len();
/// Features computed per colour (the rest are side-to-move features).
pub const SYMMETRIC: usize = 15;

/// Units of the evaluation: a score `s` means a win chance of about `1 / (1 + e^(-s/SCALE))`.
pub const SCALE: f64 = 200.0;

/// Phase of a position, 0 (no stacks) to [`PHASE_MAX`] (the full board).
pub const PHASE_MAX: i32 = 60;

/// Fitted weights: an opening and an endgame weight per feature, in score units.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub mg: [i32; NF],
    pub eg: [i32; NF],
    /// The comment lines of the file (how the weights were made).
    pub provenance: Vec<String>,
}

impl Weights {
    /// Reads a weight file: `#` comment lines, then one `name opening endgame` line per
    /// feature (any order, every feature exactly once).
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut mg = [0; NF];
        let mut eg = [0; NF];
        let mut seen = [false; NF];
        let mut provenance = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if let Some(comment) = line.strip_prefix('#') {
                provenance.push(comment.trim().to_string());
                continue;
            }
            if line.is_empty() {
                continue;
            }
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [name, a, b] = fields[..] else {
                return Err(format!("line {}: expected `name opening endgame`", n + 1));
            };
            let i = FEATURES
                .iter()
                .position(|f| *f == name)
                .ok_or_else(|| format!("line {}: unknown feature `{name}`", n + 1))?;
            if seen[i] {
                return Err(format!("line {}: `{name}` given twice", n + 1));
            }
            seen[i] = true;
            let parse = |s: &str| {
                s.parse::<i32>()
                    .map_err(|_| format!("line {}: `{s}` is not a whole number", n + 1))
            };
            mg[i] = parse(a)?;
            eg[i] = parse(b)?;
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(format!("feature `{}` is missing", FEATURES[i]));
        }
        Ok(Weights { mg, eg, provenance })
    }

    /// The file text of these weights (provenance comments first).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for line in &self.provenance {
            out.push_str(&format!("# {line}\n"));
        }
        for i in 0..NF {
            out.push_str(&format!(
                "{:<16} {:>6} {:>6}\n",
                FEATURES[i], self.mg[i], self.eg[i]
            ));
        }
        out
    }

    /// The weights shipped in `data/engine/tzaar.weights`.
    pub fn shipped() -> Arc<Weights> {
        static W: OnceLock<Arc<Weights>> = OnceLock::new();
        W.get_or_init(|| {
            Arc::new(
                Weights::parse(include_str!("../../../../../../data/engine/tzaar.weights"))
                    .expect("data/engine/tzaar.weights is valid (tested)"),
            )
        })
        .clone()
    }

    /// The score of a feature vector at a phase.
    #[inline]
    pub fn score(&self, f: &[i32; NF], phase: i32) -> i32 {
        let mut mg = 0;
        let mut eg = 0;
        for i in 0..NF {
            mg += self.mg[i] * f[i];
            eg += self.eg[i] * f[i];
        }
        (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX
    }
}

/// Counts and attack maps of one position, for both colours.
struct Facts {
    counts: [[i32; 3]; 2],
    tallest: [[u8; 3]; 2],
    max_h: [u8; 2],
    stacks: [i32; 2],
    pieces: [i32; 2],
    tall: [i32; 2],
    /// `reach1[c]`: `c`'s stacks the opponent can capture with one move.
    reach1: [u64; 2],
    /// `reach2[c]`: `c`'s stacks the opponent can capture within a turn of two captures by
    /// one stack (the first capture, then the second from where it landed), `reach1`
    /// included. Stacking first to make a taller attacker is not looked at.
    reach2: [u64; 2],
    /// Capture moves available to each colour now.
    mobility: [i32; 2],
}

fn facts(pos: &Position) -> Facts {
    let occ = pos.colors[0] | pos.colors[1];
    let mut f = Facts {
        counts: [[0; 3]; 2],
        tallest: [[0; 3]; 2],
        max_h: [0; 2],
        stacks: [0; 2],
        pieces: [0; 2],
        tall: [0; 2],
        reach1: [0; 2],
        reach2: [0; 2],
        mobility: [0; 2],
    };
    for c in 0..2 {
        for k in 0..3 {
            let mask = pos.colors[c] & pos.kinds[k];
            f.counts[c][k] = mask.count_ones() as i32;
            let mut tallest = 0;
            for cell in cells_of(mask) {
                let h = pos.heights[cell.index()];
                tallest = tallest.max(h);
                f.pieces[c] += i32::from(h);
                f.tall[c] += i32::from(h >= 2);
            }
            f.tallest[c][k] = tallest;
        }
        f.stacks[c] = pos.colors[c].count_ones() as i32;
        f.max_h[c] = f.tallest[c].iter().copied().max().unwrap_or(0);
    }
    for a in 0..2 {
        let d = 1 - a;
        let theirs = pos.colors[d];
        // The tallest attacker of each target: what can capture again from there.
        let mut attacker = [0u8; 60];
        for from in cells_of(pos.colors[a]) {
            let h = pos.heights[from.index()];
            for dir in Direction::ALL {
                if let Some(to) = first_blocker(from, dir, occ)
                    && theirs & to.bit() != 0
                    && pos.heights[to.index()] <= h
                {
                    f.mobility[a] += 1;
                    f.reach1[d] |= to.bit();
                    let best = &mut attacker[to.index()];
                    *best = (*best).max(h);
                }
            }
        }
        // The second capture of the turn, by a stack that landed on a first target (the
        // line back through the square it came from is read as still blocked there).
        let mut reach2 = f.reach1[d];
        for to in cells_of(f.reach1[d]) {
            let h = attacker[to.index()];
            for dir in Direction::ALL {
                if let Some(next) = first_blocker(to, dir, occ)
                    && theirs & next.bit() != 0
                    && pos.heights[next.index()] <= h
                {
                    reach2 |= next.bit();
                }
            }
        }
        f.reach2[d] = reach2;
    }
    f
}

fn max_height_in(pos: &Position, mask: u64) -> i32 {
    cells_of(mask)
        .map(|c| i32::from(pos.heights[c.index()]))
        .max()
        .unwrap_or(0)
}

/// Types of `c` with at most `limit` visible stacks, every one of them in `reached`.
fn types_within(pos: &Position, f: &Facts, c: usize, reached: u64, limit: i32) -> i32 {
    (0..3)
        .filter(|&k| {
            let n = f.counts[c][k];
            let own = pos.colors[c] & pos.kinds[k];
            n > 0 && n <= limit && own & !reached == 0
        })
        .count() as i32
}

/// The feature vector of `pos` from the side to move's point of view, and its phase.
pub fn features(pos: &Position) -> ([i32; NF], i32) {
    let f = facts(pos);
    let us = pos.side.index();
    let mut out = [0i32; NF];
    let mut per = [[0i32; SYMMETRIC]; 2];
    for c in 0..2 {
        let o = 1 - c;
        let v = &mut per[c];
        v[0] = f.stacks[c];
        v[1] = f.pieces[c];
        v[2] = f.counts[c].iter().map(|&n| n.min(6)).sum();
        v[3] = f.counts[c].iter().filter(|&&n| n == 1).count() as i32;
        v[4] = f.counts[c].iter().filter(|&&n| n == 2).count() as i32;
        v[5] = f.counts[c].iter().filter(|&&n| n == 3).count() as i32;
        v[6] = f.tallest[c].iter().map(|&h| i32::from(h.min(6))).sum();
        v[7] = i32::from(f.max_h[c].min(8));
        v[8] = f.tallest[c].iter().filter(|&&h| h > f.max_h[o]).count() as i32;
        v[9] = f.tallest[c].iter().filter(|&&h| h == f.max_h[o]).count() as i32;
        let targets = cells_of(pos.colors[o])
            .filter(|cell| pos.heights[cell.index()] <= f.max_h[c])
            .count() as i32;
        v[10] = targets.min(15);
        v[11] = i32::from(targets <= 3);
        v[12] = f.mobility[c].min(30);
        v[13] = f.tall[c].min(10);
        // Types every stack of which the opponent's next turn could reach.
        v[14] = types_within(pos, &f, c, f.reach2[c], 15);
    }
    for i in 0..SYMMETRIC {
        out[i] = per[us][i] - per[1 - us][i];
    }
    let them = 1 - us;
    let moves_left = if pos.step == Step::First { 2 } else { 1 };
    let our_reach = if moves_left == 2 {
        f.reach2[them]
    } else {
        f.reach1[them]
    };
    out[15] = i32::from(pos.step == Step::First || pos.step == Step::Open);
    out[16] = i32::from(pos.step == Step::Second);
    out[17] = (f.reach1[them].count_ones() as i32).min(10);
    out[18] = max_height_in(pos, our_reach).min(8);
    out[19] = (f.reach2[us].count_ones() as i32).min(10);
    out[20] = max_height_in(pos, f.reach2[us]).min(8);
    out[21] = types_within(pos, &f, them, our_reach, moves_left);
    out[22] = types_within(pos, &f, us, f.reach2[us], 2);
    let phase = (f.stacks[0] + f.stacks[1]).min(PHASE_MAX);
    (out, phase)
}

/// The evaluation of `pos` for the side to move.
#[inline]
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let (f, phase) = features(pos);
    w.score(&f, phase)
}

/// Value of having `n` visible stacks of one type (index by `n`, capped at 15): the
/// material-only evaluation of the easy level and of greedy play.
const TYPE_VALUE: [i32; 16] = [
    -3000, 0, 300, 500, 640, 750, 835, 900, 950, 990, 1020, 1045, 1065, 1080, 1092, 1100,
];

/// What capturing one of `n` visible stacks of a type is worth (for move ordering).
#[inline]
pub(crate) fn capture_gain(n: usize) -> i32 {
    TYPE_VALUE[n.min(15)] - TYPE_VALUE[n.saturating_sub(1).min(15)]
}

/// Material only: the type-count values, from `color`'s side.
pub(crate) fn material(pos: &Position, color: usize) -> i32 {
    let mut s = 0;
    for (c, sign) in [(color, 1), (1 - color, -1)] {
        for k in 0..3 {
            let n = (pos.colors[c] & pos.kinds[k]).count_ones() as usize;
            s += sign * TYPE_VALUE[n.min(15)];
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tzaar::parse_position_arg;

    #[test]
    fn the_shipped_weights_load_and_round_trip() {
        let w = Weights::shipped();
        assert!(!w.provenance.is_empty(), "the file says how it was made");
        assert_eq!(Weights::parse(&w.to_text()).as_ref(), Ok(&*w));
        assert!(Weights::parse("stacks 1 2").is_err());
    }

    #[test]
    fn the_symmetric_start_is_even_but_for_the_tempo() {
        let start = parse_position_arg("fixed").unwrap();
        let (f, phase) = features(&start);
        assert_eq!(phase, 60);
        assert!(f[..SYMMETRIC].iter().all(|&x| x == 0), "{f:?}");
        assert_eq!(f[15], 1);
    }

    #[test]
    fn a_type_that_cannot_be_taken_is_seen() {
        // White's Tzaar stack of 3 is taller than anything Black has.
        let pos: Position =
            "Z3RTtt/....../......./......../......../......../......./....../zr... w 1"
                .parse()
                .unwrap();
        let (f, _) = features(&pos);
        assert!(f[8] >= 1, "{f:?}");
    }
}
