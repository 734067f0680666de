package ui

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// PrefsFile returns where Fyne keeps the app's preferences on desktop
// systems: <user config dir>/fyne/<appID>/preferences.json.
func PrefsFile(appID string) (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("find the preferences file: %w", err)
	}
	return filepath.Join(dir, "fyne", appID, "preferences.json"), nil
}

// SetAsideCorruptPrefs renames the preferences file at path when it is not
// a JSON object, and returns the new name ("" when the file is fine, empty or
// absent). Fyne would otherwise start with empty preferences and overwrite
// the file at the first change, losing whatever could still be recovered.
// Call it before the app is created.
func SetAsideCorruptPrefs(path string, now time.Time) (string, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) || (err == nil && len(data) == 0) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read preferences: %w", err)
	}
	var values map[string]any
	if json.Unmarshal(data, &values) == nil {
		return "", nil
	}
	aside := path + ".corrupt-" + now.UTC().Format("20060102-150405")
	if err := os.Rename(path, aside); err != nil {
		return "", fmt.Errorf("set the damaged preferences aside: %w", err)
	}
	return aside, nil
}

// noticeSetAside tells the person that their settings were reset.
func (s *Shell) noticeSetAside() {
	if s.deps.PrefsSetAside == "" {
		return
	}
	s.message(s.l.T("prefs.corrupt.title", "Settings reset"),
		s.l.T("prefs.corrupt", "The settings file could not be read, so Cardavia starts with its defaults. The damaged file is kept as {{.File}}.", "File", s.deps.PrefsSetAside))
}
