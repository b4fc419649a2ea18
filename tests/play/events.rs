//! Tournaments played through the table (issue 27): created by a moderator, joined with the
//! sign-up message's commands, started, each round's games started in rooms of the channel
//! by the sweeper and ended by resignations and time-outs, the next round paired once every
//! game has ended, standings and winners announced. Refusals, a withdrawal, a restart in the
//! middle, and two processes noticing the end of a round at once.

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::{ChannelRef, GameStatus};
use tablero::games::GameRules;
use tablero::i18n::Locale;
use tablero::messages::{self, PlainStyle};
use tablero::store::{StoredTournament, TournamentId};
use tablero::table::options::ChallengeOptions;
use tablero::table::{
    Action, Actor, Announcement, Msg, Reply, Table, TableError, TournamentLine, TournamentRefusal,
    TournamentRequest,
};
use tablero::tournament::{Format, GameResult, Status};

pub(crate) fn organizer() -> Actor {
    actor("org").as_moderator()
}

pub(crate) fn lobby() -> ChannelRef {
    channel("lobby")
}

pub(crate) fn request(name: &str, format: Format, max: u32) -> TournamentRequest {
    TournamentRequest {
        name: name.into(),
        options: ChallengeOptions::default(),
        format: Some(format),
        max_players: Some(max),
        starts_at: None,
    }
}

/// The tournament a sign-up reply shows.
pub(crate) fn signed_up(reply: &Reply) -> TournamentId {
    reply
        .lines
        .iter()
        .find_map(|m| match m {
            Msg::Tournament(TournamentLine::SignUp { id, .. }) => Some(TournamentId(*id)),
            _ => None,
        })
        .expect("a sign-up line")
}

async fn create(table: &Table, format: Format, players: &[&str]) -> TournamentId {
    let reply = table
        .create_tournament(&lobby(), &organizer(), &request("Cup", format, 16))
        .await
        .unwrap();
    let id = signed_up(&reply);
    for p in players {
        table
            .join_tournament(&lobby(), &actor(p), Some(id))
            .await
            .unwrap();
    }
    id
}

async fn load(table: &Table, id: TournamentId) -> StoredTournament {
    table.store().tournament(id).await.unwrap().unwrap()
}

/// The tournament lines of a sweep's announcements.
fn lines(out: &[Announcement]) -> Vec<TournamentLine> {
    out.iter()
        .flat_map(|a| &a.reply.lines)
        .filter_map(|m| match m {
            Msg::Tournament(t) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

/// How many of a sweep's announcements carry a board (a game starting), as opposed to the
/// standings' image of a round's end.
fn boards(out: &[Announcement]) -> usize {
    out.iter()
        .filter(|a| {
            a.reply
                .attachment
                .as_ref()
                .is_some_and(|f| f.filename == "board.png")
        })
        .count()
}

/// The standings image a reply carries, as the test renderer writes it (a line per row).
fn standings_image(reply: &Reply) -> Option<String> {
    reply
        .attachment
        .as_ref()
        .filter(|f| f.filename == "standings.png")
        .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
}

fn rounds_over(out: &[Announcement]) -> usize {
    lines(out)
        .iter()
        .filter(|l| matches!(l, TournamentLine::Standings { .. }))
        .count()
}

/// Ends every game of the current round still being played: `loser` picks who resigns.
async fn play_round(table: &Table, id: TournamentId, loser: impl Fn(&str, &str) -> String) {
    let st = load(table, id).await;
    let round = st.tournament.current_round().unwrap().clone();
    for p in &round.pairings {
        let Some(game) = st.games.get(&(round.number, p.board)) else {
            continue;
        };
        let stored = table.store().game(*game).await.unwrap().unwrap();
        if stored.status != GameStatus::Active {
            continue;
        }
        let who = loser(&p.first, &p.second);
        table
            .resign(&stored.channel, &actor(&who))
            .await
            .expect("the loser resigns in the game's room");
    }
}

/// Alphabetical order decides: the name that sorts first wins.
fn later_name_loses(a: &str, b: &str) -> String {
    a.max(b).to_string()
}

#[tokio::test]
async fn a_four_player_round_robin_is_played_to_the_end() {
    let f = fixture().await;
    let t = &f.table;
    let id = create(t, Format::RoundRobin, &["ana", "bea", "cai", "dan"]).await;
    let started = t
        .start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    let text = messages::lines(&started.lines, Locale::EN, &PlainStyle);
    assert!(
        text.contains("Cup begins with 4 players, over 3 rounds"),
        "{text}"
    );
    // The sweeper starts round 1's two games, each in a room of the channel.
    let out = t.sweep().await.unwrap();
    let starts: Vec<&Announcement> = out
        .iter()
        .filter(|a| a.reply.attachment.is_some())
        .collect();
    assert_eq!(boards(&out), starts.len());
    assert_eq!(starts.len(), 2);
    for a in &starts {
        assert_ne!(a.channel.channel, "lobby");
        let note = a
            .reply
            .parent_note
            .as_ref()
            .expect("the channel hears of it");
        assert_eq!(note.channel, "lobby");
    }
    // A second sweep starts nothing more.
    assert!(t.sweep().await.unwrap().is_empty());
    for round in 1..=3 {
        play_round(t, id, later_name_loses).await;
        let out = t.sweep().await.unwrap();
        assert_eq!(rounds_over(&out), 1, "round {round} ends once");
        // The round's end shows the standings drawn too, with the players' names.
        let over = out
            .iter()
            .find_map(|a| standings_image(&a.reply))
            .expect("the standings drawn at the round's end");
        assert!(over.contains("ana the player"), "{over}");
        let st = load(t, id).await;
        if round < 3 {
            assert_eq!(st.tournament.rounds.len(), round + 1);
            assert_eq!(boards(&out), 2, "round {} starts its games", round + 1);
        } else {
            assert_eq!(st.tournament.status, Status::Finished);
            assert!(lines(&out).contains(&TournamentLine::Winners {
                name: "Cup".into(),
                winners: vec!["ana".into()],
            }));
        }
    }
    let st = load(t, id).await;
    let standings = st.tournament.standings();
    let order: Vec<&str> = standings.rows.iter().map(|r| r.user.as_str()).collect();
    assert_eq!(order, ["ana", "bea", "cai", "dan"]);
    // Everyone met everyone once; every game was rated and finished.
    assert_eq!(st.games.len(), 6);
    for game in st.games.values() {
        let g = t.store().game(*game).await.unwrap().unwrap();
        assert_eq!(g.status, GameStatus::Finished);
        assert!(g.deltas.is_some());
    }
    let shown = t.tournament_standings(&lobby(), None).await.unwrap();
    // In words and as a table, with the names players go by (not their ids).
    let image = standings_image(&shown).expect("/tournament standings draws them");
    assert_eq!(
        image.lines().collect::<Vec<_>>(),
        [
            "standings:",
            "1 ana the player 3",
            "2 bea the player 2",
            "3 cai the player 1",
            "4 dan the player 0"
        ]
    );
    for locale in [Locale::EN, Locale::ES, Locale::FR] {
        let text = messages::lines(&shown.lines, locale, &PlainStyle);
        assert!(
            text.contains("ana") && text.contains("Sonneborn-Berger"),
            "{text}"
        );
    }
    // Nothing more happens.
    assert!(t.sweep().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_five_player_swiss_with_a_bye_a_withdrawal_and_a_time_out() {
    let f = fixture().await;
    let t = &f.table;
    let players = ["p1", "p2", "p3", "p4", "p5"];
    let id = create(t, Format::Swiss { rounds: 3 }, &players).await;
    t.start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    t.sweep().await.unwrap();
    let st = load(t, id).await;
    let r1 = st.tournament.current_round().unwrap();
    assert_eq!(r1.pairings.len(), 2);
    let bye1 = r1.bye.clone().expect("an odd field has a bye");

    // Round 1: one game by resignation, the other on time.
    let first = &r1.pairings[0];
    let room = t
        .store()
        .game(st.games[&(1, first.board)])
        .await
        .unwrap()
        .unwrap()
        .channel;
    t.resign(&room, &actor(&first.second)).await.unwrap();
    let second = r1.pairings[1].clone();
    let room2 = t
        .store()
        .game(st.games[&(1, second.board)])
        .await
        .unwrap()
        .unwrap()
        .channel;
    // Both move (White's first turn is one capture; Black's, a capture and a pass), then
    // White lets the time run out: an ordinary loss on time.
    let g = t
        .store()
        .game(st.games[&(1, second.board)])
        .await
        .unwrap()
        .unwrap();
    let mut game = g.spec.start(g.seed);
    let white = game.legal_moves()[0].clone();
    game.play_text(&white).unwrap();
    let black = game.legal_moves()[0].clone();
    t.play(&room2, &actor(&second.first), &white).await.unwrap();
    t.play(&room2, &actor(&second.second), &black)
        .await
        .unwrap();
    t.pass(&room2, &actor(&second.second)).await.unwrap();
    f.clock.advance(2 * 86_400);
    let out = t.sweep().await.unwrap();
    assert_eq!(rounds_over(&out), 1);
    let st = load(t, id).await;
    assert_eq!(
        st.tournament.rounds[0].pairings[1].result,
        Some(GameResult::Won(tablero::games::Seat::Second))
    );

    // Round 2: a player withdraws in the middle of their game; it is lost by forfeit.
    let r2 = st.tournament.current_round().unwrap().clone();
    assert_ne!(
        r2.bye.as_deref(),
        Some(bye1.as_str()),
        "nobody gets two byes"
    );
    let quitter = r2.pairings[0].first.clone();
    let reply = t
        .withdraw_from_tournament(&lobby(), &actor(&quitter), Some(id), None)
        .await
        .unwrap();
    assert!(matches!(
        &reply.lines[0],
        Msg::Tournament(TournamentLine::Withdrew { forfeit: true, .. })
    ));
    let out = t.sweep().await.unwrap();
    let game = t
        .store()
        .game(st.games[&(2, r2.pairings[0].board)])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        game.status,
        GameStatus::Aborted,
        "the forfeited game is ended, unrated"
    );
    assert!(!out.is_empty());
    let st = load(t, id).await;
    assert_eq!(
        st.tournament.rounds[1].pairings[0].result,
        Some(GameResult::Forfeited(tablero::games::Seat::First))
    );
    // Withdrawing twice is refused.
    assert_eq!(
        t.withdraw_from_tournament(&lobby(), &actor(&quitter), Some(id), None)
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::AlreadyWithdrawn)
    );
    play_round(t, id, later_name_loses).await;
    assert_eq!(rounds_over(&t.sweep().await.unwrap()), 1);

    // Round 3: four players left, two games, no bye, the quitter nowhere.
    let st = load(t, id).await;
    let r3 = st.tournament.current_round().unwrap().clone();
    assert_eq!(r3.number, 3);
    assert!(r3.pairing_of(&quitter).is_none() && r3.bye.as_deref() != Some(&quitter));
    assert_eq!(r3.pairings.len(), 2);
    play_round(t, id, later_name_loses).await;
    let out = t.sweep().await.unwrap();
    let st = load(t, id).await;
    assert_eq!(st.tournament.status, Status::Finished);
    // No pair met twice.
    let mut met = std::collections::BTreeSet::new();
    for r in &st.tournament.rounds {
        for p in &r.pairings {
            let pair = (
                p.first.clone().min(p.second.clone()),
                p.first.clone().max(p.second.clone()),
            );
            assert!(met.insert(pair), "a pair met twice");
        }
    }
    let text = messages::lines(
        &out.iter()
            .flat_map(|a| a.reply.lines.clone())
            .collect::<Vec<_>>(),
        Locale::ES,
        &PlainStyle,
    );
    assert!(text.contains("Clasificación final de Cup"), "{text}");
    assert!(text.contains("retirado"), "{text}");
}

#[tokio::test]
async fn refusals_change_nothing() {
    let f = fixture().await;
    let t = &f.table;
    let refused = |e: TableError| e;
    // Only moderators create.
    assert_eq!(
        refused(
            t.create_tournament(
                &lobby(),
                &actor("ana"),
                &request("Cup", Format::RoundRobin, 8)
            )
            .await
            .unwrap_err()
        ),
        TableError::Tournament(TournamentRefusal::NotModerator)
    );
    // Bad values, each with its reason.
    let bad = [
        (
            request("  ", Format::RoundRobin, 8),
            TournamentRefusal::EmptyName,
        ),
        (
            request("Cup", Format::RoundRobin, 1),
            TournamentRefusal::BadMaxPlayers { max: 128 },
        ),
        (
            request("Cup", Format::Swiss { rounds: 0 }, 8),
            TournamentRefusal::BadRounds { max: 30 },
        ),
        (
            TournamentRequest {
                starts_at: Some(f.clock.0.load(std::sync::atomic::Ordering::SeqCst) - 1),
                ..request("Cup", Format::RoundRobin, 8)
            },
            TournamentRefusal::StartInPast,
        ),
        (
            TournamentRequest {
                options: ChallengeOptions {
                    side: Some(tablero::table::options::SideWord::First),
                    ..Default::default()
                },
                ..request("Cup", Format::RoundRobin, 8)
            },
            TournamentRefusal::NotAnOption("side"),
        ),
        (
            TournamentRequest {
                options: ChallengeOptions {
                    geese: Some(15),
                    ..Default::default()
                },
                ..request("Cup", Format::RoundRobin, 8)
            },
            TournamentRefusal::BadOption(tablero::table::options::OptionError::NotForThisGame(
                "geese",
            )),
        ),
    ];
    for (req, why) in bad {
        let e = t
            .create_tournament(&lobby(), &organizer(), &req)
            .await
            .unwrap_err();
        assert_eq!(e, TableError::Tournament(why));
        for locale in [Locale::EN, Locale::ES, Locale::FR] {
            let text = messages::text(&Msg::Refused(e.clone()), locale, &PlainStyle);
            assert!(!text.is_empty() && !text.contains('{'), "{text}");
        }
    }
    let turn = TournamentRequest {
        options: ChallengeOptions {
            time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 1 }),
            ..Default::default()
        },
        ..request("Cup", Format::RoundRobin, 8)
    };
    assert!(matches!(
        t.create_tournament(&lobby(), &organizer(), &turn).await,
        Err(TableError::BadTimeControl(
            tablero::time_control::TimeControlError::TurnOutOfRange { .. }
        ))
    ));
    assert!(
        t.store()
            .tournaments_in(Some("guild"), 10)
            .await
            .unwrap()
            .is_empty()
    );

    // A full tournament, a second join, a stranger starting it, a join after the start.
    let reply = t
        .create_tournament(
            &lobby(),
            &organizer(),
            &request("Duel", Format::RoundRobin, 2),
        )
        .await
        .unwrap();
    let id = signed_up(&reply);
    assert_eq!(reply.buttons.len(), 2);
    assert_eq!(
        reply.buttons[0].action,
        Action::JoinTournament { tournament: id }
    );
    t.join_tournament(&lobby(), &actor("ana"), Some(id))
        .await
        .unwrap();
    assert_eq!(
        t.join_tournament(&lobby(), &actor("ana"), None)
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::AlreadyJoined)
    );
    t.join_tournament(&lobby(), &actor("bea"), Some(id))
        .await
        .unwrap();
    assert_eq!(
        t.join_tournament(&lobby(), &actor("cai"), Some(id))
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::Full { max: 2 })
    );
    assert_eq!(load(t, id).await.tournament.entrants.len(), 2);
    assert_eq!(
        t.start_tournament(&lobby(), &actor("ana"), Some(id))
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::NotOrganizer)
    );
    t.leave_tournament(&lobby(), &actor("bea"), Some(id))
        .await
        .unwrap();
    t.join_tournament(&lobby(), &actor("dan"), Some(id))
        .await
        .unwrap();
    t.start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    assert_eq!(
        t.join_tournament(&lobby(), &actor("eva"), Some(id))
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::NotOpen)
    );
    assert_eq!(
        t.leave_tournament(&lobby(), &actor("ana"), Some(id))
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::NotOpen)
    );
    // A tournament of another server is unknown here.
    let elsewhere = ChannelRef::new(Some("other"), "lobby");
    assert_eq!(
        t.join_tournament(&elsewhere, &actor("eva"), Some(id))
            .await
            .unwrap_err(),
        TableError::Tournament(TournamentRefusal::NoTournament)
    );
}

#[tokio::test]
async fn at_its_start_time_a_tournament_starts_or_is_cancelled() {
    let f = fixture().await;
    let t = &f.table;
    let now = t.now();
    let at = |name: &str| TournamentRequest {
        starts_at: Some(now + 3600),
        ..request(name, Format::RoundRobin, 8)
    };
    let lonely = signed_up(
        &t.create_tournament(&lobby(), &organizer(), &at("Lonely"))
            .await
            .unwrap(),
    );
    t.join_tournament(&lobby(), &actor("ana"), Some(lonely))
        .await
        .unwrap();
    let busy = signed_up(
        &t.create_tournament(&lobby(), &organizer(), &at("Busy"))
            .await
            .unwrap(),
    );
    for p in ["ana", "bea", "cai"] {
        t.join_tournament(&lobby(), &actor(p), Some(busy))
            .await
            .unwrap();
    }
    assert!(lines(&t.sweep().await.unwrap()).is_empty(), "not yet");
    f.clock.advance(3600);
    let out = t.sweep().await.unwrap();
    assert!(lines(&out).contains(&TournamentLine::Cancelled {
        name: "Lonely".into(),
        too_few: true
    }));
    assert_eq!(load(t, lonely).await.tournament.status, Status::Cancelled);
    let st = load(t, busy).await;
    assert_eq!(st.tournament.status, Status::Running);
    // Three players: one game and a bye in round 1, started in the same pass.
    assert_eq!(st.games.len(), 1);
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_round_loses_nothing() {
    let f = fixture().await;
    let id = create(&f.table, Format::RoundRobin, &["ana", "bea", "cai", "dan"]).await;
    f.table
        .start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    f.table.sweep().await.unwrap();
    // One game of round 1 ends; the first process goes away before sweeping.
    let st = load(&f.table, id).await;
    let game = f
        .table
        .store()
        .game(st.games[&(1, 1)])
        .await
        .unwrap()
        .unwrap();
    let p = &st.tournament.rounds[0].pairings[0];
    f.table
        .resign(
            &game.channel,
            &actor(&later_name_loses(&p.first, &p.second)),
        )
        .await
        .unwrap();
    let second = f.second_process(f.table.config().clone()).await;
    // The result is stored already; the other game ends under the new process.
    assert!(
        load(&second, id).await.tournament.rounds[0].pairings[0]
            .result
            .is_some()
    );
    play_round(&second, id, later_name_loses).await;
    assert_eq!(rounds_over(&second.sweep().await.unwrap()), 1);
    for _ in 2..=3 {
        play_round(&second, id, later_name_loses).await;
        second.sweep().await.unwrap();
    }
    assert_eq!(load(&second, id).await.tournament.status, Status::Finished);
}

#[tokio::test]
async fn two_processes_noticing_the_end_of_a_round_pair_it_once() {
    let f = fixture().await;
    let id = create(
        &f.table,
        Format::Swiss { rounds: 3 },
        &["ana", "bea", "cai", "dan"],
    )
    .await;
    f.table
        .start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    f.table.sweep().await.unwrap();
    let second = f.second_process(f.table.config().clone()).await;
    play_round(&f.table, id, later_name_loses).await;
    let (a, b) = tokio::join!(f.table.sweep(), second.sweep());
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(
        rounds_over(&a) + rounds_over(&b),
        1,
        "one announcement of the round"
    );
    assert_eq!(
        boards(&a) + boards(&b),
        2,
        "each game of round 2 started once"
    );
    let st = load(&f.table, id).await;
    assert_eq!(st.tournament.rounds.len(), 2);
    assert_eq!(st.games.len(), 4);
    let active =
        support::query_i64(&f.db, "SELECT COUNT(*) FROM games WHERE status = 'active'").await;
    assert_eq!(active, Some(2));
}

/// Draws boards as the test renderer does, and fails on every standings image.
struct NoStandings;

impl tablero::render::Renderer for NoStandings {
    fn board(
        &self,
        game: &tablero::games::AnyGame,
        view: &tablero::render::BoardView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        support::TextRenderer.board(game, view)
    }

    fn replay(
        &self,
        game: &tablero::games::AnyGame,
        view: &tablero::render::BoardView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        support::TextRenderer.replay(game, view)
    }

    fn standings(
        &self,
        _: &tablero::render::StandingsView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        Err(tablero::render::RenderError::Level(42))
    }
}

#[tokio::test]
async fn the_standings_are_drawn_mid_round_and_a_drawing_failure_leaves_the_text() {
    use std::sync::Arc;
    use tablero::render::Boards;
    let f = fixture().await;
    let id = create(
        &f.table,
        Format::Swiss { rounds: 3 },
        &["ana", "bea", "cai"],
    )
    .await;
    // Before the start: the sign-up, nothing to draw.
    let early = f
        .table
        .tournament_standings(&lobby(), Some(id))
        .await
        .unwrap();
    assert!(early.attachment.is_none());
    f.table
        .start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    f.table.sweep().await.unwrap();
    // Round 1 is being played: everyone on 0, the bye's player on 1.
    let shown = f
        .table
        .tournament_standings(&lobby(), Some(id))
        .await
        .unwrap();
    let image = standings_image(&shown).expect("drawn before any round is complete");
    assert!(image.starts_with("standings:\n1 "), "{image}");
    // The real renderer draws a PNG for the same reply.
    let store = tablero::store::Store::open(&f.db).await.unwrap();
    let drawing = Table::new(
        store,
        Arc::new(Boards::new()),
        f.clock.clone(),
        f.table.config().clone(),
    );
    let drawn = drawing
        .tournament_standings(&lobby(), Some(id))
        .await
        .unwrap();
    let png = &drawn.attachment.as_ref().expect("an image").bytes;
    let (w, h) = crate::support::decode_png(png).dimensions();
    assert!(w >= 400 && h >= 200, "{w}x{h}");
    // A renderer that fails: the standings go out in words alone.
    let store = tablero::store::Store::open(&f.db).await.unwrap();
    let broken = Table::new(
        store,
        Arc::new(NoStandings),
        f.clock.clone(),
        f.table.config().clone(),
    );
    let words = broken
        .tournament_standings(&lobby(), Some(id))
        .await
        .unwrap();
    assert!(words.attachment.is_none());
    assert_eq!(words.lines, shown.lines);
    play_round(&broken, id, later_name_loses).await;
    let out = broken.sweep().await.unwrap();
    assert_eq!(
        rounds_over(&out),
        1,
        "the round still ends, announced in words"
    );
    assert!(out.iter().all(|a| standings_image(&a.reply).is_none()));
}
