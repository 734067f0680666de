package prose

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/translations"
)

// A cards block is drawn as a table of rows: each row's label in a column
// of its own, then its cards side by side, each with its caption under it.
// Where the page is wide enough for two or more rows side by side (the
// hwatu months, four cards each), the rows go into columns, read down
// each column; where a row is wider than the page, its cards wrap under
// the first; where the labels would leave room for fewer than three
// cards, each label goes above its row.

// cardHeightEms is a card's height in lines of body text: big enough to
// tell the pictures apart (84 px at the app's 15 px text).
const cardHeightEms = 5.6

// minCardScale is the smallest a row's cards shrink to fit one line.
const minCardScale = 0.7

// pictures makes the block's card pictures and captions once.
func (l *lay) pictures(cb *cardsBlock) {
	if cb.pics != nil {
		return
	}
	for _, r := range cb.b.Rows {
		var pics []fyne.CanvasObject
		var kinds []string
		for _, c := range r.Cards {
			var pic fyne.CanvasObject
			if l.p.opts.Card != nil {
				pic = l.p.opts.Card(c.Code)
			}
			if pic == nil {
				frame := canvas.NewRectangle(nil)
				frame.StrokeColor = l.frame
				frame.StrokeWidth = 1
				frame.CornerRadius = 4
				pic = frame
			}
			pics = append(pics, pic)
			kind := ""
			if cb.b.Has(translations.CardOptionKinds) && l.p.opts.Kind != nil {
				kind = l.p.opts.Kind(c.Code)
			}
			kinds = append(kinds, kind)
		}
		cb.pics = append(cb.pics, pics)
		cb.kind = append(cb.kind, kinds)
	}
}

// caption is the text under card j of row i: the page's own caption, else
// its kind.
func (cb *cardsBlock) caption(i, j int) string {
	if c := cb.b.Rows[i].Cards[j].Caption; c != "" {
		return c
	}
	return cb.kind[i][j]
}

// cardRows lays a cards block out from x0.
func (l *lay) cardRows(cb *cardsBlock, x0 float32) {
	l.pictures(cb)
	room := l.W - x0 - l.inset
	pad := l.th.Size(theme.SizeNamePadding)
	capSize := l.th.Size(theme.SizeNameCaptionText)
	capLineH := l.p.measure("Mg", style{}, capSize).size.Height
	cardH := float32(int(l.body * cardHeightEms))
	cardW := float32(int(cardH * assets.CardAspect))
	gap := pad * 1.5
	// A cell is as wide as its card, or as the longest word of a caption
	// (a caption of two words, "double junk", takes two lines).
	wordW := float32(0)
	labelW, labelWord, most := float32(0), float32(0), 0
	for i, r := range cb.b.Rows {
		for j := range r.Cards {
			for _, w := range strings.Fields(cb.caption(i, j)) {
				wordW = max(wordW, l.p.measure(w, style{}, capSize).size.Width)
			}
		}
		if r.Label != "" {
			labelW = max(labelW, l.p.measure(r.Label, style{bold: true}, l.body).size.Width)
			for _, w := range strings.Fields(r.Label) {
				labelWord = max(labelWord, l.p.measure(w, style{bold: true}, l.body).size.Width)
			}
		}
		most = max(most, len(r.Cards))
	}
	cellW := max(cardW, wordW+2)
	// A row a little too wide for the page takes smaller cards rather
	// than wrap its last one or two (Skat's eleven trumps at 800 px).
	labelOne := float32(0) // the label column when the rows stand one under another
	if labelW > 0 {
		labelOne = min(labelW, max(labelWord, room/3)) + 3*pad
	}
	if need := labelOne + float32(most)*(cellW+gap) - gap; need > room {
		if scale := (room - labelOne + gap) / (float32(most) * (cellW + gap)); scale >= minCardScale {
			cardH = float32(int(cardH * scale))
			cardW = float32(int(cardH * assets.CardAspect))
			cellW = max(cardW, wordW+2)
			gap *= scale
		}
	}
	cardsW := float32(most)*(cellW+gap) - gap
	// As many rows side by side as fit, each label as wide as it needs
	// or as the room left beside the cards (at least its longest word);
	// with one column, labels take at most a third of the page.
	colGap := 4 * pad
	cols, labelCol := 1, labelOne
	for n := len(cb.b.Rows); n > 1; n-- {
		avail := (room-float32(n-1)*colGap)/float32(n) - cardsW
		if labelW > 0 {
			avail -= 3 * pad
		}
		if avail >= 0 && (labelW == 0 || avail >= labelWord) {
			cols = n
			if labelW > 0 {
				labelCol = min(labelW, avail) + 3*pad
			}
			break
		}
	}
	// Keep the table's rows in columns of at least three.
	for cols > 1 && (len(cb.b.Rows)+cols-1)/cols < 3 {
		cols--
	}
	stacked := labelCol > 0 && room-labelCol < float32(min(most, 3))*(cellW+gap)
	if stacked {
		labelCol = 0
	}
	labelW = max(labelCol-3*pad, 0)
	if stacked {
		labelW = room
	}
	rowW := labelCol + cardsW
	perLine := max(1, int((room-labelCol+gap)/(cellW+gap)))
	if cols > 1 {
		perLine = most
	}
	perCol := (len(cb.b.Rows) + cols - 1) / cols
	capH := func(i int) float32 {
		n := 0
		for j := range cb.b.Rows[i].Cards {
			n = max(n, len(l.wrap(cb.caption(i, j), style{}, capSize, cellW+gap-2)))
		}
		if n == 0 {
			return 0
		}
		return float32(n)*capLineH + pad/2
	}
	// Each row's height; rows side by side share the tallest's.
	labelLines := func(i int) []string {
		if cb.b.Rows[i].Label == "" {
			return nil
		}
		return l.wrap(cb.b.Rows[i].Label, style{bold: true}, l.body, labelW)
	}
	rowH := func(i int) float32 {
		lines := (len(cb.b.Rows[i].Cards) + perLine - 1) / perLine
		h := float32(lines)*(cardH+capH(i)) + float32(lines-1)*gap
		lab := float32(len(labelLines(i))) * l.lineH
		if stacked {
			return h + lab + pad/2
		}
		return max(h, lab)
	}
	tops := make([]float32, perCol)
	y := l.y
	for k := range perCol {
		tops[k] = y
		h := float32(0)
		for c := range cols {
			if i := c*perCol + k; i < len(cb.b.Rows) {
				h = max(h, rowH(i))
			}
		}
		y += h + gap
	}
	l.y = y
	for i, r := range cb.b.Rows {
		c, k := i/perCol, i%perCol
		x, y := x0+float32(c)*(rowW+colGap), tops[k]
		if lines := labelLines(i); len(lines) > 0 {
			ly := y
			if !stacked {
				ly = y + max(0, (cardH-float32(len(lines))*l.lineH)/2)
			}
			for _, line := range lines {
				m := l.p.measure(line, style{bold: true}, l.body)
				t := canvas.NewText(line, l.fg)
				t.TextSize = l.body
				t.TextStyle.Bold = true
				t.Move(fyne.NewPos(x, ly))
				t.Resize(m.size)
				l.objs = append(l.objs, t)
				ly += l.lineH
			}
			if stacked {
				y = ly + pad/2
			}
		}
		capH := capH(i)
		for j, ref := range r.Cards {
			lineY := y + float32(j/perLine)*(cardH+capH+gap)
			cx := x + labelCol + float32(j%perLine)*(cellW+gap)
			pic := cb.pics[i][j]
			pos := fyne.NewPos(cx+(cellW-cardW)/2, lineY)
			pic.Move(pos)
			pic.Resize(fyne.NewSize(cardW, cardH))
			l.objs = append(l.objs, pic)
			caption := cb.caption(i, j)
			cy := lineY + cardH + pad/4
			for _, line := range l.wrap(caption, style{}, capSize, cellW+gap-2) {
				m := l.p.measure(line, style{}, capSize)
				t := canvas.NewText(line, l.fg)
				t.TextSize = capSize
				t.Move(fyne.NewPos(cx+(cellW-m.size.Width)/2, cy))
				t.Resize(m.size)
				l.objs = append(l.objs, t)
				cy += capLineH
			}
			l.cards = append(l.cards, Shown{Code: ref.Code, Caption: caption, Pos: pos, Size: fyne.NewSize(cardW, cardH), Picture: pic})
		}
	}
}

// wrap cuts text into lines no wider than w at its spaces (a word wider
// than w has a line of its own).
func (l *lay) wrap(text string, st style, size, w float32) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(text) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && l.p.measure(try, st, size).size.Width > w {
			lines = append(lines, cur)
			try = word
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
