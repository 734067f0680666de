package display

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Fyne hands a key to the focused widget alone, and a slider or a button
// that does nothing with Esc drops it: with the top bar's panel open, its
// first slider has the focus, so Esc never reached the window and the
// panel stayed open. The panel's controls therefore pass Esc to the one
// who opened them (Panel.SetOnEscape, NewEscButton).

// escSlider is a slider that passes Esc on.
type escSlider struct {
	widget.Slider
	esc func()
}

func newEscSlider(min, max float64) *escSlider {
	s := &escSlider{}
	s.Min, s.Max, s.Step = min, max, 1
	s.Orientation = widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey passes Esc on and gives the slider every other key.
func (s *escSlider) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && s.esc != nil {
		s.esc()
		return
	}
	s.Slider.TypedKey(ev)
}

// EscButton is a button that calls esc when Esc is pressed while it has
// the focus (the Display pop-up's Close).
type EscButton struct {
	widget.Button
	esc func()
}

// NewEscButton is a button with label and icon (nil: none) that calls
// tapped when tapped and esc on Esc.
func NewEscButton(label string, icon fyne.Resource, tapped, esc func()) *EscButton {
	b := &EscButton{esc: esc}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey passes Esc on and gives the button every other key.
func (b *EscButton) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && b.esc != nil {
		b.esc()
		return
	}
	b.Button.TypedKey(ev)
}
