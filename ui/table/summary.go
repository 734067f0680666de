package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/ui/env"
)

// showSummary shows the end-of-deal panel over the felt: the score explained
// line by line, the match sheet, and "Next deal" or "New game".
func (t *Table) showSummary() {
	r := t.ctl.st.Result()
	over := t.ctl.toMove() == games.Nobody
	t.env.Trace.Mark("summary " + t.info.ID) // scripts/measure.sh
	title := t.T("table.dealOver", "Deal {{.N}} is over", "N", r.Deals)
	if over {
		switch r.Winner {
		case Human:
			title = t.T("table.matchWon", "Match over: you win!")
		case -1:
			title = t.T("table.matchDrawn", "Match over: a draw.")
		default:
			title = t.T("table.matchLost", "Match over: {{.Player}} wins.", "Player", t.seatName(r.Winner))
		}
	}
	if tt, ok := t.g.(Titler); ok && over {
		title = tt.Title(t.hst, t.view, r)
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameSubHeadingText
	body := container.NewVBox(head)
	if e, ok := t.g.(Ender); ok {
		if why := e.Why(t.hst, t.view, r); why != "" {
			l := widget.NewLabelWithStyle(why, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
			l.Wrapping = fyne.TextWrapWord
			body.Add(l)
		}
	}
	if tg, ok := t.g.(Tabler); ok {
		if rows := tg.SummaryTable(t.hst, t.view, r); len(rows) > 0 {
			body.Add(grid(rows))
		}
	}
	for _, s := range t.g.Summary(t.hst, t.view, r) {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		body.Add(l)
	}
	if sc, ok := t.g.(Carder); ok {
		if row := t.cardRow(sc.SummaryCards(t.hst, t.view)); row != nil {
			body.Add(row)
		}
	}
	if sh, ok := t.g.(Sheeter); ok {
		if rows := sh.Sheet(t.hst, t.view); len(rows) > 0 {
			body.Add(widget.NewSeparator())
			body.Add(widget.NewLabelWithStyle(sh.SheetTitle(t.hst, t.view), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			body.Add(grid(rows))
			legend := widget.NewLabel(sh.SheetLegend(t.hst, t.view))
			legend.Wrapping = fyne.TextWrapWord
			body.Add(legend)
		}
	} else if len(t.sheet) > 0 {
		body.Add(widget.NewSeparator())
		body.Add(widget.NewLabelWithStyle(t.T("table.sheet", "Match sheet"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		body.Add(t.sheetGrid())
		body.Add(widget.NewLabel(t.sheetLegend()))
	}
	var buttons []fyne.CanvasObject
	var def *widget.Button // the summary's default: Next deal, or New game
	if over {
		def = widget.NewButton(t.T("table.newGame", "New game"), t.newGame)
		buttons = append(buttons, def)
	} else {
		def = widget.NewButton(t.T("table.nextDeal", "Next deal"), t.nextDeal)
		buttons = append(buttons, def, widget.NewButton(t.T("table.newGame", "New game"), t.askNewGame))
	}
	bar := container.NewPadded(container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, append(buttons, layout.NewSpacer())...)...))
	// Replay and share (share.go): the deal code under the score, and
	// Review, Play this deal again and Export in a row above the buttons.
	if rows, more := t.summaryExtras(); len(rows)+len(more) > 0 {
		for _, r := range rows {
			body.Add(r)
		}
		if len(more) > 0 {
			// Wrapped, not one row: in German the four buttons are wider
			// than the panel at 800×600. The main buttons close the same
			// rows rather than taking one of their own: at 800×600 every
			// row of buttons is a row less of the summary (issue 40: in
			// German its scroll showed four lines).
			bar = container.NewPadded(container.New(&wrapRow{}, append(more, buttons...)...))
		}
	}

	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = 12
	bg.StrokeColor = tcolor(env.ColorNameHighlight)
	bg.StrokeWidth = 2
	padded := container.NewPadded(body)
	scroll := container.NewVScroll(padded)
	panel := container.NewStack(bg, container.NewBorder(nil, bar, nil, nil, scroll))
	t.overlay.Layout = &summaryLayout{body: padded, bar: bar, texts: t.feltTextRects}
	t.overlay.Objects = []fyne.CanvasObject{panel}
	t.summaryRow(panel, def, over)
	t.overlay.Show()
	t.overlay.Refresh()
	if over {
		t.say(title)
	} else {
		t.say(t.T("table.pressNext", "Press Enter or \"Next deal\" to deal again."))
	}
	t.refreshControls()
}

// summaryLayout centres the summary panel on the felt at a readable width,
// as tall as its content or the felt allows, for whatever size the felt has.
type summaryLayout struct {
	body fyne.CanvasObject // the scrolled content
	bar  fyne.CanvasObject // the buttons under it
	// texts are the felt's texts in the felt's coordinates: the panel
	// covers the names along the felt's top whole or not at all, as a
	// seat's name cut in the middle ("Jonas · Hinterhan") reads as broken
	// (clearOfCutTexts).
	texts func() []textRect
	// stable keeps the panel at the largest size it has had on this felt
	// (the review: its steps differ in width and height, and a panel
	// that changed size under the pointer moved the buttons being
	// clicked).
	stable bool
	felt   fyne.Size // the felt the sizes below were had on
	w, h   float32
}

func (l *summaryLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	w := min(max(sz.Width*0.62, 440), 760, max(sz.Width-16, 200))
	// Wrapped labels know their height only once they have a width: lay the
	// body out at the panel's width first, so that a summary which fits is
	// shown whole instead of inside a scroll.
	// A table wider than that (Skat's score sheet with its seven columns)
	// widens the panel up to the felt's width rather than being cut.
	w = max(w, min(l.body.MinSize().Width, max(sz.Width-16, 200)))
	l.body.Resize(fyne.NewSize(w, l.body.MinSize().Height))
	// Twice: the card rows take their height from the width they got.
	l.body.Resize(fyne.NewSize(w, l.body.MinSize().Height))
	// The bar too: its row of buttons wraps at the width it gets.
	l.bar.Resize(fyne.NewSize(w, l.bar.MinSize().Height))
	l.bar.Resize(fyne.NewSize(w, l.bar.MinSize().Height))
	h := min(l.body.MinSize().Height+l.bar.MinSize().Height+8, max(sz.Height*0.94, 300))
	if l.stable {
		if l.felt != sz {
			l.felt, l.w, l.h = sz, 0, 0
		}
		l.w, l.h = max(l.w, w), max(l.h, h)
		w, h = l.w, l.h
		l.body.Resize(fyne.NewSize(w, l.body.MinSize().Height))
		l.bar.Resize(fyne.NewSize(w, l.bar.MinSize().Height))
	}
	x, y := (sz.Width-w)/2, (sz.Height-h)/2
	if l.texts != nil {
		y, h = clearOfCutTexts(l.texts(), x, y, w, h, sz.Height)
	}
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(x, y))
	}
}

// textRect is a felt text's place: its top left corner and size.
type textRect struct{ pos, size fyne.Position }

// minPanelHeight is the least height clearOfCutTexts shortens the panel to:
// below it the summary itself would be too small to read, and cutting a
// name is the lesser harm.
const minPanelHeight = 240

// topBand is the part of the felt's height (a sixth), from its top edge, where the
// games write the other players' names and seats (Skat's "Jonas ·
// Hinterhand", the opponent's line of the two-player games).
const topBand = 1.0 / 6

// clearOfCutTexts moves the top of the panel at (x, y) of size w×h on a
// felt felt high under the names along the felt's top edge that it would
// cut: a name cut in the middle reads as broken. A text the panel covers
// whole stays covered (the panel is read instead); the texts lower on the
// felt are the game's piles and scores, which the summary repeats. It
// returns the new top and height, or y and h when the panel would get
// lower than minPanelHeight.
func clearOfCutTexts(texts []textRect, x, y, w, h, felt float32) (float32, float32) {
	const gap = 4
	top, bottom := y, y+h
	for range len(texts) + 1 { // each pass moves the top past one text at least
		moved := false
		for _, r := range texts {
			tx0, ty0 := r.pos.X, r.pos.Y
			tx1, ty1 := tx0+r.size.X, ty0+r.size.Y
			if ty0 >= felt*topBand || tx1 <= x || tx0 >= x+w || ty1 <= top || ty0 >= bottom {
				continue // lower on the felt, or clear of the panel
			}
			if tx0 >= x && tx1 <= x+w && ty0 >= top {
				continue // under it whole
			}
			top, moved = ty1+gap, true
		}
		if !moved {
			break
		}
	}
	if bottom-top < minPanelHeight {
		return y, h
	}
	return top, bottom - top
}

// feltTextRects are the shown texts of the felt, for the summary panel to
// keep clear of (summaryLayout).
func (t *Table) feltTextRects() []textRect {
	var out []textRect
	for _, tx := range t.texts {
		if tx.Visible() && tx.Text != "" {
			p, m := tx.Position(), tx.Size()
			out = append(out, textRect{p, fyne.NewPos(m.Width, m.Height)})
		}
	}
	return out
}

// MinSize asks for no room: the panel fits itself to the felt, never the
// other way round.
func (l *summaryLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(1, 1) }

// wrapRow lays buttons out in centred rows, starting a new row where the
// next would not fit. Like fitCards it knows its height only once it has
// a width, so it remembers the last one.
type wrapRow struct{ width float32 }

// rows splits the visible objects into rows for width w.
func (l *wrapRow) rows(objs []fyne.CanvasObject, w float32) [][]fyne.CanvasObject {
	gap := theme.Padding()
	var out [][]fyne.CanvasObject
	var row []fyne.CanvasObject
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		ow := o.MinSize().Width
		if w > 0 && len(row) > 0 && x+gap+ow > w {
			out = append(out, row)
			row, x = nil, 0
		}
		if len(row) > 0 {
			x += gap
		}
		row = append(row, o)
		x += ow
	}
	if len(row) > 0 {
		out = append(out, row)
	}
	return out
}

func (l *wrapRow) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	l.width = sz.Width
	gap := theme.Padding()
	y := float32(0)
	for _, row := range l.rows(objs, sz.Width) {
		rw, rh := float32(0), float32(0)
		for i, o := range row {
			m := o.MinSize()
			if i > 0 {
				rw += gap
			}
			rw += m.Width
			rh = max(rh, m.Height)
		}
		x := max((sz.Width-rw)/2, 0)
		for _, o := range row {
			m := o.MinSize()
			o.Resize(fyne.NewSize(min(m.Width, sz.Width), rh))
			o.Move(fyne.NewPos(x, y))
			x += m.Width + gap
		}
		y += rh + gap
	}
}

// MinSize is as wide as the widest button and as tall as the rows it
// needs at the width it last had (one row before it had any).
func (l *wrapRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	gap := theme.Padding()
	var w, h float32
	rows := l.rows(objs, l.width)
	for i, row := range rows {
		rh := float32(0)
		for _, o := range row {
			m := o.MinSize()
			w = max(w, m.Width)
			rh = max(rh, m.Height)
		}
		if i > 0 {
			h += gap
		}
		h += rh
	}
	return fyne.NewSize(w, h)
}

// grid lays rows of text out as a table, the header and first column bold.
func grid(rows [][]string) fyne.CanvasObject {
	// One box per column, each as wide as its widest cell; single-line
	// labels share a height, so the rows line up.
	cols := make([]fyne.CanvasObject, 0, len(rows[0])+1)
	for j := range rows[0] {
		col := container.NewVBox()
		for i, row := range rows {
			cell := ""
			if j < len(row) {
				cell = row[j]
			}
			align := fyne.TextAlignTrailing
			if j == 0 {
				align = fyne.TextAlignLeading
			}
			col.Add(widget.NewLabelWithStyle(cell, align, fyne.TextStyle{Bold: i == 0 || j == 0}))
		}
		cols = append(cols, col)
		if j == 0 {
			cols = append(cols, layout.NewSpacer())
		}
	}
	return container.NewHBox(cols...)
}

// cardRow draws groups of cards side by side, each under its caption, the
// groups sharing the panel's width and the cards of each shrinking to fit
// their share (a Skat hand of ten must fit a panel at 800×600).
func (t *Table) cardRow(gs []CardGroup) fyne.CanvasObject {
	if len(gs) == 0 {
		return nil
	}
	cols := make([]fyne.CanvasObject, 0, len(gs))
	for _, g := range gs {
		pics := container.New(&fitCards{})
		for _, c := range g.Cards {
			pics.Add(newCardView(t, c))
		}
		caption := widget.NewLabelWithStyle(g.Caption, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		caption.Wrapping = fyne.TextWrapWord
		cols = append(cols, container.NewVBox(caption, pics))
	}
	return container.NewGridWithColumns(len(cols), cols...)
}

// Card pictures in the summary and the review: at most fitCardW wide, at
// least fitCardMinW, always two by three.
const (
	fitCardW    = 56
	fitCardMinW = 24
	fitCardGap  = 4
)

// fitCards lays its cards out in one centred row, each as wide as the
// row's width allows up to fitCardW. Like a wrapped label it knows its
// height only once it has a width, so it remembers the last one and asks
// for the height that goes with it.
type fitCards struct{ width float32 }

// cell is the card size for n cards in a row of width w.
func (f *fitCards) cell(n int, w float32) fyne.Size {
	cw := float32(fitCardW)
	if n > 0 && w > 0 {
		cw = min(cw, max((w-float32(n-1)*fitCardGap)/float32(n), fitCardMinW))
	}
	return fyne.NewSize(cw, cw*1.5)
}

func (f *fitCards) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	f.width = sz.Width
	c := f.cell(len(objs), sz.Width)
	total := float32(len(objs))*c.Width + float32(max(len(objs)-1, 0))*fitCardGap
	x := max((sz.Width-total)/2, 0)
	for _, o := range objs {
		o.Resize(c)
		o.Move(fyne.NewPos(x, 0))
		x += c.Width + fitCardGap
	}
}

func (f *fitCards) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := len(objs)
	w := float32(n)*fitCardMinW + float32(max(n-1, 0))*fitCardGap
	return fyne.NewSize(w, f.cell(n, f.width).Height)
}

// sheetGrid is the match sheet: each finished deal's score per seat, with
// the match total after it in brackets.
func (t *Table) sheetGrid() fyne.CanvasObject {
	n := t.info.Players
	head := []string{t.T("table.sheet.deal", "Deal")}
	for p := 0; p < n; p++ {
		head = append(head, t.seatName(p))
	}
	rows := [][]string{head}
	for i, row := range t.sheet {
		r := []string{itoa(i + 1)}
		for p := 0; p < n; p++ {
			v := ""
			if p < len(row.deal) && p < len(row.match) {
				v = t.T("table.sheet.cell", "{{.Deal}} ({{.Total}})", "Deal", row.deal[p], "Total", row.match[p])
			}
			r = append(r, v)
		}
		rows = append(rows, r)
	}
	return grid(rows)
}

// sheetLegend says what the numbers in the match sheet's cells are.
// A game that counts down (Schnapsen) brackets what is still to go.
func (t *Table) sheetLegend() string {
	if _, ok := t.g.(Countdown); ok {
		return t.T("table.sheet.legendCountdown", "Each cell: game points won in that deal (points still to go after it).")
	}
	return t.T("table.sheet.legend", "Each cell: points won in that deal (match total after it).")
}

// summaryDefault is Enter on the summary: the next deal. On a finished
// match it only says how to start another: Enter is pressed in runs to
// deal, and one press too many must not sweep the match's result away.
func (t *Table) summaryDefault() {
	if t.ctl.toMove() == games.Nobody {
		t.say(t.T("table.matchOverKeys", "The match is over. Press N or \"New game\" to play again."))
		return
	}
	t.nextDeal()
}

// summaryRow makes the summary's buttons the keyboard's row (the table's
// one keyboard model, row.go): the arrows and Tab move the highlight along
// them, Enter takes it. Between deals the highlight starts on "Next deal"
// (def), so Enter deals on as before; on a finished match it starts on
// none, so that an Enter meant for the last card does not throw the
// match's summary away (summaryDefault says how to go on).
func (t *Table) summaryRow(panel fyne.CanvasObject, def *widget.Button, over bool) {
	t.sumBtns = t.sumBtns[:0]
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Button:
			if !o.Disabled() {
				t.sumBtns = append(t.sumBtns, o)
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case *container.Scroll:
			// The scrolled body's Copy stays out of the row: highlighted
			// there it could stand out of sight below the fold (its code
			// is selectable text too).
		}
	}
	walk(panel)
	t.sumAt = -1
	for i, b := range t.sumBtns {
		if b == def && !over {
			t.sumAt = i
		}
	}
	t.showSumHighlight()
}

// showSumHighlight draws the summary's highlighted button as the one
// primary button.
func (t *Table) showSumHighlight() {
	for i, b := range t.sumBtns {
		imp := widget.MediumImportance
		if i == t.sumAt {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

// summaryMove moves the summary's highlight d buttons, round the ends,
// and names the button in the status bar (the buttons sit in two rows).
func (t *Table) summaryMove(d int) {
	n := len(t.sumBtns)
	if n == 0 {
		return
	}
	switch {
	case t.sumAt < 0 && d < 0:
		t.sumAt = n - 1
	case t.sumAt < 0:
		t.sumAt = 0
	default:
		t.sumAt = ((t.sumAt+d)%n + n) % n
	}
	t.showSumHighlight()
	t.say(t.sumBtns[t.sumAt].Text)
}

// summaryKey is the summary's own keyboard: the arrows and Tab move along
// its buttons (summaryRow), Enter or Space takes the highlighted one —
// "Next deal" unless moved, and on a finished match, until one is
// highlighted, only says how to go on (summaryDefault) — and N starts a
// new game once the match is over. During a match N is not taken, as
// the summary's "New game" button asks first.
func (t *Table) summaryKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		t.summaryMove(-1)
		return true
	case fyne.KeyRight, fyne.KeyDown, fyne.KeyTab:
		t.summaryMove(1)
		return true
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if t.sumAt >= 0 && t.sumAt < len(t.sumBtns) {
			if b := t.sumBtns[t.sumAt]; b.OnTapped != nil && !b.Disabled() {
				b.OnTapped()
				return true
			}
		}
		t.summaryDefault()
		return true
	case fyne.KeyN:
		if t.ctl.toMove() == games.Nobody {
			t.newGame()
			return true
		}
	}
	return false
}

func (t *Table) nextDeal() {
	if t.busy || t.ctl.toMove() != games.Chance {
		return
	}
	t.hideOverlay()
	t.reclaimFocus()
	t.act(games.Deal)
}

// askNewGame starts a new game, first asking whether to give up the match
// in progress (a finished match, or one with no move yet, needs no question).
func (t *Table) askNewGame() {
	if t.closed {
		return
	}
	if t.ctl.toMove() == games.Nobody || (t.ctl.moves <= 1 && len(t.sheet) == 0) || t.env.Window == nil {
		t.newGame()
		return
	}
	t.confirm(t.T("table.newGameTitle", "Start a new game?"),
		t.T("table.newGameQuestion", "The match in progress will be given up and not counted in the statistics."),
		t.T("table.newGameConfirm", "New game"), t.T("table.newGameKeep", "Keep playing"),
		func(ok bool) {
			if ok {
				t.newGame()
			}
		})
}
