package display

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ui/filter"
)

// Translate returns the text for a message id in the current language, or english
// when it has none. The app's localizer supplies it; nil means English.
type Translate func(id, english string) string

// Message ids the panel uses, with their English text.
const (
	MsgContrast    = "display.contrast"    // Contrast
	MsgGrain       = "display.grain"       // Grain
	MsgTemperature = "display.temperature" // Color temperature
	MsgReset       = "display.reset"       // Reset
	MsgPercent     = "display.percent"     // {n}% — {n} is replaced by the number
)

// Slider indices, in display order.
const (
	contrast = iota
	grain
	temperature
)

var sliderMessages = [3][2]string{
	contrast:    {MsgContrast, "Contrast"},
	grain:       {MsgGrain, "Grain"},
	temperature: {MsgTemperature, "Color temperature"},
}

// Panel is the display-filter settings: three sliders (0–100%, 50% unchanged) with
// their percentage, and a Reset button. The same widget serves the settings screen
// and the quick panel on the table. The picture follows the slider while it moves
// (onChange on every step); the value is written to the preferences when the move
// ends (drag released, tap, key press), so a drag does not rewrite the preferences
// file dozens of times a second.
type Panel struct {
	widget.BaseWidget

	prefs    fyne.Preferences
	onChange func(filter.Settings)
	tr       Translate

	settings filter.Settings
	names    [3]*widget.Label
	sliders  [3]*escSlider
	values   [3]*widget.Label
	reset    *EscButton
	content  fyne.CanvasObject
	quiet    bool // set while the panel moves its own sliders
}

// NewPanel builds the panel from the settings stored in prefs (nil prefs: nothing is
// stored). onChange (may be nil) receives every change, live. All texts go through
// tr. The error is a warning from Load (a corrupt stored value, shown at 50%): the
// panel is complete and usable either way.
func NewPanel(prefs fyne.Preferences, onChange func(filter.Settings), tr func(id, english string) string) (*Panel, error) {
	s, err := Load(prefs)
	p := &Panel{prefs: prefs, onChange: onChange, tr: tr, settings: s}
	for i := range p.sliders {
		sl := newEscSlider(0, 100)
		sl.Value = percent(p.get(i))
		sl.OnChanged = func(v float64) { p.moved(i, v) }
		sl.OnChangeEnded = func(float64) {
			if !p.quiet {
				Save(p.prefs, p.settings)
			}
		}
		p.sliders[i] = sl
		p.names[i] = widget.NewLabel("")
		p.values[i] = widget.NewLabel("")
		p.values[i].Alignment = fyne.TextAlignTrailing
	}
	p.reset = NewEscButton("", theme.ContentUndoIcon(), p.Reset, nil)
	p.SetTranslator(tr)

	form := container.New(layout.NewFormLayout())
	for i := range p.sliders {
		// A fixed-width slot for the percentage keeps the slider from jumping in
		// width as "9%" becomes "10%" under the pointer.
		slot := canvas.NewRectangle(color.Transparent)
		slot.SetMinSize(widget.NewLabel(p.formatPercent(100) + "0").MinSize())
		value := container.NewStack(slot, p.values[i])
		form.Add(p.names[i])
		form.Add(container.NewBorder(nil, nil, nil, value, p.sliders[i]))
	}
	p.content = container.NewVBox(form, container.NewHBox(layout.NewSpacer(), p.reset))
	p.ExtendBaseWidget(p)
	return p, err
}

// CreateRenderer implements fyne.Widget.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(p.content)
}

// SetOnEscape makes Esc, pressed while a slider or Reset has the focus,
// call esc (the top bar's pop-up closes; nil: Esc does nothing, as on the
// settings screen, where it goes back only without a focused control).
func (p *Panel) SetOnEscape(esc func()) {
	for _, sl := range p.sliders {
		sl.esc = esc
	}
	p.reset.esc = esc
}

// Content is what the panel shows, for a caller that walks it (the shell
// forwards a tap to what lies under its closed pop-up).
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// Settings returns the current settings.
func (p *Panel) Settings() filter.Settings { return p.settings }

// SetSettings moves the sliders to s (clamped), stores it and reports it to onChange once.
func (p *Panel) SetSettings(s filter.Settings) {
	p.set(s.Clamped())
	Save(p.prefs, p.settings)
}

// Reset puts every slider back to 50%, stores and reports it.
func (p *Panel) Reset() { p.SetSettings(filter.Default()) }

// Reload re-reads the stored settings (after the other panel changed them) without
// writing them back; the error is Load's warning.
func (p *Panel) Reload() error {
	s, err := Load(p.prefs)
	p.set(s)
	return err
}

// SetTranslator replaces the text source (after a language switch) and re-sets every text.
func (p *Panel) SetTranslator(tr func(id, english string) string) {
	p.tr = tr
	for i, m := range sliderMessages {
		p.names[i].SetText(p.text(m[0], m[1]))
		p.values[i].SetText(p.formatPercent(int(percent(p.get(i)))))
	}
	p.reset.SetText(p.text(MsgReset, "Reset"))
}

func (p *Panel) moved(i int, v float64) {
	if p.quiet {
		return
	}
	p.put(i, v/100)
	p.values[i].SetText(p.formatPercent(int(math.Round(v))))
	if p.onChange != nil {
		p.onChange(p.settings)
	}
}

// set shows s without the sliders' callbacks firing three times, then reports it once.
func (p *Panel) set(s filter.Settings) {
	p.quiet = true
	p.settings = s
	for i, sl := range p.sliders {
		sl.SetValue(percent(p.get(i)))
		p.values[i].SetText(p.formatPercent(int(percent(p.get(i)))))
	}
	p.quiet = false
	if p.onChange != nil {
		p.onChange(p.settings)
	}
}

func (p *Panel) get(i int) float64 {
	switch i {
	case contrast:
		return p.settings.Contrast
	case grain:
		return p.settings.Grain
	default:
		return p.settings.Temperature
	}
}

func (p *Panel) put(i int, v float64) {
	v = filter.Clamp01(v)
	switch i {
	case contrast:
		p.settings.Contrast = v
	case grain:
		p.settings.Grain = v
	default:
		p.settings.Temperature = v
	}
}

func percent(v float64) float64 { return math.Round(100 * filter.Clamp01(v)) }

func (p *Panel) text(id, english string) string {
	if p.tr == nil {
		return english
	}
	if t := p.tr(id, english); t != "" {
		return t
	}
	return english
}

// formatPercent writes n through the translated pattern ("{n} %" in French, say); a
// translation that lost its {n} falls back to the English pattern.
func (p *Panel) formatPercent(n int) string {
	pattern := p.text(MsgPercent, "{n}%")
	if !strings.Contains(pattern, "{n}") {
		pattern = "{n}%"
	}
	return strings.ReplaceAll(pattern, "{n}", strconv.Itoa(n))
}

// First is the panel's first slider: focus it when the panel opens, so that a keyboard
// user can move it at once (Tab goes on to the next ones and to Reset).
func (p *Panel) First() fyne.Focusable { return p.sliders[contrast] }

// Follow shows s (clamped) on the sliders without storing or reporting it: another
// panel moved them (the top bar's while the settings screen is open, or the other way
// round), and this one must not show stale values or pull them back.
func (p *Panel) Follow(s filter.Settings) {
	s = s.Clamped()
	if s == p.settings {
		return
	}
	p.quiet = true
	p.settings = s
	for i, sl := range p.sliders {
		sl.SetValue(percent(p.get(i)))
		p.values[i].SetText(p.formatPercent(int(percent(p.get(i)))))
	}
	p.quiet = false
}
