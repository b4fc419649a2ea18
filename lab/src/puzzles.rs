//! `tablero-lab puzzles generate`: makes the puzzle bank (`data/puzzles/*.tsv`, issue 29).
//!
//! Candidate positions come from seeded self-play games of the engine at small node budgets
//! (TZAAR from the fixed and random setups; Fox and Geese in Halatafl and the standard
//! variants), from files of real TZAAR games (`--real`: the block files of
//! `../shared/data/tzaar/`, `game` or `fragment` blocks) and from records in the `/history`
//! format (`--records`: the bot's own finished games). Every position is handed to the
//! core's solver (`tablero::puzzle::find`), which keeps only proved wins with a unique first
//! turn; duplicates (the same position) keep their first source; the themes are balanced
//! round-robin up to the counts asked for; each puzzle gets its difficulty
//! (`tablero::puzzle::difficulty`, with the easy level's answer) and an id. Same arguments,
//! same files: everything is seeded and searched with node or depth limits, never time.
//!
//! Cost: see docs/puzzles.md ("Regenerating").

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Subcommand;

use tablero::engine::{Engine, Level, Limits, Rng, choose_with, mix};
use tablero::games::foxgeese::Variant;
use tablero::games::{AnyGame, GameKind, GameRules, TzaarSetup, foxgeese, tzaar};
use tablero::puzzle::{self, Puzzle, PuzzleState, Verdict};

/// The steps of `tablero-lab puzzles`.
#[derive(Subcommand)]
pub enum Step {
    /// Collect candidate positions, keep the proved unique puzzles, write the bank files.
    Generate {
        /// Seed of the self-play games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// TZAAR self-play games.
        #[arg(long, default_value_t = 120)]
        tzaar_games: u64,
        /// Fox and Geese self-play games (shared among the variants).
        #[arg(long, default_value_t = 240)]
        foxgeese_games: u64,
        /// Files of real TZAAR games or fragments (`game`/`fragment` blocks with `start`
        /// and one turn a line), e.g. ../shared/data/tzaar/real_games.txt.
        #[arg(long, value_name = "FILE", num_args = 1..)]
        real: Vec<PathBuf>,
        /// Files of game records in the `/history` format (one or more records each).
        #[arg(long, value_name = "FILE", num_args = 1..)]
        records: Vec<PathBuf>,
        /// TZAAR puzzles to keep.
        #[arg(long, default_value_t = 320)]
        tzaar: usize,
        /// Fox and Geese puzzles to keep.
        #[arg(long, default_value_t = 120)]
        foxgeese: usize,
        /// The folder of the bank files.
        #[arg(long, default_value = "data/puzzles")]
        out: PathBuf,
    },
}

/// Runs one step.
pub fn run(step: Step) -> Result<(), String> {
    match step {
        Step::Generate {
            seed,
            tzaar_games,
            foxgeese_games,
            real,
            records,
            tzaar,
            foxgeese,
            out,
        } => generate(&Options {
            seed,
            tzaar_games,
            foxgeese_games,
            real,
            records,
            tzaar,
            foxgeese,
            out,
        }),
    }
}

struct Options {
    seed: u64,
    tzaar_games: u64,
    foxgeese_games: u64,
    real: Vec<PathBuf>,
    records: Vec<PathBuf>,
    tzaar: usize,
    foxgeese: usize,
    out: PathBuf,
}

/// A position to try, and where it comes from.
struct Candidate {
    kind: GameKind,
    position: String,
    source: String,
}

/// A proved puzzle before it has an id.
struct Kept {
    kind: GameKind,
    position: String,
    found: puzzle::Found,
    source: String,
    bucket: String,
}

/// Progress on standard error, at most every 2 seconds.
struct Progress {
    started: Instant,
    last: Instant,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            started: Instant::now(),
            last: Instant::now(),
        }
    }

    fn tick(&mut self, what: &str, done: u64, total: u64, kept: usize) {
        if self.last.elapsed().as_secs_f64() < 2.0 && done < total {
            return;
        }
        self.last = Instant::now();
        let spent = self.started.elapsed().as_secs_f64();
        let left = if done > 0 {
            spent / done as f64 * (total - done) as f64
        } else {
            0.0
        };
        eprintln!(
            "{what}: {done}/{total} ({:.0}%), {kept} puzzles so far, {:.0} s spent, about {:.0} s left",
            100.0 * done as f64 / total.max(1) as f64,
            spent,
            left
        );
    }
}

fn generate(opts: &Options) -> Result<(), String> {
    let started = Instant::now();
    let mut seen = HashSet::new();
    let mut kept: Vec<Kept> = Vec::new();
    let mut solving = std::time::Duration::ZERO;
    let mut consider = |c: Candidate, kept: &mut Vec<Kept>| {
        if !seen.insert(c.position.clone()) {
            return;
        }
        let t = Instant::now();
        let found = puzzle::find(c.kind, &c.position, u32::MAX);
        solving += t.elapsed();
        if let Ok(found) = found {
            let bucket = bucket_of(c.kind, &c.position, &found);
            kept.push(Kept {
                kind: c.kind,
                position: c.position,
                found,
                source: c.source,
                bucket,
            });
        }
    };
    // Real games first: their sources win over self-play's for the same position.
    for path in &opts.real {
        let n = kept.len();
        for c in real_games(path)? {
            consider(c, &mut kept);
        }
        eprintln!("{}: {} puzzles", path.display(), kept.len() - n);
    }
    for path in &opts.records {
        let n = kept.len();
        for c in records(path)? {
            consider(c, &mut kept);
        }
        eprintln!("{}: {} puzzles", path.display(), kept.len() - n);
    }
    let mut progress = Progress::new();
    for g in 0..opts.tzaar_games {
        for c in tzaar_selfplay(opts.seed, g)? {
            consider(c, &mut kept);
        }
        progress.tick("tzaar self-play", g + 1, opts.tzaar_games, kept.len());
    }
    let mut progress = Progress::new();
    for g in 0..opts.foxgeese_games {
        for c in foxgeese_selfplay(opts.seed, g)? {
            consider(c, &mut kept);
        }
        progress.tick("foxgeese self-play", g + 1, opts.foxgeese_games, kept.len());
    }
    eprintln!(
        "{} positions tried, {} s in the solver",
        seen.len(),
        solving.as_secs()
    );
    let tz: Vec<Kept> = kept
        .iter()
        .filter(|k| k.kind == tzaar::KIND)
        .map(clone_kept)
        .collect();
    let fg: Vec<Kept> = kept
        .iter()
        .filter(|k| k.kind == foxgeese::KIND)
        .map(clone_kept)
        .collect();
    print_counts("tzaar found", &tz);
    print_counts("foxgeese found", &fg);
    let tz = balance(tz, opts.tzaar);
    let fg = balance(fg, opts.foxgeese);
    std::fs::create_dir_all(&opts.out).map_err(|e| format!("{}: {e}", opts.out.display()))?;
    write_bank(&opts.out.join("tzaar.tsv"), "tz", tz, opts)?;
    write_bank(&opts.out.join("foxgeese.tsv"), "fg", fg, opts)?;
    eprintln!("done in {} s", started.elapsed().as_secs());
    Ok(())
}

fn clone_kept(k: &Kept) -> Kept {
    Kept {
        kind: k.kind,
        position: k.position.clone(),
        found: k.found.clone(),
        source: k.source.clone(),
        bucket: k.bucket.clone(),
    }
}

/// The group a puzzle is balanced in: its theme (TZAAR: the number of turns and how the
/// line wins; Fox and Geese: the whole theme and the variant).
fn bucket_of(kind: GameKind, position: &str, found: &puzzle::Found) -> String {
    if kind == foxgeese::KIND {
        let variant = position.split_whitespace().nth(2).unwrap_or("?");
        format!("{variant} {}", found.theme)
    } else {
        found.theme.family()
    }
}

fn print_counts(what: &str, kept: &[Kept]) {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for k in kept {
        *counts.entry(k.bucket.as_str()).or_default() += 1;
    }
    eprintln!("{what}: {} {counts:?}", kept.len());
}

/// Up to `total` puzzles taken round-robin from the buckets (each in the order found), so
/// that no theme crowds the others out.
fn balance(kept: Vec<Kept>, total: usize) -> Vec<Kept> {
    let mut buckets: BTreeMap<String, std::collections::VecDeque<Kept>> = BTreeMap::new();
    for k in kept {
        buckets.entry(k.bucket.clone()).or_default().push_back(k);
    }
    let mut out = Vec::new();
    while out.len() < total && buckets.values().any(|b| !b.is_empty()) {
        for b in buckets.values_mut() {
            if out.len() < total
                && let Some(k) = b.pop_front()
            {
                out.push(k);
            }
        }
    }
    out.sort_by(|a, b| {
        (a.found.theme, &a.bucket, &a.source).cmp(&(b.found.theme, &b.bucket, &b.source))
    });
    out
}

/// Whether the easy level, at its depth cap and a node budget, plays the puzzle's answer.
fn easy_finds(p: &Puzzle) -> bool {
    let game = match p.game.key() {
        "tzaar" => p
            .position
            .parse::<tzaar::Position>()
            .map(|pos| AnyGame::new(tzaar::Game::from_position(pos)))
            .ok(),
        _ => foxgeese::Position::from_text(&p.position)
            .map(|pos| AnyGame::new(foxgeese::Game::new(pos)))
            .ok(),
    };
    let Some(game) = game else { return false };
    let mut limits = Level::Easy.limits_for(p.game);
    limits.time = None;
    limits.nodes = Some(200_000);
    let never = AtomicBool::new(false);
    let Some(choice) = choose_with(&game, &Engine::new(Level::Easy), &limits, 1, &never) else {
        return false;
    };
    matches!(
        p.answer(&PuzzleState::default(), &choice.text()),
        Ok(Verdict::Solved { .. } | Verdict::Continue { .. })
    )
}

fn write_bank(path: &Path, prefix: &str, kept: Vec<Kept>, opts: &Options) -> Result<(), String> {
    let mut puzzles = Vec::new();
    for (i, k) in kept.into_iter().enumerate() {
        let mut p = Puzzle {
            id: format!("{prefix}-{:04}", i + 1),
            game: k.kind,
            position: k.position,
            solution: k.found.solution,
            theme: k.found.theme,
            difficulty: 1,
            source: k.source,
        };
        p.difficulty =
            puzzle::difficulty(p.theme.turns(), easy_finds(&p), k.found.first_turns, p.game);
        puzzles.push(p);
    }
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for p in &puzzles {
        *counts.entry(p.theme.to_string()).or_default() += 1;
    }
    let mut header = format!(
        "tablero puzzle bank ({prefix}): {} puzzles, each proved with a unique first turn (docs/puzzles.md).\n\
         Fields, tab-separated: id, game, position, solution (turns separated by ` / `), theme, difficulty (1-5), source.\n\
         Made by: tablero-lab puzzles generate --seed {} --tzaar-games {} --foxgeese-games {} --tzaar {} --foxgeese {}",
        puzzles.len(),
        opts.seed,
        opts.tzaar_games,
        opts.foxgeese_games,
        opts.tzaar,
        opts.foxgeese,
    );
    for r in &opts.real {
        header.push_str(&format!(" --real {}", shown(r)));
    }
    for r in &opts.records {
        header.push_str(&format!(" --records {}", shown(r)));
    }
    header.push_str("\nThemes:");
    for (theme, n) in &counts {
        header.push_str(&format!(" {theme}: {n};"));
    }
    let text = puzzle::bank_text(&header, &puzzles);
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    eprintln!("{}: {} puzzles {counts:?}", path.display(), puzzles.len());
    Ok(())
}

/// A path as the header shows it: the shared data folder as CI sees it (`../shared/...`).
fn shown(path: &Path) -> String {
    let text = path.display().to_string();
    match text.find("/shared/") {
        Some(at) => format!("..{}", &text[at..]),
        None => text,
    }
}

/// The turn starts of the blocks of a file of real TZAAR games: `game <id>` or
/// `fragment <id>`, `start <position>`, one turn a line; `expect`, `result` and `end` close
/// the turns.
fn real_games(path: &Path) -> Result<Vec<Candidate>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    let mut id = String::new();
    let mut pos: Option<tzaar::Position> = None;
    let mut turn = 0;
    for raw in text.lines() {
        let line = raw.split('#').next().unwrap_or("").trim();
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "" => {}
            "game" | "fragment" => {
                id = rest.trim().to_string();
                pos = None;
                turn = 0;
            }
            "start" => {
                pos = rest.trim().parse().ok();
                turn = 1;
            }
            "expect" | "result" | "end" | "setup" => pos = None,
            _ => {
                let Some(p) = pos.take() else { continue };
                out.push(Candidate {
                    kind: tzaar::KIND,
                    position: p.to_string(),
                    source: real_source(&id, turn),
                });
                if let Ok((next, _)) = p.play_text(line) {
                    pos = Some(next);
                    turn += 1;
                }
            }
        }
    }
    Ok(out)
}

fn real_source(id: &str, turn: u32) -> String {
    if let Some(n) = id.strip_prefix("lg-") {
        format!("littlegolem {n} turn {turn}")
    } else if id.starts_with("baj-") {
        format!("boiteajeux {id} turn {turn}")
    } else {
        format!("{id} turn {turn}")
    }
}

/// The positions of the records in a file in the `/history` format (each ends with `end`).
fn records(path: &Path) -> Result<Vec<Candidate>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out = Vec::new();
    let mut block = String::new();
    let mut index = 0;
    for line in text.lines() {
        block.push_str(line);
        block.push('\n');
        if line.split('#').next().unwrap_or("").trim() != "end" {
            continue;
        }
        index += 1;
        let source = |turn: usize| format!("record {name} {index} turn {turn}");
        let fox = block
            .lines()
            .any(|l| l.trim().to_ascii_lowercase().starts_with("game foxgeese"));
        if fox {
            let game = foxgeese::Game::from_record(&block)
                .map_err(|e| format!("{}: record {index}: {e}", path.display()))?;
            let mut all = vec![*game.start()];
            all.extend(game.positions_from(0));
            for (i, p) in all.iter().enumerate() {
                out.push(Candidate {
                    kind: foxgeese::KIND,
                    position: p.to_string(),
                    source: source(i + 1),
                });
            }
        } else {
            let game = tzaar::Game::from_record(&block)
                .map_err(|e| format!("{}: record {index}: {e}", path.display()))?;
            let mut all = vec![game.start().clone()];
            all.extend(game.positions_from(0));
            let mut turn = 1;
            for p in all {
                if matches!(p.step(), tzaar::Step::First | tzaar::Step::Open) {
                    out.push(Candidate {
                        kind: tzaar::KIND,
                        position: p.to_string(),
                        source: source(turn),
                    });
                    turn += 1;
                }
            }
        }
        block.clear();
    }
    Ok(out)
}

/// One side's player in self-play: a level and its limits.
fn player(rng: &mut Rng) -> (Engine, Limits) {
    match rng.below(4) {
        0 => (Engine::new(Level::Greedy), Limits::depth(2)),
        1 => (Engine::new(Level::Easy), Limits::depth(2)),
        2 => (Engine::new(Level::Medium), Limits::nodes(600)),
        _ => (Engine::new(Level::Hard), Limits::nodes(2_000)),
    }
}

/// The turn starts of self-play TZAAR game `g` (a quarter from the fixed setup).
fn tzaar_selfplay(seed: u64, g: u64) -> Result<Vec<Candidate>, String> {
    let mut rng = Rng::new(mix(seed ^ mix(g + 1)));
    let setup = if g.is_multiple_of(4) {
        TzaarSetup::Fixed
    } else {
        TzaarSetup::Random
    };
    let start_seed = rng.next_u64();
    let mut game = tzaar::spec(setup).start(start_seed);
    let players = [player(&mut rng), player(&mut rng)];
    let name = match setup {
        TzaarSetup::Fixed => "fixed".to_string(),
        _ => format!("random {start_seed}"),
    };
    let never = AtomicBool::new(false);
    let mut out = Vec::new();
    for turn in 1..=120 {
        if game.outcome().is_some() {
            break;
        }
        out.push(Candidate {
            kind: tzaar::KIND,
            position: game.position_text(),
            source: format!("selfplay tzaar {name} game {g} seed {seed} turn {turn}"),
        });
        // Beside the game, the position after a random turn instead of the engine's: a
        // blunder that often hands the other side a forced win.
        if turn > 4 {
            let random = Engine::new(Level::Random);
            if let Some(choice) =
                choose_with(&game, &random, &Limits::depth(1), rng.next_u64(), &never)
            {
                let mut aside = game.clone();
                if aside.play_text(&choice.text()).is_ok() && aside.outcome().is_none() {
                    out.push(Candidate {
                        kind: tzaar::KIND,
                        position: aside.position_text(),
                        source: format!(
                            "selfplay tzaar {name} game {g} seed {seed} turn {turn}, then {}",
                            choice.text()
                        ),
                    });
                }
            }
        }
        let (engine, limits) = &players[game.to_move().index()];
        let Some(choice) = choose_with(&game, engine, limits, rng.next_u64(), &never) else {
            break;
        };
        game.play_text(&choice.text())
            .map_err(|e| format!("illegal self-play turn: {e}"))?;
    }
    Ok(out)
}

/// The variants of the Fox and Geese self-play games, in turn.
const VARIANTS: [&str; 4] = [
    "halatafl",
    "standard",
    "standard+17+sideways",
    "standard+sideways",
];

/// The positions of self-play Fox and Geese game `g`.
fn foxgeese_selfplay(seed: u64, g: u64) -> Result<Vec<Candidate>, String> {
    let mut rng = Rng::new(mix(seed ^ mix(g + 1_000_001)));
    let name = VARIANTS[(g % VARIANTS.len() as u64) as usize];
    let variant: Variant = name.parse().map_err(|e| format!("{e:?}"))?;
    let mut game = foxgeese::spec(variant).start(0);
    // Foxes from random to medium against geese from easy to hard: the geese get their
    // chances to trap, the foxes theirs to take geese.
    let fox = match rng.below(2) {
        0 => (Engine::new(Level::Random), Limits::depth(1)),
        _ => player(&mut rng),
    };
    let geese = match rng.below(3) {
        0 => (Engine::new(Level::Hard), Limits::nodes(4_000)),
        _ => player(&mut rng),
    };
    let players = [fox, geese];
    let never = AtomicBool::new(false);
    let mut out = Vec::new();
    for ply in 1..=300 {
        if game.outcome().is_some() {
            break;
        }
        out.push(Candidate {
            kind: foxgeese::KIND,
            position: game.position_text(),
            source: format!("selfplay {name} game {g} seed {seed} move {ply}"),
        });
        let (engine, limits) = &players[game.to_move().index()];
        let Some(choice) = choose_with(&game, engine, limits, rng.next_u64(), &never) else {
            break;
        };
        game.play_text(&choice.text())
            .map_err(|e| format!("illegal self-play move: {e}"))?;
    }
    Ok(out)
}
