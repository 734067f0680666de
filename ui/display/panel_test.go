package display

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/filter"
)

// pseudo marks every translated text so a test can tell it went through tr.
func pseudo(id, english string) string {
	if id == MsgPercent {
		return "{n} pct"
	}
	return "«" + english + "»"
}

type recorder struct{ got []filter.Settings }

func (r *recorder) onChange(s filter.Settings) { r.got = append(r.got, s) }

func (r *recorder) last(t *testing.T) filter.Settings {
	t.Helper()
	if len(r.got) == 0 {
		t.Fatal("onChange was never called")
	}
	return r.got[len(r.got)-1]
}

func TestPanelShowsStoredSettingsThroughTr(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	Save(prefs, filter.Settings{Contrast: 0.7, Grain: 0.5, Temperature: 0.25})
	p, err := NewPanel(prefs, nil, pseudo)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(480, 200))
	for i, want := range []struct {
		name, value string
		slider      float64
	}{
		{"«Contrast»", "70 pct", 70},
		{"«Grain»", "50 pct", 50},
		{"«Color temperature»", "25 pct", 25},
	} {
		if p.names[i].Text != want.name || p.values[i].Text != want.value || p.sliders[i].Value != want.slider {
			t.Errorf("row %d: %q %q %v, want %q %q %v", i, p.names[i].Text, p.values[i].Text, p.sliders[i].Value,
				want.name, want.value, want.slider)
		}
	}
	if p.reset.Text != "«Reset»" {
		t.Errorf("reset button %q", p.reset.Text)
	}
	// Every visible text went through tr.
	markup := test.RenderObjectToMarkup(p)
	for _, english := range []string{">Contrast<", ">Grain<", ">Reset<", "%"} {
		if strings.Contains(markup, english) {
			t.Errorf("untranslated %q in\n%s", english, markup)
		}
	}
	// A language switch re-sets every text.
	p.SetTranslator(nil)
	if p.names[2].Text != "Color temperature" || p.values[0].Text != "70%" || p.reset.Text != "Reset" {
		t.Errorf("after switching to English: %q %q %q", p.names[2].Text, p.values[0].Text, p.reset.Text)
	}
}

func TestPanelLiveUpdateWhileDragging(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	rec := &recorder{}
	p, err := NewPanel(prefs, rec.onChange, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(480, 200))
	sl := p.sliders[temperature]

	// Drag from the middle to the right end, step by step, without releasing.
	mid := fyne.NewPos(sl.Size().Width/2, sl.Size().Height/2)
	for i := 1; i <= 4; i++ {
		sl.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid.AddXY(float32(i)*sl.Size().Width/8, 0)}})
	}
	if len(rec.got) < 4 {
		t.Fatalf("onChange called %d times during a 4-step drag, want every step", len(rec.got))
	}
	for i := 1; i < len(rec.got); i++ {
		if rec.got[i].Temperature <= rec.got[i-1].Temperature {
			t.Fatalf("temperature did not follow the drag: %v", rec.got)
		}
	}
	if got := rec.last(t); got.Temperature != 1 || got.Contrast != 0.5 || got.Grain != 0.5 {
		t.Fatalf("at the right end: %v", got)
	}
	if p.values[temperature].Text != "100%" {
		t.Errorf("percentage shows %q while dragging", p.values[temperature].Text)
	}
	// Not stored until the drag ends...
	if _, ok := stored(prefs, KeyTemperature); ok {
		t.Fatal("the preference was written during the drag")
	}
	sl.DragEnd()
	if v, ok := stored(prefs, KeyTemperature); !ok || v != 1 {
		t.Fatalf("after the drag: stored %v (present %v), want 1", v, ok)
	}
	// ...and it survives a restart.
	again, err := NewPanel(prefs, nil, nil)
	if err != nil || again.Settings().Temperature != 1 {
		t.Fatalf("reloaded %v, %v", again.Settings(), err)
	}
}

func stored(p fyne.Preferences, key string) (float64, bool) {
	v := p.FloatWithFallback(key, -1)
	return v, v != -1
}

func TestPanelKeyboardAndTapPersist(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	rec := &recorder{}
	p, _ := NewPanel(prefs, rec.onChange, nil)
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(480, 200))
	p.sliders[contrast].TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if v, _ := stored(prefs, KeyContrast); v != 0.51 || rec.last(t).Contrast != 0.51 {
		t.Fatalf("after a right arrow: stored %v, reported %v", v, rec.last(t))
	}
	test.TapAt(p.sliders[grain], fyne.NewPos(p.sliders[grain].Size().Width-1, 1))
	if v, _ := stored(prefs, KeyGrain); v < 0.95 || rec.last(t).Grain != v {
		t.Fatalf("after tapping the right end: stored %v, reported %v", v, rec.last(t))
	}
}

func TestPanelReset(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	Save(prefs, filter.Settings{Contrast: 0.1, Grain: 0.9, Temperature: 0.8})
	rec := &recorder{}
	p, _ := NewPanel(prefs, rec.onChange, nil)
	test.NewTempWindow(t, p)
	test.Tap(p.reset)
	if len(rec.got) != 1 || rec.got[0] != filter.Default() {
		t.Fatalf("reset reported %v, want one call with the defaults", rec.got)
	}
	if got, err := Load(prefs); err != nil || got != filter.Default() {
		t.Fatalf("reset stored %v, %v", got, err)
	}
	for i := range p.sliders {
		if p.sliders[i].Value != 50 || p.values[i].Text != "50%" {
			t.Errorf("slider %d shows %v / %q after reset", i, p.sliders[i].Value, p.values[i].Text)
		}
	}
}

func TestPanelCorruptValueShowsFiftyAndWarns(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	prefs.SetString(KeyGrain, "lots")
	prefs.SetFloat(KeyContrast, 0.3)
	p, err := NewPanel(prefs, nil, nil)
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("got %v, want a corrupt-value warning", err)
	}
	if p == nil {
		t.Fatal("no panel")
	}
	if p.Settings() != (filter.Settings{Contrast: 0.3, Grain: 0.5, Temperature: 0.5}) || p.values[grain].Text != "50%" {
		t.Fatalf("settings %v, grain shows %q", p.Settings(), p.values[grain].Text)
	}
	// The bad value is not overwritten until the player changes something.
	if prefs.String(KeyGrain) != "lots" {
		t.Fatal("loading overwrote the stored value")
	}
	p.SetSettings(filter.Settings{Contrast: 0.3, Grain: 0.6, Temperature: 0.5})
	if got, err := Load(prefs); err != nil || got.Grain != 0.6 {
		t.Fatalf("after a change: %v, %v", got, err)
	}
}

func TestPanelReloadFollowsTheOtherPanel(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	a, _ := NewPanel(prefs, nil, nil)
	rec := &recorder{}
	b, _ := NewPanel(prefs, rec.onChange, nil)
	a.SetSettings(filter.Settings{Contrast: 0.9, Grain: 0.5, Temperature: 0.4})
	if err := b.Reload(); err != nil {
		t.Fatal(err)
	}
	if b.Settings() != a.Settings() || b.sliders[contrast].Value != 90 || rec.last(t) != a.Settings() {
		t.Fatalf("reloaded %v (slider %v), want %v", b.Settings(), b.sliders[contrast].Value, a.Settings())
	}
}

func TestPanel_FollowShowsWithoutStoringOrReporting(t *testing.T) {
	a := test.NewTempApp(t)
	reported := 0
	p, err := NewPanel(a.Preferences(), func(filter.Settings) { reported++ }, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := filter.Settings{Contrast: 0.8, Grain: 0.3, Temperature: 0.1}
	p.Follow(s)
	if p.Settings() != s || p.sliders[contrast].Value != 80 || p.values[temperature].Text != "10%" {
		t.Errorf("shows %v, sliders %v, %q", p.Settings(), p.sliders[contrast].Value, p.values[temperature].Text)
	}
	if reported != 0 {
		t.Errorf("reported %d times", reported)
	}
	if stored, _ := Load(a.Preferences()); stored != filter.Default() {
		t.Errorf("stored %v", stored)
	}
}
