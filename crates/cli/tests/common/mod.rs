//! Running the `ttakji` binary from the CLI tests.

use std::process::{Command, Output};

/// Runs `ttakji` with these arguments.
pub fn ttakji(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ttakji"))
        .args(args)
        .output()
        .expect("ttakji runs")
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
