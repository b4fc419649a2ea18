//! The standings table's layout and painting: every column as wide as its widest text, the
//! image as large as the table (within [`MAX_WIDTH`] and [`MAX_ROWS`]), then the title, the
//! head row, one shaded row per player and the legend.
//!
//! Sizes, measured on the tests' tables (DejaVu Sans, 16 px body text, 28 px rows): a
//! finished 5-player Swiss of 5 rounds is about 670 x 340 px; a 32-player Swiss of 9 rounds
//! 1,109 x 1,094 px (about 40 ms to draw, 257 KB of PNG). Nothing grows without bound: a name
//! is shortened to [`NAME_MAX`] pixels, the rounds that do not fit in [`MAX_WIDTH`] are left
//! out from the first on (a note says so), and rows after [`MAX_ROWS`] too (so at most about
//! 2,400 x 4,000 px).

use image::RgbImage;

use super::super::canvas::{Canvas, Rgb, rgb};
use super::super::text::{Align, Face, Sheet, TextMasks, cap_height, fit_text, text_width};
use super::super::{ACCENT, BACKGROUND, HEADER_ROW, MUTED_TEXT, TEXT, WIN_ACCENT};
use super::view::{Cell, Mark, StandingsRow, StandingsView};
use super::words::Words;

/// The widest image drawn, in pixels: rounds beyond it are left out.
pub const MAX_WIDTH: u32 = 2400;
/// The most rows drawn: the most players a tournament takes.
pub const MAX_ROWS: usize = crate::tournament::MAX_PLAYERS as usize;
/// The widest a name is drawn before it is shortened with an ellipsis.
pub const NAME_MAX: f32 = 240.0;
/// The narrowest image: a short title over a small table still reads as a card.
const MIN_WIDTH: f32 = 420.0;

const MARGIN: f32 = 24.0;
const TITLE_SIZE: f32 = 26.0;
const TITLE_BAND: f32 = 36.0;
const SUBTITLE_SIZE: f32 = 16.0;
const SUBTITLE_BAND: f32 = 26.0;
const HEAD_SIZE: f32 = 14.0;
const HEAD_HEIGHT: f32 = 32.0;
const BODY_SIZE: f32 = 16.0;
const ROW_HEIGHT: f32 = 28.0;
const TAG_SIZE: f32 = 12.0;
const LEGEND_SIZE: f32 = 13.0;
const LEGEND_LINE: f32 = 19.0;
/// Space on each side of a column's text.
const PAD: f32 = 9.0;
/// Between the table and what is under it.
const GAP: f32 = 14.0;
const LEGEND_SEPARATOR: &str = "   ·   ";

const ODD_ROW: Rgb = rgb(0x2d323a);
const WINNER_ROW: Rgb = rgb(0x4a4330);
const SEPARATOR: Rgb = rgb(0x3d444f);
const TAG_FILL: Rgb = rgb(0x3a3f48);
/// Text of a withdrawn player's row.
const DIM_TEXT: Rgb = rgb(0x7a828d);
const LOSS_TEXT: Rgb = rgb(0xff8f87);

/// A column of the table.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Rank,
    Name,
    Points,
    Tiebreak(usize),
    /// A round, from 0.
    Round(usize),
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Column {
    kind: Kind,
    x: f32,
    width: f32,
}

/// Where everything goes.
struct Layout {
    width: u32,
    height: u32,
    columns: Vec<Column>,
    /// Left edge and width of the table.
    left: f32,
    table_width: f32,
    /// Top of the head row.
    head_top: f32,
    rows: usize,
    /// The lines under the table: notes of what was left out, then the legend.
    notes: Vec<String>,
    title: String,
}

fn width_of(text: &str, face: Face, size: f32) -> f32 {
    text_width(text, face, size).ceil()
}

pub(super) fn rank_text(row: &StandingsRow) -> String {
    if row.shared {
        format!("{}=", row.rank)
    } else {
        row.rank.to_string()
    }
}

/// The widest of `texts` in the body's face, or of the head, plus padding.
fn column_width<'a>(head: &str, texts: impl Iterator<Item = &'a str>, face: Face) -> f32 {
    texts
        .map(|t| width_of(t, face, BODY_SIZE))
        .fold(width_of(head, Face::Bold, HEAD_SIZE), f32::max)
        + 2.0 * PAD
}

/// The width of the withdrawn tag (a pill after the name).
fn tag_width(words: &Words) -> f32 {
    width_of(&words.withdrawn, Face::Regular, TAG_SIZE) + 12.0
}

fn layout(view: &StandingsView, words: &Words) -> Layout {
    let rows = &view.rows[..view.rows.len().min(MAX_ROWS)];
    let mut columns = fixed_columns(rows, words);
    // Every round's column as wide as the widest: the crosstable reads as a grid.
    let rounds = view.rounds();
    let cells: Vec<String> = rows
        .iter()
        .flat_map(|r| r.rounds.iter().map(|&c| words.cell(c)))
        .collect();
    let round_width = column_width(
        &words.round(rounds),
        cells.iter().map(String::as_str),
        Face::Regular,
    );
    let fixed: f32 = columns.iter().map(|c| c.1).sum::<f32>() + 2.0 * MARGIN;
    let room = ((MAX_WIDTH as f32 - fixed) / round_width).floor().max(1.0) as usize;
    let shown = rounds.min(room);
    let hidden_rounds = rounds - shown;
    columns.extend((hidden_rounds..rounds).map(|r| (Kind::Round(r), round_width)));
    let table_width: f32 = columns.iter().map(|c| c.1).sum();

    let title_width = width_of(&view.name, Face::Bold, TITLE_SIZE).max(width_of(
        &words.subtitle,
        Face::Regular,
        SUBTITLE_SIZE,
    ));
    let width = (table_width.max(title_width) + 2.0 * MARGIN)
        .max(MIN_WIDTH)
        .min(MAX_WIDTH as f32)
        .ceil();
    let left = ((width - table_width) / 2.0).floor().max(0.0);
    let mut x = left;
    let columns = columns
        .into_iter()
        .map(|(kind, width)| {
            let c = Column { kind, x, width };
            x += width;
            c
        })
        .collect();
    let notes = notes(view, words, rows.len(), hidden_rounds, width);
    let head_top = MARGIN + TITLE_BAND + SUBTITLE_BAND + 8.0;
    let table_bottom = head_top + HEAD_HEIGHT + rows.len() as f32 * ROW_HEIGHT;
    let height = table_bottom + GAP + notes.len() as f32 * LEGEND_LINE + MARGIN - 4.0;
    Layout {
        width: width as u32,
        height: height.ceil() as u32,
        columns,
        left,
        table_width,
        head_top,
        rows: rows.len(),
        notes,
        title: fit_text(&view.name, Face::Bold, TITLE_SIZE, width - 2.0 * MARGIN),
    }
}

/// The columns before the rounds' (rank, name, points, each tie-break), with their widths.
fn fixed_columns(rows: &[StandingsRow], words: &Words) -> Vec<(Kind, f32)> {
    let ranks: Vec<String> = rows.iter().map(rank_text).collect();
    let points: Vec<String> = rows.iter().map(|r| r.points.to_string()).collect();
    let mut columns = vec![
        (
            Kind::Rank,
            column_width(&words.rank, ranks.iter().map(String::as_str), Face::Regular),
        ),
        (Kind::Name, {
            let names = rows.iter().map(|r| {
                let tag = if r.withdrawn {
                    tag_width(words) + 6.0
                } else {
                    0.0
                };
                width_of(&r.name, Face::Regular, BODY_SIZE).min(NAME_MAX) + tag
            });
            names.fold(width_of(&words.player, Face::Bold, HEAD_SIZE), f32::max) + 2.0 * PAD
        }),
        (
            Kind::Points,
            column_width(&words.points, points.iter().map(String::as_str), Face::Bold),
        ),
    ];
    for (i, head) in words.tiebreaks.iter().enumerate() {
        let values: Vec<String> = rows
            .iter()
            .map(|r| {
                r.tiebreaks
                    .get(i)
                    .map(ToString::to_string)
                    .unwrap_or_default()
            })
            .collect();
        columns.push((
            Kind::Tiebreak(i),
            column_width(head, values.iter().map(String::as_str), Face::Regular),
        ));
    }
    columns
}

/// The lines under the table: what was left out (rounds, rows), then the legend of the
/// cells shown, wrapped to the image's width.
fn notes(
    view: &StandingsView,
    words: &Words,
    shown_rows: usize,
    hidden_rounds: usize,
    width: f32,
) -> Vec<String> {
    let rows = &view.rows[..shown_rows];
    let mut notes = Vec::new();
    if hidden_rounds > 0 {
        notes.push(words.rounds_hidden(hidden_rounds));
    }
    if view.rows.len() > rows.len() {
        notes.push(words.rows_hidden(view.rows.len() - rows.len()));
    }
    let shown_cells: Vec<Cell> = rows
        .iter()
        .flat_map(|r| r.rounds.iter().skip(hidden_rounds).copied())
        .collect();
    let legend = words.legend(view, &shown_cells);
    notes.extend(wrap(&legend, width - 2.0 * MARGIN));
    notes
}

/// The legend's items, joined on lines no wider than `width` (an item wider than a line
/// gets one of its own and is shortened).
fn wrap(items: &[String], width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in items {
        let joined = if line.is_empty() {
            item.clone()
        } else {
            format!("{line}{LEGEND_SEPARATOR}{item}")
        };
        if line.is_empty() || text_width(&joined, Face::Regular, LEGEND_SIZE) <= width {
            line = joined;
        } else {
            lines.push(std::mem::replace(&mut line, item.clone()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
        .into_iter()
        .map(|l| fit_text(&l, Face::Regular, LEGEND_SIZE, width))
        .collect()
}

/// The colour of a round's cell.
fn cell_colour(cell: Cell) -> Rgb {
    match cell.mark() {
        Some((Mark::Win, _)) => WIN_ACCENT,
        Some((Mark::Loss, _)) => LOSS_TEXT,
        Some((Mark::Draw, _)) => TEXT,
        Some((Mark::Playing, _)) => ACCENT,
        None => MUTED_TEXT,
    }
}

/// Draws the standings.
pub fn draw(view: &StandingsView, masks: &TextMasks) -> RgbImage {
    let words = Words::new(view);
    let l = layout(view, &words);
    let mut sheet = Sheet::new(Canvas::new(l.width, l.height, BACKGROUND), masks);
    let centre = l.width as f32 / 2.0;
    sheet.text_centred(
        &l.title,
        Face::Bold,
        TITLE_SIZE,
        (centre, MARGIN + TITLE_BAND / 2.0),
        TEXT,
    );
    sheet.text_centred(
        &words.subtitle,
        Face::Regular,
        SUBTITLE_SIZE,
        (centre, MARGIN + TITLE_BAND + SUBTITLE_BAND / 2.0),
        MUTED_TEXT,
    );

    // The head row.
    let (left, top) = (l.left.round() as i32, l.head_top.round() as i32);
    sheet.rect(
        left,
        top,
        l.table_width.round() as i32,
        HEAD_HEIGHT as i32,
        HEADER_ROW,
    );
    for c in &l.columns {
        let head = match c.kind {
            Kind::Rank => words.rank.clone(),
            Kind::Name => words.player.clone(),
            Kind::Points => words.points.clone(),
            Kind::Tiebreak(i) => words.tiebreaks[i].clone(),
            Kind::Round(r) => words.round(r + 1),
        };
        let mid = l.head_top + HEAD_HEIGHT / 2.0;
        cell_text(&mut sheet, c, &head, Face::Bold, HEAD_SIZE, mid, TEXT);
    }

    for (i, row) in view.rows.iter().take(l.rows).enumerate() {
        let y = l.head_top + HEAD_HEIGHT + i as f32 * ROW_HEIGHT;
        draw_row(&mut sheet, &l, &words, view, row, i, y);
    }

    // Lines between the groups of columns: names, points, tie-breaks, rounds.
    let bottom = l.head_top + HEAD_HEIGHT + l.rows as f32 * ROW_HEIGHT;
    for (i, c) in l.columns.iter().enumerate().skip(1) {
        let before = l.columns[i - 1].kind;
        let starts_group = matches!(
            (before, c.kind),
            (Kind::Name, Kind::Points) | (Kind::Points, _) | (Kind::Tiebreak(_), Kind::Round(_))
        );
        if starts_group {
            let height = (bottom - l.head_top).round() as i32;
            sheet.rect(c.x.round() as i32, top, 1, height, SEPARATOR);
        }
    }

    let mut y = bottom + GAP + LEGEND_LINE / 2.0;
    for note in &l.notes {
        let baseline = y + cap_height(Face::Regular, LEGEND_SIZE) / 2.0;
        sheet.text(
            note,
            Face::Regular,
            LEGEND_SIZE,
            (MARGIN.max(l.left), baseline),
            Align::Left,
            MUTED_TEXT,
        );
        y += LEGEND_LINE;
    }
    sheet.into_canvas().into_image()
}

/// One player's row at `y`: its shading, then each column's text.
fn draw_row(
    sheet: &mut Sheet<'_>,
    l: &Layout,
    words: &Words,
    view: &StandingsView,
    row: &StandingsRow,
    index: usize,
    y: f32,
) {
    let winner = view.is_winner(row);
    let (left, top) = (l.left.round() as i32, y.round() as i32);
    let width = l.table_width.round() as i32;
    if winner {
        sheet.rect(left, top, width, ROW_HEIGHT as i32, WINNER_ROW);
        sheet.rect(left, top, 4, ROW_HEIGHT as i32, ACCENT);
    } else if index % 2 == 1 {
        sheet.rect(left, top, width, ROW_HEIGHT as i32, ODD_ROW);
    }
    let mid = y + ROW_HEIGHT / 2.0;
    let (main, plain) = match (winner, row.withdrawn) {
        (_, true) => (DIM_TEXT, DIM_TEXT),
        (true, false) => (ACCENT, TEXT),
        (false, false) => (TEXT, TEXT),
    };
    for c in &l.columns {
        match c.kind {
            Kind::Rank => cell_text(
                sheet,
                c,
                &rank_text(row),
                Face::Regular,
                BODY_SIZE,
                mid,
                main,
            ),
            Kind::Name => draw_name(sheet, c, words, row, mid, main),
            Kind::Points => {
                let points = row.points.to_string();
                cell_text(sheet, c, &points, Face::Bold, BODY_SIZE, mid, main);
            }
            Kind::Tiebreak(i) => {
                let value = row
                    .tiebreaks
                    .get(i)
                    .map(ToString::to_string)
                    .unwrap_or_default();
                cell_text(sheet, c, &value, Face::Regular, BODY_SIZE, mid, plain);
            }
            Kind::Round(r) => {
                let Some(&cell) = row.rounds.get(r) else {
                    continue;
                };
                let colour = if row.withdrawn {
                    DIM_TEXT
                } else {
                    cell_colour(cell)
                };
                cell_text(
                    sheet,
                    c,
                    &words.cell(cell),
                    Face::Regular,
                    BODY_SIZE,
                    mid,
                    colour,
                );
            }
        }
    }
}

/// A name, shortened to fit, with the withdrawn tag after it.
fn draw_name(
    sheet: &mut Sheet<'_>,
    c: &Column,
    words: &Words,
    row: &StandingsRow,
    mid: f32,
    colour: Rgb,
) {
    let tag = if row.withdrawn {
        tag_width(words) + 6.0
    } else {
        0.0
    };
    let room = (c.width - 2.0 * PAD - tag).min(NAME_MAX);
    let name = fit_text(&row.name, Face::Regular, BODY_SIZE, room);
    let baseline = mid + cap_height(Face::Regular, BODY_SIZE) / 2.0;
    let drawn = sheet.text(
        &name,
        Face::Regular,
        BODY_SIZE,
        (c.x + PAD, baseline),
        Align::Left,
        colour,
    );
    if row.withdrawn {
        let x = c.x + PAD + drawn + 6.0;
        let w = tag_width(words);
        sheet.rounded_rect((x, mid - 9.0, w, 18.0), 9.0, TAG_FILL, 1.0);
        sheet.text_centred(
            &words.withdrawn,
            Face::Regular,
            TAG_SIZE,
            (x + w / 2.0, mid),
            MUTED_TEXT,
        );
    }
}

/// A column's text, centred in it (names are drawn by [`draw_name`]).
fn cell_text(
    sheet: &mut Sheet<'_>,
    c: &Column,
    text: &str,
    face: Face,
    size: f32,
    mid: f32,
    colour: Rgb,
) {
    if c.kind == Kind::Name {
        let baseline = mid + cap_height(face, size) / 2.0;
        sheet.text(text, face, size, (c.x + PAD, baseline), Align::Left, colour);
    } else {
        sheet.text_centred(text, face, size, (c.x + c.width / 2.0, mid), colour);
    }
}

/// The image's width and height, and how many rounds it leaves out (for the tests).
#[cfg(test)]
pub(super) fn size_of(view: &StandingsView) -> (u32, u32, usize) {
    let l = layout(view, &Words::new(view));
    let first_round = l.columns.iter().find_map(|c| match c.kind {
        Kind::Round(r) => Some(r),
        _ => None,
    });
    (l.width, l.height, first_round.unwrap_or(0))
}
