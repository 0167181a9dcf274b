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
