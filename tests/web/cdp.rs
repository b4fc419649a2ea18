//! A small client of the Chrome DevTools Protocol: enough to drive Debian's headless
//! `chromium` through the web pages (open a page, evaluate script, press keys, set a phone's
//! viewport). `.ci/run` installs chromium where it is missing.

use std::process::Stdio;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::io::BufRead;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const CHROMIUM: &str = "/usr/bin/chromium";

/// A headless chromium with one page open; killed when dropped.
pub struct Browser {
    child: std::process::Child,
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next: u64,
    session: String,
    _profile: tempfile::TempDir,
}

impl Browser {
    pub async fn launch() -> Browser {
        assert!(
            std::path::Path::new(CHROMIUM).exists(),
            "{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; .ci/run does)"
        );
        let profile = tempfile::tempdir().expect("a profile directory");
        let mut child = std::process::Command::new(CHROMIUM)
            .args([
                "--headless=new",
                "--remote-debugging-port=0",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-extensions",
                "--disable-background-networking",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("chromium starts");
        let stderr = child.stderr.take().expect("stderr");
        let (tx, rx) = std::sync::mpsc::channel();
        // Reads the DevTools address, then keeps reading so chromium never blocks on a full
        // pipe.
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
            {
                if let Some(at) = line.find("ws://") {
                    let _ = tx.send(line[at..].trim().to_string());
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_secs(30))
            .expect("chromium says where DevTools listens");
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("DevTools connects");
        let mut browser = Browser {
            child,
            ws,
            next: 0,
            session: String::new(),
            _profile: profile,
        };
        let target = browser
            .call("Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let target = target["targetId"].as_str().expect("a target").to_string();
        let attached = browser
            .call(
                "Target.attachToTarget",
                json!({"targetId": target, "flatten": true}),
            )
            .await;
        browser.session = attached["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        browser.call("Page.enable", json!({})).await;
        browser.call("Runtime.enable", json!({})).await;
        browser
    }

    /// Sends a command (to the page once attached) and waits for its result.
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.ws
            .send(Message::Text(message.to_string()))
            .await
            .expect("DevTools takes the command");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let next = tokio::time::timeout(left, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("no answer to {method}"));
            let Some(Ok(Message::Text(text))) = next else {
                continue;
            };
            let value: Value = serde_json::from_str(&text).expect("DevTools sends JSON");
            if value["id"] == json!(id) {
                if let Some(error) = value.get("error") {
                    panic!("{method} failed: {error}");
                }
                return value["result"].clone();
            }
        }
    }

    /// Opens `url` and waits until it has loaded.
    pub async fn goto(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.wait_for(
            "document.readyState === 'complete'",
            Duration::from_secs(10),
        )
        .await;
    }

    /// The value of a script expression (promises awaited).
    pub async fn eval(&mut self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
            )
            .await;
        if let Some(e) = result.get("exceptionDetails") {
            panic!("`{expression}` threw: {e}");
        }
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true, and says how long that took.
    pub async fn wait_for(&mut self, expression: &str, within: Duration) -> Duration {
        let start = Instant::now();
        loop {
            if self.eval(&format!("!!({expression})")).await == json!(true) {
                return start.elapsed();
            }
            assert!(
                start.elapsed() < within,
                "`{expression}` still false after {within:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Presses and releases a key (`ArrowLeft`, `ArrowRight`) with nothing focused.
    pub async fn key(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            )
            .await;
        }
    }

    /// Lays the page out as a phone of `width` CSS pixels.
    pub async fn phone(&mut self, width: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": true}),
        )
        .await;
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
