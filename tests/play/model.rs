//! The play layer under random operation: random sequences of challenges, answers, moves
//! (legal, illegal and malformed), passes, offers and their answers, resignations, turns out
//! of time and restarts, checked after every step against the store's own audit (`tablero
//! check`), the outbox (every change announced once) and a simple model of the channels
//! (which game is active, who plays it, how many single moves it has, and which commands
//! must be refused).

use std::collections::HashSet;

use proptest::prelude::*;
use tablero::domain::{ChallengeId, ChannelRef, GameId, OfferKind, SideChoice};
use tablero::games::{AnyGame, GameRules, GameSpec, Seat, TzaarSetup, foxgeese::Variant};
use tablero::table::{Action, ChallengeRequest, Reply};

use crate::table_support::{Fixture, actor, channel, fixture};

const USERS: [&str; 3] = ["ana", "ben", "cai"];
const CHANNELS: [&str; 2] = ["c1", "c2"];

#[derive(Clone, Debug)]
enum Step {
    /// Challenger, opponent (`None`: open; may name the challenger), Fox and Geese or TZAAR.
    Challenge(usize, usize, Option<usize>, bool),
    Accept(usize, usize),
    Decline(usize, usize),
    Cancel(usize, usize),
    /// The n-th legal move (modulo their number).
    Move(usize, usize, usize),
    /// A move that is no move.
    Garbage(usize, usize, usize),
    Pass(usize, usize),
    Undo(usize, usize),
    Draw(usize, usize),
    Answer(usize, usize, bool, bool),
    Resign(usize, usize),
    TimeOut,
    Restart,
}

fn any_step() -> impl Strategy<Value = Step> {
    let ch = 0..CHANNELS.len();
    // A user, or (past the last) the player to move or the other player of the channel's game.
    let user = 0..USERS.len() + 2;
    prop_oneof![
        3 => (ch.clone(), user.clone(), prop::option::of(user.clone()), any::<bool>())
            .prop_map(|(c, u, o, fg)| Step::Challenge(c, u, o, fg)),
        6 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Accept(c, u)),
        1 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Decline(c, u)),
        1 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Cancel(c, u)),
        30 => (ch.clone(), user.clone(), any::<usize>()).prop_map(|(c, u, n)| Step::Move(c, u, n)),
        1 => (ch.clone(), user.clone(), 0..4usize).prop_map(|(c, u, n)| Step::Garbage(c, u, n)),
        1 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Pass(c, u)),
        3 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Undo(c, u)),
        3 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Draw(c, u)),
        8 => (ch.clone(), user.clone(), any::<bool>(), any::<bool>())
            .prop_map(|(c, u, undo, yes)| Step::Answer(c, u, undo, yes)),
        1 => (ch.clone(), user.clone()).prop_map(|(c, u)| Step::Resign(c, u)),
        1 => Just(Step::TimeOut),
        1 => Just(Step::Restart),
    ]
}

#[derive(Clone, Debug)]
struct Pending {
    id: ChallengeId,
    challenger: usize,
    opponent: Option<usize>,
    spec: GameSpec,
}

#[derive(Clone, Debug)]
struct Active {
    id: GameId,
    players: [String; 2],
    game: AnyGame,
    /// Who played each single move.
    seats: Vec<Seat>,
    /// Who stands behind an undo request and a draw offer: either lapses when the game
    /// changes.
    offers: [Option<Seat>; 2],
}

impl Active {
    fn seat_of(&self, user: &str) -> Option<Seat> {
        if self.players[0] == user {
            Some(Seat::First)
        } else if self.players[1] == user {
            Some(Seat::Second)
        } else {
            None
        }
    }
}

#[derive(Default)]
struct Model {
    pending: [Vec<Pending>; 2],
    active: [Option<Active>; 2],
}

struct Run {
    f: Fixture,
    model: Model,
    marks: HashSet<String>,
}

fn request(opponent: Option<usize>, foxgeese: bool) -> ChallengeRequest {
    ChallengeRequest {
        opponent: opponent.map(|o| USERS[o].to_string()),
        spec: if foxgeese {
            tablero::games::foxgeese::spec(Variant::Halatafl)
        } else {
            tablero::games::tzaar::spec(TzaarSetup::Fixed)
        },
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

fn ch(c: usize) -> ChannelRef {
    channel(CHANNELS[c])
}

impl Run {
    /// Delivers a reply as the front end would (`discord/deliver.rs` reports every reply it
    /// sends delivered, a private one too: the first half of a TZAAR turn is answered
    /// privately and announces its change), checking its change is announced once.
    async fn deliver(&mut self, reply: &Reply) {
        if let Some(mark) = reply.announcement_mark() {
            assert!(
                self.marks.insert(mark.clone()),
                "{mark} announced twice: {reply:?}"
            );
        }
        self.f.table.delivered(reply).await;
    }

    /// The result of a command the model says is allowed (`true`) or must be refused.
    async fn expect(
        &mut self,
        allowed: bool,
        what: &Step,
        result: Result<Reply, impl std::fmt::Debug>,
    ) -> Option<Reply> {
        match result {
            Ok(reply) => {
                assert!(allowed, "{what:?} should have been refused, got {reply:?}");
                self.deliver(&reply).await;
                Some(reply)
            }
            Err(e) => {
                assert!(
                    !allowed,
                    "{what:?} should have been allowed, refused: {e:?}"
                );
                None
            }
        }
    }

    /// The model's game of channel `c` read again from the store (after a change whose
    /// effect on the moves the model does not compute itself: an accepted undo).
    async fn resync(&mut self, c: usize) {
        let store = self.f.table.store();
        let stored = store.active_game(&ch(c)).await.unwrap();
        match (&mut self.model.active[c], stored) {
            (Some(active), Some(stored)) => {
                assert_eq!(active.id, stored.id);
                let moves = store.moves(stored.id).await.unwrap();
                let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
                let old = active.game.move_texts();
                assert!(texts.len() <= old.len(), "an answer added moves");
                assert_eq!(
                    &old[..texts.len()],
                    &texts[..],
                    "the moves kept are not a prefix"
                );
                active.game = AnyGame::replay(stored.spec, stored.seed, &texts).unwrap();
                active.seats = moves.iter().map(|m| m.seat).collect();
            }
            (active, None) => *active = None,
            (None, Some(stored)) => panic!("a game appeared: {stored:?}"),
        }
    }

    /// The store agrees with the model, the audit finds nothing, nothing waits in the outbox.
    async fn check(&mut self) {
        let table = &self.f.table;
        let (_, problems) = table.audit().await.unwrap();
        assert!(problems.is_empty(), "audit: {problems:?}");
        assert_eq!(
            table.outbox_backlog().await.unwrap(),
            0,
            "undelivered changes"
        );
        for (c, name) in CHANNELS.iter().enumerate() {
            let stored = table.store().active_game(&ch(c)).await.unwrap();
            match (&self.model.active[c], stored) {
                (None, None) => {}
                (Some(a), Some(s)) => {
                    assert_eq!(a.id, s.id);
                    assert_eq!(a.players, s.players);
                    assert_eq!(a.game.ply() as i64, s.ply, "single moves in {name}");
                    assert_eq!(a.game.position_text(), s.position);
                }
                (a, s) => panic!("channel {name}: model {a:?}, store {s:?}"),
            }
        }
    }

    /// A step's user: one of [`USERS`], or the player to move or the other player.
    fn who(&self, c: usize, u: usize) -> usize {
        let Some(a) = &self.model.active[c] else {
            return u % USERS.len();
        };
        if u < USERS.len() {
            return u;
        }
        let seat = if u == USERS.len() {
            a.game.to_move()
        } else {
            a.game.to_move().other()
        };
        let name = &a.players[seat.index()];
        USERS.iter().position(|x| x == name).unwrap()
    }

    /// An accept's user: one of [`USERS`], or (past the last) someone the channel's newest
    /// challenge is open to.
    fn accepter(&self, c: usize, u: usize) -> usize {
        match self.model.pending[c].last() {
            Some(p) if u >= USERS.len() => p.opponent.unwrap_or((p.challenger + 1) % USERS.len()),
            _ => u % USERS.len(),
        }
    }

    /// An undo request's user: one of [`USERS`], or (past the last) whoever moved last.
    fn last_mover(&self, c: usize, u: usize) -> usize {
        match &self.model.active[c] {
            Some(a) if u >= USERS.len() && !a.seats.is_empty() => {
                let seat = *a.seats.last().unwrap();
                let name = &a.players[seat.index()];
                USERS.iter().position(|x| x == name).unwrap()
            }
            _ => self.who(c, u),
        }
    }

    /// An answer: by one of [`USERS`] to the offer asked for, or (past the last) by the
    /// other player to an offer that stands, if any.
    fn answerer(&self, c: usize, u: usize, undo: bool, yes: bool) -> Step {
        let standing = self.model.active[c].as_ref().and_then(|a| {
            let k = usize::from(!undo);
            let (k, from) = a.offers[k]
                .map(|from| (k, from))
                .or_else(|| a.offers[1 - k].map(|from| (1 - k, from)))?;
            let name = &a.players[from.other().index()];
            Some((k == 0, USERS.iter().position(|x| x == name).unwrap()))
        });
        match standing {
            Some((undo, user)) if u >= USERS.len() => Step::Answer(c, user, undo, yes),
            _ => Step::Answer(c, self.who(c, u), undo, yes),
        }
    }

    async fn step(&mut self, step: &Step) {
        let step = &match *step {
            Step::Challenge(c, u, o, fg) => {
                Step::Challenge(c, u % USERS.len(), o.map(|o| o % USERS.len()), fg)
            }
            Step::Accept(c, u) => Step::Accept(c, self.accepter(c, u)),
            Step::Decline(c, u) => Step::Decline(c, u % USERS.len()),
            Step::Cancel(c, u) => Step::Cancel(c, u % USERS.len()),
            Step::Move(c, u, n) => Step::Move(c, self.who(c, u), n),
            Step::Garbage(c, u, n) => Step::Garbage(c, self.who(c, u), n),
            Step::Pass(c, u) => Step::Pass(c, self.who(c, u)),
            Step::Undo(c, u) => Step::Undo(c, self.last_mover(c, u)),
            Step::Draw(c, u) => Step::Draw(c, self.who(c, u)),
            Step::Answer(c, u, undo, yes) => self.answerer(c, u, undo, yes),
            Step::Resign(c, u) => Step::Resign(c, self.who(c, u)),
            Step::TimeOut => Step::TimeOut,
            Step::Restart => Step::Restart,
        };
        match *step {
            Step::Challenge(c, u, o, fg) => {
                let allowed = self.model.active[c].is_none()
                    && o != Some(u)
                    && !self.model.pending[c].iter().any(|p| p.challenger == u);
                let req = request(o, fg);
                let result = self.f.table.challenge(&ch(c), &actor(USERS[u]), &req).await;
                if let Some(reply) = self.expect(allowed, step, result).await {
                    let id = reply
                        .buttons
                        .iter()
                        .find_map(|b| match b.action {
                            Action::Accept { challenge } => Some(challenge),
                            _ => None,
                        })
                        .expect("an accept button");
                    self.model.pending[c].push(Pending {
                        id,
                        challenger: u,
                        opponent: o,
                        spec: req.spec,
                    });
                }
            }
            Step::Accept(c, u) => {
                // As `find_challenge` ranks them: addressed to the actor, then open ones of
                // someone else, the newest first; anything else is refused.
                let pick = self.model.pending[c]
                    .iter()
                    .filter(|p| p.challenger != u && p.opponent == Some(u))
                    .chain(
                        self.model.pending[c]
                            .iter()
                            .filter(|p| p.challenger != u && p.opponent.is_none()),
                    )
                    .min_by_key(|p| (p.opponent.is_none(), std::cmp::Reverse(p.id.0)))
                    .cloned();
                let allowed = pick.is_some() && self.model.active[c].is_none();
                let result = self.f.table.accept(&ch(c), &actor(USERS[u]), None).await;
                if self.expect(allowed, step, result).await.is_some() {
                    let p = pick.unwrap();
                    self.model.pending[c].retain(|q| q.id != p.id);
                    let stored = self
                        .f
                        .table
                        .store()
                        .active_game(&ch(c))
                        .await
                        .unwrap()
                        .unwrap();
                    self.model.active[c] = Some(Active {
                        id: stored.id,
                        players: [USERS[p.challenger].to_string(), USERS[u].to_string()],
                        game: p.spec.start(stored.seed),
                        seats: Vec::new(),
                        offers: [None, None],
                    });
                }
            }
            Step::Decline(c, u) => {
                let pick = self.model.pending[c]
                    .iter()
                    .filter(|p| p.challenger != u && p.opponent == Some(u))
                    .max_by_key(|p| p.id.0)
                    .map(|p| p.id);
                let result = self.f.table.decline(&ch(c), &actor(USERS[u]), None).await;
                if self.expect(pick.is_some(), step, result).await.is_some() {
                    self.model.pending[c].retain(|q| Some(q.id) != pick);
                }
            }
            Step::Cancel(c, u) => {
                let pick = self.model.pending[c]
                    .iter()
                    .find(|p| p.challenger == u)
                    .map(|p| p.id);
                let result = self.f.table.cancel(&ch(c), &actor(USERS[u]), None).await;
                if self.expect(pick.is_some(), step, result).await.is_some() {
                    self.model.pending[c].retain(|q| Some(q.id) != pick);
                }
            }
            Step::Move(c, u, n) => {
                let (allowed, text) = match &self.model.active[c] {
                    Some(a) if a.seat_of(USERS[u]) == Some(a.game.to_move()) => {
                        let legal = a.game.legal_moves();
                        (true, legal[n % legal.len()].clone())
                    }
                    Some(a) => (false, a.game.legal_moves()[0].clone()),
                    None => (false, "a1".to_string()),
                };
                let result = self.f.table.play(&ch(c), &actor(USERS[u]), &text).await;
                if self.expect(allowed, step, result).await.is_some() {
                    self.played(c, &text);
                }
            }
            Step::Garbage(c, u, n) => {
                let text = ["", "zz99", "a1-a1-a1", &"x".repeat(300)][n].to_string();
                let result = self.f.table.play(&ch(c), &actor(USERS[u]), &text).await;
                self.expect(false, step, result).await;
            }
            Step::Pass(c, u) => {
                let allowed = self.model.active[c].as_ref().is_some_and(|a| {
                    a.seat_of(USERS[u]) == Some(a.game.to_move()) && a.game.can_pass()
                });
                let result = self.f.table.pass(&ch(c), &actor(USERS[u])).await;
                if self.expect(allowed, step, result).await.is_some() {
                    self.played(c, "pass");
                }
            }
            Step::Undo(c, u) => {
                // Allowed to ask when the last single move is the actor's.
                let allowed = self.model.active[c].as_ref().is_some_and(|a| {
                    a.seat_of(USERS[u]).is_some() && a.seats.last() == a.seat_of(USERS[u]).as_ref()
                });
                let result = self.f.table.request_undo(&ch(c), &actor(USERS[u])).await;
                if self.expect(allowed, step, result).await.is_some() {
                    let a = self.model.active[c].as_mut().unwrap();
                    a.offers[0] = a.seat_of(USERS[u]);
                }
            }
            Step::Draw(c, u) => {
                let allowed = self.model.active[c]
                    .as_ref()
                    .is_some_and(|a| a.game.kind().has_draws() && a.seat_of(USERS[u]).is_some());
                let result = self.f.table.offer_draw(&ch(c), &actor(USERS[u])).await;
                if self.expect(allowed, step, result).await.is_some() {
                    let a = self.model.active[c].as_mut().unwrap();
                    a.offers[1] = a.seat_of(USERS[u]);
                }
            }
            Step::Answer(c, u, undo, yes) => {
                // Allowed to the other player while the offer stands (the game unchanged).
                let kind = if undo {
                    OfferKind::Undo
                } else {
                    OfferKind::Draw
                };
                let k = usize::from(!undo);
                let from = self.model.active[c].as_ref().and_then(|a| {
                    let seat = a.seat_of(USERS[u])?;
                    a.offers[k].filter(|&from| from != seat)
                });
                let result = self
                    .f
                    .table
                    .answer_offer(&ch(c), &actor(USERS[u]), kind, None, yes)
                    .await;
                if self.expect(from.is_some(), step, result).await.is_some() {
                    let from = from.unwrap();
                    match (undo, yes) {
                        (_, false) => self.model.active[c].as_mut().unwrap().offers[k] = None,
                        (false, true) => self.model.active[c] = None,
                        (true, true) => {
                            let before = self.model.active[c].as_ref().unwrap().game.ply();
                            self.resync(c).await;
                            let a = self.model.active[c].as_ref().unwrap();
                            assert!(a.game.ply() < before, "an undo took nothing back");
                            assert_ne!(
                                a.seats.last(),
                                Some(&from),
                                "the undo left a move of its asker"
                            );
                            offers_lapse(self.model.active[c].as_mut().unwrap());
                        }
                    }
                }
            }
            Step::Resign(c, u) => {
                let allowed = self.model.active[c]
                    .as_ref()
                    .is_some_and(|a| a.seat_of(USERS[u]).is_some());
                let result = self.f.table.resign(&ch(c), &actor(USERS[u])).await;
                if self.expect(allowed, step, result).await.is_some() {
                    self.model.active[c] = None;
                }
            }
            Step::TimeOut => {
                // Past every turn's deadline and every challenge's expiry.
                self.f.clock.advance(3 * 24 * 3600);
                let swept = self.f.table.sweep().await.unwrap();
                for a in &swept {
                    self.deliver(&a.reply).await;
                }
                self.model.active = [None, None];
                self.model.pending = [Vec::new(), Vec::new()];
            }
            Step::Restart => {
                let config = self.f.table.config().clone();
                let table = self.f.second_process(config).await;
                self.f.table = table;
            }
        }
    }

    fn played(&mut self, c: usize, text: &str) {
        let active = self.model.active[c].as_mut().unwrap();
        let seat = active.game.to_move();
        let played = active.game.play_text(text).unwrap();
        offers_lapse(active);
        active.seats.extend(played.iter().map(|_| seat));
        if active.game.outcome().is_some() {
            self.model.active[c] = None;
        }
    }
}

/// The game changed: its offers lapse.
fn offers_lapse(active: &mut Active) {
    active.offers = [None, None];
}

fn run(steps: Vec<Step>) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut run = Run {
            f: fixture().await,
            model: Model::default(),
            marks: HashSet::new(),
        };
        for step in &steps {
            run.step(step).await;
            run.check().await;
        }
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn the_play_layer_keeps_its_invariants(steps in prop::collection::vec(any_step(), 1..80)) {
        run(steps);
    }
}

/// The offers' answers, which random sequences reach seldom, in one sequence of each.
#[test]
fn offers_are_answered_as_the_model_says() {
    use Step::*;
    run(vec![
        Challenge(0, 0, Some(1), true),
        Accept(0, 1),
        Draw(0, 0),
        Answer(0, 0, false, true),
        Answer(0, 1, false, true),
        Challenge(1, 0, Some(1), false),
        Accept(1, 1),
        Move(1, 0, 0),
        Undo(1, 0),
        Answer(1, 1, true, false),
        Undo(1, 0),
        Answer(1, 1, true, true),
        Move(1, 0, 1),
        Move(1, 1, 2),
        Undo(1, 1),
        Move(1, 0, 3),
        Answer(1, 0, true, true),
        Restart,
        Resign(1, 2),
        Resign(1, 1),
    ]);
}
