//! The boards the play layer asks for: drawn from the game itself (the whole last turn, even
//! one entered as two commands), and a board that cannot be drawn is an error reply.

use std::sync::atomic::AtomicI64;
use std::sync::{Arc, Mutex};

use crate::support::{close, decode_png};
use crate::table_support::{ManualClock, actor, channel};
use tablero::games::tzaar::Move;
use tablero::games::{AnyGame, GameRules, TzaarSetup};
use tablero::i18n::Locale;
use tablero::messages::Msg;
use tablero::render::{
    BoardView, Boards, CAPTURE_ARROW, LastTurn, RenderError, Renderer, StandingsView, tzaar,
};
use tablero::store::Store;
use tablero::table::{Actor, ChallengeRequest, Table, TableConfig, TableError};

/// Draws with the real renderer and remembers the last turn of every board it drew; or,
/// when told to, fails as an encoder can on every board after the start.
struct Recording {
    boards: Boards,
    drawn: Mutex<Vec<LastTurn>>,
    names: Mutex<Vec<[String; 2]>>,
    fail: bool,
}

impl Renderer for Recording {
    fn board(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        if self.fail && game.ply() > 0 {
            return Err(RenderError::Level(42));
        }
        self.drawn
            .lock()
            .expect("not poisoned")
            .push(self.boards.last_turn(game));
        self.names
            .lock()
            .expect("not poisoned")
            .push(view.players.clone());
        self.boards.board(game, view)
    }

    fn replay(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        self.boards.replay(game, view)
    }

    fn standings(&self, view: &StandingsView) -> Result<Vec<u8>, RenderError> {
        self.boards.standings(view)
    }
}

async fn table_with(renderer: Arc<Recording>) -> (Table, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = crate::table_support::fresh_database(dir.path()).await;
    let store = Store::open(&db).await.expect("the store opens");
    let clock = Arc::new(ManualClock(AtomicI64::new(1_800_000_000)));
    let table = Table::new(store, renderer, clock, TableConfig::default());
    (table, dir)
}

fn recording(fail: bool) -> Arc<Recording> {
    Arc::new(Recording {
        boards: Boards::new(),
        drawn: Mutex::new(Vec::new()),
        names: Mutex::new(Vec::new()),
        fail,
    })
}

fn tzaar_fixed() -> ChallengeRequest {
    crate::table_support::tzaar_challenge(Some("bob"))
}

#[tokio::test]
async fn a_turn_entered_as_two_commands_is_drawn_whole() {
    let renderer = recording(false);
    let (table, _dir) = table_with(Arc::clone(&renderer)).await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    table.challenge(&ch, &alice, &tzaar_fixed()).await.unwrap();
    table.accept(&ch, &bob, None).await.unwrap();
    table.play(&ch, &alice, "d3xd4").await.unwrap();
    // Black's first move, as `/move`, then `/pass`.
    let after_white = AnyGame::replay(
        tablero::games::tzaar::spec(TzaarSetup::Fixed),
        0,
        &["d3xd4"],
    )
    .unwrap();
    let capture = after_white.legal_moves()[0].clone();
    let [first] = tzaar::parse_last(&capture).unwrap()[..] else {
        panic!("{capture} is one move")
    };
    assert!(matches!(first, Move::Capture { .. }), "{capture}");
    table.play(&ch, &bob, &capture).await.unwrap();
    let passed = table.pass(&ch, &bob).await.unwrap();
    let board = table.board(&ch).await.unwrap();
    // The text names the whole turn too, as the board's arrows show it.
    assert!(
        passed.lines.contains(&Msg::Moved {
            player: "bob".into(),
            moves: vec![capture.clone(), "pass".into()],
        }),
        "{:?}",
        passed.lines
    );

    let drawn = renderer.drawn.lock().unwrap().clone();
    let n = drawn.len();
    assert!(n >= 3, "{drawn:?}");
    // After the first half of Black's turn, that half; after the pass, the whole turn, on
    // the move's board and on `/board` alike.
    assert_eq!(drawn[n - 3], LastTurn::Tzaar(vec![first]));
    assert_eq!(drawn[n - 2], LastTurn::Tzaar(vec![first, Move::Pass]));
    assert_eq!(drawn[n - 1], LastTurn::Tzaar(vec![first, Move::Pass]));
    // The board posted after the pass shows the capture's arrow, not only "pass".
    let Move::Capture { from, to } = first else {
        unreachable!()
    };
    for reply in [&passed, &board] {
        let image = decode_png(&reply.attachment.as_ref().expect("a board").bytes);
        let (a, b) = (
            tablero::render::tzaar::cell_centre(from, false),
            tablero::render::tzaar::cell_centre(to, false),
        );
        let on_shaft = (30..70).any(|t| {
            let t = t as f32 / 100.0;
            let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            close(image.get_pixel(p.0 as u32, p.1 as u32).0, CAPTURE_ARROW)
        });
        assert!(on_shaft, "the arrow {from}x{to}");
    }
}

#[tokio::test]
async fn names_the_fonts_cannot_draw_give_way_to_the_handle_else_the_seat() {
    let renderer = recording(false);
    let (table, _dir) = table_with(Arc::clone(&renderer)).await;
    let ch = channel("c1");
    let alice = Actor::new("alice", "李小龙", Locale::EN).with_handle("bruce");
    let bob = Actor::new("bob", "🦊🦊", Locale::EN);
    table.challenge(&ch, &alice, &tzaar_fixed()).await.unwrap();
    let started = table.accept(&ch, &bob, None).await.unwrap();
    let drawn = renderer.names.lock().unwrap().last().cloned();
    // The handle stands for the CJK name; nothing drawable is left of the emoji, so the
    // board draws the seat's name.
    assert_eq!(drawn, Some(["bruce".to_string(), String::new()]));
    let expected = Boards::new()
        .board(
            &AnyGame::replay(
                tablero::games::tzaar::spec(TzaarSetup::Fixed),
                0,
                &[] as &[&str],
            )
            .unwrap(),
            &BoardView::plain(["bruce".into(), "Black".into()], Locale::EN),
        )
        .unwrap();
    let board = &started.attachment.as_ref().expect("a board").bytes;
    assert!(
        decode_png(board) == decode_png(&expected),
        "the board shows bruce and Black"
    );
}

#[tokio::test]
async fn a_move_whose_board_cannot_be_drawn_is_an_error_and_not_played() {
    let (table, _dir) = table_with(recording(true)).await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    table.challenge(&ch, &alice, &tzaar_fixed()).await.unwrap();
    table.accept(&ch, &bob, None).await.unwrap();
    let refused = table.play(&ch, &alice, "d3xd4").await.unwrap_err();
    assert_eq!(refused, TableError::Render(RenderError::Level(42)));
    assert!(refused.is_internal(), "our failure, not the player's");
    // The board is drawn before anything is stored: the move was not played.
    let game = table
        .store()
        .active_game(&ch)
        .await
        .unwrap()
        .expect("a game");
    assert_eq!(game.ply, 0);
    assert!(table.store().moves(game.id).await.unwrap().is_empty());
}
