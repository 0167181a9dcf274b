//! Running the `ttakji` binary from the CLI tests.
#![allow(dead_code)] // each test file uses part of it

use std::io::{Read, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `ttakji` with these arguments.
pub fn ttakji(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ttakji"))
        .args(args)
        .output()
        .expect("ttakji runs")
}

/// `ttakji uci`, its stdin and stdout piped.
pub fn spawn() -> Child {
    Command::new(env!("CARGO_BIN_EXE_ttakji"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("ttakji runs")
}

/// The moves of its `bestmove` lines.
pub fn bestmoves(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect()
}

/// Runs `ttakji` with these arguments and `input` on stdin, which it must have read and
/// ended by itself within `limit` (else it is killed and the test fails).
pub fn run_within(args: &[&std::ffi::OsStr], input: &[u8], limit: Duration) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ttakji"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ttakji runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    // A program that stops reading must not block the test: the writer is a thread.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let read = |mut from: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            from.read_to_end(&mut bytes).map(|_| bytes)
        })
    };
    let stdout = read(Box::new(child.stdout.take().expect("stdout")));
    let stderr = read(Box::new(child.stderr.take().expect("stderr")));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("ttakji can be waited for") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("ttakji {args:?} did not end within {limit:?} after its input closed");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    writer.join().expect("the writer ends");
    let bytes = |t: std::thread::JoinHandle<std::io::Result<Vec<u8>>>| {
        t.join().expect("the reader ends").expect("output is read")
    };
    Output {
        status,
        stdout: bytes(stdout),
        stderr: bytes(stderr),
    }
}

/// Runs `ttakji`, which must succeed, and returns its standard output.
pub fn stdout(args: &[&str]) -> String {
    let out = ttakji(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Runs `ttakji`, which must succeed printing `want` on standard output.
pub fn prints(args: &[&str], want: &str) {
    assert_eq!(stdout(args), want, "{args:?}");
}

/// Runs `ttakji`, which must fail with exit code 2, print nothing on standard output, and name
/// `word` in its message.
pub fn fails_naming(args: &[&str], word: &str) {
    let out = ttakji(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(word),
        "{args:?}: '{err}' does not name '{word}'"
    );
}

/// The lines of `out`, which must be `count` lines in sorted order.
pub fn sorted_lines(out: &str, count: usize) -> Vec<&str> {
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), count, "{out}");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    lines
}

/// At every level, `ttakji bestmove <game>` after `moves`, given `movetime` ms, prints one
/// of the moves `ttakji moves <game>` lists there.
pub fn bestmove_is_legal_at_every_level(game: &str, movetime: &str, moves: &[&str]) {
    let legal = stdout(&[&["moves", game][..], moves].concat());
    for level in ["easy", "normal", "hard"] {
        let think = ["bestmove", game, "--level", level, "--movetime", movetime];
        let out = stdout(&[&think[..], moves].concat());
        let mv = out.trim();
        assert!(legal.lines().any(|l| l == mv), "{level}: {mv}");
    }
}

/// Backgammon checkers (`[player on roll, opponent]`, 0-based points from each one's side,
/// 24 the bar) where the player on roll has one checker on the bar and 14 on `point`, and
/// the opponent has closed its home board with 12.
pub fn on_the_bar_against_a_closed_board(point: usize) -> [[u8; 25]; 2] {
    let mut c = [[0u8; 25]; 2];
    c[0][24] = 1;
    c[0][point] = 14;
    c[1][..6].fill(2);
    c
}
