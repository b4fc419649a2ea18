//! Files users upload: an attachment option (type 11) of a slash command carries the
//! attachment's id, and the interaction's `data.resolved.attachments` describes it (id,
//! filename, size, url, proxy_url, content type), as Discord sends them. The fake serves the
//! bytes itself, as Discord's CDN would, under `GET /attachments/{channel}/{id}/{filename}`
//! on its REST address (no `Authorization` needed, as on the CDN); every such request is
//! recorded with the others (`FakeDiscord::cdn_requests`).

use serde_json::{Map, Value, json};

use super::{FakeDiscord, RecordedRequest, State};

/// An uploaded file the fake holds.
#[derive(Clone, Debug)]
pub(crate) struct Upload {
    pub id: u64,
    pub filename: String,
    pub bytes: Vec<u8>,
    /// The `size` the interaction reports (a test may make it lie).
    pub size: u64,
    pub url: String,
}

/// The path prefix of the CDN route.
pub(crate) const CDN_PREFIX: &str = "/attachments/";

impl FakeDiscord {
    /// Uploads `bytes` as `filename`; the returned id is the value of a type-11 option
    /// (`{"name": "file", "type": 11, "value": id}`).
    pub fn upload(&self, filename: &str, bytes: &[u8]) -> String {
        self.upload_claiming(filename, bytes, bytes.len() as u64)
    }

    /// Like [`FakeDiscord::upload`], the interaction reporting `size` bytes whatever the file
    /// holds.
    pub fn upload_claiming(&self, filename: &str, bytes: &[u8], size: u64) -> String {
        let mut s = self.shared.lock();
        let id = s.new_id();
        let url = format!(
            "{}{CDN_PREFIX}{}/{id}/{filename}",
            self.base_url(),
            self.shared.ids.channel_id
        );
        s.uploads.insert(
            id,
            Upload {
                id,
                filename: filename.to_owned(),
                bytes: bytes.to_vec(),
                size,
                url,
            },
        );
        id.to_string()
    }

    /// The requests made for uploaded files.
    pub fn cdn_requests(&self) -> Vec<RecordedRequest> {
        self.requests()
            .into_iter()
            .filter(|r| r.path.starts_with(CDN_PREFIX))
            .collect()
    }
}

/// The `resolved.attachments` of the attachment options (type 11) among `options`, sub-commands
/// included; `None` when there are none.
pub(crate) fn resolved_attachments(s: &State, options: &Value) -> Option<Value> {
    let mut ids = Vec::new();
    super::interactions::option_ids(options, 11, &mut ids);
    let mut out = Map::new();
    for id in ids {
        if let Some(u) = s.uploads.get(&id) {
            out.insert(
                id.to_string(),
                json!({
                    "id": id.to_string(),
                    "filename": u.filename,
                    "size": u.size,
                    "url": u.url,
                    "proxy_url": u.url,
                    "content_type": "text/plain; charset=utf-8",
                    "ephemeral": true,
                }),
            );
        }
    }
    (!out.is_empty()).then_some(Value::Object(out))
}

/// The bytes of the upload at `path` (`/attachments/{channel}/{id}/{filename}`), if any.
pub(crate) fn serve(s: &State, path: &str) -> Option<Vec<u8>> {
    let rest = path.strip_prefix(CDN_PREFIX)?;
    let id: u64 = rest.split('/').nth(1)?.parse().ok()?;
    s.uploads.get(&id).map(|u| u.bytes.clone())
}
