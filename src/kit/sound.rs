//! Short WebAudio cues, one for each kind of event (a move, a capture, a check, a roll of the
//! dice, the end of a game), synthesised: no audio files to fetch or cache.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{AudioContext, HtmlAudioElement, OscillatorType};

/// The page's audio, made on first use (browsers allow sound only after a user gesture).
enum Audio {
    Cold,
    /// The output is starting; the cues asked meanwhile wait.
    Warming(Vec<Cue>),
    /// The context, or none where audio is not available.
    Ready(Option<AudioContext>),
}

thread_local! {
    static AUDIO: RefCell<Audio> = const { RefCell::new(Audio::Cold) };
}

/// A WAV file without samples. Chromium's first `AudioContext` of a page waits, on the main
/// thread, for the audio output to start (60-100 ms, a long task); playing a media element
/// starts it without blocking, and a context made after that takes a few ms.
const SILENT_WAV: &str =
    "data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// A piece moved or placed.
    Move,
    /// A piece taken: a Makruk capture, a Morris removal, a backgammon hit.
    Capture,
    /// Makruk: the Khun is attacked.
    Check,
    /// Backgammon: the dice are rolled.
    Dice,
    End,
}

/// One note: its wave, frequency (Hz), start offset and length (s).
type Note = (OscillatorType, f32, f64, f64);

/// Each cue's notes; every cue has its own frequencies, so that they sound apart.
fn notes(cue: Cue) -> &'static [Note] {
    use OscillatorType::{Sine, Square, Triangle};
    match cue {
        // A soft tap.
        Cue::Move => &[(Triangle, 520.0, 0.0, 0.07)],
        // A knock, falling.
        Cue::Capture => &[(Square, 392.0, 0.0, 0.05), (Triangle, 262.0, 0.05, 0.12)],
        // Two high calls.
        Cue::Check => &[(Sine, 988.0, 0.0, 0.09), (Sine, 988.0, 0.13, 0.11)],
        // A rattle of short clicks.
        Cue::Dice => &[
            (Square, 1400.0, 0.0, 0.025),
            (Square, 1100.0, 0.045, 0.025),
            (Square, 1650.0, 0.09, 0.025),
            (Square, 1250.0, 0.14, 0.03),
        ],
        // A rising chord.
        Cue::End => &[
            (Triangle, 523.0, 0.0, 0.12),
            (Triangle, 659.0, 0.13, 0.12),
            (Triangle, 784.0, 0.26, 0.25),
        ],
    }
}

/// Plays a cue; silently does nothing where audio is not available. The first cue waits
/// for the output to start (`SILENT_WAV`).
pub fn play(cue: Cue) {
    let cold = AUDIO.with(|a| match &mut *a.borrow_mut() {
        a @ Audio::Cold => {
            *a = Audio::Warming(vec![cue]);
            true
        }
        Audio::Warming(cues) => {
            cues.push(cue);
            false
        }
        Audio::Ready(ctx) => {
            sound(ctx.as_ref(), cue);
            false
        }
    });
    if cold {
        warm_up();
    }
}

/// Starts the audio output with a silent media element, then makes the context.
fn warm_up() {
    let started = HtmlAudioElement::new_with_src(SILENT_WAV).and_then(|el| el.play());
    match started {
        Ok(promise) => {
            let ready = Closure::once(ready);
            let _ = promise.finally(&ready);
            // Called once per page.
            ready.forget();
        }
        Err(_) => ready(),
    }
}

/// The output has started (or could not): the context is made and the waiting cues play.
fn ready() {
    let ctx = AudioContext::new().ok();
    let waiting = AUDIO.with(|a| a.replace(Audio::Ready(ctx.clone())));
    if let Audio::Warming(cues) = waiting {
        for cue in cues {
            sound(ctx.as_ref(), cue);
        }
    }
}

fn sound(ctx: Option<&AudioContext>, cue: Cue) {
    let Some(ctx) = ctx else { return };
    let _ = ctx.resume();
    for &(wave, freq, offset, length) in notes(cue) {
        beep(ctx, wave, freq, offset, length);
    }
}

fn beep(
    ctx: &AudioContext,
    wave: OscillatorType,
    freq: f32,
    offset: f64,
    length: f64,
) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(wave);
    osc.frequency().set_value(freq);
    let t = ctx.current_time() + offset;
    // A quick fade in and out avoids clicks; square waves are louder, so quieter.
    let peak = if wave == OscillatorType::Square {
        0.08
    } else {
        0.18
    };
    let g = gain.gain();
    g.set_value_at_time(0.0, t).ok()?;
    g.linear_ramp_to_value_at_time(peak, t + 0.01).ok()?;
    g.exponential_ramp_to_value_at_time(0.001, t + length)
        .ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t).ok()?;
    osc.stop_with_when(t + length + 0.02).ok()?;
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_has_its_own_frequencies() {
        let cues = [Cue::Move, Cue::Capture, Cue::Check, Cue::Dice, Cue::End];
        let sets: Vec<Vec<u32>> = cues
            .iter()
            .map(|&c| notes(c).iter().map(|n| n.1 as u32).collect())
            .collect();
        for (i, a) in sets.iter().enumerate() {
            for b in &sets[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
