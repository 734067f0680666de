package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// The house-rules screen of a game: every option the game declares
// (games.Info.Options), each with its help sentence, chosen before a match
// and remembered per game (env.PrefHouseRules). It is reached from the
// game's home tile and from Settings. What is ticked here is what the next
// new match is played with; the table writes it into that match's record,
// so a match in progress keeps the rules it started with.

// openHouseRules shows g's house-rules screen on top of the current one.
func (s *Shell) openHouseRules(gameID string) {
	s.nav.push(&screen{
		id:     "houserules:" + gameID,
		gameID: gameID,
		title: func() string {
			return s.l.T("houseRules.title", "{{.Game}} — house rules", "Game", s.gameName(gameID))
		},
		build: func(*screen) fyne.CanvasObject { return s.buildHouseRules(gameID) },
	})
}

// buildHouseRules lays out one control per option of the game, its help
// under it, in the order the game declares them.
func (s *Shell) buildHouseRules(gameID string) fyne.CanvasObject {
	l := s.l
	g := s.game(gameID)
	if g == nil {
		return layout.NewSpacer()
	}
	name := l.Name(g.Name)
	if len(g.Options) == 0 {
		none := widget.NewLabel(l.T("houseRules.none", "{{.Game}} has no house rules yet: it is played as its rules page describes.", "Game", name))
		none.Wrapping = fyne.TextWrapWord
		return container.NewVScroll(readable(panel(l.T("settings.houseRules", "House rules"), none)))
	}
	intro := widget.NewLabel(l.T("houseRules.intro", "Your next new match of {{.Game}} is played with the rules ticked here. A match already under way keeps the rules it started with.", "Game", name))
	intro.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(intro)
	chosen := env.HouseRules(s.prefs, g)
	for _, spec := range g.Options {
		box.Add(s.houseRuleControl(g, spec, chosen))
	}
	rules := newKeyButton(s.w, l.T("home.rules", "Rules"), theme.HelpIcon(), func() { s.openRules(g.ID) })
	box.Add(container.NewHBox(rules))
	return container.NewVScroll(readable(panel(l.T("settings.houseRules", "House rules"), box)))
}

// houseRuleControl is one option: a tick box for a switch, a row of
// choices for an option of several values, with its help sentence under
// it. A change is stored at once (the whole set, in the game's order).
func (s *Shell) houseRuleControl(g *games.Info, spec games.OptionSpec, chosen map[string]string) fyne.CanvasObject {
	l := s.l
	set := func(value string) {
		m := env.HouseRules(s.prefs, g) // what is stored now, not what the screen was built with
		if m == nil {
			m = map[string]string{}
		}
		m[spec.Name] = value
		env.SetHouseRules(s.prefs, g, m)
		if lbl := s.ruleSummaries[g.ID]; lbl != nil {
			lbl.SetText(s.houseRulesSummary(g))
		}
	}
	help := widget.NewLabel(l.Name(spec.Help))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance
	current := chosen[spec.Name]
	if current == "" && len(spec.Values) > 0 {
		current = spec.Values[0]
	}
	var control fyne.CanvasObject
	switch {
	case spec.Kind == games.OptionSwitch:
		c := widget.NewCheck(l.Name(spec.Label), nil)
		c.SetChecked(current == games.On)
		c.OnChanged = func(on bool) {
			if on {
				set(games.On)
			} else {
				set(games.Off)
			}
		}
		control = c
	default:
		// Each value is shown by its label in the person's language (Skat's
		// "12 deals"), and stored as the record writes it ("12").
		title := widget.NewLabelWithStyle(l.Name(spec.Label), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		labels := make([]string, len(spec.Values))
		selected := ""
		for i, v := range spec.Values {
			labels[i] = l.Name(spec.ValueLabel(i))
			if v == current {
				selected = labels[i]
			}
		}
		control = container.NewVBox(title, radioRow(labels, selected, func(label string) {
			if i := slices.Index(labels, label); i >= 0 {
				set(spec.Values[i])
			}
		}))
	}
	return container.NewVBox(control, help)
}

// houseRulesPanel is Settings' section: a button per game opening its
// house-rules screen, the game's rules now on named beside it.
func (s *Shell) houseRulesPanel() fyne.CanvasObject {
	l := s.l
	box := container.NewVBox()
	s.ruleSummaries = map[string]*widget.Label{}
	for _, g := range s.games {
		id := g.ID
		b := newKeyButton(s.w, l.Name(g.Name), theme.SettingsIcon(), func() { s.openHouseRules(id) })
		summary := widget.NewLabel(s.houseRulesSummary(g))
		summary.Wrapping = fyne.TextWrapWord
		s.ruleSummaries[id] = summary
		box.Add(container.NewBorder(nil, nil, b, nil, summary))
	}
	help := widget.NewLabel(l.T("settings.houseRules.help", "Variants that many tables play, chosen before a match and remembered for each game."))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance
	box.Add(help)
	return panel(l.T("settings.houseRules", "House rules"), box)
}

// houseRulesSummary is what Settings says beside a game's button: the
// rules chosen for its next match, or that it is played by the book.
func (s *Shell) houseRulesSummary(g *games.Info) string {
	l := s.l
	if len(g.Options) == 0 {
		return l.T("houseRules.noneShort", "No house rules yet")
	}
	var opts []record.Option
	chosen := env.HouseRules(s.prefs, g)
	for _, spec := range g.Options {
		if v, ok := chosen[spec.Name]; ok {
			opts = append(opts, record.Option{Name: spec.Name, Value: v})
		}
	}
	names := env.HouseRuleNames(l, g, opts)
	if len(names) == 0 {
		return l.T("houseRules.off", "None: the rules as written")
	}
	return strings.Join(names, ", ")
}
