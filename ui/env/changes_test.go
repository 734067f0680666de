package env

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

func TestChanges_OneListenerForEveryScreen(t *testing.T) {
	a := test.NewTempApp(t)
	before := len(a.Preferences().ChangeListeners())
	c := NewChanges(a)
	var got []string
	cancels := []func(){
		c.OnChange(func() { got = append(got, "first") }),
		c.OnChange(func() { got = append(got, "second") }),
	}
	if n := len(a.Preferences().ChangeListeners()) - before; n != 1 {
		t.Fatalf("two subscribers added %d preferences listeners, want 1", n)
	}

	a.Preferences().SetString(PrefAnimSpeed, AnimFast)
	if want := []string{"first", "second"}; !slices.Equal(got, want) {
		t.Fatalf("a preference change reached %v, want %v in subscription order", got, want)
	}
	got = nil
	a.Settings().SetTheme(theme.LightTheme())
	if want := []string{"first", "second"}; !slices.Equal(got, want) {
		t.Fatalf("a theme change reached %v, want %v", got, want)
	}

	cancels[0]()
	got = nil
	a.Preferences().SetString(PrefAnimSpeed, AnimSlow)
	if want := []string{"second"}; !slices.Equal(got, want) || c.Len() != 1 {
		t.Fatalf("after a cancel the change reached %v (%d subscribed), want %v", got, c.Len(), want)
	}
}

// A subscriber may cancel itself while it is being told of a change.
func TestChanges_CancelDuringNotify(t *testing.T) {
	a := test.NewTempApp(t)
	c := NewChanges(a)
	calls := 0
	var cancel func()
	cancel = c.OnChange(func() { calls++; cancel() })
	a.Preferences().SetBool("x", true)
	a.Preferences().SetBool("x", false)
	if calls != 1 || c.Len() != 0 {
		t.Fatalf("called %d times, %d still subscribed; want 1 and 0", calls, c.Len())
	}
}
