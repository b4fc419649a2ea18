//! Property tests: whole tournaments played through the state machine on random results and
//! withdrawals, every round checked. Swiss rounds are checked against a brute force: on fields
//! of up to nine players, every perfect matching (with "the bye" when the field is odd) is
//! tried, and no pairing may have more rematches, then more second byes, then more colour
//! faults (the same colour three times running, or a colour difference beyond 2) than the best
//! of them: each rule is kept wherever it can be.

use std::collections::BTreeMap;

use proptest::prelude::*;

use super::*;

fn settings(format: Format, max_players: u32) -> Settings {
    Settings {
        name: "Test cup".into(),
        game: "tzaar".into(),
        options: "fixed".into(),
        time: crate::time_control::TimeControl::PerTurn { seconds: 3600 },
        format,
        rated: false,
        max_players,
        starts_at: None,
        organizer: "org".into(),
    }
}

/// What a player brings to a round: their seats so far, opponents met, byes.
#[derive(Clone, Debug, Default)]
struct History {
    colours: Vec<Seat>,
    met: Vec<String>,
    byes: u32,
}

fn histories(t: &Tournament) -> BTreeMap<String, History> {
    let mut out: BTreeMap<String, History> = t
        .entrants
        .iter()
        .map(|e| (e.user.clone(), History::default()))
        .collect();
    for round in &t.rounds {
        for p in &round.pairings {
            for seat in Seat::ALL {
                let h = out.entry(p.player(seat).to_string()).or_default();
                h.colours.push(seat);
                h.met.push(p.player(seat.other()).to_string());
            }
        }
        if let Some(b) = &round.bye {
            out.entry(b.clone()).or_default().byes += 1;
        }
    }
    out
}

/// Whether a player with `colours` breaks the colour rules by taking `seat` next.
fn colour_fault(colours: &[Seat], seat: Seat) -> bool {
    let mut after = colours.to_vec();
    after.push(seat);
    let diff: i64 = after
        .iter()
        .map(|s| if *s == Seat::First { 1 } else { -1 })
        .sum();
    let three = after.len() >= 3 && after[after.len() - 3..].iter().all(|s| *s == seat);
    three || diff.abs() > 2
}

/// (rematches, second byes, colour faults) of a pairing, over `before`'s histories.
type Faults = (usize, usize, usize);

fn faults_of(
    pairs: &[(String, String)],
    bye: Option<&String>,
    before: &BTreeMap<String, History>,
) -> Faults {
    let mut f = (0, 0, 0);
    for (w, b) in pairs {
        f.0 += before[w].met.iter().filter(|m| *m == b).count();
        f.2 += usize::from(colour_fault(&before[w].colours, Seat::First));
        f.2 += usize::from(colour_fault(&before[b].colours, Seat::Second));
    }
    if let Some(b) = bye {
        f.1 += usize::from(before[b].byes > 0);
    }
    f
}

/// The fewest faults of any pairing of `players` (each pair in its better orientation).
fn best_faults(players: &[String], before: &BTreeMap<String, History>) -> Faults {
    fn go(left: &[String], before: &BTreeMap<String, History>, bye_left: bool) -> Faults {
        let Some((first, rest)) = left.split_first() else {
            return (0, 0, 0);
        };
        let mut best = (usize::MAX, usize::MAX, usize::MAX);
        if bye_left {
            let f = go(rest, before, false);
            let own = usize::from(before[first].byes > 0);
            best = best.min((f.0, f.1 + own, f.2));
        }
        for k in 0..rest.len() {
            let other = &rest[k];
            let mut remaining = rest.to_vec();
            remaining.remove(k);
            let f = go(&remaining, before, bye_left);
            if f.0 == usize::MAX {
                continue;
            }
            let rematch = before[first].met.iter().filter(|m| *m == other).count();
            let one = |s: Seat| {
                usize::from(colour_fault(&before[first].colours, s))
                    + usize::from(colour_fault(&before[other].colours, s.other()))
            };
            let colour = one(Seat::First).min(one(Seat::Second));
            best = best.min((f.0 + rematch, f.1, f.2 + colour));
        }
        best
    }
    go(players, before, players.len() % 2 == 1)
}

/// Plays a tournament to its end: `script` gives each game's result in turn (38 and above:
/// the first player withdraws instead; else, modulo 9, 0-3: first wins, 4-6: second wins,
/// 7-8: a draw).
fn play(t: &mut Tournament, script: &[u8], mut check: impl FnMut(&Tournament, &Tournament)) {
    let mut at = 0;
    let mut before = t.clone();
    assert!(matches!(t.start(|_| None), Ok(Start::Paired { .. })));
    check(&before, t);
    for _ in 0..200 {
        if t.status != Status::Running {
            return;
        }
        let round = t.current_round().unwrap().clone();
        for p in round.pairings.iter().filter(|p| p.result.is_none()) {
            if t.current_round().unwrap().pairings[p.board as usize - 1]
                .result
                .is_some()
            {
                continue;
            }
            let roll = script.get(at).copied().unwrap_or(0);
            at += 1;
            if roll >= 38 {
                let w = t.withdraw(&p.first).unwrap();
                assert_eq!(w.forfeited, Some((round.number, p.board)));
                assert_eq!(t.withdraw(&p.first), Err(TournamentError::AlreadyWithdrawn));
                continue;
            }
            let result = match roll % 9 {
                0..=3 => GameResult::Won(Seat::First),
                4..=6 => GameResult::Won(Seat::Second),
                _ => GameResult::Drawn,
            };
            t.record(round.number, p.board, result).unwrap();
        }
        before = t.clone();
        let advanced = t.advance().unwrap();
        assert_ne!(advanced, Advance::Waiting);
        check(&before, t);
    }
    panic!("the tournament never ended");
}

/// Everyone still in plays or sits out each new round once; the withdrawn are not paired
/// (a round robin pairs them, lost by forfeit).
fn everyone_present_once(t: &Tournament, round: &Round) {
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &round.pairings {
        *seen.entry(&p.first).or_default() += 1;
        *seen.entry(&p.second).or_default() += 1;
    }
    if let Some(b) = &round.bye {
        *seen.entry(b).or_default() += 1;
    }
    for e in &t.entrants {
        let n = seen.get(e.user.as_str()).copied().unwrap_or(0);
        let gone = e.withdrawn.is_some_and(|w| w < round.number);
        if gone && t.format().is_swiss() {
            assert_eq!(n, 0, "{} withdrew but is paired", e.user);
        } else {
            assert!(n == 1 || (gone && n == 0), "{} appears {n} times", e.user);
        }
    }
    assert!(seen.values().all(|&n| n == 1));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Swiss on small fields: each round as good as the best pairing on the absolute rules.
    #[test]
    fn swiss_keeps_every_rule_it_can(
        players in 2u32..=9,
        rounds in 1u32..=9,
        script in proptest::collection::vec(0u8..40, 120),
    ) {
        let mut t = Tournament::new(settings(Format::Swiss { rounds }, 9)).unwrap();
        for i in 0..players {
            t.join(&format!("p{i}")).unwrap();
        }
        play(&mut t, &script, |before, after| {
            if after.rounds.len() == before.rounds.len() {
                return;
            }
            let round = after.current_round().unwrap();
            everyone_present_once(after, round);
            let h = histories(before);
            let active: Vec<String> = after
                .entrants
                .iter()
                .filter(|e| e.withdrawn.is_none())
                .map(|e| e.user.clone())
                .collect();
            let pairs: Vec<(String, String)> = round
                .pairings
                .iter()
                .map(|p| (p.first.clone(), p.second.clone()))
                .collect();
            let ours = faults_of(&pairs, round.bye.as_ref(), &h);
            let best = best_faults(&active, &h);
            assert_eq!(ours, best, "round {}: {round:?}", round.number);
            // With at most half the field's rounds, rematches and second byes never happen.
            if round.number <= active.len() as u32 / 2 {
                assert_eq!((ours.0, ours.1), (0, 0));
            }
        });
        prop_assert_eq!(t.status, Status::Finished);
        prop_assert!(!t.winners().is_empty());
    }

    /// Larger Swiss fields: everyone paired once a round, no rematch and no second bye while
    /// the rounds are at most half the field, colour differences within 2 in early rounds.
    #[test]
    fn swiss_on_larger_fields(
        players in 10u32..=40,
        rounds in 1u32..=7,
        script in proptest::collection::vec(0u8..40, 400),
    ) {
        let mut t = Tournament::new(settings(Format::Swiss { rounds }, 64)).unwrap();
        for i in 0..players {
            t.join(&format!("p{i:02}")).unwrap();
        }
        play(&mut t, &script, |before, after| {
            if after.rounds.len() == before.rounds.len() {
                return;
            }
            let round = after.current_round().unwrap();
            everyone_present_once(after, round);
            let active = after.entrants.iter().filter(|e| e.withdrawn.is_none()).count();
            let pairs: Vec<(String, String)> = round
                .pairings
                .iter()
                .map(|p| (p.first.clone(), p.second.clone()))
                .collect();
            let faults = faults_of(&pairs, round.bye.as_ref(), &histories(before));
            if round.number <= active as u32 / 2 {
                assert_eq!((faults.0, faults.1), (0, 0), "round {}", round.number);
            }
        });
        prop_assert_eq!(t.status, Status::Finished);
        let planned = rounds.min(berger::rounds(players));
        if t.entrants.iter().all(|e| e.withdrawn.is_none()) {
            prop_assert_eq!(t.rounds.len() as u32, planned);
        } else {
            prop_assert!(t.rounds.len() as u32 <= planned);
        }
    }

    /// Round robins: everyone meets everyone once per cycle, the withdrawn by forfeit, and the
    /// points add up.
    #[test]
    fn round_robins_play_every_pair(
        players in 2u32..=9,
        double in any::<bool>(),
        script in proptest::collection::vec(0u8..40, 120),
    ) {
        let format = if double { Format::DoubleRoundRobin } else { Format::RoundRobin };
        let mut t = Tournament::new(settings(format, 9)).unwrap();
        for i in 0..players {
            t.join(&format!("p{i}")).unwrap();
        }
        play(&mut t, &script, |_, after| {
            if let Some(round) = after.current_round() {
                everyone_present_once(after, round);
            }
        });
        prop_assert_eq!(t.status, Status::Finished);
        let mut met: BTreeMap<(String, String), u32> = BTreeMap::new();
        for p in t.rounds.iter().flat_map(|r| &r.pairings) {
            let key = (p.first.clone().min(p.second.clone()), p.first.clone().max(p.second.clone()));
            *met.entry(key).or_default() += 1;
        }
        let cycles = if double { 2 } else { 1 };
        prop_assert_eq!(met.len() as u32, players * (players - 1) / 2);
        prop_assert!(met.values().all(|&n| n == cycles));
        let standings = t.standings();
        let total: Points = standings.rows.iter().map(|r| r.points).sum();
        let games = t
            .rounds
            .iter()
            .flat_map(|r| &r.pairings)
            .filter(|p| p.result != Some(GameResult::BothForfeited))
            .count() as i64;
        prop_assert_eq!(total, Points(Points::ONE.0 * games));
        for w in standings.rows.windows(2) {
            prop_assert!(w[0].points >= w[1].points && w[0].rank <= w[1].rank);
        }
    }
}
