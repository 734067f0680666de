package table

import (
	"context"
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/filter"
)

// Probe is what a test reads of a table (ui/table/tabletest and the tests
// of the games' folders, which cannot see the table's fields): the match,
// the felt, the bar, the move log, the review and the turn flow. It reads;
// the few seams that change something are named for tests (SetBusy,
// SetCursor, StepMove …) and do what the turn flow would. A Game never gets
// one: its Host is all it sees of the table.
type Probe struct{ t *Table }

// Probe returns the table's Probe, for tests.
func (t *Table) Probe() Probe { return Probe{t} }

// --- the match --------------------------------------------------------------

// ToMove is the seat to move, games.Chance or games.Nobody.
func (p Probe) ToMove() int { return p.t.ctl.toMove() }

// Moves counts the actions applied in the match, deals included.
func (p Probe) Moves() uint64 { return p.t.ctl.moves }

// State is a copy of the match's state.
func (p Probe) State() games.State { return p.t.ctl.st.Clone() }

// Record is a copy of the match's record.
func (p Probe) Record() record.Record {
	r := p.t.ctl.rec
	r.Moves = slices.Clone(r.Moves)
	return r
}

// Level is the computer players' level.
func (p Probe) Level() ai.Level { return p.t.ctl.level }

// View is the person's view the table shows.
func (p Probe) View() games.View { return p.t.view }

// Info is the game's registry entry.
func (p Probe) Info() *games.Info { return p.t.info }

// Deck is the table's deck.
func (p Probe) Deck() *cards.Deck { return p.t.deck }

// Game is the table's Game (the generic table's own for a game without).
func (p Probe) Game() Game { return p.t.g }

// Host is the Host the table's Game gets.
func (p Probe) Host() Host { return p.t.hst }

// Sheet counts the match sheet's rows.
func (p Probe) Sheet() int { return len(p.t.sheet) }

// --- words ------------------------------------------------------------------

// CardName is a card's name in the table's language.
func (p Probe) CardName(c cards.Card) string { return p.t.cardName(c) }

// SeatName is how a seat is called.
func (p Probe) SeatName(seat int) string { return p.t.seatName(seat) }

// ActionName names an action for the person as the hint does.
func (p Probe) ActionName(a games.Action, text string) string { return p.t.actionName(a, text) }

// ActionNameIn names an action for the person as the review does, in the
// position of v.
func (p Probe) ActionNameIn(v games.View, a games.Action, text string) string {
	return p.t.actionNameIn(v, a, text)
}

// HintReason is the hint's reason for move over second, d apart.
func (p Probe) HintReason(move, second string, d float64) string {
	return p.t.hintReason(move, second, d)
}

// --- the felt ---------------------------------------------------------------

// Scene is the scene on the felt.
func (p Probe) Scene() *Scene { return p.t.scene }

// Hand is the person's hand as the felt shows it.
func (p Probe) Hand() []cards.Card { return slices.Clone(p.t.handCards()) }

// Card is the card object on the felt under a scene key (FaceKey for a
// face).
func (p Probe) Card(key string) (*CardView, bool) {
	v, ok := p.t.pool[key]
	return v, ok
}

// Cards are the card objects of the scene on the felt.
func (p Probe) Cards() []*CardView {
	out := make([]*CardView, 0, len(p.t.pool))
	for _, v := range p.t.pool {
		out = append(out, v)
	}
	return out
}

// Text is the felt's text object under a scene key.
func (p Probe) Text(key string) (*canvas.Text, bool) {
	c, ok := p.t.texts[key]
	return c, ok
}

// Texts are the felt's text objects by scene key.
func (p Probe) Texts() map[string]*canvas.Text {
	out := make(map[string]*canvas.Text, len(p.t.texts))
	for k, c := range p.t.texts {
		out[k] = c
	}
	return out
}

// Board is the felt's container: the cards and texts now on it.
func (p Probe) Board() *fyne.Container { return p.t.board }

// Overlay is the panel over the felt: the deal's summary or the review.
func (p Probe) Overlay() *fyne.Container { return p.t.overlay }

// Banner is the announcements on the felt, one a line ("" when none is
// shown), and their box.
func (p Probe) Banner() (string, fyne.Position, fyne.Size) {
	if p.t.bannerC.Hidden {
		return "", fyne.Position{}, fyne.Size{}
	}
	return p.t.bannerText(), p.t.bannerB.Position(), p.t.bannerB.Size()
}

// Picture is card c's raster as a new card object draws it.
func (p Probe) Picture(c cards.Card) *canvas.Raster { return p.t.picture(c) }

// Rasters are every filtered picture on the felt: the felt itself and each
// card.
func (p Probe) Rasters() []*canvas.Raster {
	out := []*canvas.Raster{p.t.felt}
	for _, v := range p.t.pool {
		out = append(out, v.pic)
	}
	return out
}

// Grain draws the grain overlay at w×h, as a frame does.
func (p Probe) Grain(w, h int) image.Image { return p.t.grain.Image(w, h) }

// Used is the bytes of pictures the table's cache holds.
func (p Probe) Used() int64 { return p.t.cache.Used() }

// Caches are the table's picture caches: the cards' rasters and the
// grain's tiles. The memory test holds them by weak pointers, to prove
// that a closed table's pictures go with it (no worker or global keeps
// them).
func (p Probe) Caches() (*display.Cache, *display.Grain) { return p.t.cache, p.t.grain }

// --- the bar ----------------------------------------------------------------

// Status is the status line.
func (p Probe) Status() string { return p.t.status.Text }

// Controls is the decision controls' container.
func (p Probe) Controls() *fyne.Container { return p.t.controls }

// Bar is the bar under the felt: the status line, the controls and the
// tools.
func (p Probe) Bar() *fyne.Container { return p.t.bottom }

// Tools is the tools' container beside the controls.
func (p Probe) Tools() *fyne.Container { return p.t.tools }

// Tool is one of the table's tools: "undo", "hint", "last", "sheet", "log"
// or "new".
func (p Probe) Tool(name string) *widget.Button {
	switch name {
	case "undo":
		return p.t.undoBtn
	case "hint":
		return p.t.hintBtn
	case "last":
		return p.t.lastBtn
	case "sheet":
		return p.t.sheetBtn
	case "log":
		return p.t.logBtn
	case "new":
		return p.t.newBtn
	}
	return nil
}

// ToolShown reports whether the named tool (Tool) is on screen: its
// button and the box of tools beside the controls are shown.
func (p Probe) ToolShown(name string) bool {
	b := p.Tool(name)
	return b != nil && b.Visible() && p.t.toolsBox.Visible()
}

// Choices are the pending choice's options.
func (p Probe) Choices() []Choice { return slices.Clone(p.t.choices) }

// Choosing is the hand card whose choice is pending (cards.None: none).
func (p Probe) Choosing() cards.Card { return p.t.choosing }

// Candidates are the table cards a pending choice's options take.
func (p Probe) Candidates() cards.Set { return p.t.candidates() }

// Asking reports whether a question before a move is open (Host.Confirm).
func (p Probe) Asking() bool { return p.t.asking != nil }

// --- the move log -----------------------------------------------------------

// Log is the move log's lines.
func (p Probe) Log() []string { return slices.Clone(p.t.lines) }

// LogMove is the log's line for what the cards of e did (a card played,
// captured, turned up; "" for what it leaves out).
func (p Probe) LogMove(e games.Event) string { return p.t.logMove(e) }

// LogPanel is the log's panel beside the felt.
func (p Probe) LogPanel() *fyne.Container { return p.t.panel }

// --- the turn ---------------------------------------------------------------

// Busy reports whether an animation is under way.
func (p Probe) Busy() bool { return p.t.busy }

// Thinking reports whether a computer player is deciding.
func (p Probe) Thinking() bool { return p.t.thinking }

// Gen counts the matches played at the table.
func (p Probe) Gen() int { return p.t.gen }

// Context is the context the computer players think under now.
func (p Probe) Context() context.Context { return p.t.ctx }

// Cursor is the keyboard cursor's position in the hand (-1: no card
// raised).
func (p Probe) Cursor() int { return p.t.cursor }

// CursorCard is the card under the keyboard cursor (cards.None: none).
func (p Probe) CursorCard() cards.Card { return p.t.cursorCard }

// HintCard is the hand card marked with the hint (cards.None: none).
func (p Probe) HintCard() cards.Card { return p.t.hintCard }

// HintText is the hint shown ("" none).
func (p Probe) HintText() string { return p.t.hintText }

// Undone counts the moves taken back at the table.
func (p Probe) Undone() int { return p.t.undone }

// --- the review -------------------------------------------------------------

// ReviewStep is one move of the deal under review.
type ReviewStep struct {
	Before, After games.State
	Seat          int
	Action        games.Action
}

// ReviewState is the review open on the felt.
type ReviewState struct {
	At         int // the step shown: the position after Steps[At-1]
	Steps      []ReviewStep
	Hands      *fyne.Container // the open cards
	Judge      string          // the Expert's word on the move shown
	Move       string          // who played what (and took what)
	Prev, Next *widget.Button
	// PrevBad and NextBad go to the person's previous and next mistake.
	PrevBad, NextBad *widget.Button
}

// Review is the review open on the felt, if any.
func (p Probe) Review() (ReviewState, bool) {
	r := p.t.rev
	if r == nil {
		return ReviewState{}, false
	}
	out := ReviewState{At: r.at, Hands: r.hands, Judge: r.judge.Text, Move: r.move.Text, Prev: r.prev, Next: r.next, PrevBad: r.prevBad, NextBad: r.nextBad}
	for _, s := range r.steps {
		out.Steps = append(out.Steps, ReviewStep{Before: s.before, After: s.after, Seat: s.seat, Action: s.action})
	}
	return out, true
}

// DealSteps are the moves of rec's last deal as the review replays them.
func DealSteps(rec *record.Record, g *games.Info) ([]ReviewStep, error) {
	steps, err := dealSteps(rec, g)
	var out []ReviewStep
	for _, s := range steps {
		out = append(out, ReviewStep{Before: s.before, After: s.after, Seat: s.seat, Action: s.action})
	}
	return out, err
}

// --- the person's ways in, and the test seams -------------------------------

// Play plays a as the person (Host.Play).
func (p Probe) Play(a games.Action) { p.t.humanAct(a) }

// TapCard is a tap on hand card c.
func (p Probe) TapCard(c cards.Card) { p.t.tapCard(c) }

// HandActions are the person's legal actions that play hand card c.
func (p Probe) HandActions(c cards.Card) []games.Action { return p.t.handActions(c) }

// Asked are the actions that play hand card c between which a tap on it
// asks (HandActions without those worth the same as another: Equivalent).
func (p Probe) Asked(c cards.Card) []games.Action { return p.t.distinct(p.t.handActions(c)) }

// NewGame starts a new match without asking.
func (p Probe) NewGame() { p.t.newGame() }

// OpenReview opens the review of the deal just over.
func (p Probe) OpenReview() { p.t.openReview() }

// StepReview moves the review d steps on.
func (p Probe) StepReview(d int) { p.t.reviewStep(d) }

// ShowLastTrick shows the last trick's dialog.
func (p Probe) ShowLastTrick() { p.t.showLastTrick() }

// ApplySettings applies display settings, as the Display panel does.
func (p Probe) ApplySettings(s filter.Settings) { p.t.applySettings(s) }

// ShowHint shows sc, scored in the position on the table, as the hint.
func (p Probe) ShowHint(sc []ai.Scored) { p.t.showHint(p.t.view, sc) }

// DropHint takes the hint off the felt.
func (p Probe) DropHint() { p.t.dropHint() }

// Relayout lays the view out again.
func (p Probe) Relayout() { p.t.relayout() }

// SwapTurn is how many seats on "Swap seats" puts the person, and the last
// deal's declarer (-1: none).
func (p Probe) SwapTurn() (k, declarer int) { return p.t.swapTurn(), p.t.declarer() }

// Announce shows s on the felt's banner, as an event worth saying does.
func (p Probe) Announce(s string) { p.t.announce(s) }

// SetBusy marks the table as animating, as if cards were in flight (the
// test driver runs animations at once).
func (p Probe) SetBusy(b bool) { p.t.busy = b }

// SetCursor puts the keyboard cursor at hand position i (-1: none raised).
func (p Probe) SetCursor(i int) {
	if i < 0 {
		p.t.cursor, p.t.cursorCard = noCursor, cards.None
		return
	}
	p.t.setCursor(i)
}

// StepMove applies a for the seat to move and plays its animation one step
// at a time, each run to its end, calling after(i) after step i; the table
// stays busy (FinishAnimation, Settle). It returns the scene the animation
// ends on and the move's events as the person saw them.
func (p Probe) StepMove(a games.Action, after func(step int)) (*Scene, []games.Event, error) {
	t := p.t
	t.thinking = false
	old := t.scene
	evs, err := t.ctl.apply(a)
	if err != nil {
		return nil, nil, err
	}
	nv := t.ctl.view()
	ns := t.g.Scene(t.hst, nv, t.board.Size())
	t.busy = true
	for i, st := range t.steps(evs, nv, old, ns) {
		if st.start != nil {
			st.start()
		}
		if st.tick != nil {
			st.tick(1)
		}
		if after != nil {
			after(i)
		}
	}
	return ns, evs, nil
}

// FinishAnimation ends a StepMove as the animation queue ends: the turn
// flow goes on.
func (p Probe) FinishAnimation() { p.t.finishAnimation() }

// Settle ends a StepMove without going on: the felt shows the position,
// nobody is asked to move.
func (p Probe) Settle() {
	p.t.busy = false
	p.t.view = p.t.ctl.view()
	p.t.render()
}

// RulesLine is the table's line of house rules as shown: its text, or ""
// when it is hidden (houserules.go).
func (p Probe) RulesLine() string {
	if p.t.rulesLine == nil || !p.t.rulesLine.Visible() {
		return ""
	}
	return p.t.rulesLine.Text
}

// --- a lesson of the course (lesson.go) --------------------------------------

// Lesson is what a test reads of a lesson under way: the panel's heading
// and caption, the wrong move's sentence (empty when none is up), the
// panel's box and buttons, the step's marked and arrowed cards as the felt
// shows them, and whether the lesson reached its end.
type Lesson struct {
	Head, Caption, Wrong string
	Box                  fyne.CanvasObject
	Next, Skip           *widget.Button
	Marks, Arrows        []string
	Done                 bool
	// Rings and Arrowed count the rings and arrows on the felt now (each
	// drawn light on a dark halo).
	Rings, Arrowed int
}

// Lesson reads the lesson's panel (the zero Lesson at a match).
func (p Probe) Lesson() Lesson {
	t := p.t
	if t.lesson == nil {
		return Lesson{}
	}
	out := Lesson{Head: t.lhead.Text, Caption: t.lcaption.Text, Box: t.lbox, Next: t.lnext, Skip: t.lskip,
		Done: t.ldone, Rings: t.lrings / 2, Arrowed: t.llines / 6}
	if !t.lwrongL.Hidden {
		out.Wrong = t.lwrongL.Text
	}
	if s, _, ok := t.shownStep(); ok && !t.ldone {
		out.Marks, out.Arrows = slices.Clone(s.Marks), slices.Clone(s.Arrows)
	}
	return out
}

// ShowCaption puts the message caption, and under it the message wrong
// (none when empty), in the lesson's panel as a step would, for the tests
// that hold every caption of every lesson to the smallest window.
func (p Probe) ShowCaption(caption, wrong string) {
	t := p.t
	if t.lesson == nil {
		return
	}
	t.lcaption.SetText(t.T(caption, t.english(caption)))
	if wrong == "" {
		t.reserveWrong("", false)
	} else {
		t.reserveWrong(t.T(wrong, t.english(wrong)), true)
	}
	t.fitLesson()
}
