//! A deliberately simple TZAAR move generator, written straight from `docs/tzaar.md`
//! and sharing no code with the fast one: a map from axial coordinates to stacks, rays walked
//! one step at a time. It is slow on purpose; it exists to obtain and cross-check perft counts.

use std::collections::BTreeMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RStack {
    pub white: bool,
    /// 0 Tzaar, 1 Tzarra, 2 Tott.
    pub kind: u8,
    pub height: u32,
}

#[derive(Clone, Debug)]
pub struct RPos {
    pub board: BTreeMap<(i32, i32), RStack>,
    pub white_to_move: bool,
    /// "open", "1", "2" or "place".
    pub step: String,
}

const DIRS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, -1), (-1, 1)];

pub fn on_board(q: i32, r: i32) -> bool {
    q.abs().max(r.abs()).max((q + r).abs()) <= 4 && (q, r) != (0, 0)
}

/// Spaces in position-text order: columns a..i, each from its lowest row up.
pub fn spaces() -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for q in -4..=4 {
        for r in -4..=4 {
            if on_board(q, r) {
                out.push((q, r));
            }
        }
    }
    out
}

pub fn parse(text: &str) -> RPos {
    let f: Vec<&str> = text.split_whitespace().collect();
    let cols: Vec<&str> = f[0].split('/').collect();
    let mut board = BTreeMap::new();
    let mut cells = spaces().into_iter();
    for col in cols {
        let chars: Vec<char> = col.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            i += 1;
            let at = cells.next().unwrap();
            if c == '.' {
                continue;
            }
            let mut digits = String::new();
            while i < chars.len() && chars[i].is_ascii_digit() {
                digits.push(chars[i]);
                i += 1;
            }
            let kind = "ZRT".find(c.to_ascii_uppercase()).unwrap() as u8;
            let height = if digits.is_empty() {
                1
            } else {
                digits.parse().unwrap()
            };
            board.insert(
                at,
                RStack {
                    white: c.is_ascii_uppercase(),
                    kind,
                    height,
                },
            );
        }
    }
    RPos {
        board,
        white_to_move: f[1] == "w",
        step: f[2].to_string(),
    }
}

impl RPos {
    fn has_all_types(&self, white: bool) -> bool {
        (0..3).all(|k| self.board.values().any(|s| s.white == white && s.kind == k))
    }

    fn first_stack(&self, from: (i32, i32), d: (i32, i32)) -> Option<(i32, i32)> {
        let (mut q, mut r) = from;
        loop {
            q += d.0;
            r += d.1;
            if !on_board(q, r) {
                return None;
            }
            if self.board.contains_key(&(q, r)) {
                return Some((q, r));
            }
        }
    }

    /// Successor positions, one per legal move (in no particular order).
    pub fn children(&self) -> Vec<RPos> {
        let me = self.white_to_move;
        let mut out = Vec::new();
        if self.step == "place" {
            let placed = |k: u8| {
                self.board
                    .values()
                    .filter(|s| s.white == me && s.kind == k)
                    .count() as u32
            };
            for at in spaces() {
                if self.board.contains_key(&at) {
                    continue;
                }
                for (k, supply) in [(0u8, 6u32), (1, 9), (2, 15)] {
                    if placed(k) < supply {
                        let mut next = self.clone();
                        next.board.insert(
                            at,
                            RStack {
                                white: me,
                                kind: k,
                                height: 1,
                            },
                        );
                        if next.board.len() == 60 {
                            next.white_to_move = true;
                            next.step = "open".into();
                        } else {
                            next.white_to_move = !me;
                        }
                        out.push(next);
                    }
                }
            }
            return out;
        }
        if !self.has_all_types(true) || !self.has_all_types(false) {
            return out;
        }
        let second = self.step == "2";
        for (&from, &mover) in &self.board {
            if mover.white != me {
                continue;
            }
            for d in DIRS {
                let Some(to) = self.first_stack(from, d) else {
                    continue;
                };
                let target = self.board[&to];
                let capture = target.white != me && target.height <= mover.height;
                let stack = target.white == me && second;
                if !capture && !stack {
                    continue;
                }
                let mut next = self.clone();
                next.board.remove(&from);
                let height = if capture {
                    mover.height
                } else {
                    mover.height + target.height
                };
                next.board.insert(to, RStack { height, ..mover });
                next.advance();
                out.push(next);
            }
        }
        if second {
            let mut next = self.clone();
            next.advance();
            out.push(next);
        }
        out
    }

    fn advance(&mut self) {
        if self.step == "1" {
            self.step = "2".into();
        } else {
            self.step = "1".into();
            self.white_to_move = !self.white_to_move;
        }
    }
}

pub fn perft(pos: &RPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.children().iter().map(|c| perft(c, depth - 1)).sum()
}
