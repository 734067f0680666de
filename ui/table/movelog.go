package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The move log: every move and event of the deal in words, in a panel
// beside the felt (the Log button or L). The felt's animations and banners
// are gone in a second; the log keeps what they said, and what they only
// showed (who played which card, what was captured), so that nothing that
// flashed by is lost. It is built from the same events the animator plays
// (noteEvent is called for each, as the queue is made), so it can never
// tell a different story from the felt.

// logState is the move log: the lines of the deal so far and its panel.
type logState struct {
	lines  []string
	panel  *fyne.Container // the panel beside the felt; hidden until toggled
	list   *fyne.Container // one label per line
	scroll *container.Scroll
	title  *widget.Label
	logBtn *widget.Button
}

// buildLog makes the log panel and its toggle button.
func (t *Table) buildLog() {
	t.list = container.NewVBox()
	t.scroll = container.NewVScroll(t.list)
	t.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.panel = container.New(&widthLayout{w: t.logWidth}, container.NewBorder(t.title, nil, nil, nil, t.scroll))
	t.panel.Hide()
	t.logBtn = widget.NewButtonWithIcon("", theme.ListIcon(), t.toggleLog)
}

// toggleLog shows or hides the log panel.
func (t *Table) toggleLog() {
	if t.panel.Hidden {
		t.panel.Show()
		t.fillLog()
		t.scroll.ScrollToBottom()
	} else {
		t.panel.Hide()
	}
	t.root.Refresh()
	t.reclaimFocus()
}

// logWidth is the panel's width: a third of a small window, at most 360.
func (t *Table) logWidth() float32 {
	return min(max(t.Size().Width*0.3, 220), 360)
}

// fillLog rebuilds the panel's labels from the lines.
func (t *Table) fillLog() {
	t.title.SetText(t.T("table.log.title", "This deal"))
	if t.panel.Hidden {
		return
	}
	t.list.Objects = t.list.Objects[:0]
	for _, s := range t.lines {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		t.list.Objects = append(t.list.Objects, l)
	}
	t.list.Refresh()
}

// addLine appends a line to the log.
func (t *Table) addLine(s string) {
	if s == "" {
		return
	}
	t.lines = append(t.lines, s)
	if !t.panel.Hidden {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		t.list.Add(l)
		t.scroll.ScrollToBottom()
	}
}

// noteEvent hands an event to the game's own bookkeeping (EventNoter)
// and writes it into the log (logEvent).
func (t *Table) noteEvent(e games.Event, nv games.View, said string) {
	if n, ok := t.g.(EventNoter); ok {
		n.Note(t.hst, nv, e)
	}
	t.logEvent(e, said)
}

// logEvent writes an event into the log: what the game says of it (said),
// or else what the cards did. A new deal starts a new log.
func (t *Table) logEvent(e games.Event, said string) {
	if e.Kind == games.KDealStart || e.Kind == games.KRedeal {
		t.lines = nil
		t.fillLog()
	}
	if said == "" {
		said = t.logMove(e)
	}
	t.addLine(said)
}

// eventWords is what the game says of an event seen in the view v after
// it ("" for a card's move, which logMove words).
func (t *Table) eventWords(v games.View, e games.Event) string {
	if e.Kind == games.KMove {
		return ""
	}
	said, _ := t.g.Describe(t.hst, v, e)
	return said
}

// logMove says what the cards of an event did, for the events a game does
// not describe: a card played, cards captured, a card turned up. Dealing
// and face-down moves are left out (they would bury the play).
func (t *Table) logMove(e games.Event) string {
	p := int(e.Player)
	you := p == Human
	switch e.Kind {
	case games.KMove:
		if e.Card == cards.None || e.From == games.Deck {
			return ""
		}
		switch {
		case e.From == games.Hand && (e.To == games.Trick || e.To == games.Table):
			if you {
				return t.T("table.log.playedYou", "You play {{.Card}}.", "Card", t.cardName(e.Card))
			}
			return t.T("table.log.played", "{{.Player}} plays {{.Card}}.", "Player", t.seatName(p), "Card", t.cardName(e.Card))
		case e.From == games.Stock && e.To == games.Hand && you:
			return t.T("table.log.drewYou", "You draw {{.Card}}.", "Card", t.cardName(e.Card))
		case e.From == games.Indicator && e.To == games.Hand:
			// Schnapsen's face-up trump card taken by an exchange or the
			// last draw (it was logged as turned up, after the exchange).
			if you {
				return t.T("table.log.trumpTakenYou", "You take the trump card, {{.Card}}.", "Card", t.cardName(e.Card))
			}
			return t.T("table.log.trumpTaken", "{{.Player}} takes the trump card, {{.Card}}.", "Player", t.seatName(p), "Card", t.cardName(e.Card))
		case e.From == games.Stock || e.From == games.Indicator:
			return t.T("table.log.turned", "{{.Card}} is turned up.", "Card", t.cardName(e.Card))
		}
	case games.KCapture:
		set := e.Cards
		if e.Card == cards.None {
			if you {
				return t.T("table.log.tookYou", "You take {{.Cards}}.", "Cards", t.cardsName(set))
			}
			return t.T("table.log.took", "{{.Player}} takes {{.Cards}}.", "Player", t.seatName(p), "Cards", t.cardsName(set))
		}
		if you {
			return t.T("table.log.capturedYou", "You take {{.Cards}} with {{.Card}}.", "Cards", t.cardsName(set), "Card", t.cardName(e.Card))
		}
		return t.T("table.log.captured", "{{.Player}} takes {{.Cards}} with {{.Card}}.", "Player", t.seatName(p), "Cards", t.cardsName(set), "Card", t.cardName(e.Card))
	case games.KSweepToLast:
		if e.Cards == 0 {
			return ""
		}
		return t.T("table.log.sweptToLast", "The cards left on the table ({{.Cards}}) go to {{.Player}}.", "Cards", t.cardsName(e.Cards), "Player", t.seatName(p))
	case games.KTrickWon:
		return t.T("table.trickWon", "{{.Player}} took the trick ({{.Value}} points).", "Player", t.seatName(p), "Value", e.Value)
	}
	return ""
}

// logKey is L: the log panel opens or closes.
//
// Esc closes an open log before it may leave the table: the panel is the
// last thing opened, and a person reading it expects Esc to put it away,
// not to lose the table (issue 40).
func (t *Table) logKey(ev *fyne.KeyEvent) bool {
	switch {
	case ev.Name == "L":
	case ev.Name == fyne.KeyEscape && !t.panel.Hidden:
	default:
		return false
	}
	t.toggleLog()
	return true
}

// widthLayout gives its content the full size and asks for a width of its
// own (the log panel beside the felt), whatever the content's lines need.
type widthLayout struct{ w func() float32 }

func (l *widthLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(sz)
	}
}

func (l *widthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.w(), min(h, 100))
}
