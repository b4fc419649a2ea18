//! A tournament's page: the standings with their tie-breaks, the crosstable, each round's
//! pairings with links to the games' pages; live, a result shows within seconds.

use std::fmt::Write;
use std::sync::Arc;

use hyper::Response;

use super::common::{Body, Part, Site, escape, event_stream, frame, html, json, lang};
use super::live::{Pending, Source};
use crate::i18n::{self, Args};
use crate::render::standings::{Cell, Mark, Stage};
use crate::table::{TableError, TournamentPage};
use crate::tournament::{GameResult, Status};

/// How often a followed tournament's version is read (its games' changes wake it sooner).
const POLL: std::time::Duration = std::time::Duration::from_millis(2000);

pub(super) async fn answer(
    site: &Site,
    number: i64,
    token: &str,
    part: Part,
) -> Result<Option<Response<Body>>, TableError> {
    let pages = site.config.pages;
    let Some(page) = site.table.tournament_page(number, token, pages).await? else {
        return Ok(None);
    };
    Ok(Some(match part {
        Part::Page => html(whole_page(&page)),
        Part::Data => json(data(&page).to_string()),
        Part::Events => {
            let source = Arc::new(Followed {
                site: site.clone(),
                number,
                token: token.to_string(),
            });
            event_stream(site.live.follow(('t', number), page.version, source))
        }
        Part::Svg(_) => return Ok(None),
    }))
}

struct Followed {
    site: Site,
    number: i64,
    token: String,
}

impl Followed {
    async fn page(&self) -> Option<TournamentPage> {
        let pages = self.site.config.pages;
        match self
            .site
            .table
            .tournament_page(self.number, &self.token, pages)
            .await
        {
            Ok(page) => page,
            Err(e) => {
                tracing::debug!(error = %e.chain(), "a followed tournament could not be read");
                None
            }
        }
    }
}

impl Source for Followed {
    fn version(&self) -> Pending<'_, Option<i64>> {
        Box::pin(async move {
            // Cheap first: the version alone, then whether the page is still shown.
            self.site
                .table
                .tournament_version(self.number)
                .await
                .ok()??;
            self.page().await.map(|p| p.version)
        })
    }

    fn payload(&self) -> Pending<'_, Option<String>> {
        Box::pin(async move { self.page().await.map(|p| data(&p).to_string()) })
    }

    /// Any game may be one of its games: its version says whether it changed.
    fn wakes(&self, _game: i64) -> bool {
        true
    }

    fn poll(&self) -> std::time::Duration {
        POLL
    }
}

fn data(page: &TournamentPage) -> serde_json::Value {
    serde_json::json!({
        "number": page.number,
        "version": page.version,
        "html": tables(page),
    })
}

fn whole_page(page: &TournamentPage) -> String {
    let main = format!(
        "<main><h1>{}</h1><div id=\"tables\" aria-live=\"polite\">{}</div></main>",
        escape(&page.name),
        tables(page)
    );
    frame(
        lang(page.locale),
        &page.name,
        &main,
        &data(page).to_string(),
        include_str!("tournament.js"),
    )
}

/// The stage, the standings, the crosstable and the rounds, as HTML.
fn tables(page: &TournamentPage) -> String {
    let locale = page.locale;
    let t = |id: &str| escape(&i18n::lookup(locale, id));
    let view = &page.standings;
    let mut out = String::with_capacity(8192);
    if page.rounds.is_empty() {
        let _ = write!(out, "<p id=\"stage\">{}</p>", t("web-not-started"));
        return out;
    }
    let stage = match (page.status, view.stage) {
        (Status::Finished, _) | (_, Stage::Final) => i18n::lookup(locale, "standings-final"),
        (_, Stage::After { round, total }) => i18n::text(
            locale,
            "standings-after",
            &Args::new().with("round", round).with("total", total),
        ),
    };
    let _ = write!(
        out,
        "<p id=\"stage\">{}</p><h2>{}</h2><div class=\"wrap\"><table id=\"standings\"><thead><tr>\
         <th>{}</th><th>{}</th><th>{}</th>",
        escape(&stage),
        t("web-standings"),
        t("standings-head-rank"),
        t("standings-head-player"),
        t("standings-head-points"),
    );
    for tiebreak in &view.tiebreaks {
        let id = format!("standings-head-{}", tiebreak.key().replace('_', "-"));
        let _ = write!(out, "<th>{}</th>", t(&id));
    }
    out.push_str("</tr></thead><tbody>");
    for row in &view.rows {
        let rank = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        let withdrawn = if row.withdrawn {
            format!(
                " <span class=\"muted\">({})</span>",
                t("standings-withdrawn")
            )
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr><td>{rank}</td><td class=\"player\">{}{withdrawn}</td><td class=\"points\">{}</td>",
            escape(&row.name),
            row.points
        );
        for value in &row.tiebreaks {
            let _ = write!(out, "<td>{value}</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    crosstable(&mut out, page);
    rounds(&mut out, page);
    out
}

fn crosstable(out: &mut String, page: &TournamentPage) {
    let locale = page.locale;
    let view = &page.standings;
    let rounds = view.rows.first().map_or(0, |r| r.rounds.len());
    let _ = write!(
        out,
        "<h2>{}</h2><div class=\"wrap\"><table id=\"crosstable\"><thead><tr><th>{}</th><th>{}</th>",
        escape(&i18n::lookup(locale, "web-crosstable")),
        escape(&i18n::lookup(locale, "standings-head-rank")),
        escape(&i18n::lookup(locale, "standings-head-player")),
    );
    for round in 1..=rounds {
        let head = i18n::text(
            locale,
            "standings-head-round",
            &Args::new().with("round", round),
        );
        let _ = write!(out, "<th>{}</th>", escape(&head));
    }
    out.push_str("</tr></thead><tbody>");
    for (i, row) in view.rows.iter().enumerate() {
        let _ = write!(out, "<tr><td>{}</td><td>{}</td>", i + 1, escape(&row.name));
        for cell in &row.rounds {
            let _ = write!(out, "<td>{}</td>", escape(&cell_text(page, *cell)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
}

/// A crosstable cell as the standings image writes it: `3W+` (against row 3, with White,
/// won), `3+` by forfeit, `…` still played, the bye's word.
fn cell_text(page: &TournamentPage, cell: Cell) -> String {
    let locale = page.locale;
    match cell {
        Cell::Bye => i18n::lookup(locale, "standings-bye"),
        Cell::Absent => String::new(),
        Cell::Game { opponent, seat, .. } => {
            let Some((mark, forfeit)) = cell.mark() else {
                return String::new();
            };
            let side = if forfeit {
                String::new()
            } else {
                let word = &page.standings.sides[seat.index()];
                i18n::text_or_none(locale, &format!("standings-side-{word}"), &Args::new())
                    .unwrap_or_default()
            };
            let mark = match mark {
                Mark::Win => "+",
                Mark::Draw => "=",
                Mark::Loss => "−",
                Mark::Playing => "…",
            };
            let opponent = opponent.map_or(String::from("?"), |o| o.to_string());
            format!("{opponent}{side}{mark}")
        }
    }
}

fn rounds(out: &mut String, page: &TournamentPage) {
    let locale = page.locale;
    for round in page.rounds.iter().rev() {
        let head = i18n::text(
            locale,
            "web-round",
            &Args::new().with("round", round.number),
        );
        let _ = write!(
            out,
            "<h2>{}</h2><div class=\"wrap\"><table class=\"round\"><tbody>",
            escape(&head)
        );
        for p in &round.pairings {
            let result = match p.result {
                None => "…".to_string(),
                Some(GameResult::Won(seat)) => {
                    if seat.index() == 0 { "1–0" } else { "0–1" }.to_string()
                }
                Some(GameResult::Drawn) => "½–½".to_string(),
                Some(GameResult::Forfeited(seat)) => {
                    if seat.index() == 0 { "−/+" } else { "+/−" }.to_string()
                }
                Some(GameResult::BothForfeited) => "−/−".to_string(),
            };
            let link = match &p.game {
                Some(path) => format!(
                    "<a href=\"{}\">{}</a>",
                    escape(path),
                    escape(&i18n::lookup(locale, "web-game-link"))
                ),
                None => String::new(),
            };
            let _ = write!(
                out,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"result\">{result}</td><td>{link}</td></tr>",
                p.board,
                escape(&p.names[0]),
                escape(&p.names[1]),
            );
        }
        out.push_str("</tbody></table></div>");
        if let Some(bye) = &round.bye {
            let text = i18n::text(locale, "web-bye", &Args::new().with("name", bye.clone()));
            let _ = write!(out, "<p>{}</p>", escape(&text));
        }
    }
}
