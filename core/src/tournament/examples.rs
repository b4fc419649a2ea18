//! Worked examples: standings computed by hand (a Swiss with byes and a shared first place, a
//! tie that only the direct encounter breaks, a round robin with a withdrawal), and the state
//! machine's refusals.

use super::*;
use Seat::{First, Second};

fn settings(format: Format) -> Settings {
    Settings {
        name: "Spring open".into(),
        game: "tzaar".into(),
        options: "fixed".into(),
        time: crate::time_control::TimeControl::PerTurn { seconds: 86_400 },
        format,
        rated: true,
        max_players: 8,
        starts_at: None,
        organizer: "org".into(),
    }
}

fn entrants(names: &[&str]) -> Vec<Entrant> {
    names.iter().map(|n| Entrant::new(n)).collect()
}

fn game(board: u32, first: &str, second: &str, result: GameResult) -> Pairing {
    Pairing {
        board,
        first: first.into(),
        second: second.into(),
        result: Some(result),
    }
}

fn round(number: u32, pairings: Vec<Pairing>, bye: Option<&str>) -> Round {
    Round {
        number,
        pairings,
        bye: bye.map(str::to_string),
    }
}

/// `(user, rank, shared, points, tie-breaks)` of each row, points in quarters.
fn table(s: &Standings) -> Vec<(&str, u32, bool, i64, Vec<i64>)> {
    s.rows
        .iter()
        .map(|r| {
            let tbs = r.tiebreaks.iter().map(|p| p.0).collect();
            (r.user.as_str(), r.rank, r.shared, r.points.0, tbs)
        })
        .collect()
}

/// Five players, three Swiss rounds, a bye each round:
///
/// | round | games                  | bye |
/// |-------|------------------------|-----|
/// | 1     | A 1-0 C, B ½-½ D       | E   |
/// | 2     | E 0-1 A, C 0-1 B       | D   |
/// | 3     | A ½-½ B, D 1-0 E       | C   |
///
/// Points: A 2½, D 2½, B 2, C 1, E 1. Buchholz, a bye's virtual opponent having the player's
/// points before the round and ½ for each later round: A 1+1+2 = 4; D 2 + (½+½) + 1 = 4;
/// B 2½+1+2½ = 6; C 2½+2+(0+0) = 4½; E (0+1)+2½+2½ = 6. Sonneborn-Berger: A 1+1+½·2 = 3;
/// D ½·2 + 1·1 (the bye's opponent, beaten) + 1 = 3; B ½·2½+1+½·2½ = 3½; C 0; E 1. A and D
/// are level on everything and never met: they share first place. E's Buchholz puts them
/// above C.
#[test]
fn a_swiss_with_byes_worked_by_hand() {
    let rounds = vec![
        round(
            1,
            vec![
                game(1, "A", "C", GameResult::Won(First)),
                game(2, "B", "D", GameResult::Drawn),
            ],
            Some("E"),
        ),
        round(
            2,
            vec![
                game(1, "E", "A", GameResult::Won(Second)),
                game(2, "C", "B", GameResult::Won(Second)),
            ],
            Some("D"),
        ),
        round(
            3,
            vec![
                game(1, "A", "B", GameResult::Drawn),
                game(2, "D", "E", GameResult::Won(First)),
            ],
            Some("C"),
        ),
    ];
    let s = standings::compute(
        Format::Swiss { rounds: 3 },
        &entrants(&["A", "B", "C", "D", "E"]),
        &rounds,
    );
    assert_eq!(
        s.tiebreaks,
        [
            Tiebreak::Buchholz,
            Tiebreak::SonnebornBerger,
            Tiebreak::DirectEncounter
        ]
    );
    assert_eq!(
        table(&s),
        vec![
            ("A", 1, true, 10, vec![16, 12, 0]),
            ("D", 1, true, 10, vec![16, 12, 0]),
            ("B", 3, false, 8, vec![24, 14, 0]),
            ("E", 4, false, 4, vec![24, 4, 0]),
            ("C", 5, false, 4, vec![18, 0, 0]),
        ]
    );
    assert_eq!(s.complete_rounds, 3);
    let d = &s.rows[1];
    assert_eq!(
        d.rounds,
        vec![
            RoundEntry::Game {
                opponent: "B".into(),
                seat: Second,
                result: Some(GameResult::Drawn)
            },
            RoundEntry::Bye,
            RoundEntry::Game {
                opponent: "E".into(),
                seat: First,
                result: Some(GameResult::Won(First))
            },
        ]
    );
    assert_eq!(s.rows[0].points.to_string(), "2½");
}

/// Four players meet all round in three Swiss rounds:
///
/// | round | games                  |
/// |-------|------------------------|
/// | 1     | A 1-0 B, C ½-½ D       |
/// | 2     | A ½-½ C, B ½-½ D       |
/// | 3     | D 1-0 A, B 1-0 C       |
///
/// D 2, A 1½, B 1½, C 1. A and B: Buchholz 1½+1+2 = 4½ each, Sonneborn-Berger 1½+½·1 = 2
/// and 1 + ½·2 = 2: level until the direct encounter, which A won.
#[test]
fn the_direct_encounter_breaks_what_the_sums_cannot() {
    let rounds = vec![
        round(
            1,
            vec![
                game(1, "A", "B", GameResult::Won(First)),
                game(2, "C", "D", GameResult::Drawn),
            ],
            None,
        ),
        round(
            2,
            vec![
                game(1, "A", "C", GameResult::Drawn),
                game(2, "B", "D", GameResult::Drawn),
            ],
            None,
        ),
        round(
            3,
            vec![
                game(1, "D", "A", GameResult::Won(First)),
                game(2, "B", "C", GameResult::Won(First)),
            ],
            None,
        ),
    ];
    let s = standings::compute(
        Format::Swiss { rounds: 3 },
        &entrants(&["A", "B", "C", "D"]),
        &rounds,
    );
    assert_eq!(
        table(&s),
        vec![
            ("D", 1, false, 8, vec![16, 11, 0]),
            ("A", 2, false, 6, vec![18, 8, 4]),
            ("B", 3, false, 6, vec![18, 8, 0]),
            ("C", 4, false, 4, vec![20, 7, 0]),
        ]
    );
}

/// A round robin of four through the state machine, D withdrawing in round 2. Berger: round 1
/// A-D, B-C; round 2 D-C, A-B; round 3 B-D, C-A. A beats D, B and C draw; D withdraws during
/// round 2 (C wins that game by forfeit), B beats A; round 3's B-D is a forfeit from the start,
/// C and A draw. Points: B ½+1+1 = 2½, C ½+1+½ = 2, A 1+0+½ = 1½, D 0. Sonneborn-Berger:
/// B ½·2 + 1½ + 0 = 2½, C ½·2½ + 0 + ½·1½ = 2, A 0 + ½·2 = 1.
#[test]
fn a_round_robin_with_a_withdrawal() {
    let mut t = Tournament::new(settings(Format::RoundRobin)).unwrap();
    for p in ["A", "B", "C", "D"] {
        t.join(p).unwrap();
    }
    assert_eq!(t.start(|_| None), Ok(Start::Paired { round: 1 }));
    assert_eq!(t.total_rounds(), 3);
    let pairs = |t: &Tournament| {
        let r = t.current_round().unwrap();
        r.pairings
            .iter()
            .map(|p| format!("{}-{}", p.first, p.second))
            .collect::<Vec<_>>()
    };
    assert_eq!(pairs(&t), ["A-D", "B-C"]);
    t.record(1, 1, GameResult::Won(First)).unwrap();
    assert_eq!(t.advance(), Ok(Advance::Waiting));
    t.record(1, 2, GameResult::Drawn).unwrap();
    assert_eq!(t.advance(), Ok(Advance::Paired { round: 2 }));
    assert_eq!(pairs(&t), ["D-C", "A-B"]);
    let w = t.withdraw("D").unwrap();
    assert_eq!(w.forfeited, Some((2, 1)));
    assert_eq!(
        t.record(2, 1, GameResult::Won(First)),
        Err(TournamentError::AlreadyRecorded { round: 2, board: 1 })
    );
    t.record(2, 2, GameResult::Won(Second)).unwrap();
    assert_eq!(t.advance(), Ok(Advance::Paired { round: 3 }));
    assert_eq!(pairs(&t), ["B-D", "C-A"]);
    assert_eq!(
        t.current_round().unwrap().pairings[0].result,
        Some(GameResult::Forfeited(Second))
    );
    t.record(3, 2, GameResult::Drawn).unwrap();
    assert_eq!(t.advance(), Ok(Advance::Finished));
    assert_eq!(t.status, Status::Finished);
    assert_eq!(t.winners(), ["B"]);
    let s = t.standings();
    assert_eq!(
        table(&s),
        vec![
            ("B", 1, false, 10, vec![10, 0]),
            ("C", 2, false, 8, vec![8, 0]),
            ("A", 3, false, 6, vec![4, 0]),
            ("D", 4, false, 0, vec![0, 0]),
        ]
    );
    assert!(s.rows[3].withdrawn);
    assert_eq!(
        t.advance(),
        Err(TournamentError::NotRunning(Status::Finished))
    );
}

#[test]
fn sign_up_refusals_change_nothing() {
    let mut t = Tournament::new(Settings {
        max_players: 2,
        ..settings(Format::Swiss { rounds: 3 })
    })
    .unwrap();
    t.join("a").unwrap();
    assert_eq!(t.join("a"), Err(TournamentError::AlreadyJoined));
    assert_eq!(t.leave("z"), Err(TournamentError::NotEntered));
    t.join("b").unwrap();
    assert_eq!(t.join("c"), Err(TournamentError::Full { max: 2 }));
    assert_eq!(t.entrants.len(), 2);
    assert_eq!(
        t.record(1, 1, GameResult::Drawn),
        Err(TournamentError::NotRunning(Status::Open))
    );
    assert_eq!(
        t.withdraw("a"),
        Err(TournamentError::NotRunning(Status::Open))
    );
    assert_eq!(t.advance(), Err(TournamentError::NotRunning(Status::Open)));
    t.leave("a").unwrap();
    t.join("c").unwrap();
    // Seeds by rating, the unrated last.
    let ratings = |u: &str| (u == "c").then_some(1600.0);
    assert_eq!(t.start(ratings), Ok(Start::Paired { round: 1 }));
    assert_eq!(t.entrants[0].user, "c");
    // Two players: one Swiss round is all there is.
    assert_eq!(t.total_rounds(), 1);
    assert_eq!(t.join("d"), Err(TournamentError::NotOpen(Status::Running)));
    assert_eq!(t.leave("c"), Err(TournamentError::NotOpen(Status::Running)));
    assert_eq!(
        t.start(|_| None),
        Err(TournamentError::NotOpen(Status::Running))
    );
    assert_eq!(
        t.record(1, 2, GameResult::Drawn),
        Err(TournamentError::NoSuchPairing { round: 1, board: 2 })
    );
    assert_eq!(
        t.record(2, 1, GameResult::Drawn),
        Err(TournamentError::NoSuchPairing { round: 2, board: 1 })
    );
    assert_eq!(t.withdraw("zz"), Err(TournamentError::NotEntered));
    t.cancel().unwrap();
    assert_eq!(t.cancel(), Err(TournamentError::Over));
    assert_eq!(
        t.join("e"),
        Err(TournamentError::NotOpen(Status::Cancelled))
    );
    assert!(t.winners().is_empty());
}

#[test]
fn a_start_without_two_players_cancels() {
    let mut t = Tournament::new(settings(Format::RoundRobin)).unwrap();
    t.join("a").unwrap();
    assert_eq!(t.start(|_| None), Ok(Start::Cancelled));
    assert_eq!(t.status, Status::Cancelled);
    assert!(t.rounds.is_empty());
}

#[test]
fn bad_settings_are_refused() {
    let bad = |change: fn(&mut Settings)| {
        let mut s = settings(Format::Swiss { rounds: 5 });
        change(&mut s);
        Tournament::new(s).unwrap_err()
    };
    assert_eq!(bad(|s| s.name = "  ".into()), SettingsError::EmptyName);
    assert_eq!(
        bad(|s| s.name = "x".repeat(61)),
        SettingsError::NameTooLong { max: 60 }
    );
    assert_eq!(
        bad(|s| s.max_players = 1),
        SettingsError::BadMaxPlayers { max: MAX_PLAYERS }
    );
    assert_eq!(
        bad(|s| s.max_players = MAX_PLAYERS + 1),
        SettingsError::BadMaxPlayers { max: MAX_PLAYERS }
    );
    assert_eq!(
        bad(|s| s.format = Format::Swiss { rounds: 0 }),
        SettingsError::BadRounds {
            max: MAX_SWISS_ROUNDS
        }
    );
    assert_eq!(
        bad(|s| s.time = crate::time_control::TimeControl::PerTurn { seconds: 0 }),
        SettingsError::BadTurnTime
    );
    assert_eq!(
        bad(|s| {
            s.time = crate::time_control::TimeControl::Bank {
                initial: 3 * 86_400,
                increment: 86_400,
                cap: 86_400,
            }
        }),
        SettingsError::BadTurnTime
    );
}

/// A five-player Swiss of three rounds, played to the end: the first round pairs the top half
/// with the bottom half and gives the last seed the bye; nobody meets twice or has two byes.
#[test]
fn a_five_player_swiss_to_the_end() {
    let mut t = Tournament::new(settings(Format::Swiss { rounds: 3 })).unwrap();
    for p in ["p1", "p2", "p3", "p4", "p5"] {
        t.join(p).unwrap();
    }
    t.start(|_| None).unwrap();
    let r1 = t.current_round().unwrap().clone();
    assert_eq!(r1.bye.as_deref(), Some("p5"));
    let names: Vec<(&str, &str)> = r1
        .pairings
        .iter()
        .map(|p| (p.first.as_str(), p.second.as_str()))
        .collect();
    assert_eq!(names, [("p1", "p3"), ("p4", "p2")]);
    let mut byes = vec![r1.bye.clone().unwrap()];
    while t.status == Status::Running {
        let r = t.current_round().unwrap().clone();
        for p in &r.pairings {
            // The higher seed wins.
            let first_higher = p.first < p.second;
            let result = GameResult::Won(if first_higher { First } else { Second });
            t.record(r.number, p.board, result).unwrap();
        }
        if let Advance::Paired { .. } = t.advance().unwrap() {
            byes.push(t.current_round().unwrap().bye.clone().unwrap());
        }
    }
    assert_eq!(t.rounds.len(), 3);
    byes.sort();
    byes.dedup();
    assert_eq!(byes.len(), 3, "three different players had the byes");
    assert_eq!(t.winners(), ["p1"]);
}

/// A round robin plays out its table when all but one player have withdrawn: the games
/// against the withdrawn are forfeits, decided as they are paired, so the tournament runs on
/// to its last round at once. (Found by the property tests, which had finished it early.)
#[test]
fn a_round_robin_plays_out_when_all_but_one_withdraw() {
    let mut t = Tournament::new(settings(Format::DoubleRoundRobin)).unwrap();
    for p in ["a", "b", "c"] {
        t.join(p).unwrap();
    }
    t.start(|_| None).unwrap();
    assert_eq!(t.current_round().unwrap().bye.as_deref(), Some("a"));
    t.record(1, 1, GameResult::Won(First)).unwrap(); // b beats c
    assert_eq!(t.advance(), Ok(Advance::Paired { round: 2 }));
    // Round 2 is the table's round 3 (a double round robin swaps the first cycle's last
    // two): c-a, b sitting out.
    assert_eq!(t.current_round().unwrap().bye.as_deref(), Some("b"));
    assert_eq!(t.withdraw("a").unwrap().forfeited, Some((2, 1)));
    assert_eq!(t.withdraw("b").unwrap().forfeited, None);
    assert_eq!(t.advance(), Ok(Advance::Finished));
    assert_eq!(t.rounds.len(), 6);
    // c lost to b, then won the other three games by forfeit; b has its one win.
    assert_eq!(t.winners(), ["c"]);
    let s = t.standings();
    assert_eq!(s.rows[0].points, Points(12));
    assert_eq!(
        (s.rows[1].user.as_str(), s.rows[1].points),
        ("b", Points(4))
    );
}
