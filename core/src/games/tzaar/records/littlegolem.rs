//! Little Golem's TZAAR records: one SGF line,
//! `(;FF[TZAAR]VA[RANDOM]EV[..]PB[..]PW[..]POS[60 letters]SO[..];W[npmq];B[prqq-kplp]...)`.
//!
//! - `POS` is the whole start, one letter a point (`a`/`b`/`c` = Tzaar/Tzarra/Tott, lower
//!   case White, upper case Black), the points in order of x then y, the centre skipped.
//! - A point is two letters; less `o`, they are x and y in -4..4. Our column is
//!   `"abcdefghi"[x + 4]` and our row `min(4, 4 - x) - y + 1`.
//! - A turn is a capture (four letters: from, to), then `-` and the second move or `pass`;
//!   White's opening turn is a single capture. The site does not say capture or stack: the
//!   board does.
//! - `RE[W..]`/`RE[B..]` (the winner) and a `resign` move are read where a record has them.

use std::fmt::Write as _;

use super::sgf::{self, Node, escape};
use super::{check_counts, full_start, tzaar_game};
use crate::games::plugin::{FormatError, Imported, RecordInfo, RecordSpot};
use crate::games::tzaar::{Cell, Color, Game, Kind, Move, Position, Setup, Stack, Step};
use crate::games::{AnyGame, GameRules, Outcome, Seat};

/// Where Little Golem's records say they come from.
const SITE: &str = "https://www.littlegolem.net";

/// Whether a text looks like a Little Golem record (of any game: the reader names another
/// game's record as such).
pub fn reads(text: &str) -> bool {
    text.trim_start().starts_with("(;FF[")
}

/// The 60 points in `POS` order: x, then y, from -4 to 4, the centre skipped.
fn points() -> impl Iterator<Item = (i32, i32)> {
    (-4i32..=4)
        .flat_map(|x| (-4..=4).map(move |y: i32| (x, y)))
        .filter(|&(x, y)| (x + y).abs() <= 4 && (x, y) != (0, 0))
}

/// Our space at Little Golem's point (x, y).
fn cell_at(x: i32, y: i32) -> Option<Cell> {
    let column = usize::try_from(x + 4).ok()?;
    let row = usize::try_from(4.min(4 - x) - y + 1).ok()?;
    Cell::from_column_row(column, row)
}

/// Little Golem's two letters for a space.
fn point_name(cell: Cell) -> String {
    let x = cell.column() as i32 - 4;
    let y = 4.min(4 - x) - cell.row() as i32 + 1;
    [x, y]
        .iter()
        .map(|v| char::from(b'o'.wrapping_add_signed(*v as i8)))
        .collect()
}

/// Our space for two letters of a move.
fn cell_named(name: &[u8]) -> Option<Cell> {
    let [a, b] = name else { return None };
    let coordinate = |c: u8| {
        c.is_ascii_lowercase()
            .then(|| i32::from(c) - i32::from(b'o'))
    };
    cell_at(coordinate(*a)?, coordinate(*b)?)
}

/// Reads a Little Golem TZAAR record into a game replayed through the rules.
pub fn read(text: &str) -> Result<Imported, FormatError> {
    let nodes = sgf::main_line(text)?;
    let root = &nodes[0];
    match root.get("FF") {
        Some("TZAAR") => {}
        Some(other) => {
            return Err(FormatError::new(format!(
                "this is a record of another game (FF[{other}]), not TZAAR"
            )));
        }
        None => return Err(FormatError::new("the record has no FF[TZAAR]")),
    }
    let pos = root
        .get("POS")
        .ok_or_else(|| FormatError::new("the record has no start (POS[..])"))?;
    let mut game = Game::from_position(start(pos)?);
    if root.get("W").is_some() || root.get("B").is_some() {
        return Err(FormatError::at(
            "a move in the record's first node",
            RecordSpot {
                line: root.line,
                ..RecordSpot::default()
            },
        ));
    }
    for (n, node) in nodes.iter().enumerate().skip(1) {
        play_node(&mut game, n, node)?;
    }
    if let Some(result) = root.get("RE") {
        apply_result(&mut game, result)?;
    }
    let info = RecordInfo {
        players: [root.get("PW"), root.get("PB")].map(|p| p.map(str::to_string)),
        event: root.get("EV").map(str::to_string),
        site: root.get("SO").map(str::to_string),
    };
    Ok(Imported {
        game: AnyGame::new(game),
        info,
    })
}

/// The start from `POS`'s 60 letters.
fn start(pos: &str) -> Result<Position, FormatError> {
    let letters: Vec<char> = pos.chars().collect();
    if letters.len() != 60 {
        return Err(FormatError::new(format!(
            "POS has {} letters; a TZAAR start has 60",
            letters.len()
        )));
    }
    let mut stacks = Vec::with_capacity(60);
    let mut setup = Setup::empty(Color::White, Step::Open);
    for (i, ((x, y), letter)) in points().zip(letters).enumerate() {
        let kind = match letter.to_ascii_lowercase() {
            'a' => Kind::Tzaar,
            'b' => Kind::Tzarra,
            'c' => Kind::Tott,
            _ => {
                return Err(FormatError::new(format!(
                    "POS letter {} is `{}`; the pieces are a, b, c (White) and A, B, C (Black)",
                    i + 1,
                    letter.escape_debug()
                )));
            }
        };
        let color = if letter.is_ascii_lowercase() {
            Color::White
        } else {
            Color::Black
        };
        let stack = Stack {
            color,
            kind,
            height: 1,
        };
        let cell = cell_at(x, y).ok_or_else(|| FormatError::new("a POS point off the board"))?;
        setup.board[cell.index()] = Some(stack);
        stacks.push(stack);
    }
    check_counts(&stacks)?;
    Position::from_setup(&setup).map_err(|e| FormatError::new(format!("POS: {e}")))
}

/// Plays one move node (`W[..]` or `B[..]`), the `n`-th node of the record.
fn play_node(game: &mut Game, n: usize, node: &Node) -> Result<(), FormatError> {
    let (color, token) = match (node.get("W"), node.get("B")) {
        (Some(t), None) => (Color::White, t),
        (None, Some(t)) => (Color::Black, t),
        _ => return Ok(()),
    };
    let letter = if color == Color::White { 'W' } else { 'B' };
    let at = |why: String| {
        let spot = RecordSpot {
            line: node.line,
            turn: Some(n),
            text: Some(format!("{letter}[{token}]")),
        };
        let message = format!(
            "move {n} (`{letter}[{}]`, line {}): {why}",
            token.escape_debug(),
            node.line
        );
        FormatError::at(message, spot)
    };
    if let Some(outcome) = GameRules::outcome(game) {
        return Err(at(format!(
            "the game is already over ({})",
            outcome.result_text(["White wins", "Black wins"])
        )));
    }
    if game.position().side() != color {
        return Err(at(format!("it is {}'s turn", game.position().side())));
    }
    if token.eq_ignore_ascii_case("resign") {
        return game
            .conclude(Outcome::resignation(seat(color)))
            .map_err(|e| at(e.to_string()));
    }
    play_turn(game, token).map_err(at)
}

/// Plays a turn token: `npmq` (an opening capture, or a capture that ends the game), or
/// `prqq-kplp`, `prqq-pass`.
fn play_turn(game: &mut Game, token: &str) -> Result<(), String> {
    let (first, second) = match token.split_once('-') {
        Some((first, second)) => (first, Some(second)),
        None => (token, None),
    };
    let opening = game.position().step() == Step::Open;
    let first = single_move(game.position(), first)?;
    if first == Move::Pass {
        return Err("a turn begins with a capture, not a pass".into());
    }
    game.play(first).map_err(|e| e.to_string())?;
    match second {
        None if opening || game.is_over() => Ok(()),
        None => Err("the turn has only its capture: a second move or `pass` must follow".into()),
        Some(_) if opening => Err("White's opening turn is a single capture".into()),
        Some(_) if game.is_over() => {
            Err("a second move after the capture that ended the game".into())
        }
        Some(second) => {
            let mv = single_move(game.position(), second)?;
            game.play(mv).map_err(|e| e.to_string())
        }
    }
}

/// One move of a turn: four letters (from, to) or `pass`; capture or stack as the board says.
fn single_move(pos: &Position, text: &str) -> Result<Move, String> {
    if text.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    let bytes = text.as_bytes();
    if bytes.len() != 4 {
        return Err(format!(
            "`{}` is not a move (four letters, two points)",
            text.escape_debug()
        ));
    }
    let point = |name: &[u8]| {
        cell_named(name).ok_or_else(|| {
            format!(
                "`{}` is not a point of the board",
                String::from_utf8_lossy(name)
            )
        })
    };
    let (from, to) = (point(&bytes[..2])?, point(&bytes[2..])?);
    let mover = pos.stack_at(from).map(|s| s.color);
    let own = pos.stack_at(to).is_some_and(|s| Some(s.color) == mover);
    Ok(if own {
        Move::Stack { from, to }
    } else {
        Move::Capture { from, to }
    })
}

/// Applies `RE[..]`: `W..` or `B..` names the winner. An end by the rules must agree; a game
/// the rules have not ended was lost by resignation.
fn apply_result(game: &mut Game, result: &str) -> Result<(), FormatError> {
    let winner = match result.trim().chars().next().map(|c| c.to_ascii_uppercase()) {
        Some('W') => Seat::First,
        Some('B') => Seat::Second,
        _ => return Ok(()),
    };
    match GameRules::outcome(game) {
        Some(outcome) if outcome.winner == Some(winner) => Ok(()),
        Some(outcome) => Err(FormatError::new(format!(
            "RE[{result}] names the wrong winner: the moves give {}",
            outcome.result_text(["White wins", "Black wins"])
        ))),
        None => game
            .conclude(Outcome::resignation(winner.other()))
            .map_err(|e| FormatError::new(e.to_string())),
    }
}

fn seat(color: Color) -> Seat {
    match color {
        Color::White => Seat::First,
        Color::Black => Seat::Second,
    }
}

/// Writes a TZAAR game as Little Golem does; `None` for a start the site cannot hold (a
/// tournament placement, a position with stacks or empty points).
pub fn write(game: &AnyGame, info: &RecordInfo) -> Option<String> {
    let game = tzaar_game(game)?;
    let stacks = full_start(game.start())?;
    let mut pos = String::with_capacity(60);
    for (x, y) in points() {
        let stack = stacks[cell_at(x, y)?.index()];
        let letter = match stack.kind {
            Kind::Tzaar => 'a',
            Kind::Tzarra => 'b',
            Kind::Tott => 'c',
        };
        pos.push(match stack.color {
            Color::White => letter,
            Color::Black => letter.to_ascii_uppercase(),
        });
    }
    let fixed = *game.start() == super::super::setups::fixed();
    let mut out = format!(
        "(;FF[TZAAR]VA[{}]",
        if fixed { "STANDARD" } else { "RANDOM" }
    );
    if let Some(event) = &info.event {
        let _ = write!(out, "EV[{}]", escape(event));
    }
    let name = |seat: usize| escape(info.players[seat].as_deref().unwrap_or(""));
    let site = escape(info.site.as_deref().unwrap_or(SITE));
    let _ = write!(out, "PB[{}]PW[{}]POS[{pos}]SO[{site}]", name(1), name(0));
    if let Some(outcome) = GameRules::outcome(game)
        && outcome.reason.off_board()
        && let Some(winner) = outcome.winner
    {
        let _ = write!(out, "RE[{}]", ["W", "B"][winner.index()]);
    }
    let mut turns = game.turns();
    // A turn half played (its capture made, its second move not yet) has no Little Golem
    // form: the record stops at the last whole turn.
    if game.position().step() == Step::Second && !game.is_over() {
        turns.pop();
    }
    for (color, turn) in turns {
        let letter = if color == Color::White { 'W' } else { 'B' };
        let moves: Vec<String> = turn
            .iter()
            .map(|&mv| move_name(mv))
            .collect::<Option<_>>()?;
        let _ = write!(out, ";{letter}[{}]", moves.join("-"));
    }
    out.push_str(")\n");
    Some(out)
}

/// A single move's letters: from and to, or `pass`.
fn move_name(mv: Move) -> Option<String> {
    match mv {
        Move::Capture { from, to } | Move::Stack { from, to } => {
            Some(format!("{}{}", point_name(from), point_name(to)))
        }
        Move::Pass => Some("pass".into()),
        Move::Place { .. } => None,
    }
}
