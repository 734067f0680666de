package table

import (
	"fmt"
	"slices"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// Keeping the match: after every applied action the table hands the
// match's record to env.Keeper (the app's saves the record and counts the
// statistics, storage.Keeper); a table opened with env.Resume continues a
// saved match instead of dealing a new one.

// resumedController rebuilds a saved match: the record is replayed on the
// engine (record.Replay, as the save was checked when it was read), the
// computer players get the saved level, and the move counter that seeds
// their choices is where it was, so the match goes on as it would have.
// It also returns the match sheet's rows for the deals already played.
func resumedController(info *games.Info, res *env.Resume, newPlayer func(string, ai.Level) ai.Player, running bool) (*controller, []sheetRow, error) {
	rec := *res.Record
	rec.Moves = slices.Clone(rec.Moves)
	cfg, err := rec.Config(info)
	if err != nil {
		return nil, nil, fmt.Errorf("resume %s: %w", info.ID, err)
	}
	level, err := ai.ParseLevel(res.Level)
	if err != nil {
		level = ai.Normal
	}
	var sheet []sheetRow
	var replay []seenAction
	applied := 0 // every step, deals included
	st, err := record.Replay(&rec, info, func(s record.Step) {
		applied++
		if s.DealOver {
			sheet = appendSheetRow(sheet, s.State.Result(), running)
		}
		seen := games.RedactAll(s.Events, Human)
		if slices.ContainsFunc(seen, func(e games.Event) bool { return e.Kind == games.KDealStart || e.Kind == games.KRedeal }) {
			replay = replay[:0] // a new deal: the log starts again
		}
		replay = append(replay, seenAction{ev: seen, view: s.State.View(Human)})
	})
	if err != nil {
		return nil, nil, fmt.Errorf("resume %s: %w", info.ID, err)
	}
	chosen := info.Decks[0] // the record's deck header, before a house rule changed the pack
	if d, err := cards.ByKey(rec.Deck); err == nil {
		chosen = d.ID()
	}
	c := &controller{info: info, deck: cards.ByID(cfg.Deck), chosen: chosen, st: st, seed: rec.Seed, level: level,
		players: make([]ai.Player, info.Players), moves: uint64(applied), rec: rec, replay: replay}
	for p := range c.players {
		if p != Human {
			c.players[p] = newPlayer(info.ID, level)
		}
	}
	return c, sheet, nil
}

// appendSheetRow adds a finished deal to the match sheet; a game of one
// deal per match (RunningSheet, Skat) keeps a running total.
func appendSheetRow(sheet []sheetRow, r games.Result, running bool) []sheetRow {
	row := sheetRow{deal: append([]int(nil), r.Deal...), match: append([]int(nil), r.Match...)}
	if running && len(sheet) > 0 {
		prev := sheet[len(sheet)-1].match
		for i := range row.match {
			if i < len(prev) {
				row.match[i] = prev[i] + row.deal[i]
			}
		}
	}
	return append(sheet, row)
}

// relog writes the move log of the deal under way again for a resumed
// match: the log is made from the events as the animator plays them, and
// those of a resumed deal were played in an earlier run. The lines are
// the ones the animation would have written (the game's words, else what
// the cards did); the games' own bookkeeping of events (EventNoter) is
// left alone, as the resumed state already holds it.
func (t *Table) relog(replay []seenAction) {
	for _, sa := range replay {
		for _, e := range sa.ev {
			t.logEvent(e, t.eventWords(sa.view, e))
		}
	}
}

// keep hands the match to the keeper after a move.
func (t *Table) keep() {
	if t.env.Keeper == nil {
		return
	}
	rec := t.ctl.rec
	rec.Moves = slices.Clone(rec.Moves)
	// A failed save is reported by the keeper itself (once, by the shell);
	// the table plays on.
	_ = t.env.Keeper.Moved(&rec, t.ctl.level.String(), t.ctl.st)
}
