package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2/dialog"

	"github.com/cardavia/cardavia/internal/capped"
	"github.com/cardavia/cardavia/storage"
)

// PrefsFile returns where Fyne keeps the app's preferences on desktop
// systems: <Fyne's root>/<appID>/preferences.json. Fyne's root is not
// os.UserConfigDir() everywhere: on macOS it is ~/Library/Preferences/fyne
// (not Application Support), on Windows %USERPROFILE%\AppData\Roaming\fyne,
// elsewhere $XDG_CONFIG_HOME/fyne (~/.config/fyne). This mirrors Fyne
// 2.7's internal rootConfigDir, which it does not export; the test pins it.
func PrefsFile(appID string) (string, error) {
	root, err := fyneRoot(runtime.GOOS, os.UserHomeDir, os.UserConfigDir)
	if err != nil {
		return "", fmt.Errorf("find the preferences file: %w", err)
	}
	return filepath.Join(root, appID, "preferences.json"), nil
}

// fyneRoot is Fyne's configuration root for an operating system.
func fyneRoot(goos string, home, config func() (string, error)) (string, error) {
	switch goos {
	case "darwin":
		h, err := home()
		return filepath.Join(h, "Library", "Preferences", "fyne"), err
	case "windows":
		h, err := home()
		return filepath.Join(h, "AppData", "Roaming", "fyne"), err
	}
	c, err := config()
	return filepath.Join(c, "fyne"), err
}

// StorageDir is the app's own folder for saved matches and statistics:
// os.UserConfigDir()/cardavia, which is ~/.config/cardavia on Linux (or
// $XDG_CONFIG_HOME/cardavia), ~/Library/Application Support/cardavia on
// macOS and %AppData%\cardavia on Windows — where each system keeps an
// application's own data, apart from Fyne's preferences (docs/saves.md).
func StorageDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("find the folder for saved games: %w", err)
	}
	return filepath.Join(dir, "cardavia"), nil
}

// MaxPrefsSize caps Fyne's preferences file: its few dozen keys take
// under a kilobyte (docs/saves.md).
const MaxPrefsSize = 256 << 10

// SetAsideCorruptPrefs renames the preferences file at path when it is not
// a JSON object, and returns the new name ("" when the file is fine, empty or
// absent). Fyne would otherwise start with empty preferences and overwrite
// the file at the first change, losing whatever could still be recovered.
// An empty file (what a kill during Fyne's in-place write leaves, or a
// first start's folder made by hand) holds nothing to recover: it is
// removed, because Fyne reads it as a broken store and prints
// "Preferences load error: EOF", where a missing file is a quiet first
// start. PrefsLost, called after, still reports it as lost.
// A file that cannot be read, or not be moved aside (a read-only folder),
// is returned as a *storage.Damaged of kind storage.KindPrefs, which the
// shell tells the person in the same words as a damaged save
// (Deps.PrefsProblem). Call it before the app is created.
//
// A file larger than MaxPrefsSize is set aside unread, as damaged: Fyne
// would read it whole.
func SetAsideCorruptPrefs(path string, now time.Time) (string, error) {
	return setAsideCorruptPrefs(path, now, os.Rename)
}

// setAsideCorruptPrefs is SetAsideCorruptPrefs with the rename given (the
// tests' read-only folder: a root user may rename in any folder).
func setAsideCorruptPrefs(path string, now time.Time, rename func(from, to string) error) (string, error) {
	data, err := capped.ReadFile(path, MaxPrefsSize)
	var tooLarge *capped.TooLargeError
	if os.IsNotExist(err) {
		return "", nil
	}
	if err == nil && len(data) == 0 {
		if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
			return "", &storage.Damaged{Kind: storage.KindPrefs, File: path,
				Err: fmt.Errorf("empty; removing it failed: %w", err)}
		}
		return "", nil
	}
	if err != nil && !errors.As(err, &tooLarge) {
		return "", &storage.Damaged{Kind: storage.KindPrefs, File: path, Err: err}
	}
	var values map[string]any
	if err == nil && json.Unmarshal(data, &values) == nil {
		return "", nil
	}
	aside := storage.AsideName(path, now)
	if err := rename(path, aside); err != nil {
		return "", &storage.Damaged{Kind: storage.KindPrefs, File: path,
			Err: fmt.Errorf("not a JSON object; moving it aside failed: %w", err)}
	}
	return aside, nil
}

// noticeSetAside tells the person, in one message on start, what was set
// aside: damaged settings (they start from the defaults) and each damaged
// save or statistics file, one sentence each, files named without their
// folders; the errors behind them are under Details. It returns the
// message, or nil when there is nothing to tell.
func (s *Shell) noticeSetAside() dialog.Dialog {
	var lines, details []string
	title := s.l.T("storage.damaged.title", "Some saved data could not be read")
	switch {
	case s.deps.SettingsRestored:
		title = s.l.T("prefs.restored.title", "Settings restored")
		lines = append(lines, s.l.T("prefs.restored", "Cardavia's settings file was lost or damaged, so your settings were restored from the backup."))
	case s.deps.PrefsSetAside != "":
		title = s.l.T("prefs.corrupt.title", "Settings reset")
		lines = append(lines, s.l.T("prefs.corrupt", "The settings file could not be read, so Cardavia starts with its defaults. The damaged file is kept as {{.File}}.", "File", filepath.Base(s.deps.PrefsSetAside)))
	case s.deps.PrefsProblem != nil:
		title = s.l.T("prefs.corrupt.title", "Settings reset")
		lines = append(lines, s.damagedLine(s.deps.PrefsProblem))
		details = append(details, s.deps.PrefsProblem.Error())
	}
	for _, err := range s.deps.Damaged {
		lines = append(lines, s.damagedLine(err))
		details = append(details, err.Error())
	}
	if len(lines) == 0 {
		return nil
	}
	return s.messageWithDetails(title, strings.Join(lines, "\n\n"), strings.Join(details, "\n"))
}

// PrefsLogFilter returns a writer for the standard logger that passes
// everything to w but Fyne's report of reading its preferences file empty
// ("Fyne error:  Preferences load error:", "  Cause: EOF", "  At: …", three
// lines). Fyne re-reads the file whenever anything changes in its folder,
// and its own writes empty the file before they fill it (os.Create, then
// the JSON): a re-read that lands in between, which a busy machine allows
// on a first start, finds nothing, logs that, and keeps the values it has.
// An empty file found at start is removed by SetAsideCorruptPrefs before
// Fyne reads it, and a damaged one set aside and told, so this report
// means nothing a person must know. Any other error of Fyne's, the same
// report with another cause included, passes unchanged.
func PrefsLogFilter(w io.Writer) io.Writer { return &prefsLogFilter{w: w} }

// prefsLogFilter holds back a "Preferences load error" line until the
// next line shows its cause: EOF drops it, its cause and its "At:" line;
// anything else writes it out first.
type prefsLogFilter struct {
	mu     sync.Mutex
	w      io.Writer
	held   []byte // the error's first line, until its cause is known
	dropAt bool   // the next line is the dropped report's "At:"
}

func (f *prefsLogFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	line := string(p)
	switch {
	case f.dropAt:
		f.dropAt = false
		if strings.Contains(line, "  At: ") {
			return len(p), nil
		}
	case f.held != nil:
		held := f.held
		f.held = nil
		if strings.HasSuffix(strings.TrimRight(line, "\n"), "  Cause: EOF") {
			f.dropAt = true
			return len(p), nil
		}
		if _, err := f.w.Write(held); err != nil {
			return 0, err
		}
	case strings.Contains(line, "Fyne error:  Preferences load error:"):
		f.held = append([]byte(nil), p...)
		return len(p), nil
	}
	return f.w.Write(p)
}
