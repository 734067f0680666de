package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// radioChoice is the options of the radio row in o, in order, and the one
// chosen ("" if none).
func radioChoice(o fyne.CanvasObject) (options []string, selected string) {
	for _, g := range find(o, func(*widget.RadioGroup) bool { return true }) {
		options = append(options, g.Options...)
		if g.Selected != "" {
			selected = g.Selected
		}
	}
	return options, selected
}

// radioOption is the one-option group of label in o.
func radioOption(t *testing.T, o fyne.CanvasObject, label string) *widget.RadioGroup {
	t.Helper()
	for _, g := range find(o, func(*widget.RadioGroup) bool { return true }) {
		if len(g.Options) == 1 && g.Options[0] == label {
			return g
		}
	}
	t.Fatalf("no radio option %q", label)
	return nil
}

// TestRadioRow_ActsAsOneGroup: choosing an option, by a tap or in code,
// clears the others and reports it once; tapping the chosen option keeps
// it; each option is as wide as its own label, so the row is narrower than
// Fyne's horizontal group, which gives every option the widest one's width.
// (Mutation tried: without clearing the others, two options stay chosen.)
func TestRadioRow_ActsAsOneGroup(t *testing.T) {
	test.NewTempApp(t)
	labels := []string{"Like the system", "Light", "Dark"}
	var got []string
	row := radioRow(labels, "Light", func(s string) { got = append(got, s) })
	test.NewTempWindow(t, row)

	_, sel := radioChoice(row)
	require.Equal(t, "Light", sel)
	steps := []struct {
		do   func()
		want string
	}{
		{func() { tapOption(t, radioOption(t, row, "Dark")) }, "Dark"},
		{func() { radioOption(t, row, "Like the system").SetSelected("Like the system") }, "Like the system"},
		{func() { tapOption(t, radioOption(t, row, "Like the system")) }, "Like the system"},
		{func() { tapOption(t, radioOption(t, row, "Light")) }, "Light"},
	}
	for i, s := range steps {
		s.do()
		chosen := 0
		for _, g := range find(row, func(*widget.RadioGroup) bool { return true }) {
			if g.Selected != "" {
				chosen++
			}
		}
		_, sel := radioChoice(row)
		assert.Equal(t, 1, chosen, "step %d: options chosen", i)
		assert.Equal(t, s.want, sel, "step %d", i)
	}
	assert.Equal(t, []string{"Dark", "Like the system", "Light"}, got, "each change reported once")

	fyneGroup := widget.NewRadioGroup(labels, nil)
	fyneGroup.Horizontal = true
	assert.Less(t, row.MinSize().Width, fyneGroup.MinSize().Width, "the options keep their own widths")
}

// tapOption taps the one option of g, as a pointer would.
func tapOption(t *testing.T, g *widget.RadioGroup) {
	t.Helper()
	for _, o := range test.WidgetRenderer(g).Objects() {
		if tp, ok := o.(fyne.Tappable); ok {
			test.Tap(tp)
			return
		}
	}
	t.Fatalf("the option %q cannot be tapped", g.Options)
}
