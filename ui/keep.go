package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/env"
)

// The shell's side of keeping matches (storage.Keeper, wired by main.go):
// the tables report every move to it through env.Env.Keeper; the shell
// offers a saved match on start and when its game is opened, tells the
// person once if saving fails, and reads the statistics from it.

// matchKeeper is the keeper handed to the tables: nil (keep nothing) when
// the shell has none, never a nil *storage.Keeper in the interface.
func (s *Shell) matchKeeper() env.MatchKeeper {
	if k := s.keeper(); k != nil {
		return k
	}
	return nil
}

// keeper is the keeper of matches and statistics: Deps.Keeper, or the one
// Deps.OpenKeeper opens on the first call. The app opens it once its first
// frame is on screen (openKeeperAfterFirstFrame), so that reading the saves
// and the statistics (every saved match is replayed) does not delay it; a
// table or a screen that needs the keeper before then opens it at once. Call
// it on the UI goroutine.
func (s *Shell) keeper() *storage.Keeper {
	if s.deps.Keeper == nil && s.deps.OpenKeeper != nil {
		open := s.deps.OpenKeeper
		s.deps.OpenKeeper = nil
		k, damaged := open()
		s.deps.Keeper = k
		s.deps.Damaged = append(s.deps.Damaged, damaged...)
		s.watchKeeper()
	}
	return s.deps.Keeper
}

// openKeeperAfterFirstFrame opens the keeper if nothing has yet, and then
// makes home anew when it has something to show of it: home was built
// before, without the tiles' marks of a saved match (a hidden mark takes no
// room, so showing one needs a new layout) and the Deal of the day ticks. A
// fresh start has neither and keeps its screen.
func (s *Shell) openKeeperAfterFirstFrame() {
	if s.deps.Keeper != nil {
		return
	}
	if k := s.keeper(); k != nil && (len(k.SavedGames()) > 0 || s.dailyDoneToday()) {
		s.nav.retext()
	}
}

// openedStats are the statistics if the keeper is open, and none before: the
// home tiles are built before it is opened and updated when it is.
func (s *Shell) openedStats() *storage.Stats {
	if s.deps.Keeper == nil {
		return storage.NewStats()
	}
	return s.deps.Keeper.Stats()
}

// dailyDoneToday reports whether a deal of the day of today has a result.
func (s *Shell) dailyDoneToday() bool {
	if s.deps.Keeper == nil {
		return false
	}
	for _, g := range s.games {
		if _, done := s.deps.Keeper.Stats().Daily(g.ID, s.today().String()); done {
			return true
		}
	}
	return false
}

// watchKeeper tells the person the first time a save fails (a full disk,
// a read-only folder); the keeper keeps the last good save and play goes
// on, so once per run is enough. The message says why in words; the error
// itself (with the temporary file's path) is under Details and in the log.
// The keeper writes on a goroutine of its own and tells of a failure
// there: the message is shown on the UI goroutine.
func (s *Shell) watchKeeper() {
	k := s.deps.Keeper
	if k == nil {
		return
	}
	told := false
	k.OnError = func(err error) {
		fyne.Do(func() {
			fmt.Fprintln(s.errLog, "cardavia: save:", err)
			if told {
				return
			}
			told = true
			s.messageWithDetails(s.l.T("save.failed.title", "Not saved"), s.notSavedLine(err), err.Error())
		})
	}
}

// notSavedLine is the sentence that says why a save failed, from the kind
// of error the system gave.
func (s *Shell) notSavedLine(err error) string {
	l := s.l
	switch {
	case diskFull(err):
		return l.T("save.failed.full", "Cardavia could not save because the disk is full. The last save is kept and play goes on; once there is room again, the next move is saved.")
	case errors.Is(err, syscall.EROFS):
		return l.T("save.failed.readOnly", "Cardavia could not save because its folder is on a disk that is read-only. The last save is kept and play goes on.")
	case errors.Is(err, fs.ErrPermission):
		return l.T("save.failed.denied", "Cardavia could not save because it is not allowed to write in its folder. The last save is kept and play goes on.")
	}
	return l.T("save.failed", "Cardavia could not save, so the last save is kept and play goes on.")
}

// diskFull reports whether err says that the disk is full: ENOSPC, or on
// Windows ERROR_DISK_FULL and ERROR_HANDLE_DISK_FULL (Go maps neither to
// ENOSPC there).
func diskFull(err error) bool {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return true
	}
	var no syscall.Errno
	return runtime.GOOS == "windows" && errors.As(err, &no) && (no == 112 || no == 39)
}

// savedMatch is the saved match of g, if there is one and g's table is not
// open already (then it is that table's own match).
func (s *Shell) savedMatch(g *games.Info) (*env.Resume, cards.DeckID, bool) {
	if s.keeper() == nil {
		return nil, 0, false
	}
	for _, sc := range s.nav.stack {
		if sc.id == "table:"+g.ID {
			return nil, 0, false
		}
	}
	m, ok := s.deps.Keeper.Saved(g.ID)
	if !ok {
		return nil, 0, false
	}
	deck := s.chosenDeck(g)
	if d, err := cards.ByKey(m.Record.Deck); err == nil && g.HasDeck(d.ID()) {
		deck = d.ID()
	}
	return &env.Resume{Record: m.Record, Level: m.Level}, deck, true
}

// offerResume asks on start whether to continue the match played last
// (storage.Keeper.SavedGames: the most recent first); the others are marked
// on their home tiles and offered when their game is opened. It returns the
// question, or nil when there is nothing to continue.
func (s *Shell) offerResume() dialog.Dialog {
	if s.keeper() == nil {
		return nil
	}
	for _, id := range s.deps.Keeper.SavedGames() {
		g := s.game(id)
		if g == nil {
			continue
		}
		res, deck, ok := s.savedMatch(g)
		if !ok {
			continue
		}
		return s.askResume(g, res, deck, s.chosenDeck(g), s.l.T("resume.later", "Not now"), nil)
	}
	return nil
}

// waiting reports whether g has a saved match to continue (its tile says so).
func (s *Shell) waiting(g *games.Info) bool {
	if s.deps.Keeper == nil {
		return false // not opened yet: the marks are set when it is (keeper)
	}
	_, _, ok := s.savedMatch(g)
	return ok
}

// askResume asks whether to continue the saved match of g: yes opens its
// table on it, no calls declined (nil: nothing; the match stays saved).
// When the person has chosen other cards (chosen) than the match is played
// with (deck), it says that the match keeps its own: a player who picked
// French suits and pressed Play saw the German ones again without a word.
func (s *Shell) askResume(g *games.Info, res *env.Resume, deck, chosen cards.DeckID, no string, declined func()) dialog.Dialog {
	l := s.l
	text := l.T("resume.question", "Your {{.Game}} match is saved where you left it. Continue it?", "Game", l.Name(g.Name))
	if chosen != deck && g.HasDeck(chosen) {
		text = l.T("resume.questionDeck", "Your {{.Game}} match is saved where you left it and goes on with its own cards ({{.Deck}}); a new game uses the ones you chose ({{.Chosen}}). Continue it?",
			"Game", l.Name(g.Name), "Deck", deckLabel(l, deck), "Chosen", deckLabel(l, chosen))
	}
	q := widget.NewLabel(text)
	q.Wrapping = fyne.TextWrapWord
	var body fyne.CanvasObject = q
	if line := s.resumeRulesLine(g, res); line != "" {
		r := widget.NewLabel(line)
		r.Wrapping = fyne.TextWrapWord
		body = container.NewVBox(q, r)
	}
	// Esc closes the question and leaves the match saved, even where the
	// cancel button is "New game" (keydialog.go).
	d := s.ask(l.T("resume.title", "Continue the match?"), body, no, declined,
		l.T("resume.continue", "Continue"), func() { s.openTable(g, deck, res) })
	d.Resize(fyne.NewSize(460, 200))
	s.deps.Trace.Mark("dialog resume") // scripts/measure.sh answers it
	return d.d
}

// resumeRulesLine says that the saved match res keeps the house rules it
// started with when they are not the ones chosen for g now (a new game
// would be played with those), naming both; "" when they are the same.
// Idle options (games.Info.Idle) count as off on both sides, as they play.
func (s *Shell) resumeRulesLine(g *games.Info, res *env.Resume) string {
	if res == nil || res.Record == nil {
		return ""
	}
	l := s.l
	saved := map[string]string{}
	for _, o := range res.Record.Options {
		saved[o.Name] = o.Value
	}
	chosen := env.HouseRules(s.prefs, g)
	if env.FormatHouseRules(g, saved) == env.FormatHouseRules(g, chosen) {
		return ""
	}
	names := func(opts []record.Option) string {
		if n := env.HouseRuleNames(l, g, opts); len(n) > 0 {
			return strings.Join(n, ", ")
		}
		return l.T("resume.rulesNone", "none")
	}
	var now []record.Option
	for _, spec := range g.Options { // the game's order, as the record writes them
		if v, ok := chosen[spec.Name]; ok {
			now = append(now, record.Option{Name: spec.Name, Value: v})
		}
	}
	return l.T("resume.rules", "The saved match keeps its own house rules ({{.Saved}}); a new game uses the ones chosen now ({{.Chosen}}).",
		"Saved", names(res.Record.Options), "Chosen", names(now))
}

// playOrResume is what Play does: with a saved match of g it asks first
// whether to continue it or start anew (the saved one then counts as
// abandoned once the new match has its first deal).
func (s *Shell) playOrResume(g *games.Info, d cards.DeckID) bool {
	res, deck, ok := s.savedMatch(g)
	if !ok || s.w == nil {
		return false
	}
	s.askResume(g, res, deck, d, s.l.T("resume.new", "New game"), func() { s.openTable(g, d, nil) })
	return true
}

// damagedLine is the one sentence that tells the person what became of
// a damaged file the keeper set aside.
func (s *Shell) damagedLine(err error) string {
	l := s.l
	var d *storage.Damaged
	if !errors.As(err, &d) {
		// Left-over temporary files that could not be removed, and the like:
		// the error itself is under Details.
		return l.T("storage.damaged.tidy", "A file in Cardavia's folder could not be tidied up; nothing is lost, and the details are below.")
	}
	file := filepath.Base(d.Aside)
	switch {
	case d.Kind == storage.KindPrefs && d.Aside == "":
		return l.T("storage.damaged.prefsStuck", "The settings file {{.File}} could not be read and could not be moved aside either; Cardavia starts with its defaults.", "File", filepath.Base(d.File))
	case d.Kind == storage.KindPrefs:
		return l.T("prefs.corrupt", "The settings file could not be read, so Cardavia starts with its defaults. The damaged file is kept as {{.File}}.", "File", file)
	case d.Aside == "":
		return l.T("storage.damaged.stuck", "The file {{.File}} could not be read and could not be moved aside either; Cardavia starts without it.", "File", filepath.Base(d.File))
	}
	switch {
	case d.Kind == storage.KindMatch && errors.Is(d.Err, storage.ErrNewerVersion):
		return l.T("storage.damaged.matchNewer", "The saved {{.Game}} match was made by a newer version of Cardavia, so it was set aside as {{.File}}.", "Game", s.gameName(d.Game), "File", file)
	case d.Kind == storage.KindSettings:
		return l.T("storage.damaged.settings", "The backup of your settings could not be read, so it was set aside as {{.File}}.", "File", file)
	case d.Kind == storage.KindMatch:
		return l.T("storage.damaged.match", "The saved {{.Game}} match could not be read, so it was set aside as {{.File}}.", "Game", s.gameName(d.Game), "File", file)
	}
	return l.T("storage.damaged.stats", "The statistics file could not be read, so the statistics start afresh; the damaged file is kept as {{.File}}.", "File", file)
}
