package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
)

// gameName is a game's localised name, or its id when it is unknown.
func (s *Shell) gameName(id string) string {
	if g := s.game(id); g != nil {
		return s.l.Name(g.Name)
	}
	return id
}

// openRules shows a game's rules page on top of the current screen.
func (s *Shell) openRules(gameID string) {
	s.nav.push(&screen{
		id:     "rules:" + gameID,
		gameID: gameID,
		title:  func() string { return s.rulesTitle(gameID) },
		build:  func(*screen) fyne.CanvasObject { return s.buildRules(gameID) },
	})
}

// rulesTitle is the title of a game's rules page.
func (s *Shell) rulesTitle(gameID string) string {
	return s.l.T("rules.title", "{{.Game}} — rules", "Game", s.gameName(gameID))
}

func (s *Shell) buildRules(gameID string) fyne.CanvasObject {
	md, err := translations.Rules(s.l.Language(), gameID)
	g := s.game(gameID)
	if err != nil {
		md = s.l.T("rules.missing", "The rules of this game are not written yet.")
	} else if g != nil {
		md = withHeader(md, s.rulesHeader(g))
	}
	page := fyne.CanvasObject(s.rulesPage(g, md)) // rulespage.go
	if g != nil {
		if learn := s.learnButton(g); learn != nil { // course.go: above the page, where a newcomer looks first
			page = container.NewVBox(container.NewHBox(learn), page)
		}
	}
	return container.NewVScroll(readable(page))
}

// readable keeps long text at a comfortable line length on wide windows.
func readable(obj fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&maxWidth{w: 860}, obj)
}

// maxWidth centres its content and caps its width.
type maxWidth struct{ w float32 }

func (m *maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	p := theme.Padding() * 2
	return s.Add(fyne.NewSize(2*p, 2*p))
}

func (m *maxWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := theme.Padding() * 2
	w := min(size.Width-2*p, m.w)
	for _, o := range objs {
		// Natural height: a framed panel ends where its content does; text
		// that wraps is as tall as it is at the new width.
		h := o.MinSize().Height
		if f, ok := o.(interface{ HeightFor(float32) float32 }); ok {
			h = f.HeightFor(w)
		}
		o.Move(fyne.NewPos((size.Width-w)/2, p))
		o.Resize(fyne.NewSize(w, min(size.Height-2*p, h)))
	}
}

// openSettings shows the settings screen.
func (s *Shell) openSettings() {
	s.nav.push(&screen{
		id:    "settings",
		title: func() string { return s.l.T("settings.title", "Settings") },
		build: func(sc *screen) fyne.CanvasObject { return s.buildSettings(sc) },
	})
}

// choiceGroup is a row of radio options over fixed values shown through
// labels (radioRow), persisted under key.
func (s *Shell) choiceGroup(key string, values []string, current string, label func(string) string, apply func(string)) *fyne.Container {
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = label(v)
	}
	return radioRow(labels, label(current), func(sel string) {
		for _, v := range values {
			if label(v) == sel {
				s.prefs.SetString(key, v)
				if apply != nil {
					apply(v)
				}
			}
		}
	})
}

// check is a tick box for a boolean preference, stored as it is ticked.
func (s *Shell) check(key string, on bool, label string) *widget.Check {
	c := widget.NewCheck(label, func(b bool) { s.prefs.SetBool(key, b) })
	c.SetChecked(on)
	return c
}

// displayPanel is the display-filter sliders (ui/display), which store
// their own values in the preferences. A damaged stored value is reported
// here and shown at 50 %; it is kept until the slider is moved.
func (s *Shell) displayPanel() fyne.CanvasObject {
	l := s.l
	p, err := display.NewPanel(s.prefs, s.applyDisplay, func(id, english string) string { return l.T(id, english) })
	help := widget.NewLabel(l.T("settings.display.help", "Contrast, grain and color temperature of the whole window, on every screen; 50 % leaves the picture unchanged."))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance
	box := container.NewVBox(p, help)
	if err != nil {
		warn := widget.NewLabel(l.T("settings.display.corrupt", "A stored display setting was damaged; it is shown at 50 % until you move its slider."))
		warn.Wrapping = fyne.TextWrapWord
		warn.Importance = widget.WarningImportance
		box.Add(warn)
	}
	return panel(l.T("settings.display", "Display filters"), box)
}

func (s *Shell) buildSettings(sc *screen) fyne.CanvasObject {
	l := s.l
	aiLabel := func(v string) string {
		switch v {
		case env.AIEasy:
			return l.T("settings.ai.easy", "Easy")
		case env.AIExpert:
			return l.T("settings.ai.expert", "Expert")
		}
		return l.T("settings.ai.normal", "Normal")
	}
	speedLabel := func(v string) string {
		switch v {
		case env.AnimInstant:
			return l.T("settings.anim.instant", "Instant")
		case env.AnimFast:
			return l.T("settings.anim.fast", "Fast")
		case env.AnimSlow:
			return l.T("settings.anim.slow", "Slow")
		}
		return l.T("settings.anim.normal", "Normal")
	}
	themeLabel := func(v string) string {
		switch v {
		case env.ThemeLight:
			return l.T("settings.theme.light", "Light")
		case env.ThemeDark:
			return l.T("settings.theme.dark", "Dark")
		}
		return l.T("settings.theme.system", "Like the system")
	}
	section := func(title, help string, control fyne.CanvasObject) fyne.CanvasObject {
		h := widget.NewLabel(help)
		h.Wrapping = fyne.TextWrapWord
		h.Importance = widget.LowImportance
		return panel(title, container.NewVBox(control, h))
	}
	items := []fyne.CanvasObject{
		section(l.T("settings.language", "Language"),
			l.T("settings.language.help", "The language of every screen and of the rules pages."),
			container.NewHBox(s.languageSelect())),
		section(l.T("settings.ai", "Computer strength"),
			l.T("settings.ai.help", "Easy makes human mistakes, Normal plays soundly, Expert thinks hardest. The computer never sees your cards."),
			s.choiceGroup(env.PrefAILevel, env.AILevels(), env.AILevel(s.prefs), aiLabel, nil)),
		s.houseRulesPanel(), // houserules.go
		section(l.T("settings.anim", "Animation speed"),
			l.T("settings.anim.help", "How fast cards travel on the table. Instant shows each move at once."),
			s.choiceGroup(env.PrefAnimSpeed, env.AnimSpeeds(), env.AnimSpeed(s.prefs), speedLabel, nil)),
		// The table's pace, beside the speed: a pause to look at each
		// trick, and no waiting on a card that is forced.
		section(l.T("settings.pace", "Pace of play"),
			l.T("settings.pace.help", "Take time to look at each trick, or let the table play a card you have no choice about."),
			container.NewVBox(
				s.check(env.PrefPauseTricks, env.PauseTricks(s.prefs), l.T("settings.pauseTricks", "Pause after each trick or capture until you click or press a key")),
				s.check(env.PrefAutoForced, env.AutoForced(s.prefs), l.T("settings.autoForced", "Play my card for me when only one can be played")))),
		section(l.T("settings.theme", "Appearance"),
			l.T("settings.theme.help", "Light or dark surroundings for the green table."),
			s.choiceGroup(env.PrefTheme, env.Themes(), env.ThemeChoice(s.prefs), themeLabel, func(v string) {
				s.setTheme(v)
				s.nav.retext() // canvas colours are read at build time
			})),
		section(l.T("settings.back", "Card backs"), // the card-back chooser (settingsback.go)
			l.T("settings.back.help", "The back of the face-down cards on every table. Classic keeps each pack's own back (plain red for hwatu)."),
			s.backChooser()),
	}
	items = append(items, s.displayPanel())
	return container.NewVScroll(readable(container.NewVBox(items...)))
}

// panel is a titled, softly framed section of a screen.
func panel(title string, content fyne.CanvasObject) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.SizeName = theme.SizeNameSubHeadingText
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameMenuBackground))
	bg.CornerRadius = 10
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return container.NewStack(bg, container.NewPadded(container.NewVBox(t, content)))
}

// play opens the table for g with deck d, first offering to continue a
// saved match of g (keep.go).
func (s *Shell) play(g *games.Info, d cards.DeckID) {
	if s.playOrResume(g, d) {
		return
	}
	s.openTable(g, d, nil)
}

// openTable opens the table for g with deck d, continuing res if not nil.
func (s *Shell) openTable(g *games.Info, d cards.DeckID, res *env.Resume) {
	s.pushTable("table:"+g.ID, func() string { return s.l.Name(g.Name) }, g, d, func(e *env.Env) { e.Resume = res })
}

// pushTable builds a table screen for g with deck d, its environment set
// up by set (a saved match, a lesson), and shows it; a table that cannot be
// built is explained instead.
func (s *Shell) pushTable(id string, title func() string, g *games.Info, d cards.DeckID, set func(*env.Env)) {
	l := s.l
	if s.deps.NewTable == nil {
		s.message(l.T("play.unavailable.title", "Table not available yet"),
			l.T("play.unavailable", "The table for {{.Game}} is not part of this build yet. Its rules page is ready to read.", "Game", l.Name(g.Name)))
		return
	}
	sc := &screen{
		id:     id,
		gameID: g.ID,
		title:  title,
		keep:   true,
	}
	var buildErr error
	sc.build = func(sc *screen) fyne.CanvasObject {
		e := s.env(sc)
		set(&e)
		obj, err := s.deps.NewTable(e, g, d)
		if err != nil {
			buildErr = err
			return layout.NewSpacer()
		}
		return obj
	}
	sc.obj = sc.build(sc)
	if buildErr != nil {
		s.message(l.T("play.error.title", "The table could not start"),
			l.T("play.error", "{{.Game}} could not start: {{.Error}}", "Game", l.Name(g.Name), "Error", buildErr.Error()))
		return
	}
	s.nav.push(sc)
}

// message shows an information dialog whose button text is our own (Fyne's
// dialog strings are not translated into every language we offer), and
// returns it.
func (s *Shell) message(title, text string) dialog.Dialog {
	return s.messageWithDetails(title, text, "")
}

// messageWithDetails is message with the technical text behind it (an
// error, with its paths) folded away under Details: the person reads one
// sentence, a bug report can still quote the rest.
func (s *Shell) messageWithDetails(title, text, details string) dialog.Dialog {
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	var content fyne.CanvasObject = body
	if details != "" {
		raw := widget.NewLabel(details)
		raw.Wrapping = fyne.TextWrapBreak // paths have no spaces to break at
		raw.TextStyle.Monospace = true
		more := widget.NewAccordion(widget.NewAccordionItem(s.l.T("dialog.details", "Details"), raw))
		content = container.NewVBox(body, more)
	}
	// Enter and Esc close it (keydialog.go).
	d := s.ask(title, content, "", nil, s.l.T("dialog.ok", "OK"), nil)
	d.Resize(fyne.NewSize(460, 200))
	return d.d
}
