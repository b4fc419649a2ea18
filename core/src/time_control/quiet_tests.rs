use super::*;

fn madrid() -> TimeZone {
    time_zone("Europe/Madrid").expect("the bundled database has Madrid")
}

/// Unix seconds of a civil time on Madrid's clocks (the first of a repeated one).
fn at(y: i16, mo: i8, d: i8, h: i8, mi: i8) -> i64 {
    let dt = DateTime::from_parts(
        Date::new(y, mo, d).unwrap(),
        Time::new(h, mi, 0, 0).unwrap(),
    );
    madrid()
        .to_ambiguous_timestamp(dt)
        .compatible()
        .unwrap()
        .as_second()
}

fn hours(text: &str) -> QuietHours {
    QuietHours::read(text).unwrap().unwrap()
}

#[test]
fn quiet_hours_read_in_every_form() {
    let night = QuietHours::new(23 * 60, 8 * 60).unwrap();
    for text in [
        "23:00-08:00",
        "23-8",
        "23h-8h",
        " 23 h - 8 h ",
        "23.00–8.00",
        "11pm-8am",
        "11 p.m. - 8 a.m.",
        "23:00-8",
    ] {
        assert_eq!(QuietHours::read(text), Ok(Some(night)), "{text}");
    }
    assert_eq!(
        hours("22h30-7h15"),
        QuietHours::new(22 * 60 + 30, 7 * 60 + 15).unwrap()
    );
    assert_eq!(
        hours("13:00-15:00"),
        QuietHours::new(13 * 60, 15 * 60).unwrap()
    );
    assert_eq!(hours("0-7"), QuietHours::new(0, 7 * 60).unwrap());
    assert_eq!(hours("22-24"), QuietHours::new(22 * 60, 0).unwrap());
    assert_eq!(hours("12am-7am"), QuietHours::new(0, 7 * 60).unwrap());
    for off in ["off", "OFF", "none", "aucune", "ninguna"] {
        assert_eq!(QuietHours::read(off), Ok(None), "{off}");
    }
    assert_eq!(night.length(), 9 * HOUR);
    assert_eq!((night.start(), night.end()), (1380, 480));
}

#[test]
fn bad_quiet_hours_are_refused_with_their_reason() {
    use QuietHoursError::*;
    for (text, error) in [
        ("", Empty),
        ("   ", Empty),
        ("23", Unreadable),
        ("23-8-9", Unreadable),
        ("late-early", Unreadable),
        ("23:-8", Unreadable),
        ("123-8", Unreadable),
        ("25:00-08:00", BadTime),
        ("23:75-8", BadTime),
        ("13pm-8am", BadTime),
        ("0am-8am", BadTime),
        ("8-8", Same),
        ("08:00-8h", Same),
        ("6-23", TooLong { max_hours: 16 }),
        ("20-13", TooLong { max_hours: 16 }),
    ] {
        assert_eq!(QuietHours::read(text), Err(error), "{text:?}");
    }
    assert_eq!(QuietHours::read(&"1".repeat(200)), Err(Unreadable));
    assert_eq!(
        QuietHours::read("8-0"),
        Ok(Some(QuietHours::new(480, 0).unwrap()))
    );
    assert!(QuietHours::new(1440, 0).is_none());
}

#[test]
fn a_reminder_outside_quiet_hours_is_unchanged() {
    let (zone, quiet) = (madrid(), hours("23:00-08:00"));
    let normal = at(2026, 1, 15, 18, 0);
    let deadline = at(2026, 1, 15, 20, 0);
    assert_eq!(
        reminder_time(normal - 10 * HOUR, normal, deadline, &zone, quiet),
        Some(normal)
    );
    // 22:59 is still outside; 08:00 is already outside.
    let edge = at(2026, 1, 15, 22, 59);
    assert_eq!(
        reminder_time(0, edge, edge + DAY_, &zone, quiet),
        Some(edge)
    );
    let morning = at(2026, 1, 16, 8, 0);
    assert!(!quiet.contains(&zone, morning));
    assert!(quiet.contains(&zone, morning - 1));
}

const DAY_: i64 = 24 * HOUR;

#[test]
fn a_reminder_in_quiet_hours_across_midnight_waits_until_they_end() {
    let (zone, quiet) = (madrid(), hours("23:00-08:00"));
    // Before midnight and after it: both wait for 08:00 of the morning after.
    for normal in [at(2026, 1, 15, 23, 30), at(2026, 1, 16, 3, 0)] {
        let deadline = at(2026, 1, 16, 12, 0);
        assert_eq!(
            reminder_time(normal - DAY_, normal, deadline, &zone, quiet),
            Some(at(2026, 1, 16, 8, 0)),
        );
    }
    assert_eq!(
        quiet.period_at(&zone, at(2026, 1, 16, 3, 0)),
        Some((at(2026, 1, 15, 23, 0), at(2026, 1, 16, 8, 0)))
    );
}

#[test]
fn a_deadline_in_quiet_hours_brings_the_reminder_before_they_begin() {
    let (zone, quiet) = (madrid(), hours("23-8"));
    let normal = at(2026, 1, 16, 2, 0);
    let deadline = at(2026, 1, 16, 7, 0);
    assert_eq!(
        reminder_time(normal - DAY_, normal, deadline, &zone, quiet),
        Some(at(2026, 1, 15, 22, 55))
    );
    // A deadline exactly when they end is no better: the reminder comes before.
    let deadline = at(2026, 1, 16, 8, 0);
    assert_eq!(
        reminder_time(normal - DAY_, normal, deadline, &zone, quiet),
        Some(at(2026, 1, 15, 22, 55))
    );
    // A turn that began inside them leaves no time outside: no reminder.
    assert_eq!(
        reminder_time(at(2026, 1, 15, 23, 30), normal, deadline, &zone, quiet),
        None
    );
    // ...nor one that began a minute before they did.
    assert_eq!(
        reminder_time(at(2026, 1, 15, 22, 59), normal, deadline, &zone, quiet),
        None
    );
}

#[test]
fn quiet_hours_within_a_day() {
    let (zone, quiet) = (madrid(), hours("13:00-15:00"));
    let lunch = at(2026, 6, 1, 14, 0);
    assert_eq!(
        reminder_time(0, lunch, at(2026, 6, 1, 20, 0), &zone, quiet),
        Some(at(2026, 6, 1, 15, 0))
    );
    assert_eq!(
        reminder_time(0, lunch, at(2026, 6, 1, 14, 30), &zone, quiet),
        Some(at(2026, 6, 1, 12, 55))
    );
    for outside in [
        at(2026, 6, 1, 12, 0),
        at(2026, 6, 1, 15, 0),
        at(2026, 6, 2, 2, 0),
    ] {
        assert_eq!(
            reminder_time(0, outside, outside + HOUR, &zone, quiet),
            Some(outside)
        );
    }
}

#[test]
fn summer_time_changes_in_madrid_lose_no_reminder() {
    let zone = madrid();
    let night = hours("23:00-08:00");
    // 29 March 2026: 02:00 becomes 03:00; the night is an hour shorter in real time.
    let begin = at(2026, 3, 28, 23, 0);
    let end = at(2026, 3, 29, 8, 0);
    assert_eq!(end - begin, 8 * HOUR);
    let normal = at(2026, 3, 29, 4, 0);
    assert_eq!(night.period_at(&zone, normal), Some((begin, end)));
    assert_eq!(
        reminder_time(0, normal, end + HOUR, &zone, night),
        Some(end)
    );
    assert_eq!(
        reminder_time(0, normal, end, &zone, night),
        Some(begin - BEFORE_QUIET)
    );
    // 25 October 2026: 03:00 becomes 02:00; the night is an hour longer.
    let begin = at(2026, 10, 24, 23, 0);
    let end = at(2026, 10, 25, 8, 0);
    assert_eq!(end - begin, 10 * HOUR);
    for normal in [begin, begin + 3 * HOUR, begin + 4 * HOUR, end - 1] {
        assert_eq!(
            reminder_time(0, normal, end + 1, &zone, night),
            Some(end),
            "{normal}"
        );
    }
    // Quiet hours that begin or end in the skipped hour: from 03:00 (summer time).
    let skipped = hours("02:30-06:00");
    let three = at(2026, 3, 29, 3, 0);
    assert_eq!(
        at(2026, 3, 29, 2, 30),
        three + 30 * MINUTE,
        "02:30 is read as 03:30"
    );
    assert_eq!(
        skipped.period_at(&zone, three + 40 * MINUTE),
        Some((three + 30 * MINUTE, at(2026, 3, 29, 6, 0)))
    );
    assert!(!skipped.contains(&zone, three + 10 * MINUTE));
    // Quiet hours within the skipped hour move with it (03:00-03:30 that night), and
    // nothing panics.
    let gone = hours("02:00-02:30");
    let one = at(2026, 3, 29, 1, 0);
    for m in (0..180).step_by(5) {
        let t = one + m * MINUTE;
        let inside = (60..90).contains(&m);
        assert_eq!(gone.contains(&zone, t), inside, "{m}");
        let expected = if inside { three + 30 * MINUTE } else { t };
        assert_eq!(reminder_time(0, t, t + HOUR, &zone, gone), Some(expected));
    }
    // In the repeated hour: the first 02:00-02:30 counts.
    let repeated = hours("02:00-02:30");
    let first = at(2026, 10, 25, 2, 10);
    assert!(repeated.contains(&zone, first));
    assert!(!repeated.contains(&zone, first + HOUR));
}

#[test]
fn no_time_panics() {
    let zone = madrid();
    let quiet = hours("23-8");
    for t in [
        i64::MIN,
        i64::MIN + 1,
        -1,
        0,
        1,
        i64::MAX - 1,
        i64::MAX,
        253_402_300_799,
    ] {
        let _ = reminder_time(t, t, t, &zone, quiet);
        let _ = reminder_time(i64::MIN, t, i64::MAX, &zone, quiet);
        let _ = quiet.period_at(&zone, t);
        let _ = utc_offset(&zone, t);
    }
}

#[test]
fn time_zones_are_read_by_their_iana_names_in_any_case() {
    assert_eq!(read_time_zone("Europe/Madrid"), Ok("Europe/Madrid".into()));
    assert_eq!(
        read_time_zone(" europe/MADRID "),
        Ok("Europe/Madrid".into())
    );
    assert_eq!(
        read_time_zone("america/new york"),
        Ok("America/New_York".into())
    );
    assert_eq!(read_time_zone("UTC"), Ok("UTC".into()));
    assert_eq!(read_time_zone(""), Err(TimeZoneError::Empty));
    assert_eq!(read_time_zone("Madrid"), Err(TimeZoneError::Unknown));
    assert_eq!(
        read_time_zone("Europe/Atlantis"),
        Err(TimeZoneError::Unknown)
    );
    assert_eq!(
        read_time_zone(&"x".repeat(500)),
        Err(TimeZoneError::Unknown)
    );
    let zone = time_zone("Europe/Madrid").unwrap();
    assert_eq!(utc_offset(&zone, at(2026, 1, 1, 12, 0)), 3600);
    assert_eq!(utc_offset(&zone, at(2026, 7, 1, 12, 0)), 7200);
    assert!(time_zone("Nowhere/Nothing").is_none());
}

#[test]
fn time_zone_suggestions_put_what_begins_with_the_text_first() {
    let s = time_zone_suggestions("europe/ma", 25);
    assert!(s.contains(&"Europe/Madrid".to_string()), "{s:?}");
    assert!(
        s.iter().all(|n| n.to_lowercase().starts_with("europe/ma")),
        "{s:?}"
    );
    assert_eq!(time_zone_suggestions("madrid", 25)[0], "Europe/Madrid");
    assert_eq!(time_zone_suggestions("new york", 25)[0], "America/New_York");
    assert_eq!(time_zone_suggestions("", 25).len(), 25);
    assert!(time_zone_suggestions("zzzzqqq", 25).is_empty());
    assert!(time_zone_suggestions("a", 25).len() <= 25);
    assert_eq!(time_zone_suggestions("europe", 3).len(), 3);
}

#[test]
fn a_reminder_is_due_from_its_time_and_never_in_quiet_hours() {
    let (zone, quiet) = (madrid(), hours("23-8"));
    let q = Some((&zone, quiet));
    let (start, deadline) = (at(2026, 1, 15, 12, 0), at(2026, 1, 16, 12, 0));
    let normal = at(2026, 1, 16, 2, 0);
    assert!(!reminder_due(start, normal, deadline, normal, q));
    assert!(reminder_due(start, normal, deadline, normal, None));
    assert!(!reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 16, 7, 59),
        q
    ));
    assert!(reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 16, 8, 0),
        q
    ));
    // Moved before them: due from 22:55; a pass that comes too late, inside them, sends
    // nothing.
    let deadline = at(2026, 1, 16, 7, 0);
    assert!(!reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 15, 22, 54),
        q
    ));
    assert!(reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 15, 22, 56),
        q
    ));
    assert!(!reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 15, 23, 1),
        q
    ));
    assert!(!reminder_due(
        start,
        normal,
        deadline,
        at(2026, 1, 16, 6, 0),
        q
    ));
}
