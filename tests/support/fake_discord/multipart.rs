//! A small `multipart/form-data` parser (RFC 7578), enough for what reqwest sends.

use super::Part;

/// The boundary parameter of a `multipart/form-data` content type.
pub fn boundary(content_type: &str) -> Option<String> {
    let mut pieces = content_type.split(';');
    let essence = pieces.next()?.trim();
    if !essence.eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    pieces.find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_owned())
    })
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > haystack.len() {
        return None;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// Splits a body into parts; `Err` describes the first malformation.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}");
    let delimiter = delimiter.as_bytes();
    let mut pos = find(body, delimiter, 0).ok_or("no opening boundary")? + delimiter.len();
    let mut parts = Vec::new();
    loop {
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        if !body[pos..].starts_with(b"\r\n") {
            return Err("boundary not followed by CRLF".into());
        }
        pos += 2;
        let headers_end = find(body, b"\r\n\r\n", pos).ok_or("part headers not terminated")?;
        let headers =
            std::str::from_utf8(&body[pos..headers_end]).map_err(|_| "part headers not UTF-8")?;
        let content_start = headers_end + 4;
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(delimiter);
        let content_end =
            find(body, &closing, content_start).ok_or("part not terminated by a boundary")?;
        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            bytes: body[content_start..content_end].to_vec(),
        };
        for line in headers.split("\r\n") {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            if name.trim().eq_ignore_ascii_case("content-disposition") {
                for param in value.split(';').skip(1) {
                    let Some((k, v)) = param.split_once('=') else {
                        continue;
                    };
                    let v = v.trim().trim_matches('"').to_owned();
                    match k.trim().to_ascii_lowercase().as_str() {
                        "name" => part.name = v,
                        "filename" => part.filename = Some(v),
                        _ => {}
                    }
                }
            } else if name.trim().eq_ignore_ascii_case("content-type") {
                part.content_type = Some(value.to_owned());
            }
        }
        parts.push(part);
        pos = content_end + closing.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_fields_and_files() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"a\":1}\r\n--XyZ--\r\n";
        let parts = parse(body, "XyZ").unwrap();
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "files[0]");
        assert_eq!(parts[0].filename.as_deref(), Some("a.png"));
        assert_eq!(parts[0].content_type.as_deref(), Some("image/png"));
        assert_eq!(parts[0].bytes, b"\x89PNG\r\n--x");
        assert_eq!(parts[1].name, "payload_json");
        assert_eq!(parts[1].bytes, b"{\"a\":1}");
        assert_eq!(
            boundary("multipart/form-data; boundary=\"XyZ\"").as_deref(),
            Some("XyZ")
        );
    }
}
