//! `bg-train`'s numbers have limits (issue 12): past one, status 2 and a message naming the
//! option and the limit; at them, a run of one game.

use std::process::{Command, Output};

fn bg_train(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bg-train"))
        .args(args)
        .output()
        .expect("bg-train runs")
}

#[test]
fn each_number_past_its_limit_is_refused_naming_it() {
    let out = "/nonexistent/never-written.bin";
    for (option, value, message) in [
        (
            "--games",
            "10000001",
            "--games takes at most 10000000, not 10000001",
        ),
        ("--games", "0", "--games takes at least 1, not 0"),
        ("--stop", "0", "--stop takes at least 1, not 0"),
        ("--checkpoint", "0", "--checkpoint takes at least 1, not 0"),
        (
            "--contact-hidden",
            "1025",
            "--contact-hidden takes at most 1024, not 1025",
        ),
        (
            "--race-hidden",
            "18446744073709551615",
            "--race-hidden takes at most 1024",
        ),
        (
            "--eval-games",
            "100001",
            "--eval-games takes at most 100000, not 100001",
        ),
        ("--seed", "+1", "--seed takes a whole number, not '+1'"),
        (
            "--alpha",
            "2,0.1",
            "--alpha takes rates from 0 to 1, not '2'",
        ),
        (
            "--lambda",
            "0.5,NaN",
            "--lambda takes rates from 0 to 1, not 'NaN'",
        ),
    ] {
        let o = bg_train(&["--games", "10", "--out", out, option, value]);
        assert_eq!(o.status.code(), Some(2), "{option} {value}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{option} {value}: {err}");
    }
    let o = bg_train(&["--compare", "a.bin", "b.bin", "100001"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("[games] takes at most 100000, not 100001"),
        "{err}"
    );
}

#[test]
fn the_numbers_at_their_limits_make_a_run() {
    let out = std::env::temp_dir().join(format!("bg-train-limits-{}.bin", std::process::id()));
    let path = out.to_str().expect("a UTF-8 temporary path");
    let args = [
        "--games",
        "10000000",
        "--stop",
        "1",
        "--checkpoint",
        "10000000",
        "--eval-games",
        "1",
        "--contact-hidden",
        "1024",
        "--race-hidden",
        "1",
        "--alpha",
        "1,0",
        "--out",
        path,
    ];
    let o = bg_train(&args);
    let _ = std::fs::remove_file(&out);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let log = String::from_utf8_lossy(&o.stdout);
    assert!(log.contains("games 1 time"), "{log}");
}

#[test]
fn an_argument_that_is_not_utf8_is_refused_naming_it() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"\xff");
    let out = Command::new(env!("CARGO_BIN_EXE_bg-train"))
        .args([std::ffi::OsStr::new("--games"), bad])
        .output()
        .expect("bg-train runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("argument 2 is not UTF-8 text"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
