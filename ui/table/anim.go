package table

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// step is one beat of the animation queue: start sets it up, tick moves it
// (p from 0 to 1). A step with no duration only starts.
type step struct {
	dur    time.Duration
	visual bool // skipped entirely at the Instant speed
	// read marks an announcement: words need their time at every speed,
	// so at the Instant speed it is held as at the Fast one.
	read bool
	// wait holds the queue until the person clicks or presses a key (the
	// PauseTricks option): the trick or capture just made stays on the
	// felt to be looked at.
	wait  bool
	start func()
	tick  func(p float32)
}

// Normal durations, scaled by the anim.speed preference.
const (
	flyTime   = 380 * time.Millisecond
	dealTime  = 110 * time.Millisecond
	pauseTime = 650 * time.Millisecond
	newsTime  = 1100 * time.Millisecond
	// An announcement is held for its reading time: newsTime at least, a
	// little more for each character, at most readMax (Normal speed).
	readPerRune = 35 * time.Millisecond
	readMax     = 2800 * time.Millisecond
)

// readTime is how long an announcement stays alone on the felt before the
// queue goes on, at the Normal speed: long enough to read it.
func readTime(msg string) time.Duration {
	d := 400*time.Millisecond + time.Duration(len([]rune(msg)))*readPerRune
	return min(max(d, newsTime), readMax)
}

// stepTime is how long step st lasts at the speed chosen: the Instant
// speed moves the cards at once but holds an announcement as the Fast
// speed does, and a felt resized under the queue (hurry) holds nothing.
func (t *Table) stepTime(st step) time.Duration {
	if t.hurry {
		return 0
	}
	d := env.AnimDuration(t.env.Prefs, st.dur)
	if d == 0 && st.read {
		d = st.dur / 2
	}
	return d
}

// animate plays the events of one action, then re-renders from the View.
func (t *Table) animate(evs []games.Event) {
	old := t.scene
	nv := t.ctl.view()
	for _, e := range evs {
		t.noteEvent(e, nv, t.eventWords(nv, e))
	}
	t.busy, t.hurry = true, false
	t.choices = nil
	t.refreshControls()
	for _, v := range t.pool { // nothing is playable while the cards travel
		v.set(false, false, false, v.onTap)
	}
	if old == nil || t.board.Size().IsZero() {
		t.finishAnimation()
		return
	}
	ns := t.g.Scene(t.hst, nv, t.board.Size())
	steps := t.steps(evs, nv, old, ns)
	t.runSteps(steps, 0, t.gen)
}

func (t *Table) finishAnimation() {
	t.busy = false
	t.next()
}

// runSteps runs steps[i:] one after the other. Fyne ticks the last frame
// with exactly 1, which is when the next step starts; the test driver ticks
// 1 at once, so headless tests run the queue synchronously. gen is the
// match the queue belongs to: a new game abandons the queue of the old one.
// Once the felt is resized under the queue (hurry), the steps left run as
// at the instant speed.
func (t *Table) runSteps(steps []step, i int, gen int) {
	for ; i < len(steps); i++ {
		if t.closed || gen != t.gen {
			return
		}
		st := steps[i]
		if st.wait {
			if t.hurry {
				continue
			}
			next := i + 1
			t.waiting = func() {
				t.waiting = nil
				t.runSteps(steps, next, gen)
			}
			t.say(t.T("table.pauseGoOn", "Click the table or press a key to go on."))
			return
		}
		d := t.stepTime(st)
		if d == 0 && st.visual {
			continue
		}
		if st.start != nil {
			st.start()
		}
		if d == 0 {
			if st.tick != nil {
				st.tick(1)
			}
			continue
		}
		done := false
		next := i + 1
		a := fyne.NewAnimation(d, func(p float32) {
			if done || t.closed || gen != t.gen {
				return
			}
			if st.tick != nil {
				st.tick(ease(p))
			}
			if p >= 1 {
				done = true
				t.runSteps(steps, next, gen)
			}
		})
		a.Curve = fyne.AnimationLinear
		a.Start()
		return
	}
	if !t.closed && gen == t.gen {
		t.finishAnimation()
	}
}

// goOn lets a queue held after a trick or capture (step.wait) go on; false
// when none is held.
func (t *Table) goOn() bool {
	if t.waiting == nil || t.closed {
		return false
	}
	t.waiting()
	return true
}

// Tapped is a click on the table where nothing else takes it (the felt): it
// lets a queue held after a trick go on.
func (t *Table) Tapped(*fyne.PointEvent) { t.goOn() }

func ease(p float32) float32 {
	if p < 0.5 {
		return 2 * p * p
	}
	return 1 - 2*(1-p)*(1-p)
}

// steps turns events into the queue: cards fly from zone to zone, events
// worth saying are said (announcements on the felt, for both players).
func (t *Table) steps(evs []games.Event, nv games.View, old, ns *Scene) []step {
	var out []step
	taken := map[string]bool{}
	// With the PauseTricks option the queue waits before a trick is
	// gathered or a capture swept (runSteps, goOn).
	pause := env.PauseTricks(t.env.Prefs)
	for _, e := range evs {
		switch {
		case e.Kind == games.KMove && e.Cards != 0:
			out = append(out, t.gather(e, old, ns))
		case e.Kind == games.KMove && (e.Card != cards.None || e.Value == 0):
			d := flyTime
			if e.From == games.Deck {
				d = dealTime
			}
			out = append(out, t.flight(e, old, ns, taken, d))
		case e.Kind == games.KMove:
			// a stack of cards put down (the stock): nothing travels
		default:
			msg, big := t.g.Describe(t.hst, nv, e)
			d := pauseTime
			if big {
				d = readTime(msg)
			}
			if msg == "" {
				d = 0
			}
			out = append(out, step{dur: d, read: big && msg != "", start: func() {
				if msg == "" {
					return
				}
				t.say(msg)
				if big {
					t.announce(msg)
				}
			}})
		}
		// Captures sweep the taken cards (and the capturing card) to the
		// capturer's pile; the engines report them as one event. Any other
		// event that names both zones carries its cards' journey (a trick
		// gathered, the skat taken, a stock card turned): the generic
		// contract (games.Kind), so no game's own kinds are named here.
		if pause && (e.Kind == games.KTrickWon || e.Kind == games.KCapture) {
			out = append(out, step{wait: true})
		}
		switch {
		case e.Kind == games.KMove:
		case e.Kind != games.KCapture && e.Kind != games.KSweepToLast:
			if e.From == games.NoZone || e.To == games.NoZone {
				break
			}
			m := e
			m.Kind = games.KMove
			if e.Cards != 0 {
				out = append(out, t.gather(m, old, ns))
			} else if e.Card != cards.None {
				out = append(out, t.flight(m, old, ns, taken, flyTime))
			}
		default:
			set := e.Cards
			if e.Card != cards.None {
				set = set.Add(e.Card)
			}
			if set != 0 {
				out = append(out, t.gather(games.Event{Kind: games.KMove, Player: e.Player, From: games.Table, To: games.Pile, Cards: set, Card: cards.None}, old, ns))
			}
		}
		if e.Kind == games.KTrickWon {
			// The seat labels count the trick as soon as it is gathered:
			// the render comes only after the whole queue, and after a
			// deal's last trick the queue goes on (the skat shown, the
			// deal's result) with the count one short.
			out = append(out, step{start: func() { t.textsFrom(ns) }})
		}
	}
	return out
}

// textsFrom puts the new scene's words on the texts already on the felt (the
// seat labels), in place; texts the new scene adds or drops wait for the
// render at the end of the queue.
func (t *Table) textsFrom(ns *Scene) {
	for _, tx := range ns.Texts {
		if c, ok := t.texts[tx.Key]; ok && t.onBoard(c) {
			placeText(c, tx)
		}
	}
}

// flight moves one card from its zone to its new place.
func (t *Table) flight(e games.Event, old, ns *Scene, taken map[string]bool, d time.Duration) step {
	var obj *CardView
	var from, to fyne.Position
	seat := int(e.Player)
	return step{dur: d, visual: true, start: func() {
		c := e.Card
		if c != cards.None {
			if v := t.faceOnBoard(c); v != nil {
				obj, from = v, v.Position()
			}
		}
		if obj == nil {
			from, _ = old.Anchor(e.From, seat)
			if e.From == games.Hand {
				if k := takeBack(old, seat, taken); k != "" {
					if v, ok := t.pool[k]; ok {
						from = v.Position()
						v.Hide()
					}
				}
			}
			obj = newCardView(t, c)
			obj.Resize(fyne.NewSize(old.CW, old.CH))
			obj.Move(from)
			t.addTemp(obj)
		} else {
			t.raise(obj)
		}
		obj.set(false, false, false, t.landingTap(ns, e.Card)) // input.go
		if it, ok := ns.Find(FaceKey(c)); ok && c != cards.None && (it.Zone == games.Pile) == (e.To == games.Pile) {
			to = it.Pos
			obj.Resize(it.Size)
		} else if p, sz, ok := t.landing(c, e.To, old); ok {
			to = p
			obj.Resize(sz)
		} else if p, ok := ns.Anchor(e.To, seat); ok {
			to = p
		} else {
			to, _ = old.Anchor(e.To, seat)
		}
		t.board.Refresh()
	}, tick: func(p float32) {
		obj.Move(lerp(from, to, p))
	}}
}

// landing asks the game where card c lands in zone to (Lander), telling it
// the face-up cards on the felt now.
func (t *Table) landing(c cards.Card, to games.Zone, old *Scene) (fyne.Position, fyne.Size, bool) {
	l, ok := t.g.(Lander)
	if !ok {
		return fyne.Position{}, fyne.Size{}, false
	}
	var felt []FeltCard
	for _, o := range t.board.Objects {
		if v, ok := o.(*CardView); ok && v.Visible() && v.card != cards.None {
			felt = append(felt, FeltCard{Card: v.card, Pos: v.Position()})
		}
	}
	return l.Landing(c, to, old, felt)
}

// gather moves several cards together (a trick to its winner's pile, a
// capture).
func (t *Table) gather(e games.Event, old, ns *Scene) step {
	type mover struct {
		v        *CardView
		from, to fyne.Position
	}
	var ms []mover
	seat := int(e.Player)
	return step{dur: flyTime, visual: true, start: func() {
		to, ok := ns.Anchor(e.To, seat)
		if !ok {
			to, _ = old.Anchor(e.To, seat)
		}
		for i, c := range e.Cards.Cards() {
			dst := to
			if it, ok := ns.Find(FaceKey(c)); ok {
				dst = it.Pos
			}
			if v := t.faceOnBoard(c); v != nil {
				t.raise(v)
				ms = append(ms, mover{v, v.Position(), dst})
				continue
			}
			from, _ := old.Anchor(e.From, seat)
			v := newCardView(t, c)
			v.Resize(fyne.NewSize(old.CW, old.CH))
			from.X += float32(i) * old.CW * 0.2
			v.Move(from)
			t.addTemp(v)
			ms = append(ms, mover{v, from, dst})
		}
		t.board.Refresh()
	}, tick: func(p float32) {
		for _, m := range ms {
			m.v.Move(lerp(m.from, m.to, p))
		}
	}}
}

func lerp(a, b fyne.Position, p float32) fyne.Position {
	return fyne.NewPos(a.X+(b.X-a.X)*p, a.Y+(b.Y-a.Y)*p)
}

// takeBack picks a face-down card of a seat's hand in the old scene (the
// right-most not yet used) to travel in place of a hidden card.
func takeBack(s *Scene, seat int, taken map[string]bool) string {
	prefix := strings.TrimSuffix(HandBackKey(seat, 0), "0")
	for i := len(s.Items) - 1; i >= 0; i-- {
		k := s.Items[i].Key
		if strings.HasPrefix(k, prefix) && !taken[k] {
			taken[k] = true
			return k
		}
	}
	return ""
}

// faceOnBoard returns the object showing card c face up on the felt now:
// its pooled view, or a card already travelling in this animation.
func (t *Table) faceOnBoard(c cards.Card) *CardView {
	if v, ok := t.pool[FaceKey(c)]; ok && v.Visible() && t.onBoard(v) {
		return v
	}
	for _, o := range t.temps {
		if v, ok := o.(*CardView); ok && v.card == c && t.onBoard(v) {
			return v
		}
	}
	return nil
}

// addTemp puts a card on the felt for the length of the animation.
func (t *Table) addTemp(v *CardView) {
	t.temps = append(t.temps, v)
	t.board.Objects = append(t.board.Objects, v)
}

func (t *Table) onBoard(o fyne.CanvasObject) bool {
	for _, x := range t.board.Objects {
		if x == o {
			return true
		}
	}
	return false
}

// raise puts a card above the others while it travels.
func (t *Table) raise(o fyne.CanvasObject) {
	objs := t.board.Objects
	for i, x := range objs {
		if x == o {
			copy(objs[i:], objs[i+1:])
			objs[len(objs)-1] = o
			return
		}
	}
}
