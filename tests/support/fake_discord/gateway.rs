//! The websocket gateway: HELLO, IDENTIFY/READY/GUILD_CREATE, heartbeats, dispatches, RESUME.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use super::{
    FakeUser, GwCommand, HEARTBEAT_INTERVAL_MS, ShardSession, Shared, State, TOKEN, payloads,
    shard_of,
};

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        if let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(connection(stream, Arc::clone(&shared)));
        }
    }
}

fn token_ok(d: &Value) -> bool {
    let t = d["token"].as_str().unwrap_or("");
    t == TOKEN || t.strip_prefix("Bot ") == Some(TOKEN)
}

/// The shard other than the home one that `data`'s guild is on, if it is on one.
pub fn route(shared: &Shared, s: &State, data: &Value) -> Option<u32> {
    let guild = data["guild_id"].as_str()?.parse::<u64>().ok()?;
    let shard = shard_of(guild, s.total_shards);
    (shard != shard_of(shared.ids.guild_id, s.total_shards)).then_some(shard)
}

/// Sends a dispatch (op 0) with the next sequence number on the session of the shard its
/// guild is on: the home session (where, when no connection is up, it is kept for a
/// RESUME), or another shard's. Returns the sequence number.
pub fn dispatch(shared: &Shared, event: &str, data: Value) -> u64 {
    {
        let mut s = shared.lock();
        if let Some(shard) = route(shared, &s, &data)
            && let Some(session) = s.shard_sessions.get_mut(&shard)
        {
            let seq = session.send(event, data);
            drop(s);
            shared.notify();
            return seq;
        }
    }
    let seq = {
        let mut s = shared.lock();
        s.seq += 1;
        let seq = s.seq;
        let frame = json!({"op": 0, "t": event, "s": seq, "d": data}).to_string();
        if let Some(tx) = &s.gateway_tx {
            let _ = tx.send(GwCommand::Text(frame.clone()));
        }
        s.sent.push((seq, frame));
        seq
    };
    shared.notify();
    seq
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<GwCommand>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}});
    if sink.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            cmd = rx.recv() => match cmd {
                Some(GwCommand::Text(t)) => {
                    if sink.send(Message::Text(t)).await.is_err() {
                        break;
                    }
                }
                Some(GwCommand::Close(code)) => {
                    let frame = CloseFrame { code: CloseCode::from(code), reason: "fake Discord closed".into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
            msg = source.next() => match msg {
                Some(Ok(Message::Text(text))) => {
                    let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                    if payload["op"].as_u64() == Some(1) {
                        shared.lock().heartbeats += 1;
                        shared.notify();
                        if sink.send(Message::Text(json!({"op": 11}).to_string())).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    if let Err(code) = handle(&shared, &tx, payload) {
                        let frame = CloseFrame { code: CloseCode::from(code), reason: "rejected".into() };
                        let _ = sink.send(Message::Close(Some(frame))).await;
                        break;
                    }
                }
                Some(Ok(Message::Ping(p))) => {
                    let _ = sink.send(Message::Pong(p)).await;
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
        }
    }
    let mut s = shared.lock();
    if s.gateway_tx.as_ref().is_some_and(|t| t.same_channel(&tx)) {
        s.gateway_tx = None;
        s.ready = false;
    }
    s.shard_sessions.retain(|_, x| !x.tx.same_channel(&tx));
    drop(s);
    shared.notify();
}

/// Handles a client payload other than a heartbeat; `Err(close code)` ends the connection.
fn handle(
    shared: &Shared,
    tx: &mpsc::UnboundedSender<GwCommand>,
    payload: Value,
) -> Result<(), u16> {
    let op = payload["op"].as_u64();
    shared.lock().gateway_received.push(payload.clone());
    let d = &payload["d"];
    match op {
        Some(2) => {
            if !token_ok(d) {
                return Err(4004);
            }
            let shard = d["shard"][0].as_u64().unwrap_or(0) as u32;
            let total = d["shard"][1].as_u64().unwrap_or(1).max(1) as u32;
            if shard >= total {
                return Err(4010); // Invalid shard
            }
            shared.lock().total_shards = total;
            if shard != shard_of(shared.ids.guild_id, total) {
                identify_other_shard(shared, tx, d, shard, total);
                return Ok(());
            }
            let (session_id, members, channels) = {
                let mut s = shared.lock();
                s.session_counter += 1;
                let session_id = format!("fake-session-{}", s.session_counter);
                s.session_id = Some(session_id.clone());
                s.seq = 0;
                s.sent.clear();
                s.identifies.push(d.clone());
                s.gateway_tx = Some(tx.clone());
                let mut members: Vec<FakeUser> = s.users.values().cloned().collect();
                members.sort_by_key(|u| u.id);
                (session_id, members, s.channels.clone())
            };
            let ids = &shared.ids;
            let mut ready =
                payloads::ready(ids, &FakeUser::bot_user(), &session_id, &shared.ws_url);
            ready["shard"] = json!([shard, total]);
            dispatch(shared, "READY", ready);
            dispatch(
                shared,
                "GUILD_CREATE",
                payloads::guild_create(ids, &members, &channels),
            );
            shared.lock().ready = true;
            shared.notify();
        }
        Some(6) => {
            let resumable = {
                let s = shared.lock();
                token_ok(d)
                    && s.session_id.is_some()
                    && d["session_id"].as_str() == s.session_id.as_deref()
            };
            if !resumable {
                let _ = tx.send(GwCommand::Text(json!({"op": 9, "d": false}).to_string()));
                return Ok(());
            }
            let client_seq = d["seq"].as_u64().unwrap_or(0);
            {
                let mut s = shared.lock();
                for (seq, frame) in &s.sent {
                    if *seq > client_seq {
                        let _ = tx.send(GwCommand::Text(frame.clone()));
                    }
                }
                s.gateway_tx = Some(tx.clone());
            }
            dispatch(shared, "RESUMED", json!({}));
            let mut s = shared.lock();
            s.resumes += 1;
            s.ready = true;
            drop(s);
            shared.notify();
        }
        _ => shared.notify(),
    }
    Ok(())
}

impl ShardSession {
    /// Sends a dispatch with the session's next sequence number; returns the number.
    fn send(&mut self, event: &str, data: Value) -> u64 {
        self.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": self.seq, "d": data}).to_string();
        let _ = self.tx.send(GwCommand::Text(frame));
        self.seq
    }
}

/// IDENTIFY of a shard that does not hold the main guild: a session of its own, whose READY
/// lists the second guild when that guild is on this shard, then its GUILD_CREATE.
fn identify_other_shard(
    shared: &Shared,
    tx: &mpsc::UnboundedSender<GwCommand>,
    d: &Value,
    shard: u32,
    total: u32,
) {
    let second = shared.ids.second();
    let holds_second = shard_of(second.guild_id, total) == shard;
    let members = {
        let mut s = shared.lock();
        s.session_counter += 1;
        s.identifies.push(d.clone());
        s.shard_sessions.insert(
            shard,
            ShardSession {
                tx: tx.clone(),
                seq: 0,
                ready: false,
            },
        );
        let mut members: Vec<FakeUser> = s.users.values().cloned().collect();
        members.sort_by_key(|u| u.id);
        members
    };
    let session_id = format!("fake-session-shard-{shard}");
    let mut ready = payloads::ready(&second, &FakeUser::bot_user(), &session_id, &shared.ws_url);
    ready["shard"] = json!([shard, total]);
    if !holds_second {
        ready["guilds"] = json!([]);
    }
    let send = |event: &str, data: Value| {
        if let Some(session) = shared.lock().shard_sessions.get_mut(&shard) {
            session.send(event, data);
        }
    };
    send("READY", ready);
    if holds_second {
        send(
            "GUILD_CREATE",
            payloads::guild_create(&second, &members, &[]),
        );
    }
    if let Some(session) = shared.lock().shard_sessions.get_mut(&shard) {
        session.ready = true;
    }
    shared.notify();
}
