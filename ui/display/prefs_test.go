package display

import (
	"errors"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/filter"
)

func TestLoadSaveRoundTrip(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	want := filter.Settings{Contrast: 0.83, Grain: 0.61, Temperature: 0.12}
	Save(prefs, want)
	got, err := Load(prefs)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("got %v, want %v", got, want)
	}
	for key, v := range map[string]float64{KeyContrast: 0.83, KeyGrain: 0.61, KeyTemperature: 0.12} {
		if prefs.Float(key) != v {
			t.Errorf("%s stored as %v, want %v", key, prefs.Float(key), v)
		}
	}
	// Save clamps.
	Save(prefs, filter.Settings{Contrast: 4, Grain: -1, Temperature: math.NaN()})
	if got, err := Load(prefs); err != nil || got != (filter.Settings{Contrast: 1, Grain: 0, Temperature: 0.5}) {
		t.Fatalf("after saving out-of-range values: %v, %v", got, err)
	}
}

func TestLoadMissingIsDefault(t *testing.T) {
	got, err := Load(test.NewTempApp(t).Preferences())
	if err != nil || got != filter.Default() {
		t.Fatalf("got %v, %v; want defaults and no error", got, err)
	}
	if got, err := Load(nil); err != nil || got != filter.Default() {
		t.Fatalf("nil preferences: got %v, %v", got, err)
	}
}

func TestLoadCorruptFallsBackAndWarns(t *testing.T) {
	for _, tc := range []struct {
		name  string
		store func(p fyne.Preferences, key string)
	}{
		{"text", func(p fyne.Preferences, k string) { p.SetString(k, "bright") }},
		{"empty text", func(p fyne.Preferences, k string) { p.SetString(k, "") }},
		{"bool true", func(p fyne.Preferences, k string) { p.SetBool(k, true) }},
		{"bool false", func(p fyne.Preferences, k string) { p.SetBool(k, false) }},
		{"percent", func(p fyne.Preferences, k string) { p.SetFloat(k, 57) }},
		{"negative", func(p fyne.Preferences, k string) { p.SetFloat(k, -0.2) }},
		{"minus one", func(p fyne.Preferences, k string) { p.SetFloat(k, -1) }},
		{"nan", func(p fyne.Preferences, k string) { p.SetFloat(k, math.NaN()) }},
		{"infinity", func(p fyne.Preferences, k string) { p.SetFloat(k, math.Inf(1)) }},
		{"int", func(p fyne.Preferences, k string) { p.SetInt(k, 3) }},
		{"list", func(p fyne.Preferences, k string) { p.SetFloatList(k, []float64{0.5}) }},
	} {
		for _, key := range []string{KeyContrast, KeyGrain, KeyTemperature} {
			t.Run(tc.name+"/"+key, func(t *testing.T) {
				prefs := test.NewTempApp(t).Preferences()
				Save(prefs, filter.Settings{Contrast: 0.2, Grain: 0.9, Temperature: 0.7})
				// Fyne's in-memory preferences panic when a list overwrites a
				// number, so clear the key first, as a file load would.
				prefs.RemoveValue(key)
				tc.store(prefs, key)
				got, err := Load(prefs)
				if !errors.Is(err, ErrCorrupt) {
					t.Fatalf("error %v, want ErrCorrupt", err)
				}
				if !strings.Contains(err.Error(), key) {
					t.Errorf("warning %q does not name %s", err, key)
				}
				want := filter.Settings{Contrast: 0.2, Grain: 0.9, Temperature: 0.7}
				switch key {
				case KeyContrast:
					want.Contrast = 0.5
				case KeyGrain:
					want.Grain = 0.5
				case KeyTemperature:
					want.Temperature = 0.5
				}
				if got != want {
					t.Fatalf("got %v, want %v (only the bad key falls back)", got, want)
				}
			})
		}
	}
}

func TestLoadReportsEveryBadKey(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	prefs.SetString(KeyContrast, "x")
	prefs.SetFloat(KeyTemperature, 9)
	got, err := Load(prefs)
	if got != filter.Default() {
		t.Fatalf("got %v, want defaults", got)
	}
	for _, key := range []string{KeyContrast, KeyTemperature} {
		if err == nil || !strings.Contains(err.Error(), key) {
			t.Errorf("warning %v does not name %s", err, key)
		}
	}
	if strings.Contains(err.Error(), KeyGrain) {
		t.Errorf("warning %v names the missing (fine) %s", err, KeyGrain)
	}
}
