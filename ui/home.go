package ui

import (
	"image/color"
	"net/url"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// tileCard is the code of the card each home tile shows: a card that
// players of the game know at a glance ("" for a deck without one). A
// switch, not a map, so that no caller can change what the next one reads.
func tileCard(d cards.DeckID) string {
	switch d {
	case cards.Italian40:
		return "D7" // the settebello
	case cards.German32:
		return "CU" // the Eichel-Unter, Skat's highest trump
	case cards.German20, cards.French20:
		return "HK" // a marriage king
	case cards.Hwatu48:
		return "01-B" // January's crane
	}
	return ""
}

// prefDeck remembers the deck chosen on a tile with more than one deck.
func prefDeck(gameID string) string { return "deck." + gameID }

func (s *Shell) homeScreen() *screen {
	return &screen{
		id:    "home",
		title: func() string { return s.l.T("app.name", "Cardavia") },
		build: func(*screen) fyne.CanvasObject { return s.buildHome() },
	}
}

// buildHome lays the game tiles on the felt, under a banner with the name,
// the tagline and the language selector.
func (s *Shell) buildHome() fyne.CanvasObject {
	l := s.l
	onFelt := theme.Color(env.ColorNameOnFelt)
	name := canvas.NewText(l.T("app.name", "Cardavia"), theme.Color(env.ColorNameHighlight))
	name.TextSize = 34
	name.TextStyle = fyne.TextStyle{Bold: true}
	// The tagline wraps: as one line of canvas text it made the home screen
	// wider than an 800×600 window in Malay, cutting the language list and
	// the share buttons off on the right.
	tagline := widget.NewRichText(&widget.TextSegment{
		Text:  l.T("home.welcome", "Traditional card games against honest computer opponents"),
		Style: widget.RichTextStyle{ColorName: env.ColorNameOnFelt, SizeName: theme.SizeNameSubHeadingText, Inline: true},
	})
	tagline.Wrapping = fyne.TextWrapWord
	langLabel := canvas.NewText(l.T("home.language", "Language"), onFelt)
	langLabel.TextSize = theme.Size(theme.SizeNameText)
	lang := container.NewHBox(layout.NewSpacer(), container.NewCenter(langLabel), s.languageSelect())
	// The deal code and import buttons sit under the language, beside the
	// name, not on a row of their own: that row made the four tiles 11 px
	// taller than the default window (issue 40).
	header := container.NewBorder(nil, nil, nil, container.NewVBox(lang, s.shareRow()), // share.go
		container.NewVBox(name, unpadded(tagline)))

	var body fyne.CanvasObject
	if len(s.games) == 0 {
		empty := canvas.NewText(l.T("home.noGames", "No games are installed in this build."), onFelt)
		empty.Alignment = fyne.TextAlignCenter
		body = empty
	} else {
		tiles := make([]fyne.CanvasObject, len(s.games))
		s.tileBodies = nil // the tiles of this home screen share their cards' size (tileLayout)
		for i, g := range s.games {
			tiles[i] = s.tile(g)
		}
		// Two columns when both fit, else one: at 800×600 two tiles side by
		// side were wider than the window and cut off its right half (the
		// deck choice, the Wikipedia links, the language list).
		body = container.New(&tileGrid{width: func() float32 { return s.w.Canvas().Size().Width - 32 }}, tiles...)
	}
	felt := canvas.NewRectangle(theme.Color(env.ColorNameFelt))
	// The tiles take the height the header leaves (a scroll gives its
	// content at least its own size): in a tall window they grow with
	// their cards instead of leaving the lower half empty.
	top := container.NewVBox(header, gap(4))
	content := container.New(layout.NewCustomPaddedLayout(12, 16, 16, 16),
		container.New(layout.NewBorderLayout(top, nil, nil, nil), top, body)) // the header first: Tab reaches it first
	return container.NewStack(felt, container.NewVScroll(content))
}

// unpadded takes away the inner padding a RichText keeps around its text,
// so that a wrapping line starts where a canvas.Text above it does.
func unpadded(o fyne.CanvasObject) fyne.CanvasObject {
	p := -theme.Size(theme.SizeNameInnerPadding)
	return container.New(layout.NewCustomPaddedLayout(p/2, p/2, p, p), o)
}

// languageSelect offers the languages that have a message file.
func (s *Shell) languageSelect() *widget.Select {
	langs := s.l.Bundle().Languages()
	names := make([]string, len(langs))
	for i, lg := range langs {
		names[i] = lg.Name
	}
	sel := widget.NewSelect(names, nil)
	// A Select is as wide as its placeholder, not its longest option, so
	// "Bahasa Melayu" was cut to "Bahasa Me…": the widest name sizes it.
	sel.PlaceHolder = widestText(names)
	sel.SetSelected(s.l.Language().Name)
	sel.OnChanged = func(name string) {
		for _, lg := range langs {
			if lg.Name == name {
				s.setLanguage(lg)
				return
			}
		}
	}
	return sel
}

// widestText returns the text of texts that is widest in the theme's
// text size.
func widestText(texts []string) string {
	return widest(texts, theme.Size(theme.SizeNameText), func(t string) float32 {
		return fyne.MeasureText(t, theme.Size(theme.SizeNameText), fyne.TextStyle{}).Width
	})
}

// widest returns the text that measure finds widest, without measuring a
// text in a script the theme's font lacks unless it could be the widest.
// Measuring such a text makes Fyne load the system font that has it, and
// the language list is on the home screen: measuring "한국어" loaded Noto
// Sans CJK before the first frame, 15 MB of the 42 MB live heap at home
// (docs/memory.md). A text outside Latin is bounded instead by an em (size)
// per rune — the advance of a full-width CJK glyph, wider than any Hangul
// or Devanagari letter — and measured only when that bound beats the widest
// measured text.
func widest(texts []string, size float32, measure func(string) float32) string {
	best, w := "", float32(-1)
	var others []string
	for _, t := range texts {
		if !latin(t) {
			others = append(others, t)
			continue
		}
		if tw := measure(t); tw > w {
			best, w = t, tw
		}
	}
	for _, t := range others {
		if float32(utf8.RuneCountInString(t))*size <= w {
			continue
		}
		if tw := measure(t); tw > w {
			best, w = t, tw
		}
	}
	return best
}

// latin reports whether every rune of t is in the Latin blocks the theme's
// own font (Noto Sans) draws.
func latin(t string) bool {
	for _, r := range t {
		if r > 0x024F {
			return false
		}
	}
	return true
}

// tile is one game on the home screen.
func (s *Shell) tile(g *games.Info) fyne.CanvasObject {
	l := s.l
	deck := s.chosenDeck(g)

	pic := container.NewStack()
	setPic := func(d cards.DeckID) {
		pic.Objects = []fyne.CanvasObject{s.picture(g, d)}
		pic.Refresh()
	}
	setPic(deck)

	name := widget.NewLabelWithStyle(l.Name(g.Name), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameSubHeadingText
	mark := s.waitingMark(g)
	pitch := widget.NewLabel(l.Name(g.Pitch))
	pitch.Wrapping = fyne.TextWrapWord

	// The deck and the players on one wrapping line, the Wikipedia link in
	// the name's row: a row less, so that the four tiles fit the default
	// window in every language (issue 40).
	facts := widget.NewLabel(factsLine(l, g, deck, env.HouseRules(s.prefs, g)))
	facts.Wrapping = fyne.TextWrapWord
	// The line follows the house rules chosen (a list's length, the count
	// of rules on): the house-rules screen, opened from the gear or from
	// Settings, sets it again on each change (houserules.go).
	if s.tileFacts == nil {
		s.tileFacts = map[string]func(){}
	}
	s.tileFacts[g.ID] = func() { facts.SetText(factsLine(l, g, deck, env.HouseRules(s.prefs, g))) }
	head := container.NewHBox(name)
	if learn := s.learnButton(g); learn != nil {
		// The course (course.go) beside the name, where a newcomer reads
		// first: a fourth button in the row below made the tiles too wide
		// for two columns in the default window (homefit_test.go).
		learn.Importance = widget.LowImportance
		head.Add(learn)
	}
	if u, err := url.Parse(g.Wikipedia); err == nil && g.Wikipedia != "" {
		head.Add(layout.NewSpacer())
		head.Add(newExternalLink(l.T("home.wikipedia", "Wikipedia"), u))
	}
	// The mark of a match in progress has a row of its own under the name
	// (hidden, it takes none): beside the name it made the tiles too wide
	// for two columns in the default window (homefit_test.go).
	info := container.NewVBox(head, mark, pitch, facts)
	if len(g.Decks) > 1 {
		labels := make([]string, len(g.Decks))
		for i, d := range g.Decks {
			labels[i] = deckLabel(l, d)
		}
		choice := radioRow(labels, deckLabel(l, deck), func(label string) {
			for _, d := range g.Decks {
				if deckLabel(l, d) == label {
					deck = d
					s.prefs.SetString(prefDeck(g.ID), cards.ByID(d).Key())
					s.tileFacts[g.ID]()
					setPic(d)
				}
			}
		})
		info.Add(container.NewHBox(widget.NewLabel(l.T("home.deck", "Deck:")), choice))
	}
	play := newKeyButton(s.w, l.T("home.play", "Play"), theme.MediaPlayIcon(), func() { s.play(g, deck) })
	play.Importance = widget.HighImportance
	rules := newKeyButton(s.w, l.T("home.rules", "Rules"), theme.HelpIcon(), func() { s.openRules(g.ID) })
	daily := s.dailyButton(g, func() cards.DeckID { return deck }) // daily.go
	buttons := container.NewHBox(play, rules, daily)
	// A game with house rules has their screen behind a gear beside the
	// deal of the day: an icon alone, because a fourth labelled button made
	// the tiles too wide for two columns in the default window in every
	// language (homefit_test.go). Settings lists it with its name too.
	if len(g.Options) > 0 {
		buttons.Add(newKeyButton(s.w, "", theme.SettingsIcon(), func() { s.openHouseRules(g.ID) }))
	}
	info.Add(buttons)

	bg := canvas.NewRectangle(theme.Color(theme.ColorNameMenuBackground))
	bg.CornerRadius = 10
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	body := container.New(tileLayout{&s.tileBodies}, pic, info)
	s.tileBodies = append(s.tileBodies, body)
	t := container.NewStack(bg, container.NewPadded(body))
	if s.homeTiles == nil {
		s.homeTiles = map[string]fyne.CanvasObject{}
	}
	s.homeTiles[g.ID] = t
	return t
}

// waitingMark is the tile's mark that a match of g is saved and waiting to
// be continued (Play offers it); markWaiting shows or hides it.
func (s *Shell) waitingMark(g *games.Info) fyne.CanvasObject {
	text := canvas.NewText(s.l.T("home.waiting", "Match in progress"), theme.Color(theme.ColorNameForegroundOnPrimary))
	text.TextStyle.Bold = true
	text.TextSize = theme.Size(theme.SizeNameCaptionText)
	pill := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	pill.CornerRadius = 8
	// An HBox keeps the pill as wide as its text in the tile's column.
	mark := container.NewHBox(container.NewStack(pill, container.New(layout.NewCustomPaddedLayout(2, 2, 8, 8), text)))
	if s.waitingMarks == nil {
		s.waitingMarks = map[string]fyne.CanvasObject{}
	}
	s.waitingMarks[g.ID] = mark
	s.showWaiting(g, mark)
	return mark
}

// markWaiting shows on each home tile whether its game has a match waiting:
// called whenever home comes on screen, as a match is saved or finished at
// its table.
func (s *Shell) markWaiting() {
	for _, g := range s.games {
		if m := s.waitingMarks[g.ID]; m != nil {
			s.showWaiting(g, m)
		}
	}
}

func (s *Shell) showWaiting(g *games.Info, mark fyne.CanvasObject) {
	if s.waiting(g) {
		mark.Show()
	} else {
		mark.Hide()
	}
}

// tileOf is the home tile of a game (nil before home is built).
func (s *Shell) tileOf(id string) fyne.CanvasObject { return s.homeTiles[id] }

// chosenDeck is the deck last chosen for g, or its default.
func (s *Shell) chosenDeck(g *games.Info) cards.DeckID {
	if len(g.Decks) == 0 {
		return 0
	}
	key := s.prefs.StringWithFallback(prefDeck(g.ID), "")
	if d, err := cards.ByKey(key); err == nil && g.HasDeck(d.ID()) {
		return d.ID()
	}
	return g.Decks[0]
}

// picture is the tile's card: the game's art when the assets provide it,
// otherwise a plain card drawn by the shell.
func (s *Shell) picture(g *games.Info, d cards.DeckID) fyne.CanvasObject {
	size := fyne.NewSize(96, 150)
	if s.deps.Picture != nil {
		if res := s.deps.Picture(g, d); res != nil {
			img := s.filteredPicture(res) // through the display filters (displayfilters.go)
			return withShadow(img, size)
		}
	}
	face := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	face.CornerRadius = 8
	face.StrokeColor = theme.Color(theme.ColorNameSeparator)
	face.StrokeWidth = 1
	inner := canvas.NewRectangle(theme.Color(env.ColorNameFelt))
	inner.CornerRadius = 5
	initial := canvas.NewText(firstLetter(s.l.Name(g.Name)), theme.Color(env.ColorNameOnFelt))
	initial.TextSize = 44
	initial.TextStyle.Bold = true
	initial.Alignment = fyne.TextAlignCenter
	card := container.NewStack(face, container.New(layout.NewCustomPaddedLayout(7, 7, 7, 7),
		container.NewStack(inner, container.NewCenter(initial))))
	return withShadow(card, size)
}

// withShadow gives a card a soft offset shadow in the theme's card-shadow
// colour; size is its smallest size, and it grows keeping its proportions
// (cardLayout).
func withShadow(card fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	shadow := canvas.NewRectangle(theme.Color(env.ColorNameCardShadow))
	shadow.CornerRadius = 8
	return container.New(cardLayout{size}, shadow, card)
}

// cardShadow is how far a card's shadow falls right and down.
var cardShadow = fyne.NewSize(3, 4)

// cardLayout lays out a card (objects[1]) at its proportions in the space
// it is given, its shadow (objects[0]) under it, offset.
type cardLayout struct{ min fyne.Size }

func (c cardLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	w := min(sz.Width-cardShadow.Width-1, (sz.Height-cardShadow.Height-1)*c.min.Width/c.min.Height)
	card := fyne.NewSize(w, w*c.min.Height/c.min.Width)
	objs[0].Move(fyne.NewPos(cardShadow.Width, cardShadow.Height))
	objs[0].Resize(card)
	objs[1].Move(fyne.NewPos(0, 0))
	objs[1].Resize(card)
}

func (c cardLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return c.min.Add(cardShadow).Add(fyne.NewSize(1, 1))
}

// tileLayout lays out a home tile: its card (objects[0]) on the left, as
// tall as the tile allows while the text (objects[1]) keeps its width, and
// the text beside it, centred on the tile's height. The tiles of one home
// screen share it: every card is drawn at the size that suits all of them
// (the tiles are the same size), not larger beside a shorter text.
type tileLayout struct{ tiles *[]*fyne.Container }

// cardWidth is the width a tile's card may have at tile size sz.
func cardWidth(objs []fyne.CanvasObject, sz fyne.Size) float32 {
	pm := objs[0].MinSize()
	pw := max(pm.Height, sz.Height) * pm.Width / pm.Height
	if room := sz.Width - theme.Padding() - objs[1].MinSize().Width; pw > room {
		pw = max(pm.Width, room)
	}
	return pw
}

func (l tileLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	pic, info := objs[0], objs[1]
	pad := theme.Padding()
	pm := pic.MinSize()
	pw := cardWidth(objs, sz)
	if l.tiles != nil {
		for _, t := range *l.tiles {
			pw = min(pw, max(pm.Width, cardWidth(t.Objects, sz)))
		}
	}
	ph := pw * pm.Height / pm.Width
	pic.Move(fyne.NewPos(0, (sz.Height-ph)/2))
	pic.Resize(fyne.NewSize(pw, ph))
	iw := sz.Width - pw - pad
	info.Resize(fyne.NewSize(iw, sz.Height)) // a wrapping text's height follows its width
	ih := min(info.MinSize().Height, sz.Height)
	info.Move(fyne.NewPos(pw+pad, (sz.Height-ih)/2))
	info.Resize(fyne.NewSize(iw, ih))
}

func (tileLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pm, im := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(pm.Width+theme.Padding()+im.Width, max(pm.Height, im.Height))
}

// gap is a fixed vertical space.
func gap(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, h))
	return r
}

func firstLetter(s string) string {
	for _, r := range s {
		return string(r)
	}
	return "?"
}

// tileCardOf returns the card a tile shows for deck d.
func tileCardOf(d cards.DeckID) (cards.Card, bool) {
	deck := cards.ByID(d)
	code := tileCard(d)
	if deck == nil || code == "" {
		return cards.None, false
	}
	c, err := deck.Parse(code)
	if err != nil {
		return cards.None, false
	}
	return c, true
}

// deckLineText is "Country · N cards ·" (the rules page's header; its Wikipedia link follows).
func deckLineText(l *translations.Localizer, g *games.Info, d cards.DeckID) string {
	n := g.Cards
	if deck := cards.ByID(d); deck != nil {
		n = deck.Size()
	}
	return l.T("home.deckLine", "{{.Country}} · {{.Count}} cards ·", "Country", l.Name(g.Country), "Count", n)
}

// factsLine is "Italy · 40 cards · 2 players · you vs AI · match to 11":
// the deck's country and the size of the pack played, then the playersLine
// with the match format that the house rules chosen (rules, as
// env.HouseRules gives them) make it — Skat's "list of 24 deals",
// Sechsundsechzig's 24 cards — and, when any rule is on, a quiet count of
// them ("2 house rules"): a player sees on the tile what Play starts.
func factsLine(l *translations.Localizer, g *games.Info, d cards.DeckID, rules map[string]string) string {
	opts, err := g.ParseOptions(rules)
	if err != nil {
		opts = games.Options{} // env.HouseRules gives only what parses; a hand-made map plays by the book
	}
	n := g.Cards
	if deck := cards.ByID(g.PlayDeck(d, opts)); deck != nil {
		n = deck.Size()
	}
	line := l.T("home.deckSize", "{{.Country}} · {{.Count}} cards", "Country", l.Name(g.Country), "Count", n) +
		" · " + playersLine(l, g, g.MatchFormat(opts))
	if on := len(g.FormatOptions(opts)); on > 0 {
		line += " · " + l.T("home.houseRulesOn", "{{.Count}} house rules", "Count", on)
	}
	return line
}

// playersLine is "2 players · you vs AI · match to 11" and the like: the
// seats, then the match format when it names one (g.Format, or what the
// house rules make it: Info.MatchFormat).
func playersLine(l *translations.Localizer, g *games.Info, format cards.Name) string {
	var seats string
	switch g.Players {
	case 2:
		seats = l.T("home.players2", "2 players · you vs AI")
	case 3:
		seats = l.T("home.players3", "3 players · you and two AIs")
	default:
		seats = l.T("home.playersN", "{{.Count}} players · you and {{.AIs}} AIs", "Count", g.Players, "AIs", g.Players-1)
	}
	if format.English == "" {
		return seats
	}
	return l.T("home.playersFormat", "{{.Players}} · {{.Format}}", "Players", seats, "Format", l.Name(format))
}

// deckLabel names a deck in a deck choice.
func deckLabel(l *translations.Localizer, d cards.DeckID) string {
	switch d {
	case cards.German20:
		return l.T("deck.choice.german20", "German suits")
	case cards.French20:
		return l.T("deck.choice.french20", "French suits")
	}
	if deck := cards.ByID(d); deck != nil {
		return l.Name(deck.Title())
	}
	return "?"
}

// tileGrid lays the home screen's game tiles out in two columns of equal
// width when the window is wide enough for two tiles side by side, else in
// one. width is the width the tiles get (the window's, less the screen's
// padding): a layout's height depends on its columns, and MinSize is not
// told the width, so both ask width.
type tileGrid struct {
	width func() float32
}

func (g *tileGrid) columns(objs []fyne.CanvasObject, w float32) int {
	var widest float32
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	if w >= 2*widest+theme.Padding() {
		return 2
	}
	return 1
}

// rows returns each row's height for n columns: all as tall as the
// tallest tile, so that every tile has the same size.
func (g *tileGrid) rows(objs []fyne.CanvasObject, n int) []float32 {
	var tallest float32
	for _, o := range objs {
		tallest = max(tallest, o.MinSize().Height)
	}
	hs := make([]float32, (len(objs)+n-1)/n)
	for i := range hs {
		hs[i] = tallest
	}
	return hs
}

func (g *tileGrid) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	n := g.columns(objs, sz.Width)
	pad := theme.Padding()
	cw := (sz.Width - pad*float32(n-1)) / float32(n)
	hs := g.rows(objs, n)
	// Rows share the height the screen gives beyond their own (a tall
	// window), each as tall as the others.
	var need float32
	for _, h := range hs {
		need += h
	}
	if extra := sz.Height - need - pad*float32(len(hs)-1); extra > 0 {
		for i := range hs {
			hs[i] += extra / float32(len(hs))
		}
	}
	var y float32
	for r, h := range hs {
		for c := 0; c < n && r*n+c < len(objs); c++ {
			o := objs[r*n+c]
			o.Move(fyne.NewPos(float32(c)*(cw+pad), y))
			o.Resize(fyne.NewSize(cw, h))
		}
		y += h + pad
	}
}

func (g *tileGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var widest float32
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	w := float32(0)
	if g.width != nil {
		w = g.width()
	}
	n := g.columns(objs, w)
	var h float32
	for i, rh := range g.rows(objs, n) {
		if i > 0 {
			h += theme.Padding()
		}
		h += rh
	}
	return fyne.NewSize(widest, h)
}
