//! Leagues (issue 27) at the play layer: a league of seven in divisions of four plays its
//! first season to the end through the tournaments' own machinery (the sweeper starts each
//! division, its games are resigned), and `/league next` builds the second season with the
//! winner of division 2 promoted, the last of division 1 relegated and a newcomer at the
//! bottom; the refusals leave everything as it was.

use crate::table_support as support;

use crate::events::{lobby, organizer};
use support::{actor, fixture};
use tablero::i18n::Locale;
use tablero::messages::{self, PlainStyle};
use tablero::table::{
    LeagueLine, LeagueMove, LeagueRefusal, LeagueRequest, Msg, Reply, Table, TableError,
};
use tablero::tournament::Status;

fn request(name: &str) -> LeagueRequest {
    LeagueRequest {
        name: name.into(),
        division_size: Some(4),
        promoted: Some(1),
        relegated: Some(1),
        ..LeagueRequest::default()
    }
}

/// The divisions a season's announcement lists.
fn season_of(reply: &Reply) -> Vec<Vec<String>> {
    reply
        .lines
        .iter()
        .find_map(|m| match m {
            Msg::League(LeagueLine::Season { divisions, .. }) => Some(divisions.clone()),
            _ => None,
        })
        .expect("a season line")
}

fn refused(r: Result<Reply, TableError>) -> LeagueRefusal {
    match r {
        Err(TableError::League(r)) => r,
        other => panic!("not a league refusal: {other:?}"),
    }
}

/// Plays every division of the league's current season to its end: in each game, the
/// player whose name comes later resigns, so names rank each division.
async fn play_season(t: &Table, league: tablero::store::LeagueId) {
    for _ in 0..40 {
        t.sweep().await.unwrap();
        let l = t.store().league(league).await.unwrap().unwrap();
        let mut open = false;
        for id in &l.divisions {
            let st = t.store().tournament(*id).await.unwrap().unwrap();
            if st.tournament.status != Status::Finished {
                open = true;
            }
            let Some(round) = st.tournament.current_round() else {
                continue;
            };
            for p in round.pairings.iter().filter(|p| p.result.is_none()) {
                let Some(game) = st.games.get(&(round.number, p.board)) else {
                    continue;
                };
                let game = t.store().game(*game).await.unwrap().unwrap();
                let loser = p.first.clone().max(p.second.clone());
                t.resign(&game.channel, &actor(&loser)).await.unwrap();
            }
        }
        if !open {
            return;
        }
    }
    panic!("the season never ended");
}

#[tokio::test]
async fn a_season_is_played_and_the_next_one_promotes_and_relegates() {
    let f = fixture().await;
    let t = &f.table;
    t.create_league(&lobby(), &organizer(), &request("Liga"))
        .await
        .unwrap();
    for p in ["p1", "p2", "p3", "p4", "p5", "p6", "p7"] {
        t.join_league(&lobby(), &actor(p), None).await.unwrap();
    }
    assert_eq!(
        refused(t.join_league(&lobby(), &actor("p1"), None).await),
        LeagueRefusal::AlreadyJoined
    );
    assert_eq!(
        refused(t.start_league(&lobby(), &actor("p1"), None).await),
        LeagueRefusal::NotOrganizer
    );
    assert_eq!(
        refused(t.next_league_season(&lobby(), &organizer(), None).await),
        LeagueRefusal::NotStarted
    );
    let started = t.start_league(&lobby(), &organizer(), None).await.unwrap();
    assert_eq!(
        season_of(&started),
        [vec!["p1", "p2", "p3", "p4"], vec!["p5", "p6", "p7"]]
    );
    assert_eq!(started.mentions.len(), 7);
    let text = messages::lines(&started.lines, Locale::ES, &PlainStyle);
    assert!(
        text.contains("empieza la temporada 1, en 2 divisiones"),
        "{text}"
    );
    assert_eq!(
        refused(t.start_league(&lobby(), &organizer(), None).await),
        LeagueRefusal::AlreadyStarted
    );
    // The sweeper starts each division as the tournament it is.
    let posted = t.sweep().await.unwrap();
    let text: String = posted
        .iter()
        .map(|a| messages::lines(&a.reply.lines, Locale::EN, &PlainStyle))
        .collect();
    assert!(text.contains("Liga S1 D1 begins with 4 players"), "{text}");
    assert!(text.contains("Liga S1 D2 begins with 3 players"), "{text}");

    // While the season is played: no joining, leaving or next season.
    assert_eq!(
        refused(t.join_league(&lobby(), &actor("p8"), None).await),
        LeagueRefusal::SeasonRunning
    );
    assert_eq!(
        refused(t.leave_league(&lobby(), &actor("p2"), None).await),
        LeagueRefusal::SeasonRunning
    );
    assert_eq!(
        refused(t.next_league_season(&lobby(), &organizer(), None).await),
        LeagueRefusal::SeasonRunning
    );
    let league = t.store().leagues_in(Some("guild"), 5).await.unwrap()[0].id;
    play_season(t, league).await;

    let standings = t.league_standings(&lobby(), None).await.unwrap();
    let text = messages::lines(&standings.lines, Locale::FR, &PlainStyle);
    assert!(text.contains("saison 1, division 2 (terminée)"), "{text}");

    // Between seasons a newcomer joins, for the bottom division of the next.
    t.join_league(&lobby(), &actor("p8"), None).await.unwrap();
    assert_eq!(
        refused(t.next_league_season(&lobby(), &actor("p5"), None).await),
        LeagueRefusal::NotOrganizer
    );
    let next = t
        .next_league_season(&lobby(), &organizer(), None)
        .await
        .unwrap();
    assert_eq!(
        season_of(&next),
        [vec!["p1", "p2", "p3", "p5"], vec!["p4", "p6", "p7", "p8"]]
    );
    let moves = next.lines.iter().find_map(|m| match m {
        Msg::League(LeagueLine::Moves {
            promoted,
            relegated,
            season,
            ..
        }) => Some((*season, promoted.clone(), relegated.clone())),
        _ => None,
    });
    let up = |user: &str, from, to| LeagueMove {
        user: user.into(),
        from,
        to,
    };
    assert_eq!(moves, Some((2, vec![up("p5", 2, 1)], vec![up("p4", 1, 2)])));
    let text = messages::lines(&next.lines, Locale::EN, &PlainStyle);
    assert!(
        text.contains("p5 goes up from division 2 to division 1"),
        "{text}"
    );
    assert!(
        text.contains("p4 goes down from division 1 to division 2"),
        "{text}"
    );
    t.sweep().await.unwrap();
    let l = t.store().league(league).await.unwrap().unwrap();
    assert_eq!((l.season, l.divisions.len()), (2, 2));
    for id in &l.divisions {
        let st = t.store().tournament(*id).await.unwrap().unwrap();
        assert_eq!(st.tournament.status, Status::Running);
    }
    let list = t.league_list(&lobby()).await.unwrap();
    let text = messages::lines(&list.lines, Locale::EN, &PlainStyle);
    assert!(
        text.contains("season 2, 8 players in 2 divisions"),
        "{text}"
    );
}

#[tokio::test]
async fn bad_leagues_are_refused_and_nothing_is_stored() {
    let f = fixture().await;
    let t = &f.table;
    assert_eq!(
        refused(
            t.create_league(&lobby(), &actor("p1"), &request("Liga"))
                .await
        ),
        LeagueRefusal::NotModerator
    );
    let mut bad = request("Liga");
    bad.division_size = Some(2);
    assert_eq!(
        refused(t.create_league(&lobby(), &organizer(), &bad).await),
        LeagueRefusal::BadDivisionSize { min: 3, max: 16 }
    );
    let mut bad = request("Liga");
    bad.promoted = Some(2);
    bad.relegated = Some(2);
    assert_eq!(
        refused(t.create_league(&lobby(), &organizer(), &bad).await),
        LeagueRefusal::TooManyMoving { size: 4 }
    );
    assert_eq!(
        refused(
            t.create_league(&lobby(), &organizer(), &request("  "))
                .await
        ),
        LeagueRefusal::EmptyName
    );
    assert!(
        t.store()
            .leagues_in(Some("guild"), 5)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        refused(t.join_league(&lobby(), &actor("p1"), None).await),
        LeagueRefusal::NoLeague
    );
    // A league of one cannot start; leaving before the start is allowed.
    t.create_league(&lobby(), &organizer(), &request("Liga"))
        .await
        .unwrap();
    t.join_league(&lobby(), &actor("p1"), None).await.unwrap();
    assert_eq!(
        refused(t.start_league(&lobby(), &organizer(), None).await),
        LeagueRefusal::TooFewPlayers
    );
    t.leave_league(&lobby(), &actor("p1"), None).await.unwrap();
    assert_eq!(
        refused(t.leave_league(&lobby(), &actor("p1"), None).await),
        LeagueRefusal::NotJoined
    );
    let text = messages::lines(
        &[Msg::League(LeagueLine::List { leagues: vec![] })],
        Locale::ES,
        &PlainStyle,
    );
    assert!(text.contains("Todavía no hay ligas"), "{text}");
}
