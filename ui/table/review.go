package table

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// The review ("could I have won?"): after a deal, the person steps through
// it move by move with every hand open — and what the hands do not show:
// Skat's skat as dealt and as put away, the cards still to be drawn in the
// order they come (Schnapsen's stock, Scopa's and Go-Stop's next hands),
// Go-Stop's stock — and, at each of the person's moves, what the Expert
// would have played there and what the difference was worth.
//
// The Expert's verdicts are players.Hint on the person's view before each move
// (the position as the person knew it, not the open hands: the question is
// what could have been known), worked out one after the other off the UI
// goroutine with a progress bar, under a context that closing the review or
// the table cancels. players.Hint is a function of the view alone, so the review
// of a deal is the same every time and on every machine.

// reviewStep is one move of the deal under review.
type reviewStep struct {
	before, after games.State
	seat          int
	action        games.Action
}

// verdict is the Expert's opinion of one of the person's moves.
type verdict struct {
	done    bool
	best    ai.Scored
	cost    float64 // what the person's move lost against the best (0: the best, or as good)
	differs bool    // the Expert would have played another move, worth more
}

// reviewState is the review open on the felt, if any.
type reviewState struct {
	steps    []reviewStep
	verdicts []verdict
	at       int // the step shown: the position after steps[at-1] (0: as dealt)
	// moved is set once the person steps: until then the review may move
	// itself to the first mistake when the verdicts are in.
	moved   bool
	cancel  context.CancelFunc
	pending int    // verdicts still to work out
	done    func() // tests: told on the UI goroutine when every verdict is in
	// widgets
	title, move, judge, total *widget.Label
	hands                     *fyne.Container
	progress                  *widget.ProgressBar
	prev, next                *widget.Button
	prevBad, nextBad          *widget.Button  // to the person's previous and next mistake
	buttons                   *fyne.Container // prev, next and back: laid out again when one shows or hides
}

// dealSteps replays rec and returns the moves of its last deal, each with
// the position before and after it.
func dealSteps(rec *record.Record, g *games.Info) ([]reviewStep, error) {
	cfg, err := rec.Config(g)
	if err != nil {
		return nil, err
	}
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	var steps []reviewStep
	var ev []games.Event
	start := 0
	for i, m := range rec.Moves {
		for st.Player() == games.Chance {
			if ev, err = st.Apply(games.Deal, ev[:0]); err != nil {
				return nil, err
			}
			start = len(steps)
		}
		a, err := st.ParseAction(m.Action)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, m.Action, err)
		}
		before := st.Clone()
		if ev, err = st.Apply(a, ev[:0]); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, m.Action, err)
		}
		steps = append(steps, reviewStep{before: before, after: st.Clone(), seat: m.Seat, action: a})
	}
	return steps[start:], nil
}

// openReview shows the review of the deal just finished over the felt.
func (t *Table) openReview() {
	if t.closed || t.busy {
		return
	}
	steps, err := dealSteps(&t.ctl.rec, t.info)
	if err != nil || len(steps) == 0 {
		t.say(t.T("table.review.none", "There is no deal to review."))
		return
	}
	t.closeReview()
	// It opens at the first move, not at the end with the hands played
	// out; once the Expert's verdicts are in, at the first mistake (issue
	// 40 item 8).
	r := &reviewState{steps: steps, verdicts: make([]verdict, len(steps)), at: 1}
	if t.opt.ReviewDone != nil {
		r.done = t.opt.ReviewDone
	}
	t.rev = r
	r.title = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	r.title.SizeName = theme.SizeNameSubHeadingText
	r.move = widget.NewLabel("")
	r.move.Wrapping = fyne.TextWrapWord
	r.judge = widget.NewLabel("")
	r.judge.Wrapping = fyne.TextWrapWord
	r.judge.TextStyle.Bold = true
	r.total = widget.NewLabel("")
	r.total.Wrapping = fyne.TextWrapWord
	r.hands = container.NewVBox()
	r.progress = widget.NewProgressBar()
	r.prev = widget.NewButtonWithIcon(t.T("table.review.prev", "Previous"), theme.NavigateBackIcon(), func() { t.reviewStep(-1) })
	r.next = widget.NewButtonWithIcon(t.T("table.review.next", "Next"), theme.NavigateNextIcon(), func() { t.reviewStep(1) })
	r.prevBad = widget.NewButton(t.T("table.review.prevMistake", "Previous mistake"), func() { t.reviewMistake(-1) })
	r.nextBad = widget.NewButton(t.T("table.review.nextMistake", "Next mistake"), func() { t.reviewMistake(1) })
	back := widget.NewButton(t.T("table.review.back", "Back to the summary"), t.backToSummary)
	back.Importance = widget.HighImportance
	body := container.NewVBox(r.title, r.move, r.judge, r.hands, widget.NewSeparator(), r.total, r.progress)
	r.buttons = container.New(&wrapRow{}, r.prevBad, r.prev, r.next, r.nextBad, back)
	bar := container.NewPadded(r.buttons)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = 12
	bg.StrokeColor = tcolor(env.ColorNameHighlight)
	bg.StrokeWidth = 2
	padded := container.NewPadded(body)
	panel := container.NewStack(bg, container.NewBorder(nil, bar, nil, nil, container.NewVScroll(padded)))
	// Stable: the panel keeps its size from step to step (it only grows),
	// so the buttons stay under the pointer while the person steps.
	t.overlay.Layout = &summaryLayout{body: padded, bar: bar, stable: true}
	t.overlay.Objects = []fyne.CanvasObject{panel}
	t.overlay.Show()
	t.showReviewStep()
	t.overlay.Refresh()
	t.say(t.T("table.review.keysMistakes", "Left and right arrows step through the deal; Page Up and Page Down go to your mistakes."))
	t.evaluate(r)
}

// closeReview stops the review's evaluation and forgets it.
func (t *Table) closeReview() {
	if t.rev == nil {
		return
	}
	if t.rev.cancel != nil {
		t.rev.cancel()
	}
	t.rev = nil
}

// backToSummary closes the review and shows the deal's summary again, with
// its Review, Swap seats and Export.
func (t *Table) backToSummary() {
	t.closeReview()
	t.showSummary()
}

// reviewKey steps the review with the arrow keys. Esc goes back to the
// summary, as "Back to the summary" does: the review is a page over the
// summary, and leaving the table from it would lose the summary's buttons.
func (t *Table) reviewKey(ev *fyne.KeyEvent) bool {
	if t.rev == nil || t.overlay.Hidden {
		return false
	}
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		t.reviewStep(-1)
	case fyne.KeyRight, fyne.KeyDown:
		t.reviewStep(1)
	case fyne.KeyHome:
		t.reviewStep(-len(t.rev.steps))
	case fyne.KeyEnd:
		t.reviewStep(len(t.rev.steps))
	case fyne.KeyPageUp:
		t.reviewMistake(-1)
	case fyne.KeyPageDown:
		t.reviewMistake(1)
	case fyne.KeyEscape:
		t.backToSummary()
	default:
		return false
	}
	return true
}

// reviewStep moves the review d steps on (back for a negative d).
func (t *Table) reviewStep(d int) {
	r := t.rev
	if r == nil {
		return
	}
	r.at = min(max(r.at+d, 0), len(r.steps))
	r.moved = true
	t.showReviewStep()
}

// mistake is the step to show for the person's nearest mistake before
// (d < 0) or after (d > 0) the step shown: the position after the move
// the Expert would have played otherwise (-1: none).
func (r *reviewState) mistake(d int) int {
	if d < 0 {
		for i := r.at - 2; i >= 0; i-- {
			if r.verdicts[i].differs {
				return i + 1
			}
		}
		return -1
	}
	for i := max(r.at, 0); i < len(r.verdicts); i++ {
		if r.verdicts[i].differs {
			return i + 1
		}
	}
	return -1
}

// reviewMistake goes to the person's previous (d < 0) or next mistake.
func (t *Table) reviewMistake(d int) {
	r := t.rev
	if r == nil {
		return
	}
	if at := r.mistake(d); at >= 0 {
		r.at = at
		r.moved = true
		t.showReviewStep()
	}
}

// toFirstMistake shows the first mistake once every verdict is in, unless
// the person has stepped meanwhile.
func (t *Table) toFirstMistake(r *reviewState) {
	if r.moved {
		return
	}
	r.at = 0
	if at := r.mistake(1); at >= 0 {
		r.at = at
	} else {
		r.at = 1
	}
}

// evaluate works out the Expert's verdict on each of the person's moves,
// one after the other, off the UI goroutine.
func (t *Table) evaluate(r *reviewState) {
	var todo []int
	for i, s := range r.steps {
		if s.seat == Human && len(s.before.Legal(nil)) > 1 {
			todo = append(todo, i)
		} else if s.seat == Human {
			r.verdicts[i] = verdict{done: true} // a forced move
		}
	}
	r.pending = len(todo)
	if r.pending == 0 {
		r.progress.Hide()
		t.toFirstMistake(r)
		t.showReviewStep()
		if r.done != nil {
			r.done()
		}
		return
	}
	ctx, cancel := context.WithCancel(t.ctx)
	r.cancel = cancel
	h := t.hintFunc()
	views := make([]games.View, len(todo))
	for k, i := range todo {
		views[k] = r.steps[i].before.View(Human)
	}
	t.opt.RunAI(func() {
		for k, i := range todo {
			sc, err := h(ctx, views[k])
			if ctx.Err() != nil {
				return
			}
			v := judge(sc, err, r.steps[i].action)
			fyne.Do(func() {
				if t.closed || t.rev != r {
					return
				}
				r.verdicts[i] = v
				r.pending--
				r.progress.SetValue(float64(k+1) / float64(len(todo)))
				if r.pending == 0 {
					r.progress.Hide()
					cancel()
					t.toFirstMistake(r)
				}
				t.showReviewStep()
				if r.pending == 0 && r.done != nil {
					r.done()
				}
			})
		}
	})
}

// judge turns the Expert's scores of a position into the verdict on the
// action played there.
func judge(sc []ai.Scored, err error, played games.Action) verdict {
	if err != nil || len(sc) == 0 {
		return verdict{done: true}
	}
	v := verdict{done: true, best: sc[0]}
	for _, s := range sc {
		if s.Action == played {
			v.cost = sc[0].Value - s.Value
		}
	}
	// Below a twentieth of a point the search cannot tell the moves apart.
	v.differs = sc[0].Action != played && v.cost >= 0.05
	if !v.differs {
		v.cost = 0
	}
	return v
}

// showReviewStep shows the review's current step.
func (t *Table) showReviewStep() {
	r := t.rev
	if r == nil {
		return
	}
	n := len(r.steps)
	r.title.SetText(t.T("table.review.title", "Review: move {{.N}} of {{.Of}}", "N", r.at, "Of", n))
	var st games.State
	if r.at == 0 {
		st = r.steps[0].before
		r.move.SetText(t.T("table.review.dealt", "The cards as they were dealt."))
		r.judge.SetText("")
	} else {
		s := r.steps[r.at-1]
		st = s.after
		name := t.reviewActionName(s.before, s.action)
		if taken := captured(s); taken != 0 {
			// A capture names what it took, not only the card played.
			r.move.SetText(t.T("table.review.moveTakes", "{{.Player}}: {{.Move}}, taking {{.Cards}}", "Player", t.seatName(s.seat), "Move", name, "Cards", t.cardsName(taken)))
		} else {
			r.move.SetText(t.T("table.review.move", "{{.Player}}: {{.Move}}", "Player", t.seatName(s.seat), "Move", name))
		}
		r.judge.SetText(t.verdictText(s, r.verdicts[r.at-1]))
	}
	// The ends are shown by hiding the step that goes nowhere (a disabled
	// button's text is hard to read on the summary's dark panel).
	showIf(r.prev, r.at > 0)
	showIf(r.next, r.at < n)
	showIf(r.prevBad, r.mistake(-1) >= 0)
	showIf(r.nextBad, r.mistake(1) >= 0)
	r.buttons.Refresh()
	r.hands.Objects = nil
	for _, g := range t.openCards(r, st) {
		if row := t.cardRow([]CardGroup{g}); row != nil {
			r.hands.Add(row)
		}
	}
	r.hands.Refresh()
	r.total.SetText(t.reviewTotal(r))
	t.overlay.Refresh() // laid out for this step's content; stable, so it only grows
}

// captured is what the move of step s took from the table (Scopa's and
// Go-Stop's captures, the turned card's included), from the events its
// replay gives: the cards the mover took besides the one it played.
func captured(s reviewStep) cards.Set {
	st := s.before.Clone()
	evs, err := st.Apply(s.action, nil)
	if err != nil {
		return 0
	}
	var out cards.Set
	for _, e := range evs {
		if e.Kind == games.KCapture && int(e.Player) == s.seat {
			out |= e.Cards
		}
	}
	return out
}

// verdictText is the Expert's word on a move ("" for a computer's move).
func (t *Table) verdictText(s reviewStep, v verdict) string {
	switch {
	case s.seat != Human:
		return ""
	case !v.done:
		return t.T("table.review.working", "The Expert is still looking at this move…")
	case !v.differs:
		return t.T("table.review.good", "Good move: the Expert would have played this too, or one just as good.")
	}
	move := t.reviewActionName(s.before, v.best.Action)
	g := players.HintGain(t.info.ID, v.cost)
	switch g.Kind {
	case ai.GainWinChance:
		return t.T("table.review.better.winChance", "The Expert would have played {{.Move}}: about {{.Chance}} more chance of winning the match.",
			"Move", move, "Chance", t.l.Percent(g.Amount, 0))
	case ai.GainPointsWon:
		return t.T("table.review.better.pointsWon", "The Expert would have played {{.Move}}: on average about {{.Points}} points more won this deal.",
			"Move", move, "Points", t.l.Float(g.Amount, 1))
	case ai.GainPointLead:
		return t.T("table.review.better.pointLead", "The Expert would have played {{.Move}}: on average about {{.Points}} deal points more over your opponent.",
			"Move", move, "Points", t.l.Float(g.Amount, 1))
	case ai.GainScoreSheet:
		return t.T("table.review.better.scoreSheet", "The Expert would have played {{.Move}}: on average about {{.Points}} more points on your score sheet.",
			"Move", move, "Points", t.l.Float(g.Amount, 1))
	}
	return t.T("table.review.better", "The Expert would have played {{.Move}}: about {{.Diff}} points better.",
		"Move", move, "Diff", t.l.Float(g.Amount, 1))
}

// reviewTotal is the summary line: how many of the person's moves cost
// something, and how much in all.
func (t *Table) reviewTotal(r *reviewState) string {
	if r.pending > 0 {
		return t.T("table.review.progress", "The Expert is looking at your moves…")
	}
	count, cost := 0, 0.0
	for _, v := range r.verdicts {
		if v.differs {
			count++
			cost += v.cost
		}
	}
	if count == 0 {
		return t.T("table.review.none.cost", "The Expert found no move of yours that it would have played differently.")
	}
	// The values are the same utilities as the hint's, so one scale reads
	// both; summed over moves they are still in the game's own measure.
	g := players.HintGain(t.info.ID, cost)
	switch g.Kind {
	case ai.GainWinChance:
		return t.T("table.review.cost.winChance", "{{.Count}} moves cost you about {{.Chance}} of your chance of winning the match.",
			"Count", count, "Chance", t.l.Percent(g.Amount, 0))
	case ai.GainPointsWon:
		return t.T("table.review.cost.pointsWon", "{{.Count}} moves cost you about {{.Points}} points in this deal.",
			"Count", count, "Points", t.l.Float(g.Amount, 1))
	case ai.GainPointLead:
		return t.T("table.review.cost.pointLead", "{{.Count}} moves cost you about {{.Points}} deal points against your opponent.",
			"Count", count, "Points", t.l.Float(g.Amount, 1))
	case ai.GainScoreSheet:
		return t.T("table.review.cost.scoreSheet", "{{.Count}} moves cost you about {{.Points}} points on the score sheet.",
			"Count", count, "Points", t.l.Float(g.Amount, 1))
	}
	return t.T("table.review.cost", "{{.Count}} moves cost you about {{.Points}} points.", // one: "1 move cost you …"
		"Count", count, "Points", t.l.Float(g.Amount, 1))
}

// reviewActionName names a move made in position st.
func (t *Table) reviewActionName(st games.State, a games.Action) string {
	return t.actionNameIn(st.View(Human), a, st.FormatAction(a))
}

// open lays position st open: the game's Reviewer, else each seat's hand
// as the seat's view tells it (games.HandView), nothing else.
func (t *Table) open(st games.State) OpenPosition {
	if r, ok := t.g.(Reviewer); ok {
		return r.Open(t.hst, st)
	}
	var op OpenPosition
	for p := 0; p < t.info.Players; p++ {
		hv, ok := st.View(p).(games.HandView)
		if !ok {
			return OpenPosition{}
		}
		op.Hands = append(op.Hands, hv.HeldCards())
	}
	return op
}

// openCards are the groups of cards the review shows for a position:
// the trick being played, every seat's hand, what else the game lays open
// (the table, the skat), and the cards to come.
func (t *Table) openCards(r *reviewState, st games.State) []CardGroup {
	op := t.open(st)
	if len(op.Hands) == 0 {
		return nil
	}
	var out []CardGroup
	// The trick being played first, where it is seen without scrolling:
	// Skat's cards on the table, Schnapsen's lead.
	trick := op.Trick
	if len(trick) == 0 && r.at > 0 {
		trick = t.completedTrick(r.steps[r.at-1])
	}
	if len(trick) > 0 {
		out = append(out, CardGroup{Caption: t.T("table.review.table", "On the table"), Cards: trick})
	}
	var inHands cards.Set
	for p, h := range op.Hands {
		inHands |= h
		out = append(out, CardGroup{Caption: t.seatName(p), Cards: h.Cards()})
	}
	out = append(out, op.More...)
	if len(op.Stock) > 0 {
		out = append(out, CardGroup{Caption: t.T("table.review.stock", "The stock, next card first"), Cards: op.Stock})
	} else if next := t.comingCards(r, inHands); len(next) > 0 {
		out = append(out, CardGroup{Caption: t.T("table.review.coming", "Still to be drawn, in order"), Cards: next})
	}
	return out
}

// completedTrick is the whole trick when step s played its last card (the
// state after it has already cleared the table), so that the review shows
// what was taken; nil otherwise. The game tells the trick (Reviewer) and
// which card the step played (Game.CardOf), however many cards a trick has.
func (t *Table) completedTrick(s reviewStep) []cards.Card {
	// Only a card out of the mover's hand closes a trick.
	c, ok := t.g.CardOf(s.before.View(s.seat), s.action)
	if !ok {
		return nil
	}
	before, after := t.open(s.before), t.open(s.after)
	if s.seat < 0 || s.seat >= len(before.Hands) || !before.Hands[s.seat].Has(c) {
		return nil
	}
	if len(before.Trick) == 0 || len(after.Trick) != 0 {
		return nil
	}
	return append(append([]cards.Card(nil), before.Trick...), c)
}

// comingCards are the cards that come into the hands after the review's
// current position, in the order they come: Schnapsen's stock, Scopa's
// next hands. seen are the cards in the hands now.
func (t *Table) comingCards(r *reviewState, seen cards.Set) []cards.Card {
	var out []cards.Card
	for _, s := range r.steps[r.at:] {
		op := t.open(s.after)
		if len(op.Hands) == 0 {
			return out
		}
		var now cards.Set
		for _, h := range op.Hands {
			now |= h
		}
		out = append(out, now.Minus(seen).Cards()...)
		seen |= now
	}
	return out
}

func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}
