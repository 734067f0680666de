// Package display is the Fyne side of Cardavia's display filters (Contrast, Grain,
// Colour temperature): it persists the three sliders in fyne.Preferences, caches
// filtered rasters of the table's images, draws the grain overlay and offers the
// settings panel. The pixel maths lives in ui/filter, which knows nothing of Fyne.
// This package never imports fyne.io/fyne/v2/app, so it builds and tests without cgo.
//
// Wiring, in short: one Cache for the table; every card, back, pile and the felt drawn
// with Cache.NewRaster (or Cache.Filtered into a canvas.Image); one Grain overlay
// (fixed seed) stacked above the whole table; a Panel whose onChange stores the
// settings where the rasters' current() reads them, calls Grain.SetGrain and refreshes
// the rasters.
package display

import (
	"errors"
	"fmt"
	"math"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/ui/filter"
)

// Preference keys. Values are floats in 0..1, 0.5 meaning unchanged.
const (
	KeyContrast    = "display.contrast"
	KeyGrain       = "display.grain"
	KeyTemperature = "display.temperature"
)

// ErrCorrupt reports a stored display setting that is not a number in 0..1. Load
// falls back to 50% for it; the stored value is left untouched until the player moves
// the slider, so nothing is lost silently.
var ErrCorrupt = errors.New("display: corrupt display setting")

// Load reads the three settings. A missing key is the default (50%) and no error. A
// key holding something else than a number in 0..1 (a string, a bool, 57 meaning a
// percentage, NaN...) also yields 50% for that slider, and the returned error, which
// wraps ErrCorrupt and names every bad key, is a warning to show or log: the
// settings returned are always usable. A nil p gives the defaults.
func Load(p fyne.Preferences) (filter.Settings, error) {
	s := filter.Default()
	if p == nil {
		return s, nil
	}
	var errs []error
	for _, f := range []struct {
		key string
		dst *float64
	}{
		{KeyContrast, &s.Contrast},
		{KeyGrain, &s.Grain},
		{KeyTemperature, &s.Temperature},
	} {
		v, err := loadOne(p, f.key)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		*f.dst = v
	}
	return s, errors.Join(errs...)
}

// loadOne reads one key. fyne.Preferences has no "does this key exist" query, so a
// non-number is told apart from a missing key by asking for it in the other types a
// preferences file can hold.
func loadOne(p fyne.Preferences, key string) (float64, error) {
	const a, b = -1, -2 // two fallbacks: a stored number cannot equal both
	v := p.FloatWithFallback(key, a)
	if v == a && p.FloatWithFallback(key, b) == b {
		const sentinel = "\x00missing"
		switch {
		case p.StringWithFallback(key, sentinel) != sentinel:
			return filter.Neutral, fmt.Errorf("%w: %s is the text %q", ErrCorrupt, key, p.String(key))
		case p.BoolWithFallback(key, false) == p.BoolWithFallback(key, true):
			// Both fallbacks ignored: a bool is stored.
			return filter.Neutral, fmt.Errorf("%w: %s is a true/false value", ErrCorrupt, key)
		case len(p.FloatListWithFallback(key, nil)) > 0 || len(p.StringListWithFallback(key, nil)) > 0 ||
			len(p.BoolListWithFallback(key, nil)) > 0 || len(p.IntListWithFallback(key, nil)) > 0:
			return filter.Neutral, fmt.Errorf("%w: %s is a list", ErrCorrupt, key)
		}
		return filter.Neutral, nil // missing
	}
	if math.IsNaN(v) || v < 0 || v > 1 {
		return filter.Neutral, fmt.Errorf("%w: %s is %v, outside 0..1", ErrCorrupt, key, v)
	}
	return v, nil
}

// Save stores s (clamped) under the three keys.
func Save(p fyne.Preferences, s filter.Settings) {
	if p == nil {
		return
	}
	s = s.Clamped()
	p.SetFloat(KeyContrast, s.Contrast)
	p.SetFloat(KeyGrain, s.Grain)
	p.SetFloat(KeyTemperature, s.Temperature)
}
