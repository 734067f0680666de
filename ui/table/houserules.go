package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/fontcheck"
)

// The table's line of house rules: above the status, a short line naming
// the rules the match is played with ("House rules: Re Bello, Napola"),
// read from the match's own record, so that it tells the rules of the
// match on the felt (a resumed, imported or undone one included), not the
// ones chosen for the next. With no option on there is no line at all.

// rulesState is the line's label.
type rulesState struct {
	rulesLine *widget.Label
}

// newRulesLine makes the (hidden) line.
func newRulesLine() *widget.Label {
	// In the text's size and colour, set apart by italics (where the
	// script has them, showRules): a caption in
	// the low-importance grey was too faint to notice on the dark bar.
	l := widget.NewLabel("")
	l.TextStyle.Italic = true
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}

// showRules sets the line for the match now on the table.
func (t *Table) showRules() {
	if t.rulesLine == nil || t.ctl == nil {
		return
	}
	text := HouseRulesLine(t.l, t.info, &t.ctl.rec)
	t.rulesLine.TextStyle.Italic = fontcheck.Slants(t.env.L.Language().Code) // italics only where the script has them
	t.rulesLine.SetText(text)
	if text == "" {
		t.rulesLine.Hide()
	} else {
		t.rulesLine.Show()
	}
}

// HouseRulesLine is "House rules: Re Bello, Napola" for a record of g with
// those options on, or "" for a record without options. An option g does
// not declare (a record of another version) is named as the record writes
// it; a choice that is not on/off adds its value ("List length: 36").
func HouseRulesLine(l *translations.Localizer, g *games.Info, rec *record.Record) string {
	names := env.HouseRuleNames(l, g, rec.Options)
	if len(names) == 0 {
		return ""
	}
	return l.T("table.houseRules", "House rules: {{.Rules}}", "Rules", strings.Join(names, ", "))
}
