//! Each backend's catalogue read into a [`Schema`]: SQLite's `sqlite_master` and pragmas,
//! PostgreSQL's `pg_catalog`, expressions reduced to one canonical form.

use super::*;

/// An expression in a form both catalogues' texts reduce to: tokens in lower case (string
/// literals as written) separated by single spaces, without comments, parentheses, brackets
/// or type casts (`'en'::text`, `(0)::bigint`), and PostgreSQL's rewriting of `c IN (a, b)`
/// as `c = ANY (ARRAY[a, b])` undone. Dropping the parentheses could make two different
/// expressions look alike, never two equal ones differ, which is the error that matters here.
pub fn canonical(expression: &str) -> String {
    let mut tokens: Vec<String> = Vec::new();
    let mut iter = tokenize(expression).into_iter().peekable();
    while let Some(t) = iter.next() {
        match t.as_str() {
            "(" | ")" | "[" | "]" => {}
            "::" => {
                // A cast: its type is one or two words (`double precision`).
                if let Some(ty) = iter.next()
                    && (ty == "double" || ty == "character")
                {
                    iter.next();
                }
            }
            "!=" => tokens.push("<>".into()),
            _ => tokens.push(t),
        }
    }
    let mut out: Vec<String> = Vec::new();
    for t in tokens {
        out.push(t);
        let n = out.len();
        if n >= 3 && out[n - 3] == "=" && out[n - 2] == "any" && out[n - 1] == "array" {
            out.truncate(n - 3);
            out.push("in".into());
        }
    }
    out.join(" ")
}

/// SQL text as tokens: words and numbers in lower case, `'string literals'` as written,
/// `"quoted identifiers"` without their quotes, punctuation and operators; comments dropped.
pub fn tokenize(sql: &str) -> Vec<String> {
    let chars: Vec<char> = sql.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '-' && next == Some('-') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                i += 1;
            }
            i += 2;
        } else if c == '\'' || c == '"' {
            // A literal or quoted identifier; a doubled quote inside is one quote.
            let mut text = String::new();
            i += 1;
            while i < chars.len() {
                if chars[i] == c {
                    if chars.get(i + 1) == Some(&c) {
                        text.push(c);
                        i += 2;
                        continue;
                    }
                    break;
                }
                text.push(chars[i]);
                i += 1;
            }
            i += 1;
            out.push(if c == '\'' {
                format!("'{}'", text.replace('\'', "''"))
            } else {
                text.to_lowercase()
            });
        } else if c.is_alphanumeric() || c == '_' || c == '.' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.')
            {
                i += 1;
            }
            out.push(chars[start..i].iter().collect::<String>().to_lowercase());
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            if ["::", "<>", "!=", "<=", ">=", "||"].contains(&two.as_str()) {
                out.push(two);
                i += 2;
            } else {
                out.push(c.to_string());
                i += 1;
            }
        }
    }
    out
}

/// The tokens of each parenthesised group that follows the word CHECK in `create`, a
/// `CREATE TABLE` statement as SQLite keeps it (with its later `ALTER TABLE`s applied).
pub(super) fn sqlite_checks(create: &str) -> Vec<String> {
    let tokens = tokenize(create);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i] == "check" && tokens.get(i + 1).is_some_and(|t| t == "(") {
            let mut depth = 0;
            let start = i + 2;
            let mut j = i + 1;
            loop {
                match tokens[j].as_str() {
                    "(" => depth += 1,
                    ")" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            out.push(canonical(&tokens[start..j].join(" ")));
            i = j;
        }
        i += 1;
    }
    out
}

/// The condition of a partial index, from its `CREATE INDEX` statement: what follows WHERE.
pub(super) fn sqlite_index_predicate(create: &str) -> Option<String> {
    let tokens = tokenize(create);
    let at = tokens.iter().position(|t| t == "where")?;
    Some(canonical(&tokens[at + 1..].join(" ")))
}

/// Reads a SQLite database's schema (the migrations' bookkeeping table left out).
pub async fn read_sqlite(conn: &mut sqlx::SqliteConnection) -> Schema {
    let tables: Vec<(String, String)> = sqlx::query_as(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'",
    )
    .fetch_all(&mut *conn)
    .await
    .expect("the SQLite catalogue reads");
    let mut schema = Schema::default();
    for (name, create) in tables {
        let mut table = Table::default();
        let columns: Vec<(String, String, i64, Option<String>, i64)> = sqlx::query_as(
            "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid",
        )
        .bind(&name)
        .fetch_all(&mut *conn)
        .await
        .expect("pragma table_info");
        let mut key: Vec<(i64, String)> = columns
            .iter()
            .filter(|c| c.4 > 0)
            .map(|c| (c.4, c.0.to_lowercase()))
            .collect();
        key.sort();
        table.primary_key = key.into_iter().map(|(_, c)| c).collect();
        for (column, ty, not_null, default, pk) in columns {
            let ty = ty.to_lowercase();
            // A lone INTEGER PRIMARY KEY is the rowid.
            let rowid = pk == 1 && table.primary_key.len() == 1 && ty == "integer";
            table.columns.insert(
                column.to_lowercase(),
                Column {
                    ty,
                    not_null: not_null != 0,
                    default: default.as_deref().map(canonical),
                    generated: rowid.then(|| ROWID.0.to_string()),
                },
            );
        }
        table.checks = sqlite_checks(&create).into_iter().collect();
        // Each key's id, its table, a column of it and the one it refers to (none: the
        // primary key's), the actions.
        type KeyColumn = (i64, String, String, Option<String>, String, String);
        let keys: Vec<KeyColumn> = sqlx::query_as(
            "SELECT id, \"table\", \"from\", \"to\", on_update, on_delete \
                 FROM pragma_foreign_key_list(?1) ORDER BY id, seq",
        )
        .bind(&name)
        .fetch_all(&mut *conn)
        .await
        .expect("pragma foreign_key_list");
        let mut by_id: BTreeMap<i64, ForeignKey> = BTreeMap::new();
        for (id, target, from, to, on_update, on_delete) in keys {
            let fk = by_id.entry(id).or_insert_with(|| ForeignKey {
                columns: vec![],
                table: target.to_lowercase(),
                references: vec![],
                on_update: on_update.to_lowercase(),
                on_delete: on_delete.to_lowercase(),
            });
            fk.columns.push(from.to_lowercase());
            // No column named: the referenced table's primary key (filled in below).
            fk.references.extend(to.map(|t| t.to_lowercase()));
        }
        table.foreign_keys = by_id.into_values().collect();
        let indexes: Vec<(String, i64, String)> =
            sqlx::query_as("SELECT name, \"unique\", origin FROM pragma_index_list(?1)")
                .bind(&name)
                .fetch_all(&mut *conn)
                .await
                .expect("pragma index_list");
        for (index, unique, origin) in indexes {
            let columns: Vec<(String,)> =
                sqlx::query_as("SELECT name FROM pragma_index_info(?1) ORDER BY seqno")
                    .bind(&index)
                    .fetch_all(&mut *conn)
                    .await
                    .expect("pragma index_info");
            let columns: Vec<String> = columns.into_iter().map(|(c,)| c.to_lowercase()).collect();
            match origin.as_str() {
                "pk" => {}
                "u" => {
                    table.uniques.insert(columns);
                }
                _ => {
                    let (create,): (String,) = sqlx::query_as(
                        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1",
                    )
                    .bind(&index)
                    .fetch_one(&mut *conn)
                    .await
                    .expect("the index's statement");
                    table.indexes.insert(
                        index.to_lowercase(),
                        Index {
                            table: name.to_lowercase(),
                            columns,
                            unique: unique != 0,
                            predicate: sqlite_index_predicate(&create),
                        },
                    );
                }
            }
        }
        schema.tables.insert(name.to_lowercase(), table);
    }
    // Foreign keys that name no column reference the primary key.
    let keys: BTreeMap<String, Vec<String>> = schema
        .tables
        .iter()
        .map(|(n, t)| (n.clone(), t.primary_key.clone()))
        .collect();
    for table in schema.tables.values_mut() {
        table.foreign_keys = std::mem::take(&mut table.foreign_keys)
            .into_iter()
            .map(|mut fk| {
                if fk.references.is_empty() {
                    fk.references = keys.get(&fk.table).cloned().unwrap_or_default();
                }
                fk
            })
            .collect();
    }
    schema
}

/// PostgreSQL's codes for a foreign key's actions.
pub(super) fn pg_action(code: &str) -> String {
    match code {
        "a" => "no action",
        "r" => "restrict",
        "c" => "cascade",
        "n" => "set null",
        "d" => "set default",
        other => other,
    }
    .to_string()
}

/// Reads the schema of a PostgreSQL database's current schema (the migrations' bookkeeping
/// table left out).
pub async fn read_postgres(conn: &mut sqlx::PgConnection) -> Schema {
    let tables: Vec<(String,)> = sqlx::query_as(
        "SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') \
         AND c.relname <> '_sqlx_migrations'",
    )
    .fetch_all(&mut *conn)
    .await
    .expect("the PostgreSQL catalogue reads");
    let mut schema = Schema::default();
    for (name,) in tables {
        let mut table = Table::default();
        let columns = sqlx::query(
            "SELECT column_name::text AS name, data_type::text AS ty, \
                    is_nullable::text AS nullable, column_default::text AS dflt, \
                    is_identity::text AS identity, identity_generation::text AS generation \
             FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = $1",
        )
        .bind(&name)
        .fetch_all(&mut *conn)
        .await
        .expect("information_schema.columns");
        for row in columns {
            let identity: String = row.get("identity");
            let generation: Option<String> = row.get("generation");
            let default: Option<String> = row.get("dflt");
            table.columns.insert(
                row.get::<String, _>("name").to_lowercase(),
                Column {
                    ty: row.get::<String, _>("ty").to_lowercase(),
                    not_null: row.get::<String, _>("nullable") == "NO",
                    default: default.as_deref().map(canonical),
                    generated: (identity == "YES").then(|| {
                        format!("identity {}", generation.unwrap_or_default().to_lowercase())
                    }),
                },
            );
        }
        let constraints = sqlx::query(
            "SELECT con.contype::text AS kind, pg_get_constraintdef(con.oid) AS def, \
                ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i) \
                      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n \
                      ORDER BY k.i) AS columns, \
                (SELECT c.relname::text FROM pg_class c WHERE c.oid = con.confrelid) AS target, \
                ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, i) \
                      JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n \
                      ORDER BY k.i) AS refs, \
                con.confupdtype::text AS on_update, con.confdeltype::text AS on_delete \
             FROM pg_constraint con \
             WHERE con.conrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass",
        )
        .bind(&name)
        .fetch_all(&mut *conn)
        .await
        .expect("pg_constraint");
        for row in constraints {
            let columns: Vec<String> = row.get("columns");
            match row.get::<String, _>("kind").as_str() {
                "p" => table.primary_key = columns,
                "u" => {
                    table.uniques.insert(columns);
                }
                "c" => {
                    let def: String = row.get("def");
                    let mut tokens = tokenize(&def);
                    assert_eq!(tokens.first().map(String::as_str), Some("check"), "{def}");
                    tokens.remove(0);
                    table.checks.insert(canonical(&tokens.join(" ")));
                }
                "f" => {
                    table.foreign_keys.insert(ForeignKey {
                        columns,
                        table: row.get::<Option<String>, _>("target").unwrap_or_default(),
                        references: row.get("refs"),
                        on_update: pg_action(&row.get::<String, _>("on_update")),
                        on_delete: pg_action(&row.get::<String, _>("on_delete")),
                    });
                }
                // NOT NULL constraints (PostgreSQL 18) are the columns' nullability; anything
                // else (exclusion, triggers) would be a difference of its own.
                "n" => {}
                other => {
                    table.checks.insert(format!("constraint of kind {other}"));
                }
            }
        }
        let indexes = sqlx::query(
            "SELECT ic.relname::text AS name, i.indisunique AS uniq, \
                ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) \
                      FROM generate_series(1, i.indnkeyatts::int) k ORDER BY k) AS columns, \
                pg_get_expr(i.indpred, i.indrelid) AS predicate \
             FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid \
             WHERE i.indrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass \
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid \
                             AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x'))",
        )
        .bind(&name)
        .fetch_all(&mut *conn)
        .await
        .expect("pg_index");
        for row in indexes {
            let columns: Vec<String> = row.get("columns");
            let predicate: Option<String> = row.get("predicate");
            table.indexes.insert(
                row.get::<String, _>("name").to_lowercase(),
                Index {
                    table: name.to_lowercase(),
                    columns: columns.iter().map(|c| c.to_lowercase()).collect(),
                    unique: row.get("uniq"),
                    predicate: predicate.as_deref().map(canonical),
                },
            );
        }
        schema.tables.insert(name.to_lowercase(), table);
    }
    schema
}
