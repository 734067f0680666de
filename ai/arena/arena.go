// Package arena plays computer players against each other on the same deals
// with the seats swapped (every seat rotation in three-player games) and
// measures the difference with confidence intervals. It is what
// `cardavia-cli arena` (and the lab's) runs, and what the strength claims in
// docs/ai.md rest on. It knows no game and no player by name: the caller
// hands it a way to make players by name and the game's measure.
package arena

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// Config is one arena run.
type Config struct {
	Game *games.Info
	// A and B name the players (made by NewPlayer). A is measured: in a
	// three-player game A sits at one seat and B at the others.
	A, B string
	// Deals is the number of distinct seeds; each is played once per
	// seat rotation.
	Deals int
	Seed  uint64
	// Records, when not empty, is a directory to write every game's
	// record to.
	Records string
	// Parallel is the number of games played at once (default 1: the
	// measurements of ms per decision are per core).
	Parallel int
	// NewPlayer makes a player by name (ai/players.Named, or the lab's
	// names). A fresh player is made for every game so that parallel games
	// share nothing.
	NewPlayer func(gameID, name string) (ai.Player, error)
	// Measure is how the game's matches are counted (ai/players.MeasureOf);
	// the zero Measure counts a "match" in "deal points", as for a game
	// without players of its own.
	Measure ai.Measure
	// Progress, when set, is called after every finished deal index.
	Progress func(done, total int)
	// Options are the house rules every game is played with, as a
	// record's "option" headers give them (none: the seed's rules).
	Options []record.Option
}

// Game is the outcome of one game (one match, or one deal for the games
// whose match is a deal) from A's seat.
type Game struct {
	Seed     uint64
	Rotation int     // which seat A held
	Win      float64 // 1 A won the match, 0 lost, 0.5 drawn
	Points   float64 // A's deal points minus the mean of the others', summed over the match's deals
	Deals    int
	// Skat: Seeger–Fabian points of A, and A's declarer games.
	SF            float64
	Declared, Won int
	// Declarer games of the other players (for "declares at least as often").
	OppDeclared, OppWon int
}

// Timing is a player's decision time.
type Timing struct {
	Decisions int     `json:"decisions"`
	MeanMS    float64 `json:"mean_ms"`
	MedianMS  float64 `json:"median_ms"`
	MaxMS     float64 `json:"max_ms"`
}

// Estimate is a mean with its 95% confidence half-width.
type Estimate struct {
	Mean float64 `json:"mean"`
	CI95 float64 `json:"ci95"`
	N    int     `json:"n"`
}

func (e Estimate) String() string {
	return fmt.Sprintf("%+.3f ± %.3f (n=%d)", e.Mean, e.CI95, e.N)
}

// Report sums up a run from A's point of view.
type Report struct {
	Game      string   `json:"game"`
	Options   []string `json:"options,omitempty"` // the house rules on, "name=value"
	A         string   `json:"a"`
	B         string   `json:"b"`
	Seed      uint64   `json:"seed"`
	Deals     int      `json:"deals"`
	Rotations int      `json:"rotations"`
	Games     int      `json:"games"`
	Unit      string   `json:"unit"`
	WinRate   Estimate `json:"win_rate"`    // share of units A won (draws count half)
	Points    Estimate `json:"points"`      // A's points minus the others' per unit
	PointName string   `json:"points_name"` // what Points counts
	// ZeroSum: A's points are its own score, a payment from the loser
	// (the difference with the others would count every payment twice).
	ZeroSum bool     `json:"-"`
	PerDeal Estimate `json:"points_per_deal"`
	// MultiDeal: a match held several deals of a declarer game (Skat's
	// list), so WinRate is the share of matches A won on its total, and
	// the Skat figures below are per deal.
	MultiDeal bool `json:"multi_deal,omitempty"`
	// Skat only.
	SF           *Estimate `json:"seeger_fabian,omitempty"`
	DeclaredA    float64   `json:"declared_share_a,omitempty"`
	DeclarerWinA float64   `json:"declarer_win_rate_a,omitempty"`
	DeclaredB    float64   `json:"declared_share_b,omitempty"`
	DeclarerWinB float64   `json:"declarer_win_rate_b,omitempty"`
	TimeA        Timing    `json:"time_a"`
	TimeB        Timing    `json:"time_b"`
	Elapsed      float64   `json:"elapsed_s"`
	GamesList    []Game    `json:"-"`
}

// Run plays the arena.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	g := cfg.Game
	if g == nil {
		return nil, fmt.Errorf("arena: no game")
	}
	if cfg.Deals <= 0 {
		return nil, fmt.Errorf("arena: deals must be positive, got %d", cfg.Deals)
	}
	newPlayer := cfg.NewPlayer
	if newPlayer == nil {
		return nil, fmt.Errorf("arena: no NewPlayer to make the players with")
	}
	if cfg.Measure == (ai.Measure{}) {
		cfg.Measure = ai.Generic(g.ID).Measure
	}
	for _, n := range []string{cfg.A, cfg.B} {
		if _, err := newPlayer(g.ID, n); err != nil {
			return nil, err
		}
	}
	if cfg.Records != "" {
		if err := os.MkdirAll(cfg.Records, 0o755); err != nil {
			return nil, fmt.Errorf("arena: records: %w", err)
		}
	}
	rots := g.Players
	start := time.Now()
	type job struct{ i, rot int }
	type out struct {
		i, rot int
		g      Game
		ta, tb []time.Duration
		err    error
	}
	jobs := make(chan job)
	results := make(chan out)
	par := max(cfg.Parallel, 1)
	var wg sync.WaitGroup
	for w := 0; w < par; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				gm, ta, tb, err := playOne(ctx, cfg, newPlayer, cfg.Seed+uint64(j.i), j.rot)
				results <- out{j.i, j.rot, gm, ta, tb, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < cfg.Deals; i++ {
			for r := 0; r < rots; r++ {
				select {
				case jobs <- job{i, r}:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	all := make([][]Game, cfg.Deals)
	for i := range all {
		all[i] = make([]Game, rots)
	}
	left := make([]int, cfg.Deals)
	for i := range left {
		left[i] = rots
	}
	var ta, tb []time.Duration
	var firstErr error
	done := 0
	for o := range results {
		if o.err != nil && firstErr == nil {
			firstErr = o.err
		}
		all[o.i][o.rot] = o.g
		ta = append(ta, o.ta...)
		tb = append(tb, o.tb...)
		left[o.i]--
		if left[o.i] == 0 {
			done++
			if cfg.Progress != nil {
				cfg.Progress(done, cfg.Deals)
			}
		}
	}
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	m := cfg.Measure
	rep := &Report{Game: g.ID, A: cfg.A, B: cfg.B, Seed: cfg.Seed, Deals: cfg.Deals, Rotations: rots,
		Games: cfg.Deals * rots, Unit: m.Unit, PointName: m.Points, ZeroSum: m.ZeroSum, TimeA: timing(ta), TimeB: timing(tb),
		Elapsed: time.Since(start).Seconds()}
	for _, o := range cfg.Options {
		rep.Options = append(rep.Options, o.Name+"="+o.Value)
	}
	// Estimates over deal indices: the mean over one index's rotations is
	// one paired observation, which removes the luck of the cards.
	var win, pts, perDeal, sf []float64
	var decl, won, odecl, owon, seatsA, seatsB int
	for _, gs := range all {
		var w, p, pd, s float64
		for _, gm := range gs {
			rep.GamesList = append(rep.GamesList, gm)
			w += gm.Win
			p += gm.Points
			if gm.Deals > 0 {
				pd += gm.Points / float64(gm.Deals)
			}
			// Per deal: a declarer game's match may be a list of deals
			// (one deal otherwise, as these figures always were).
			n := max(gm.Deals, 1)
			s += gm.SF / float64(n)
			rep.MultiDeal = rep.MultiDeal || (m.Declarer && n > 1)
			decl += gm.Declared
			won += gm.Won
			odecl += gm.OppDeclared
			owon += gm.OppWon
			seatsA += n
			seatsB += n * (g.Players - 1)
		}
		k := float64(len(gs))
		win = append(win, w/k)
		pts = append(pts, p/k)
		perDeal = append(perDeal, pd/k)
		sf = append(sf, s/k)
	}
	rep.WinRate = estimate(win)
	rep.Points = estimate(pts)
	rep.PerDeal = estimate(perDeal)
	if m.Declarer {
		e := estimate(sf)
		rep.SF = &e
		rep.DeclaredA = float64(decl) / float64(seatsA)
		rep.DeclaredB = float64(odecl) / float64(seatsB)
		if decl > 0 {
			rep.DeclarerWinA = float64(won) / float64(decl)
		}
		if odecl > 0 {
			rep.DeclarerWinB = float64(owon) / float64(odecl)
		}
	}
	return rep, nil
}

func estimate(xs []float64) Estimate {
	n := len(xs)
	if n == 0 {
		return Estimate{}
	}
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(n)
	v := 0.0
	for _, x := range xs {
		v += (x - m) * (x - m)
	}
	e := Estimate{Mean: m, N: n}
	if n > 1 {
		e.CI95 = 1.96 * math.Sqrt(v/float64(n-1)) / math.Sqrt(float64(n))
	}
	return e
}

func timing(ds []time.Duration) Timing {
	if len(ds) == 0 {
		return Timing{}
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
	return Timing{Decisions: len(ds), MeanMS: ms(sum) / float64(len(ds)), MedianMS: ms(ds[len(ds)/2]), MaxMS: ms(ds[len(ds)-1])}
}

// seatOfA returns A's seat in rotation rot.
func seatOfA(rot int) int { return rot }

// playOne plays one game with A at seat rot and B everywhere else. The
// decision times exclude forced moves (one legal action).
func playOne(ctx context.Context, cfg Config, newPlayer func(string, string) (ai.Player, error), seed uint64, rot int) (Game, []time.Duration, []time.Duration, error) {
	g := cfg.Game
	gm := Game{Seed: seed, Rotation: rot}
	rec := &record.Record{Game: g.ID, Seed: seed, Dealer: -1, Options: cfg.Options}
	gcfg, err := rec.Config(g)
	if err != nil {
		return gm, nil, nil, fmt.Errorf("arena: %w", err)
	}
	gcfg.Deck = g.Decks[0]
	st, err := g.New(gcfg)
	if err != nil {
		return gm, nil, nil, fmt.Errorf("arena: new game: %w", err)
	}
	a := seatOfA(rot)
	m := cfg.Measure
	players := make([]ai.Player, g.Players)
	rngs := make([]*rand.Rand, g.Players)
	for s := range players {
		name := cfg.B
		if s == a {
			name = cfg.A
		}
		if players[s], err = newPlayer(g.ID, name); err != nil {
			return gm, nil, nil, err
		}
		// The rng depends on the seed and the player's name and seat only,
		// so that a game can be reproduced alone.
		rngs[s] = rand.New(rand.NewPCG(seed, uint64(s)<<32|uint64(len(name))))
	}
	var ta, tb []time.Duration
	var legal []games.Action
	var ev []games.Event
	for steps := 0; ; steps++ {
		if err := ctx.Err(); err != nil {
			return gm, ta, tb, err
		}
		if steps > 100000 {
			return gm, ta, tb, fmt.Errorf("arena: seed %d: game did not end", seed)
		}
		p := st.Player()
		if p == games.Nobody {
			break
		}
		if p == games.Chance {
			if ev, err = st.Apply(games.Deal, ev[:0]); err != nil {
				return gm, ta, tb, fmt.Errorf("arena: seed %d: deal: %w", seed, err)
			}
			continue
		}
		legal = st.Legal(legal[:0])
		var act games.Action
		t0 := time.Now()
		if op, ok := players[p].(ai.OpenPlayer); ok {
			act, err = op.ChooseOpen(ctx, st, legal, rngs[p])
		} else {
			act, err = players[p].Choose(ctx, st.View(p), legal, rngs[p])
		}
		dt := time.Since(t0)
		if err != nil {
			return gm, ta, tb, fmt.Errorf("arena: seed %d: p%d: %w", seed, p, err)
		}
		if len(legal) > 1 {
			if p == a {
				ta = append(ta, dt)
			} else {
				tb = append(tb, dt)
			}
		}
		rec.Moves = append(rec.Moves, record.Move{Seat: p, Action: st.FormatAction(act)})
		if ev, err = st.Apply(act, ev[:0]); err != nil {
			return gm, ta, tb, fmt.Errorf("arena: seed %d: p%d played %s: %w", seed, p, st.FormatAction(act), err)
		}
		if q := st.Player(); q == games.Chance || q == games.Nobody {
			scoreDeal(m, st.Result(), a, &gm)
		}
	}
	res := st.Result()
	switch {
	case res.Winner == a:
		gm.Win = 1
	case res.Winner < 0:
		gm.Win = 0.5
	}
	if cfg.Records != "" {
		name := fmt.Sprintf("%s-%d-r%d.rec", g.ID, seed, rot)
		if err := os.WriteFile(filepath.Join(cfg.Records, name), []byte(rec.Format()), 0o644); err != nil {
			return gm, ta, tb, fmt.Errorf("arena: records: %w", err)
		}
	}
	return gm, ta, tb, nil
}

// scoreDeal adds a finished deal to A's tally.
func scoreDeal(m ai.Measure, r games.Result, a int, gm *Game) {
	if len(r.Deal) == 0 {
		return
	}
	gm.Deals++
	others := 0.0
	for s, d := range r.Deal {
		if s != a {
			others += float64(d)
		}
	}
	if m.Declarer && !r.NoDeclarer {
		// Deal holds the declarer's score at the declarer's seat and 0
		// elsewhere; an abandoned deal is all zero.
		for s, d := range r.Deal {
			if d == 0 {
				continue
			}
			if s == a {
				gm.Declared++
				if d > 0 {
					gm.Won++
				}
			} else {
				gm.OppDeclared++
				if d > 0 {
					gm.OppWon++
				}
			}
			gm.SF += seegerFabian(d, s == a, len(r.Deal))
		}
		gm.Points += float64(r.Deal[a]) - others/float64(len(r.Deal)-1)
		return
	}
	if m.ZeroSum {
		gm.Points += float64(r.Deal[a])
		return
	}
	gm.Points += float64(r.Deal[a]) - others/float64(len(r.Deal)-1)
}

// seegerFabian returns A's Seeger–Fabian points for one deal whose declarer
// scored d: the declarer gets d+50 for a win and d−50 for a loss (d is
// already doubled negative); when the declarer loses, each defender gets 40
// (the three-player table's rule).
func seegerFabian(d int, aDeclared bool, players int) float64 {
	if aDeclared {
		if d > 0 {
			return float64(d + 50)
		}
		return float64(d - 50)
	}
	if d < 0 && players == 3 {
		return 40
	}
	return 0
}

// ProgressTo returns a Config.Progress for a run of deals deal indices that
// writes "done/total" to w about twenty times in the run.
func ProgressTo(w io.Writer, deals int) func(done, total int) {
	step := max(deals/20, 1)
	return func(done, total int) {
		if done%step == 0 || done == total {
			fmt.Fprintf(w, "%d/%d\n", done, total)
		}
	}
}

// Write writes rep to w as text (WriteText) or, with asJSON, as indented
// JSON.
func Write(w io.Writer, rep *Report, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return WriteText(w, rep)
}

// WriteText prints a report for people.
func WriteText(w io.Writer, r *Report) error {
	pct := func(e Estimate) string { return fmt.Sprintf("%.1f%% ± %.1f%%", 100*e.Mean, 100*e.CI95) }
	lines := []string{
		fmt.Sprintf("arena %s: A=%s vs B=%s, %d deal seeds × %d seatings = %d games (seed %d), %.0f s",
			r.Game, r.A, r.B, r.Deals, r.Rotations, r.Games, r.Seed, r.Elapsed),
	}
	if len(r.Options) > 0 {
		lines = append(lines, "  house rules: "+strings.Join(r.Options, ", "))
	}
	switch {
	case r.MultiDeal: // a Skat list: won with the highest total
		lines = append(lines, fmt.Sprintf("  matches won by A:        %s", pct(r.WinRate)))
	case r.SF == nil: // a Skat deal is won by the declarer or by the defenders together
		lines = append(lines, fmt.Sprintf("  %s won by A:            %s", r.Unit, pct(r.WinRate)))
	}
	who := "A − others"
	if r.ZeroSum {
		who = "A's net"
	}
	if r.MultiDeal { // Points sums a whole list: per deal says more
		lines = append(lines, fmt.Sprintf("  %s per deal (%s): %s", r.PointName, who, r.PerDeal))
	} else {
		lines = append(lines, fmt.Sprintf("  %s per %s (%s): %s", r.PointName, r.Unit, who, r.Points))
	}
	if r.Unit != "hand" && r.Unit != "deal" {
		lines = append(lines, fmt.Sprintf("  %s per deal (A − others):  %s", r.PointName, r.PerDeal))
	}
	if r.SF != nil {
		lines = append(lines,
			fmt.Sprintf("  Seeger–Fabian points of A per game (a deal): %s", *r.SF),
			fmt.Sprintf("  A declared %.1f%% of its games, won %.1f%% of them", 100*r.DeclaredA, 100*r.DeclarerWinA),
			fmt.Sprintf("  B declared %.1f%% of its games, won %.1f%% of them", 100*r.DeclaredB, 100*r.DeclarerWinB))
	}
	lines = append(lines,
		fmt.Sprintf("  ms/decision A: mean %.2f, median %.2f, max %.1f (%d decisions)", r.TimeA.MeanMS, r.TimeA.MedianMS, r.TimeA.MaxMS, r.TimeA.Decisions),
		fmt.Sprintf("  ms/decision B: mean %.2f, median %.2f, max %.1f (%d decisions)", r.TimeB.MeanMS, r.TimeB.MedianMS, r.TimeB.MaxMS, r.TimeB.Decisions),
		"  (± is the 95% confidence half-width over deal seeds; each seed's seatings are averaged first)")
	for _, l := range lines {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}
