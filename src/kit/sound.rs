//! Short WebAudio cues, one for each kind of event (a move, a capture, a check, a roll of the
//! dice, the end of a game), synthesised: no audio files to fetch or cache.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    /// Created on first use (browsers allow sound only after a user gesture).
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

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

/// Plays a cue; silently does nothing where audio is not available.
pub fn play(cue: Cue) {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        let _ = ctx.resume();
        for &(wave, freq, offset, length) in notes(cue) {
            beep(ctx, wave, freq, offset, length);
        }
    });
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
