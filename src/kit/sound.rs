//! Short WebAudio beeps for moves, mills and the end of a game; no audio files.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    /// Created on first use (browsers allow sound only after a user gesture).
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    Move,
    Mill,
    End,
}

/// Plays a cue; silently does nothing where audio is not available.
pub fn play(cue: Cue) {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        let _ = ctx.resume();
        let notes: &[(f32, f64, f64)] = match cue {
            // (frequency Hz, start offset s, length s)
            Cue::Move => &[(520.0, 0.0, 0.07)],
            Cue::Mill => &[(660.0, 0.0, 0.09), (880.0, 0.1, 0.14)],
            Cue::End => &[(523.0, 0.0, 0.12), (659.0, 0.13, 0.12), (784.0, 0.26, 0.25)],
        };
        for &(freq, offset, length) in notes {
            beep(ctx, freq, offset, length);
        }
    });
}

fn beep(ctx: &AudioContext, freq: f32, offset: f64, length: f64) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(OscillatorType::Triangle);
    osc.frequency().set_value(freq);
    let t = ctx.current_time() + offset;
    // A quick fade in and out avoids clicks.
    let g = gain.gain();
    g.set_value_at_time(0.0, t).ok()?;
    g.linear_ramp_to_value_at_time(0.18, t + 0.01).ok()?;
    g.exponential_ramp_to_value_at_time(0.001, t + length)
        .ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t).ok()?;
    osc.stop_with_when(t + length + 0.02).ok()?;
    Some(())
}
