//! Moves shown in motion, for every board: a piece slides (or hops) from spot to spot, a
//! placed piece drops in, a taken one fades. Built on the Web Animations API
//! (`element.animate`), nothing at all under `prefers-reduced-motion: reduce`.
//!
//! A slide does not move the piece itself (the board's reactive drawing owns it): a copy of
//! the piece, wrapped like its spot (same classes, so the stylesheet colours it), runs in a
//! layer on top of the board while the piece waits hidden at its new spot; the copy goes
//! when it arrives. Positions are read from the board's own drawing (each spot's place in
//! the SVG, `getCTM`), so a turned or flipped board needs nothing more.

use js_sys::{Array, Function, Object, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// One step of a slide or a hop, and the fade of a taken piece (ms).
pub const STEP_MS: f64 = 190.0;

/// Whether the person asked for reduced motion.
pub fn reduced() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// A place a slide passes: a spot of the board (its origin, by selector) or a point of the
/// SVG's own coordinates.
#[derive(Clone, Debug, PartialEq)]
pub enum Via {
    Spot(String),
    At(f64, f64),
}

/// What one piece does; selectors are inside the board's SVG.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// The piece `piece`, drawn where `via`'s last place is, arrives along `via`, after
    /// `delay` steps of the motions before it.
    Slide {
        piece: String,
        via: Vec<Via>,
        delay: usize,
    },
    /// A piece appears (placed, or given back by a take-back).
    Drop { piece: String, delay: usize },
    /// A taken piece fades: the board draws it transparent, it starts opaque.
    Fade { piece: String, delay: usize },
}

/// How the moves that lead to the position shown changed: moves played on after the old
/// ones, or moves taken back (the latest first); `None` for anything else (a new game, a jump
/// far away in the review) or more than `max` moves.
#[derive(Clone, Debug, PartialEq)]
pub enum Change<M> {
    On(Vec<M>),
    Back(Vec<M>),
}

pub fn change<M: PartialEq + Clone>(before: &[M], after: &[M], max: usize) -> Option<Change<M>> {
    let (short, long) = if before.len() <= after.len() {
        (before, after)
    } else {
        (after, before)
    };
    let n = long.len() - short.len();
    if n == 0 || n > max || long[..short.len()] != *short {
        return None;
    }
    let extra = long[short.len()..].to_vec();
    Some(if after.len() > before.len() {
        Change::On(extra)
    } else {
        Change::Back(extra.into_iter().rev().collect())
    })
}

/// Calls `react(before, now)` each time `source` gives a new value (not the first one).
pub fn on_change<T: Clone + PartialEq + Send + Sync + 'static>(
    source: impl Fn() -> T + Send + Sync + 'static,
    react: impl Fn(&T, &T) + 'static,
) {
    let react = StoredValue::new_local(react);
    Effect::new(move |before: Option<T>| {
        let now = source();
        if let Some(b) = before.filter(|b| *b != now) {
            react.with_value(|r| r(&b, &now));
        }
        now
    });
}

/// Plays on the board `board` what `motions` makes of each change (up to `max` moves) of
/// the moves leading to the position shown, as `moves` gives them (`None`: no such game).
pub fn animate_moves<M: Clone + PartialEq + Send + Sync + 'static>(
    board: &'static str,
    max: usize,
    moves: impl Fn() -> Option<Vec<M>> + Send + Sync + 'static,
    motions: impl Fn(&Change<M>) -> Vec<Motion> + 'static,
) {
    on_change(moves, move |before, now| {
        if let (Some(b), Some(n)) = (before, now) {
            if let Some(c) = change(b, n, max) {
                play(board, motions(&c));
            }
        }
    });
}

/// Plays `motions` on the board `board` (a selector of its SVG) once the new position is
/// drawn; nothing under reduced motion.
pub fn play(board: &'static str, motions: Vec<Motion>) {
    if motions.is_empty() || reduced() {
        return;
    }
    request_animation_frame(move || {
        let Some(svg) = document().query_selector(board).ok().flatten() else {
            return;
        };
        for m in &motions {
            let _ = run(&svg, m);
        }
    });
}

fn run(svg: &Element, m: &Motion) -> Option<()> {
    match m {
        Motion::Slide { piece, via, delay } => {
            let el = svg.query_selector(piece).ok()??;
            slide(svg, &el, via, *delay)
        }
        Motion::Drop { piece, delay } => {
            let el = svg.query_selector(piece).ok()??;
            let frames = [frame(&[("opacity", "0")]), frame(&[("opacity", "1")])];
            animate(&el, &frames, STEP_MS, *delay as f64 * STEP_MS, "backwards")
        }
        Motion::Fade { piece, delay } => {
            let el = svg.query_selector(piece).ok()??;
            let frames = [frame(&[("opacity", "1")]), frame(&[("opacity", "0")])];
            animate(&el, &frames, STEP_MS, *delay as f64 * STEP_MS, "backwards")
        }
    }
}

/// Where a place is in the SVG's coordinates (those of its motion layer).
fn origin(svg: &Element, layer: &Element, v: &Via) -> Option<(f64, f64)> {
    match v {
        Via::At(x, y) => Some((*x, *y)),
        Via::Spot(sel) => {
            let m = ctm(layer, &svg.query_selector(sel).ok()??)?;
            Some((num(&m, "e")?, num(&m, "f")?))
        }
    }
}

/// The matrix from `el`'s coordinates to the motion layer's.
fn ctm(layer: &Element, el: &Element) -> Option<JsValue> {
    let call = |o: &JsValue, name: &str, arg: Option<&JsValue>| -> Option<JsValue> {
        let f: Function = Reflect::get(o, &name.into()).ok()?.dyn_into().ok()?;
        let r = match arg {
            Some(a) => f.call1(o, a),
            None => f.call0(o),
        };
        r.ok().filter(|m| !m.is_null() && !m.is_undefined())
    };
    let to_screen = call(el, "getScreenCTM", None)?;
    let layer_inv = call(&call(layer, "getScreenCTM", None)?, "inverse", None)?;
    call(&layer_inv, "multiply", Some(&to_screen))
}

fn num(o: &JsValue, key: &str) -> Option<f64> {
    Reflect::get(o, &key.into()).ok()?.as_f64()
}

fn slide(svg: &Element, el: &Element, via: &[Via], delay: usize) -> Option<()> {
    let layer = motion_layer(svg)?;
    let points: Vec<(f64, f64)> = via.iter().filter_map(|v| origin(svg, &layer, v)).collect();
    let &(ex, ey) = points.last()?;
    if points.len() < 2 || points.len() != via.len() {
        return None;
    }
    let runner = runner(&layer, el)?;
    let frames: Vec<Object> = points
        .iter()
        .map(|&(x, y)| frame(&[("translate", &format!("{:.1}px {:.1}px", x - ex, y - ey))]))
        .collect();
    let length = STEP_MS * (points.len() - 1) as f64;
    let wait = delay as f64 * STEP_MS;
    // The piece itself waits hidden at its new spot while its copy runs.
    let hide = [frame(&[("opacity", "0")]), frame(&[("opacity", "0")])];
    animate(el, &hide, wait + length, 0.0, "none");
    let anim = animate_raw(&runner, &frames, length, wait, "backwards")?;
    // The copy goes when it arrives (or when its animation is cancelled).
    let done = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || runner.remove());
    let done = done.into_js_value();
    Reflect::set(&anim, &"onfinish".into(), &done).ok()?;
    Reflect::set(&anim, &"oncancel".into(), &done).ok()?;
    Some(())
}

/// The copy that runs: the piece inside a shell like its spot (its classes, no role or
/// name), placed as the piece is, in the board's motion layer.
fn runner(layer: &Element, el: &Element) -> Option<Element> {
    let spot = el
        .closest("[role=button]")
        .ok()
        .flatten()
        .or_else(|| el.parent_element())?;
    let doc = document();
    let shell = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "g")
        .ok()?;
    let classes = spot.get_attribute("class").unwrap_or_default();
    shell
        .set_attribute("class", &format!("{classes} moving"))
        .ok()?;
    shell.set_attribute("aria-hidden", "true").ok()?;
    let m = ctm(layer, &el.parent_element()?)?;
    let matrix: Vec<String> = ["a", "b", "c", "d", "e", "f"]
        .iter()
        .map(|k| format!("{:.3}", num(&m, k).unwrap_or(0.0)))
        .collect();
    shell
        .set_attribute("transform", &format!("matrix({})", matrix.join(" ")))
        .ok()?;
    if let Some(name) = spot_name(&spot) {
        shell.set_attribute("data-motion", &name).ok()?;
    }
    let copy = el.clone_node_with_deep(true).ok()?;
    shell.append_child(&copy).ok()?;
    // The wrapper's translate is what the keyframes move.
    let wrap = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "g")
        .ok()?;
    wrap.append_child(&shell).ok()?;
    layer.append_child(&wrap).ok()?;
    Some(wrap)
}

/// The spot's name in the board's notation (its `data-square`, `data-point`, ...).
fn spot_name(spot: &Element) -> Option<String> {
    let names = spot.get_attribute_names();
    names
        .iter()
        .filter_map(|n| n.as_string())
        .find(|n| n.starts_with("data-"))
        .and_then(|n| spot.get_attribute(&n))
}

fn motion_layer(svg: &Element) -> Option<Element> {
    if let Some(l) = svg.query_selector(":scope > g.motion-layer").ok().flatten() {
        // Kept last, above everything the board redrew since.
        if svg.last_element_child().as_ref() != Some(&l) {
            svg.append_child(&l).ok()?;
        }
        return Some(l);
    }
    let l = document()
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "g")
        .ok()?;
    l.set_attribute("class", "motion-layer").ok()?;
    l.set_attribute("aria-hidden", "true").ok()?;
    l.set_attribute("pointer-events", "none").ok()?;
    svg.append_child(&l).ok()?;
    Some(l)
}

fn frame(props: &[(&str, &str)]) -> Object {
    let o = Object::new();
    for (k, v) in props {
        let _ = Reflect::set(&o, &(*k).into(), &(*v).into());
    }
    o
}

fn animate(el: &Element, frames: &[Object], ms: f64, delay: f64, fill: &str) -> Option<()> {
    animate_raw(el, frames, ms, delay, fill).map(|_| ())
}

fn animate_raw(
    el: &Element,
    frames: &[Object],
    ms: f64,
    delay: f64,
    fill: &str,
) -> Option<JsValue> {
    let f: Function = Reflect::get(el, &"animate".into()).ok()?.dyn_into().ok()?;
    let list: Array = frames.iter().collect();
    let options = frame(&[("easing", "ease-in-out"), ("fill", fill)]);
    Reflect::set(&options, &"duration".into(), &ms.into()).ok()?;
    Reflect::set(&options, &"delay".into(), &delay.into()).ok()?;
    f.call2(el, &list, &options).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_moves_played_on_or_taken_back() {
        assert_eq!(change(&[1, 2], &[1, 2, 3], 2), Some(Change::On(vec![3])));
        assert_eq!(change(&[1], &[1, 2, 3], 2), Some(Change::On(vec![2, 3])));
        assert_eq!(change(&[1, 2, 3], &[1], 2), Some(Change::Back(vec![3, 2])));
        assert_eq!(change(&[1, 2], &[1, 2], 2), None);
        assert_eq!(change(&[1, 2], &[1, 3], 2), None, "another game");
        assert_eq!(change(&[], &[1, 2, 3], 2), None, "too far");
    }
}
