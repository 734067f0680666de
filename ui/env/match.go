package env

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// MatchKeeper is told of every move a table makes, so that the match in
// progress survives leaving the table, quitting the app or a crash, and
// is counted in the statistics when a deal or the match ends. The app's
// is *storage.Keeper; a nil Keeper keeps nothing (tests of other things).
//
// rec is the match's record so far (header and every move), level the
// computer players' level, st the position after the move. A table calls
// it on the UI goroutine after every applied action, deals included.
type MatchKeeper interface {
	Moved(rec *record.Record, level string, st games.State) error
}

// Resume is a saved match for a table to continue instead of dealing a
// new one: its record and the level it was played at.
type Resume struct {
	Record *record.Record
	Level  string
}

// UndoCounter is a MatchKeeper that also counts the moves the person takes
// back (the statistics' "undone moves"); the table reports each undo to it
// before it hands over the shortened record through Moved.
type UndoCounter interface {
	Undone(rec *record.Record) error
}
