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
	"github.com/cardavia/cardavia/ui/fontcheck"
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
	// Each control can be set again from what is stored: a change to one
	// option may make another idle (Skat's list back to One deal greys out
	// Bock rounds) or usable again.
	var refresh []func()
	update := func() {
		for _, f := range refresh {
			f()
		}
		if f := s.tileFacts[g.ID]; f != nil {
			f() // the home tile underneath says what Play starts
		}
	}
	for _, spec := range g.Options {
		obj, f := s.houseRuleControl(g, spec, update)
		box.Add(obj)
		if f != nil {
			refresh = append(refresh, f)
		}
	}
	update()
	// Play starts the game with the rules as shown, as the tile's Play does
	// (a saved match is offered first, with its own rules). It sits under
	// the scrolling list, so that it is in view however long the list is.
	play := newKeyButton(s.w, l.T("houseRules.play", "Play with these rules"), theme.MediaPlayIcon(), func() { s.play(g, s.chosenDeck(g)) })
	play.Importance = widget.HighImportance
	rules := newKeyButton(s.w, l.T("home.rules", "Rules"), theme.HelpIcon(), func() { s.openRules(g.ID) })
	bar := readable(container.NewPadded(container.NewHBox(play, rules)))
	return container.NewBorder(nil, bar, nil, nil, container.NewVScroll(readable(panel(l.T("settings.houseRules", "House rules"), box))))
}

// houseRuleControl is one option: a tick box for a switch, a row of
// choices for an option of several values, with its help sentence under
// it. A change is stored at once (the whole set, in the game's order) and
// changed is called. The returned func sets a switch again from what is
// stored: greyed out and off while the option is idle (games.Info.Idle,
// Skat's Bock rounds with one deal), with NeedsHelp saying why.
func (s *Shell) houseRuleControl(g *games.Info, spec games.OptionSpec, changed func()) (fyne.CanvasObject, func()) {
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
		if changed != nil {
			changed()
		}
	}
	help := widget.NewLabel(l.Name(spec.Help))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance
	current := env.HouseRules(s.prefs, g)[spec.Name]
	if current == "" && len(spec.Values) > 0 {
		current = spec.Values[0]
	}
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
		why := widget.NewLabel(l.Name(spec.NeedsHelp))
		why.Wrapping = fyne.TextWrapWord
		why.Importance = widget.LowImportance
		why.TextStyle = fyne.TextStyle{Italic: fontcheck.Slants(l.Language().Code)}
		why.Hide()
		refresh := func() {
			m := env.HouseRules(s.prefs, g)
			idle := g.Idle(spec.Name, m)
			on := !idle && m[spec.Name] == games.On
			if c.Checked != on {
				f := c.OnChanged
				c.OnChanged = nil // showing what is stored stores nothing
				c.SetChecked(on)
				c.OnChanged = f
			}
			if idle {
				c.Disable()
				why.Show()
			} else {
				c.Enable()
				why.Hide()
			}
		}
		if spec.Needs == "" {
			return container.NewVBox(c, help), nil
		}
		return container.NewVBox(c, help, why), refresh
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
		// A choice is never idle today (only switches declare Needs).
		return container.NewVBox(title, radioRow(labels, selected, func(label string) {
			if i := slices.Index(labels, label); i >= 0 {
				set(spec.Values[i])
			}
		}), help), nil
	}
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
