//! Migrations that rebuild tables keep every row a database made by an earlier build holds.

use super::*;

/// Migration 0011 makes three SQLite tables again (their keys NOT NULL): what a database
/// migrated by an earlier build holds in them is still there afterwards, and a NULL key is
/// refused from then on.
#[tokio::test]
async fn the_text_keys_migration_keeps_every_row() {
    let (_dir, path, pool) = crate::table_support::sqlite_migrated_before("0011").await;
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&path);
    let rows = "SELECT 'users', id || '|' || name || '|' || updated_at || '|' || COALESCE(handle, '-') FROM users WHERE id IS NOT NULL
                UNION ALL SELECT 'server_settings', guild_id || '|' || COALESCE(locale, '-') || '|'
                    || COALESCE(threads, '-') || '|' || COALESCE(turn_seconds, '-') || '|'
                    || hints_in_rated || '|' || COALESCE(challenge_channels, '-') || '|'
                    || COALESCE(moderator_role, '-') || '|' || updated_at FROM server_settings
                UNION ALL SELECT 'user_settings', user_id || '|' || dm_reminders || '|' || updated_at
                    FROM user_settings
                ORDER BY 1, 2";
    let before: Vec<(String, String)> = {
        sqlx::raw_sql(
            "INSERT INTO users (id, name, updated_at, handle) VALUES
                 ('1', 'Ana', 10, 'ana'), ('2', 'Bruno', 11, NULL), (NULL, 'nobody', 12, NULL);
             INSERT INTO server_settings (guild_id, locale, threads, turn_seconds, hints_in_rated,
                 challenge_channels, moderator_role, updated_at) VALUES
                 ('g1', 'es', 0, 3600, 1, 'c1,c2', 'r1', 20), ('g2', NULL, NULL, NULL, 0, NULL, NULL, 21);
             INSERT INTO user_settings (user_id, dm_reminders, updated_at) VALUES ('1', 1, 30);",
        )
        .execute(&pool)
        .await
        .unwrap();
        let rows = sqlx::query_as(rows).fetch_all(&pool).await.unwrap();
        pool.close().await;
        rows
    };
    assert_eq!(before.len(), 5, "{before:?}");

    let store = Store::open(path.to_str().unwrap()).await.unwrap();
    let known = store.name_of("1").await.unwrap().expect("Ana is known");
    assert_eq!(known.name, "Ana");
    store.close().await;
    let mut conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .unwrap();
    let after: Vec<(String, String)> = sqlx::query_as(rows).fetch_all(&mut conn).await.unwrap();
    assert_eq!(after, before);
    let null_key = sqlx::query("INSERT INTO users (id, name, updated_at) VALUES (NULL, 'x', 1)")
        .execute(&mut conn)
        .await;
    assert!(null_key.is_err(), "a NULL key is refused now");
    let users = &read_sqlite(&mut conn).await.tables["users"];
    assert!(users.columns["id"].not_null);
}

/// Migration 0012 rebuilds `games` and `challenges` without the CHECK that listed the
/// games: every row of a database migrated by an earlier build is still there afterwards,
/// rows that refer to them too (nothing cascaded), and any registered game's key is stored.
#[tokio::test]
async fn the_registered_keys_migration_keeps_every_row_and_reference() {
    let (_dir, path, pool) = crate::table_support::sqlite_migrated_before("0012").await;
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(&path)
        .foreign_keys(true);
    let rows = "SELECT 'games', id || '|' || game || '|' || options || '|' || status || '|' || version FROM games
                UNION ALL SELECT 'moves', game_id || '|' || ply || '|' || text FROM moves
                UNION ALL SELECT 'offers', game_id || '|' || kind FROM offers
                UNION ALL SELECT 'challenges', id || '|' || game || '|' || status || '|'
                    || COALESCE(game_id, '-') || '|' || COALESCE(rematch_of, '-') FROM challenges
                UNION ALL SELECT 'announcements', id || '|' || channel_id || '|' || COALESCE(game_id, '-')
                    || '|' || COALESCE(challenge_id, '-') FROM announcements
                ORDER BY 1, 2";
    let before: Vec<(String, String)> = {
        sqlx::raw_sql(
            "INSERT INTO games (id, channel_id, game, options, seed, first_player, second_player,
                 status, start_position, position, turn_seconds, rated, created_at, updated_at,
                 finished_at)
             VALUES (1, 'c1', 'tzaar', 'fixed', 0, 'a', 'b', 'active', 's', 'p', 60, 1, 0, 0, NULL),
                    (2, 'c2', 'foxgeese', 'halatafl', 0, 'a', 'b', 'finished', 's', 'p', 60, 0, 0, 5, 5);
             INSERT INTO moves (game_id, ply, player, seat, text, position_after, played_at)
             VALUES (1, 0, 'a', 0, 'd3xd4', 'p', 1), (2, 0, 'a', 0, 'd4-d5', 'p', 1);
             INSERT INTO offers (game_id, kind, from_seat, at_version, created_at)
             VALUES (1, 'undo', 1, 1, 2);
             INSERT INTO challenges (id, channel_id, challenger, game, options, side,
                 turn_seconds, status, game_id, created_at, expires_at, rematch_of)
             VALUES (1, 'c1', 'a', 'tzaar', 'fixed', 'first', 60, 'accepted', 1, 0, 9, NULL),
                    (2, 'c2', 'b', 'foxgeese', 'halatafl', 'random', 60, 'pending', NULL, 6, 9, 2);
             INSERT INTO announcements (id, channel_id, game_id, challenge_id, version, created_at)
             VALUES (1, 'c1', 1, NULL, 1, 3), (2, 'c2', NULL, 2, NULL, 6);",
        )
        .execute(&pool)
        .await
        .unwrap();
        let rows = sqlx::query_as(rows).fetch_all(&pool).await.unwrap();
        pool.close().await;
        rows
    };
    assert_eq!(before.len(), 9, "{before:?}");

    let store = Store::open(path.to_str().unwrap()).await.unwrap();
    store.close().await;
    let mut conn = sqlx::SqliteConnection::connect_with(&options)
        .await
        .unwrap();
    let after: Vec<(String, String)> = sqlx::query_as(rows).fetch_all(&mut conn).await.unwrap();
    assert_eq!(after, before);
    let schema = read_sqlite(&mut conn).await;
    for table in ["games", "challenges"] {
        assert!(
            !schema.tables[table]
                .checks
                .iter()
                .any(|c| c.contains("tzaar")),
            "{table}: {:?}",
            schema.tables[table].checks
        );
    }
    sqlx::query("UPDATE games SET game = 'nim' WHERE id = 1")
        .execute(&mut conn)
        .await
        .expect("any registered game's key is stored");
    // The references still hold: a move of a game that does not exist is refused, and
    // deleting a game still takes its moves with it.
    let orphan = sqlx::query(
        "INSERT INTO moves (game_id, ply, player, seat, text, position_after, played_at)
         VALUES (99, 0, 'a', 0, 'x', 'p', 1)",
    )
    .execute(&mut conn)
    .await;
    assert!(orphan.is_err(), "a move of no game is refused");
    sqlx::query(
        "DELETE FROM announcements; DELETE FROM challenges; DELETE FROM games WHERE id = 1",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    let (moves,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM moves WHERE game_id = 1")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(moves, 0, "a game's moves go with it");
}
