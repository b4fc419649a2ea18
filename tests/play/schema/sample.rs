//! The comparison itself, checked on a small schema whose PostgreSQL catalogue is written out.

use super::*;

/// A small schema on SQLite, and what PostgreSQL's catalogue says of its translation.
const SAMPLE_SQLITE: &str = "
    CREATE TABLE parent (
        id      INTEGER PRIMARY KEY,
        flag    INTEGER NOT NULL DEFAULT 1 CHECK (flag IN (0, 1)),
        kind    TEXT    NOT NULL CHECK (kind IN ('a', 'b')), -- a comment (with a parenthesis
        score   REAL,
        n       INTEGER NOT NULL DEFAULT 0,
        CHECK ((kind = 'a') = (score IS NULL))
    );
    CREATE TABLE child (
        parent_id INTEGER NOT NULL REFERENCES parent (id) ON DELETE CASCADE,
        at        INTEGER NOT NULL,
        label     TEXT    NOT NULL DEFAULT 'en',
        PRIMARY KEY (parent_id, at)
    );
    CREATE UNIQUE INDEX child_one_label ON child (label) WHERE at > 0 AND label <> 'x';
";

fn sample_postgres() -> Schema {
    let column =
        |ty: &str, not_null: bool, default: Option<&str>, generated: Option<&str>| Column {
            ty: ty.into(),
            not_null,
            default: default.map(canonical),
            generated: generated.map(str::to_string),
        };
    let parent = Table {
        columns: [
            (
                "id",
                column("bigint", true, None, Some("identity by default")),
            ),
            ("flag", column("boolean", true, Some("true"), None)),
            ("kind", column("text", true, None, None)),
            ("score", column("double precision", false, None, None)),
            ("n", column("bigint", true, Some("0"), None)),
        ]
        .into_iter()
        .map(|(n, c)| (n.to_string(), c))
        .collect(),
        primary_key: vec!["id".into()],
        checks: [
            "CHECK ((kind = ANY (ARRAY['a'::text, 'b'::text])))",
            "CHECK (((kind = 'a'::text) = (score IS NULL)))",
        ]
        .iter()
        .map(|c| canonical(&c["CHECK".len()..]))
        .collect(),
        ..Table::default()
    };
    let child = Table {
        columns: [
            ("parent_id", column("bigint", true, None, None)),
            ("at", column("bigint", true, None, None)),
            ("label", column("text", true, Some("'en'::text"), None)),
        ]
        .into_iter()
        .map(|(n, c)| (n.to_string(), c))
        .collect(),
        primary_key: vec!["parent_id".into(), "at".into()],
        foreign_keys: [ForeignKey {
            columns: vec!["parent_id".into()],
            table: "parent".into(),
            references: vec!["id".into()],
            on_update: "no action".into(),
            on_delete: "cascade".into(),
        }]
        .into(),
        indexes: [(
            "child_one_label".to_string(),
            Index {
                table: "child".into(),
                columns: vec!["label".into()],
                unique: true,
                predicate: Some(canonical("((at > 0) AND (label <> 'x'::text))")),
            },
        )]
        .into(),
        ..Table::default()
    };
    Schema {
        tables: [("parent".to_string(), parent), ("child".to_string(), child)].into(),
    }
}

async fn sample_sqlite(extra: &str) -> Schema {
    let mut conn = sqlx::SqliteConnection::connect("sqlite::memory:")
        .await
        .expect("connects");
    sqlx::raw_sql(&format!("{SAMPLE_SQLITE}{extra}"))
        .execute(&mut conn)
        .await
        .expect("the sample schema");
    read_sqlite(&mut conn).await
}

/// The comparison itself, on a schema small enough to write out what PostgreSQL's catalogue
/// says of it: equal through the mapping, and each doctored column or constraint reported,
/// alone.
#[tokio::test]
async fn the_comparison_reports_each_doctored_difference() {
    let sqlite = sample_sqlite("").await;
    let postgres = sample_postgres();
    assert_eq!(
        compare(&sqlite, &postgres),
        [],
        "the same schema through the mapping"
    );

    let only = |sqlite: &Schema, postgres: &Schema| -> Vec<String> {
        compare(sqlite, postgres)
            .iter()
            .map(|d| d.to_string())
            .collect()
    };
    let doctored = |change: fn(&mut Schema)| {
        let mut p = sample_postgres();
        change(&mut p);
        p
    };
    // A column's type: i32 where the code reads i64.
    let p = doctored(|p| {
        p.tables
            .get_mut("child")
            .unwrap()
            .columns
            .get_mut("at")
            .unwrap()
            .ty = "integer".into()
    });
    assert_eq!(
        only(&sqlite, &p),
        [
            "child.at (type): SQLite integer / PostgreSQL integer (TYPES maps it to [\"bigint\", \"boolean\"])"
        ]
    );
    // Nullability, a default, an identity that refuses given ids.
    let p = doctored(|p| {
        p.tables
            .get_mut("parent")
            .unwrap()
            .columns
            .get_mut("score")
            .unwrap()
            .not_null = true
    });
    assert_eq!(
        only(&sqlite, &p),
        ["parent.score (nullability): SQLite NULL allowed / PostgreSQL NOT NULL"]
    );
    let p = doctored(|p| {
        p.tables
            .get_mut("parent")
            .unwrap()
            .columns
            .get_mut("n")
            .unwrap()
            .default = None
    });
    assert_eq!(
        only(&sqlite, &p),
        ["parent.n (default): SQLite \"0\" / PostgreSQL none"]
    );
    let p = doctored(|p| {
        p.tables
            .get_mut("parent")
            .unwrap()
            .columns
            .get_mut("id")
            .unwrap()
            .generated = Some("identity always".into())
    });
    assert_eq!(
        only(&sqlite, &p),
        ["parent.id (generated): SQLite \"rowid\" / PostgreSQL \"identity always\""]
    );
    // A column only on one side.
    let p = doctored(|p| {
        p.tables.get_mut("child").unwrap().columns.remove("label");
    });
    assert_eq!(
        only(&sqlite, &p),
        ["child.label (column): SQLite \"text\" / PostgreSQL none"]
    );
    // A check, a foreign key's action, an index's condition, the primary key.
    let p = doctored(|p| {
        p.tables.get_mut("parent").unwrap().checks.clear();
    });
    assert_eq!(
        only(&sqlite, &p),
        [
            "parent (check): SQLite kind = 'a' = score is null / PostgreSQL none",
            "parent (check): SQLite kind in 'a' , 'b' / PostgreSQL none",
        ]
    );
    let p = doctored(|p| {
        let child = p.tables.get_mut("child").unwrap();
        let mut fk = child.foreign_keys.pop_first().unwrap();
        fk.on_delete = "no action".into();
        child.foreign_keys.insert(fk);
    });
    assert_eq!(compare(&sqlite, &p).len(), 2, "{:?}", only(&sqlite, &p));
    assert!(compare(&sqlite, &p).iter().all(|d| d.what == "foreign key"));
    let p = doctored(|p| {
        let index = p
            .tables
            .get_mut("child")
            .unwrap()
            .indexes
            .get_mut("child_one_label");
        index.unwrap().predicate = Some(canonical("at > 0"));
    });
    assert_eq!(compare(&sqlite, &p).len(), 1);
    assert_eq!(compare(&sqlite, &p)[0].what, "index");
    let p = doctored(|p| p.tables.get_mut("child").unwrap().primary_key.reverse());
    assert_eq!(
        only(&sqlite, &p),
        [
            "child (primary key): SQLite [\"parent_id\", \"at\"] / PostgreSQL [\"at\", \"parent_id\"]"
        ]
    );

    // And on the SQLite side: a flag without its 0/1 check is no boolean; a table too many.
    let s = sample_sqlite("CREATE TABLE extra (x TEXT);").await;
    assert_eq!(
        only(&s, &postgres),
        ["extra (table): SQLite has it / PostgreSQL lacks it"]
    );
    let mut s = sample_sqlite("").await;
    s.tables
        .get_mut("parent")
        .unwrap()
        .checks
        .remove("flag in 0 , 1");
    assert_eq!(
        only(&s, &postgres),
        ["parent.flag (type): SQLite integer without CHECK (c IN (0, 1)) / PostgreSQL boolean"]
    );
}

#[test]
fn expressions_read_alike_from_both_catalogues() {
    for (sqlite, postgres) in [
        (
            "game IN ('tzaar', 'foxgeese')",
            "(game = ANY (ARRAY['tzaar'::text, 'foxgeese'::text]))",
        ),
        (
            "winner_seat IN (0, 1)",
            "(winner_seat = ANY (ARRAY[(0)::bigint, (1)::bigint]))",
        ),
        ("turn_seconds > 0", "(turn_seconds > 0)"),
        (
            "(status = 'active') = (finished_at IS NULL)",
            "((status = 'active'::text) = (finished_at IS NULL))",
        ),
        (
            "status = 'pending' AND rematch_of IS NOT NULL",
            "((status = 'pending'::text) AND (rematch_of IS NOT NULL))",
        ),
        ("x != 'it''s' -- a comment", "(x <> 'it''s'::text)"),
        ("1.5", "1.5::double precision"),
    ] {
        assert_eq!(
            canonical(sqlite),
            canonical(postgres),
            "{sqlite} / {postgres}"
        );
    }
    assert_ne!(canonical("a IN (0, 1)"), canonical("a IN (0, 2)"));
    assert_ne!(
        canonical("'A'"),
        canonical("'a'"),
        "literals keep their case"
    );
}
