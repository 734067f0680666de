package ui

import (
	"bytes"
	"os"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
)

// SettingKeys lists every preference this version of the app keeps, with
// its type: what the settings mirror copies and restores. A preference
// added anywhere in the app must be added here, or a damaged Fyne file
// loses it (grep for Prefs.Set / SetString / SetFloat when adding one).
func SettingKeys(gs []*games.Info) []storage.SettingKey {
	keys := []storage.SettingKey{
		{Name: env.PrefLanguage, Type: storage.SettingString},
		{Name: env.PrefTheme, Type: storage.SettingString},
		{Name: env.PrefAILevel, Type: storage.SettingString},
		{Name: env.PrefAnimSpeed, Type: storage.SettingString},
		{Name: env.PrefCardBack, Type: storage.SettingString},
		{Name: env.PrefPauseTricks, Type: storage.SettingBool},
		{Name: env.PrefAutoForced, Type: storage.SettingBool},
		{Name: env.PrefCourseDone, Type: storage.SettingString},
		{Name: env.PrefCourseNoted, Type: storage.SettingBool},
		{Name: env.PrefWindowWidth, Type: storage.SettingFloat},
		{Name: env.PrefWindowHeight, Type: storage.SettingFloat},
		{Name: display.KeyContrast, Type: storage.SettingFloat},
		{Name: display.KeyGrain, Type: storage.SettingFloat},
		{Name: display.KeyTemperature, Type: storage.SettingFloat},
	}
	for _, g := range gs {
		keys = append(keys, storage.SettingKey{Name: prefDeck(g.ID), Type: storage.SettingString},
			storage.SettingKey{Name: env.PrefHouseRules(g.ID), Type: storage.SettingString})
	}
	return keys
}

// snapshotSettings reads the known keys that p holds with their own type.
// A key is there when two different fallbacks give the same value (Fyne
// has no "has key"); a missing or mistyped one is left out, so that a
// restore leaves it at its default rather than inventing a value.
func snapshotSettings(p fyne.Preferences, keys []storage.SettingKey) storage.Settings {
	out := storage.Settings{}
	for _, k := range keys {
		s := storage.Setting{Type: k.Type}
		var ok bool
		switch k.Type {
		case storage.SettingString:
			s.String = p.StringWithFallback(k.Name, "\x00a")
			ok = s.String == p.StringWithFallback(k.Name, "\x00b")
		case storage.SettingFloat:
			s.Float = p.FloatWithFallback(k.Name, -1)
			ok = s.Float == p.FloatWithFallback(k.Name, -2)
		case storage.SettingInt:
			s.Int = p.IntWithFallback(k.Name, -1)
			ok = s.Int == p.IntWithFallback(k.Name, -2)
		case storage.SettingBool:
			s.Bool = p.BoolWithFallback(k.Name, false)
			ok = s.Bool == p.BoolWithFallback(k.Name, true)
		}
		if ok {
			out[k.Name] = s
		}
	}
	return out
}

// applySettings stores every value of set in p with its type.
func applySettings(p fyne.Preferences, set storage.Settings) {
	for name, s := range set {
		switch s.Type {
		case storage.SettingString:
			p.SetString(name, s.String)
		case storage.SettingFloat:
			p.SetFloat(name, s.Float)
		case storage.SettingInt:
			p.SetInt(name, s.Int)
		case storage.SettingBool:
			p.SetBool(name, s.Bool)
		}
	}
}

// PrefsLost tells whether Fyne's preferences file at path is missing or
// empty — what a kill during Fyne's in-place write leaves. Call it before
// the app is created (Fyne may write the file once it runs).
func PrefsLost(path string) bool {
	fi, err := os.Stat(path)
	return os.IsNotExist(err) || (err == nil && fi.Size() == 0)
}

// RestoreSettings reads the settings mirror in store (a damaged one is set
// aside and returned as a *storage.Damaged) and, when Fyne's preferences
// were lost (set aside as damaged, missing or empty: lost), puts its values
// into p. It reports whether it restored anything; main hands that to the
// shell (Deps.SettingsRestored), which tells the person.
func RestoreSettings(p fyne.Preferences, store *storage.Store, gs []*games.Info, lost bool) (bool, error) {
	set, ok, err := store.LoadSettings(SettingKeys(gs))
	if err != nil || !ok || !lost || len(set) == 0 {
		return false, err
	}
	applySettings(p, set)
	return true, nil
}

// settingsMirror copies the preferences to the store's settings.json
// after every change, atomically, because Fyne writes its own file in
// place. Changes only wake a writer goroutine (a buffer of one), so the UI
// goroutine never waits for a disk sync, and a burst of changes (a slider
// drag) made while one write is under way becomes a single next write —
// coalesced without a timer. A write that would not change the file is
// skipped.
type settingsMirror struct {
	store *storage.Store
	prefs fyne.Preferences
	keys  []storage.SettingKey

	kick    chan struct{} // a change waiting to be written
	done    chan struct{} // closed by close
	stopped chan struct{} // closed when the writer has finished
	cancel  func()        // the env.Changes subscription

	mu   sync.Mutex // serialises writes; guards last and err
	last []byte     // what the file holds, as far as this run knows
	err  error      // the last write's error (nil once one succeeds)
}

// startSettingsMirror writes the mirror once, now (so a backup exists
// before the first change), and then after every change that changes.
func startSettingsMirror(store *storage.Store, p fyne.Preferences, keys []storage.SettingKey, changes *env.Changes) *settingsMirror {
	m := &settingsMirror{
		store: store, prefs: p, keys: keys,
		kick: make(chan struct{}, 1), done: make(chan struct{}), stopped: make(chan struct{}),
	}
	m.write()
	m.cancel = changes.OnChange(m.changed)
	go m.run()
	return m
}

// changed runs on the goroutine that changed a preference: it only asks
// for a write.
func (m *settingsMirror) changed() {
	select {
	case m.kick <- struct{}{}:
	default: // a write is already asked for; it will see this change too
	}
}

func (m *settingsMirror) run() {
	defer close(m.stopped)
	for {
		select {
		case <-m.kick:
			m.write()
		case <-m.done:
			select {
			case <-m.kick:
				m.write()
			default:
			}
			return
		}
	}
}

// write snapshots the preferences and writes them if they differ from
// the file. A failed write leaves the old file (storage.WriteFile) and is
// tried again at the next change.
func (m *settingsMirror) write() {
	m.mu.Lock()
	defer m.mu.Unlock()
	data, err := storage.EncodeSettings(snapshotSettings(m.prefs, m.keys))
	if err == nil && bytes.Equal(data, m.last) {
		return
	}
	if err == nil {
		err = m.store.WriteSettings(data)
	}
	m.err = err
	if err == nil {
		m.last = data
	}
}

// close stops listening, writes what is still pending and returns the
// last write's error. Call it once, when the app quits.
func (m *settingsMirror) close() error {
	m.cancel()
	close(m.done)
	<-m.stopped
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}
