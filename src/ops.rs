//! Operation: the metrics endpoint (`METRICS_ADDR`), `/healthz` and `/metrics` in
//! Prometheus's text format.
//!
//! Metrics are recorded where things happen, through the `metrics` facade:
//! - `tablero_interactions_total{kind, command, outcome}` and
//!   `tablero_interaction_seconds{kind}` (a histogram), per interaction (`discord::shards`);
//! - `tablero_discord_retries_total{status}`, each REST call sent again (`discord::retry`);
//! - `tablero_sweep_seconds` (a histogram), each sweeper pass with its announcements
//!   delivered (`discord`).
//!
//! And read at each scrape: `tablero_active_games`, `tablero_outbox_backlog`,
//! `tablero_sweeper_lag_seconds` (since the last pass ended; -1 before the first) and
//! `tablero_engine_queue` (searches waiting for a worker).

use std::convert::Infallible;
use std::sync::OnceLock;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tokio::net::TcpListener;

use crate::backoff::AcceptBackoff;
use crate::table::Table;

/// The histogram buckets of the latency metrics, in seconds: Discord wants a first answer
/// within 3 s, deferred ones within 15 min.
const BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// The process's Prometheus recorder, installed as the global one on first use.
pub fn recorder() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(BUCKETS)
            .expect("the buckets are not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("a metrics recorder was already installed; /metrics shows its own");
        }
        handle
    })
}

/// Serves `/healthz` and `/metrics` on `listener` until the task is dropped.
///
/// A failed `accept` is followed by a pause ([`AcceptBackoff`]): an error such as running out
/// of file descriptors fails every `accept` at once until it clears, and going straight back
/// would spin a core and fill the log.
pub async fn serve(listener: TcpListener, table: Table) {
    let handle = recorder();
    let mut backoff = AcceptBackoff::default();
    loop {
        let stream = backoff.accept(&listener, "the metrics endpoint").await;
        let table = table.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let table = table.clone();
                async move { Ok::<_, Infallible>(answer(request, &table, handle).await) }
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await
            {
                tracing::debug!(error = %e, "a metrics connection failed");
            }
        });
    }
}

async fn answer(
    request: Request<Incoming>,
    table: &Table,
    handle: &PrometheusHandle,
) -> Response<Full<Bytes>> {
    let text = |status: StatusCode, body: String, kind: &'static str| {
        let mut response = Response::new(Full::new(Bytes::from(body)));
        *response.status_mut() = status;
        response.headers_mut().insert(
            hyper::header::CONTENT_TYPE,
            hyper::header::HeaderValue::from_static(kind),
        );
        response
    };
    if request.method() != Method::GET {
        return text(
            StatusCode::METHOD_NOT_ALLOWED,
            "GET only\n".into(),
            "text/plain",
        );
    }
    match request.uri().path() {
        // Healthy: the database answers.
        "/healthz" => match table.active_games().await {
            Ok(_) => text(StatusCode::OK, "ok\n".into(), "text/plain"),
            Err(e) => {
                tracing::warn!(error = %e, "health check: the database does not answer");
                text(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "database unavailable\n".into(),
                    "text/plain",
                )
            }
        },
        "/metrics" => {
            refresh(table).await;
            text(
                StatusCode::OK,
                handle.render(),
                "text/plain; version=0.0.4; charset=utf-8",
            )
        }
        _ => text(StatusCode::NOT_FOUND, "not found\n".into(), "text/plain"),
    }
}

/// Reads the gauges that are states rather than events.
async fn refresh(table: &Table) {
    if let Ok(n) = table.active_games().await {
        metrics::gauge!("tablero_active_games").set(n as f64);
    }
    if let Ok(n) = table.outbox_backlog().await {
        metrics::gauge!("tablero_outbox_backlog").set(n as f64);
    }
    let lag = table.since_last_sweep().map_or(-1.0, |s| s as f64);
    metrics::gauge!("tablero_sweeper_lag_seconds").set(lag);
    metrics::gauge!("tablero_engine_queue").set(crate::engine::Pool::shared().queued() as f64);
}
