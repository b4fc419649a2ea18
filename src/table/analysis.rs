//! `/analyze`: a finished game reviewed by the engine (see [`crate::analysis`]), as a reply
//! with the chance curve as a chart, the key moments, and every turn in an attached file.
//!
//! Only finished games are reviewed: a review of a game in progress would be help from the
//! engine in the middle of it (fair play), games against the computer included. The
//! positions are valued on the shared search pool, at most as many at once as the pool has
//! workers, so the moves of games in progress wait behind at most that many; a finished
//! game never changes, so its review is kept in memory for the next reader.

use std::sync::Arc;

use super::{Msg, Reply, Table, TableError};
use crate::analysis::{self, PositionEval, Proof, Review, Setup, Severity, TurnReview};
use crate::domain::{ChannelRef, GameId, GameSpec, GameStatus};
use crate::engine::{Cancel, Oracle, Pool};
use crate::games::{AnyGame, Outcome, Seat};
use crate::i18n::{self, Args, Locale};

/// Called after each position is valued, with how many are done and how many in all.
pub type Progress<'a> = dyn Fn(usize, usize) + Send + Sync + 'a;

/// How many key moments the reply shows (the attached file has every turn).
pub const KEY_MOMENTS: usize = 8;

/// The lines of a review, as the catalogue words them (`analysis-*`).
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisLine {
    /// The deferred answer while the review runs: `done` of `total` positions valued.
    Progress { done: usize, total: usize },
    /// Which game, between whom, how long and how it ended.
    Header {
        game: Option<GameId>,
        spec: GameSpec,
        names: [String; 2],
        turns: usize,
        outcome: Option<Outcome>,
    },
    /// A side's inaccuracies, mistakes and blunders.
    Tally {
        spec: GameSpec,
        seat: Seat,
        name: String,
        counts: [usize; 3],
    },
    /// A key moment (in the reply) or any turn (in the attached file).
    Turn(TurnLine),
    /// No turn was an inaccuracy or worse.
    NoMoments,
    /// More notable turns than the reply shows: the rest are in the file.
    MoreInFile { shown: usize, total: usize },
}

/// One turn as the review words it; chances are the mover's, from 0 to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnLine {
    pub spec: GameSpec,
    pub number: usize,
    pub seat: Seat,
    pub played: Vec<String>,
    pub best: Option<Vec<String>>,
    pub severity: Option<Severity>,
    pub proof: Option<Proof>,
    pub chance_before: f64,
    pub chance_after: f64,
}

impl TurnLine {
    fn of(spec: GameSpec, t: &TurnReview) -> TurnLine {
        TurnLine {
            spec,
            number: t.number,
            seat: t.seat,
            played: t.played.clone(),
            best: (!t.played_best()).then(|| t.best.clone()).flatten(),
            severity: t.severity,
            proof: t.proof.clone(),
            chance_before: t.chance_before,
            chance_after: t.chance_after,
        }
    }
}

/// Reviews `game` on the shared search pool (see the module documentation), calling
/// `progress` as positions are valued.
pub async fn review_game(
    game: &AnyGame,
    setup: &Setup,
    progress: &Progress<'_>,
) -> Result<Review, analysis::AnalysisError> {
    let turns = analysis::turns(game)?;
    let positions: Vec<AnyGame> = turns.positions().into_iter().cloned().collect();
    let total = positions.len();
    let pool = Pool::shared();
    let window = pool.workers().max(1);
    let cancel = Cancel::new();
    let mut evals: Vec<PositionEval> = Vec::with_capacity(total);
    let mut queued = std::collections::VecDeque::new();
    let mut next = positions.into_iter();
    progress(0, total);
    loop {
        while queued.len() < window {
            let Some(position) = next.next() else { break };
            let setup = setup.clone();
            queued.push_back(pool.submit(&cancel, move |flag| {
                analysis::evaluate(&position, &setup, flag)
            }));
        }
        let Some(ticket) = queued.pop_front() else {
            break;
        };
        // A job that failed (a panic, a runtime shutting down) counts as an even position
        // rather than losing the whole review.
        let eval = ticket.wait().await.unwrap_or(PositionEval {
            eval: analysis::Eval::Score(0),
            best: None,
            nodes: 0,
        });
        evals.push(eval);
        progress(evals.len(), total);
    }
    Ok(analysis::review(&turns, &evals))
}

/// The reply of a review: the header, each side's tally, the key moments, the chart and
/// the full list as a file, in `locale`.
pub fn review_reply(
    review: &Review,
    game: Option<GameId>,
    spec: GameSpec,
    names: [String; 2],
    locale: Locale,
) -> Result<Reply, TableError> {
    let header = Msg::Analysis(AnalysisLine::Header {
        game,
        spec,
        names: names.clone(),
        turns: review.turns.len(),
        outcome: review.outcome,
    });
    let mut lines = vec![header.clone()];
    for seat in Seat::ALL {
        let mut counts = [0; 3];
        for t in review.turns.iter().filter(|t| t.seat == seat) {
            match t.severity {
                Some(Severity::Inaccuracy) => counts[0] += 1,
                Some(Severity::Mistake) => counts[1] += 1,
                Some(Severity::Blunder) => counts[2] += 1,
                None => {}
            }
        }
        lines.push(Msg::Analysis(AnalysisLine::Tally {
            spec,
            seat,
            name: names[seat.index()].clone(),
            counts,
        }));
    }
    let moments = analysis::key_moments(review, KEY_MOMENTS);
    if moments.is_empty() {
        lines.push(Msg::Analysis(AnalysisLine::NoMoments));
    }
    for t in &moments {
        lines.push(Msg::Analysis(AnalysisLine::Turn(TurnLine::of(spec, t))));
    }
    let notable = review.turns.iter().filter(|t| t.is_notable()).count();
    if notable > moments.len() {
        lines.push(Msg::Analysis(AnalysisLine::MoreInFile {
            shown: moments.len(),
            total: notable,
        }));
    }
    let mut document = vec![header];
    document.extend(
        review
            .turns
            .iter()
            .map(|t| Msg::Analysis(AnalysisLine::Turn(TurnLine::of(spec, t)))),
    );
    let png = chart(review, spec, &names, locale).map_err(TableError::Render)?;
    Ok(Reply::public(lines)
        .with_attachment("analysis.png", png)
        .with_document("analysis.txt", document)
        .in_language(locale))
}

/// The chance curve as a PNG, its words in `locale`.
pub fn chart(
    review: &Review,
    spec: GameSpec,
    names: &[String; 2],
    locale: Locale,
) -> Result<Vec<u8>, crate::render::RenderError> {
    use crate::render::chart::{EvalChart, Mark, eval_chart_png};
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let points: Vec<f32> = review.points.iter().map(|p| *p as f32).collect();
    let marks: Vec<(usize, Mark, u8)> = review
        .turns
        .iter()
        .filter_map(|t| {
            let mark = match t.severity? {
                Severity::Inaccuracy => Mark::Inaccuracy,
                Severity::Mistake => Mark::Mistake,
                Severity::Blunder => Mark::Blunder,
            };
            Some((t.number, mark, t.seat.index() as u8))
        })
        .collect();
    let title = tr(
        "analysis-chart-title",
        Args::new()
            .with("first", names[0].clone())
            .with("second", names[1].clone()),
    );
    let x_label = tr("analysis-chart-turn", Args::new());
    // The chart's sentences name the side by its word (white, fox, ...), so that each
    // language can write "des Blancs" or "del zorro" whole.
    let word = |seat: Seat| spec.kind().def().side_words()[seat.index()];
    let side_args = |seat: Seat| crate::render::labels::game_args(spec).with("side", word(seat));
    let y_label = tr("analysis-chart-chance", side_args(Seat::First));
    let result = match review.outcome {
        Some(Outcome {
            winner: Some(seat), ..
        }) => tr("analysis-chart-wins", side_args(seat)),
        Some(_) => tr("analysis-chart-draw", Args::new()),
        None => String::new(),
    };
    let legend = [
        tr("analysis-chart-inaccuracy", Args::new()),
        tr("analysis-chart-mistake", Args::new()),
        tr("analysis-chart-blunder", Args::new()),
    ];
    eval_chart_png(&EvalChart {
        points: &points,
        marks: &marks,
        title: &title,
        x_label: &x_label,
        y_label: &y_label,
        result: &result,
        legend: [&legend[0], &legend[1], &legend[2]],
    })
}

/// A game `/analyze` may review, found and checked (quickly, before a front end defers its
/// answer for the review itself).
pub struct AnalysisTarget {
    stored: crate::store::StoredGame,
}

impl AnalysisTarget {
    /// The game's language: the review's, and its progress's while it runs.
    pub fn locale(&self) -> Locale {
        self.stored.locale
    }
}

impl Table {
    /// `/analyze`: the channel's (or its threads') last finished game, or the game `id` of
    /// this server, reviewed. A game in progress is refused.
    pub async fn analyze(
        &self,
        channel: &ChannelRef,
        id: Option<GameId>,
        progress: &Progress<'_>,
    ) -> Result<Reply, TableError> {
        let target = self.analysis_target(channel, id).await?;
        self.analyze_target(target, progress).await
    }

    /// The game `/analyze` would review, or why there is none: a database lookup, no search.
    pub async fn analysis_target(
        &self,
        channel: &ChannelRef,
        id: Option<GameId>,
    ) -> Result<AnalysisTarget, TableError> {
        let stored = match id {
            Some(id) => self
                .store
                .game(id)
                .await?
                .filter(|g| g.channel.guild == channel.guild)
                .ok_or(TableError::NoSuchGame)?,
            None => match self.store.latest_finished_game(channel).await? {
                Some(game) => game,
                // Nothing finished, but a game under way: say why it is not reviewed.
                None if self.store.active_game(channel).await?.is_some() => {
                    return Err(TableError::AnalysisInProgress);
                }
                None => return Err(TableError::NothingToAnalyze),
            },
        };
        if stored.status == GameStatus::Active {
            return Err(TableError::AnalysisInProgress);
        }
        if stored.ply == 0 {
            return Err(TableError::NothingToAnalyze);
        }
        Ok(AnalysisTarget { stored })
    }

    /// Reviews a game found by [`Table::analysis_target`] (from memory if it was reviewed
    /// before), calling `progress` as positions are valued.
    pub async fn analyze_target(
        &self,
        target: AnalysisTarget,
        progress: &Progress<'_>,
    ) -> Result<Reply, TableError> {
        let stored = target.stored;
        let names = self.names(&stored).await?;
        let locale = stored.locale;
        let (game_id, spec) = (stored.id, stored.spec);
        let cached = self.reviews().get(&game_id);
        let review = match cached {
            Some(review) => review,
            None => {
                let loaded = self.load(stored).await?;
                let setup = self.analysis_setup(spec);
                let review = review_game(&loaded.game, &setup, progress)
                    .await
                    .map_err(|_| TableError::NothingToAnalyze)?;
                let review = Arc::new(review);
                self.reviews().insert(game_id, Arc::clone(&review), 1);
                review
            }
        };
        review_reply(&review, Some(game_id), spec, names, locale)
    }

    /// How this table values positions: the configured node budget, or the analysis's own.
    pub fn analysis_setup(&self, spec: GameSpec) -> Setup {
        let oracle: Oracle = self.config.oracle.clone();
        let mut setup = Setup::standard(spec.kind(), oracle);
        if let Some(nodes) = self.config.analysis_nodes {
            setup.nodes = nodes;
        }
        setup
    }
}
