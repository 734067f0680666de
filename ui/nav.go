package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ui/env"
)

// screen is one entry of the navigator's stack.
type screen struct {
	id     string // "home", "settings", "stats", "rules:<game>", "table:<game>"
	gameID string // the game this screen is about ("" for none): F1 opens its rules
	title  func() string
	// build makes the screen's content. Shell screens are rebuilt after a
	// language switch; keep screens (the table) are built once and re-text
	// themselves through Localizer.OnChange.
	build func(sc *screen) fyne.CanvasObject
	keep  bool
	obj   fyne.CanvasObject
	key   func(*fyne.KeyEvent) bool
	// started is set once an env.Starter screen has been started.
	started bool
	// onShow, if set, is called each time the screen comes on top (the
	// course screen rebuilds its ticks after a lesson).
	onShow func(sc *screen)
	shown  bool
}

// navigator is a stack of screens under a toolbar that is the same on every
// screen: back, title, home, rules (on a game's screens), statistics,
// settings.
type navigator struct {
	s       *Shell
	stack   []*screen
	root    *fyne.Container
	content *fyne.Container

	// The bar's buttons are keyButtons: Enter presses them as Space does.
	back, homeBtn, rulesBtn, statsBtn, settingsBtn, aboutBtn *keyButton
	// dispBtn opens the display sliders, on every screen (displayfilters.go).
	dispBtn *keyButton
	// title names the screen; it is cut with "…" only where even the
	// buttons' icons leave it too little room.
	title      *widget.Label
	bar, right *fyne.Container
	head       *fyne.Container // the padded bar and the line under it, at the window's top
	// topBar holds the bar and drops the buttons' texts when the window is
	// too narrow for them (fitBar); barWidth is the width it was fitted to.
	topBar   *topBar
	barWidth float32
	widths   map[string]float32 // buttonWidth's measures
}

func newNavigator(s *Shell) *navigator {
	n := &navigator{s: s, content: container.NewStack()}
	n.back = newKeyButton(s.w, "", theme.NavigateBackIcon(), n.pop)
	n.homeBtn = newKeyButton(s.w, "", theme.HomeIcon(), n.home)
	n.rulesBtn = newKeyButton(s.w, "", theme.HelpIcon(), func() {
		if top := n.top(); top != nil && top.gameID != "" {
			s.openRules(top.gameID)
		}
	})
	n.statsBtn = newKeyButton(s.w, "", theme.ListIcon(), s.openStats)
	n.settingsBtn = newKeyButton(s.w, "", theme.SettingsIcon(), s.openSettings)
	n.aboutBtn = newKeyButton(s.w, "", theme.InfoIcon(), s.openAbout)
	for _, b := range []*keyButton{n.back, n.homeBtn, n.rulesBtn, n.statsBtn, n.settingsBtn, n.aboutBtn} {
		b.Importance = widget.LowImportance
	}
	n.title = &widget.Label{TextStyle: fyne.TextStyle{Bold: true}, SizeName: env.SizeNameTitle, Truncation: fyne.TextTruncateEllipsis}
	n.title.ExtendBaseWidget(n.title)
	n.dispBtn = s.newDisplayButton()
	n.right = container.NewHBox(n.dispBtn, n.homeBtn, n.rulesBtn, n.statsBtn, n.settingsBtn, n.aboutBtn)
	n.bar = container.NewBorder(nil, nil, n.back, n.right, container.New(titleLayout{}, n.title))
	n.topBar = newTopBar(n)
	// The window is unpadded so the felt reaches its edges; the toolbar keeps
	// its own padding.
	n.head = container.NewVBox(container.NewPadded(n.topBar), widget.NewSeparator())
	n.root = container.NewBorder(n.head, nil, nil, nil, n.content)
	return n
}

func (n *navigator) top() *screen {
	if len(n.stack) == 0 {
		return nil
	}
	return n.stack[len(n.stack)-1]
}

// push shows sc on top. A screen already on the stack is returned to
// instead of stacked twice (Settings from Settings, Rules from its Rules).
func (n *navigator) push(sc *screen) {
	for i, old := range n.stack {
		if old.id == sc.id {
			if c, ok := sc.obj.(env.Closer); ok && sc.obj != old.obj {
				c.Close() // built by the caller but not needed
			}
			n.popTo(i)
			return
		}
	}
	if sc.obj == nil {
		sc.obj = sc.build(sc)
	}
	n.stack = append(n.stack, sc)
	n.show()
}

// pop closes the top screen (never the home screen).
func (n *navigator) pop() {
	if len(n.stack) > 1 {
		n.popTo(len(n.stack) - 2)
	}
}

// home returns to the home screen.
func (n *navigator) home() { n.popTo(0) }

// closeAll closes every screen that holds resources (the window is closing).
func (n *navigator) closeAll() {
	for i := len(n.stack) - 1; i >= 0; i-- {
		if c, ok := n.stack[i].obj.(env.Closer); ok {
			c.Close()
		}
	}
	n.stack = n.stack[:0]
}

func (n *navigator) popTo(i int) {
	closed := false
	for len(n.stack) > i+1 {
		top := n.stack[len(n.stack)-1]
		n.stack = n.stack[:len(n.stack)-1]
		if c, ok := top.obj.(env.Closer); ok {
			c.Close()
			closed = true
			n.s.freeTextures(top.obj)
		}
	}
	n.show()
	if closed {
		// A closed table has just let go of its pictures: hand the memory back
		// to the system now rather than as the runtime gets round to it, and
		// again once Fyne has dropped what it kept of the table (release.go).
		n.s.releaseMemory()
		n.s.releaseLater()
	}
}

// show puts the top screen in the window and refreshes the toolbar.
func (n *navigator) show() {
	top := n.top()
	if top == nil {
		return
	}
	if top.onShow != nil && top.shown {
		top.onShow(top)
	}
	top.shown = true
	n.content.Objects = []fyne.CanvasObject{top.obj}
	if top.id == "home" {
		n.s.markWaiting() // a match saved or finished at a table since
	}

	n.content.Refresh()
	n.s.deps.Trace.Mark("screen " + top.id) // scripts/measure.sh
	n.retextBar()
	n.refocus(top)
	// The content is laid out at the window's size now: a screen that begins
	// with an animation (the table's first deal) begins it on screen.
	if st, ok := top.obj.(env.Starter); ok && !top.started {
		top.started = true
		st.Start()
	}
}

// refocus gives the keyboard to the screen now shown: a focusable screen
// (the table) takes the focus; otherwise whatever the screen left has the
// focus no longer. A table that kept the focus after it closed took every
// key (it accepts Tab) and passed it on to nobody, so that Tab, Space and
// Enter did nothing on Home, Statistics and Settings until a table opened
// again (issue 40). A bar button keeps the focus: it is still there.
func (n *navigator) refocus(top *screen) {
	c := n.s.w.Canvas()
	if f, ok := top.obj.(fyne.Focusable); ok {
		c.Focus(f)
		return
	}
	f := c.Focused()
	if f == nil || c.Overlays().Top() != nil {
		return // nothing focused, or a dialog's focus
	}
	for _, b := range []*keyButton{n.back, n.homeBtn, n.rulesBtn, n.statsBtn, n.settingsBtn, n.aboutBtn, n.dispBtn} {
		if f == fyne.Focusable(b) && !b.Disabled() {
			return
		}
	}
	c.Unfocus()
}

// barTexts are the bar's buttons with their texts in the language on
// screen, the back button first.
func (n *navigator) barTexts() ([]*widget.Button, []string) {
	l := n.s.l
	return []*widget.Button{&n.back.Button, &n.dispBtn.Button, &n.homeBtn.Button, &n.rulesBtn.Button, &n.statsBtn.Button, &n.settingsBtn.Button, &n.aboutBtn.Button},
		[]string{l.T("nav.back", "Back"), l.T("nav.display", "Display"), l.T("nav.home", "Home"),
			l.T("nav.rules", "Rules"), l.T("nav.statistics", "Statistics"), l.T("nav.settings", "Settings"),
			l.T("nav.about", "About")}
}

// barNeeds is the width the bar needs with the back button's text or
// not and the right-hand buttons' texts or not (the right ones an HBox: a
// padding between neighbours), with room for the widest title of any
// screen in the language on screen (titleRoom) between them: whether the
// buttons show their texts depends on the window's width and the
// language, never on the screen, so every button stays where it was from
// screen to screen (issue 40).
func (n *navigator) barNeeds(backText, rightText bool) float32 {
	bs, texts := n.barTexts()
	pad := theme.Padding()
	sum := n.buttonWidth(bs[0], texts[0], backText) + pad + n.titleRoom() + pad
	for i, b := range bs[1:] {
		if i > 0 {
			sum += pad
		}
		sum += n.buttonWidth(b, texts[i+1], rightText)
	}
	return sum
}

// titleRoom is the width the widest screen title of the language on screen
// needs (the games' names and rules pages, statistics, settings, about).
func (n *navigator) titleRoom() float32 {
	l := n.s.l
	titles := []string{l.T("stats.title", "Statistics"), l.T("settings.title", "Settings"), l.T("about.title", "About Cardavia")}
	for _, g := range n.s.games {
		titles = append(titles, l.Name(g.Name), n.s.rulesTitle(g.ID))
	}
	size := theme.Size(env.SizeNameTitle)
	var w float32
	for _, t := range titles {
		w = max(w, fyne.MeasureText(t, size, n.title.TextStyle).Width)
	}
	return w + 2*theme.InnerPadding() // the label's own padding
}

// fitBar gives the bar's buttons the texts that fit in width w: all of
// them when there is room, else the buttons on the right show their icons
// only, and at the narrowest the back button too — the title (where the
// person is) must never run under a button, as German "Schnapsen" ran
// into "Anzeige" at 800 px. Called from topBar.Resize and after every
// re-text, never from a Layout.
func (n *navigator) fitBar(w float32) {
	n.barWidth = w
	backText, rightText := true, true
	switch {
	case w <= 0 || n.barNeeds(true, true) <= w: // unsized yet: the texts
	case n.barNeeds(true, false) <= w:
		rightText = false
	default:
		backText, rightText = false, false
	}
	bs, texts := n.barTexts()
	for i, b := range bs {
		want := texts[i]
		if (i == 0 && !backText) || (i > 0 && !rightText) {
			want = ""
		}
		if b.Text != want {
			b.SetText(want)
		}
	}
	n.right.Refresh()
	n.bar.Refresh()
}

// buttonWidth is the width b needs with text, or with its icon alone. A
// text it does not show is measured on a probe button, remembered per
// text, icon and theme sizes: the bar's MinSize asks on every layout pass.
func (n *navigator) buttonWidth(b *widget.Button, text string, withText bool) float32 {
	if !withText {
		text = ""
	}
	if b.Text == text {
		return b.MinSize().Width
	}
	icon := ""
	if b.Icon != nil {
		icon = b.Icon.Name()
	}
	key := fmt.Sprintf("%s|%s|%v|%v|%v", text, icon, theme.TextSize(), theme.Padding(), theme.IconInlineSize())
	if w, ok := n.widths[key]; ok {
		return w
	}
	probe := widget.NewButtonWithIcon(text, b.Icon, nil)
	probe.Importance = b.Importance
	w := probe.MinSize().Width
	if n.widths == nil {
		n.widths = map[string]float32{}
	}
	n.widths[key] = w
	return w
}

// topBar is the toolbar's widget: on a resize it first fits the buttons'
// texts to the new width (as the table's tools do), then lays the bar out.
type topBar struct {
	widget.BaseWidget
	n *navigator
}

func newTopBar(n *navigator) *topBar {
	b := &topBar{n: n}
	b.ExtendBaseWidget(b)
	return b
}

// Resize fits the texts when the width changes.
func (b *topBar) Resize(sz fyne.Size) {
	if sz.Width != b.n.barWidth {
		b.n.fitBar(sz.Width)
	}
	b.BaseWidget.Resize(sz)
}

// CreateRenderer implements fyne.Widget.
func (b *topBar) CreateRenderer() fyne.WidgetRenderer { return &topBarRenderer{b.n} }

// Content is the bar's row of buttons (a tap that closed the Display
// pop-up is passed on into it, floatpanel.go).
func (b *topBar) Content() fyne.CanvasObject { return b.n.bar }

// titleLayout gives the bar's title the whole width between the buttons
// and centres it on the bar's height without asking for its own: a label
// at the title size with its padding is taller than a button, and the bar
// would grow by the difference on every screen.
type titleLayout struct{}

func (titleLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, (sz.Height-h)/2))
		o.Resize(fyne.NewSize(sz.Width, h))
	}
}

func (titleLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, 0)
}

// topBarRenderer draws the bar. Its minimum width is the bar's with icons
// only, whatever the texts shown now: a bar that asked for its texts' width
// would make the window grow to fit them instead of dropping them.
type topBarRenderer struct{ n *navigator }

func (r *topBarRenderer) Layout(sz fyne.Size) { r.n.bar.Resize(sz) }

func (r *topBarRenderer) MinSize() fyne.Size {
	// The title may be cut with "…" rather than widen the window.
	return fyne.NewSize(r.n.barNeeds(false, false)-r.n.titleRoom(), r.n.bar.MinSize().Height)
}

func (r *topBarRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.n.bar} }

func (r *topBarRenderer) Refresh() { r.n.bar.Refresh() }

func (r *topBarRenderer) Destroy() {}

func (n *navigator) retextBar() {
	top := n.top()
	l := n.s.l
	// The home screen carries the name in its banner: no toolbar title there.
	title := ""
	if top != nil && len(n.stack) > 1 {
		title = top.title()
		n.s.w.SetTitle(l.T("nav.windowTitle", "{{.Screen}} — Cardavia", "Screen", title))
	} else {
		n.s.w.SetTitle(l.T("app.name", "Cardavia"))
	}
	n.title.SetText(title)
	// Every button keeps its place on every screen (issue 40: removed
	// buttons moved the others under the pointer); the current screen's
	// button, and one with nothing to do here, is disabled.
	enable := func(b *keyButton, on bool) {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	depth := len(n.stack)
	enable(n.back, depth > 1)
	enable(n.homeBtn, depth > 1)
	enable(n.rulesBtn, top != nil && top.gameID != "" && top.id != "rules:"+top.gameID)
	enable(n.statsBtn, top != nil && top.id != "stats")
	enable(n.settingsBtn, top != nil && top.id != "settings")
	enable(n.aboutBtn, top != nil && top.id != "about")
	n.fitBar(n.topBar.Size().Width)
}

// retext rebuilds every shell screen in the new language; table screens
// re-text themselves.
func (n *navigator) retext() {
	for _, sc := range n.stack {
		if !sc.keep {
			sc.obj = sc.build(sc)
		}
	}
	n.show()
}

// typedKey gives the key to the top screen first, then handles Esc (back)
// and F1 (rules of the game on screen).
func (n *navigator) typedKey(ev *fyne.KeyEvent) {
	top := n.top()
	if top == nil {
		return
	}
	if n.s.questionKey(ev) { // a question over the screen: Enter, Esc
		return
	}
	if top.key != nil && top.key(ev) {
		return
	}
	if sc, ok := top.obj.(*container.Scroll); ok && scrollKey(sc, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		if n.s.hideDisplayPanel() { // Esc closes the display sliders first
			return
		}
		n.pop()
	case fyne.KeyF1:
		if top.gameID != "" {
			n.s.openRules(top.gameID)
		}
	}
}

// scrollKey scrolls a screen that is one long page (the rules, the
// statistics, settings, about) with the keys a reader uses in any viewer:
// Up and Down by a few lines, Page Up and Page Down by a screenful less a
// line (the line read last stays in sight), Home and End to either end.
// Without them a keyboard-only reader could not read past the first screen
// of the rules (issue 40).
func scrollKey(sc *container.Scroll, ev *fyne.KeyEvent) bool {
	line := 3 * theme.TextSize()
	page := max(sc.Size().Height-line, line)
	by := func(dy float32) { sc.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -dy}}) }
	switch ev.Name {
	case fyne.KeyDown:
		by(line)
	case fyne.KeyUp:
		by(-line)
	case fyne.KeyPageDown:
		by(page)
	case fyne.KeyPageUp:
		by(-page)
	case fyne.KeyHome:
		sc.ScrollToTop()
	case fyne.KeyEnd:
		sc.ScrollToBottom()
	default:
		return false
	}
	return true
}
