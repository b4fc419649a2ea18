//! What the pages' modules share: the site, the parts of a page, responses and the frame of
//! every page.

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::{Response, StatusCode};

use super::live::{Events, Live};
use crate::i18n::Locale;
use crate::render::Boards;
use crate::table::{PagesOn, Table};

/// How the pages are served.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The public base URL written in links (`https://tablero.example.org`), no trailing `/`.
    pub base_url: String,
    /// Whose pages are served: the servers that chose them (the bot), or all (the console).
    pub pages: PagesOn,
}

/// What every connection shares.
#[derive(Clone)]
pub(crate) struct Site {
    pub table: Table,
    pub boards: Boards,
    pub config: Arc<WebConfig>,
    pub live: Live,
}

pub(crate) type Body = BoxBody<Bytes, Infallible>;

/// Which part of a page a request asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part {
    Page,
    Data,
    Events,
    Svg(usize),
}

/// The one answer to anything that is not a page one may see.
pub(crate) fn not_found() -> Response<Body> {
    text(
        StatusCode::NOT_FOUND,
        "not found\n",
        "text/plain; charset=utf-8",
    )
}

pub(crate) fn text(
    status: StatusCode,
    body: impl Into<Bytes>,
    kind: &'static str,
) -> Response<Body> {
    let mut response = Response::new(Full::new(body.into()).boxed());
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static(kind),
    );
    // Pages are found by their link alone: no search engine, no referrer carrying the token
    // to another site, no framing by another site.
    for (name, value) in [
        ("x-robots-tag", "noindex, nofollow"),
        ("referrer-policy", "no-referrer"),
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("cache-control", "no-store"),
    ] {
        headers.insert(name, hyper::header::HeaderValue::from_static(value));
    }
    response
}

pub(crate) fn html(body: String) -> Response<Body> {
    text(StatusCode::OK, body, "text/html; charset=utf-8")
}

pub(crate) fn json(body: String) -> Response<Body> {
    text(StatusCode::OK, body, "application/json")
}

pub(crate) fn svg(body: String) -> Response<Body> {
    text(StatusCode::OK, body, "image/svg+xml")
}

/// Text made safe inside HTML.
pub(crate) fn escape(text: &str) -> String {
    crate::render::svg::escape(text)
}

/// A follower's event stream: never buffered by a proxy that honours `X-Accel-Buffering`
/// (nginx), never cached.
pub(crate) fn event_stream(events: Events) -> Response<Body> {
    let mut response = Response::new(events.boxed());
    let headers = response.headers_mut();
    for (name, value) in [
        ("content-type", "text/event-stream"),
        ("cache-control", "no-store"),
        ("x-accel-buffering", "no"),
        ("x-robots-tag", "noindex, nofollow"),
        ("referrer-policy", "no-referrer"),
    ] {
        headers.insert(name, hyper::header::HeaderValue::from_static(value));
    }
    response
}

/// The page frame shared by games and tournaments: the viewport for phones, the style, the
/// script, in the page's language.
pub(crate) fn frame(lang: &str, title: &str, main: &str, data: &str, script: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex, nofollow\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{}</title><style>{}</style></head><body>{main}\
         <script id=\"data\" type=\"application/json\">{}</script>\
         <script>{script}</script></body></html>",
        escape(title),
        include_str!("page.css"),
        data.replace("</", "<\\/"),
    )
}

/// A page's `lang` attribute.
pub(crate) fn lang(locale: Locale) -> &'static str {
    locale.code()
}
