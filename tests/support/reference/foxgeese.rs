//! A deliberately simple reference implementation of the Fox and Geese move rules, written
//! straight from `docs/foxgeese.md` and sharing no code with the library: plain
//! (column, rank) coordinates, a `HashMap` board, recursive chains, strings everywhere.
//! Slow on purpose; used only to obtain and cross-check perft counts and move lists.

#![allow(dead_code)]

use std::collections::HashMap;

#[derive(Clone, Debug)]
pub struct RefPos {
    /// (column 0..7, rank 0..7) -> 'F', 'G' or '.' for every point of the cross.
    pub board: HashMap<(i32, i32), char>,
    pub foxes_to_move: bool,
    pub halatafl: bool,
    pub sideways: bool,
    pub quiet: u32,
}

pub fn on_board(c: i32, r: i32) -> bool {
    (0..7).contains(&c) && (0..7).contains(&r) && ((2..=4).contains(&c) || (2..=4).contains(&r))
}

fn name(c: i32, r: i32) -> String {
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

const ALL_DIRS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// Parses the position text (panics on bad input: test code only).
pub fn parse(text: &str) -> RefPos {
    let fields: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(fields.len(), 4, "bad position {text}");
    let mut board = HashMap::new();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    assert_eq!(ranks.len(), 7);
    for (i, rank_text) in ranks.iter().enumerate() {
        let r = 6 - i as i32;
        let cols: Vec<i32> = (0..7).filter(|&c| on_board(c, r)).collect();
        let chars: Vec<char> = rank_text.chars().collect();
        assert_eq!(cols.len(), chars.len());
        for (c, ch) in cols.into_iter().zip(chars) {
            board.insert((c, r), ch);
        }
    }
    let variant = fields[2];
    RefPos {
        board,
        foxes_to_move: fields[1] == "f",
        halatafl: variant == "halatafl",
        sideways: variant.contains("sideways"),
        quiet: fields[3].parse().unwrap(),
    }
}

impl RefPos {
    fn at(&self, c: i32, r: i32) -> char {
        *self.board.get(&(c, r)).unwrap_or(&'#')
    }

    fn count(&self, piece: char) -> usize {
        self.board.values().filter(|&&p| p == piece).count()
    }

    /// Over by geese count, pen, or quiet counter (no moves then).
    pub fn finished(&self) -> bool {
        let min = if self.halatafl { 9 } else { 4 };
        if self.count('G') < min {
            return true;
        }
        if self.halatafl {
            let mut full = true;
            for c in 2..=4 {
                for r in 4..=6 {
                    if self.at(c, r) != 'G' {
                        full = false;
                    }
                }
            }
            if full {
                return true;
            }
        }
        self.quiet >= 100
    }

    /// All legal moves as (text, resulting position).
    pub fn moves(&self) -> Vec<(String, RefPos)> {
        let mut out = Vec::new();
        if self.finished() {
            return out;
        }
        if self.foxes_to_move {
            let mut jumps = Vec::new();
            let mut steps = Vec::new();
            let mut fox_points: Vec<(i32, i32)> = self
                .board
                .iter()
                .filter(|(_, p)| **p == 'F')
                .map(|(k, _)| *k)
                .collect();
            fox_points.sort();
            for (c, r) in fox_points {
                let mut board = self.board.clone();
                board.insert((c, r), '.');
                self.chains((c, r), &board, &mut vec![name(c, r)], &mut jumps);
                for (dc, dr) in ALL_DIRS {
                    if self.at(c + dc, r + dr) == '.' {
                        let mut next = self.clone();
                        next.board.insert((c, r), '.');
                        next.board.insert((c + dc, r + dr), 'F');
                        next.foxes_to_move = false;
                        next.quiet += 1;
                        steps.push((format!("{}-{}", name(c, r), name(c + dc, r + dr)), next));
                    }
                }
            }
            if self.halatafl && !jumps.is_empty() {
                return jumps;
            }
            out.extend(jumps);
            out.extend(steps);
        } else {
            let mut dirs = vec![(-1, 1), (0, 1), (1, 1)];
            if self.halatafl || self.sideways {
                dirs.push((-1, 0));
                dirs.push((1, 0));
            }
            for (&(c, r), &p) in &self.board {
                if p != 'G' {
                    continue;
                }
                for &(dc, dr) in &dirs {
                    if self.at(c + dc, r + dr) == '.' {
                        let mut next = self.clone();
                        next.board.insert((c, r), '.');
                        next.board.insert((c + dc, r + dr), 'G');
                        next.foxes_to_move = true;
                        next.quiet = if dr == 1 { 0 } else { self.quiet + 1 };
                        out.push((format!("{}-{}", name(c, r), name(c + dc, r + dr)), next));
                    }
                }
            }
        }
        out
    }

    /// Jump chains of the fox that started on `start`, now standing on `cur` (the board has
    /// the fox lifted off and the jumped geese removed).
    fn chains(
        &self,
        cur: (i32, i32),
        board: &HashMap<(i32, i32), char>,
        path: &mut Vec<String>,
        out: &mut Vec<(String, RefPos)>,
    ) {
        let (c, r) = cur;
        for (dc, dr) in ALL_DIRS {
            let over = (c + dc, r + dr);
            let land = (c + 2 * dc, r + 2 * dr);
            if !on_board(over.0, over.1) || !on_board(land.0, land.1) {
                continue;
            }
            if board.get(&over) != Some(&'G') || board.get(&land) != Some(&'.') {
                continue;
            }
            let mut next_board = board.clone();
            next_board.insert(over, '.');
            path.push(name(land.0, land.1));
            let can_continue = ALL_DIRS.iter().any(|&(ec, er)| {
                let o = (land.0 + ec, land.1 + er);
                let l = (land.0 + 2 * ec, land.1 + 2 * er);
                on_board(o.0, o.1)
                    && on_board(l.0, l.1)
                    && next_board.get(&o) == Some(&'G')
                    && next_board.get(&l) == Some(&'.')
            });
            if !self.halatafl || !can_continue {
                let mut final_board = next_board.clone();
                final_board.insert(land, 'F');
                let next = RefPos {
                    board: final_board,
                    foxes_to_move: false,
                    halatafl: self.halatafl,
                    sideways: self.sideways,
                    quiet: 0,
                };
                out.push((path.join("x"), next));
            }
            self.chains(land, &next_board, path, out);
            path.pop();
        }
    }
}

pub fn perft(pos: &RefPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|(_, next)| perft(next, depth - 1)).sum()
}

/// Sorted move texts.
pub fn move_texts(pos: &RefPos) -> Vec<String> {
    let mut v: Vec<String> = pos.moves().into_iter().map(|(t, _)| t).collect();
    v.sort();
    v
}
