//! `ttakji-split`, Trunk's post_build hook (`Trunk.toml`): splits the page's wasm at its
//! `#[lazy]` functions, so that the home page loads only the main part and each screen's
//! part is fetched when it is first opened.
//!
//! Trunk builds the page's wasm as one module. This takes rustc's own output (linked with
//! `--emit-relocs`, see `build.rs`) and does what cargo-leptos does for `--split`:
//! `wasm_split_cli_support` splits it into the main module, one module per split point or
//! chunk shared by several, and the link module (JavaScript that fetches them); then
//! wasm-bindgen `--keep-lld-exports` on the main module and, in a release build, wasm-opt on
//! every module. Each file is named by a hash of its content and replaces Trunk's main
//! module and glue in the staging dir and in its `index.html`. The link module loads each
//! part from `new URL("./<part>.wasm", import.meta.url)`: the files sit side by side and
//! relative URLs (`public_url = "./"`) keep working.

use eyre::{bail, eyre, Result, WrapErr};
use std::hash::{DefaultHasher, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The app's binary (index.html's `data-bin`) and the cargo profile of its release build
/// (`data-cargo-profile-release`).
const APP: &str = "ttakji-app";
const RELEASE_PROFILE: &str = "web";
/// Names the splitter and wasm-bindgen write, replaced by the hashed ones.
const LINK: &str = "__wasm_split.js";
const GLUE: &str = "__ttakji_glue.js";
/// wasm-opt's level (as Trunk's `data-wasm-opt="z"`) and the features rustc's wasm32 target
/// uses, which the split parts do not declare.
const WASM_OPT: &[&str] = &[
    "-Oz",
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ttakji-split: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// What Trunk tells its hooks.
struct Trunk {
    staging: PathBuf,
    release: bool,
    public_url: String,
    target: PathBuf,
}

impl Trunk {
    fn from_env() -> Result<Trunk> {
        let var = |name: &str| {
            std::env::var(name).wrap_err_with(|| format!("{name} is not set: run by Trunk"))
        };
        let source = PathBuf::from(var("TRUNK_SOURCE_DIR")?);
        let target =
            std::env::var_os("CARGO_TARGET_DIR").map_or(source.join("target"), PathBuf::from);
        Ok(Trunk {
            staging: var("TRUNK_STAGING_DIR")?.into(),
            release: var("TRUNK_PROFILE")? == "release",
            public_url: var("TRUNK_PUBLIC_URL")?,
            target,
        })
    }

    /// rustc's wasm, before wasm-bindgen.
    fn input(&self) -> PathBuf {
        let profile = if self.release {
            RELEASE_PROFILE
        } else {
            "debug"
        };
        self.target
            .join("wasm32-unknown-unknown")
            .join(profile)
            .join(format!("{APP}.wasm"))
    }
}

/// A file of the output: where it was written and its bytes as they will be served.
struct Part {
    stem: String,
    bytes: Vec<u8>,
}

fn run() -> Result<()> {
    let trunk = Trunk::from_env()?;
    let work = trunk.target.join("ttakji-split");
    if work.exists() {
        std::fs::remove_dir_all(&work)?;
    }
    std::fs::create_dir_all(&work)?;
    let input =
        std::fs::read(trunk.input()).wrap_err_with(|| format!("reading {:?}", trunk.input()))?;
    let chunks = split(&input, &work)?;
    bindgen(&work)?;
    let main_wasm = work.join(format!("{APP}_bg.wasm"));
    if trunk.release {
        for file in chunks.iter().chain([&main_wasm]) {
            optimize(file)?;
        }
    }
    let chunks = chunks
        .iter()
        .map(|p| read_part(p))
        .collect::<Result<Vec<_>>>()?;
    let glue = std::fs::read_to_string(work.join(format!("{APP}.js")))?;
    let link = retry_failed_parts(&std::fs::read_to_string(work.join(LINK))?)?;
    let main = std::fs::read(&main_wasm)?;
    write_outputs(
        &trunk,
        &Outputs {
            glue,
            link,
            main,
            chunks,
        },
    )
}

/// Splits rustc's wasm into `work`: `main.wasm`, the parts (returned) and the link module.
fn split(input: &[u8], work: &Path) -> Result<Vec<PathBuf>> {
    let main_out = work.join("main.wasm");
    let link_name = format!("./{LINK}");
    let main_module = format!("./{GLUE}");
    let mut options = wasm_split_cli_support::Options::new(input);
    options.output_dir = work;
    options.main_out_path = &main_out;
    options.link_name = &link_name;
    options.main_module = &main_module;
    let split = wasm_split_cli_support::transform(options).wrap_err("splitting the wasm")?;
    Ok(split.split_modules)
}

fn bindgen(work: &Path) -> Result<()> {
    let out_dir = format!("--out-dir={}", work.display());
    let out_name = format!("--out-name={APP}");
    let main = work.join("main.wasm");
    let args = [
        "--target=web",
        "--no-typescript",
        "--keep-lld-exports",
        "--no-demangle",
    ];
    let mut command = Command::new("wasm-bindgen");
    command.args(args).arg(out_dir).arg(out_name).arg(main);
    exec(command)
}

/// Set (to anything), the release's parts keep their functions' names through wasm-opt
/// (`-g`), for profiling (`scripts/long-tasks.sh`): the code is optimised as without it, the
/// files are larger.
const KEEP_NAMES: &str = "TTAKJI_SPLIT_KEEP_NAMES";

fn optimize(file: &Path) -> Result<()> {
    let mut command = Command::new("wasm-opt");
    command.args(WASM_OPT);
    if std::env::var_os(KEEP_NAMES).is_some() {
        command.arg("-g");
    }
    command.arg(file).arg("-o").arg(file);
    exec(command)
}

fn exec(mut command: Command) -> Result<()> {
    let status = command
        .status()
        .wrap_err_with(|| format!("starting {command:?}"))?;
    if !status.success() {
        bail!("{command:?} failed: {status}");
    }
    Ok(())
}

fn read_part(path: &Path) -> Result<Part> {
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| eyre!("a part without a name: {path:?}"))?;
    Ok(Part {
        stem: stem.to_string(),
        bytes: std::fs::read(path)?,
    })
}

/// The link module's `wrapAsyncCb`, which runs a part's loader and tells the wasm whether it
/// loaded. A failure (offline, a server error) would reach the wasm as `false`, and the
/// split's wrapper panics on it: the page's wasm stops and the screen never shows. In its
/// place, a failed load dispatches [`PART_FAILED`] on `window` (the shell shows a message
/// with "Try again") and waits for [`PART_RETRY`], then loads again; the wasm is told only of
/// a success.
const WRAP_ASYNC_CB: &str = "function wrapAsyncCb(callee) {";
const RETRYING_WRAP_ASYNC_CB: &str = r#"function wrapAsyncCb(callee) {
    return async (callbackIndex, callbackData) => {
        for (;;) {
            try {
                await callee();
                break;
            } catch (e) {
                console.warn("a part of the app could not be loaded:", e);
                await new Promise((retry) => {
                    globalThis.addEventListener("@retry@", () => retry(), { once: true });
                    globalThis.dispatchEvent(new Event("@failed@"));
                });
            }
        }
        const sharedImports = getSharedImports();
        sharedImports.__wasm_split.__indirect_function_table.get(callbackIndex)(callbackData, true);
    };
}
"#;
/// The events of the shell's notice (`src/shell/notices.rs`).
const PART_FAILED: &str = "ttakji-part-failed";
const PART_RETRY: &str = "ttakji-part-retry";

/// The link module with a `wrapAsyncCb` that retries ([`RETRYING_WRAP_ASYNC_CB`]).
fn retry_failed_parts(link: &str) -> Result<String> {
    let start = link
        .find(WRAP_ASYNC_CB)
        .ok_or_else(|| eyre!("the link module has no `{WRAP_ASYNC_CB}`"))?;
    // The function ends at the first line that closes a block at the top level.
    let end = link[start..]
        .find("\n}\n")
        .map(|i| start + i + "\n}\n".len())
        .ok_or_else(|| eyre!("the link module's wrapAsyncCb has no end"))?;
    let wrap = RETRYING_WRAP_ASYNC_CB
        .replace("@retry@", PART_RETRY)
        .replace("@failed@", PART_FAILED);
    Ok(format!("{}{wrap}{}", &link[..start], &link[end..]))
}

/// What the split wrote, before the files are named.
struct Outputs {
    glue: String,
    link: String,
    main: Vec<u8>,
    chunks: Vec<Part>,
}

/// A hash of some contents, as a file name's part.
fn hash<'a>(contents: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut hasher = DefaultHasher::new();
    for content in contents {
        hasher.write_usize(content.len());
        hasher.write(content);
    }
    format!("{:016x}", hasher.finish())
}

/// Where the glue's and the link module's hash goes in their names.
const HASH: &str = "@hash@";

/// Names every file by content and writes it into the staging dir; index.html then loads
/// the main module and preloads the link module in place of Trunk's single module.
fn write_outputs(trunk: &Trunk, out: &Outputs) -> Result<()> {
    let mut link = replace(
        &out.link,
        &format!("\"./{GLUE}\""),
        &format!("\"./{APP}-{HASH}.js\""),
    )?;
    for chunk in &out.chunks {
        let name = format!("{}-{}.wasm", chunk.stem, hash([chunk.bytes.as_slice()]));
        link = replace(
            &link,
            &format!("\"./{}.wasm\"", chunk.stem),
            &format!("\"./{name}\""),
        )?;
        std::fs::write(trunk.staging.join(name), &chunk.bytes)?;
    }
    // Only the imports: the wasm's imports keep the module name the glue gives them.
    let from = format!("from \"./{LINK}\"");
    let glue = replace(&out.glue, &from, &format!("from \"./split-{HASH}.js\""))?;
    let glue = replace(
        &glue,
        &format!("{APP}_bg.wasm"),
        &format!("{APP}-{HASH}_bg.wasm"),
    )?;
    // The glue and the link module name each other: one hash of all three names them.
    let h = hash([glue.as_bytes(), link.as_bytes(), &out.main]);
    let (glue_name, link_name) = (format!("{APP}-{h}.js"), format!("split-{h}.js"));
    std::fs::write(trunk.staging.join(&link_name), link.replace(HASH, &h))?;
    std::fs::write(trunk.staging.join(&glue_name), glue.replace(HASH, &h))?;
    std::fs::write(trunk.staging.join(format!("{APP}-{h}_bg.wasm")), &out.main)?;
    replace_trunks(trunk, &format!("{APP}-{h}"), &link_name)
}

/// `text` with every `from` replaced by `to`; `from` must be there.
fn replace(text: &str, from: &str, to: &str) -> Result<String> {
    if !text.contains(from) {
        bail!("{from} not found where it was expected");
    }
    Ok(text.replace(from, to))
}

/// Drops Trunk's single module and glue, and points index.html at the split ones.
fn replace_trunks(trunk: &Trunk, stem: &str, link_name: &str) -> Result<()> {
    let index = trunk.staging.join("index.html");
    let html = std::fs::read_to_string(&index)?;
    let old = trunks_stem(&html)?;
    for file in [format!("{old}.js"), format!("{old}_bg.wasm")] {
        std::fs::remove_file(trunk.staging.join(file))?;
    }
    let html = replace(&html, &old, stem)?;
    let preload = format!(
        "<link rel=\"modulepreload\" href=\"{}{link_name}\" crossorigin=\"anonymous\">\n</head>",
        trunk.public_url
    );
    std::fs::write(index, replace(&html, "</head>", &preload)?)?;
    Ok(())
}

/// The hashed name Trunk gave the app's glue (`ttakji-app-<hash>.js`), without `.js`, as
/// index.html imports it.
fn trunks_stem(html: &str) -> Result<String> {
    let start = format!("from './{APP}-");
    let at = html.find(&start).ok_or_else(|| {
        eyre!("index.html does not import {APP}-<hash>.js: did Trunk build the app?")
    })?;
    let rest = &html[at + start.len() - APP.len() - 1..];
    let end = rest
        .find(".js'")
        .ok_or_else(|| eyre!("index.html: no end to the app's glue name"))?;
    Ok(rest[..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start of a link module as `wasm_split_cli_support` 0.2 writes it.
    const LINK_MODULE: &str = "import { initSync } from \"./__ttakji_glue.js\";
function wrapAsyncCb(callee) {
    return async (callbackIndex, callbackData) => {
        let success;
        try {
            await callee();
            success = true;
        } catch (e) {
            console.error(e);
            success = false;
        } finally {
            const sharedImports = getSharedImports();
            sharedImports.__wasm_split.__indirect_function_table.get(callbackIndex)(callbackData, success);
        }
    }
}
function makeLoad(fetcher, deps) {
}
";

    #[test]
    fn a_failed_part_is_announced_and_waits_for_a_retry() {
        let link = retry_failed_parts(LINK_MODULE).unwrap();
        assert!(link.starts_with("import { initSync }"));
        assert!(link.contains("\n}\nfunction makeLoad(fetcher, deps) {\n}\n"));
        assert_eq!(link.matches("function wrapAsyncCb(").count(), 1);
        assert!(!link.contains("success"));
        assert!(link.contains("new Event(\"ttakji-part-failed\")"));
        assert!(link.contains("addEventListener(\"ttakji-part-retry\""));
    }

    #[test]
    fn a_link_module_without_the_loader_is_refused() {
        assert!(retry_failed_parts("function makeLoad() {}\n").is_err());
    }
}
