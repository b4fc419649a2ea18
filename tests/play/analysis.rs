//! `/analyze` in the play layer: finished games only, the last one here or one by number,
//! the review's lines, chart and file, and the same review from memory the second time.

use std::sync::Mutex;

use crate::table_support as support;

use support::{actor, channel, fixture, play_first_legal};
use tablero::domain::GameId;
use tablero::messages::{self, Msg, PlainStyle};
use tablero::table::{AnalysisLine, TableError, Visibility};

use support::tzaar_challenge as tzaar_fixed;

#[tokio::test]
async fn a_finished_game_is_reviewed_with_a_chart_and_every_turn_in_a_file() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let nothing = |_: usize, _: usize| {};
    assert!(matches!(
        f.table.analyze(&ch, None, &nothing).await,
        Err(TableError::NothingToAnalyze)
    ));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    for who in [&alice, &bob, &alice, &bob] {
        play_first_legal(&f, &ch, who).await;
    }
    // Not while it is played: fair play, by number or not.
    let id = f.table.store().active_game(&ch).await.unwrap().unwrap().id;
    assert!(matches!(
        f.table.analyze(&ch, Some(id), &nothing).await,
        Err(TableError::AnalysisInProgress)
    ));
    assert!(matches!(
        f.table.analyze(&ch, None, &nothing).await,
        Err(TableError::AnalysisInProgress)
    ));
    f.table.resign(&ch, &bob).await.unwrap();

    let seen = Mutex::new(Vec::new());
    let progress = |done: usize, total: usize| seen.lock().unwrap().push((done, total));
    let reply = f.table.analyze(&ch, None, &progress).await.unwrap();
    assert_eq!(reply.visibility, Visibility::Public);
    let seen = seen.into_inner().unwrap();
    assert_eq!(seen.first(), Some(&(0, 5)));
    assert_eq!(seen.last(), Some(&(5, 5)));
    let Some(Msg::Analysis(AnalysisLine::Header {
        game,
        turns,
        outcome,
        ..
    })) = reply.lines.first()
    else {
        panic!("{:?}", reply.lines);
    };
    assert_eq!((*game, *turns), (Some(id), 4));
    assert!(outcome.is_some());
    let tallies = reply
        .lines
        .iter()
        .filter(|l| matches!(l, Msg::Analysis(AnalysisLine::Tally { .. })))
        .count();
    assert_eq!(tallies, 2);
    let chart = reply.attachment.as_ref().expect("the chart");
    assert_eq!(chart.filename, "analysis.png");
    assert!(chart.bytes.starts_with(b"\x89PNG"));
    let doc = reply.document.as_ref().expect("the full list");
    assert_eq!(doc.filename, "analysis.txt");
    assert_eq!(doc.lines.len(), 1 + 4, "the header and every turn");
    let text = messages::lines(&doc.lines, tablero::i18n::Locale::EN, &PlainStyle);
    assert!(text.contains("Turn 4, Black:"), "{text}");
    assert!(text.contains("Result: White won (resignation)."), "{text}");

    // By number from elsewhere on the server, and from memory: no position valued again.
    let again = std::sync::atomic::AtomicUsize::new(0);
    let count = |_: usize, _: usize| {
        again.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    };
    let other = channel("c2");
    let same = f.table.analyze(&other, Some(id), &count).await.unwrap();
    assert_eq!(same.lines, reply.lines);
    assert_eq!(again.into_inner(), 0);
}

#[tokio::test]
async fn unknown_numbers_and_other_servers_games_are_refused() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let nothing = |_: usize, _: usize| {};
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    play_first_legal(&f, &ch, &alice).await;
    f.table.resign(&ch, &alice).await.unwrap();
    let id = f.table.store().latest_game(&ch).await.unwrap().unwrap().id;
    assert!(f.table.analyze(&ch, Some(id), &nothing).await.is_ok());
    assert!(matches!(
        f.table
            .analyze(&ch, Some(GameId(id.0 + 100)), &nothing)
            .await,
        Err(TableError::NoSuchGame)
    ));
    let elsewhere = tablero::domain::ChannelRef {
        guild: Some("another guild".into()),
        channel: "x".into(),
    };
    assert!(matches!(
        f.table.analyze(&elsewhere, Some(id), &nothing).await,
        Err(TableError::NoSuchGame)
    ));
    // Every refusal has words in every language.
    for e in [
        TableError::NoSuchGame,
        TableError::NothingToAnalyze,
        TableError::AnalysisInProgress,
    ] {
        for locale in tablero::i18n::Locale::all() {
            let text = messages::lines(&[Msg::Refused(e.clone())], locale, &PlainStyle);
            assert!(!text.contains("refused-"), "{text}");
        }
    }
}
