//! Placeholder until the translation lands: falls back to English.

use super::{Msg, Style};

pub(super) fn text(msg: &Msg, s: &dyn Style) -> String {
    super::en::text(msg, s)
}
